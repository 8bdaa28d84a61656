// SPDX-License-Identifier: GPL-3.0-or-later
// Slack = ordered − required (DESIGN.md §5).
//   cable.slack          warning more slack than cable.max_slack_mm, or more than
//                                cable.max_slack_ratio × the required length, where a shorter
//                                orderable length of the same cable would fit (NVIDIA cabling
//                                guidance: the physical design lists lengths and spares; coils
//                                block airflow). Slack the catalogue's length steps force (a 15 m
//                                trunk for 12.9 m) is not reported: nothing shorter can be ordered.
//   cable.slack-exhaust  error   slack stored in a hot-aisle exhaust zone: the slack location names
//                                the rear of a rack or a hot aisle ("rear", "hot aisle", "exhaust").
//                                ASHRAE TC 9.9: nothing may obstruct the exhaust path.
#include "rules/helpers.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

namespace plenum::rules {
namespace {

constexpr const char *kSlack = "Excessive cable slack";
constexpr const char *kExhaust = "Slack stored in the exhaust zone";

bool inExhaust(std::string where)
{
    std::transform(where.begin(), where.end(), where.begin(), [](unsigned char ch) { return char(std::tolower(ch)); });
    return where.find("rear") != std::string::npos || where.find("hot aisle") != std::string::npos
        || where.find("exhaust") != std::string::npos;
}

void check(const RuleContext &c, Findings &out)
{
    const double maxMm = c.setting("cable.max_slack_mm"), maxRatio = c.setting("cable.max_slack_ratio");
    for (const auto &cable : c.project().cables) {
        if (!c.inPhase(cable.phase) || cable.ordered_length_mm <= 0)
            continue;
        const Link *link = c.index().link(cable.link);
        const auto where = link ? c.deviceLocation(link->a.device) : std::nullopt;
        const std::int64_t stored = cable.slackMm();
        if (stored <= 0)
            continue;
        std::int64_t slack = stored;
        // Slack forced by the catalogue's length steps (the shortest orderable length that fits)
        // is not a finding: only slack a shorter orderable length of the same cable would avoid.
        const auto *type = cableTypeOf(cable);
        if (type && !type->lengths_mm.empty()) {
            const bool shorterFits = std::any_of(type->lengths_mm.begin(), type->lengths_mm.end(),
                [&](std::int64_t l) { return l >= cable.required_length_mm && l < cable.ordered_length_mm; });
            if (!shorterFits)
                slack = 0;
        }
        const bool overAbs = double(slack) > maxMm;
        const bool overRel
            = cable.required_length_mm > 0 && double(slack) > maxRatio * double(cable.required_length_mm);
        if (overAbs || overRel)
            out.push_back(c.finding("cable.slack", Severity::Warning, kSlack,
                fmt::format("cable {} has {:.2f} m of slack ({:.0f} % of {:.2f} m required; limits "
                            "{:.2f} m and {:.0f} %)",
                    cable.label, slack / 1000.0,
                    cable.required_length_mm > 0 ? 100.0 * double(slack) / double(cable.required_length_mm) : 0.0,
                    cable.required_length_mm / 1000.0, maxMm / 1000.0, 100 * maxRatio),
                { cable.id, cable.link }, where));
        if (inExhaust(cable.slack_location))
            out.push_back(c.finding("cable.slack-exhaust", Severity::Error, kExhaust,
                fmt::format("cable {} stores {:.2f} m of slack in the exhaust zone ({})", cable.label, stored / 1000.0,
                    cable.slack_location),
                { cable.id, cable.link }, where));
    }
}

} // namespace

std::unique_ptr<Rule> makeCableSlackRule()
{
    return std::make_unique<SimpleRule>(std::vector<Rule::Code> { { "cable.slack", Severity::Warning, kSlack },
                                            { "cable.slack-exhaust", Severity::Error, kExhaust } },
        &check);
}

} // namespace plenum::rules

// SPDX-License-Identifier: GPL-3.0-or-later
// Slack = ordered − required (DESIGN.md §5).
//   cable.slack          warning more slack than cable.max_slack_mm, or more than
//                                cable.max_slack_ratio × the required length, where a shorter
//                                orderable length of the same cable would fit (NVIDIA cabling
//                                guidance: the physical design lists lengths and spares; coils
//                                block airflow). Slack the catalogue's length steps force is
//                                reported only past cable.max_forced_slack_mm (a 30.1 m run ordered
//                                at 50 m coils 19.9 m; a 15 m trunk for 12.9 m is normal), naming
//                                the nearer catalogue length and suggesting a custom length, a
//                                trunk with patch panels or a shorter route.
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

// The longest catalogue length of `type` shorter than `mm` (0: none).
std::int64_t longestBelow(const catalog::CableType &type, std::int64_t mm)
{
    std::int64_t below = 0;
    for (std::int64_t l : type.lengths_mm)
        if (l < mm)
            below = std::max(below, l);
    return below;
}

void check(const RuleContext &c, Findings &out)
{
    const double maxMm = c.setting("cable.max_slack_mm"), maxRatio = c.setting("cable.max_slack_ratio");
    const double maxForcedMm = c.setting("cable.max_forced_slack_mm");
    for (const auto &cable : c.project().cables) {
        if (!c.inPhase(cable.phase) || cable.ordered_length_mm <= 0)
            continue;
        const Link *link = c.index().link(cable.link);
        const auto where = link ? c.deviceLocation(link->a.device) : std::nullopt;
        const std::int64_t slack = cable.slackMm();
        if (slack <= 0)
            continue;
        if (inExhaust(cable.slack_location))
            out.push_back(c.finding("cable.slack-exhaust", Severity::Error, kExhaust,
                fmt::format("cable {} stores {:.2f} m of slack in the exhaust zone ({})", cable.label, slack / 1000.0,
                    cable.slack_location),
                { cable.id, cable.link }, where));
        // Forced: no shorter orderable length of the same cable fits.
        const auto *type = cableTypeOf(cable);
        const bool forced = type && !type->lengths_mm.empty()
            && std::none_of(type->lengths_mm.begin(), type->lengths_mm.end(), [&](std::int64_t l) {
                   return l >= cable.required_length_mm && l < cable.ordered_length_mm;
               });
        if (forced) {
            if (double(slack) <= maxForcedMm)
                continue;
            const std::int64_t below = longestBelow(*type, cable.required_length_mm);
            const std::string nearer = below > 0
                ? fmt::format("the nearer catalogue length is {:.1f} m: shorten the route by {:.2f} m to use it, "
                              "order a custom length, or run a trunk between patch panels",
                      below / 1000.0, (cable.required_length_mm - below) / 1000.0)
                : std::string("order a custom length or run a trunk between patch panels");
            out.push_back(c.finding("cable.slack", Severity::Warning, kSlack,
                fmt::format("cable {} needs {:.2f} m but the catalogue's length steps force {:.1f} m: {:.2f} m of "
                            "slack (limit {:.2f} m); {}",
                    cable.label, cable.required_length_mm / 1000.0, cable.ordered_length_mm / 1000.0, slack / 1000.0,
                    maxForcedMm / 1000.0, nearer),
                { cable.id, cable.link }, where));
            continue;
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

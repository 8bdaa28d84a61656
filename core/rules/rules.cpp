// SPDX-License-Identifier: GPL-3.0-or-later
// The one explicit list of rule providers (STYLE.md: no static self-registration) and the engine
// that runs them and sorts the findings deterministically.
#include "rules/helpers.h"

#include <algorithm>
#include <compare>
#include <tuple>

namespace plenum::rules {

const std::vector<std::unique_ptr<Rule>> &allRules()
{
    static const std::vector<std::unique_ptr<Rule>> rules = [] {
        std::vector<std::unique_ptr<Rule>> r;
        r.push_back(makeCableReachRule());
        r.push_back(makeCableSlackRule());
        r.push_back(makeCableBendRule());
        r.push_back(makeCableDetourRule());
        r.push_back(makeCableEndsRule());
        r.push_back(makeCableProtocolRule());
        r.push_back(makeCableUnroutedRule());
        r.push_back(makePathwayFillRule());
        r.push_back(makePathwaySeparationRule());
        r.push_back(makePathwayJoinRule());
        r.push_back(makeAirflowFacingRule());
        r.push_back(makeAirflowIntakeRule());
        r.push_back(makeAirflowBlankingRule());
        r.push_back(makeAirflowHeatRule());
        r.push_back(makePowerBudgetRule());
        r.push_back(makePowerFeedsRule());
        r.push_back(makeSpaceRackRule());
        r.push_back(makeRackCableManagerRule());
        r.push_back(makeSpaceFloorRule());
        r.push_back(makeSpaceWeightRule());
        r.push_back(makeSpaceAisleRule());
        r.push_back(makeSpaceReservationRule());
        r.push_back(makeFabricPortsRule());
        r.push_back(makeFabricTopologyRule());
        r.push_back(makeResilienceRule());
        return r;
    }();
    return rules;
}

namespace {

bool selected(const CheckOptions &options, const std::string &code)
{
    if (options.only_codes.empty())
        return true;
    return std::any_of(options.only_codes.begin(), options.only_codes.end(),
        [&](const std::string &c) { return code == c || (!c.empty() && c.back() == '.' && code.rfind(c, 0) == 0); });
}

} // namespace

Findings runChecks(const Project &project, const CheckOptions &options)
{
    const RuleContext context(project, options);
    Findings all;
    const auto &rules = allRules();
    const auto total = std::int64_t(rules.size());
    for (std::int64_t i = 0; i < total; ++i) {
        const auto &rule = rules[std::size_t(i)];
        if (options.progress)
            options.progress.report(i, total, rule->codes().front().code, "checks");
        Findings mine;
        rule->check(context, mine);
        for (auto &f : mine)
            if (selected(options, f.code))
                all.push_back(std::move(f));
    }
    sortFindings(all);
    options.progress.finish(total, "done");
    return all;
}

bool findingBefore(const Finding &a, const Finding &b)
{
    const Id oa = a.objects.empty() ? 0 : a.objects.front(), ob = b.objects.empty() ? 0 : b.objects.front();
    if (const auto c = std::tie(a.severity, a.code, oa, a.message) <=> std::tie(b.severity, b.code, ob, b.message);
        c != 0)
        return c < 0;
    // Ties broken on every other field, so that the order is one whatever the input's order.
    auto where = [](const Finding &f) {
        return f.location ? std::tuple(1, f.location->hall, f.location->x_mm, f.location->y_mm)
                          : std::tuple(0, Id(0), std::int64_t(0), std::int64_t(0));
    };
    return std::tie(a.objects, a.title) < std::tie(b.objects, b.title)
        || (std::tie(a.objects, a.title) == std::tie(b.objects, b.title) && where(a) < where(b));
}

void sortFindings(Findings &findings)
{
    std::sort(findings.begin(), findings.end(), findingBefore);
}

std::size_t errorCount(const Findings &findings)
{
    return std::size_t(std::count_if(
        findings.begin(), findings.end(), [](const Finding &f) { return f.severity == Severity::Error; }));
}

} // namespace plenum::rules

// SPDX-License-Identifier: GPL-3.0-or-later
// Links the router could not turn into cables (issue #23).
//   cable.unrouted  error  a link of the selected phase has no cable although the project has been
//                          routed (it has cables). Nobody can pull or order a cable the plan does
//                          not have, so a plan with unrouted links must not pass its check. The
//                          message names the link's ends and the router's reason (no pathway, a
//                          device outside a rack, no catalogue cable for those connectors and that
//                          speed, nothing that reaches), found by a plan-only routing of the racks
//                          involved — the project is not changed.
//                          A project without any cable has not been routed yet: not reported.
#include "routing/router.h"
#include "rules/helpers.h"

#include <fmt/format.h>

#include <unordered_set>

namespace plenum::rules {
namespace {

constexpr const char *kUnrouted = "Link without a cable";

void check(const RuleContext &c, Findings &out)
{
    const Project &p = c.project();
    if (p.cables.empty())
        return;
    std::unordered_set<Id> cabled;
    for (const auto &cable : p.cables)
        cabled.insert(cable.link);
    std::vector<const Link *> missing;
    for (const auto &l : p.links)
        if (c.inPhase(l.phase) && !cabled.count(l.id))
            missing.push_back(&l);
    if (missing.empty())
        return;
    std::vector<Id> ids;
    for (const Link *l : missing)
        ids.push_back(l->id);
    const auto reasons = routing::unroutedReasons(p, ids);
    for (const Link *l : missing) {
        const auto it = reasons.find(l->id);
        const std::string reason = it != reasons.end()
            ? it->second
            : std::string("it was added after the last routing (route the project again)");
        out.push_back(c.finding("cable.unrouted", Severity::Error, kUnrouted,
            fmt::format("link {} ({} – {}, {} {}) has no cable: {}", l->id, c.index().portName(l->a),
                c.index().portName(l->b), toString(l->fabric), toString(l->tier), reason),
            { l->id, l->a.device, l->b.device }, c.deviceLocation(l->a.device)));
    }
}

} // namespace

std::unique_ptr<Rule> makeCableUnroutedRule()
{
    return std::make_unique<SimpleRule>(
        std::vector<Rule::Code> { { "cable.unrouted", Severity::Error, kUnrouted } }, &check);
}

} // namespace plenum::rules

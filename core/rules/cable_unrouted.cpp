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
#include "rules/touched.h"

#include <fmt/format.h>

#include <algorithm>
#include <unordered_set>

namespace plenum::rules {
namespace {

constexpr const char *kUnrouted = "Link without a cable";

// A link of the selected phase without a cable (of any phase, as the router keeps them).
bool uncabled(const RuleContext &c, const Link &l)
{
    return c.inPhase(l.phase) && !c.cableOfLink(l.id);
}

// Every finding is one link's (its first object): `only` names the links to report (nullptr: all).
// The reasons come from one plan-only run over the racks of every link without a cable, so the
// run is the same whichever part is asked for.
void check(const RuleContext &c, const IdSet *only, Findings &out)
{
    const Project &p = c.project();
    if (p.cables.empty())
        return;
    // A part whose links all have a cable has no finding, and needs no plan-only run.
    if (only && std::none_of(only->begin(), only->end(), [&](Id id) {
            const Link *l = c.index().link(id);
            return l && uncabled(c, *l);
        }))
        return;
    std::vector<const Link *> missing;
    for (const auto &l : p.links)
        if (uncabled(c, l))
            missing.push_back(&l);
    if (missing.empty())
        return;
    std::vector<Id> ids;
    for (const Link *l : missing)
        ids.push_back(l->id);
    const auto reasons = routing::unroutedReasons(p, ids);
    for (const Link *l : missing) {
        if (only && !only->count(l->id))
            continue;
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

// A link's reason depends on every other link without a cable (they share the plan-only run:
// its racks, its fill), and whether anything is reported on the project having any cable, so
// this provider is scoped only where both are settled: the project has cables and every link of
// the selected phase has one. Then no finding is left, and each finding before the edit belonged to a
// link that has since got a cable, been deleted or left the phase — a changed cable or link, so
// a touched link — and the touched links are the owners to clear. Otherwise it reruns whole.
// When the last run found nothing while the project had cables (one of them is still here
// untouched), every link had a cable then, and only a touched link can have lost its own: those
// are read instead of every link.
std::optional<IdSet> touchedLinks(const RuleContext &c, const Touched &t, const Findings &last)
{
    const Project &p = c.project();
    if (p.cables.empty())
        return std::nullopt;
    if (last.empty() && c.cableIdsUnique() && t.cables.size() < p.cables.size()) {
        for (Id id : t.links)
            if (const Link *l = c.index().link(id); l && uncabled(c, *l))
                return std::nullopt;
        return t.links;
    }
    // Links mostly come in id order, as the cables by link do: one walk along both, with a
    // search where the walk would run far ahead or a link's id is below the last one's.
    const CablesByLink byLink = c.cablesByLink();
    std::size_t at = 0;
    Id previous = kNoId;
    for (const Link &l : p.links) {
        if (!c.inPhase(l.phase))
            continue;
        if (l.id < previous)
            at = 0;
        previous = l.id;
        for (int step = 0; at < byLink.size() && byLink.linkAt(at) < l.id; ++at, ++step)
            if (step == 8) { // far ahead: a search over the rest
                at = byLink.lowerBound(l.id, at);
                break;
            }
        if (at == byLink.size() || byLink.linkAt(at) != l.id)
            return std::nullopt; // a link without a cable
    }
    return t.links;
}

} // namespace

std::unique_ptr<Rule> makeCableUnroutedRule()
{
    return std::make_unique<ScopedRule>(
        std::vector<Rule::Code> { { "cable.unrouted", Severity::Error, kUnrouted } }, &touchedLinks, false, &check);
}

} // namespace plenum::rules

// SPDX-License-Identifier: GPL-3.0-or-later
// Redundancy (DESIGN.md §5: links in the same redundancy group want disjoint pathways, "discrete
// fibre paths"; REFERENCE.md: in-band management is 2 bonded links per node).
//   resilience.shared-segment warning  two or more links of one redundancy group run along the
//                                      same part of a pathway segment (their spans along it
//                                      overlap): one cut tray takes them all. The
//                                      segment over a rack every link of the group leaves from is
//                                      that rack's own, not a shared path (routing/redundancy.h).
//   resilience.single-homed   warning  a redundancy group (redundancy is asked for) whose links
//                                      reach fewer than resilience.min_homing distinct devices at
//                                      the far end from the device they share: a single switch
//                                      failure isolates it.
// Site uplinks (at least two ISPs) are not modelled yet: the project has no uplink objects.
#include "routing/redundancy.h"
#include "rules/helpers.h"
#include "rules/port_links.h"
#include "rules/touched.h"

#include <fmt/format.h>

#include <algorithm>
#include <set>
#include <unordered_set>

namespace plenum::rules {
namespace {

constexpr const char *kShared = "Redundant links share a pathway segment";
constexpr const char *kSingle = "Single-homed where redundancy is asked";

// Every finding is one group's, owned by its first object (a link of the group, or the device
// all its links share): `only` names the owners to check (nullptr: all), and every group with a
// link or an end among them is judged again.
void check(const RuleContext &c, const IdSet *only, Findings &out)
{
    // With `only`: the groups with a link or an end among them, found first, so that only their
    // links are gathered.
    std::unordered_set<int> wanted;
    auto want = [&](const Link &l) {
        if (l.redundancy_group > 0 && c.inPhase(l.phase))
            wanted.insert(l.redundancy_group);
    };
    if (only && c.portLinksGiven() && c.everyPhase()) {
        // The links per port hold every link then: the links among `only` and those on the
        // ports of the devices among it, not a pass over every link.
        for (Id id : *only) {
            if (const Link *l = c.index().link(id))
                want(*l);
            for (const PortLinks::Links &links : c.portLinks().linksOf(id))
                for (const Link *l : links)
                    want(*l);
        }
    } else if (only) {
        for (const auto &l : c.project().links)
            if (only->count(l.id) || only->count(l.a.device) || only->count(l.b.device))
                want(l);
    }
    std::map<int, std::vector<const Link *>> groups;
    for (const auto &l : c.project().links)
        if (l.redundancy_group > 0 && (!only || wanted.count(l.redundancy_group)) && c.inPhase(l.phase))
            groups[l.redundancy_group].push_back(&l);
    // Per link judged: its last cable in the phase.
    std::map<Id, const Cable *> cableOf;
    if (!only) {
        for (const auto &cable : c.project().cables)
            if (c.inPhase(cable.phase))
                cableOf[cable.link] = &cable;
    } else {
        for (const auto &[group, links] : groups)
            for (const Link *l : links)
                for (const auto &[link, cable] : c.cablesOfLink(l->id))
                    if (c.inPhase(cable->phase))
                        cableOf[link] = cable;
    }
    const std::size_t minHoming = std::size_t(std::max(1.0, c.setting("resilience.min_homing")));
    for (const auto &[group, links] : groups) {
        // Shared segments: the parts of a segment two members run along overlap.
        std::map<std::pair<Id, int>, std::vector<std::pair<Id, routing::SegmentSpan>>> users;
        auto memberOf = [&](const Link *l) {
            const Device *a = c.index().device(l->a.device), *b = c.index().device(l->b.device);
            return routing::GroupMember { a ? a->rack : kNoId, b ? b->rack : kNoId };
        };
        auto rackPoint = [&](Id rack) {
            const Rack *r = c.index().rack(rack);
            return r ? r->position : Point {};
        };
        std::vector<routing::GroupMember> ends;
        for (const Link *l : links)
            ends.push_back(memberOf(l));
        const std::set<Id> common = routing::commonRacks(ends);
        for (const Link *l : links) {
            auto it = cableOf.find(l->id);
            if (it == cableOf.end())
                continue;
            const routing::GroupMember member = memberOf(l);
            const auto &route = it->second->route;
            for (const auto &span :
                routing::routeSpans(route, c.index(), rackPoint(member.rack_a), rackPoint(member.rack_b)))
                if (!routing::unavoidableEnd(member, common, span.first_step, route.size())
                    && !routing::unavoidableEnd(member, common, span.last_step, route.size()))
                    users[{ span.pathway, span.segment }].push_back({ l->id, span });
        }
        for (const auto &[key, spans] : users) {
            std::set<Id> sharing;
            for (std::size_t i = 0; i < spans.size(); ++i)
                for (std::size_t j = i + 1; j < spans.size(); ++j)
                    if (spans[i].first != spans[j].first && routing::overlapping(spans[i].second, spans[j].second)) {
                        sharing.insert(spans[i].first);
                        sharing.insert(spans[j].first);
                    }
            if (sharing.size() < 2)
                continue;
            const Pathway *pw = c.index().pathway(key.first);
            std::vector<Id> objects(sharing.begin(), sharing.end());
            objects.push_back(key.first);
            out.push_back(c.finding("resilience.shared-segment", Severity::Warning, kShared,
                fmt::format("{} links of redundancy group {} share {} segment {}", sharing.size(), group,
                    pw ? pw->name : "?", key.second),
                objects, c.pathwayLocation(key.first, key.second)));
        }
        // Homing: the device every link of the group touches, and the distinct devices at the far ends.
        std::map<Id, std::size_t> touches;
        for (const Link *l : links) {
            ++touches[l->a.device];
            if (l->b.device != l->a.device)
                ++touches[l->b.device];
        }
        for (const auto &[device, count] : touches) {
            if (count != links.size())
                continue;
            std::set<Id> far;
            for (const Link *l : links)
                far.insert(l->a.device == device ? l->b.device : l->a.device);
            if (far.size() >= minHoming)
                break; // the shared device is well homed
            const Device *d = c.index().device(device);
            std::vector<Id> objects { device };
            for (const Link *l : links)
                objects.push_back(l->id);
            out.push_back(c.finding("resilience.single-homed", Severity::Warning, kSingle,
                fmt::format("{} reaches {} distinct device{} through redundancy group {} ({} link{}); "
                            "{} are asked for",
                    d ? d->name : "?", far.size(), far.size() == 1 ? "" : "s", group, links.size(),
                    links.size() == 1 ? "" : "s", minHoming),
                objects, c.deviceLocation(device)));
            break; // one finding per group
        }
    }
}

// A group's findings read its links, their ends' racks and places, and their cables' routes
// along the pathways: the groups of the touched links (rules/touched.h: changed links, the links
// of changed cables, of changed devices and of devices in changed racks), before and after; their
// links and ends are the owners. A changed pathway moves the spans of every route along it (a
// route's spans read its own pathways only, routing::routeSpans): the groups of those cables' links
// too.
std::optional<IdSet> touchedGroups(const RuleContext &c, const Touched &t)
{
    std::unordered_set<int> groups;
    auto groupOf = [&](Id link) {
        if (const Link *l = c.index().link(link); l && l->redundancy_group > 0)
            groups.insert(l->redundancy_group);
    };
    for (Id id : t.links)
        groupOf(id);
    for (const Cable *cable : t.cables_along)
        groupOf(cable->link);
    for (const Link *l : t.changed_links)
        if (l->redundancy_group > 0)
            groups.insert(l->redundancy_group);
    IdSet owners;
    auto add = [&](const Link &l) {
        owners.insert(l.id);
        owners.insert(l.a.device);
        owners.insert(l.b.device);
    };
    if (!groups.empty())
        for (const Link &l : c.project().links)
            if (groups.count(l.redundancy_group))
                add(l);
    for (const Link *l : t.changed_links)
        if (groups.count(l->redundancy_group))
            add(*l);
    return owners;
}

} // namespace

std::unique_ptr<Rule> makeResilienceRule()
{
    return std::make_unique<ScopedRule>(
        std::vector<Rule::Code> { { "resilience.shared-segment", Severity::Warning, kShared },
            { "resilience.single-homed", Severity::Warning, kSingle } },
        &touchedGroups, false, &check);
}

} // namespace plenum::rules

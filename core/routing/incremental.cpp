// SPDX-License-Identifier: GPL-3.0-or-later
#include "routing/incremental.h"
#include "edit/table_moves.h"
#include "model/id_set.h"
#include "routing/channels.h"

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <set>
#include <unordered_map>

namespace plenum::routing {
namespace {

using edit::Change;
using edit::ChangeSet;
using edit::EntityKind;

// Why `changes` alters a pathway graph or a type the router reads in a way an incremental run
// cannot follow (empty: it does not). `racks`: the racks that change the graphs only by their own
// attachments (added, removed, moved, turned, given another type or hall), which it can, unless
// one of them was attached to a segment not along one axis (`inexact`).
std::string graphChange(const ChangeSet &changes, const std::set<Id> &inexact, std::vector<Id> &racks,
    std::vector<Id> &pathways, std::vector<Pathway> &before, Fallback &cause)
{
    cause = Fallback::Graph;
    for (const Change &c : changes.changes) {
        const EntityKind kind = c.kind();
        const std::string what = fmt::format("{} {}", edit::kindName(kind), c.id());
        switch (kind) {
        case EntityKind::Rack: {
            const Rack &r = std::get<Rack>(c.before ? *c.before : *c.after);
            if (c.modified()) {
                const Rack &b = std::get<Rack>(*c.before), &a = std::get<Rack>(*c.after);
                if (b.hall == a.hall && b.position == a.position && b.rotation_deg == a.rotation_deg
                    && b.rack_type == a.rack_type)
                    break;
            }
            if (inexact.count(r.id))
                return fmt::format("rack '{}' was attached to a pathway segment that is sloped or diagonal", r.name);
            racks.push_back(r.id);
            break;
        }
        case EntityKind::RackType:
        case EntityKind::DeviceType:
            cause = Fallback::Types;
            if (!c.added())
                return fmt::format("{} was {}", what, c.removed() ? "removed" : "changed");
            cause = Fallback::Graph;
            break;
        case EntityKind::Pathway:
            if (c.modified()) {
                // Along the same centre line, in the same hall and net, a pathway changes no route:
                // its width, loading depth, kind or phase change only the fill, judged by the
                // exactness check. (Its name is in the slack place of the cables coiled on it.)
                const Pathway &b = std::get<Pathway>(*c.before), &a = std::get<Pathway>(*c.after);
                if (b.hall == a.hall && b.service == a.service && b.points == a.points && b.name == a.name)
                    break;
            }
            pathways.push_back(c.id());
            if (c.before)
                before.push_back(std::get<Pathway>(*c.before));
            break;
        case EntityKind::Hall:
            if (!c.modified())
                return fmt::format("{} was {}", what, c.added() ? "added" : "removed");
            break;
        default:
            break;
        }
    }
    return {};
}

// The router's scope for `changes`: racks whose links are laid again, links named, and racks
// whose devices changed (RouteOptions::exhaust_racks).
struct Scope {
    std::vector<Id> racks, links, exhaust;
};

Scope scopeOf(const Project &p, const ChangeSet &changes, const LinksByDevice &byDevice)
{
    std::set<Id> racks, links, devices, exhaust;
    std::set<int> groups; // redundancy groups a changed link was or is in
    for (const Change &c : changes.changes)
        for (const auto *value : { &c.before, &c.after }) {
            if (!*value)
                continue;
            if (const auto *d = std::get_if<Device>(&**value)) {
                devices.insert(d->id);
                exhaust.insert(d->rack); // its rack's exhaust side, before and after
            } else if (const auto *l = std::get_if<Link>(&**value)) {
                links.insert(l->id);
                if (l->redundancy_group > 0)
                    groups.insert(l->redundancy_group);
            } else if (const auto *cable = std::get_if<Cable>(&**value)) {
                links.insert(cable->link);
            } else if (const auto *r = std::get_if<Rack>(&**value)) {
                racks.insert(r->id); // a rename: the cables' end labels and bundles name it
            }
        }
    // A changed device's links, and the members of a group a changed link left or joined (they
    // are separated against each other). What a link takes from the others — the links on its
    // ports, its cage partner, the end its tree grows from — the router compares with its cache.
    // A device's links are listed (routing/links_by_device.h); a group's members are found by
    // reading every link.
    if (groups.empty()) {
        for (Id device : devices)
            for (Id link : byDevice.of(device))
                links.insert(link);
    } else {
        // Every link read (in two halves at once: ~570,000 links at ~100k GPUs are bound by memory).
        const IdSet changed(devices.begin(), devices.end());
        for (std::size_t i : edit::positionsWhere(p.links, [&](const Link &l) {
                 return changed.count(l.a.device) || changed.count(l.b.device)
                     || (l.redundancy_group > 0 && groups.count(l.redundancy_group));
             }))
            links.insert(p.links[i].id);
    }
    racks.erase(kNoId);
    exhaust.erase(kNoId);
    Scope s;
    s.racks.assign(racks.begin(), racks.end());
    s.links.assign(links.begin(), links.end());
    s.exhaust.assign(exhaust.begin(), exhaust.end());
    if (s.racks.empty())
        s.racks.push_back(kNoId); // keeps the run incremental: links without a cable are laid anyway
    return s;
}

RerouteReport finish(const Project &p, RouteReport route, Id nextBefore)
{
    RerouteReport r;
    for (CableDiff &d : route.diff) {
        Change c;
        if (d.before && d.after) {
            ++r.rerouted;
            r.ordered_length_change_mm += d.after->ordered_length_mm - d.before->ordered_length_mm;
            c.before = std::move(*d.before);
            c.after = std::move(*d.after);
            c.index = d.after_index;
        } else if (d.after) {
            ++r.added;
            r.ordered_length_change_mm += d.after->ordered_length_mm;
            c.after = std::move(*d.after);
            c.index = d.after_index;
        } else {
            ++r.removed;
            r.ordered_length_change_mm -= d.before->ordered_length_mm;
            c.before = std::move(*d.before);
            c.index = d.before_index;
        }
        r.cables.changes.push_back(std::move(c));
    }
    route.diff.clear();
    if (p.next_id != nextBefore) {
        r.cables.next_id_before = nextBefore;
        r.cables.next_id_after = p.next_id;
    }
    r.route = std::move(route);
    return r;
}

} // namespace

std::string_view fallbackName(Fallback cause)
{
    switch (cause) {
    case Fallback::None:
        return "none";
    case Fallback::NoState:
        return "no-state";
    case Fallback::Fill:
        return "fill";
    case Fallback::Graph:
        return "graph";
    case Fallback::Types:
        return "types";
    case Fallback::Headroom:
        return "headroom";
    case Fallback::Channels:
        return "channels";
    }
    return "?";
}

RerouteReport routeAll(Project &project, RoutingState &state, const RouteOptions &options)
{
    RouteOptions o = options;
    o.only_racks.clear();
    o.only_links.clear();
    o.cache = &state.cache;
    o.require_exact = false;
    o.diff = true;
    const Id nextBefore = project.next_id;
    RouteReport route = routeProject(project, o);
    state.links = LinksByDevice(project);
    return finish(project, std::move(route), nextBefore);
}

std::optional<RerouteReport> rerouteIncrementalOnly(
    Project &project, RoutingState &state, const edit::ChangeSet &changes, Refusal &refusal, const Progress &progress)
{
    std::string why;
    Fallback cause = Fallback::None;
    // A valid state was made by a run without channels (routeChannels leaves it invalid): then
    // only a link the changes added or patched can bring them, and the links need no pass.
    const bool channels = state.cache.valid ? std::any_of(changes.changes.begin(), changes.changes.end(),
                              [](const Change &c) {
                                  const auto *l = c.after ? std::get_if<Link>(&*c.after) : nullptr;
                                  return l && l->patched();
                              })
                                            : hasChannels(project);
    if (channels) {
        why = "links run through fibre panels (structured cabling is routed in full)";
        cause = Fallback::Channels;
    } else if (!state.cache.valid) {
        why = "the project has no routing state yet";
        cause = Fallback::NoState;
    } else if (!state.cache.exact) {
        why = "the last route depended on pathway fill (negotiated, or a segment without headroom)";
        cause = Fallback::Fill;
    }
    std::vector<Id> graphRacks, graphPathways;
    std::vector<Pathway> pathwaysBefore;
    if (why.empty())
        why = graphChange(changes, state.cache.inexact_racks, graphRacks, graphPathways, pathwaysBefore, cause);
    if (why.empty()) {
        std::vector<std::pair<const Link *, const Link *>> changedLinks;
        for (const Change &c : changes.changes)
            if (c.kind() == EntityKind::Link)
                changedLinks.emplace_back(
                    c.before ? &std::get<Link>(*c.before) : nullptr, c.after ? &std::get<Link>(*c.after) : nullptr);
        if (!state.links.update(changedLinks) || !state.links.holds(project))
            state.links = LinksByDevice(project); // a state of another project: made again
        const Scope scope = scopeOf(project, changes, state.links);
        RouteOptions o;
        o.only_racks = scope.racks;
        o.only_links = scope.links;
        o.exhaust_racks = scope.exhaust;
        o.graph_racks = std::move(graphRacks);
        o.graph_pathways = std::move(graphPathways);
        o.pathways_before = std::move(pathwaysBefore);
        o.cache = &state.cache;
        o.links_unchanged = std::none_of(changes.changes.begin(), changes.changes.end(), [](const Change &c) {
            const EntityKind kind = c.kind();
            return kind == EntityKind::Link || kind == EntityKind::DeviceType;
        });
        o.cables_in_place = std::none_of(changes.changes.begin(), changes.changes.end(), [](const Change &c) {
            if (c.kind() == EntityKind::Link)
                return true;
            return c.kind() == EntityKind::Cable
                && (!c.modified() || std::get<Cable>(*c.before).link != std::get<Cable>(*c.after).link);
        });
        o.types_unchanged = std::none_of(changes.changes.begin(), changes.changes.end(),
            [](const Change &c) { return c.kind() == EntityKind::DeviceType; });
        o.changed_links = std::move(changedLinks);
        o.links_by_device = &state.links;
        for (const Change &c : changes.changes)
            if (c.kind() == EntityKind::Cable)
                o.changed_cables.emplace_back(
                    c.before ? &std::get<Cable>(*c.before) : nullptr, c.after ? &std::get<Cable>(*c.after) : nullptr);
        o.without_channels = true;
        o.require_exact = true;
        o.diff = true;
        o.totals = false; // a pass over every cable; the edit's report is its diff
        o.progress = progress;
        const Id nextBefore = project.next_id;
        RouteReport route = routeProject(project, o);
        if (route.written)
            return finish(project, std::move(route), nextBefore);
        if (!route.refusal.empty()) {
            why = route.refusal;
            cause = Fallback::Graph;
        } else {
            why = "the edited project's fill leaves a segment without headroom";
            cause = Fallback::Headroom;
        }
    }
    refusal = { cause, why };
    state.cache.valid = false; // the run may have begun to bring it to the edited project
    return std::nullopt;
}

RerouteReport rerouteIncremental(
    Project &project, RoutingState &state, const edit::ChangeSet &changes, const Progress &progress)
{
    Refusal refusal;
    if (std::optional<RerouteReport> r = rerouteIncrementalOnly(project, state, changes, refusal, progress))
        return std::move(*r);
    RouteOptions full;
    full.progress = progress;
    RerouteReport r = routeAll(project, state, full);
    r.fallback = true;
    r.cause = refusal.cause;
    r.fallback_reason = std::move(refusal.reason);
    return r;
}

} // namespace plenum::routing

// SPDX-License-Identifier: GPL-3.0-or-later
// The incremental route (DESIGN.md §11, §12): after an edit, lay again only the cables the edit can
// change, with a result identical to a full route of the edited project — or, where that cannot be
// guaranteed, fall back to the full route and say why.
//
// When the router's result for one link depends on others (RouteCache): through the fill
// (negotiation, redundancy detours) — the end its tree grows from is the link's own (a full and an
// incremental run pick the same, router_impl::treeFromB). While the cache is `exact` — the last run left every
// segment room for one more of the largest cable above the most it ever carried — each cable is a
// function of its own link, its cage partner and its redundancy group, so laying again the links
// whose inputs changed, closed over partners and groups, gives exactly the full route's cables, and
// the run checks that the result is still exact before writing anything.
//
// Falls back to a full route (RerouteReport::fallback with the reason) when:
//  - there is no exact cache (never routed through here, or the last run negotiated fill or left a
//    segment too full: fill-dependent choices could change anywhere);
//  - a hall is added or removed; a rack added, removed, moved, turned or given another type or
//    hall attaches (before or after) to a segment that is not along one axis; a pathway edit moves
//    a rack's attachment on or off such a segment of a pathway it left alone, or gives a hall its
//    first pathway of a service or takes its last. A rack's attachments along one axis only split
//    segments exactly, and routes between other racks do not depend on them (routing/
//    pathway_graph.h), so its own links are laid again and the others kept;
//  - the edit changes a rack or device type in use (ports, dimensions);
//  - the incremental result is not exact (a segment lost its headroom).
// A pathway changed along the same centre line, in the same hall and net, under the same name (a
// new width, loading depth, kind or phase) is no pathway edit: no route depends on it, and the cables over it are
// kept (edit::setField); its fill is judged with the rest (a tray narrowed below its load leaves a
// segment without headroom, and the full route decides).
// A pathway edit (pathways added, removed or changed): the links of the racks whose attachment
// moved or lies on an edited pathway, every cable over one, and the kept links that a route over
// the edited pathways could reach (router_pathways.cpp). Such a route, as the pathways are or as
// they were, steps onto them at an entry (a point they share with a pathway the edit left alone)
// and off at another; up to the first and after the last it runs over unchanged pathways, at least
// as long as the shortest route in the edited graph. A link is laid again when that bound is no
// more than the longest route its last run compared (RouteCache::reach): a route as short as the
// link's could win the tie (fewer turns; a vertex's turn count depends on the route that reached
// it, so a route removed counts as much as one added), a longer one cannot. A detour tried for a
// redundancy member costs at most 1000 times its first route (the factor on its group's segments).
// Scope otherwise: the links added, removed or modified, the links of devices added, removed or
// modified, the links whose cable the edit touched, every link without a cable, and every link
// touching a rack whose name or devices changed or whose attachments moved — closed over cage partners and redundancy
// groups by the router.
#pragma once

#include "edit/change_set.h"
#include "routing/router.h"

#include <optional>
#include <string>
#include <string_view>

namespace plenum::routing {

struct RoutingState {
    RouteCache cache;
    // The links ending on each device of the project last routed (made by routeAll, brought to
    // each edited project by rerouteIncremental).
    LinksByDevice links;
};

// Why a reroute fell back to a full route.
enum class Fallback {
    None,
    NoState, // never routed with a state
    Fill, // the last route depended on fill (negotiated, or a segment without headroom)
    Graph, // a hall added or removed; a rack attachment on a sloped or diagonal segment changed; a net gained or lost
           // its pathways
    Types, // a rack or device type changed or removed
    Headroom, // the incremental result left a segment without headroom
    Channels, // links run through fibre panels: structured cabling is routed in full (routing/channels.h)
};
std::string_view fallbackName(Fallback cause);

struct RerouteReport {
    bool fallback = false; // a full route was run
    Fallback cause = Fallback::None;
    std::string fallback_reason; // why (empty when incremental)
    RouteReport route; // of the run that was written (the full one on a fallback)
    edit::ChangeSet cables; // the cables added, removed and modified (exact positions: undo with inverted())
    std::int64_t added = 0, removed = 0, rerouted = 0; // cables, from `cables`
    std::int64_t ordered_length_change_mm = 0; // Σ ordered after − before
};

// A full route that (re)builds `state`.
RerouteReport routeAll(Project &project, RoutingState &state, const RouteOptions &options = {});

// After `changes` (already applied to `project`, which was routed with `state` before them): the
// change sets as applied, in order — each change's `before` as the project was, its `after` as it
// is (apply() returns the inverse of what it applied).
// `progress` is told as routeProject() tells it, by the incremental run or the full one; a cancel
// throws Error("routing cancelled"), leaving `project` as it was and `state` to be dropped.
RerouteReport rerouteIncremental(
    Project &project, RoutingState &state, const edit::ChangeSet &changes, const Progress &progress = {});

// Why an edit needs a full route (Fallback::None: it does not).
struct Refusal {
    Fallback cause = Fallback::None;
    std::string reason;
};

// rerouteIncremental without its fallback: the incremental run's report, or nullopt when the
// edit needs a full route (`refusal` says why) — then `project` is as it was, and `state` is left
// invalid (cache.valid false), to be routed in full (routeAll) before its next use. What a caller
// that cannot wait for a full route (the window, on its own thread) runs first.
std::optional<RerouteReport> rerouteIncrementalOnly(Project &project, RoutingState &state,
    const edit::ChangeSet &changes, Refusal &refusal, const Progress &progress = {});

} // namespace plenum::routing

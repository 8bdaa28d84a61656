// SPDX-License-Identifier: GPL-3.0-or-later
// The incremental route (DESIGN.md §11, §12): after an edit, lay again only the cables the edit can
// change, with a result identical to a full route of the edited project — or, where that cannot be
// guaranteed, fall back to the full route and say why.
//
// When the router's result for one link depends on others (RouteCache): the end its tree grows
// from (counts kept in the cache, so the incremental run picks the end a full run would), and the
// fill (negotiation, redundancy detours). While the cache is `exact` — the last run left every
// segment room for one more of the largest cable above the most it ever carried — each cable is a
// function of its own link, its cage partner and its redundancy group, so laying again the links
// whose inputs changed, closed over partners and groups, gives exactly the full route's cables, and
// the run checks that the result is still exact before writing anything.
//
// Falls back to a full route (RerouteReport::fallback with the reason) when:
//  - there is no exact cache (never routed through here, or the last run negotiated fill or left a
//    segment too full: fill-dependent choices could change anywhere);
//  - the edit changes a pathway graph other than by racks' attachments: a pathway added, removed
//    or changed; a hall added or removed; or a rack added, removed, moved, turned or given another
//    type or hall whose attachment (before or after) lies on a segment that is not along one axis.
//    A rack's attachments along one axis only split segments exactly, and routes between other
//    racks do not depend on them (routing/pathway_graph.h), so its own links are laid again and
//    the others kept;
//  - the edit changes a rack or device type in use (ports, dimensions);
//  - the incremental result is not exact (a segment lost its headroom).
// Scope otherwise: the links added, removed or modified, the links of devices added, removed or
// modified, the links whose cable the edit touched, every link without a cable, and every link
// touching a rack any of those end in (their tree roots may change), whose name or devices changed
// or whose attachments moved — closed over cage partners and redundancy groups by the router.
#pragma once

#include "edit/change_set.h"
#include "routing/router.h"

#include <string>
#include <string_view>

namespace plenum::routing {

struct RoutingState {
    RouteCache cache;
};

// Why a reroute fell back to a full route.
enum class Fallback {
    None,
    NoState, // never routed with a state
    Fill, // the last route depended on fill (negotiated, or a segment without headroom)
    Graph, // a pathway or hall added, removed or changed; a rack on a sloped or diagonal segment changed
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

// After `changes` (already applied to `project`, which was routed with `state` before them).
// `progress` is told as routeProject() tells it, by the incremental run or the full one; a cancel
// throws Error("routing cancelled"), leaving `project` as it was and `state` to be dropped.
RerouteReport rerouteIncremental(
    Project &project, RoutingState &state, const edit::ChangeSet &changes, const Progress &progress = {});

} // namespace plenum::routing

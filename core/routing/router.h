// SPDX-License-Identifier: GPL-3.0-or-later
// The cable router (DESIGN.md §5): every link becomes a physical cable with a required length made
// of in-rack, drop, pathway, bend and service-loop terms, the cheapest media that reaches, the
// shortest orderable length, its slack and where that is stored, transceivers and TIA-606 labels.
// Routing respects pathway fill (negotiated congestion, as FPGA routers do: segments that overflow
// grow more expensive and the cables through them are rerouted), keeps redundancy groups on
// disjoint segments where the graph allows, and is deterministic. With `only_racks` it reroutes just
// the cables that touch those racks (an edit), keeping the others.
//
// Progress and cancel: RouteOptions::progress is told how far a run has got, per shortest-path
// tree group, negotiation round and redundancy group (never per edge, so it costs nothing). When it
// returns false the run stops at the next such point and throws Error("routing cancelled"), leaving
// the project as it was (cables are only written once everything is computed).
#pragma once

#include "model/project.h"
#include "routing/cable_sums.h"
#include "routing/cage_plan.h"
#include "routing/pathway_graph.h"
#include "util/progress.h"

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace plenum {
class ProjectIndex;
}

namespace plenum::routing {

// What the router keeps between runs for an incremental reroute (routing/incremental.h). The
// router's result for one link depends on others through the fill only (negotiated congestion,
// redundancy detours judged against the load); the end its shortest-path trees grow from is the
// link's own (treeFromB). `contribution` holds the rack managers each link's ends join (per pass
// and net: what a pathway edit may reach); `detour_first` the fill a redundancy
// member's first route puts on each segment when its final route is a detour; `exact` whether the
// last run left every segment headroom for one more of the largest cable above the most it ever
// carried during the run (and did not negotiate), so that each link's cable is a function of its own
// ends, its cage partner and its redundancy group — what makes an incremental reroute exact.
struct ShareKey {
    int pass = 0; // 0 copper, 1 fibre
    Id hall = kNoId;
    int service = 0;
    Id rack = kNoId;
    bool left = false;
    friend bool operator<(const ShareKey &x, const ShareKey &y)
    {
        return std::tie(x.pass, x.hall, x.service, x.rack, x.left)
            < std::tie(y.pass, y.hall, y.service, y.rack, y.left);
    }
    friend bool operator==(const ShareKey &, const ShareKey &) = default;
};

struct ShareKeyHash {
    std::size_t operator()(const ShareKey &k) const
    {
        std::size_t h = std::hash<Id>()(k.rack) * 0x9E3779B97F4A7C15ull;
        h ^= std::hash<Id>()(k.hall) + 0x7F4A7C15ull + (h << 6) + (h >> 2);
        return h ^ (std::size_t(k.pass) << 1 | std::size_t(k.left)) ^ (std::size_t(k.service) << 3);
    }
};

// What one link's cable takes from the other links of the project: the links on each of its ports
// (the speed each gets), its cages' slots, and its cage partner (routing/cage_plan.h). A kept link
// whose inputs differ from the cache's is laid again.
struct LinkInputs {
    int uses_a = 0, uses_b = 0, slots_a = 0, slots_b = 0;
    Id partner = kNoId;
    int assembly = 0;
    bool lead = true, twin_at_a = true;
    friend bool operator==(const LinkInputs &, const LinkInputs &) = default;
};

// Where one rack manager joins one net (RouteCache::attachments): the point on the pathway, the
// horizontal distance to it from the rack's exit, and the pathway segment it lies on.
struct AttachPlace {
    double x = 0, y = 0, z = 0; // its vertex
    double attach_z = 0, offset = 0; // the height and horizontal distance the drop is measured to
    Id pathway = kNoId;
    int index = 0;
    bool exact = true; // on a segment along one axis (PathwayGraph::exactSplit)
    friend bool operator==(const AttachPlace &, const AttachPlace &) = default;
};

// Where the rack managers of one net (hall, service) attached in a run (RouteCache::placements):
// the net's raw segments then, and per rack its two exits (left manager first) and their
// placements. A run whose graph has the same raw segments takes the placement of an exit at the
// same point instead of searching the segments again (PathwayGraph::attachAt).
struct KeptPlacements {
    struct Exit {
        double x = 0, y = 0;
        PathwayGraph::Placement at;
    };
    std::vector<std::array<double, 6>> raw; // PathwayGraph::rawGeometry
    std::unordered_map<Id, std::array<Exit, 2>> racks;
};

struct RackSideHash {
    std::size_t operator()(const std::pair<Id, bool> &k) const { return std::hash<Id>()(k.first * 2 + Id(k.second)); }
};
// Per rack manager (rack, left manager), its attachment handle in one net's graph.
using RackAttachments = std::unordered_map<std::pair<Id, bool>, int, RackSideHash>;

// The pathway graphs of a run and what they were made of: the halls, the pathways, the settings
// (fill limits, rack geometry) and every rack's two exits. A run whose inputs are all equal takes
// the graphs, their attachments and the placements instead of making them again (~5 ms at ~100k
// GPUs for an edit of devices or links); a graph is not changed once made.
struct KeptGraphs {
    struct RackExits {
        Id rack = kNoId, hall = kNoId;
        double lx = 0, ly = 0, rx = 0, ry = 0; // its left and right managers' exits
        friend bool operator==(const RackExits &, const RackExits &) = default;
    };
    struct Net {
        std::shared_ptr<const PathwayGraph> graph;
        std::shared_ptr<const RackAttachments> attachment;
    };
    std::vector<Id> halls;
    std::vector<Pathway> pathways;
    RuleSettings settings;
    std::vector<RackExits> exits;
    std::map<std::pair<Id, int>, Net> nets; // per (hall, service), as the run's
};

struct RouteCache {
    bool valid = false; // filled by a run
    bool exact = false;
    std::unordered_map<Id, std::vector<ShareKey>> contribution;
    // Per link in `contribution`, per pass (copper, fibre): the most any route the run compared for
    // it can cost — the length of the route its cable's leg has (infinite when none was found),
    // or 1000 times that for a redundancy member whose detour was tried (a detour avoids its
    // group's segments at 1000 times their length; the leg is the detour when it was kept, no
    // shorter than the first route either way). A pathway edit can change the link's cable only through a route over
    // the edited pathways, as they are or as they were, no longer than that (routing/incremental.h).
    std::unordered_map<Id, std::array<double, 2>> reach;
    std::unordered_map<ShareKey, AttachPlace, ShareKeyHash> attachments; // per net (pass 0) and rack manager
    std::map<std::pair<Id, int>, KeptPlacements> placements; // per net with pathways
    std::set<std::pair<Id, int>> nets; // the (hall, service) with pathways
    std::unordered_map<Id, std::vector<std::pair<std::pair<Id, int>, double>>>
        detour_first; // link → ((pathway, segment), mm²)
    std::vector<std::pair<Id, LinkInputs>> inputs; // per link, in the project's link order
    // The racks attached (in some net) to a segment that is not along one axis: adding, moving
    // or removing one of them can change other routes (PathwayGraph::exactSplit).
    std::set<Id> inexact_racks;
    // Per link of the run that made it, in the project's link order: its cages and cage group
    // (routing/cage_plan.h). A run told that no link or device type changed since
    // (RouteOptions::links_unchanged) takes them, and every link's inputs, from here when the
    // devices the links end on kept their places and types (`devices`).
    std::vector<LinkCages> cages;
    std::vector<CageGroup> groups;
    // The devices of that run (id, device type) in project order: a cage is a device's and its
    // type's, so the cages hold while the devices the links end on are the same, of the same types
    // (a run that patches them finds the devices gone and come by walking both lists).
    std::vector<std::pair<Id, Id>> devices;
    // The table that run wrote: per link (the project's link order) the index of its cable, or
    // none (size_t(-1)), and per cable its link's index. A run told that no link changed and no
    // cable was added, removed or given another link since (RouteOptions::cables_in_place) takes
    // them from here instead of finding every cable's link.
    std::vector<std::size_t> cable_of_link, link_of_cable;
    // The fill of that table (routing/cable_sums.h): an incremental run over the same segments
    // starts from it and the cables changed since (RouteOptions::changed_cables) instead of
    // summing the whole table.
    std::optional<CableSums> sums;
    // Per rack, the side its devices exhaust at in that run (rackExhaustSides; a rack not listed:
    // the rear): a run told of racks whose devices changed (RouteOptions::exhaust_racks) lays
    // their links again only where that side changed.
    std::unordered_map<Id, Face> exhaust;
    std::optional<KeptGraphs> graphs;
};

// One cable the run changed: before (with its position in the old table) and/or after (with its
// position in the new one).
struct CableDiff {
    std::optional<Cable> before, after;
    std::size_t before_index = 0, after_index = 0;
};

struct RouteOptions {
    std::vector<Id> only_racks; // empty (and only_links empty): route every link
    int max_iterations = 8; // negotiated-congestion rounds
    Progress progress; // util/progress.h; its last report (done == total) comes after the cables were written
    bool plan_only = false; // compute routes, fills and unrouted links (RouteReport) but write no cables
    std::vector<Id> only_links; // with `cache`: also reroute these links (ids)
    // With `cache` and only_racks/only_links: an incremental run — the selection is closed over cage
    // partners and redundancy groups, and the cache is updated. With `require_exact`, a run whose result is not exact
    // (RouteCache::exact) writes nothing and says so (RouteReport::written).
    RouteCache *cache = nullptr;
    bool require_exact = false;
    // With `cache`: the racks added, removed, moved, turned or given another type or hall since the
    // cache's run — they change the pathway graphs only by their own attachments. The links
    // touching them must be in only_racks; with require_exact, a run where one of them now
    // attaches to a segment not along one axis writes nothing (RouteReport::refusal).
    std::vector<Id> graph_racks;
    // With `cache`: the pathways added, removed or changed since the cache's run, and the removed
    // and changed ones as they were then (routing/incremental.h, "A pathway edit").
    std::vector<Id> graph_pathways;
    std::vector<Pathway> pathways_before;
    // With `cache`: no link or device type was added, removed or changed since the cache's run
    // (the caller knows it from its change sets), so that the links' cages and the inputs they
    // take from each other are the cache's (RouteCache::cages, groups, inputs) if the devices
    // they end on kept their places and types (RouteCache::devices, checked by the run).
    bool links_unchanged = false;
    // With `cache` (an incremental run): racks a device was mounted in, taken out of or changed in.
    // A rack's devices decide only the side its cables' slack is coiled on (its exhaust side,
    // makeCable); so the links touching one are laid again (as with only_racks) only when that
    // side is not the one of the cache's run. The changed devices' own links come as only_links.
    // Empty (and types_unchanged): no device in a rack changed, and the cache's sides hold.
    std::vector<Id> exhaust_racks;
    // With `cache`: each link the change sets added, removed or modified, as it was and as it is
    // (null: added, removed; pointers into the change sets, valid for the run), and whether no
    // device type was added, removed or changed. After an edit of links alone, their cages and
    // inputs are patched from the cache's (cage_plan.h: patchCages) instead of made for every link.
    std::vector<std::pair<const Link *, const Link *>> changed_links;
    bool types_unchanged = false;
    // With `cache`: the links ending on each device of the project (routing/links_by_device.h),
    // through which the patched cages find the links around the edit instead of by passes over
    // every link; nullptr: the passes.
    const LinksByDevice *links_by_device = nullptr;
    // With `cache`: no link was added, removed or changed since the cache's run, and every cable
    // the caller's change sets touched kept its place in the table and its link, so that each
    // cable's link is the cache's (RouteCache::cable_of_link, link_of_cable).
    bool cables_in_place = false;
    // With `cache`: each cable the change sets added, removed or modified, in order, as it was
    // and as it is (null: added, removed; pointers into the change sets, valid for the run).
    std::vector<std::pair<const Cable *, const Cable *>> changed_cables;
    // The caller knows that no link is patched through fibre panels (routing/channels.h): the
    // pass over every link that finds out is skipped.
    bool without_channels = false;
    bool diff = false; // fill RouteReport::diff
    // Fill RouteReport's totals over the whole cable table (media, slack, cable_assemblies,
    // transceivers). An incremental reroute turns them off: they cost a pass over every cable, and
    // an edit reports what changed (RouteReport::diff, routed, unrouted, fills) instead.
    bool totals = true;
};

struct MediaSummary {
    std::int64_t cables = 0;
    std::int64_t ordered_length_mm = 0;
    std::int64_t required_length_mm = 0;
    std::map<std::int64_t, std::int64_t> by_length; // orderable length → cables
};

struct SegmentFill {
    Id pathway = kNoId;
    std::string name;
    int segment = 0;
    double used_mm2 = 0;
    double capacity_mm2 = 0;
    std::int64_t cables = 0;
    double kg_per_m = 0; // the cables' and coils' weight per metre of the segment (pathway.load)
};

struct Unrouted {
    Id link = kNoId;
    std::string reason;
};

struct SharedSegment {
    int group = 0;
    Id pathway = kNoId;
    int segment = 0;
    std::int64_t links = 0;
};

struct RouteReport {
    std::int64_t links = 0;
    std::int64_t cables = 0; // cable records: one per routed link, three per channel less its shared trunk
    std::int64_t channels = 0; // links patched through two fibre panels (model/channel.h)
    std::int64_t trunks = 0; // trunk cables between panels
    std::int64_t cable_assemblies = 0; // physical cables (a twin-port cable serves two links)
    std::int64_t transceivers = 0; // one per occupied cage (routing/plugs.h, as the BOM counts)
    std::int64_t routed = 0; // cables (re)computed by this run
    std::map<std::string, MediaSummary> media;
    std::int64_t max_slack_mm = 0;
    double mean_slack_mm = 0;
    std::vector<SegmentFill> overflows;
    std::vector<SegmentFill> fills; // every segment that carries a cable (the overflows among them)
    std::vector<Unrouted> unrouted;
    std::vector<SharedSegment> shared;
    int iterations = 0;
    bool exact = false; // see RouteCache::exact
    bool written = true; // false: require_exact refused an inexact result, nothing changed
    std::string refusal; // why, when not for the fill's headroom (a graph rack's attachment)
    std::vector<CableDiff> diff; // with RouteOptions::diff: the cables that changed, in table order
    // The run's index of the project: valid for it until its tables other than the cables change
    // (an index has no cables), so that a check of the routed project need not make another
    // (rules::checkIncremental). Holds a reference to the project: drop it with the project.
    std::shared_ptr<const ProjectIndex> index;
};

RouteReport routeProject(Project &project, const RouteOptions &options = {});

// Why the router leaves each of `links` (ids) without a cable, by a plan-only run over the racks
// they touch (the project is not changed); a link the router would now route is left out.
std::map<Id, std::string> unroutedReasons(const Project &project, const std::vector<Id> &links);

} // namespace plenum::routing

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

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace plenum::routing {

// done of total (rising, ending at done == total) and what the router is doing; false: stop.
// The last call (done == total) comes after the cables were written and cannot cancel.
using ProgressHook = std::function<bool(std::int64_t done, std::int64_t total, std::string_view what)>;

struct RouteOptions {
    std::vector<Id> only_racks; // empty: route every link
    int max_iterations = 8;     // negotiated-congestion rounds
    ProgressHook progress = {}; // empty: no reports, no cancel
    bool plan_only = false;     // compute routes, fills and unrouted links (RouteReport) but write no cables
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
    std::int64_t cables = 0; // cable records, one per routed link
    std::int64_t cable_assemblies = 0; // physical cables (a twin-port cable serves two links)
    std::int64_t transceivers = 0; // one per occupied cage (routing/plugs.h, as the BOM counts)
    std::int64_t routed = 0; // cables (re)computed by this run
    std::map<std::string, MediaSummary> media;
    std::int64_t max_slack_mm = 0;
    double mean_slack_mm = 0;
    std::vector<SegmentFill> overflows;
    std::vector<SegmentFill> fills;     // every segment that carries a cable (the overflows among them)
    std::vector<Unrouted> unrouted;
    std::vector<SharedSegment> shared;
    int iterations = 0;
};

RouteReport routeProject(Project &project, const RouteOptions &options = {});

// Why the router leaves each of `links` (ids) without a cable, by a plan-only run over the racks
// they touch (the project is not changed); a link the router would now route is left out.
std::map<Id, std::string> unroutedReasons(const Project &project, const std::vector<Id> &links);

} // namespace plenum::routing

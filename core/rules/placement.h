// SPDX-License-Identifier: GPL-3.0-or-later
// Placement legality of racks on the floor: one set of functions for the space.* rules
// (space_floor.cpp) and the edits that place racks (core/edit), so an editor's refusal and the
// checker never disagree.
#pragma once

#include "model/project.h"

#include <optional>
#include <string>
#include <vector>

namespace plenum::rules {

// The placement vocabulary over geometry/footprint.h.
// Whether two outlines (rack footprints) share area; touching edges do not count.
bool footprintsOverlap(const std::vector<Point> &a, const std::vector<Point> &b);

// Whether a rack footprint lies inside the hall's outline, also for a concave hall; flush against a
// wall counts as inside.
bool footprintInsideHall(const std::vector<Point> &foot, const Hall &hall);

// Whether a footprint overlaps an obstacle's outline (touching counts, as in space.obstacle).
bool footprintHitsObstacle(const std::vector<Point> &foot, const Obstacle &obstacle);

// Why `rack` (of `type`) may not stand where it is, as one sentence naming it, or nullopt when it
// may: its footprint leaves its hall, overlaps an obstacle, or overlaps another rack of the
// project's hall (racks whose ids are in `ignore` are skipped: the rack itself when it moves, the
// racks an edit removes) or one of `also` (racks the same edit adds). Linear in the racks.
std::optional<std::string> rackPlacementProblem(const Project &project, const Rack &rack, const RackType &type,
    const std::vector<Id> &ignore = {}, const std::vector<std::pair<Rack, RackType>> &also = {});

// Why `rack` (of `type`) would narrow an aisle, as one sentence naming it, or nullopt: another rack
// of its hall (the project's, or one of `also`) or an obstacle stands closer to its front than
// `cold_min_mm` or to its rear than `hot_min_mm` within its width, or `rack` itself stands in that
// clearance of another rack — the facts of space.aisle-width (space_aisle.cpp), for an editor or
// generator that places a rack. Linear in the racks.
std::optional<std::string> rackAisleProblem(const Project &project, const Rack &rack, const RackType &type,
    double cold_min_mm, double hot_min_mm, const std::vector<std::pair<Rack, RackType>> &also = {});

// Why `device` (of `type`) may not sit at its U in `rack`, as one sentence, or nullopt: its span
// leaves the rack's U space, another device (not `device` itself) holds part of it ("U 17–24 of
// AJ05 are taken by node0034"), or it is deeper than the rack. 0U devices (PDUs in the side
// channel) take no U. The same facts as space.u-overlap and space.depth. Linear in the devices.
std::optional<std::string> deviceSlotProblem(
    const Project &project, const Device &device, const DeviceType &type, const Rack &rack, const RackType &rackType);

// Why one more `device` (of `type`) would take `rack` over its power budget or weight rating, as one
// sentence naming both, or nullopt: the maximum power of its devices (PDUs excluded, power shelves'
// loss included) above the rack type's budget, as power.rack-budget counts it, or their weight above
// its static load rating, as space.rack-weight counts it; the devices of every phase count (the rack
// as the target builds it). A budget or rating of 0 is not modelled. Linear in the devices.
std::optional<std::string> rackBudgetProblem(
    const Project &project, const Device &device, const DeviceType &type, const Rack &rack);

// The devices racked in one rack, with their types (nullptr: unknown type), for checking many
// devices against one rack without a pass over the project per device (a batch mount). The
// project-wide checks above build this and call the ones below: one set of facts.
struct RackOccupants {
    std::vector<std::pair<const Device *, const DeviceType *>> devices;
};
RackOccupants rackOccupants(const Project &project, Id rack);
std::optional<std::string> deviceSlotProblem(const RackOccupants &occupants, const Device &device,
    const DeviceType &type, const Rack &rack, const RackType &rackType);
std::optional<std::string> rackBudgetProblem(const RackOccupants &occupants, const Device &device,
    const DeviceType &type, const Rack &rack, const RackType *rackType);

} // namespace plenum::rules

// SPDX-License-Identifier: GPL-3.0-or-later
// How far routed cables stray from the straight line (DESIGN.md §4: "the routed tray length between
// two racks should exceed their Manhattan distance by a few metres at most"). Over every cable whose
// ends are in two different racks, and over those whose racks are in two different rows:
// - ratio: required length ÷ the straight-line (3D) distance between its two ports;
// - tray detour: the pathway term of its length minus the Manhattan distance between the centres
//   of its two racks on the floor (what the trays add to the shortest orthogonal run).
// A measurement for docs/pathways.md and `plenum-lengths`; nothing here changes the project.
#pragma once

#include "model/project.h"

#include <string>
#include <vector>

namespace plenum::routing {

// Nearest-rank quantiles of a sample (all 0 when it is empty).
struct Distribution {
    std::int64_t count = 0;
    double median = 0; // the mean of the two middle values when the count is even
    double p95 = 0; // the smallest value at least 95 % of the sample does not exceed
    double worst = 0;
};

struct CableExample {
    std::string label;
    std::string rack_a, rack_b;
    std::int64_t required_mm = 0, ordered_mm = 0, pathway_mm = 0;
    double port_distance_mm = 0;
    std::int64_t rack_manhattan_mm = 0;
};

struct LengthStats {
    Distribution ratio_between_racks, ratio_between_rows;
    Distribution detour_between_racks_mm, detour_between_rows_mm;
    CableExample worst_ratio; // the cable with the largest ratio
    CableExample worst_detour; // the cable with the largest tray detour
};

LengthStats lengthStats(const Project &project);

// Ordered against required metres per fabric and tier (issue #23): what the catalogue's length
// steps add to the cable actually needed. Over every cable whose link exists; sorted by fabric,
// then tier (the enums' order).
struct TierLengths {
    Fabric fabric = Fabric::Compute;
    Tier tier = Tier::NodeLeaf;
    std::int64_t cables = 0;
    std::int64_t ordered_mm = 0;
    std::int64_t required_mm = 0;
    double orderedPerRequired() const { return required_mm > 0 ? double(ordered_mm) / double(required_mm) : 0; }
};

std::vector<TierLengths> lengthsByTier(const Project &project);

Distribution distribution(std::vector<double> values);

} // namespace plenum::routing

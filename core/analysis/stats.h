// SPDX-License-Identifier: GPL-3.0-or-later
// Headline counts of a project (`plenum-cli stats`).
#pragma once

#include "model/project.h"

namespace plenum {

struct ProjectStats {
    std::int64_t halls = 0;
    std::int64_t rows = 0;
    std::int64_t racks = 0;
    std::int64_t devices = 0;
    std::int64_t ports = 0; // ports on all devices, from their types
    std::int64_t links = 0;
    std::int64_t cables = 0;
    std::int64_t pathways = 0;
    std::int64_t gpus = 0;
    std::int64_t ordered_cable_length_mm = 0;  // sum of orderable lengths
    std::int64_t required_cable_length_mm = 0; // sum of routed lengths
    std::int64_t pathway_length_mm = 0;        // sum of pathway centre-line lengths
};

ProjectStats computeStats(const Project &project);

} // namespace plenum

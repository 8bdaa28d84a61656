// SPDX-License-Identifier: GPL-3.0-or-later
// Headline counts of a project (`plenum-cli stats`).
#pragma once

#include "model/project.h"

#include <string>

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
    std::int64_t ordered_cable_length_mm = 0; // sum of orderable lengths
    std::int64_t required_cable_length_mm = 0; // sum of routed lengths
    std::int64_t pathway_length_mm = 0; // sum of pathway centre-line lengths
};

ProjectStats computeStats(const Project &project);

// The report's fields in the order `plenum-cli stats` lists them (json/report_json.h).
template <typename F> void visitReport(const ProjectStats &s, F &&f)
{
    f("halls", s.halls);
    f("rows", s.rows);
    f("racks", s.racks);
    f("devices", s.devices);
    f("ports", s.ports);
    f("links", s.links);
    f("cables", s.cables);
    f("pathways", s.pathways);
    f("gpus", s.gpus);
    f("total_cable_length_mm", s.ordered_cable_length_mm);
    f("required_cable_length_mm", s.required_cable_length_mm);
    f("pathway_length_mm", s.pathway_length_mm);
}

// The document `plenum-cli stats --json` writes and the `stats-json` exporter (File ▸ Export ▸
// Statistics Report (JSON)…) writes: the project's name, then the report's fields, through the one
// report encoder (json/report_json.h).
std::string statsJson(const Project &project);

} // namespace plenum

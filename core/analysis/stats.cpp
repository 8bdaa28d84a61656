// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/stats.h"
#include "model/index.h"
#include "json/report_json.h"

#include <cmath>

namespace plenum {

ProjectStats computeStats(const Project &project)
{
    ProjectIndex index(project);
    ProjectStats s;
    s.halls = std::int64_t(project.halls.size());
    s.rows = std::int64_t(project.rows.size());
    s.racks = std::int64_t(project.racks.size());
    s.devices = std::int64_t(project.devices.size());
    s.links = std::int64_t(project.links.size());
    s.cables = std::int64_t(project.cables.size());
    s.pathways = std::int64_t(project.pathways.size());
    for (const auto &d : project.devices)
        if (const DeviceType *t = index.deviceType(d.device_type)) {
            s.ports += std::int64_t(t->ports.size());
            s.gpus += t->gpus;
        }
    for (const auto &c : project.cables) {
        s.ordered_cable_length_mm += c.ordered_length_mm;
        s.required_cable_length_mm += c.required_length_mm;
    }
    for (const auto &pw : project.pathways)
        for (std::size_t i = 1; i < pw.points.size(); ++i) {
            const double dx = double(pw.points[i].x_mm - pw.points[i - 1].x_mm);
            const double dy = double(pw.points[i].y_mm - pw.points[i - 1].y_mm);
            const double dz = double(pw.points[i].z_mm - pw.points[i - 1].z_mm);
            s.pathway_length_mm += std::llround(std::sqrt(dx * dx + dy * dy + dz * dz));
        }
    return s;
}

std::string statsJson(const Project &project)
{
    const ProjectStats s = computeStats(project);
    return json::writeReport(fields::group([&](auto &&f) {
        f("name", project.name);
        visitReport(s, f);
    }));
}

} // namespace plenum

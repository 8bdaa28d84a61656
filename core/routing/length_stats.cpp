// SPDX-License-Identifier: GPL-3.0-or-later
#include "routing/length_stats.h"
#include "model/channel.h"
#include "model/index.h"
#include "routing/rack_geometry.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>

namespace plenum::routing {

std::vector<TierLengths> lengthsByTier(const Project &project)
{
    std::map<std::pair<int, int>, TierLengths> byTier;
    const ProjectIndex index(project);
    for (const auto &c : project.cables) {
        const Link *l = index.link(c.link);
        if (!l)
            continue;
        TierLengths &t = byTier[{ int(l->fabric), int(l->tier) }];
        t.fabric = l->fabric;
        t.tier = l->tier;
        ++t.cables;
        t.ordered_mm += c.ordered_length_mm;
        t.required_mm += c.required_length_mm;
    }
    std::vector<TierLengths> out;
    for (const auto &[key, t] : byTier)
        out.push_back(t);
    return out;
}

Distribution distribution(std::vector<double> values)
{
    Distribution d;
    d.count = std::int64_t(values.size());
    if (values.empty())
        return d;
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    d.median = n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
    d.p95 = values[std::size_t(std::ceil(0.95 * double(n))) - 1];
    d.worst = values.back();
    return d;
}

LengthStats lengthStats(const Project &project)
{
    const ProjectIndex index(project);
    const RackSettings settings = rackSettingsOf(project);
    std::vector<double> ratioRacks, ratioRows, detourRacks, detourRows;
    LengthStats s;
    double worstRatio = -1, worstDetour = -1e300;
    for (const Cable &c : project.cables) {
        // Each cable between its own ends: a channel's cords and trunk each (model/channel.h).
        const auto [endA, endB] = cableEnds(c, index.link(c.link));
        if (endA.device == kNoId)
            continue;
        const PortPlace a = placePort(index, endA, settings), b = placePort(index, endB, settings);
        if (!a.rack || !b.rack || a.rack->id == b.rack->id)
            continue;
        const double ports
            = std::sqrt((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y) + (a.z - b.z) * (a.z - b.z));
        const std::int64_t manhattan = std::abs(a.rack->position.x_mm - b.rack->position.x_mm)
            + std::abs(a.rack->position.y_mm - b.rack->position.y_mm);
        const double ratio = ports > 0 ? double(c.required_length_mm) / ports : 0;
        const double detour = double(c.breakdown.pathway_mm - manhattan);
        const bool rows = a.rack->row != b.rack->row;
        ratioRacks.push_back(ratio);
        detourRacks.push_back(detour);
        if (rows) {
            ratioRows.push_back(ratio);
            detourRows.push_back(detour);
        }
        const CableExample example { c.label, a.rack->name, b.rack->name, c.required_length_mm, c.ordered_length_mm,
            c.breakdown.pathway_mm, ports, manhattan };
        if (ratio > worstRatio) {
            worstRatio = ratio;
            s.worst_ratio = example;
        }
        if (detour > worstDetour) {
            worstDetour = detour;
            s.worst_detour = example;
        }
    }
    s.ratio_between_racks = distribution(std::move(ratioRacks));
    s.ratio_between_rows = distribution(std::move(ratioRows));
    s.detour_between_racks_mm = distribution(std::move(detourRacks));
    s.detour_between_rows_mm = distribution(std::move(detourRows));
    return s;
}

} // namespace plenum::routing

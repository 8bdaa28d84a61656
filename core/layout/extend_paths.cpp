// SPDX-License-Identifier: GPL-3.0-or-later
// Trays over an extension's new racks (extend_impl.h): per run of new racks and per service the
// hall's trays carry, a tray like the one over the installed rack the run copies (same offset from
// the rack centre towards its front or rear, height, kind and cross-section), joined at its nearer
// end to the nearest point of an installed tray of that service (trays join at shared points,
// routing/pathway_graph.h), so routing reaches the new racks over the installed network.
#include "edit/pathway_edit.h"
#include "layout/extend_impl.h"
#include "layout/geometry.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace plenum::layout::extension {
namespace {

struct Nearest {
    const Pathway *pathway = nullptr;
    double x = 0, y = 0, z = 0, distance = std::numeric_limits<double>::max();
};

// The point of `service`'s installed trays nearest (horizontally) to (x, y).
Nearest nearestSegmentPoint(const Project &p, Id hall, Service service, double x, double y, Id phase)
{
    Nearest best;
    for (const Pathway &w : p.pathways) {
        if (w.hall != hall || w.service != service || w.phase == phase)
            continue;
        for (std::size_t i = 0; i + 1 < w.points.size(); ++i) {
            const Point3 &a = w.points[i], &b = w.points[i + 1];
            const double dx = double(b.x_mm - a.x_mm), dy = double(b.y_mm - a.y_mm), len2 = dx * dx + dy * dy;
            double t = len2 > 0 ? ((x - a.x_mm) * dx + (y - a.y_mm) * dy) / len2 : 0;
            t = std::clamp(t, 0.0, 1.0);
            const double px = a.x_mm + t * dx, py = a.y_mm + t * dy, d = std::hypot(px - x, py - y);
            if (d < best.distance)
                best = { &w, px, py, a.z_mm + t * double(b.z_mm - a.z_mm), d };
        }
    }
    return best;
}

// The vertex of `service`'s installed trays nearest (Manhattan) to `q`.
std::optional<Point3> nearestVertex(const Project &p, Id hall, Service service, Point3 q, Id phase)
{
    std::optional<Point3> best;
    std::int64_t bestD = 0;
    for (const Pathway &w : p.pathways)
        if (w.hall == hall && w.service == service && w.phase != phase)
            for (const Point3 &v : w.points) {
                const std::int64_t d = std::llabs(v.x_mm - q.x_mm) + std::llabs(v.y_mm - q.y_mm);
                if (!best || d < bestD)
                    best = v, bestD = d;
            }
    return best;
}

// The installed trays of `service` along the line (`alongX`, at `across`, height z): their
// covered stretches merged; [lo, hi] shrunk to the part beyond them at either end. False when they
// cover it all.
bool clipToInstalled(const Project &p, Id hall, Service service, Id phase, bool alongX, std::int64_t across,
    std::int64_t z, std::int64_t &lo, std::int64_t &hi)
{
    std::vector<std::pair<std::int64_t, std::int64_t>> covered;
    for (const Pathway &w : p.pathways) {
        if (w.hall != hall || w.service != service || w.phase == phase)
            continue;
        for (std::size_t i = 0; i + 1 < w.points.size(); ++i) {
            const Point3 &a = w.points[i], &b = w.points[i + 1];
            const std::int64_t aAcross = alongX ? a.y_mm : a.x_mm, bAcross = alongX ? b.y_mm : b.x_mm;
            if (aAcross != across || bAcross != across || a.z_mm != z || b.z_mm != z)
                continue;
            const std::int64_t u = alongX ? a.x_mm : a.y_mm, v = alongX ? b.x_mm : b.y_mm;
            covered.push_back({ std::min(u, v), std::max(u, v) });
        }
    }
    std::sort(covered.begin(), covered.end());
    std::vector<std::pair<std::int64_t, std::int64_t>> merged;
    for (const auto &c : covered) {
        if (!merged.empty() && c.first <= merged.back().second)
            merged.back().second = std::max(merged.back().second, c.second);
        else
            merged.push_back(c);
    }
    for (const auto &[from, to] : merged) {
        if (from <= lo && to >= hi)
            return false;
        if (from <= lo && to > lo)
            lo = to;
        else if (from < hi && to >= hi)
            hi = from;
    }
    return lo < hi;
}

} // namespace

int addRunPathways(Project &p, const std::vector<PlacedRun> &runs, const std::string &phase)
{
    Id phaseId = kNoId;
    for (const Phase &ph : p.phases)
        if (ph.name == phase)
            phaseId = ph.id;
    int added = 0;
    for (const PlacedRun &run : runs) {
        const Rack &first = *run.racks.front(), &last = *run.racks.back();
        const Rack &model = *run.model;
        const Point modelFront = facingStep(model.rotation_deg), runFront = facingStep(first.rotation_deg);
        const bool alongX = first.rotation_deg == 0 || first.rotation_deg == 180;
        auto halfWidth = [&](const Rack &r) {
            for (const RackType &t : p.rack_types)
                if (t.id == r.rack_type)
                    return std::int64_t(t.width_mm / 2);
            return std::int64_t(0);
        };
        for (const Service service : { Service::Data, Service::Fiber, Service::Power }) {
            const Nearest tray = nearestSegmentPoint(
                p, model.hall, service, double(model.position.x_mm), double(model.position.y_mm), phaseId);
            if (!tray.pathway)
                continue;
            // Offset of the model's tray towards the model's front, turned with the run's facing.
            const double offset
                = (tray.x - model.position.x_mm) * modelFront.x_mm + (tray.y - model.position.y_mm) * modelFront.y_mm;
            const std::int64_t z = std::llround(tray.z);
            const std::int64_t dx = std::llround(offset * runFront.x_mm), dy = std::llround(offset * runFront.y_mm);
            // The run's racks are in order along the line: from the first's outer side to the last's.
            std::int64_t lo = (alongX ? first.position.x_mm : first.position.y_mm) - halfWidth(first);
            std::int64_t hi = (alongX ? last.position.x_mm : last.position.y_mm) + halfWidth(last);
            const std::int64_t across = alongX ? first.position.y_mm + dy : first.position.x_mm + dx;
            // Where an installed tray of the service already runs over part of the run (a row tray
            // reaching on to its backbone beyond the last installed rack), the new tray starts at
            // its end, sharing that point, rather than lie on top of it; over the whole run, none.
            if (!clipToInstalled(p, model.hall, service, phaseId, alongX, across, std::llround(tray.z), lo, hi))
                continue;
            auto at = [&](std::int64_t along) {
                return alongX ? Point3 { along, across, z } : Point3 { across, along, z };
            };
            const Point3 a = at(lo), b = at(hi);
            const std::string base
                = fmt::format("{} {} {}-{}", toString(service), toString(tray.pathway->kind), first.name, last.name);
            // The join first (nearest installed point to either end), so the run's tray is laid last.
            const auto va = nearestVertex(p, model.hall, service, a, phaseId);
            const auto vb = nearestVertex(p, model.hall, service, b, phaseId);
            auto manhattan
                = [](Point3 u, Point3 v) { return std::llabs(u.x_mm - v.x_mm) + std::llabs(u.y_mm - v.y_mm); };
            const bool fromA = va && (!vb || manhattan(a, *va) <= manhattan(b, *vb));
            const Point3 end = fromA ? a : b;
            const std::optional<Point3> v = fromA ? va : vb;
            edit::PathwaySpec spec;
            spec.hall = model.hall;
            spec.kind = tray.pathway->kind;
            spec.service = service;
            spec.width_mm = tray.pathway->width_mm;
            spec.loading_depth_mm = tray.pathway->loading_depth_mm;
            spec.phase = phase;
            spec.name = base;
            spec.points = { a, b };
            edit::addPathway(p, spec);
            ++added;
            if (v && !(v->x_mm == end.x_mm && v->y_mm == end.y_mm && v->z_mm == end.z_mm)) {
                // Along the row direction to the installed point's coordinate, then across to it.
                const Point3 corner
                    = alongX ? Point3 { v->x_mm, end.y_mm, end.z_mm } : Point3 { end.x_mm, v->y_mm, end.z_mm };
                std::vector<Point3> join { end };
                if (!(corner == end) && !(corner == *v))
                    join.push_back(corner);
                join.push_back(*v);
                spec.name = base + " join";
                spec.points = join;
                edit::addPathway(p, spec);
                ++added;
            }
        }
    }
    return added;
}

} // namespace plenum::layout::extension

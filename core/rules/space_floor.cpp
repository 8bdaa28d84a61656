// SPDX-License-Identifier: GPL-3.0-or-later
// Racks on the floor (DESIGN.md §4 layout; TIA-942 service clearances).
//   space.outside-hall  error    a rack's footprint (rotated rectangle) is not inside its hall.
//   space.obstacle      error    a rack's footprint overlaps an obstacle (column, CRAH, CDU, door…).
//   space.clearance     warning  a rack is closer to an obstacle than space.obstacle_clearance_mm
//                                (service access to CRAH/CDU units, door swing).
#include "rules/helpers.h"

#include <fmt/format.h>

namespace plenum::rules {
namespace {

constexpr const char *kOutside = "Rack outside the hall";
constexpr const char *kObstacle = "Rack in an obstacle";
constexpr const char *kClearance = "Rack in an obstacle's clearance";

void check(const RuleContext &c, Findings &out)
{
    const double clearance = c.setting("space.obstacle_clearance_mm");
    for (const auto &r : c.project().racks) {
        const RackType *rt = c.index().rackType(r.rack_type);
        const Hall *h = c.index().hall(r.hall);
        if (!c.inPhase(r.phase) || !rt || !h)
            continue;
        const auto foot = rackFootprint(r, *rt);
        const auto where = c.rackLocation(r.id);
        bool inside = h->outline.size() >= 3;
        for (const auto &p : foot)
            inside = inside && pointInPolygon(double(p.x_mm), double(p.y_mm), h->outline);
        if (inside) {
            // A concave hall may still cut through the footprint.
            const std::vector<Point> shrunk = [&] {
                std::vector<Point> s;
                for (const auto &p : foot)
                    s.push_back({ (p.x_mm * 99 + r.position.x_mm) / 100, (p.y_mm * 99 + r.position.y_mm) / 100 });
                return s;
            }();
            for (std::size_t i = 0; i < h->outline.size() && inside; ++i) {
                const Point &a = h->outline[i];
                inside = !pointInPolygon(double(a.x_mm), double(a.y_mm), shrunk);
            }
        }
        if (!inside)
            out.push_back(c.finding("space.outside-hall", Severity::Error, kOutside,
                fmt::format("rack {} at ({:.2f} m, {:.2f} m) is not inside hall {}", r.name, r.position.x_mm / 1000.0,
                    r.position.y_mm / 1000.0, h->name),
                { r.id, h->id }, where));
        for (const auto &o : c.project().obstacles) {
            if (o.hall != r.hall || o.outline.size() < 3)
                continue;
            const double d = polygonDistance(foot, o.outline);
            if (d <= 0)
                out.push_back(c.finding("space.obstacle", Severity::Error, kObstacle,
                    fmt::format("rack {} overlaps {} '{}'", r.name, toString(o.kind), o.name), { r.id, o.id }, where));
            else if (d < clearance)
                out.push_back(c.finding("space.clearance", Severity::Warning, kClearance,
                    fmt::format("rack {} is {:.0f} mm from {} '{}'; the clearance is {:.0f} mm", r.name, d,
                        toString(o.kind), o.name, clearance),
                    { r.id, o.id }, where));
        }
    }
}

} // namespace

std::unique_ptr<Rule> makeSpaceFloorRule()
{
    return std::make_unique<SimpleRule>(
        std::vector<Rule::Code> { { "space.outside-hall", Severity::Error, kOutside },
            { "space.obstacle", Severity::Error, kObstacle }, { "space.clearance", Severity::Warning, kClearance } },
        &check);
}

} // namespace plenum::rules

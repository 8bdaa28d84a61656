// SPDX-License-Identifier: GPL-3.0-or-later
// Racks on the floor (DESIGN.md §4 layout; TIA-942 service clearances).
//   space.outside-hall  error    a rack's footprint (rotated rectangle) is not inside its hall.
//   space.obstacle      error    a rack's footprint overlaps an obstacle (column, CRAH, CDU, door…).
//   space.clearance     warning  a rack is closer to an obstacle than space.obstacle_clearance_mm
//                                (service access to CRAH/CDU units, door swing).
//   space.rack-overlap  error    two racks' footprints overlap (dropped on the same spot).
#include "geometry/footprint.h"
#include "rules/helpers.h"
#include "rules/placement.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace plenum::rules {
namespace {

constexpr const char *kOutside = "Rack outside the hall";
constexpr const char *kObstacle = "Rack in an obstacle";
constexpr const char *kClearance = "Rack in an obstacle's clearance";
constexpr const char *kRackOverlap = "Racks overlap";

// Racks whose footprints overlap, each pair once. The footprints' bounding boxes go into a grid of
// 2 m cells, so only racks sharing a cell are compared (linear in racks for any real hall).
void checkRackOverlaps(const RuleContext &c, Findings &out)
{
    constexpr std::int64_t kCellMm = 2000;
    struct Placed {
        const Rack *rack;
        std::vector<Point> foot;
        std::int64_t x0, y0, x1, y1; // bounding box, millimetres
    };
    std::vector<Placed> placed;
    for (const auto &r : c.project().racks) {
        const RackType *rt = c.index().rackType(r.rack_type);
        if (!c.inPhase(r.phase) || !rt)
            continue;
        Placed p { &r, geometry::rackFootprint(r, *rt), 0, 0, 0, 0 };
        auto [minX, maxX] = std::minmax_element(
            p.foot.begin(), p.foot.end(), [](const Point &a, const Point &b) { return a.x_mm < b.x_mm; });
        auto [minY, maxY] = std::minmax_element(
            p.foot.begin(), p.foot.end(), [](const Point &a, const Point &b) { return a.y_mm < b.y_mm; });
        p.x0 = minX->x_mm, p.x1 = maxX->x_mm, p.y0 = minY->y_mm, p.y1 = maxY->y_mm;
        placed.push_back(std::move(p));
    }
    auto cell = [](std::int64_t mm) { return mm >= 0 ? mm / kCellMm : (mm - kCellMm + 1) / kCellMm; };
    auto key = [](Id hall, std::int64_t cx, std::int64_t cy) {
        return std::hash<std::int64_t>()(hall) ^ (std::uint64_t(cx) * 0x9E3779B97F4A7C15ull)
            ^ (std::uint64_t(cy) * 0xC2B2AE3D27D4EB4Full);
    };
    struct Cell {
        Id hall;
        std::int64_t cx, cy;
        std::vector<std::size_t> racks;
    };
    std::unordered_map<std::uint64_t, std::vector<Cell>> grid;
    auto cellOf = [&](Id hall, std::int64_t cx, std::int64_t cy) -> std::vector<std::size_t> & {
        auto &bucket = grid[key(hall, cx, cy)];
        for (Cell &k : bucket)
            if (k.hall == hall && k.cx == cx && k.cy == cy)
                return k.racks;
        bucket.push_back({ hall, cx, cy, {} });
        return bucket.back().racks;
    };
    for (std::size_t i = 0; i < placed.size(); ++i) {
        const Placed &p = placed[i];
        // A footprint larger than a few cells is absurd; the space rules report what matters of it.
        const std::int64_t x0 = cell(p.x0), x1 = std::min(cell(p.x1), x0 + 8);
        const std::int64_t y0 = cell(p.y0), y1 = std::min(cell(p.y1), y0 + 8);
        for (std::int64_t cx = x0; cx <= x1; ++cx)
            for (std::int64_t cy = y0; cy <= y1; ++cy)
                cellOf(p.rack->hall, cx, cy).push_back(i);
    }
    std::vector<std::pair<std::size_t, std::size_t>> pairs;
    for (const auto &[hash, bucket] : grid)
        for (const Cell &k : bucket)
            for (std::size_t a = 0; a < k.racks.size(); ++a)
                for (std::size_t b = a + 1; b < k.racks.size(); ++b) {
                    const Placed &p = placed[k.racks[a]], &q = placed[k.racks[b]];
                    if (p.x1 <= q.x0 || q.x1 <= p.x0 || p.y1 <= q.y0 || q.y1 <= p.y0)
                        continue; // boxes apart or touching
                    if (footprintsOverlap(p.foot, q.foot))
                        pairs.push_back(std::minmax(k.racks[a], k.racks[b]));
                }
    std::sort(pairs.begin(), pairs.end());
    pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
    for (const auto &[a, b] : pairs) {
        const Rack &r = *placed[a].rack, &o = *placed[b].rack;
        out.push_back(c.finding("space.rack-overlap", Severity::Error, kRackOverlap,
            fmt::format("racks {} and {} overlap on the floor (centres {:.2f} m apart)", r.name, o.name,
                std::hypot(double(r.position.x_mm - o.position.x_mm), double(r.position.y_mm - o.position.y_mm))
                    / 1000.0),
            { r.id, o.id }, c.rackLocation(r.id)));
    }
}

// A polygon's bounding box, millimetres.
struct Box {
    std::int64_t x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};

Box boxOf(const std::vector<Point> &points)
{
    Box b;
    if (points.empty())
        return b;
    b = { points.front().x_mm, points.front().y_mm, points.front().x_mm, points.front().y_mm };
    for (const Point &q : points) {
        b.x0 = std::min(b.x0, q.x_mm);
        b.y0 = std::min(b.y0, q.y_mm);
        b.x1 = std::max(b.x1, q.x_mm);
        b.y1 = std::max(b.y1, q.y_mm);
    }
    return b;
}

// The gap between two boxes (0 when they meet): no point of one is nearer the other.
double gapBetween(const Box &a, const Box &b)
{
    const double dx = double(std::max<std::int64_t>({ 0, b.x0 - a.x1, a.x0 - b.x1 }));
    const double dy = double(std::max<std::int64_t>({ 0, b.y0 - a.y1, a.y0 - b.y1 }));
    return std::hypot(dx, dy);
}

void check(const RuleContext &c, Findings &out)
{
    const double clearance = c.setting("space.obstacle_clearance_mm");
    // Each obstacle's box, made once: a rack whose box is more than the clearance (and a millimetre,
    // for the rounding of the exact distance) from it can neither overlap it nor stand in its
    // clearance, and is passed over without measuring the polygons.
    std::vector<Box> obstacleBoxes;
    obstacleBoxes.reserve(c.project().obstacles.size());
    for (const auto &o : c.project().obstacles)
        obstacleBoxes.push_back(boxOf(o.outline));
    for (const auto &r : c.project().racks) {
        const RackType *rt = c.index().rackType(r.rack_type);
        const Hall *h = c.index().hall(r.hall);
        if (!c.inPhase(r.phase) || !rt || !h)
            continue;
        const auto foot = geometry::rackFootprint(r, *rt);
        const auto where = [&] { return c.rackLocation(r.id); }; // only for a finding
        const bool inside = footprintInsideHall(foot, *h);
        if (!inside)
            out.push_back(c.finding("space.outside-hall", Severity::Error, kOutside,
                fmt::format("rack {} at ({:.2f} m, {:.2f} m) is not inside hall {}", r.name, r.position.x_mm / 1000.0,
                    r.position.y_mm / 1000.0, h->name),
                { r.id, h->id }, where()));
        const Box footBox = boxOf(foot);
        for (std::size_t k = 0; k < c.project().obstacles.size(); ++k) {
            const Obstacle &o = c.project().obstacles[k];
            if (o.hall != r.hall || o.outline.size() < 3)
                continue;
            if (const double gap = gapBetween(footBox, obstacleBoxes[k]); gap > 0 && gap > clearance + 1)
                continue;
            if (footprintHitsObstacle(foot, o)) {
                out.push_back(c.finding("space.obstacle", Severity::Error, kObstacle,
                    fmt::format("rack {} overlaps {} '{}'", r.name, toString(o.kind), o.name), { r.id, o.id },
                    where()));
                continue;
            }
            const double d = geometry::distance(foot, o.outline);
            if (d < clearance)
                out.push_back(c.finding("space.clearance", Severity::Warning, kClearance,
                    fmt::format("rack {} is {:.0f} mm from {} '{}'; the clearance is {:.0f} mm", r.name, d,
                        toString(o.kind), o.name, clearance),
                    { r.id, o.id }, where()));
        }
    }
    checkRackOverlaps(c, out);
}

} // namespace

std::unique_ptr<Rule> makeSpaceFloorRule()
{
    return std::make_unique<SimpleRule>(
        std::vector<Rule::Code> { { "space.outside-hall", Severity::Error, kOutside },
            { "space.obstacle", Severity::Error, kObstacle }, { "space.clearance", Severity::Warning, kClearance },
            { "space.rack-overlap", Severity::Error, kRackOverlap } },
        &check);
}

} // namespace plenum::rules

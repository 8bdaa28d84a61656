// SPDX-License-Identifier: GPL-3.0-or-later
// Aisle widths in front of and behind racks.
//   space.aisle-width  warning  a rack or an obstacle stands closer to a rack's front than the
//                               cold-aisle minimum, or to its rear than the hot-aisle minimum,
//                               within the rack's width: equipment can no longer be rolled in and
//                               serviced, and the aisle's air path is narrowed.
// Why: ANSI/TIA-942 (hot and cold aisles) asks for at least 1 m of clearance in front of racks and
// cabinets for installing equipment (1.2 m preferred) and at least 0.6 m behind them for service
// access (1 m preferred); TIA-942-A's recommended cold aisle is 1.2 m, two floor tiles. The limits
// are settings (space.cold_aisle_min_mm, space.hot_aisle_min_mm). The front of a rack faces its
// cold aisle (REFERENCE.md: fronts face the cold aisle, rears the hot aisle). The clear depth is
// measured along the rack's facing, from its face to the nearest part of the other footprint or
// obstacle outline that lies within the rack's width; neighbours side by side in a row only touch
// that strip and do not count.
// A finding is its rack's (the first object) and reads the racks and obstacles within reach of its
// faces: an edit of racks rechecks the racks near them, before and after (Rule::Scope::Own); an
// edit of obstacles reruns the rule whole, and edits of devices, links, cables or pathways reach none.
#include "geometry/footprint.h"
#include "rules/helpers.h"
#include "rules/placement.h"
#include "rules/touched.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace plenum::rules {
namespace {

constexpr const char *kTitle = "Aisle narrower than its minimum";

struct Local {
    double u, v; // across the rack (right, seen from the front) and out of the face
};

// Keeps the part of `poly` where sign * (coordinate) <= limit (Sutherland–Hodgman, one half-plane).
std::vector<Local> clip(const std::vector<Local> &poly, bool onU, double sign, double limit)
{
    std::vector<Local> out;
    auto value = [&](const Local &p) { return sign * (onU ? p.u : p.v) - limit; };
    for (std::size_t i = 0; i < poly.size(); ++i) {
        const Local a = poly[i], b = poly[(i + 1) % poly.size()];
        const double da = value(a), db = value(b);
        if (da <= 0)
            out.push_back(a);
        if ((da < 0 && db > 0) || (da > 0 && db < 0)) {
            const double t = da / (da - db);
            out.push_back({ a.u + t * (b.u - a.u), a.v + t * (b.v - a.v) });
        }
    }
    return out;
}

double area(const std::vector<Local> &poly)
{
    double a = 0;
    for (std::size_t i = 0; i < poly.size(); ++i) {
        const Local p = poly[i], q = poly[(i + 1) % poly.size()];
        a += p.u * q.v - q.u * p.v;
    }
    return std::abs(a) / 2;
}

// The clear depth from a rack face to `outline` within the face's width, or nullopt when no part of
// the outline (with area) lies in front of the face closer than `reach`.
std::optional<double> clearDepth(
    const Rack &rack, const RackType &type, bool front, double reach, const std::vector<Point> &outline)
{
    const double a = rack.rotation_deg * M_PI / 180.0;
    double fx = std::sin(a), fy = std::cos(a);
    if (!front)
        fx = -fx, fy = -fy;
    const double rx = fy, ry = -fx;
    const double hw = type.width_mm / 2.0, hd = type.depth_mm / 2.0;
    std::vector<Local> poly;
    for (const Point &p : outline) {
        const double dx = double(p.x_mm - rack.position.x_mm), dy = double(p.y_mm - rack.position.y_mm);
        poly.push_back({ dx * rx + dy * ry, dx * fx + dy * fy - hd });
    }
    poly = clip(poly, true, 1, hw);
    poly = clip(poly, true, -1, hw);
    poly = clip(poly, false, -1, 0); // v >= 0: in front of the face
    poly = clip(poly, false, 1, reach);
    if (poly.size() < 3 || area(poly) < 1.0) // touching a strip edge (a neighbour in the row) has no area
        return std::nullopt;
    double depth = reach;
    for (const Local &p : poly)
        depth = std::min(depth, p.v);
    return depth;
}

struct Box {
    std::int64_t x0, y0, x1, y1;
};

Box boxOf(const std::vector<Point> &poly)
{
    Box b { INT64_MAX, INT64_MAX, INT64_MIN, INT64_MIN };
    for (const auto &p : poly)
        b = { std::min(b.x0, p.x_mm), std::min(b.y0, p.y_mm), std::max(b.x1, p.x_mm), std::max(b.y1, p.y_mm) };
    return b;
}

constexpr std::int64_t kCell = 2000; // grid cell for finding racks near a face, mm

std::int64_t cellOf(std::int64_t mm)
{
    return mm >= 0 ? mm / kCell : -((-mm + kCell - 1) / kCell);
}

std::int64_t key(std::int64_t cx, std::int64_t cy)
{
    return cx * 4'000'003 + cy;
}

// The radius of the disc round a rack's position that holds its footprint.
double radiusOf(const RackType &type)
{
    return std::hypot(double(type.width_mm), double(type.depth_mm)) / 2;
}

// Whether rack `b` can stand in an aisle of rack `a` (or `a` in one of `b`'s): every point of a
// face's corridor lies within radiusOf + reach of its rack's position (1 mm for the footprints'
// rounding).
bool withinReach(const Rack &a, double radiusA, const Rack &b, double radiusB, double reach)
{
    return a.hall == b.hall
        && std::hypot(double(a.position.x_mm - b.position.x_mm), double(a.position.y_mm - b.position.y_mm))
        <= radiusA + radiusB + reach + 1;
}

// Past this many owners a recheck looks at every rack rather than testing each against each owner.
constexpr std::size_t kNearOwners = 256;

double widestAisle(const RuleContext &c)
{
    return std::max({ 0.0, c.setting("space.hot_aisle_min_mm"), c.setting("space.cold_aisle_min_mm") });
}

// The owners an edit touched: the changed racks (before and after) and every rack within reach of
// one; nullopt (every rack) after an edit of obstacles.
std::optional<IdSet> touchedRacks(const RuleContext &c, const Touched &t)
{
    if (t.touches(edit::EntityKind::Obstacle))
        return std::nullopt;
    IdSet owners;
    if (!t.touches(edit::EntityKind::Rack))
        return owners;
    const double reach = widestAisle(c);
    std::vector<std::pair<const Rack *, double>> changed;
    for (const Rack *r : t.changed_racks) {
        owners.insert(r->id);
        if (const RackType *type = c.index().rackType(r->rack_type))
            changed.emplace_back(r, radiusOf(*type));
    }
    if (changed.size() > kNearOwners)
        return std::nullopt;
    for (const Rack &r : c.project().racks)
        if (const RackType *type = c.index().rackType(r.rack_type))
            for (const auto &[x, radius] : changed)
                if (withinReach(r, radiusOf(*type), *x, radius, reach)) {
                    owners.insert(r.id);
                    break;
                }
    return owners;
}

// `only`: the findings of those racks, from the racks within reach of them (nullptr: every rack).
void check(const RuleContext &c, const IdSet *only, Findings &out)
{
    if (only && only->empty())
        return;
    const double minimum[2] = { c.setting("space.hot_aisle_min_mm"), c.setting("space.cold_aisle_min_mm") };
    struct Placed {
        const Rack *rack;
        const RackType *type;
        std::vector<Point> foot;
    };
    std::vector<std::pair<const Rack *, double>> owners;
    if (only)
        for (const auto &r : c.project().racks)
            if (only->count(r.id))
                if (const RackType *t = c.index().rackType(r.rack_type); t && c.inPhase(r.phase))
                    owners.emplace_back(&r, radiusOf(*t));
    const bool everyRack = !only || owners.size() > kNearOwners;
    const double reach = widestAisle(c);
    std::vector<Placed> racks;
    for (const auto &r : c.project().racks) {
        const RackType *t = c.index().rackType(r.rack_type);
        if (!t || !c.inPhase(r.phase))
            continue;
        const bool near = everyRack || std::any_of(owners.begin(), owners.end(), [&](const auto &owner) {
            return withinReach(r, radiusOf(*t), *owner.first, owner.second, reach);
        });
        if (near)
            racks.push_back({ &r, t, geometry::rackFootprint(r, *t) });
    }
    std::unordered_map<std::int64_t, std::vector<std::size_t>> grid;
    for (std::size_t i = 0; i < racks.size(); ++i) {
        const Box b = boxOf(racks[i].foot);
        for (std::int64_t x = cellOf(b.x0); x <= cellOf(b.x1); ++x)
            for (std::int64_t y = cellOf(b.y0); y <= cellOf(b.y1); ++y)
                grid[key(x, y)].push_back(i);
    }
    for (std::size_t i = 0; i < racks.size(); ++i) {
        const Placed &me = racks[i];
        if (only && !only->count(me.rack->id))
            continue;
        for (const bool front : { true, false }) {
            const double reach = minimum[front ? 1 : 0];
            if (reach <= 0)
                continue;
            std::optional<double> best;
            std::string by;
            std::vector<Id> objects { me.rack->id };
            auto consider = [&](const std::vector<Point> &outline, const std::string &name, Id id) {
                if (auto d = clearDepth(*me.rack, *me.type, front, reach, outline); d && (!best || *d < *best)) {
                    best = d;
                    by = name;
                    objects = { me.rack->id, id };
                }
            };
            // The face's corridor, as a box, picks the racks to look at.
            const double a = me.rack->rotation_deg * M_PI / 180.0;
            const double s = front ? 1 : -1, fx = s * std::sin(a), fy = s * std::cos(a);
            const double extent = me.type->depth_mm / 2.0 + reach;
            std::vector<Point> corridor = me.foot;
            for (const Point &p : me.foot)
                corridor.push_back({ p.x_mm + std::llround(fx * extent), p.y_mm + std::llround(fy * extent) });
            const Box b = boxOf(corridor);
            std::vector<std::size_t> near;
            for (std::int64_t x = cellOf(b.x0); x <= cellOf(b.x1); ++x)
                for (std::int64_t y = cellOf(b.y0); y <= cellOf(b.y1); ++y)
                    if (auto it = grid.find(key(x, y)); it != grid.end())
                        near.insert(near.end(), it->second.begin(), it->second.end());
            std::sort(near.begin(), near.end());
            near.erase(std::unique(near.begin(), near.end()), near.end());
            for (std::size_t j : near)
                if (j != i && racks[j].rack->hall == me.rack->hall)
                    consider(racks[j].foot, "rack " + racks[j].rack->name, racks[j].rack->id);
            for (const auto &o : c.project().obstacles)
                if (o.hall == me.rack->hall && o.outline.size() >= 3)
                    consider(o.outline, fmt::format("{} '{}'", toString(o.kind), o.name), o.id);
            if (best)
                out.push_back(c.finding("space.aisle-width", Severity::Warning, kTitle,
                    fmt::format("the {} aisle {} rack {} is {:.0f} mm wide at {}; the minimum is {:.0f} mm",
                        front ? "cold" : "hot", front ? "in front of" : "behind", me.rack->name, *best, by, reach),
                    objects, c.rackLocation(me.rack->id)));
        }
    }
}

} // namespace

std::optional<std::string> rackAisleProblem(const Project &project, const Rack &rack, const RackType &type,
    double cold_min_mm, double hot_min_mm, const std::vector<std::pair<Rack, RackType>> &also)
{
    const auto foot = geometry::rackFootprint(rack, type);
    // Its own aisles first, then the aisles of every rack it would stand in.
    auto mine = [&](const std::vector<Point> &outline, const std::string &what) -> std::optional<std::string> {
        for (const bool front : { true, false }) {
            const double reach = front ? cold_min_mm : hot_min_mm;
            if (reach > 0)
                if (auto d = clearDepth(rack, type, front, reach, outline))
                    return fmt::format(
                        "the {} aisle {} rack {} would be {:.0f} mm wide at {}; the minimum is {:.0f} mm",
                        front ? "cold" : "hot", front ? "in front of" : "behind", rack.name, *d, what, reach);
        }
        return std::nullopt;
    };
    auto theirs = [&](const Rack &other, const RackType &otherType) -> std::optional<std::string> {
        if (other.hall != rack.hall || other.id == rack.id)
            return std::nullopt;
        const double d = std::hypot(
            double(other.position.x_mm - rack.position.x_mm), double(other.position.y_mm - rack.position.y_mm));
        const double near = std::hypot(double(type.width_mm), double(type.depth_mm)) / 2
            + std::hypot(double(otherType.width_mm), double(otherType.depth_mm)) / 2
            + std::max(cold_min_mm, hot_min_mm);
        if (d > near)
            return std::nullopt;
        if (auto p = mine(geometry::rackFootprint(other, otherType), "rack " + other.name))
            return p;
        for (const bool front : { true, false }) {
            const double reach = front ? cold_min_mm : hot_min_mm;
            if (reach > 0)
                if (auto depth = clearDepth(other, otherType, front, reach, foot))
                    return fmt::format(
                        "rack {} would stand {:.0f} mm {} rack {}, in its {} aisle; the minimum is {:.0f} mm",
                        rack.name, *depth, front ? "in front of" : "behind", other.name, front ? "cold" : "hot", reach);
        }
        return std::nullopt;
    };
    std::unordered_map<Id, const RackType *> types;
    for (const auto &t : project.rack_types)
        types.emplace(t.id, &t);
    for (const auto &other : project.racks)
        if (auto it = types.find(other.rack_type); it != types.end())
            if (auto p = theirs(other, *it->second))
                return p;
    for (const auto &[other, otherType] : also)
        if (auto p = theirs(other, otherType))
            return p;
    for (const auto &o : project.obstacles)
        if (o.hall == rack.hall && o.outline.size() >= 3)
            if (auto p = mine(o.outline, fmt::format("{} '{}'", toString(o.kind), o.name)))
                return p;
    return std::nullopt;
}

std::unique_ptr<Rule> makeSpaceAisleRule()
{
    return std::make_unique<ScopedRule>(
        std::vector<Rule::Code> { { "space.aisle-width", Severity::Warning, kTitle } }, &touchedRacks, false, &check);
}

} // namespace plenum::rules

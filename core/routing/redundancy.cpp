// SPDX-License-Identifier: GPL-3.0-or-later
#include "routing/redundancy.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace plenum::routing {

std::set<Id> commonRacks(const std::vector<GroupMember> &members)
{
    std::map<Id, std::size_t> touches;
    for (const auto &m : members) {
        ++touches[m.rack_a];
        if (m.rack_b != m.rack_a)
            ++touches[m.rack_b];
    }
    std::set<Id> common;
    for (const auto &[rack, count] : touches)
        if (rack != kNoId && count == members.size())
            common.insert(rack);
    return common;
}

namespace {

struct Vec {
    double x = 0, y = 0, z = 0;
};
Vec vec(const Point3 &p)
{
    return { double(p.x_mm), double(p.y_mm), double(p.z_mm) };
}
Vec minus(Vec a, Vec b)
{
    return { a.x - b.x, a.y - b.y, a.z - b.z };
}
double dot(Vec a, Vec b)
{
    return a.x * b.x + a.y * b.y + a.z * b.z;
}
double norm(Vec a)
{
    return std::sqrt(dot(a, a));
}

struct Line {
    Vec p0, p1;
    double length() const { return norm(minus(p1, p0)); }
    // The distance along the segment of the point nearest to `q`, in 3D or on the floor (x, y).
    double along(Vec q, bool floorOnly = false) const
    {
        Vec d = minus(p1, p0), w = minus(q, p0);
        if (floorOnly)
            d.z = w.z = 0;
        const double dd = dot(d, d);
        if (dd < 1.0)
            return -1; // no extent in that projection
        return std::clamp(dot(w, d) / dd, 0.0, 1.0) * length();
    }
    Vec at(double mm) const
    {
        const double len = length(), t = len > 0 ? mm / len : 0;
        return { p0.x + t * (p1.x - p0.x), p0.y + t * (p1.y - p0.y), p0.z + t * (p1.z - p0.z) };
    }
};

// Where segment `a` meets segment `b`, in mm along `a`: the point of `a` nearest to the nearer
// end of `b` (a T or an L joint), or `a`'s end nearest to `b` (a joint at `a`'s end).
double junction(const Line &a, const Line &b)
{
    double best = 0, bestDistance = INFINITY;
    auto consider = [&](double mm) {
        const Vec p = a.at(mm);
        const double d = std::min({ norm(minus(p, b.p0)), norm(minus(p, b.p1)), norm(minus(p, b.at(b.along(p)))) });
        if (d < bestDistance) {
            bestDistance = d;
            best = mm;
        }
    };
    consider(a.along(b.p0));
    consider(a.along(b.p1));
    consider(0);
    consider(a.length());
    return best;
}

} // namespace

std::vector<SegmentSpan> routeSpans(
    const std::vector<RouteStep> &route, const ProjectIndex &index, Point rack_a, Point rack_b)
{
    std::vector<SegmentSpan> runs;
    std::vector<Line> lines;
    for (std::size_t k = 0; k < route.size(); ++k) {
        if (!runs.empty() && runs.back().pathway == route[k].pathway && runs.back().segment == route[k].segment) {
            runs.back().last_step = k;
            continue;
        }
        const Pathway *pw = index.pathway(route[k].pathway);
        const int s = route[k].segment;
        Line line;
        if (pw && s >= 0 && std::size_t(s) + 1 < pw->points.size())
            line = { vec(pw->points[std::size_t(s)]), vec(pw->points[std::size_t(s) + 1]) };
        runs.push_back({ route[k].pathway, route[k].segment, 0, 0, k, k });
        lines.push_back(line);
    }
    auto atRack = [](const Line &line, Point rack) {
        const double mm = line.along({ double(rack.x_mm), double(rack.y_mm), 0 }, true);
        return mm < 0 ? line.along(line.p0) : mm; // a vertical segment: its first point
    };
    for (std::size_t r = 0; r < runs.size(); ++r) {
        const Line &line = lines[r];
        const double start = r == 0 ? atRack(line, rack_a) : junction(line, lines[r - 1]);
        const double end = r + 1 == runs.size() ? atRack(line, rack_b) : junction(line, lines[r + 1]);
        runs[r].from_mm = std::min(start, end);
        runs[r].to_mm = std::max(start, end);
    }
    return runs;
}

} // namespace plenum::routing

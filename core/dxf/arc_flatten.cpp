// SPDX-License-Identifier: GPL-3.0-or-later
#include "dxf/arc_flatten.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace plenum::dxf {

int arcChords(double radius, double sweepRad, double maxError)
{
    const double sweep = std::fabs(sweepRad);
    if (!(radius > 0) || !(sweep > 0) || !std::isfinite(radius) || !std::isfinite(sweep))
        return 1;
    // A chord subtending angle φ strays r·(1 − cos(φ/2)) from its arc: φ = 2·acos(1 − e/r) at most.
    if (!(maxError > 0) || maxError >= radius)
        return std::clamp(int(std::ceil(sweep / std::numbers::pi - 1e-12)), 1, kMaxArcChords);
    const double phi = 2 * std::acos(1 - maxError / radius);
    const double n = std::ceil(sweep / phi - 1e-9);
    return int(std::clamp(n, 1.0, double(kMaxArcChords)));
}

void appendArc(
    double cx, double cy, double radius, double startRad, double sweepRad, double maxError, std::vector<XY> &out)
{
    const int n = arcChords(radius, sweepRad, maxError);
    for (int i = 0; i <= n; ++i) {
        const double a = startRad + sweepRad * i / n;
        out.emplace_back(cx + radius * std::cos(a), cy + radius * std::sin(a));
    }
}

void appendEdge(const Vertex &p, const Vertex &q, double maxError, std::vector<XY> &out)
{
    out.emplace_back(p.x, p.y);
    const double b = p.bulge;
    if (!std::isfinite(b) || std::fabs(b) < 1e-12)
        return;
    const double dx = q.x - p.x, dy = q.y - p.y, chord = std::hypot(dx, dy);
    if (!(chord > 0) || !std::isfinite(chord))
        return;
    // Included angle θ = 4·atan(b); the centre lies on the chord's perpendicular bisector, at
    // (chord/2)·(1 − b²)/(2b) to the left of p → q; the radius is (chord/2)·(1 + b²)/(2|b|).
    const double theta = 4 * std::atan(b);
    const double h = chord / 2 * (1 - b * b) / (2 * b);
    const double cx = (p.x + q.x) / 2 - dy / chord * h, cy = (p.y + q.y) / 2 + dx / chord * h;
    const double r = chord / 2 * (1 + b * b) / (2 * std::fabs(b));
    std::vector<XY> arc;
    appendArc(cx, cy, r, std::atan2(p.y - cy, p.x - cx), theta, maxError, arc);
    // The arc's ends are p (already added) and q (the next edge's start).
    out.insert(out.end(), arc.begin() + 1, arc.end() - 1);
}

} // namespace plenum::dxf

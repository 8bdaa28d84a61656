// SPDX-License-Identifier: GPL-3.0-or-later
#include "floor/polygon.h"

#include <algorithm>

namespace plenum::app {
namespace {

double cross(QPointF o, QPointF a, QPointF b)
{
    return (a.x() - o.x()) * (b.y() - o.y()) - (a.y() - o.y()) * (b.x() - o.x());
}

bool insideTriangle(QPointF p, QPointF a, QPointF b, QPointF c)
{
    return cross(a, b, p) >= 0 && cross(b, c, p) >= 0 && cross(c, a, p) >= 0;
}

} // namespace

double signedArea(const std::vector<QPointF> &polygon)
{
    double sum = 0;
    for (std::size_t i = 0, n = polygon.size(); i < n; ++i) {
        const QPointF a = polygon[i], b = polygon[(i + 1) % n];
        sum += a.x() * b.y() - b.x() * a.y();
    }
    return sum / 2;
}

std::vector<std::array<std::size_t, 3>> triangulate(const std::vector<QPointF> &polygon)
{
    std::vector<std::array<std::size_t, 3>> triangles;
    if (polygon.size() < 3)
        return triangles;
    std::vector<std::size_t> ring(polygon.size());
    for (std::size_t i = 0; i < ring.size(); ++i)
        ring[i] = i;
    if (signedArea(polygon) < 0) // work counter-clockwise
        std::reverse(ring.begin(), ring.end());

    std::size_t guard = ring.size() * ring.size();
    for (std::size_t i = 0; ring.size() > 3 && guard > 0; --guard) {
        const std::size_t n = ring.size();
        const std::size_t ia = ring[(i + n - 1) % n], ib = ring[i % n], ic = ring[(i + 1) % n];
        const QPointF a = polygon[ia], b = polygon[ib], c = polygon[ic];
        bool ear = cross(a, b, c) > 0;
        for (std::size_t k = 0; ear && k < n; ++k) {
            const std::size_t v = ring[k];
            if (v != ia && v != ib && v != ic && insideTriangle(polygon[v], a, b, c))
                ear = false;
        }
        if (ear) {
            triangles.push_back({ ia, ib, ic });
            ring.erase(ring.begin() + std::ptrdiff_t(i % n));
        } else {
            ++i;
        }
    }
    if (ring.size() == 3)
        triangles.push_back({ ring[0], ring[1], ring[2] });
    return triangles;
}

} // namespace plenum::app

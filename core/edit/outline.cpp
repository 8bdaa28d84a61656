// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/outline.h"

#include <fmt/format.h>

#include <algorithm>

namespace plenum::edit {
namespace {

__extension__ typedef __int128 Wide; // cross products of millimetre coordinates up to 2e9 need more than 64 bits

Wide cross(Point o, Point a, Point b)
{
    return Wide(a.x_mm - o.x_mm) * Wide(b.y_mm - o.y_mm) - Wide(a.y_mm - o.y_mm) * Wide(b.x_mm - o.x_mm);
}

int sign(Wide v)
{
    return v > 0 ? 1 : v < 0 ? -1 : 0;
}

bool onSegment(Point p, Point a, Point b)
{
    return std::min(a.x_mm, b.x_mm) <= p.x_mm && p.x_mm <= std::max(a.x_mm, b.x_mm)
        && std::min(a.y_mm, b.y_mm) <= p.y_mm && p.y_mm <= std::max(a.y_mm, b.y_mm);
}

// Whether segments ab and cd share any point (touching included).
bool segmentsMeet(Point a, Point b, Point c, Point d)
{
    const int d1 = sign(cross(c, d, a)), d2 = sign(cross(c, d, b));
    const int d3 = sign(cross(a, b, c)), d4 = sign(cross(a, b, d));
    if (d1 * d2 < 0 && d3 * d4 < 0)
        return true;
    return (d1 == 0 && onSegment(a, c, d)) || (d2 == 0 && onSegment(b, c, d)) || (d3 == 0 && onSegment(c, a, b))
        || (d4 == 0 && onSegment(d, a, b));
}

} // namespace

std::vector<Point> simpleOutline(std::vector<Point> outline, const std::string &what)
{
    const std::size_t n = outline.size();
    if (n < 3)
        throw Error(fmt::format("{}: an outline needs at least 3 corners (got {})", what, n));
    if (n > kMaxOutlineCorners)
        throw Error(fmt::format("{}: an outline has at most {} corners (got {})", what, kMaxOutlineCorners, n));
    Wide area2 = 0;
    for (std::size_t i = 0; i < n; ++i)
        area2 += cross({ 0, 0 }, outline[i], outline[(i + 1) % n]);
    if (area2 == 0)
        throw Error(fmt::format("{}: the outline encloses no area", what));
    for (std::size_t i = 0; i < n; ++i) {
        const Point a = outline[i], b = outline[(i + 1) % n];
        if (a == b)
            throw Error(
                fmt::format("{}: corner {} repeats corner {} ({}, {})", what, (i + 1) % n + 1, i + 1, a.x_mm, a.y_mm));
        for (std::size_t j = i + 1; j < n; ++j) {
            const bool adjacent = j == i + 1 || (i == 0 && j == n - 1);
            if (adjacent)
                continue;
            if (segmentsMeet(a, b, outline[j], outline[(j + 1) % n]))
                throw Error(
                    fmt::format("{}: edge {} crosses edge {}; an outline may not cross itself", what, i + 1, j + 1));
        }
    }
    if (area2 < 0)
        std::reverse(outline.begin(), outline.end());
    return outline;
}

Point outlineCentre(const std::vector<Point> &outline)
{
    Wide x = 0, y = 0;
    for (const Point &p : outline)
        x += p.x_mm, y += p.y_mm;
    const Wide n = std::max<Wide>(Wide(outline.size()), 1);
    return { std::int64_t(x / n), std::int64_t(y / n) };
}

} // namespace plenum::edit

// SPDX-License-Identifier: GPL-3.0-or-later
#include "geometry/footprint.h"

#include <boost/geometry.hpp>
#include <boost/geometry/geometries/box.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>

#include <cmath>
#include <limits>

namespace plenum::geometry {
namespace {

namespace bg = boost::geometry;
using BgPoint = bg::model::d2::point_xy<double>;
using BgPolygon = bg::model::polygon<BgPoint>;
using BgBox = bg::model::box<BgPoint>;

BgPolygon toBoost(const std::vector<Point> &points)
{
    BgPolygon poly;
    for (const auto &p : points)
        bg::append(poly.outer(), BgPoint(double(p.x_mm), double(p.y_mm)));
    bg::correct(poly); // close the ring and fix the orientation
    return poly;
}

bool isArea(const std::vector<Point> &polygon)
{
    return polygon.size() >= 3;
}

} // namespace

Facing facing(int rotation_deg)
{
    const double theta = rotation_deg * M_PI / 180.0;
    return { std::round(std::sin(theta) * 1e9) / 1e9, std::round(std::cos(theta) * 1e9) / 1e9 };
}

std::vector<Point> rackFootprint(const Rack &rack, const RackType &type)
{
    const auto [fx, fy] = facing(rack.rotation_deg); // the front's direction
    const double sx = fy, sy = -fx; // to the right when facing the front
    const double hw = type.width_mm / 2.0, hd = type.depth_mm / 2.0;
    std::vector<Point> out;
    for (auto [a, b] : { std::pair { -1, -1 }, { 1, -1 }, { 1, 1 }, { -1, 1 } }) {
        const double x = double(rack.position.x_mm) + a * hw * sx + b * hd * fx;
        const double y = double(rack.position.y_mm) + a * hw * sy + b * hd * fy;
        out.push_back({ std::llround(x), std::llround(y) });
    }
    return out;
}

std::vector<Point> grow(const std::vector<Point> &polygon, std::int64_t margin_mm)
{
    if (margin_mm == 0 || !isArea(polygon))
        return polygon;
    bg::model::multi_polygon<BgPolygon> result;
    bg::strategy::buffer::distance_symmetric<double> distance { static_cast<double>(margin_mm) };
    bg::strategy::buffer::join_miter join;
    bg::strategy::buffer::end_flat end;
    bg::strategy::buffer::point_square point;
    bg::strategy::buffer::side_straight side;
    bg::buffer(toBoost(polygon), result, distance, side, join, end, point);
    std::vector<Point> out;
    if (!result.empty())
        for (const auto &p : result.front().outer())
            out.push_back({ std::llround(p.x()), std::llround(p.y()) });
    if (out.size() > 1 && out.front() == out.back())
        out.pop_back();
    return out;
}

bool covers(const std::vector<Point> &polygon, Point point)
{
    return isArea(polygon) && bg::covered_by(BgPoint(double(point.x_mm), double(point.y_mm)), toBoost(polygon));
}

bool within(const std::vector<Point> &inner, const std::vector<Point> &outer)
{
    return isArea(inner) && isArea(outer) && bg::covered_by(toBoost(inner), toBoost(outer));
}

bool overlaps(const std::vector<Point> &a, const std::vector<Point> &b)
{
    if (!isArea(a) || !isArea(b))
        return false;
    const BgPolygon pa = toBoost(a), pb = toBoost(b);
    // Most pairs a caller asks about are apart: their boxes tell at once.
    BgBox ba, bb;
    bg::envelope(pa, ba);
    bg::envelope(pb, bb);
    if (!bg::intersects(ba, bb))
        return false;
    static const bg::de9im::mask interiorsMeet("T********");
    return bg::relate(pa, pb, interiorsMeet);
}

double distance(const std::vector<Point> &a, const std::vector<Point> &b)
{
    if (!isArea(a) || !isArea(b))
        return std::numeric_limits<double>::infinity();
    const BgPolygon pa = toBoost(a), pb = toBoost(b);
    return bg::intersects(pa, pb) ? 0.0 : bg::distance(pa, pb);
}

double area(const std::vector<Point> &polygon)
{
    return isArea(polygon) ? std::abs(bg::area(toBoost(polygon))) : 0.0;
}

} // namespace plenum::geometry

// SPDX-License-Identifier: GPL-3.0-or-later
#include "layout/geometry.h"

#include <boost/geometry.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>
#include <fmt/format.h>

#include <cmath>

namespace plenum::layout {
namespace {

namespace bg = boost::geometry;
using BgPoint = bg::model::d2::point_xy<double>;
using BgPolygon = bg::model::polygon<BgPoint>;

BgPolygon toBoost(const std::vector<Point> &points)
{
    BgPolygon poly;
    for (const auto &p : points)
        bg::append(poly.outer(), BgPoint(double(p.x_mm), double(p.y_mm)));
    bg::correct(poly); // close the ring and fix the orientation
    return poly;
}

} // namespace

Point facingStep(int rotation_deg)
{
    switch (((rotation_deg % 360) + 360) % 360) {
    case 90:
        return { 1, 0 };
    case 180:
        return { 0, -1 };
    case 270:
        return { -1, 0 };
    default:
        return { 0, 1 };
    }
}

std::vector<Point> rackFootprint(const Rack &rack, const RackType &type)
{
    // Rotation is clockwise from north; front faces (sin θ, cos θ). Width runs across the front.
    const double theta = rack.rotation_deg * M_PI / 180.0;
    const double fx = std::sin(theta), fy = std::cos(theta); // front direction
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
    if (margin_mm == 0)
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

bool within(const std::vector<Point> &inner, const std::vector<Point> &outer)
{
    return bg::covered_by(toBoost(inner), toBoost(outer));
}

bool overlaps(const std::vector<Point> &a, const std::vector<Point> &b)
{
    const BgPolygon pa = toBoost(a), pb = toBoost(b);
    if (!bg::intersects(pa, pb))
        return false;
    bg::model::multi_polygon<BgPolygon> common;
    bg::intersection(pa, pb, common);
    return bg::area(common) > 0.5; // more than touching
}

double area(const std::vector<Point> &polygon)
{
    return std::abs(bg::area(toBoost(polygon)));
}

std::string letters(std::int64_t index)
{
    std::string out;
    for (std::int64_t i = index + 1; i > 0; i = (i - 1) / 26)
        out.insert(out.begin(), char('A' + (i - 1) % 26));
    return out;
}

std::string floorGridName(Point centre, const RackType &type, int tile_mm)
{
    const std::int64_t tile = tile_mm > 0 ? tile_mm : 600;
    const std::int64_t tx = (centre.x_mm - type.width_mm / 2) / tile;
    const std::int64_t ty = (centre.y_mm - type.depth_mm / 2) / tile;
    return fmt::format("{}{:02}", letters(ty), tx + 1);
}

} // namespace plenum::layout

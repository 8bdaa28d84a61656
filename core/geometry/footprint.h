// SPDX-License-Identifier: GPL-3.0-or-later
// Floor geometry, once, on Boost.Geometry (issue 20): a rack's footprint and the polygon tests every
// layer asks — the generator placing racks, the space.* rules, the edits' placement checks, the
// router and the views' previews. Polygons are outlines in floor millimetres, either orientation,
// open (the first corner is not repeated); fewer than three corners is no area.
#pragma once

#include "model/project.h"

#include <cstdint>
#include <vector>

namespace plenum::geometry {

// The unit vector a rack's front faces at `rotation_deg` (clockwise from north: 0° faces +y, 90°
// faces +x), rounded to 1e-9 so that quarter turns are exact. The footprint and the router's rack
// frame (routing/rack_geometry.h) both start from it.
struct Facing {
    double x = 0, y = 1;
};
Facing facing(int rotation_deg);

// The four corners of a rack's footprint on the floor (mm), from its centre, rotation (clockwise
// from north, the front facing north at 0°) and its type's width (across the front) and depth.
std::vector<Point> rackFootprint(const Rack &rack, const RackType &type);

// The polygon grown by `margin_mm` on every side (a clearance zone); itself when the margin is 0.
std::vector<Point> grow(const std::vector<Point> &polygon, std::int64_t margin_mm);

// True when `point` lies inside `polygon` or on its boundary.
bool covers(const std::vector<Point> &polygon, Point point);

// True when `inner` lies entirely inside `outer`; touching the boundary counts as inside (a rack
// flush against a wall is in the hall).
bool within(const std::vector<Point> &inner, const std::vector<Point> &outer);

// True when the interiors of the two polygons share area; touching edges or corners do not count.
bool overlaps(const std::vector<Point> &a, const std::vector<Point> &b);

// The shortest distance between the two outlines in mm: 0 when they touch or overlap (or one holds
// the other).
double distance(const std::vector<Point> &a, const std::vector<Point> &b);

// The area of a simple polygon in mm².
double area(const std::vector<Point> &polygon);

} // namespace plenum::geometry

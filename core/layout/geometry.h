// SPDX-License-Identifier: GPL-3.0-or-later
// Floor geometry with Boost.Geometry: rack footprints, hall containment, obstacle clearance.
#pragma once

#include "model/project.h"

#include <string>
#include <vector>

namespace plenum::layout {

// The four corners of a rack's footprint on the floor (mm), from its centre, rotation and size.
std::vector<Point> rackFootprint(const Rack &rack, const RackType &type);

// Grows an axis-aligned or rotated footprint by `margin_mm` on every side (clearance zone).
std::vector<Point> grow(const std::vector<Point> &polygon, std::int64_t margin_mm);

// True when `inner` lies entirely inside `outer` (touching the boundary counts as inside).
bool within(const std::vector<Point> &inner, const std::vector<Point> &outer);

// True when the interiors of the two polygons overlap (touching edges do not count).
bool overlaps(const std::vector<Point> &a, const std::vector<Point> &b);

// Area of a simple polygon in mm² (absolute value).
double area(const std::vector<Point> &polygon);

// The direction a rack's front faces as a unit step (dx, dy) for rotations 0/90/180/270.
Point facingStep(int rotation_deg);

// Spreadsheet-style letters: 0 → A, 25 → Z, 26 → AA (row names, floor-grid rows).
std::string letters(std::int64_t index);

// A rack's floor-grid name: the tile row (letters) and tile column (number, from 1) of its
// footprint's lower-left corner, e.g. "G05" (REFERENCE.md: cabinets named by floor-grid coordinate).
std::string floorGridName(Point centre, const RackType &type, int tile_mm);

} // namespace plenum::layout

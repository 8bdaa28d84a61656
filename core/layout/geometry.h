// SPDX-License-Identifier: GPL-3.0-or-later
// Naming and facing on the floor grid for the generator. Footprints and polygon tests are in
// geometry/footprint.h, the one floor-geometry module.
#pragma once

#include "model/project.h"

#include <string>
#include <vector>

namespace plenum::layout {

// The direction a rack's front faces as a unit step (dx, dy) for rotations 0/90/180/270.
Point facingStep(int rotation_deg);

// Spreadsheet-style letters: 0 → A, 25 → Z, 26 → AA (row names, floor-grid rows).
std::string letters(std::int64_t index);

// A rack's floor-grid name: the tile row (letters) and tile column (number, from 1) of its
// footprint's lower-left corner, e.g. "G05" (REFERENCE.md: cabinets named by floor-grid coordinate).
std::string floorGridName(Point centre, const RackType &type, int tile_mm);

} // namespace plenum::layout

// SPDX-License-Identifier: GPL-3.0-or-later
// Outlines drawn by hand (hall, obstacles, floor reservations): what makes one acceptable — at least
// three corners, a non-zero area, no edge crossing another — and its counter-clockwise form, which
// the model stores (model/project.h).
#pragma once

#include "model/types.h"

#include <string>
#include <vector>

namespace plenum::edit {

// The most corners a hand-drawn outline may have (the self-crossing test is quadratic in them).
inline constexpr std::size_t kMaxOutlineCorners = 4096;

// The outline counter-clockwise, or Error "<what>: …" saying why it is not a simple polygon.
std::vector<Point> simpleOutline(std::vector<Point> outline, const std::string &what);

// The mean of the corners (inside any convex outline; used to tell whether an outline is in a hall).
Point outlineCentre(const std::vector<Point> &outline);

} // namespace plenum::edit

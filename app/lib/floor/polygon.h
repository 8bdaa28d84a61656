// SPDX-License-Identifier: GPL-3.0-or-later
// Small polygon helpers for drawing hall and obstacle outlines.
#pragma once

#include <QPointF>

#include <array>
#include <vector>

namespace plenum::app {

// The signed area of a simple polygon (positive when counter-clockwise).
double signedArea(const std::vector<QPointF> &polygon);

// Triangles (as vertex indices) covering a simple polygon of either orientation, by ear clipping.
// O(n²), meant for outlines of tens of points, not for meshes.
std::vector<std::array<std::size_t, 3>> triangulate(const std::vector<QPointF> &polygon);

} // namespace plenum::app

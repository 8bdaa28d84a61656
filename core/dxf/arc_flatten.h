// SPDX-License-Identifier: GPL-3.0-or-later
// Arcs of a DXF drawing as straight edges (issue #21): a polyline's arc segments (the bulge of a
// vertex, tan of a quarter of the included angle, positive counter-clockwise, by the DXF
// reference's LWPOLYLINE group 42) and ARC entities become chords whose vertices lie on the arc,
// as many as keep the sagitta — the most any chord strays from its arc — at or below the maximum
// chord error given. The hall import uses kMaxChordErrorMm: a curved wall or column is then
// within 5 mm of the drawn one (the chords lie inside a convex arc, so a round column's obstacle
// may be up to 5 mm smaller than the drawn column, far less than any clearance).
#pragma once

#include "dxf/dxf_drawing.h"

#include <utility>
#include <vector>

namespace plenum::dxf {

inline constexpr double kMaxChordErrorMm = 5.0;
// The most chords one arc becomes: a full circle of 256 chords errs by at most 5 mm up to a
// radius of 66 km, so the bound only matters for hostile files.
inline constexpr int kMaxArcChords = 256;

using XY = std::pair<double, double>;

// Chords for an arc of `radius` sweeping `sweepRad` (either sign) with a sagitta of at most
// `maxError` (same unit as the radius): n = ⌈|sweep| / (2·acos(1 − e/r))⌉, 1 … kMaxArcChords.
int arcChords(double radius, double sweepRad, double maxError);

// Appends the edge from p to q (q itself excluded): p alone for a straight edge, p and the
// points on its arc for a bulged one.
void appendEdge(const Vertex &p, const Vertex &q, double maxError, std::vector<XY> &out);

// Appends the points of the arc around (cx, cy) from angle `startRad` sweeping `sweepRad`,
// both ends included.
void appendArc(
    double cx, double cy, double radius, double startRad, double sweepRad, double maxError, std::vector<XY> &out);

} // namespace plenum::dxf

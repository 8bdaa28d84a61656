// SPDX-License-Identifier: GPL-3.0-or-later
// Blocks placed by INSERT (issue #21): architects draw columns, CRAHs and doors as blocks. Each
// INSERT of model space places its block's shapes at its insertion point — scaled by (sx, sy),
// turned by its rotation about the insertion point, the block's base point on the insertion point,
// repeated over its columns × rows array — and the INSERTs inside a block are placed in turn, at
// most kMaxBlockDepth deep. A block's entity on layer "0" takes the layer of the INSERT that
// places it (as in AutoCAD). A file is untrusted: a block inserting itself, nesting deeper than
// kMaxBlockDepth, or placing more than kMaxPlacedShapes shapes (or kMaxVertices vertices) in all
// is one Error naming the INSERT and its layer; so is a scale of 0 or an unknown block.
#pragma once

#include "dxf/dxf_drawing.h"

#include <map>
#include <string>
#include <vector>

namespace plenum::dxf {

inline constexpr int kMaxBlockDepth = 8;
inline constexpr std::int64_t kMaxPlacedShapes = 1'000'000;

struct Insert {
    std::string block, layer;
    int handle = -1, ordinal = 0;
    double x = 0, y = 0, sx = 1, sy = 1, angle_deg = 0;
    int cols = 1, rows = 1;
    double col_spacing = 0, row_spacing = 0;
    bool planar = true, mirrored = false; // extrusion ±z; −z mirrors x
};

struct Block {
    std::string name;
    double base_x = 0, base_y = 0;
    std::vector<Shape> shapes;
    std::vector<Insert> inserts;
};

// Appends to drawing.shapes the shapes `inserts` place (counted in drawing.insert_shapes).
// `blocks` is keyed by upper-case name (block names compare without regard to case).
void placeInserts(Drawing &drawing, const std::vector<Insert> &inserts, const std::map<std::string, Block> &blocks);

} // namespace plenum::dxf

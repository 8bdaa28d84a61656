// SPDX-License-Identifier: GPL-3.0-or-later
// A DXF floor drawing as Plenum reads it (issue #21): its layers with their entity counts, its
// $INSUNITS header and the shapes drawn in model space — polylines (LWPOLYLINE, POLYLINE, with
// their arc segments), circles, arcs and lines — including those of blocks placed by INSERT
// (block_expand.h: insertion point, scale, rotation and arrays applied, nesting and count bounded). The file is parsed
// by dxflib (Debian's libdxflib); it is untrusted, so before dxflib sees it a lexical check refuses what would make
// dxflib allocate without bound or loop (a vertex count of 2e9, a line of 5,000 bytes, a NUL byte), a coordinate that
// is no finite number ("nan", which dxflib would read as 0), a binary DXF, and a truncated file (no final EOF group);
// every refusal is one Error naming the line or the entity and its layer. No dxflib header is included here: the rest
// of core stays free of it.
#pragma once

#include "json/report_json.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace plenum::dxf {

// The largest DXF file read (64 MiB: an architect's floor drawing is a few MB).
inline constexpr std::size_t kMaxFileBytes = std::size_t(64) << 20;
// The most entities (0 groups) a file may have, and the most vertices its polylines may have.
inline constexpr std::int64_t kMaxEntities = 1'000'000;
inline constexpr std::int64_t kMaxVertices = 1'000'000;
// The longest line: dxflib reads lines into a 1,024-byte buffer and stops reading at a longer one.
inline constexpr std::size_t kMaxLineBytes = 1000;
// The largest count dxflib allocates arrays by (LWPOLYLINE vertices, SPLINE knots and points,
// LEADER vertices).
inline constexpr std::int64_t kMaxDeclaredCount = 100'000;

struct Vertex {
    double x = 0;
    double y = 0;
    double bulge = 0; // non-zero: the edge to the next vertex is an arc
};

// One shape of model space that a hall may be made of.
struct Shape {
    // A hall is made of polylines and circles; arcs and lines are only drawn (the underlay).
    enum class Kind { Polyline, Circle, Arc, Line };
    Kind kind = Kind::Polyline;
    std::string type; // "LWPOLYLINE", "POLYLINE", "CIRCLE", "ARC" or "LINE" as the file says
    std::string layer;
    int handle = -1; // the entity's handle (group 5) when it has one; for a block's entity, the INSERT's
    int ordinal = 0; // 1-based among the model-space entities of the file; for a block's entity, the INSERT's
    std::string block; // non-empty: an entity of this block, placed by the INSERT named by handle and ordinal
    bool closed = false; // polylines: the closed flag (70 & 1)
    int flags = 0; // polylines: group 70
    std::vector<Vertex> vertices; // polylines; a line's two ends
    double cx = 0, cy = 0, radius = 0; // circles and arcs
    double start_deg = 0, end_deg = 0; // arcs: counter-clockwise from start to end
    bool planar = true; // false: drawn in a plane other than the floor's (an extrusion not ±z)
};

struct Layer {
    std::string name;
    std::map<std::string, std::int64_t> counts; // entity type → model-space entities on this layer
    std::int64_t total = 0;
};

struct Drawing {
    std::optional<int> insunits; // $INSUNITS when the header has it
    std::vector<Layer> layers; // the layer table's layers, then any layer only entities name
    std::vector<Shape> shapes; // model space's shapes in file order, then those of its INSERTs
    std::int64_t entities = 0; // model-space entities read
    std::int64_t block_entities = 0; // entities inside block definitions (read where an INSERT places them)
    std::int64_t insert_shapes = 0; // shapes placed by INSERTs
    std::int64_t paper_entities = 0; // paper-space entities (not read as shapes)
};

// Reads a DXF file (at most kMaxFileBytes); throws Error naming the file and what is wrong.
Drawing readDrawing(const std::string &path);
// Reads DXF text; `what` names it in errors (a file name).
Drawing parseDrawing(std::string_view text, const std::string &what);

// "ENTITY (handle 2F, entity 12) on layer 'WALLS'", "CIRCLE of block 'COL' (INSERT handle 2F,
// entity 12) on layer 'S-COLS'": how errors name a shape.
std::string describe(const Shape &shape);
// A name from the file shown safely: control characters and bytes of invalid UTF-8 as '?', at
// most 120 bytes.
std::string shown(std::string_view name);
// "3 CIRCLE, 1 TEXT": what a layer holds, by entity type (empty for an empty layer).
std::string countsText(const Layer &layer);

// A layer as `plenum-cli dxf-layers --json` lists it (json/report_json.h): its name shown safely,
// its model-space entities, and their count per entity type (a member per type it holds).
template <typename F> void visitReport(const Layer &l, F &&f)
{
    f("name", shown(l.name));
    f("entities", l.total);
    f("counts", fields::group([&](auto &&g) {
        for (const auto &[type, n] : l.counts)
            g(type, n);
    }));
}
// Layer names compare as AutoCAD does: without regard to (ASCII) case.
bool sameLayer(std::string_view a, std::string_view b);

} // namespace plenum::dxf

// SPDX-License-Identifier: GPL-3.0-or-later
// The hall from an architect's DXF drawing (issue #21): one closed polyline of the outline layer
// becomes the hall's outline (any simple polygon), the circles and closed polylines of the other
// chosen layers become obstacles — columns, CRAHs, CDUs, doors and no-go zones (kind "other"),
// those placed by blocks (INSERT) as well; arc segments become chords (arc_flatten.h); ARCs and
// LINEs are not read.
// Units come from the drawing's $INSUNITS (mm, cm, m, inch, foot) or, when it has none, from the
// caller. The project is the 'empty' template's (phases day-one and target, one hall with its
// tile grid) changed through the edit functions (edit/hall_edit.h, edit/obstacle_edit.h), so it
// meets every rule they keep. Anything that cannot be read as asked is one Error naming the
// entity and its layer, and no project is returned.
#pragma once

#include "dxf/dxf_drawing.h"
#include "model/project.h"

#include <optional>
#include <string>
#include <vector>

namespace plenum::dxf {

enum class Unit { Millimetre, Centimetre, Metre, Inch, Foot };
// "mm", "cm", "m", "in", "ft"; nullopt otherwise.
std::optional<Unit> parseUnit(std::string_view text);
std::string_view toString(Unit unit);
// Millimetres in one unit (exact: 1 in = 25.4 mm, 1 ft = 304.8 mm by the 1959 international yard).
double mmPerUnit(Unit unit);
// The unit of a $INSUNITS value (1 in, 2 ft, 4 mm, 5 cm, 6 m); nullopt for 0 (unitless) and the
// units a floor plan is not drawn in (miles, micrometres, …).
std::optional<Unit> unitOfInsunits(int insunits);

// A drawing as `plenum-cli dxf-layers --json` lists it (json/report_json.h), here beside the units
// it names: $INSUNITS and the unit read from it (null when absent or not a floor plan's), the
// entity counts, then every layer (dxf_drawing.h). Shapes are not listed.
template <typename F> void visitReport(const Drawing &d, F &&f)
{
    f("insunits", d.insunits);
    f("unit", d.insunits ? unitOfInsunits(*d.insunits) : std::nullopt);
    f("entities", d.entities);
    f("block_entities", d.block_entities);
    f("paper_space_entities", d.paper_entities);
    f("layers", d.layers);
}

struct HallImportOptions {
    std::string outline_layer; // required
    std::string column_layer, crah_layer, cdu_layer, door_layer, nogo_layer; // empty: not read
    std::optional<Unit> units; // needed when the drawing has no $INSUNITS (or 0); must agree otherwise
    int tile_mm = 0; // 0: 600 mm
    std::string project_name; // empty: "Hall from <file>"
    bool keep_origin = false; // false: the outline's lower-left bounding corner moves to (0, 0)
};

struct HallImportReport {
    Unit unit = Unit::Millimetre;
    bool unit_from_header = false;
    Point shift; // subtracted from every drawing coordinate (mm)
    std::int64_t width_mm = 0; // the outline's bounding box
    std::int64_t depth_mm = 0;
    int columns = 0, crahs = 0, cdus = 0, doors = 0, nogo = 0;
    std::vector<std::string> notes; // entities of the chosen layers that were not read, by type
};

// The sides of the polygon a CIRCLE becomes: a regular octagon around the circle (its flat sides
// touch the circle, at distance r from the centre, so the obstacle covers the whole column).
inline constexpr int kCircleSides = 8;

Project projectFromDrawing(
    const Drawing &drawing, const HallImportOptions &options, HallImportReport *report = nullptr);

// readDrawing(path) then projectFromDrawing.
Project projectFromDxf(const std::string &path, const HallImportOptions &options, HallImportReport *report = nullptr);

} // namespace plenum::dxf

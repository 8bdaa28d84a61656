// SPDX-License-Identifier: GPL-3.0-or-later
#include "dxf/hall_import.h"

#include "dxf/arc_flatten.h"
#include "edit/hall_edit.h"
#include "edit/obstacle_edit.h"
#include "store/input_limits.h"
#include "templates/templates.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace plenum::dxf {

std::optional<Unit> parseUnit(std::string_view text)
{
    if (text == "mm")
        return Unit::Millimetre;
    if (text == "cm")
        return Unit::Centimetre;
    if (text == "m")
        return Unit::Metre;
    if (text == "in")
        return Unit::Inch;
    if (text == "ft")
        return Unit::Foot;
    return std::nullopt;
}

std::string_view toString(Unit unit)
{
    switch (unit) {
    case Unit::Millimetre:
        return "mm";
    case Unit::Centimetre:
        return "cm";
    case Unit::Metre:
        return "m";
    case Unit::Inch:
        return "in";
    case Unit::Foot:
        return "ft";
    }
    return "mm";
}

double mmPerUnit(Unit unit)
{
    switch (unit) {
    case Unit::Millimetre:
        return 1.0;
    case Unit::Centimetre:
        return 10.0;
    case Unit::Metre:
        return 1000.0;
    case Unit::Inch:
        return 25.4;
    case Unit::Foot:
        return 304.8;
    }
    return 1.0;
}

std::optional<Unit> unitOfInsunits(int insunits)
{
    // The $INSUNITS codes of the DXF reference (HEADER section): 1 inches, 2 feet, 4 millimetres,
    // 5 centimetres, 6 metres.
    switch (insunits) {
    case 1:
        return Unit::Inch;
    case 2:
        return Unit::Foot;
    case 4:
        return Unit::Millimetre;
    case 5:
        return Unit::Centimetre;
    case 6:
        return Unit::Metre;
    default:
        return std::nullopt;
    }
}

namespace {

// Drawing coordinates farther than this from the origin (in mm, 10⁹ m) are refused before
// rounding: below it a double still resolves 1/8192 mm and std::llround stays far inside int64, so
// a site drawing kilometres out is moved to the origin exactly; past it the file is not a plan.
constexpr double kMaxDrawingMm = 1e12;

struct Meaning {
    const std::string *layer;
    ObstacleKind kind;
    const char *flag;
    const char *name; // obstacle names: "<name> <n>"
    int HallImportReport::*count;
};

Unit resolveUnit(const Drawing &d, const HallImportOptions &o, bool &fromHeader)
{
    fromHeader = false;
    if (!d.insunits || *d.insunits == 0) {
        if (!o.units)
            throw Error(d.insunits ? "the drawing's $INSUNITS header is 0 (unitless): give its unit with --units "
                                     "mm|cm|m|in|ft"
                                   : "the drawing has no $INSUNITS header: give its unit with --units mm|cm|m|in|ft");
        return *o.units;
    }
    const auto header = unitOfInsunits(*d.insunits);
    if (!header)
        throw Error(
            fmt::format("the drawing's $INSUNITS header is {}, a unit a floor plan is not read in (Plenum reads "
                        "1 inches, 2 feet, 4 mm, 5 cm, 6 m)",
                *d.insunits));
    if (o.units && *o.units != *header)
        throw Error(fmt::format("--units {} disagrees with the drawing's $INSUNITS header ({}, {})", toString(*o.units),
            *d.insunits, toString(*header)));
    fromHeader = true;
    return *header;
}

std::string layerList(const Drawing &d)
{
    std::string list;
    std::size_t n = 0;
    for (const auto &l : d.layers) {
        if (++n > 20) {
            list += fmt::format(", … ({} in all)", d.layers.size());
            break;
        }
        list += (list.empty() ? "" : ", ") + shown(l.name);
    }
    return list.empty() ? "none" : list;
}

const Layer &requireLayer(const Drawing &d, const std::string &name, const char *flag)
{
    for (const auto &l : d.layers)
        if (sameLayer(l.name, name))
            return l;
    throw Error(fmt::format("{}: the drawing has no layer '{}' (its layers: {})", flag, shown(name), layerList(d)));
}

// "4 LINE, 2 TEXT": what a layer holds.
std::string contents(const Layer &l)
{
    const std::string s = countsText(l);
    return s.empty() ? "nothing" : s;
}

// The largest bulge read: 1 is a half circle; tan(90°) = ∞ would be a full one. A bulge past
// 1e3 (an arc of 359.8°) is no floor plan's.
constexpr double kMaxBulge = 1e3;

// The polyline ends on its first vertex (closed by drawing): 4 vertices for straight edges (a
// triangle and its closing point), 3 when the first edge is an arc (two arcs make a round column).
bool repeatsFirstVertex(const Shape &s)
{
    const auto &v = s.vertices;
    const std::size_t least = !v.empty() && v.front().bulge != 0 ? 3 : 4;
    return v.size() >= least && v.front().x == v.back().x && v.front().y == v.back().y;
}

class Converter {
public:
    Converter(double scale)
        : m_scale(scale)
    {
    }

    double mm(double v, const Shape &s) const
    {
        const double r = v * m_scale;
        if (!std::isfinite(v) || !std::isfinite(r) || std::fabs(r) > kMaxDrawingMm)
            throw Error(fmt::format("{} has a coordinate out of range ({})", describe(s), v));
        return r;
    }

    // The polygon of a closed polyline in drawing millimetres (its closing vertex, if repeated,
    // dropped; its arc segments as chords within kMaxChordErrorMm); Error for an open one, a mesh
    // or one drawn out of the floor's plane.
    std::vector<std::pair<double, double>> polygon(const Shape &s) const
    {
        if (!s.planar)
            throw Error(fmt::format("{} is not drawn in the floor's plane (its extrusion is not ±z)", describe(s)));
        if (s.kind == Shape::Kind::Circle) {
            if (!std::isfinite(s.radius) || s.radius <= 0 || s.radius * m_scale < 0.5)
                throw Error(fmt::format("{} has a radius of {}", describe(s), s.radius));
            const double cx = mm(s.cx, s), cy = mm(s.cy, s), r = s.radius * m_scale;
            if (r > kMaxDrawingMm)
                throw Error(fmt::format("{} has a radius out of range ({})", describe(s), s.radius));
            // Corners at 22.5° + k·45° and r / cos(22.5°) from the centre: (±r, ±r·tan 22.5°) and
            // (±r·tan 22.5°, ±r); tan 22.5° = √2 − 1.
            const double t = r * (std::sqrt(2.0) - 1.0);
            return { { cx + r, cy + t }, { cx + t, cy + r }, { cx - t, cy + r }, { cx - r, cy + t }, { cx - r, cy - t },
                { cx - t, cy - r }, { cx + t, cy - r }, { cx + r, cy - t } };
        }
        if (s.flags & (16 | 64))
            throw Error(fmt::format("{} is a mesh, not a polyline", describe(s)));
        std::vector<Vertex> vs = s.vertices;
        for (const auto &v : vs)
            if (!std::isfinite(v.bulge) || std::fabs(v.bulge) > kMaxBulge)
                throw Error(fmt::format("{} has an arc segment of bulge {}; at most {} (a half circle is 1) is read",
                    describe(s), v.bulge, kMaxBulge));
        bool closed = s.closed;
        if (repeatsFirstVertex(s)) {
            vs.pop_back();
            closed = true;
        }
        if (!closed)
            throw Error(fmt::format("{} is not closed", describe(s)));
        std::vector<std::pair<double, double>> flat;
        const double maxError = kMaxChordErrorMm / m_scale; // in drawing units
        for (std::size_t i = 0; i < vs.size(); ++i)
            appendEdge(vs[i], vs[(i + 1) % vs.size()], maxError, flat);
        std::vector<std::pair<double, double>> pts;
        for (const auto &[x, y] : flat)
            pts.emplace_back(mm(x, s), mm(y, s));
        if (pts.size() < 3)
            throw Error(fmt::format("{} has {} vertices; a closed outline needs at least 3", describe(s), pts.size()));
        return pts;
    }

private:
    double m_scale;
};

bool closedPolyline(const Shape &s)
{
    return s.kind == Shape::Kind::Polyline && (s.closed || repeatsFirstVertex(s));
}

} // namespace

Project projectFromDrawing(const Drawing &d, const HallImportOptions &o, HallImportReport *reportOut)
{
    HallImportReport report;
    if (o.outline_layer.empty())
        throw Error("the outline layer is missing: --outline-layer LAYER (plenum-cli dxf-layers lists them)");
    report.unit = resolveUnit(d, o, report.unit_from_header);
    const Converter conv(mmPerUnit(report.unit));

    Meaning meanings[] = {
        { &o.column_layer, ObstacleKind::Column, "--column-layer", "Column", &HallImportReport::columns },
        { &o.crah_layer, ObstacleKind::Crah, "--crah-layer", "CRAH", &HallImportReport::crahs },
        { &o.cdu_layer, ObstacleKind::Cdu, "--cdu-layer", "CDU", &HallImportReport::cdus },
        { &o.door_layer, ObstacleKind::Door, "--door-layer", "Door", &HallImportReport::doors },
        { &o.nogo_layer, ObstacleKind::Other, "--nogo-layer", "No-go", &HallImportReport::nogo },
    };
    requireLayer(d, o.outline_layer, "--outline-layer");
    for (std::size_t i = 0; i < std::size(meanings); ++i) {
        const std::string &layer = *meanings[i].layer;
        if (layer.empty())
            continue;
        requireLayer(d, layer, meanings[i].flag);
        if (sameLayer(layer, o.outline_layer))
            throw Error(fmt::format("{} and --outline-layer name the same layer '{}'", meanings[i].flag, shown(layer)));
        for (std::size_t j = 0; j < i; ++j)
            if (!meanings[j].layer->empty() && sameLayer(layer, *meanings[j].layer))
                throw Error(fmt::format(
                    "{} and {} name the same layer '{}'", meanings[j].flag, meanings[i].flag, shown(layer)));
    }

    // The outline: the one closed polyline of its layer.
    const Layer &outlineLayer = requireLayer(d, o.outline_layer, "--outline-layer");
    std::vector<const Shape *> closed, open;
    for (const auto &s : d.shapes)
        if (s.kind == Shape::Kind::Polyline && sameLayer(s.layer, o.outline_layer))
            (closedPolyline(s) ? closed : open).push_back(&s);
    if (closed.empty()) {
        if (!open.empty())
            throw Error(
                fmt::format("{} is not closed: the hall outline must be a closed polyline", describe(*open.front())));
        throw Error(fmt::format("layer '{}' has no closed polyline to be the hall outline (it has {})",
            shown(outlineLayer.name), contents(outlineLayer)));
    }
    if (closed.size() > 1)
        throw Error(fmt::format("layer '{}' has {} closed polylines ({} and {}); the hall outline must be exactly one",
            shown(outlineLayer.name), closed.size(), describe(*closed[0]), describe(*closed[1])));
    const Shape &outlineShape = *closed.front();
    const auto outline = conv.polygon(outlineShape);
    if (outlineLayer.total > 1)
        report.notes.push_back(fmt::format("layer '{}': only the closed polyline is the outline; not read: {} of {}",
            shown(outlineLayer.name), outlineLayer.total - 1, contents(outlineLayer)));

    // Where the drawing's origin goes.
    double minX = std::numeric_limits<double>::max(), minY = minX, maxX = -minX, maxY = -minX;
    for (const auto &[x, y] : outline) {
        minX = std::min(minX, x), minY = std::min(minY, y);
        maxX = std::max(maxX, x), maxY = std::max(maxY, y);
    }
    const double shiftX = o.keep_origin ? 0.0 : std::round(minX), shiftY = o.keep_origin ? 0.0 : std::round(minY);
    report.shift = { std::int64_t(shiftX), std::int64_t(shiftY) };
    report.width_mm = std::llround(maxX - minX);
    report.depth_mm = std::llround(maxY - minY);
    // Every point must lie within the project file's ±2,000,000 mm (limits::kMaxCoordinateMm): whole
    // millimetres that far keep every product of two coordinate differences — (4e6)² = 1.6e13, as
    // the checks' polygon tests (rules/helpers.cpp) form them in doubles — exact below 2^53, and
    // bound what a hostile file can make later arithmetic do. A hall is far smaller; a drawing in
    // site coordinates is moved to the origin unless --keep-origin is given (docs/cli.md).
    const auto toPoints = [&](const std::vector<std::pair<double, double>> &pts, const Shape &s) {
        std::vector<Point> out;
        for (const auto &[x, y] : pts) {
            const double px = std::round(x - shiftX), py = std::round(y - shiftY);
            if (std::fabs(px) > double(limits::kMaxCoordinateMm) || std::fabs(py) > double(limits::kMaxCoordinateMm))
                throw Error(fmt::format("{} lies {:.0f} m from the {}: Plenum's floor reaches {} km{}", describe(s),
                    std::max(std::fabs(px), std::fabs(py)) / 1000.0,
                    o.keep_origin ? "drawing's origin" : "hall's corner", limits::kMaxCoordinateMm / 1'000'000,
                    o.keep_origin ? " (leave out --keep-origin to move the hall to the origin)" : ""));
            out.push_back({ std::int64_t(px), std::int64_t(py) });
        }
        return out;
    };
    const std::vector<Point> hallOutline = toPoints(outline, outlineShape);

    TemplateOptions t;
    t.project_name = o.project_name.empty() ? "Hall from DXF" : o.project_name;
    t.hall_width_mm = std::max<std::int64_t>(report.width_mm, 1);
    t.hall_depth_mm = std::max<std::int64_t>(report.depth_mm, 1);
    t.tile_mm = o.tile_mm;
    Project p = projectFromTemplate("empty", t);
    try {
        edit::setHallOutline(p, "", hallOutline);
    } catch (const Error &e) {
        throw Error(fmt::format("the hall outline, {}: {}", describe(outlineShape), e.what()));
    }

    // Every obstacle in one change set, so a drawing of thousands of columns imports in linear time.
    std::vector<edit::ObstacleSpec> specs;
    std::vector<const Shape *> shapeOf;
    for (const Meaning &m : meanings) {
        if (m.layer->empty())
            continue;
        const Layer &layer = requireLayer(d, *m.layer, m.flag);
        std::int64_t read = 0;
        for (const auto &s : d.shapes) {
            // Circles and closed polylines are obstacles; arcs and lines are only drawn.
            if (!sameLayer(s.layer, *m.layer) || s.kind == Shape::Kind::Arc || s.kind == Shape::Kind::Line)
                continue;
            edit::ObstacleSpec spec;
            spec.kind = m.kind;
            spec.outline = toPoints(conv.polygon(s), s);
            spec.name = fmt::format("{} {}", m.name, ++(report.*m.count));
            specs.push_back(std::move(spec));
            shapeOf.push_back(&s);
            ++read;
        }
        if (read == 0)
            throw Error(fmt::format("{}: layer '{}' has no circle or closed polyline (it has {})", m.flag,
                shown(layer.name), contents(layer)));
        if (read < layer.total)
            report.notes.push_back(fmt::format("layer '{}': {} of its entities not read ({}); circles and closed "
                                               "polylines are",
                shown(layer.name), layer.total - read, contents(layer)));
    }
    std::size_t failed = 0;
    try {
        edit::addObstacles(p, specs, &failed);
    } catch (const Error &e) {
        throw Error(fmt::format("{}: {}", describe(*shapeOf.at(failed)), e.what()));
    }
    requireInvariants(p, "the hall read from the DXF drawing is inconsistent");
    requireInputLimits(p);
    if (reportOut)
        *reportOut = report;
    return p;
}

Project projectFromDxf(const std::string &path, const HallImportOptions &options, HallImportReport *report)
{
    return projectFromDrawing(readDrawing(path), options, report);
}

} // namespace plenum::dxf

// SPDX-License-Identifier: GPL-3.0-or-later
#include "dxf/dxf_drawing.h"

#include "dxf/block_expand.h"

#include "model/types.h"
#include "store/atomic_file.h"
#include "store/input_limits.h"

#include <dl_creationadapter.h>
#include <dl_dxf.h>

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <sstream>
#include <unordered_map>

namespace plenum::dxf {
namespace {

std::string_view trim(std::string_view s)
{
    const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
    while (!s.empty() && space(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && space(s.back()))
        s.remove_suffix(1);
    return s;
}

std::string upper(std::string_view s)
{
    std::string out(s);
    for (char &c : out)
        if (c >= 'a' && c <= 'z')
            c = char(c - 'a' + 'A');
    return out;
}

std::optional<std::int64_t> wholeNumber(std::string_view s)
{
    std::int64_t v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size())
        return std::nullopt;
    return v;
}

// The groups by whose value dxflib allocates an array (new double[4 * n] and the like, without a
// bound): LWPOLYLINE 90 (vertices), SPLINE 72/73/74 (knots, control points, fit points), LEADER 76.
bool declaresCount(const std::string &entity, std::int64_t code)
{
    return (entity == "LWPOLYLINE" && code == 90) || (entity == "SPLINE" && code >= 72 && code <= 74)
        || (entity == "LEADER" && code == 76);
}

// Group codes whose value is a real number (coordinates, distances, angles, scales) by the DXF
// reference's ranges; dxflib reads a malformed one ("nan", "1,5x") as 0 or a part of it.
bool realCode(std::int64_t code)
{
    return (code >= 10 && code <= 59) || (code >= 110 && code <= 149) || (code >= 210 && code <= 239)
        || (code >= 460 && code <= 469) || (code >= 1010 && code <= 1059);
}

bool finiteReal(std::string_view s)
{
    if (!s.empty() && s.front() == '+')
        s.remove_prefix(1);
    double v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    return ec == std::errc() && end == s.data() + s.size() && std::isfinite(v);
}

// The lexical check before dxflib reads the text (see the header). Lines are split as dxflib's
// stream reader splits them (at '\n'); names compare after trimming and without regard to case,
// so every group dxflib would allocate by is seen here too.
void lexicalCheck(std::string_view text, const std::string &what)
{
    if (text.size() > kMaxFileBytes)
        throw Error(fmt::format(
            "{}: the file is {} bytes; a DXF drawing may be at most {} MiB", what, text.size(), kMaxFileBytes >> 20));
    if (text.substr(0, 18) == "AutoCAD Binary DXF")
        throw Error(fmt::format("{}: a binary DXF file; save the drawing as ASCII DXF", what));
    if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos)
        throw Error(fmt::format("{}: a NUL byte at offset {}: not an ASCII DXF file", what, nul));
    std::size_t pos = 0;
    std::int64_t line = 0, entities = 0, code = -1;
    bool section = false, eof = false;
    std::string entity;
    while (pos < text.size()) {
        const std::size_t nl = text.find('\n', pos);
        const std::string_view raw = text.substr(pos, nl == std::string_view::npos ? std::string_view::npos : nl - pos);
        pos = nl == std::string_view::npos ? text.size() : nl + 1;
        ++line;
        if (raw.size() > kMaxLineBytes)
            throw Error(fmt::format(
                "{}: line {} is {} bytes long; a DXF line may be at most {}", what, line, raw.size(), kMaxLineBytes));
        const std::string_view t = trim(raw);
        if (code < 0) {
            const auto c = wholeNumber(t);
            if (!c || *c < 0 || *c > 1071)
                throw Error(fmt::format("{}: line {}: '{}' is not a DXF group code (not a DXF file, or a damaged one)",
                    what, line, shown(t.substr(0, 40))));
            code = *c;
            continue;
        }
        if (code == 0) {
            entity = upper(t);
            if (++entities > kMaxEntities)
                throw Error(fmt::format("{}: more than {} entities and table entries", what, kMaxEntities));
            section = section || entity == "SECTION";
            eof = eof || entity == "EOF";
        } else if (realCode(code) && !finiteReal(t)) {
            throw Error(fmt::format("{}: line {}: group {} of {} is '{}', not a finite number", what, line, code,
                shown(entity.substr(0, 40)), shown(t.substr(0, 40))));
        } else if (declaresCount(entity, code)) {
            const auto n = wholeNumber(t);
            if (!n || *n < 0 || *n > kMaxDeclaredCount)
                throw Error(
                    fmt::format("{}: line {}: {} group {} declares '{}' vertices or points; at most {} are read", what,
                        line, entity, code, shown(t.substr(0, 40)), kMaxDeclaredCount));
        }
        code = -1;
    }
    if (code >= 0)
        throw Error(fmt::format("{}: the file ends after a group code without its value: it is truncated", what));
    if (!section)
        throw Error(fmt::format("{}: no SECTION: not a DXF file", what));
    if (!eof)
        throw Error(fmt::format("{}: the file ends without the EOF group: it is truncated", what));
}

// Receives dxflib's callbacks: layers, $INSUNITS, and the model-space entities counted per layer;
// polylines, circles, arcs, lines and INSERTs kept — of model space for the drawing, of a block
// definition for that block (placed later, block_expand.h); paper space is not read.
class Reader : public DL_CreationAdapter {
public:
    Drawing drawing;
    std::map<std::string, Block> blocks; // upper-case name → definition
    std::vector<Insert> inserts; // model space's
    bool tooManyVertices = false;

    void addLayer(const DL_LayerData &data) override { layerIndex(data.name); }
    void setVariableInt(const std::string &key, int value, int) override
    {
        if (key == "$INSUNITS")
            drawing.insunits = value;
    }
    void addBlock(const DL_BlockData &data) override
    {
        finishPolyline(false);
        Block &b = blocks[upper(data.name)];
        b = Block { data.name, data.bpx, data.bpy, {}, {} };
        m_block = &b;
    }
    void endBlock() override
    {
        finishPolyline(false);
        m_block = nullptr;
    }

    void addPolyline(const DL_PolylineData &data) override
    {
        finishPolyline(false);
        const Space space = spaceOf();
        if (space == Space::Paper)
            return;
        Shape s;
        s.kind = Shape::Kind::Polyline;
        s.flags = data.flags;
        s.closed = (data.flags & 1) != 0;
        fill(s, false);
        target().push_back(std::move(s));
        m_open = true;
        m_openInModel = space == Space::Model;
    }
    void addVertex(const DL_VertexData &data) override
    {
        if (!m_open)
            return;
        if (++m_vertices > kMaxVertices) {
            tooManyVertices = true;
            return;
        }
        Shape &s = target().back();
        s.vertices.push_back({ s.planar && m_mirror ? -data.x : data.x, data.y, data.bulge });
    }
    void endSequence() override { finishPolyline(true); }
    void addCircle(const DL_CircleData &data) override
    {
        if (!kept("CIRCLE"))
            return;
        Shape s;
        s.kind = Shape::Kind::Circle;
        s.type = "CIRCLE";
        fill(s);
        s.cx = m_mirror ? -data.cx : data.cx;
        s.cy = data.cy;
        s.radius = data.radius;
        target().push_back(std::move(s));
    }
    void addArc(const DL_ArcData &data) override
    {
        if (!kept("ARC"))
            return;
        Shape s;
        s.kind = Shape::Kind::Arc;
        s.type = "ARC";
        fill(s);
        s.cx = m_mirror ? -data.cx : data.cx;
        s.cy = data.cy;
        s.radius = data.radius;
        // A mirror (extrusion −z) reverses the counter-clockwise sweep: angle a becomes 180° − a.
        s.start_deg = m_mirror ? 180.0 - data.angle2 : data.angle1;
        s.end_deg = m_mirror ? 180.0 - data.angle1 : data.angle2;
        target().push_back(std::move(s));
    }
    void addLine(const DL_LineData &data) override
    {
        if (!kept("LINE"))
            return;
        Shape s;
        s.kind = Shape::Kind::Line;
        s.type = "LINE";
        fill(s);
        s.vertices = { { m_mirror ? -data.x1 : data.x1, data.y1, 0 }, { m_mirror ? -data.x2 : data.x2, data.y2, 0 } };
        target().push_back(std::move(s));
    }
    void addInsert(const DL_InsertData &data) override
    {
        if (!kept("INSERT"))
            return;
        Shape probe; // the INSERT's layer, handle, ordinal and plane
        fill(probe);
        Insert ins;
        ins.block = data.name;
        ins.layer = probe.layer;
        ins.handle = probe.handle;
        ins.ordinal = probe.ordinal;
        ins.x = data.ipx, ins.y = data.ipy, ins.sx = data.sx, ins.sy = data.sy, ins.angle_deg = data.angle;
        ins.cols = data.cols, ins.rows = data.rows, ins.col_spacing = data.colSp, ins.row_spacing = data.rowSp;
        ins.planar = probe.planar;
        ins.mirrored = m_mirror;
        (m_block ? m_block->inserts : inserts).push_back(std::move(ins));
    }

    void addPoint(const DL_PointData &) override { kept("POINT"); }
    void addXLine(const DL_XLineData &) override { kept("XLINE"); }
    void addRay(const DL_RayData &) override { kept("RAY"); }
    void addEllipse(const DL_EllipseData &) override { kept("ELLIPSE"); }
    void addSpline(const DL_SplineData &) override { kept("SPLINE"); }
    void addTrace(const DL_TraceData &) override { kept("TRACE"); }
    void add3dFace(const DL_3dFaceData &) override { kept("3DFACE"); }
    void addSolid(const DL_SolidData &) override { kept("SOLID"); }
    void addMText(const DL_MTextData &) override { kept("MTEXT"); }
    void addText(const DL_TextData &) override { kept("TEXT"); }
    void addDimAlign(const DL_DimensionData &, const DL_DimAlignedData &) override { kept("DIMENSION"); }
    void addDimLinear(const DL_DimensionData &, const DL_DimLinearData &) override { kept("DIMENSION"); }
    void addDimRadial(const DL_DimensionData &, const DL_DimRadialData &) override { kept("DIMENSION"); }
    void addDimDiametric(const DL_DimensionData &, const DL_DimDiametricData &) override { kept("DIMENSION"); }
    void addDimAngular(const DL_DimensionData &, const DL_DimAngular2LData &) override { kept("DIMENSION"); }
    void addDimAngular3P(const DL_DimensionData &, const DL_DimAngular3PData &) override { kept("DIMENSION"); }
    void addDimOrdinate(const DL_DimensionData &, const DL_DimOrdinateData &) override { kept("DIMENSION"); }
    void addLeader(const DL_LeaderData &) override { kept("LEADER"); }
    void addHatch(const DL_HatchData &) override { kept("HATCH"); }
    void addImage(const DL_ImageData &) override { kept("IMAGE"); }

    // The last polyline's type once the file is read.
    void finish() { finishPolyline(false); }

private:
    enum class Space { Model, Block, Paper };
    Block *m_block = nullptr; // the block being defined
    bool m_open = false; // the last shape is a polyline still taking vertices
    bool m_openInModel = false; // … of model space
    bool m_mirror = false; // the current entity's extrusion is -z: its x is mirrored
    std::int64_t m_vertices = 0;
    std::unordered_map<std::string, std::size_t> m_layers; // upper-case name → index

    std::vector<Shape> &target() { return m_block ? m_block->shapes : drawing.shapes; }

    std::size_t layerIndex(const std::string &name)
    {
        const auto [it, inserted] = m_layers.try_emplace(upper(name), drawing.layers.size());
        if (inserted)
            drawing.layers.push_back({ name, {}, 0 });
        return it->second;
    }

    Space spaceOf()
    {
        if (m_block) {
            ++drawing.block_entities;
            return Space::Block;
        }
        if (getAttributes().isInPaperSpace()) {
            ++drawing.paper_entities;
            return Space::Paper;
        }
        return Space::Model;
    }

    void count(const std::string &layer, const std::string &type)
    {
        Layer &l = drawing.layers[layerIndex(layer)];
        ++l.counts[type];
        ++l.total;
        ++drawing.entities;
    }

    // Whether the entity being added is kept (model space or a block); counted when in model space.
    bool kept(const std::string &type)
    {
        finishPolyline(false);
        const Space space = spaceOf();
        if (space == Space::Model)
            count(getAttributes().getLayer(), type);
        return space != Space::Paper;
    }

    // Layer, handle, ordinal and plane of the entity being added (`counted`: kept() counted it already).
    void fill(Shape &s, bool counted = true)
    {
        s.layer = getAttributes().getLayer();
        s.handle = getAttributes().getHandle();
        s.ordinal = int(drawing.entities) + (counted && !m_block ? 0 : 1);
        const double *d = getExtrusion()->getDirection();
        const bool flat = std::fabs(d[0]) < 1e-9 && std::fabs(d[1]) < 1e-9 && std::fabs(d[2]) > 1e-9;
        s.planar = flat;
        m_mirror = flat && d[2] < 0;
    }

    void finishPolyline(bool sequenceEnd)
    {
        if (!m_open)
            return;
        m_open = false;
        Shape &s = target().back();
        s.type = sequenceEnd ? "POLYLINE" : "LWPOLYLINE";
        if (m_openInModel)
            count(s.layer, s.type);
    }
};

} // namespace

std::string shown(std::string_view name)
{
    std::string out;
    for (const char ch : name.substr(0, 120)) {
        const auto c = static_cast<unsigned char>(ch);
        out += c < 0x20 || c == 0x7f ? '?' : ch;
    }
    if (!limits::textProblem(out).empty())
        for (char &ch : out)
            if (static_cast<unsigned char>(ch) >= 0x80)
                ch = '?';
    return out;
}

std::string countsText(const Layer &layer)
{
    std::string s;
    for (const auto &[type, n] : layer.counts)
        s += fmt::format("{}{} {}", s.empty() ? "" : ", ", n, type);
    return s;
}

bool sameLayer(std::string_view a, std::string_view b)
{
    return upper(a) == upper(b);
}

std::string describe(const Shape &s)
{
    if (!s.block.empty())
        return fmt::format("{} of block '{}' (INSERT{}, entity {}) on layer '{}'", s.type, shown(s.block),
            s.handle >= 0 ? fmt::format(" handle {:X}", s.handle) : std::string(), s.ordinal, shown(s.layer));
    const std::string handle = s.handle >= 0 ? fmt::format("handle {:X}, ", s.handle) : std::string();
    return fmt::format("{} ({}entity {}) on layer '{}'", s.type, handle, s.ordinal, shown(s.layer));
}

Drawing parseDrawing(std::string_view text, const std::string &what)
{
    lexicalCheck(text, what);
    std::istringstream stream { std::string(text) };
    Reader reader;
    DL_Dxf dxf;
    if (!dxf.in(stream, &reader))
        throw Error(fmt::format("{}: dxflib could not read the drawing", what));
    reader.finish();
    if (reader.tooManyVertices)
        throw Error(fmt::format("{}: its polylines have more than {} vertices", what, kMaxVertices));
    try {
        placeInserts(reader.drawing, reader.inserts, reader.blocks);
    } catch (const Error &e) {
        throw Error(fmt::format("{}: {}", what, e.what()));
    }
    return std::move(reader.drawing);
}

Drawing readDrawing(const std::string &path)
{
    const std::string what = shown(path);
    return parseDrawing(readFile(path, kMaxFileBytes), what);
}

} // namespace plenum::dxf

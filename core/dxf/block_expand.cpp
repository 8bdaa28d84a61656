// SPDX-License-Identifier: GPL-3.0-or-later
#include "dxf/block_expand.h"

#include "dxf/arc_flatten.h"
#include "model/types.h"

#include <fmt/format.h>

#include <cmath>
#include <numbers>

namespace plenum::dxf {
namespace {

std::string upper(std::string s)
{
    for (char &c : s)
        if (c >= 'a' && c <= 'z')
            c = char(c - 'a' + 'A');
    return s;
}

// x' = a·x + b·y + e, y' = c·x + d·y + f.
struct Affine {
    double a = 1, b = 0, c = 0, d = 1, e = 0, f = 0;
    XY apply(double x, double y) const { return { a * x + b * y + e, c * x + d * y + f }; }
    Affine then(const Affine &o) const // o ∘ this
    {
        return { o.a * a + o.b * c, o.a * b + o.b * d, o.c * a + o.d * c, o.c * b + o.d * d, o.a * e + o.b * f + o.e,
            o.c * e + o.d * f + o.f };
    }
    double det() const { return a * d - b * c; }
    // A similarity (uniform scale, rotation, maybe a mirror): circles stay circles.
    bool similar() const
    {
        const double s1 = std::hypot(a, c), s2 = std::hypot(b, d);
        return std::fabs(s1 - s2) <= 1e-9 * std::max(s1, s2) && std::fabs(a * b + c * d) <= 1e-9 * s1 * s2;
    }
    double scale() const { return std::sqrt(std::fabs(det())); }
    // At least the most a length can grow (the Frobenius norm bounds the largest singular value).
    double maxStretch() const { return std::sqrt(a * a + b * b + c * c + d * d); }
};

class Placer {
public:
    Placer(Drawing &d, const std::map<std::string, Block> &blocks)
        : m_d(d)
        , m_blocks(blocks)
    {
    }

    void place(const Insert &top)
    {
        m_top = &top;
        placeInsert(top, Affine {}, top.layer, 1);
    }

private:
    Drawing &m_d;
    const std::map<std::string, Block> &m_blocks;
    const Insert *m_top = nullptr;
    std::int64_t m_work = 0, m_vertices = 0;

    std::string where() const
    {
        const std::string handle = m_top->handle >= 0 ? fmt::format("handle {:X}, ", m_top->handle) : std::string();
        return fmt::format("INSERT of block '{}' ({}entity {}) on layer '{}'", shown(m_top->block), handle,
            m_top->ordinal, shown(m_top->layer));
    }

    void count(std::int64_t work, std::int64_t vertices)
    {
        m_work += work;
        m_vertices += vertices;
        if (m_d.insert_shapes + m_work > kMaxPlacedShapes || m_vertices > kMaxVertices)
            throw Error(fmt::format(
                "{}: its blocks place more than {} shapes or {} vertices", where(), kMaxPlacedShapes, kMaxVertices));
    }

    void placeInsert(const Insert &ins, const Affine &outer, const std::string &layer, int depth)
    {
        if (depth > kMaxBlockDepth)
            throw Error(fmt::format(
                "{}: blocks nest more than {} deep (a block that inserts itself?)", where(), kMaxBlockDepth));
        const auto it = m_blocks.find(upper(ins.block));
        if (it == m_blocks.end())
            throw Error(fmt::format("{}: the drawing has no block '{}'", where(), shown(ins.block)));
        if (!std::isfinite(ins.sx) || !std::isfinite(ins.sy) || ins.sx == 0 || ins.sy == 0)
            throw Error(fmt::format(
                "{}: an INSERT of block '{}' has a scale of ({}, {})", where(), shown(ins.block), ins.sx, ins.sy));
        const Block &block = it->second;
        const int cols = std::max(ins.cols, 1), rows = std::max(ins.rows, 1);
        count(std::int64_t(cols) * rows, 0);
        const double t = ins.angle_deg * std::numbers::pi / 180.0, cs = std::cos(t), sn = std::sin(t);
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
                // Block point p → ip + R(θ)·(S·(p − base) + (c·col_spacing, r·row_spacing)).
                const double ox = c * ins.col_spacing, oy = r * ins.row_spacing;
                Affine m;
                m.a = cs * ins.sx, m.b = -sn * ins.sy, m.c = sn * ins.sx, m.d = cs * ins.sy;
                const double bx = -ins.sx * block.base_x + ox, by = -ins.sy * block.base_y + oy;
                m.e = ins.x + cs * bx - sn * by;
                m.f = ins.y + sn * bx + cs * by;
                if (ins.mirrored)
                    m = m.then(Affine { -1, 0, 0, 1, 0, 0 });
                const Affine total = m.then(outer);
                const bool planar = ins.planar;
                for (const Shape &s : block.shapes)
                    placeShape(s, total, layer, planar, block.name);
                for (const Insert &inner : block.inserts)
                    placeInsert(inner, total, isLayerZero(inner.layer) ? layer : inner.layer, depth + 1);
            }
    }

    static bool isLayerZero(const std::string &l) { return l == "0"; }

    void placeShape(
        const Shape &s, const Affine &m, const std::string &layer, bool planar, const std::string &blockName)
    {
        Shape out = s;
        out.layer = isLayerZero(s.layer) ? layer : s.layer;
        out.handle = m_top->handle;
        out.ordinal = m_top->ordinal;
        out.block = blockName;
        out.planar = s.planar && planar;
        // The unit is not known yet: kMaxChordErrorMm in the coarsest one read (metres), after the stretch.
        const double maxError = kMaxChordErrorMm / 1000.0 / std::max(m.maxStretch(), 1e-12);
        if (m.similar()) {
            const bool flip = m.det() < 0;
            const double k = m.scale();
            if (s.kind == Shape::Kind::Circle || s.kind == Shape::Kind::Arc) {
                const auto [x, y] = m.apply(s.cx, s.cy);
                out.cx = x;
                out.cy = y;
                out.radius = s.radius * k;
                if (s.kind == Shape::Kind::Arc) {
                    // The images of the arc's ends give its new angles; a mirror reverses the sweep.
                    const double rot = std::atan2(m.c, m.a) * 180.0 / std::numbers::pi;
                    if (!flip) {
                        out.start_deg = s.start_deg + rot;
                        out.end_deg = s.end_deg + rot;
                    } else {
                        out.start_deg = rot - s.end_deg;
                        out.end_deg = rot - s.start_deg;
                    }
                }
            } else {
                for (Vertex &v : out.vertices) {
                    const auto [x, y] = m.apply(v.x, v.y);
                    v.x = x;
                    v.y = y;
                    if (flip)
                        v.bulge = -v.bulge;
                }
            }
            count(1, std::int64_t(out.vertices.size()));
            m_d.shapes.push_back(std::move(out));
            ++m_d.insert_shapes;
            return;
        }
        // A non-uniform scale: arcs and circles become ellipses, drawn as their flattened points.
        std::vector<XY> pts;
        bool closed = s.closed;
        if (s.kind == Shape::Kind::Circle) {
            appendArc(s.cx, s.cy, s.radius, 0, 2 * std::numbers::pi, maxError, pts);
            pts.pop_back();
            closed = true;
        } else if (s.kind == Shape::Kind::Arc) {
            double sweep = std::fmod(s.end_deg - s.start_deg, 360.0);
            if (sweep <= 0)
                sweep += 360.0;
            appendArc(s.cx, s.cy, s.radius, s.start_deg * std::numbers::pi / 180.0, sweep * std::numbers::pi / 180.0,
                maxError, pts);
        } else {
            const std::size_t n = s.vertices.size();
            for (std::size_t i = 0; i + 1 < n; ++i)
                appendEdge(s.vertices[i], s.vertices[i + 1], maxError, pts);
            if (n > 0) {
                if (s.closed && n > 1)
                    appendEdge(s.vertices[n - 1], s.vertices[0], maxError, pts);
                else
                    pts.emplace_back(s.vertices[n - 1].x, s.vertices[n - 1].y);
            }
        }
        out.kind = s.kind == Shape::Kind::Line ? Shape::Kind::Line : Shape::Kind::Polyline;
        out.closed = closed;
        out.flags = closed ? 1 : 0;
        out.vertices.clear();
        for (const auto &[x, y] : pts) {
            const auto [tx, ty] = m.apply(x, y);
            out.vertices.push_back({ tx, ty, 0 });
        }
        count(1, std::int64_t(out.vertices.size()));
        m_d.shapes.push_back(std::move(out));
        ++m_d.insert_shapes;
    }
};

} // namespace

void placeInserts(Drawing &drawing, const std::vector<Insert> &inserts, const std::map<std::string, Block> &blocks)
{
    Placer placer(drawing, blocks);
    for (const Insert &ins : inserts)
        placer.place(ins);
}

} // namespace plenum::dxf

// SPDX-License-Identifier: GPL-3.0-or-later
#include "floor/floor_geometry.h"

#include "floor/polygon.h"
#include "geometry/footprint.h"
#include "render/phases.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <unordered_map>

namespace plenum::app {
namespace {

constexpr double kWallMm = 150; // drawn wall thickness, outside the hall outline
constexpr double kFrontMarkMm = 110; // depth of the front (cold-aisle) edge marker
constexpr double kColdAisleMm = 1200; // aisle hint depth in front of a row
constexpr double kHotAisleMm = 600; // aisle hint depth behind a row
constexpr double kGhostAlpha = 0.45; // later-phase pathways
constexpr double kDashMm = 400, kGapMm = 250;

QPointF toPoint(const Point &p)
{
    return QPointF(double(p.x_mm), double(p.y_mm));
}

// Unit vector of a direction given in degrees clockwise from north (+y).
QPointF heading(double degrees)
{
    const double r = degrees * std::numbers::pi / 180.0;
    return QPointF(std::sin(r), std::cos(r));
}

double dot(QPointF a, QPointF b)
{
    return a.x() * b.x() + a.y() * b.y();
}

QColor serviceColor(Service service, const FloorColors &colors)
{
    switch (service) {
    case Service::Fiber:
        return colors.pathwayFiber;
    case Service::Power:
        return colors.pathwayPower;
    case Service::Data:
        break;
    }
    return colors.pathwayData;
}

void appendPolygon(VertexList &triangles, const std::vector<QPointF> &polygon, const QColor &color)
{
    for (const auto &t : triangulate(polygon))
        triangles.triangle(polygon[t[0]], polygon[t[1]], polygon[t[2]], color);
}

void appendWalls(VertexList &triangles, const std::vector<QPointF> &outline, const QColor &color)
{
    const std::size_t n = outline.size();
    const double sign = signedArea(outline) >= 0 ? 1.0 : -1.0; // outward normal side
    std::vector<QPointF> normals(n);
    for (std::size_t i = 0; i < n; ++i) {
        const QPointF d = outline[(i + 1) % n] - outline[i];
        const double len = std::hypot(d.x(), d.y());
        normals[i] = len > 0 ? QPointF(d.y(), -d.x()) * (sign * kWallMm / len) : QPointF();
    }
    for (std::size_t i = 0; i < n; ++i) {
        const QPointF a = outline[i], b = outline[(i + 1) % n], nrm = normals[i];
        triangles.quad(a, b, b + nrm, a + nrm, color);
        const QPointF prev = normals[(i + n - 1) % n]; // fill the outside corner at a
        triangles.quad(a, a + prev, a + prev + nrm, a + nrm, color);
    }
}

void appendAisleHints(VertexList &triangles, const Project &project, const FloorColors &colors)
{
    for (const RowExtent &e : rowExtents(project)) {
        triangles.quad(e.at(e.sMin, e.fMin - kHotAisleMm), e.at(e.sMax, e.fMin - kHotAisleMm), e.at(e.sMax, e.fMin),
            e.at(e.sMin, e.fMin), colors.hotAisle);
        triangles.quad(e.at(e.sMin, e.fMax), e.at(e.sMax, e.fMax), e.at(e.sMax, e.fMax + kColdAisleMm),
            e.at(e.sMin, e.fMax + kColdAisleMm), colors.coldAisle);
    }
}

} // namespace

void setVertex(VertexList::Vertex &v, QPointF p, const QColor &color)
{
    const float a = float(color.alphaF());
    v = { float(p.x()), float(p.y()), uchar(color.red() * a), uchar(color.green() * a), uchar(color.blue() * a),
        uchar(color.alpha()) };
}

void VertexList::triangle(QPointF a, QPointF b, QPointF c, const QColor &color)
{
    for (QPointF p : { a, b, c })
        setVertex(vertices.emplace_back(), p, color);
}

void VertexList::quad(QPointF a, QPointF b, QPointF c, QPointF d, const QColor &color)
{
    triangle(a, b, c, color);
    triangle(a, c, d, color);
}

void VertexList::line(QPointF a, QPointF b, const QColor &color)
{
    setVertex(vertices.emplace_back(), a, color);
    setVertex(vertices.emplace_back(), b, color);
}

std::vector<RowExtent> rowExtents(const Project &project)
{
    std::unordered_map<Id, const RackType *> types;
    for (const auto &t : project.rack_types)
        types.emplace(t.id, &t);
    std::unordered_map<Id, RowExtent> byRow;
    std::unordered_map<Id, std::vector<double>> centres; // along the row's front, per row
    for (const Row &row : project.rows) {
        const QPointF front = heading(row.facing_deg);
        byRow[row.id] = RowExtent { &row, front, QPointF(front.y(), -front.x()), 1e18, -1e18, 1e18, -1e18 };
    }
    for (const Rack &rack : project.racks) {
        auto row = byRow.find(rack.row);
        if (row == byRow.end())
            continue;
        RowExtent &e = row->second;
        auto type = types.find(rack.rack_type);
        for (QPointF c : rackShape(rack, type == types.end() ? nullptr : type->second).corners) {
            e.sMin = std::min(e.sMin, dot(c, e.side)), e.sMax = std::max(e.sMax, dot(c, e.side));
            e.fMin = std::min(e.fMin, dot(c, e.front)), e.fMax = std::max(e.fMax, dot(c, e.front));
        }
        centres[rack.row].push_back(dot(QPointF(double(rack.position.x_mm), double(rack.position.y_mm)), e.front));
    }
    std::vector<RowExtent> extents;
    for (const Row &row : project.rows) {
        RowExtent &e = byRow[row.id];
        if (e.sMin > e.sMax)
            continue;
        std::vector<double> &f = centres[row.id];
        std::nth_element(f.begin(), f.begin() + std::ptrdiff_t(f.size() / 2), f.end());
        e.fMedian = f[f.size() / 2];
        extents.push_back(e);
    }
    return extents;
}

RackShape rackShape(const Rack &rack, const RackType *type)
{
    const QPointF c = toPoint(rack.position);
    if (!type) // no size to draw: a project that passed checkInvariants names a rack type for every rack
        return RackShape { { c, c, c, c }, c, c, c };
    // The corners the rules and the router use (core's footprint, whole millimetres): rear-left,
    // rear-right, front-right, front-left as seen from the rack's front direction.
    const std::vector<Point> k = geometry::rackFootprint(rack, *type);
    const QPointF frontA = toPoint(k[2]), frontB = toPoint(k[3]), rearB = toPoint(k[0]), rearA = toPoint(k[1]);
    const double d = double(type->depth_mm);
    const double t = d > 0 ? std::min(kFrontMarkMm, d / 4) / d : 0; // the marker's share of the depth
    return RackShape { { frontA, frontB, rearB, rearA }, frontB + (rearB - frontB) * t, frontA + (rearA - frontA) * t,
        c };
}

void writeRackFill(VertexList::Vertex *out, const RackShape &r, const QColor &body, const QColor &front)
{
    const auto &k = r.corners;
    const QPointF pts[12] = { k[0], k[1], k[2], k[0], k[2], k[3], k[0], k[1], r.frontInnerRight, k[0],
        r.frontInnerRight, r.frontInnerLeft };
    for (int i = 0; i < kRackFillVertices; ++i)
        setVertex(out[i], pts[i], i < 6 ? body : front);
}

void writeRackOutline(VertexList::Vertex *out, const RackShape &r, const QColor &color)
{
    for (int i = 0; i < 4; ++i) {
        setVertex(out[2 * i], r.corners[i], color);
        setVertex(out[2 * i + 1], r.corners[(i + 1) % 4], color);
    }
}

void appendFloor(
    VertexList &triangles, VertexList &lines, const Project &project, const FloorColors &colors, Id viewPhase)
{
    auto polygonOf = [](const std::vector<Point> &outline) {
        std::vector<QPointF> points;
        points.reserve(outline.size());
        for (const Point &p : outline)
            points.push_back(toPoint(p));
        return points;
    };
    for (const Hall &hall : project.halls)
        appendPolygon(triangles, polygonOf(hall.outline), colors.floor);
    appendAisleHints(triangles, project, colors);
    for (const Hall &hall : project.halls)
        appendWalls(triangles, polygonOf(hall.outline), colors.wall);
    appendObstacles(triangles, lines, project, colors);
    for (const Pathway &pathway : project.pathways) {
        const bool later = isLaterPhase(project, pathway.phase, viewPhase);
        QColor color = serviceColor(pathway.service, colors);
        if (later)
            color.setAlphaF(kGhostAlpha);
        auto edge = [&lines, &color, later](QPointF from, QPointF to) {
            if (!later) {
                lines.line(from, to, color);
                return;
            }
            const QPointF d = to - from;
            const double len = std::hypot(d.x(), d.y());
            for (double s = 0; s < len;
                 s += kDashMm + kGapMm) // not built yet: dashed, like a proposed line on a drawing
                lines.line(from + d * (s / len), from + d * (std::min(s + kDashMm, len) / len), color);
        };
        for (std::size_t i = 0; i + 1 < pathway.points.size(); ++i) {
            const QPointF a(double(pathway.points[i].x_mm), double(pathway.points[i].y_mm));
            const QPointF b(double(pathway.points[i + 1].x_mm), double(pathway.points[i + 1].y_mm));
            const QPointF d = b - a;
            const double len = std::hypot(d.x(), d.y());
            if (len <= 0)
                continue;
            const QPointF half = QPointF(-d.y(), d.x()) * (pathway.width_mm / 2.0 / len);
            edge(a + half, b + half); // the two edges of the tray, to scale
            edge(a - half, b - half);
        }
    }
}

void appendTileGrid(VertexList &lines, const Project &project, const FloorColors &colors)
{
    for (const Hall &hall : project.halls) {
        if (hall.outline.empty() || hall.tile_mm <= 0)
            continue;
        QRectF box;
        for (const Point &p : hall.outline)
            box = box.united(QRectF(toPoint(p), QSizeF(0.001, 0.001)));
        const double t = hall.tile_mm;
        for (double x = std::ceil(box.left() / t) * t; x <= box.right(); x += t)
            lines.line(QPointF(x, box.top()), QPointF(x, box.bottom()), colors.grid);
        for (double y = std::ceil(box.top() / t) * t; y <= box.bottom(); y += t)
            lines.line(QPointF(box.left(), y), QPointF(box.right(), y), colors.grid);
    }
}

QRectF projectBounds(const Project &project)
{
    QRectF box;
    auto add
        = [&box](QPointF p) { box = box.isNull() ? QRectF(p, QSizeF(1, 1)) : box.united(QRectF(p, QSizeF(1, 1))); };
    for (const Hall &hall : project.halls)
        for (const Point &p : hall.outline)
            add(toPoint(p));
    for (const Rack &rack : project.racks)
        add(toPoint(rack.position));
    return box;
}

} // namespace plenum::app

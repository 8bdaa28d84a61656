// SPDX-License-Identifier: GPL-3.0-or-later
// Obstacles on the floor plan by kind (issue #18): a column in the theme's obstacle grey with a
// cross, as structural columns are drawn on architects' plans; CRAH and CDU units and doors filled
// in their palette colour (render/palette.h); a no-go zone hatched at 45° over a faint fill, the
// usual mark for an area kept clear. Every outline in the theme's obstacle outline colour.
#include "floor/floor_geometry.h"

#include "floor/polygon.h"
#include "render/palette.h"

#include <algorithm>
#include <cmath>

namespace plenum::app {
namespace {

constexpr double kHatchMm = 200; // hatch spacing of a no-go zone, to scale
constexpr int kMaxHatches = 400; // a huge zone gets wider spacing rather than thousands of lines
constexpr double kNoGoFillAlpha = 0.18;

// Lines x − y = c every `spacing` across the polygon, clipped to it (even-odd crossings): linear in
// edges × lines, for outlines of tens of points.
void appendHatch(VertexList &lines, const std::vector<QPointF> &polygon, const QColor &color)
{
    double low = 1e300, high = -1e300;
    for (const QPointF &p : polygon) {
        low = std::min(low, p.x() - p.y());
        high = std::max(high, p.x() - p.y());
    }
    const double spacing = std::max(kHatchMm, (high - low) / kMaxHatches);
    std::vector<double> crossings; // x + y of where the line crosses an edge
    for (double c = std::floor(low / spacing) * spacing + spacing / 2; c < high; c += spacing) {
        crossings.clear();
        for (std::size_t i = 0; i < polygon.size(); ++i) {
            const QPointF a = polygon[i], b = polygon[(i + 1) % polygon.size()];
            const double ua = a.x() - a.y(), ub = b.x() - b.y();
            if ((ua <= c) == (ub <= c))
                continue; // half-open: a vertex on the line counts once
            const QPointF at = a + (b - a) * ((c - ua) / (ub - ua));
            crossings.push_back(at.x() + at.y());
        }
        std::sort(crossings.begin(), crossings.end());
        for (std::size_t i = 0; i + 1 < crossings.size(); i += 2) { // u = x − y, v = x + y
            const double v0 = crossings[i], v1 = crossings[i + 1];
            lines.line(QPointF((v0 + c) / 2, (v0 - c) / 2), QPointF((v1 + c) / 2, (v1 - c) / 2), color);
        }
    }
}

} // namespace

QColor obstacleFill(ObstacleKind kind, const FloorColors &colors)
{
    if (kind == ObstacleKind::Column)
        return colors.obstacle;
    QColor fill = palette::obstacle(kind);
    if (kind == ObstacleKind::Other)
        fill.setAlphaF(kNoGoFillAlpha);
    return fill;
}

void appendObstacles(VertexList &triangles, VertexList &lines, const Project &project, const FloorColors &colors)
{
    for (const Obstacle &obstacle : project.obstacles) {
        std::vector<QPointF> polygon;
        polygon.reserve(obstacle.outline.size());
        for (const Point &p : obstacle.outline)
            polygon.emplace_back(double(p.x_mm), double(p.y_mm));
        if (polygon.size() < 3)
            continue;
        for (const auto &t : triangulate(polygon))
            triangles.triangle(polygon[t[0]], polygon[t[1]], polygon[t[2]], obstacleFill(obstacle.kind, colors));
        if (obstacle.kind == ObstacleKind::Other)
            appendHatch(lines, polygon, palette::obstacle(obstacle.kind));
        for (std::size_t i = 0; i < polygon.size(); ++i)
            lines.line(polygon[i], polygon[(i + 1) % polygon.size()], colors.obstacleOutline);
        if (obstacle.kind == ObstacleKind::Column && polygon.size() == 4) { // structural columns: cross
            lines.line(polygon[0], polygon[2], colors.obstacleOutline);
            lines.line(polygon[1], polygon[3], colors.obstacleOutline);
        }
    }
}

} // namespace plenum::app

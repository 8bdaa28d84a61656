// SPDX-License-Identifier: GPL-3.0-or-later
// Vertex lists for the floor plan, in world millimetres (x east, y north). FloorPlanItem uploads
// them into a handful of scene-graph nodes so thousands of racks draw in a few batches
// (DESIGN.md §11); each rack has a fixed number of vertices so a move rewrites only its slot.
#pragma once

#include "model/project.h"

#include <QColor>
#include <QPointF>
#include <QRectF>

#include <array>
#include <vector>

namespace plenum::app {

struct FloorColors {
    QColor floor, grid, wall, obstacle, obstacleOutline, coldAisle, hotAisle;
    QColor rack, rackFuture, rackOutline, rackFront, selection;
    QColor pathwayData, pathwayFiber, pathwayPower;
};

// Triangles or line segments with one colour per vertex (premultiplied, as the scene graph wants).
class VertexList {
public:
    // Laid out as Qt Quick's QSGGeometry::ColoredPoint2D, which the floor plan item copies the lists
    // into (floor_plan_nodes.cpp checks the layout); a plain struct here, so plenum_render and
    // plenum-cli need no Qt Quick header.
    struct Vertex {
        float x = 0, y = 0;
        unsigned char r = 0, g = 0, b = 0, a = 0;
    };
    void triangle(QPointF a, QPointF b, QPointF c, const QColor &color);
    void quad(QPointF a, QPointF b, QPointF c, QPointF d, const QColor &color); // a b c d in order
    void line(QPointF a, QPointF b, const QColor &color);
    std::vector<Vertex> vertices;
};

void setVertex(VertexList::Vertex &v, QPointF p, const QColor &color);

// A rack's footprint: corners clockwise from front-left, and the inner edge of the front marker.
// The corners are core's (geometry::rackFootprint, whole millimetres), so the views, the printed plan
// and the 3D hall draw the racks where the rules and the router place them. Without a rack type
// there is no size: the shape is the centre point (checkInvariants lets no such rack in).
struct RackShape {
    std::array<QPointF, 4> corners; // front-left, front-right, rear-right, rear-left
    QPointF frontInnerLeft, frontInnerRight;
    QPointF centre;
};
RackShape rackShape(const Rack &rack, const RackType *type);

inline constexpr int kRackFillVertices = 12; // body (2 triangles) + front marker (2 triangles)
inline constexpr int kRackLineVertices = 8; // four edges
void writeRackFill(VertexList::Vertex *out, const RackShape &shape, const QColor &body, const QColor &front);
void writeRackOutline(VertexList::Vertex *out, const RackShape &shape, const QColor &color);

// Where a row's racks lie, in the row's own frame: `front` points where the fronts face,
// `side` to the right of it; s and f are extents along side and front (millimetres).
struct RowExtent {
    const Row *row = nullptr;
    QPointF front, side;
    double sMin = 0, sMax = 0, fMin = 0, fMax = 0;
    // The median of the rack centres along `front`: where the row's label goes. One rack moved out
    // of line (into an aisle) widens fMin..fMax but leaves the median in the row.
    double fMedian = 0;
    QPointF at(double s, double f) const { return side * s + front * f; }
};
std::vector<RowExtent> rowExtents(const Project &project); // rows without racks are left out

// Hall floors, aisle hints, walls and obstacles as triangles; obstacle outlines and pathway
// edges as lines. Pathways of phases after `viewPhase` are ghosted: faint and dashed.
void appendFloor(
    VertexList &triangles, VertexList &lines, const Project &project, const FloorColors &colors, Id viewPhase = kNoId);
// Obstacles by kind (floor_obstacles.cpp): the fill of a kind (a column the theme's obstacle grey,
// the others their palette colour, a no-go zone faint under its hatching), outlines and marks.
QColor obstacleFill(ObstacleKind kind, const FloorColors &colors);
void appendObstacles(VertexList &triangles, VertexList &lines, const Project &project, const FloorColors &colors);
// The floor-tile grid of every hall, clipped to the hall's bounding box.
void appendTileGrid(VertexList &lines, const Project &project, const FloorColors &colors);
// Bounding box of halls and racks in world millimetres; empty when there is nothing to show.
QRectF projectBounds(const Project &project);

} // namespace plenum::app

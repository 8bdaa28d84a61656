// SPDX-License-Identifier: GPL-3.0-or-later
// FloorPlanItem's scene graph: one transform node maps world millimetres to item pixels; under it
// six vertex-coloured geometry nodes (floor, tile grid, rack fills, rack outlines, overlay lines,
// selection). Static content is rebuilt only when the project or the palette changes, a moved
// rack rewrites only its own vertices, and pan/zoom only changes the matrix.
#include "document/document.h"
#include "floor/floor_plan_item.h"
#include "render/phases.h"

#include <QQuickWindow>
#include <QSGGeometryNode>
#include <QSGOpacityNode>
#include <QSGRendererInterface>
#include <QSGTransformNode>
#include <QSGVertexColorMaterial>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstring>
#include <type_traits>

#include <fmt/format.h>

namespace plenum::app {
namespace {

constexpr double kSelectionPx = 3;
constexpr double kHighlightPx = 3;
constexpr double kRouteStrokePx = 4;

// A band of `t` world units around a rack's footprint, outside its edges.
void appendBand(VertexList &out, const RackShape &s, double t, const QColor &color)
{
    QPointF u = s.corners[1] - s.corners[0], v = s.corners[3] - s.corners[0];
    u /= std::hypot(u.x(), u.y());
    v /= std::hypot(v.x(), v.y());
    const QPointF outer[4] = { s.corners[0] - (u + v) * t, s.corners[1] + (u - v) * t, s.corners[2] + (u + v) * t,
        s.corners[3] - (u - v) * t };
    for (int i = 0; i < 4; ++i)
        out.quad(s.corners[i], s.corners[(i + 1) % 4], outer[(i + 1) % 4], outer[i], color);
}
constexpr int kMaxLabels = 600;
constexpr double kObstacleLabelMinPx = 24; // the obstacle's narrower side on screen

QSGGeometryNode *makeNode(QSGGeometry::DrawingMode mode)
{
    auto *node = new QSGGeometryNode;
    auto *geometry = new QSGGeometry(QSGGeometry::defaultAttributes_ColoredPoint2D(), 0);
    geometry->setDrawingMode(mode);
    geometry->setLineWidth(1);
    node->setGeometry(geometry);
    node->setFlag(QSGNode::OwnsGeometry);
    node->setMaterial(new QSGVertexColorMaterial);
    node->setFlag(QSGNode::OwnsMaterial);
    return node;
}

// The vertex lists of floor_geometry.h are copied as they are: their vertex must be laid out as the
// scene graph's.
using SgVertex = QSGGeometry::ColoredPoint2D;
static_assert(sizeof(VertexList::Vertex) == sizeof(SgVertex));
static_assert(offsetof(VertexList::Vertex, x) == offsetof(SgVertex, x));
static_assert(offsetof(VertexList::Vertex, y) == offsetof(SgVertex, y));
static_assert(offsetof(VertexList::Vertex, r) == offsetof(SgVertex, r));
static_assert(offsetof(VertexList::Vertex, g) == offsetof(SgVertex, g));
static_assert(offsetof(VertexList::Vertex, b) == offsetof(SgVertex, b));
static_assert(offsetof(VertexList::Vertex, a) == offsetof(SgVertex, a));
static_assert(std::is_trivially_copyable_v<VertexList::Vertex>);

// A node's vertex memory (raw storage QSGGeometry allocated for ColoredPoint2D) as our vertices.
VertexList::Vertex *vertexData(QSGGeometryNode *node)
{
    return static_cast<VertexList::Vertex *>(node->geometry()->vertexData());
}

void upload(QSGGeometryNode *node, const std::vector<VertexList::Vertex> &vertices)
{
    QSGGeometry *geometry = node->geometry();
    geometry->allocate(int(vertices.size()));
    if (!vertices.empty())
        std::memcpy(geometry->vertexData(), vertices.data(), vertices.size() * sizeof(vertices[0]));
    node->markDirty(QSGNode::DirtyGeometry);
}

struct FloorRootNode : QSGTransformNode {
    QSGGeometryNode *floor = makeNode(QSGGeometry::DrawTriangles);
    QSGOpacityNode *gridOpacity = new QSGOpacityNode;
    QSGGeometryNode *grid = makeNode(QSGGeometry::DrawLines);
    QSGGeometryNode *rackFill = makeNode(QSGGeometry::DrawTriangles);
    QSGGeometryNode *rackLines = makeNode(QSGGeometry::DrawLines);
    QSGGeometryNode *overlay = makeNode(QSGGeometry::DrawLines);
    QSGGeometryNode *highlight = makeNode(QSGGeometry::DrawTriangles);
    QSGGeometryNode *selection = makeNode(QSGGeometry::DrawTriangles);
    FloorRootNode()
    {
        appendChildNode(floor);
        gridOpacity->appendChildNode(grid);
        appendChildNode(gridOpacity);
        appendChildNode(rackFill);
        appendChildNode(rackLines);
        appendChildNode(overlay);
        appendChildNode(highlight);
        appendChildNode(selection);
    }
};

} // namespace

FloorColors FloorPlanItem::colors() const
{
    return { m_floorColor, m_gridColor, m_wallColor, m_obstacleColor, m_obstacleOutlineColor, m_coldAisleColor,
        m_hotAisleColor, m_rackColor, m_rackFutureColor, m_rackOutlineColor, m_rackFrontColor, m_selectionColor,
        m_pathwayDataColor, m_pathwayFiberColor, m_pathwayPowerColor };
}

void FloorPlanItem::writeRackVertices(std::size_t slot, VertexList::Vertex *fill, VertexList::Vertex *outline) const
{
    const Project &project = m_document->project();
    const Rack &rack = project.racks[slot];
    const RackShape shape = shapeOf(rack);
    const bool future = isLaterPhase(project, rack.phase, m_document->selection()->viewPhaseId());
    writeRackFill(fill, shape, rackFillColor(slot, future), m_rackFrontColor);
    writeRackOutline(outline, shape, m_rackOutlineColor);
}

QColor FloorPlanItem::rackFillColor(std::size_t slot, bool later) const
{
    const RackRole role = slot < m_rackRoles.size() ? m_rackRoles[slot] : RackRole::Other;
    return RackColors { m_rackColor, m_rackFutureColor, m_rackGpuColor, m_rackNetworkColor, m_rackStorageColor,
        m_floorColor }
        .fill(role, later);
}

VertexList FloorPlanItem::selectionBand() const
{
    VertexList band;
    if (!m_document)
        return band;
    for (const QVariant &id : selectedRackIds())
        if (const Rack *rack = m_document->rack(id.toLongLong()))
            appendBand(band, shapeOf(*rack), kSelectionPx / m_scale, m_selectionColor);
    return band;
}

VertexList FloorPlanItem::highlightGeometry() const
{
    VertexList out;
    if (!m_document)
        return out;
    appendAsbuiltGeometry(out);
    const double half = kRouteStrokePx / 2 / m_scale;
    for (const QLineF &line : m_highlightShapes.lines) {
        const double length = line.length();
        if (length <= 0)
            continue;
        const QPointF n(-line.dy() / length * half, line.dx() / length * half);
        const QPointF along(line.dx() / length * half, line.dy() / length * half); // square caps join the pieces
        out.quad(
            line.p1() - along + n, line.p2() + along + n, line.p2() + along - n, line.p1() - along - n, m_routeColor);
    }
    for (Id id : m_highlightShapes.racks)
        if (const Rack *rack = m_document->rack(id))
            appendBand(out, shapeOf(*rack), kHighlightPx / m_scale, m_highlightColor);
    return out;
}

double FloorPlanItem::gridOpacity() const
{
    const Project *project = m_document ? &m_document->project() : nullptr;
    const double tileMm = !project || project->halls.empty() ? 600.0 : double(project->halls.front().tile_mm);
    return std::clamp((tileMm * m_scale - 5.0) / 10.0, 0.0, 1.0); // fade out before the grid turns grey
}

QSGNode *FloorPlanItem::updatePaintNode(QSGNode *old, UpdatePaintNodeData *)
{
    if (window()->rendererInterface()->graphicsApi() == QSGRendererInterface::Software)
        return updateSoftwareNode(old);
    auto *root = static_cast<FloorRootNode *>(old);
    if (!root) {
        root = new FloorRootNode;
        m_staticDirty = true;
    }
    static const Project emptyProject;
    const Project &project = m_document ? m_document->project() : emptyProject;
    const FloorColors palette = colors();
    auto writeRack = [&](std::size_t slot) {
        writeRackVertices(slot, vertexData(root->rackFill) + slot * kRackFillVertices,
            vertexData(root->rackLines) + slot * kRackLineVertices);
    };

    if (m_staticDirty) {
        VertexList triangles, lines, grid;
        appendFloor(triangles, lines, project, palette, m_document ? m_document->selection()->viewPhaseId() : kNoId);
        appendTileGrid(grid, project, palette);
        upload(root->floor, triangles.vertices);
        upload(root->overlay, lines.vertices);
        upload(root->grid, grid.vertices);
        m_rackRoles = rackRoles(project);
        root->rackFill->geometry()->allocate(int(project.racks.size() * kRackFillVertices));
        root->rackLines->geometry()->allocate(int(project.racks.size() * kRackLineVertices));
        for (std::size_t slot = 0; slot < project.racks.size(); ++slot)
            writeRack(slot);
        m_dirtyRacks.clear();
    }
    for (qint64 id : m_dirtyRacks)
        if (const Rack *rack = m_document ? m_document->rack(id) : nullptr)
            writeRack(std::size_t(rack - project.racks.data()));
    if (m_staticDirty || !m_dirtyRacks.empty()) {
        root->rackFill->markDirty(QSGNode::DirtyGeometry);
        root->rackLines->markDirty(QSGNode::DirtyGeometry);
    }
    m_staticDirty = false;
    m_dirtyRacks.clear();

    if (m_selectionDirty) {
        upload(root->selection, selectionBand().vertices);
        m_selectionDirty = false;
    }
    if (m_highlightDirty) {
        upload(root->highlight, highlightGeometry().vertices);
        m_highlightDirty = false;
    }

    root->gridOpacity->setOpacity(gridOpacity());
    QMatrix4x4 matrix;
    matrix.translate(float(m_origin.x()), float(m_origin.y()));
    matrix.scale(float(m_scale), float(-m_scale));
    root->setMatrix(matrix);
    return root;
}

void FloorPlanItem::scheduleLabels()
{
    if (m_labelsScheduled)
        return;
    m_labelsScheduled = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_labelsScheduled = false;
            rebuildLabels();
        },
        Qt::QueuedConnection);
}

void FloorPlanItem::rebuildLabels()
{
    QVariantList labels;
    auto add = [&labels](
                   const QString &kind, const std::string &name, QPointF at, bool future = false, bool locked = false) {
        labels.append(
            QVariantMap { { QStringLiteral("kind"), kind }, { QStringLiteral("name"), QString::fromStdString(name) },
                { QStringLiteral("x"), at.x() }, { QStringLiteral("y"), at.y() }, { QStringLiteral("future"), future },
                { QStringLiteral("locked"), locked } });
    };
    const QRectF view = boundingRect();
    static const Project emptyProject;
    const Project &project = m_document ? m_document->project() : emptyProject;
    for (const Hall &hall : project.halls) { // name and size at the hall's north-west corner
        QRectF box;
        for (const Point &p : hall.outline)
            box = box.united(QRectF(QPointF(double(p.x_mm), double(p.y_mm)), QSizeF(0.001, 0.001)));
        if (box.width() * m_scale < 160)
            continue;
        add(QStringLiteral("hall"),
            fmt::format("{}  ·  {:.1f} × {:.1f} m", hall.name, box.width() / 1000.0, box.height() / 1000.0),
            mapFromWorld(QPointF(box.left(), box.bottom())) + QPointF(8, 6));
    }
    for (const RowExtent &e : rowExtents(project)) { // a row tag beyond the row's western (or southern) end
        const double f = e.fMedian, gap = 14 / m_scale; // in line with the row, not an outlier
        const QPointF a = e.at(e.sMin - gap, f), b = e.at(e.sMax + gap, f);
        const bool useA = std::abs(a.x() - b.x()) > 1 ? a.x() < b.x() : a.y() < b.y();
        add(QStringLiteral("row"), e.row->name, mapFromWorld(useA ? a : b));
    }
    for (const Obstacle &o : project.obstacles) { // its name (else its kind) once big enough; a lock mark if locked
        if (o.outline.empty())
            continue;
        QRectF box;
        for (const Point &p : o.outline)
            box = box.united(QRectF(QPointF(double(p.x_mm), double(p.y_mm)), QSizeF(0.001, 0.001)));
        const QPointF centre = mapFromWorld(box.center());
        if (!view.contains(centre))
            continue;
        if (std::min(box.width(), box.height()) * m_scale >= kObstacleLabelMinPx)
            add(QStringLiteral("obstacle"), o.name.empty() ? std::string(toString(o.kind)) : o.name, centre, false,
                o.locked);
        else if (o.locked)
            add(QStringLiteral("lock"), o.name, centre, false, true);
    }
    const Id viewPhase = m_document ? m_document->selection()->viewPhaseId() : kNoId;
    int rackLabels = 0;
    for (const Rack &rack : project.racks) {
        const RackShape s = shapeOf(rack);
        const QPointF across = (s.corners[1] - s.corners[0]) * m_scale;
        if (std::hypot(across.x(), across.y()) < m_labelMinRackPixels)
            continue; // too small on screen for a legible name
        const QPointF centre = mapFromWorld(s.centre);
        if (!view.contains(centre))
            continue;
        add(QStringLiteral("rack"), rack.name, centre, isLaterPhase(project, rack.phase, viewPhase), rack.locked);
        if (++rackLabels >= kMaxLabels)
            break;
    }
    if (labels == m_labels)
        return;
    m_labels = labels;
    emit labelsChanged();
}

} // namespace plenum::app

// SPDX-License-Identifier: GPL-3.0-or-later
// The floor plan's drawn objects (issue #18): obstacles and pathways are picked with a click, moved
// with a drag (snapped to the hall's tiles, Alt: free) and deleted with Del; a drag on a handle of
// the selected pathway moves that vertex, on a corner of the selected obstacle that corner. Nothing changes during the
// drag — the overlay previews objectDragMm — and the release runs one Document edit, one undo step, refused with the
// core's reason (the object stays where it was).
#include "floor/floor_plan_item.h"

#include "document/document.h"
#include "geometry/footprint.h"

#include <QKeyEvent>
#include <QMouseEvent>

#include <algorithm>
#include <cmath>

namespace plenum::app {
namespace {

constexpr double kHandlePx = 7; // a vertex handle is picked this close to its centre
constexpr double kPathwayMinPx = 5; // a thin pathway is picked this close to its centre line
constexpr double kDragStartPx = 4;

double segmentDistance(QPointF p, QPointF a, QPointF b)
{
    const QPointF ab = b - a;
    const double len2 = QPointF::dotProduct(ab, ab);
    const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / len2, 0.0, 1.0) : 0.0;
    const QPointF q = a + ab * t;
    return std::hypot(p.x() - q.x(), p.y() - q.y());
}

const Pathway *pathwayById(const Project &p, qint64 id)
{
    for (const Pathway &pw : p.pathways)
        if (qint64(pw.id) == id)
            return &pw;
    return nullptr;
}

} // namespace

void FloorPlanItem::setSelectedObstacleId(qint64 id)
{
    if (id == m_selectedObstacle && m_selectedPathway == 0)
        return;
    m_selectedObstacle = id;
    m_selectedPathway = 0;
    if (id != 0)
        setSelectedRackId(0);
    emit objectSelectionChanged();
}

void FloorPlanItem::setSelectedPathwayId(qint64 id)
{
    if (id == m_selectedPathway && m_selectedObstacle == 0)
        return;
    m_selectedPathway = id;
    m_selectedObstacle = 0;
    if (id != 0)
        setSelectedRackId(0);
    emit objectSelectionChanged();
}

int FloorPlanItem::tileOf(Id hall) const
{
    if (m_document)
        for (const Hall &h : m_document->project().halls)
            if ((hall == kNoId || h.id == hall) && h.tile_mm > 0)
                return h.tile_mm;
    return 600;
}

QPointF FloorPlanItem::snapTile(QPointF worldMm, bool free) const
{
    const double grid = free ? 10.0 : double(tileOf(kNoId));
    return { std::round(worldMm.x() / grid) * grid, std::round(worldMm.y() / grid) * grid };
}

qint64 FloorPlanItem::obstacleAt(QPointF itemPoint) const
{
    if (!m_document)
        return 0;
    const QPointF w = mapToWorld(itemPoint);
    const auto &obstacles = m_document->project().obstacles;
    for (auto it = obstacles.rbegin(); it != obstacles.rend(); ++it)
        if (geometry::covers(it->outline, { std::llround(w.x()), std::llround(w.y()) }))
            return qint64(it->id);
    return 0;
}

qint64 FloorPlanItem::pathwayAt(QPointF itemPoint) const
{
    if (!m_document)
        return 0;
    const QPointF w = mapToWorld(itemPoint);
    const auto &pathways = m_document->project().pathways;
    for (auto it = pathways.rbegin(); it != pathways.rend(); ++it) {
        const double reach = std::max(it->width_mm / 2.0, kPathwayMinPx / m_scale);
        for (std::size_t i = 1; i < it->points.size(); ++i) {
            const QPointF a(double(it->points[i - 1].x_mm), double(it->points[i - 1].y_mm));
            const QPointF b(double(it->points[i].x_mm), double(it->points[i].y_mm));
            if (segmentDistance(w, a, b) <= reach)
                return qint64(it->id);
        }
    }
    return 0;
}

std::vector<QPointF> FloorPlanItem::handlePoints() const
{
    std::vector<QPointF> out;
    if (!m_document)
        return out;
    if (const Pathway *pw = pathwayById(m_document->project(), m_selectedPathway))
        for (const Point3 &pt : pw->points)
            out.emplace_back(double(pt.x_mm), double(pt.y_mm));
    for (const Obstacle &o : m_document->project().obstacles)
        if (qint64(o.id) == m_selectedObstacle)
            for (const Point &pt : o.outline)
                out.emplace_back(double(pt.x_mm), double(pt.y_mm));
    return out;
}

int FloorPlanItem::pathwayVertexAt(QPointF itemPoint) const
{
    const std::vector<QPointF> handles = handlePoints();
    for (std::size_t i = 0; i < handles.size(); ++i) {
        const QPointF at = mapFromWorld(handles[i]);
        if (std::hypot(at.x() - itemPoint.x(), at.y() - itemPoint.y()) <= kHandlePx)
            return int(i);
    }
    return -1;
}

bool FloorPlanItem::pressObject(QMouseEvent *event)
{
    const QPointF pos = event->position();
    m_objectDragMm = QPointF();
    m_dragVertex = pathwayVertexAt(pos);
    if (m_dragVertex >= 0) {
        m_vertexStartMm = handlePoints()[std::size_t(m_dragVertex)];
        m_drag = Drag::MoveVertex;
        emit objectDragChanged();
        return true;
    }
    if (const qint64 obstacle = obstacleAt(pos)) {
        setSelectedObstacleId(obstacle);
        m_drag = Drag::MoveObject;
        return true;
    }
    if (const qint64 pathway = pathwayAt(pos)) {
        setSelectedPathwayId(pathway);
        m_drag = Drag::MoveObject;
        return true;
    }
    if (m_selectedObstacle || m_selectedPathway) { // a press elsewhere lets the object go
        m_selectedObstacle = m_selectedPathway = 0;
        emit objectSelectionChanged();
    }
    return false;
}

void FloorPlanItem::dragObject(QPointF itemPoint, bool free)
{
    if ((itemPoint - m_pressPos).manhattanLength() < kDragStartPx && m_objectDragMm.isNull())
        return;
    QPointF offset;
    if (m_drag == Drag::MoveVertex) {
        offset = snapTile(m_vertexStartMm + (mapToWorld(itemPoint) - mapToWorld(m_pressPos)), free) - m_vertexStartMm;
    } else {
        const double grid = free ? 10.0 : double(tileOf(kNoId));
        const QPointF d = mapToWorld(itemPoint) - mapToWorld(m_pressPos);
        offset = QPointF(std::round(d.x() / grid) * grid, std::round(d.y() / grid) * grid);
    }
    if (offset != m_objectDragMm) {
        m_objectDragMm = offset;
        emit objectDragChanged();
    }
}

void FloorPlanItem::releaseObject()
{
    const QPointF offset = m_objectDragMm;
    const int vertex = m_dragVertex;
    const Drag drag = m_drag;
    m_objectDragMm = QPointF();
    m_dragVertex = -1;
    emit objectDragChanged();
    if (!m_document || offset.isNull())
        return;
    const qint64 dx = std::llround(offset.x()), dy = std::llround(offset.y());
    if (drag == Drag::MoveVertex && m_selectedObstacle)
        m_document->moveObstacleCorner(m_selectedObstacle, vertex, m_vertexStartMm + offset);
    else if (drag == Drag::MoveVertex)
        m_document->movePathwayPoint(m_selectedPathway, vertex, m_vertexStartMm + offset);
    else if (m_selectedObstacle)
        m_document->moveObstacle(m_selectedObstacle, dx, dy);
    else if (m_selectedPathway)
        m_document->movePathway(m_selectedPathway, dx, dy);
}

bool FloorPlanItem::objectKey(QKeyEvent *event)
{
    if (!m_document || (!m_selectedObstacle && !m_selectedPathway))
        return false;
    switch (event->key()) {
    case Qt::Key_Delete:
    case Qt::Key_Backspace: {
        const bool done = m_selectedObstacle ? m_document->deleteObstacle(m_selectedObstacle)
                                             : m_document->deletePathway(m_selectedPathway);
        if (done) {
            m_selectedObstacle = m_selectedPathway = 0;
            emit objectSelectionChanged();
        }
        return true;
    }
    case Qt::Key_Escape:
        m_selectedObstacle = m_selectedPathway = 0;
        emit objectSelectionChanged();
        return true;
    default:
        return false;
    }
}

} // namespace plenum::app

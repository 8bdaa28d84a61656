// SPDX-License-Identifier: GPL-3.0-or-later
#include "floor/floor_plan_item.h"

#include "document/document.h"
#include "geometry/footprint.h"
#include "render/palette.h"

#include <QCursor>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace plenum::app {
namespace {

constexpr double kMinScale = 0.0005; // px per mm: 0.5 px per metre
constexpr double kMaxScale = 2.0; // 2 px per mm
constexpr double kDragThresholdPx = 4;
constexpr double kFitMarginPx = 24;
constexpr double kHighlightScale = 0.03; // px per mm: showing a highlight zooms in to at least this

} // namespace

FloorPlanItem::FloorPlanItem(QQuickItem *parent)
    : QQuickItem(parent)
    , m_floorColor(0xffffff)
    , m_gridColor(0xe4e8ed)
    , m_wallColor(0x3a4350)
    , m_obstacleColor(0x9aa3ad)
    , m_obstacleOutlineColor(0x4a525c)
    , m_coldAisleColor(0xdcebfa)
    , m_hotAisleColor(0xfbe5da)
    , m_rackColor(palette::rackOther())
    , m_rackFutureColor(0xb9cfe8)
    , m_rackOutlineColor(0x123e6e)
    , m_rackFrontColor(0x58d1f5)
    , m_selectionColor(palette::selection())
    , m_pathwayDataColor(palette::pathwayData())
    , m_pathwayFiberColor(palette::pathwayFiber())
    , m_pathwayPowerColor(palette::pathwayPower())
    , m_rackGpuColor(palette::rackGpu())
    , m_rackNetworkColor(palette::rackNetwork())
    , m_rackStorageColor(palette::rackStorage())
    , m_highlightColor(palette::highlight())
    , m_routeColor(palette::route())
    , m_asbuiltWrongColor(palette::asbuiltWrong())
    , m_asbuiltMissingColor(palette::asbuiltMissing())
{
    setFlag(ItemHasContents, true);
    setAcceptedMouseButtons(Qt::LeftButton | Qt::MiddleButton | Qt::RightButton);
    setAcceptHoverEvents(true);
    connect(this, &FloorPlanItem::colorsChanged, this, [this] {
        m_staticDirty = true;
        update();
    });
}

void FloorPlanItem::setDocument(Document *document)
{
    if (!switchDocument(this, m_document, document))
        return;
    if (m_document) {
        connect(m_document, &Document::projectReset, this, &FloorPlanItem::onProjectReset);
        connect(m_document, &Document::rackChanged, this, &FloorPlanItem::onRackChanged);
        connect(m_document, &Document::contentChanged, this, &FloorPlanItem::onContentChanged);
        Selection *selection = m_document->selection();
        connect(selection, &Selection::changed, this, [this, selection] { setSelectedRackId(selection->rackId()); });
        connect(selection, &Selection::viewPhaseChanged, this, [this] {
            m_staticDirty = true;
            scheduleLabels();
            update();
        });
        connect(selection, &Selection::highlightChanged, this, &FloorPlanItem::onHighlightChanged);
        connect(selection, &Selection::cableChanged, this, &FloorPlanItem::onHighlightChanged);
        connect(m_document, &Document::cablesChanged, this, &FloorPlanItem::onHighlightChanged);
    }
    emit documentChanged();
    onProjectReset();
    onHighlightChanged();
}

void FloorPlanItem::setSelectedRackId(qint64 id)
{
    if (m_document && id != 0 && !m_document->rack(id))
        id = 0;
    if (id == m_selectedRack)
        return;
    if (!m_moreRacks.isEmpty() && !m_moreRacks.contains(id))
        m_moreRacks.clear(); // a plain selection replaces the multiple one
    m_selectedRack = id;
    if (id != 0 && (m_selectedObstacle || m_selectedPathway)) { // one kind of selection at a time
        m_selectedObstacle = m_selectedPathway = 0;
        emit objectSelectionChanged();
    }
    m_selectionDirty = true;
    update();
    if (m_document)
        m_document->selection()->setRackId(id);
    emit selectionChanged();
}

QVariantList FloorPlanItem::selectedRackIds() const
{
    QVariantList ids;
    if (m_selectedRack != 0)
        ids.append(m_selectedRack);
    for (qint64 id : m_moreRacks)
        if (id != m_selectedRack)
            ids.append(id);
    return ids;
}

QPointF FloorPlanItem::snapWorld(QPointF worldMm, bool free) const
{
    double grid = 10;
    if (!free) {
        grid = 300;
        if (m_document && !m_document->project().halls.empty() && m_document->project().halls.front().tile_mm >= 2)
            grid = m_document->project().halls.front().tile_mm / 2;
    }
    return { std::round(worldMm.x() / grid) * grid, std::round(worldMm.y() / grid) * grid };
}

void FloorPlanItem::keyPressEvent(QKeyEvent *event)
{
    if (objectKey(event)) {
        event->accept();
        return;
    }
    const QVariantList racks = selectedRackIds();
    if (!m_document || racks.isEmpty()) {
        event->ignore();
        return;
    }
    const bool ctrl = event->modifiers() & Qt::ControlModifier;
    int tile = 600;
    if (const Rack *rack = m_document->rack(m_selectedRack))
        tile = snapGridMm(*rack) * 2;
    const qint64 step = (event->modifiers() & Qt::ShiftModifier) ? tile : 100;
    bool handled = true;
    switch (event->key()) {
    case Qt::Key_R:
        if (ctrl) {
            handled = false;
            break;
        }
        m_document->rotateRacks(racks); // each about its own centre, one undo step
        break;
    case Qt::Key_D:
        handled = ctrl;
        if (ctrl)
            m_document->duplicateRack(m_selectedRack);
        break;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        m_document->deleteRacks(racks);
        break;
    case Qt::Key_Left:
        m_document->nudgeRacks(racks, -step, 0);
        break;
    case Qt::Key_Right:
        m_document->nudgeRacks(racks, step, 0);
        break;
    case Qt::Key_Up:
        m_document->nudgeRacks(racks, 0, step);
        break; // world y grows northwards, up the screen
    case Qt::Key_Down:
        m_document->nudgeRacks(racks, 0, -step);
        break;
    default:
        handled = false;
    }
    event->setAccepted(handled);
}

QString FloorPlanItem::selectedRackName() const
{
    const Rack *rack = m_document ? m_document->rack(m_selectedRack) : nullptr;
    return rack ? QString::fromStdString(rack->name) : QString();
}

void FloorPlanItem::onProjectReset()
{
    m_drag = Drag::None;
    clearRackDrag();
    m_staticDirty = true;
    m_dirtyRacks.clear();
    setSelectedRackId(0);
    if (m_selectedObstacle || m_selectedPathway) {
        m_selectedObstacle = m_selectedPathway = 0;
        emit objectSelectionChanged();
    }
    m_selectionDirty = true;
    m_fitPending = true;
    if (width() > 0 && height() > 0)
        zoomToFit();
    scheduleLabels();
    update();
}

void FloorPlanItem::onContentChanged()
{
    // Racks added or removed by an edit: every slot is rebuilt, the view stays where it is.
    m_staticDirty = true;
    m_dirtyRacks.clear();
    m_selectionDirty = true;
    if (m_selectedRack != 0 && !m_document->rack(m_selectedRack))
        setSelectedRackId(0);
    const auto &obstacles = m_document->project().obstacles;
    const auto &pathways = m_document->project().pathways;
    if ((m_selectedObstacle
            && std::none_of(obstacles.begin(), obstacles.end(),
                [&](const Obstacle &o) { return qint64(o.id) == m_selectedObstacle; }))
        || (m_selectedPathway && std::none_of(pathways.begin(), pathways.end(), [&](const Pathway &p) {
               return qint64(p.id) == m_selectedPathway;
           }))) {
        m_selectedObstacle = m_selectedPathway = 0; // undone, or deleted
        emit objectSelectionChanged();
    }
    scheduleLabels();
    update();
}

void FloorPlanItem::onHighlightChanged()
{
    refreshAsbuilt(); // the cables' routes change with them
    m_highlightShapes = m_document ? m_document->selection()->highlightShapes() : HighlightShapes();
    m_highlightDirty = true;
    update();
    emit highlightChanged();
    if (m_followHighlight && !m_fitPending)
        showHighlight();
}

void FloorPlanItem::showHighlight()
{
    if (!m_document || m_highlightShapes.empty())
        return;
    QRectF box;
    auto add
        = [&box](QPointF p) { box = box.isNull() ? QRectF(p, QSizeF(1, 1)) : box.united(QRectF(p, QSizeF(1, 1))); };
    for (Id id : m_highlightShapes.racks)
        if (const Rack *rack = m_document->rack(id))
            for (const QPointF &corner : shapeOf(*rack).corners)
                add(corner);
    for (const QLineF &line : m_highlightShapes.lines) {
        add(line.p1());
        add(line.p2());
    }
    const double fit = std::min((width() - 2 * kFitMarginPx) / std::max(box.width(), 1.0),
        (height() - 2 * kFitMarginPx) / std::max(box.height(), 1.0));
    const double scale = std::min(std::max(m_scale, kHighlightScale), fit);
    const QPointF centre = box.center();
    setView(scale, QPointF(width() / 2 - centre.x() * scale, height() / 2 + centre.y() * scale));
}

void FloorPlanItem::onRackChanged(qint64 id)
{
    if (m_highlightShapes.racks.count(id) || !m_highlightShapes.lines.empty())
        onHighlightChanged();
    m_dirtyRacks.insert(id);
    if (id == m_selectedRack)
        m_selectionDirty = true;
    scheduleLabels();
    update();
}

QPointF FloorPlanItem::mapToWorld(QPointF p) const
{
    return QPointF((p.x() - m_origin.x()) / m_scale, (m_origin.y() - p.y()) / m_scale);
}

QPointF FloorPlanItem::mapFromWorld(QPointF w) const
{
    return QPointF(m_origin.x() + w.x() * m_scale, m_origin.y() - w.y() * m_scale);
}

void FloorPlanItem::setView(double scale, QPointF origin)
{
    m_fitted = false; // zoomToFit() sets it again after this
    scale = std::clamp(scale, kMinScale, kMaxScale);
    if (scale == m_scale && origin == m_origin)
        return;
    if (scale != m_scale)
        m_selectionDirty = m_highlightDirty = true; // frames and strokes are a few pixels wide at any zoom
    m_scale = scale;
    m_origin = origin;
    scheduleLabels();
    update();
    emit viewChanged();
}

void FloorPlanItem::zoomToFit()
{
    m_fitPending = false;
    const QRectF box = m_document ? projectBounds(m_document->project()) : QRectF();
    if (box.isEmpty() || width() <= 2 * kFitMarginPx || height() <= 2 * kFitMarginPx) {
        setView(0.1, QPointF(width() / 2, height() / 2));
        return;
    }
    const double scale
        = std::min((width() - 2 * kFitMarginPx) / box.width(), (height() - 2 * kFitMarginPx) / box.height());
    const QPointF centre = box.center();
    setView(scale, QPointF(width() / 2 - centre.x() * scale, height() / 2 + centre.y() * scale));
    m_fitted = true;
}

void FloorPlanItem::zoomBy(double factor)
{
    const QPointF pivot(width() / 2, height() / 2);
    const QPointF world = mapToWorld(pivot);
    const double scale = std::clamp(m_scale * factor, kMinScale, kMaxScale);
    setView(scale, QPointF(pivot.x() - world.x() * scale, pivot.y() + world.y() * scale));
}

void FloorPlanItem::geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry)
{
    QQuickItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.width() <= 0 || newGeometry.height() <= 0) {
        scheduleLabels();
        return;
    }
    if (m_fitPending || m_fitted) { // a fitted plan fits the new size too (issue 15, point 7)
        zoomToFit();
        if (m_fitPending && m_followHighlight)
            showHighlight();
    } else if (newGeometry.size() != oldGeometry.size()) { // zoomed by hand: keep the centre where it is
        const QSizeF grown = newGeometry.size() - oldGeometry.size();
        setView(m_scale, m_origin + QPointF(grown.width(), grown.height()) / 2);
    }
    scheduleLabels();
}

RackShape FloorPlanItem::shapeOf(const Rack &rack) const
{
    const RackType *type = nullptr;
    for (const RackType &t : m_document->project().rack_types)
        if (t.id == rack.rack_type)
            type = &t;
    return rackShape(rack, type);
}

qint64 FloorPlanItem::rackAt(QPointF itemPoint) const
{
    if (!m_document)
        return 0;
    const QPointF world = mapToWorld(itemPoint);
    const Point at { std::llround(world.x()), std::llround(world.y()) };
    const Project &project = m_document->project();
    std::unordered_map<Id, const RackType *> types; // a project has a few rack types
    for (const RackType &t : project.rack_types)
        types.emplace(t.id, &t);
    for (auto it = project.racks.rbegin(); it != project.racks.rend(); ++it) { // topmost (last drawn) first
        const auto type = types.find(it->rack_type);
        if (type != types.end() && geometry::covers(geometry::rackFootprint(*it, *type->second), at))
            return it->id;
    }
    return 0;
}

int FloorPlanItem::snapGridMm(const Rack &rack) const
{
    for (const Hall &hall : m_document->project().halls)
        if (hall.id == rack.hall && hall.tile_mm >= 2)
            return hall.tile_mm / 2;
    return 300;
}

void FloorPlanItem::mousePressEvent(QMouseEvent *event)
{
    forceActiveFocus(Qt::MouseFocusReason);
    m_pressPos = m_lastPos = event->position();
    m_dragStarted = false;
    if (event->button() == Qt::RightButton) { // the rack under the pointer (or the floor) and its menu
        const qint64 rack = rackAt(event->position());
        if (rack)
            setSelectedRackId(rack);
        else if (const qint64 obstacle = obstacleAt(event->position())) // the menu acts on what it selects
            setSelectedObstacleId(obstacle);
        else if (const qint64 pathway = pathwayAt(event->position()))
            setSelectedPathwayId(pathway);
        else if (m_selectedObstacle || m_selectedPathway) {
            m_selectedObstacle = m_selectedPathway = 0;
            emit objectSelectionChanged();
        }
        m_drag = Drag::None;
        emit contextMenuRequested(rack, event->position());
        event->accept();
        return;
    }
    const qint64 hit = event->button() == Qt::LeftButton ? rackAt(event->position()) : 0;
    if (hit && (event->modifiers() & Qt::ControlModifier)) { // Ctrl+click adds or removes a rack
        QList<qint64> all;
        for (const QVariant &v : selectedRackIds())
            all.append(v.toLongLong());
        if (all.contains(hit))
            all.removeAll(hit);
        else
            all.append(hit);
        m_moreRacks = all;
        setSelectedRackId(all.isEmpty() ? 0 : all.front());
        m_selectionDirty = true;
        update();
        emit selectionChanged();
        m_drag = Drag::None;
        event->accept();
        return;
    }
    if (!hit && event->button() == Qt::LeftButton && (event->modifiers() & Qt::ControlModifier)
        && !m_rowRackType.isEmpty()) { // Ctrl+drag on the floor: a row of the chosen rack type
        pressRow();
        event->accept();
        return;
    }
    if (!hit && event->button() == Qt::LeftButton && !(event->modifiers() & Qt::ShiftModifier)
        && pressObject(event)) { // an obstacle, a pathway or a handle of the selected pathway
        event->accept();
        return;
    }
    if (hit) // a press on the floor selects nothing yet: it may be the start of a pan
        setSelectedRackId(hit);
    if (!hit && event->button() == Qt::LeftButton && (event->modifiers() & Qt::ShiftModifier)) {
        m_drag = Drag::RubberBand; // Shift+drag on the floor: select the racks in a band
        event->accept();
        return;
    }
    if (hit) {
        pressRack(hit);
    } else {
        m_drag = Drag::Pan;
        setCursor(Qt::ClosedHandCursor);
    }
    event->accept();
}

void FloorPlanItem::mouseMoveEvent(QMouseEvent *event)
{
    const QPointF pos = event->position();
    setCursorWorld(pos, true);
    if (!m_dragStarted && (pos - m_pressPos).manhattanLength() < kDragThresholdPx)
        return;
    m_dragStarted = true;
    if (m_drag == Drag::MoveObject || m_drag == Drag::MoveVertex) {
        dragObject(pos, event->modifiers() & Qt::AltModifier);
    } else if (m_drag == Drag::RubberBand) {
        m_band = QRectF(m_pressPos, pos).normalized();
        emit rubberBandChanged();
    } else if (m_drag == Drag::Pan) {
        setView(m_scale, m_origin + (pos - m_lastPos));
    } else if (m_drag == Drag::MoveRack && m_document) {
        dragRacks(pos, event->modifiers() & Qt::AltModifier); // Alt: no snap
    } else if (m_drag == Drag::Row && m_document) {
        dragRow(pos, event->modifiers() & Qt::AltModifier);
    }
    m_lastPos = pos;
    event->accept();
}

void FloorPlanItem::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_drag == Drag::Pan && !m_dragStarted && event->button() == Qt::LeftButton)
        setSelectedRackId(0); // a click on the floor clears the selection; a pan keeps it
    if (m_drag == Drag::MoveObject || m_drag == Drag::MoveVertex)
        releaseObject();
    if (m_drag == Drag::MoveRack)
        m_dragStarted ? releaseRacks() : clearRackDrag();
    if (m_drag == Drag::Row)
        m_dragStarted ? releaseRow() : clearRackDrag();
    if (m_drag == Drag::RubberBand) {
        if (m_dragStarted)
            selectRacksIn(QRectF(mapToWorld(m_band.topLeft()), mapToWorld(m_band.bottomRight())).normalized());
        m_band = QRectF();
        emit rubberBandChanged();
    }
    m_drag = Drag::None;
    unsetCursor();
    event->accept();
}

void FloorPlanItem::hoverMoveEvent(QHoverEvent *event)
{
    setCursorWorld(event->position(), true);
}

void FloorPlanItem::hoverLeaveEvent(QHoverEvent *event)
{
    setCursorWorld(event->position(), false);
}

void FloorPlanItem::setCursorWorld(QPointF itemPoint, bool inside)
{
    m_cursorMm = mapToWorld(itemPoint);
    m_cursorInside = inside;
    emit cursorChanged();
}

void FloorPlanItem::wheelEvent(QWheelEvent *event)
{
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0) {
        event->ignore();
        return;
    }
    const QPointF pivot = event->position();
    const QPointF world = mapToWorld(pivot);
    const double scale = std::clamp(m_scale * std::pow(1.2, steps), kMinScale, kMaxScale);
    setView(scale, QPointF(pivot.x() - world.x() * scale, pivot.y() + world.y() * scale));
    event->accept();
}

} // namespace plenum::app

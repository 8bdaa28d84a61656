// SPDX-License-Identifier: GPL-3.0-or-later
// A mouse drag of racks on the floor plan (issue #18). A press on a rack grabs it — and, when it
// is part of a multiple selection, the whole selection. While dragging nothing in the project
// changes: the racks are previewed at the offset that puts the grabbed rack's centre on the snap
// grid (half a tile; Alt: 10 mm), red with the reason where they may not stand (locked, leaving the
// hall, on an obstacle or on a rack that stays: Document::moveRacksProblem, the core's own check).
// The release moves them all by that offset in one edit and one undo step, or is refused with the
// reason in the status line and nothing changed.
#include "floor/floor_plan_item.h"

#include "document/document.h"

#include <cmath>

namespace plenum::app {

void FloorPlanItem::pressRack(qint64 hit)
{
    const Rack *rack = m_document->rack(hit);
    m_grabOffsetMm = QPointF(double(rack->position.x_mm), double(rack->position.y_mm)) - mapToWorld(m_pressPos);
    m_dragRacks = { hit };
    const QVariantList selected = selectedRackIds();
    if (selected.contains(hit))
        for (const QVariant &id : selected)
            if (id.toLongLong() != hit)
                m_dragRacks.append(id);
    m_drag = Drag::MoveRack;
}

void FloorPlanItem::dragRacks(QPointF itemPoint, bool free)
{
    const Rack *grabbed = m_dragRacks.isEmpty() ? nullptr : m_document->rack(m_dragRacks.front().toLongLong());
    if (!grabbed)
        return;
    const double grid = free ? 10 : snapGridMm(*grabbed);
    const QPointF target = mapToWorld(itemPoint) + m_grabOffsetMm;
    const qint64 dx = qint64(std::llround(target.x() / grid) * grid) - grabbed->position.x_mm;
    const qint64 dy = qint64(std::llround(target.y() / grid) * grid) - grabbed->position.y_mm;
    if (!m_rackDragGhosts.isEmpty() && m_rackDragMm == QPointF(double(dx), double(dy)))
        return; // the same snapped place: the same preview
    m_rackDragMm = QPointF(double(dx), double(dy));
    m_rackDragProblem = (dx == 0 && dy == 0) ? QString() : m_document->moveRacksProblem(m_dragRacks, dx, dy);
    m_rackDragGhosts.clear();
    const Project &project = m_document->project();
    for (const QVariant &id : m_dragRacks) {
        const Rack *r = m_document->rack(id.toLongLong());
        const RackType *type = nullptr;
        for (const RackType &t : project.rack_types)
            if (r && t.id == r->rack_type)
                type = &t;
        if (!type)
            continue;
        m_rackDragGhosts.append(QVariantMap { { QStringLiteral("widthMm"), type->width_mm },
            { QStringLiteral("depthMm"), type->depth_mm }, { QStringLiteral("x"), double(r->position.x_mm + dx) },
            { QStringLiteral("y"), double(r->position.y_mm + dy) }, { QStringLiteral("rotation"), r->rotation_deg },
            { QStringLiteral("problem"), m_rackDragGhosts.isEmpty() ? m_rackDragProblem : QString() } });
    }
    emit rackDragChanged();
}

void FloorPlanItem::releaseRacks()
{
    const QVariantList racks = m_dragRacks;
    const QPointF offset = m_rackDragMm;
    const bool previewed = !m_rackDragGhosts.isEmpty();
    clearRackDrag();
    if (previewed && !offset.isNull()) // a refusal is reported by the Document (errorOccurred)
        m_document->moveRacks(racks, qint64(offset.x()), qint64(offset.y()));
}

void FloorPlanItem::clearRackDrag()
{
    const bool shown = !m_rackDragGhosts.isEmpty();
    m_dragRacks.clear();
    m_rackDragMm = QPointF();
    m_rackDragGhosts.clear();
    m_rackDragProblem.clear();
    if (shown)
        emit rackDragChanged();
}

} // namespace plenum::app

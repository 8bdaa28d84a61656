// SPDX-License-Identifier: GPL-3.0-or-later
// A row of racks in one drag (issue #18). With a rack type chosen (the palette's click), Ctrl+press
// on the floor fixes the first rack's centre (snapped to half a tile; Alt: 10 mm) and the drag lays
// racks of that type side by side along its longer axis, one more for every rack width dragged:
// along x the row faces north (0°), along y east (90°), as edit::addRow places them. The racks are
// previewed (the first captioned "N racks"), red with the reason where they may not stand
// (Document::rackRowProblem, the core's own check); the release adds them as one row, one undo step,
// or is refused with the reason and nothing changed.
#include "floor/floor_plan_item.h"

#include "document/document.h"

#include <cmath>

namespace plenum::app {

void FloorPlanItem::pressRow()
{
    m_rowStartMm = snapWorld(mapToWorld(m_pressPos));
    m_rowCount = 0;
    m_drag = Drag::Row;
}

void FloorPlanItem::dragRow(QPointF itemPoint, bool free)
{
    const QVariantMap size = m_document->rackTypeSize(m_rowRackType);
    const double width = size.value(QStringLiteral("widthMm")).toDouble();
    const double depth = size.value(QStringLiteral("depthMm")).toDouble();
    if (width <= 0)
        return;
    const QPointF start = free ? mapToWorld(m_pressPos) : m_rowStartMm;
    const QPointF d = snapWorld(mapToWorld(itemPoint), free) - start;
    const bool alongX = std::abs(d.x()) >= std::abs(d.y());
    const double span = alongX ? d.x() : d.y();
    const int count = 1 + int(std::floor(std::abs(span) / width));
    const double back = span < 0 ? (count - 1) * width : 0; // dragged west or south: the first is there
    const QPointF first = alongX ? QPointF(std::round(start.x() - back), std::round(start.y()))
                                 : QPointF(std::round(start.x()), std::round(start.y() - back));
    const int facing = alongX ? 0 : 90;
    if (!m_rackDragGhosts.isEmpty() && count == m_rowCount && first == m_rowFirstMm && facing == m_rowFacing)
        return; // the same row: the same preview
    m_rowCount = count;
    m_rowFirstMm = first;
    m_rowFacing = facing;
    m_rackDragProblem = m_document->rackRowProblem(m_rowRackType, qint64(first.x()), qint64(first.y()), count, facing);
    m_rackDragGhosts.clear();
    for (int i = 0; i < count; ++i) {
        const QPointF at = first + (alongX ? QPointF(i * width, 0) : QPointF(0, i * width));
        QVariantMap ghost { { QStringLiteral("widthMm"), width }, { QStringLiteral("depthMm"), depth },
            { QStringLiteral("x"), at.x() }, { QStringLiteral("y"), at.y() }, { QStringLiteral("rotation"), facing },
            { QStringLiteral("problem"), i == 0 ? m_rackDragProblem : QString() } };
        if (i == 0)
            ghost.insert(QStringLiteral("caption"), count == 1 ? tr("1 rack") : tr("%1 racks").arg(count));
        m_rackDragGhosts.append(ghost);
    }
    emit rackDragChanged();
}

void FloorPlanItem::releaseRow()
{
    const bool previewed = !m_rackDragGhosts.isEmpty();
    const QPointF first = m_rowFirstMm;
    const int count = m_rowCount, facing = m_rowFacing;
    clearRackDrag();
    if (previewed) // a refusal is reported by the Document (errorOccurred)
        m_document->addRackRow(m_rowRackType, qint64(first.x()), qint64(first.y()), count, facing);
}

} // namespace plenum::app

// SPDX-License-Identifier: GPL-3.0-or-later
// The floor plan's rubber-band selection (issue #18): the racks whose centres lie in a band become
// one multiple selection, which R, Del and the arrow keys then act on in one undo step each.
#include "floor/floor_plan_item.h"

#include "document/document.h"

namespace plenum::app {

void FloorPlanItem::selectRacksIn(QRectF worldRectMm)
{
    QList<qint64> inside;
    if (m_document)
        for (const Rack &r : m_document->project().racks)
            if (worldRectMm.contains(QPointF(double(r.position.x_mm), double(r.position.y_mm))))
                inside.append(qint64(r.id));
    m_moreRacks = inside;
    setSelectedRackId(inside.isEmpty() ? 0 : inside.front());
    m_selectionDirty = true;
    update();
    emit selectionChanged();
}

} // namespace plenum::app

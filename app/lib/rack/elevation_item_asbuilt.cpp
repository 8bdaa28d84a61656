// SPDX-License-Identifier: GPL-3.0-or-later
// ElevationItem's as-built marks (issue #19): per class of difference (models/asbuilt_marks.h),
// the planned devices at the ends of miswired and swapped links framed in the as-built red and
// their planned ports ringed; those of missing links framed and ringed dashed.
#include "document/document.h"
#include "model/index.h"
#include "models/asbuilt_model.h"
#include "rack/elevation_item.h"

#include <QPainter>

namespace plenum::app {

void ElevationItem::setAsbuilt(AsbuiltModel *model)
{
    if (model == m_asbuilt)
        return;
    if (m_asbuilt)
        disconnect(m_asbuilt, nullptr, this, nullptr);
    m_asbuilt = model;
    if (m_asbuilt) {
        connect(m_asbuilt, &AsbuiltModel::reportChanged, this, &ElevationItem::refreshAsbuilt);
        connect(m_asbuilt, &QObject::destroyed, this, [this] { setAsbuilt(nullptr); });
    }
    refreshAsbuilt();
}

void ElevationItem::refreshAsbuilt()
{
    m_asbuiltMarks = m_asbuilt && m_document && m_asbuilt->loaded()
        ? asbuiltMarks(m_document->project(), m_asbuilt->report())
        : AsbuiltMarks();
    update();
    emit asbuiltChanged();
}

template <typename Each> void ElevationItem::forEachAsbuiltPort(const ElevationLayout &layout, Each &&each) const
{
    const ProjectIndex index(m_document->project());
    for (const auto &box : layout.boxes) {
        const bool wrong = m_asbuiltMarks.wrong_devices.count(box.device) > 0;
        if (!wrong && !m_asbuiltMarks.missing_devices.count(box.device))
            continue;
        const Device *d = index.device(box.device);
        const DeviceType *t = d ? index.deviceType(d->device_type) : nullptr;
        if (!t)
            continue;
        for (const auto *ports : { &m_asbuiltMarks.wrong_ports, &m_asbuiltMarks.missing_ports })
            for (auto it = ports->lower_bound({ box.device, -1 }); it != ports->end() && it->first == box.device;
                 ++it) {
                const QRectF at = elevationPortRect(*d, *t, box.face, box.rect, it->second);
                if (!at.isEmpty())
                    each(at, ports == &m_asbuiltMarks.wrong_ports);
            }
    }
}

void ElevationItem::paintAsbuilt(QPainter *painter, const ElevationLayout &layout) const
{
    if (!m_document)
        return;
    painter->save();
    painter->setBrush(Qt::NoBrush);
    auto pen = [&](bool wrong, double width) {
        return QPen(wrong ? m_asbuiltWrongColor : m_asbuiltMissingColor, width, wrong ? Qt::SolidLine : Qt::DashLine);
    };
    for (const auto &box : layout.boxes) {
        const bool wrong = m_asbuiltMarks.wrong_devices.count(box.device) > 0;
        if (!wrong && !m_asbuiltMarks.missing_devices.count(box.device))
            continue;
        painter->setPen(pen(wrong, 2));
        painter->drawRect(box.rect.adjusted(-1, -1, 1, 1));
    }
    forEachAsbuiltPort(layout, [&](const QRectF &at, bool wrong) {
        painter->setPen(pen(wrong, 2));
        painter->drawEllipse(at.center(), at.width() / 2 + 3, at.height() / 2 + 3);
    });
    painter->restore();
}

int ElevationItem::asbuiltMarkedPortCount() const
{
    if (!m_document || m_asbuiltMarks.empty())
        return 0;
    int n = 0;
    forEachAsbuiltPort(layoutElevation(boundingRect(), m_document->project(), m_rackId, options()),
        [&](const QRectF &, bool) { ++n; });
    return n;
}

} // namespace plenum::app

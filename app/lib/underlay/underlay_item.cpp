// SPDX-License-Identifier: GPL-3.0-or-later
#include "underlay/underlay_item.h"

#include "document/document.h"
#include "floor/floor_plan_item.h"
#include "underlay/underlay_image.h"

#include <QPainter>

namespace plenum::app {

UnderlayItem::UnderlayItem(QQuickItem *parent)
    : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
    connect(this, &UnderlayItem::previewChanged, this, [this] { update(); });
}

void UnderlayItem::setDocument(Document *document)
{
    if (!switchDocument(this, m_document, document))
        return;
    if (m_document)
        connect(m_document, &Document::underlaysChanged, this, [this] {
            // Forget pictures no underlay holds any more.
            std::erase_if(m_cache, [&](const auto &entry) {
                const auto &list = m_document->project().underlays;
                return std::none_of(
                    list.begin(), list.end(), [&](const Underlay &u) { return u.image.bytes.get() == entry.first; });
            });
            update();
        });
    update();
    emit documentChanged();
}

void UnderlayItem::setPlan(FloorPlanItem *plan)
{
    if (m_plan == plan)
        return;
    if (m_plan)
        disconnect(m_plan, nullptr, this, nullptr);
    m_plan = plan;
    if (m_plan)
        connect(m_plan, &FloorPlanItem::viewChanged, this, [this] { update(); });
    update();
    emit planChanged();
}

const QImage *UnderlayItem::imageOf(const Underlay &u)
{
    auto it = m_cache.find(u.image.bytes.get());
    if (it == m_cache.end() || it->second.page != u.page) {
        Cached c;
        c.bytes = u.image.bytes;
        c.page = u.page;
        const DecodedUnderlay d = decodeUnderlay(
            u.format, QByteArray::fromRawData(u.image.view().data(), qsizetype(u.image.size())), u.page);
        c.image = d.image;
        c.error = d.error;
        it = m_cache.insert_or_assign(u.image.bytes.get(), std::move(c)).first;
    }
    if (it->second.image.isNull()) {
        if (m_problem.isEmpty())
            m_problem = tr("Underlay %1: %2").arg(QString::fromStdString(u.name), it->second.error);
        return nullptr;
    }
    return &it->second.image;
}

void UnderlayItem::paint(QPainter *painter)
{
    m_drawn = 0;
    m_problem.clear();
    if (m_document && m_plan) {
        const double pixelsPerMm = m_plan->pixelsPerMetre() / 1000.0;
        painter->setRenderHint(QPainter::SmoothPixmapTransform);
        for (const Underlay &u : m_document->project().underlays) {
            const QImage *image = imageOf(u);
            if (!image)
                continue;
            // World → item flips y; the picture's rows already run down (south), so only its
            // corner, the rotation (clockwise on the floor and on the screen) and the scale remain.
            const QPointF offset = qint64(u.id) == m_previewId ? m_previewOffset : QPointF();
            const QPointF corner
                = mapFromItem(m_plan, m_plan->mapFromWorld(QPointF(double(u.x_mm), double(u.y_mm)) + offset));
            painter->save();
            painter->setOpacity(u.opacity);
            painter->translate(corner);
            painter->rotate(u.rotation_deg);
            painter->scale(u.mm_per_px * pixelsPerMm, u.mm_per_px * pixelsPerMm);
            painter->drawImage(QPointF(0, 0), *image);
            painter->restore();
            ++m_drawn;
        }
    }
    emit painted();
}

} // namespace plenum::app

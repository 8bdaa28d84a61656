// SPDX-License-Identifier: GPL-3.0-or-later
#include "elevation_item.h"

#include <algorithm>

#include "document.h"
#include "highlight.h"
#include "render/palette.h"

#include <QMouseEvent>
#include <QPainter>

namespace plenum::app {

ElevationItem::ElevationItem(QQuickItem *parent)
    : QQuickPaintedItem(parent)
    , m_asbuiltWrongColor(palette::asbuiltWrong())
    , m_asbuiltMissingColor(palette::asbuiltMissing())
{
    setAcceptedMouseButtons(Qt::LeftButton);
    setAntialiasing(true);
    connect(this, &ElevationItem::styleChanged, this, [this] { update(); });
}

void ElevationItem::setDocument(Document *document)
{
    if (!switchDocument(this, m_document, document))
        return;
    if (m_document) {
        auto repaint = [this] { update(); };
        connect(m_document, &Document::projectReset, this, repaint);
        connect(m_document, &Document::rackChanged, this, repaint);
        connect(m_document, &Document::contentChanged, this, repaint);
        connect(m_document, &Document::selectionChanged, this, repaint);
        connect(m_document, &Document::viewPhaseChanged, this, repaint);
        for (auto signal : { &Document::highlightChanged, &Document::cableSelectionChanged, &Document::projectReset })
            connect(m_document, signal, this, &ElevationItem::refreshHighlight);
    }
    emit documentChanged();
    refreshHighlight();
}

void ElevationItem::refreshHighlight()
{
    m_highlightDevices = m_document ? m_document->highlightShapes().devices : std::set<Id>();
    refreshAsbuilt();
    update();
    emit highlightChanged();
}

void ElevationItem::setRackId(qint64 id)
{
    if (id == m_rackId)
        return;
    m_rackId = id;
    emit rackIdChanged();
    update();
}

void ElevationItem::setShowLaterPhases(bool show)
{
    if (show == m_showLaterPhases)
        return;
    m_showLaterPhases = show;
    emit styleChanged();
}

ElevationOptions ElevationItem::options() const
{
    ElevationOptions o;
    if (m_document) {
        o.viewPhase = m_document->viewPhaseId();
        o.selectedDevice = m_document->selectedDeviceId();
    }
    o.showLaterPhases = m_showLaterPhases;
    o.style.background = m_style_background;
    o.style.text = m_style_text;
    o.style.textMuted = m_style_muted;
    o.style.frame = m_style_frame;
    o.style.slot = m_style_slot;
    o.style.slotLine = m_style_slotLine;
    o.style.selection = m_style_selection;
    o.style.fontFamily = m_fontFamily;
    return o;
}

void ElevationItem::paint(QPainter *painter)
{
    static const Project empty;
    const Project &project = m_document ? m_document->project() : empty;
    const ElevationOptions o = options();
    paintElevation(*painter, boundingRect(), project, m_rackId, o);
    if (!m_asbuiltMarks.empty())
        paintAsbuilt(painter, layoutElevation(boundingRect(), project, m_rackId, o));
    if (m_highlightDevices.empty())
        return;
    painter->save();
    painter->setPen(QPen(m_highlightColor, 3));
    painter->setBrush(Qt::NoBrush);
    for (const auto &box : layoutElevation(boundingRect(), project, m_rackId, o).boxes)
        if (m_highlightDevices.count(box.device))
            painter->drawRect(box.rect.adjusted(-2, -2, 2, 2));
    painter->restore();
}

int ElevationItem::highlightedDeviceCount() const
{
    if (!m_document || m_highlightDevices.empty())
        return 0;
    std::set<Id> drawn; // a device shows on both faces
    for (const auto &box : layoutElevation(boundingRect(), m_document->project(), m_rackId, options()).boxes)
        if (m_highlightDevices.count(box.device))
            drawn.insert(box.device);
    return int(drawn.size());
}

qint64 ElevationItem::deviceAt(QPointF itemPoint) const
{
    if (!m_document)
        return 0;
    return layoutElevation(boundingRect(), m_document->project(), m_rackId, options()).deviceAt(itemPoint);
}

QVariantMap ElevationItem::slotAt(QPointF itemPoint) const
{
    QVariantMap slot{ { QStringLiteral("face"), 0 }, { QStringLiteral("u"), 0 } };
    if (!m_document)
        return slot;
    const ElevationLayout layout = layoutElevation(boundingRect(), m_document->project(), m_rackId, options());
    for (int f = 0; f < 2; ++f) {
        const QRectF &o = layout.faces[f];
        if (layout.uPx <= 0 || !o.contains(itemPoint))
            continue;
        slot[QStringLiteral("face")] = f;
        slot[QStringLiteral("u")] = std::clamp(int((o.bottom() - itemPoint.y()) / layout.uPx) + 1, 1, layout.heightU);
    }
    return slot;
}

QRectF ElevationItem::uRect(int face, int u, int heightU) const
{
    if (!m_document || face < 0 || face > 1)
        return {};
    const ElevationLayout layout = layoutElevation(boundingRect(), m_document->project(), m_rackId, options());
    const QRectF &o = layout.faces[face];
    const double bottom = o.bottom() - (u - 1) * layout.uPx;
    return { o.left(), bottom - heightU * layout.uPx, o.width(), heightU * layout.uPx };
}

void ElevationItem::mousePressEvent(QMouseEvent *event)
{
    if (!m_document)
        return;
    forceActiveFocus(Qt::MouseFocusReason); // the editing keys (ElevationView.qml) act on the selection
    const qint64 device = deviceAt(event->position());
    if (device != 0)
        m_document->setSelectedDeviceId(device);
    else
        m_document->setSelectedDeviceId(0);
    event->accept();
}

} // namespace plenum::app

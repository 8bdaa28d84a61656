// SPDX-License-Identifier: GPL-3.0-or-later
#include "rack/elevation_item.h"

#include <algorithm>

#include "document/document.h"
#include "floor/highlight.h"
#include "render/elevation_ports.h"
#include "render/elevation_reservations.h"
#include "render/palette.h"

#include <QMouseEvent>
#include <QPainter>

namespace plenum::app {

ElevationItem::ElevationItem(QQuickItem *parent)
    : QQuickPaintedItem(parent)
    , m_asbuiltWrongColor(palette::asbuiltWrong())
    , m_asbuiltMissingColor(palette::asbuiltMissing())
{
    setAcceptedMouseButtons(Qt::LeftButton | Qt::RightButton);
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
        connect(m_document->selection(), &Selection::changed, this, repaint);
        connect(m_document->selection(), &Selection::viewPhaseChanged, this, repaint);
        connect(m_document, &Document::revisionChanged, this, repaint); // reservations
        connect(m_document->selection(), &Selection::highlightChanged, this, &ElevationItem::refreshHighlight);
        connect(m_document->selection(), &Selection::cableChanged, this, &ElevationItem::refreshHighlight);
        connect(m_document, &Document::projectReset, this, &ElevationItem::refreshHighlight);
    }
    emit documentChanged();
    refreshHighlight();
}

void ElevationItem::refreshHighlight()
{
    m_highlightDevices = m_document ? m_document->selection()->highlightShapes().devices : std::set<Id>();
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
        o.viewPhase = m_document->selection()->viewPhaseId();
        o.selectedDevice = m_document->selection()->deviceId();
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
    const ElevationLayout layout = layoutElevation(boundingRect(), project, m_rackId, o);
    if (!project.reservations.empty())
        paintReservations(*painter, layout, project, m_rackId, o.style);
    if (o.showPorts)
        paintPorts(*painter, layout);
    if (!m_asbuiltMarks.empty())
        paintAsbuilt(painter, layout);
    if (m_highlightDevices.empty())
        return;
    painter->save();
    painter->setPen(QPen(m_highlightColor, 3));
    painter->setBrush(Qt::NoBrush);
    for (const auto &box : layout.boxes)
        if (m_highlightDevices.count(box.device))
            painter->drawRect(box.rect.adjusted(-2, -2, 2, 2));
    painter->restore();
}

namespace {

// The ports of the drawn devices that carry a link: one pass over the links.
std::set<std::pair<Id, int>> linkedPorts(const Project &p, const ElevationLayout &layout)
{
    std::set<Id> shown;
    for (const auto &box : layout.boxes)
        shown.insert(box.device);
    std::set<std::pair<Id, int>> out;
    for (const Link &l : p.links)
        for (const PortRef &end : { l.a, l.b })
            if (shown.count(end.device))
                out.insert({ end.device, end.port });
    return out;
}

} // namespace

void ElevationItem::paintPorts(QPainter &painter, const ElevationLayout &layout) const
{
    const Project &p = m_document->project();
    const auto linked = linkedPorts(p, layout);
    if (linked.empty() && m_pendingDevice == 0)
        return;
    painter.save();
    painter.setBrush(Qt::NoBrush);
    for (const DrawnPort &port : drawnPorts(layout, p)) {
        if (port.device == Id(m_pendingDevice) && port.port == m_pendingPort) {
            painter.setPen(QPen(m_style_selection, 2.5));
            painter.drawRect(port.rect.adjusted(-2.5, -2.5, 2.5, 2.5));
        } else if (linked.count({ port.device, port.port })) {
            painter.setPen(QPen(m_linkedPortColor, 1.2));
            painter.drawRect(port.rect.adjusted(-1, -1, 1, 1));
        }
    }
    painter.restore();
}

QVariantMap ElevationItem::portAt(QPointF itemPoint) const
{
    QVariantMap out { { QStringLiteral("device"), qint64(0) }, { QStringLiteral("port"), -1 } };
    if (!m_document)
        return out;
    const Project &p = m_document->project();
    const DrawnPort hit = plenum::app::portAt(layoutElevation(boundingRect(), p, m_rackId, options()), p, itemPoint);
    if (hit.device != kNoId) {
        out[QStringLiteral("device")] = qint64(hit.device);
        out[QStringLiteral("port")] = hit.port;
    }
    return out;
}

QRectF ElevationItem::portRect(qint64 device, const QString &portName) const
{
    if (!m_document)
        return {};
    const Project &p = m_document->project();
    const std::string name = portName.toStdString();
    for (const DrawnPort &port : drawnPorts(layoutElevation(boundingRect(), p, m_rackId, options()), p)) {
        if (port.device != Id(device))
            continue;
        for (const Device &d : p.devices)
            if (d.id == port.device)
                for (const DeviceType &t : p.device_types)
                    if (t.id == d.device_type && t.ports[std::size_t(port.port)].name == name)
                        return port.rect;
    }
    return {};
}

int ElevationItem::linkedPortsDrawn() const
{
    if (!m_document)
        return 0;
    const Project &p = m_document->project();
    const ElevationLayout layout = layoutElevation(boundingRect(), p, m_rackId, options());
    const auto linked = linkedPorts(p, layout);
    int count = 0;
    for (const DrawnPort &port : drawnPorts(layout, p))
        count += linked.count({ port.device, port.port }) ? 1 : 0;
    return count;
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
    QVariantMap slot { { QStringLiteral("face"), 0 }, { QStringLiteral("u"), 0 } };
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

int ElevationItem::deviceHeightU(qint64 device) const
{
    if (!m_document)
        return 0;
    const Project &p = m_document->project();
    for (const Device &d : p.devices)
        if (d.id == device)
            for (const DeviceType &t : p.device_types)
                if (t.id == d.device_type)
                    return std::max(t.u_height, 0);
    return 0;
}

qint64 ElevationItem::reservationAt(QPointF itemPoint) const
{
    if (!m_document)
        return 0;
    const Project &p = m_document->project();
    return plenum::app::reservationAt(layoutElevation(boundingRect(), p, m_rackId, options()), p, m_rackId, itemPoint);
}

void ElevationItem::mousePressEvent(QMouseEvent *event)
{
    if (!m_document)
        return;
    forceActiveFocus(Qt::MouseFocusReason); // the editing keys (ElevationView.qml) act on the selection
    const qint64 device = deviceAt(event->position());
    m_document->selection()->setDeviceId(device);
    m_pressDevice = 0;
    m_rangeFace = -1;
    m_dragging = false;
    m_grabOffsetU = 0;
    m_pressPoint = event->position();
    const QVariantMap slot = slotAt(event->position());
    const int u = slot.value(QStringLiteral("u")).toInt();
    if (event->button() == Qt::RightButton) {
        if (device != 0)
            emit deviceMenuRequested(device, portAt(event->position()), mapToScene(event->position()));
        else if (const qint64 reservation = reservationAt(event->position()))
            emit reservationMenuRequested(reservation, mapToScene(event->position()));
        event->accept();
        return;
    }
    m_pressPort = -1;
    if (device != 0) {
        m_pressDevice = device;
        const QVariantMap port = portAt(event->position());
        if (port.value(QStringLiteral("device")).toLongLong() == device)
            m_pressPort = port.value(QStringLiteral("port")).toInt();
        for (const Device &d : m_document->project().devices)
            if (d.id == device && u > 0)
                m_grabOffsetU = std::clamp(u - d.u_position, 0, std::max(deviceHeightU(device) - 1, 0));
    } else if (u > 0) {
        m_rangeFace = slot.value(QStringLiteral("face")).toInt();
        m_rangeStart = u;
    }
    event->accept();
}

void ElevationItem::mouseMoveEvent(QMouseEvent *event)
{
    if (m_pressDevice == 0 && m_rangeFace < 0)
        return;
    if (!m_dragging && (event->position() - m_pressPoint).manhattanLength() < 6)
        return;
    m_dragging = true;
    event->accept();
    if (m_pressDevice != 0) {
        emit deviceDragMoved(m_pressDevice, m_grabOffsetU, mapToScene(event->position()));
        return;
    }
    const auto [low, height] = rangeTo(event->position());
    emit unitsDragged(m_rangeFace, low, height);
}

void ElevationItem::mouseReleaseEvent(QMouseEvent *event)
{
    const qint64 device = m_pressDevice;
    const int rangeFace = m_rangeFace;
    const bool dragged = m_dragging;
    m_pressDevice = 0;
    m_rangeFace = -1;
    m_dragging = false;
    event->accept();
    if (!dragged) {
        if (device != 0 && m_pressPort >= 0)
            emit portClicked(device, m_pressPort);
        return;
    }
    if (device != 0) {
        emit deviceDropped(device, m_grabOffsetU, mapToScene(event->position()));
    } else if (rangeFace >= 0) {
        m_rangeFace = rangeFace;
        const auto [low, height] = rangeTo(event->position());
        m_rangeFace = -1;
        emit unitsSelected(rangeFace, low, height, mapToScene(event->position()));
    }
}

std::pair<int, int> ElevationItem::rangeTo(QPointF itemPoint) const
{
    // The U under the pointer on the face the drag started on, clamped to the rack.
    const ElevationLayout layout = layoutElevation(boundingRect(), m_document->project(), m_rackId, options());
    if (layout.uPx <= 0 || m_rangeFace < 0)
        return { m_rangeStart, 1 };
    const QRectF &o = layout.faces[m_rangeFace];
    const int u = std::clamp(int((o.bottom() - itemPoint.y()) / layout.uPx) + 1, 1, layout.heightU);
    return { std::min(u, m_rangeStart), std::abs(u - m_rangeStart) + 1 };
}

} // namespace plenum::app

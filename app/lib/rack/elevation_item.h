// SPDX-License-Identifier: GPL-3.0-or-later
// The rack elevation on screen: a QQuickPaintedItem around paintElevation() (the same drawing the
// PDF export uses). It shows a rack of the Document at its viewed phase; a click on a device
// selects it in the Document, and a drag of a device reports where it is over (deviceDragMoved)
// and where it is let go (deviceDropped) in scene coordinates, with the U under the pointer counted
// from the device's lowest U (grabOffsetU), so the view can move it keeping the grab point. A drag
// over U from an empty one reports the U range it spans (unitsDragged, then unitsSelected on
// release); a right click on a reserved range asks for that reservation's menu. Reservations of
// the rack are drawn hatched. A click on a port reports it (portClicked: port picking); ports that
// carry a link are ringed, the port picked first (pendingDevice/pendingPort) more boldly.
#pragma once

#include "models/asbuilt_marks.h"
#include "render/elevation_renderer.h"

#include <QQuickPaintedItem>

#include <QtQml/qqmlregistration.h>
#include <set>

namespace plenum::app {

class AsbuiltModel;
class Document;

class ElevationItem : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(plenum::app::Document *document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(qint64 rackId READ rackId WRITE setRackId NOTIFY rackIdChanged)
    Q_PROPERTY(bool showLaterPhases READ showLaterPhases WRITE setShowLaterPhases NOTIFY styleChanged)
    Q_PROPERTY(QColor backgroundColor MEMBER m_style_background NOTIFY styleChanged)
    Q_PROPERTY(QColor textColor MEMBER m_style_text NOTIFY styleChanged)
    Q_PROPERTY(QColor mutedColor MEMBER m_style_muted NOTIFY styleChanged)
    Q_PROPERTY(QColor frameColor MEMBER m_style_frame NOTIFY styleChanged)
    Q_PROPERTY(QColor slotColor MEMBER m_style_slot NOTIFY styleChanged)
    Q_PROPERTY(QColor slotLineColor MEMBER m_style_slotLine NOTIFY styleChanged)
    Q_PROPERTY(QColor selectionColor MEMBER m_style_selection NOTIFY styleChanged)
    // Frames the devices of the Document's highlight (a check finding) and the selected cable's ends.
    Q_PROPERTY(QColor highlightColor MEMBER m_highlightColor NOTIFY styleChanged)
    Q_PROPERTY(int highlightedDeviceCount READ highlightedDeviceCount NOTIFY highlightChanged)
    // An imported discovery (issue #19, elevation_item_asbuilt.cpp): the devices at the ends of
    // miswired and swapped links framed in asbuiltWrongColor and their planned ports ringed; those of
    // missing links framed and ringed dashed in asbuiltMissingColor.
    Q_MOC_INCLUDE("models/asbuilt_model.h")
    Q_PROPERTY(plenum::app::AsbuiltModel *asbuilt READ asbuilt WRITE setAsbuilt NOTIFY asbuiltChanged)
    Q_PROPERTY(QColor asbuiltWrongColor MEMBER m_asbuiltWrongColor NOTIFY styleChanged)
    Q_PROPERTY(QColor asbuiltMissingColor MEMBER m_asbuiltMissingColor NOTIFY styleChanged)
    Q_PROPERTY(int asbuiltMarkedPortCount READ asbuiltMarkedPortCount NOTIFY asbuiltChanged)
    Q_PROPERTY(QString fontFamily MEMBER m_fontFamily NOTIFY styleChanged)
    Q_PROPERTY(qint64 pendingDevice MEMBER m_pendingDevice NOTIFY styleChanged)
    Q_PROPERTY(int pendingPort MEMBER m_pendingPort NOTIFY styleChanged)
    Q_PROPERTY(QColor linkedPortColor MEMBER m_linkedPortColor NOTIFY styleChanged)

public:
    explicit ElevationItem(QQuickItem *parent = nullptr);

    Document *document() const { return m_document; }
    void setDocument(Document *document);
    qint64 rackId() const { return m_rackId; }
    void setRackId(qint64 id);
    bool showLaterPhases() const { return m_showLaterPhases; }
    void setShowLaterPhases(bool show);

    void paint(QPainter *painter) override;
    // The device drawn at an item point, or 0.
    Q_INVOKABLE qint64 deviceAt(QPointF itemPoint) const;
    // The U under an item point on the front (face 0) or rear (1) opening: {face, u}; u is 0
    // outside both openings.
    Q_INVOKABLE QVariantMap slotAt(QPointF itemPoint) const;
    // The item rectangle of U `u` … `u + heightU − 1` on `face` (the palette's drop preview).
    Q_INVOKABLE QRectF uRect(int face, int u, int heightU) const;
    // The U-range reservation drawn at an item point, or 0.
    Q_INVOKABLE qint64 reservationAt(QPointF itemPoint) const;
    // The port drawn at an item point: {device, port}, device 0 when none.
    Q_INVOKABLE QVariantMap portAt(QPointF itemPoint) const;
    // Where a device's port (by name) is drawn, the first face that shows it; empty when it is not.
    Q_INVOKABLE QRectF portRect(qint64 device, const QString &portName) const;
    // How many drawn ports carry a link (each face counted).
    Q_INVOKABLE int linkedPortsDrawn() const;
    // The U height of a device (0 for 0U devices and unknown ones).
    Q_INVOKABLE int deviceHeightU(qint64 device) const;
    ElevationOptions options() const;
    // Highlighted devices drawn in the shown rack.
    int highlightedDeviceCount() const;
    AsbuiltModel *asbuilt() const { return m_asbuilt; }
    void setAsbuilt(AsbuiltModel *model);
    // Ports of the shown rack ringed for the as-built differences (both faces).
    int asbuiltMarkedPortCount() const;

signals:
    void documentChanged();
    void rackIdChanged();
    void styleChanged();
    void highlightChanged();
    void deviceDragMoved(qint64 device, int grabOffsetU, QPointF scenePoint);
    void deviceDropped(qint64 device, int grabOffsetU, QPointF scenePoint);
    void unitsDragged(int face, int uLow, int uHeight);
    void unitsSelected(int face, int uLow, int uHeight, QPointF scenePoint);
    void reservationMenuRequested(qint64 reservation, QPointF scenePoint);
    // A right click on a device: `port` is portAt() of the click (device 0 when not on a port).
    void deviceMenuRequested(qint64 device, QVariantMap port, QPointF scenePoint);
    void portClicked(qint64 device, int port);
    void asbuiltChanged();

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    void refreshHighlight();
    // {lowest U, height} of the U range from the press to `itemPoint`.
    std::pair<int, int> rangeTo(QPointF itemPoint) const;
    void paintPorts(QPainter &painter, const ElevationLayout &layout) const;
    void refreshAsbuilt();
    // Calls each(rect, wrong) for every ringed port of the shown rack.
    template <typename Each> void forEachAsbuiltPort(const ElevationLayout &layout, Each &&each) const;
    void paintAsbuilt(QPainter *painter, const ElevationLayout &layout) const;

    Document *m_document = nullptr;
    qint64 m_rackId = 0;
    bool m_showLaterPhases = true;
    QColor m_style_background { 0xffffff }, m_style_text { 0x1e2730 }, m_style_muted { 0x5d6a78 },
        m_style_frame { 0x37414d }, m_style_slot { 0xf1f4f7 }, m_style_slotLine { 0xd5dbe2 },
        m_style_selection { 0xf59e0b };
    QString m_fontFamily;
    QColor m_highlightColor { 0xe53935 };
    std::set<Id> m_highlightDevices;
    qint64 m_pressDevice = 0; // the device under the last press, 0 when none
    int m_grabOffsetU = 0;
    QPointF m_pressPoint;
    bool m_dragging = false;
    int m_pressPort = -1; // the port under the last press, -1 when none
    qint64 m_pendingDevice = 0;
    int m_pendingPort = -1;
    QColor m_linkedPortColor { 0x2e7d32 };
    int m_rangeFace = -1; // a U-range drag from this face's U m_rangeStart; -1 when none
    int m_rangeStart = 0;
    AsbuiltModel *m_asbuilt = nullptr;
    AsbuiltMarks m_asbuiltMarks;
    QColor m_asbuiltWrongColor, m_asbuiltMissingColor;
};

} // namespace plenum::app

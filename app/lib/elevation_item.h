// SPDX-License-Identifier: GPL-3.0-or-later
// The rack elevation on screen: a QQuickPaintedItem around paintElevation() (the same drawing the
// PDF export uses). It shows the Document's selected rack at its viewed phase; a click on a device
// selects it in the Document.
#pragma once

#include "models/asbuilt_marks.h"
#include "render/elevation_renderer.h"

#include <QQuickPaintedItem>

#include <set>
#include <QtQml/qqmlregistration.h>

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
    void asbuiltChanged();

protected:
    void mousePressEvent(QMouseEvent *event) override;

private:
    void refreshHighlight();
    void refreshAsbuilt();
    // Calls each(rect, wrong) for every ringed port of the shown rack.
    template<typename Each>
    void forEachAsbuiltPort(const ElevationLayout &layout, Each &&each) const;
    void paintAsbuilt(QPainter *painter, const ElevationLayout &layout) const;

    Document *m_document = nullptr;
    qint64 m_rackId = 0;
    bool m_showLaterPhases = true;
    QColor m_style_background{0xffffff}, m_style_text{0x1e2730}, m_style_muted{0x5d6a78}, m_style_frame{0x37414d},
        m_style_slot{0xf1f4f7}, m_style_slotLine{0xd5dbe2}, m_style_selection{0xf59e0b};
    QString m_fontFamily;
    QColor m_highlightColor{0xe53935};
    std::set<Id> m_highlightDevices;
    AsbuiltModel *m_asbuilt = nullptr;
    AsbuiltMarks m_asbuiltMarks;
    QColor m_asbuiltWrongColor, m_asbuiltMissingColor;
};

} // namespace plenum::app

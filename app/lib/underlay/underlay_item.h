// SPDX-License-Identifier: GPL-3.0-or-later
// The underlays of the open project drawn under the floor plan (issue #18): each picture at its
// corner, scale, rotation and opacity (model/project.h Underlay), in the view of the FloorPlanItem
// it follows (pan and zoom repaint it). Decoded pictures are kept per image bytes, so an edit of
// opacity or placement does not decode again.
#pragma once

#include "model/project.h"

#include <QImage>
#include <QPointer>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

#include <unordered_map>

namespace plenum::app {

class Document;
class FloorPlanItem;

class UnderlayItem : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(plenum::app::Document *document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(plenum::app::FloorPlanItem *plan READ plan WRITE setPlan NOTIFY planChanged)
    // How many underlays were drawn in the last paint, and why the first that could not be (tests, status).
    Q_PROPERTY(int drawnCount READ drawnCount NOTIFY painted)
    Q_PROPERTY(QString problem READ problem NOTIFY painted)
    // A drag in progress: underlay `previewId` drawn `previewOffsetMm` (floor mm) from where it lies;
    // 0: none. Nothing is edited until the drag ends (UnderlayBar's Move, FloorView.qml).
    Q_PROPERTY(qint64 previewId MEMBER m_previewId NOTIFY previewChanged)
    Q_PROPERTY(QPointF previewOffsetMm MEMBER m_previewOffset NOTIFY previewChanged)

public:
    explicit UnderlayItem(QQuickItem *parent = nullptr);

    Document *document() const { return m_document; }
    void setDocument(Document *document);
    FloorPlanItem *plan() const { return m_plan; }
    void setPlan(FloorPlanItem *plan);
    int drawnCount() const { return m_drawn; }
    QString problem() const { return m_problem; }

    void paint(QPainter *painter) override;

signals:
    void documentChanged();
    void planChanged();
    void painted();
    void previewChanged();

private:
    const QImage *imageOf(const Underlay &u);

    Document *m_document = nullptr;
    QPointer<FloorPlanItem> m_plan;
    struct Cached {
        std::shared_ptr<const std::string> bytes; // keeps the key alive
        int page = 0;
        QImage image;
        QString error;
    };
    std::unordered_map<const std::string *, Cached> m_cache;
    int m_drawn = 0;
    qint64 m_previewId = 0;
    QPointF m_previewOffset;
    QString m_problem;
};

} // namespace plenum::app

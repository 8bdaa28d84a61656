// SPDX-License-Identifier: GPL-3.0-or-later
// The preview of File ▸ New from DXF… (issue #21): the drawing's lines in grey, and over them the
// hall outline and obstacles the chosen mapping makes (DxfLayerModel), in the floor plan's colours,
// fitted into the item with north up.
#pragma once

#include <QPointer>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

namespace plenum::app {

class DxfLayerModel;

class DxfPreview : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(plenum::app::DxfLayerModel *model READ model WRITE setModel NOTIFY modelChanged)
    Q_PROPERTY(int obstacleCount READ obstacleCount NOTIFY contentChanged) // the obstacles it draws (tests)

public:
    explicit DxfPreview(QQuickItem *parent = nullptr);
    DxfLayerModel *model() const { return m_model; }
    void setModel(DxfLayerModel *model);
    int obstacleCount() const { return m_obstacles; }
    void paint(QPainter *painter) override;

signals:
    void modelChanged();
    void contentChanged();

private:
    QPointer<DxfLayerModel> m_model;
    int m_obstacles = 0;

    void refresh();
};

} // namespace plenum::app

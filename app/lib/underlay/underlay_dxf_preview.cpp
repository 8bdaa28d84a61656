// SPDX-License-Identifier: GPL-3.0-or-later
#include "underlay/underlay_dxf_preview.h"

#include "models/dxf_layer_model.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <limits>

namespace plenum::app {

DxfPreview::DxfPreview(QQuickItem *parent)
    : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
}

void DxfPreview::setModel(DxfLayerModel *model)
{
    if (m_model == model)
        return;
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (m_model)
        connect(m_model, &DxfLayerModel::mappingChanged, this, &DxfPreview::refresh);
    emit modelChanged();
    refresh();
}

void DxfPreview::refresh()
{
    m_obstacles = m_model ? int(m_model->obstacles().size()) : 0;
    emit contentChanged();
    update();
}

void DxfPreview::paint(QPainter *painter)
{
    painter->fillRect(QRectF(0, 0, width(), height()), QColor(0xffffff));
    if (!m_model)
        return;
    const auto &lines = m_model->drawingLines();
    double minX = std::numeric_limits<double>::infinity(), minY = minX, maxX = -minX, maxY = -minX;
    const auto extend = [&](double x, double y) {
        minX = std::min(minX, x), maxX = std::max(maxX, x);
        minY = std::min(minY, y), maxY = std::max(maxY, y);
    };
    for (const auto &pts : lines)
        for (const QPointF &p : pts)
            extend(p.x(), p.y());
    for (const Point &p : m_model->hallOutline())
        extend(double(p.x_mm), double(p.y_mm));
    if (!(maxX >= minX) || width() < 20 || height() < 20)
        return;
    const double margin = 10;
    const double k = std::min(
        (width() - 2 * margin) / std::max(maxX - minX, 1.0), (height() - 2 * margin) / std::max(maxY - minY, 1.0));
    const double ox = (width() - (maxX - minX) * k) / 2, oy = (height() - (maxY - minY) * k) / 2;
    const auto at = [&](double x, double y) { return QPointF(ox + (x - minX) * k, oy + (maxY - y) * k); };
    const auto polygon = [&](const std::vector<Point> &pts) {
        QPolygonF poly;
        for (const Point &p : pts)
            poly << at(double(p.x_mm), double(p.y_mm));
        return poly;
    };
    painter->setRenderHint(QPainter::Antialiasing);
    // The floor plan's colours (floor_plan_item.cpp): floor, walls, obstacles.
    if (!m_model->hallOutline().empty()) {
        painter->setPen(QPen(QColor(0x3a4350), 2));
        painter->setBrush(QColor(0xeef2f6));
        painter->drawPolygon(polygon(m_model->hallOutline()));
    }
    painter->setPen(QPen(QColor(0xa0a7b0), 1));
    painter->setBrush(Qt::NoBrush);
    for (const auto &pts : lines) {
        QPolygonF poly;
        poly.reserve(qsizetype(pts.size()));
        for (const QPointF &p : pts)
            poly << at(p.x(), p.y());
        painter->drawPolyline(poly);
    }
    painter->setPen(QPen(QColor(0x4a525c), 1.5));
    painter->setBrush(QColor(0x9aa3ad));
    for (const Obstacle &o : m_model->obstacles())
        painter->drawPolygon(polygon(o.outline));
}

} // namespace plenum::app

// SPDX-License-Identifier: GPL-3.0-or-later
#include "underlay/underlay_dxf.h"

#include "dxf/arc_flatten.h"
#include "dxf/hall_import.h"

#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QPainterPath>

#include <cmath>
#include <limits>

namespace plenum::app {

std::vector<std::vector<QPointF>> dxfLines(const dxf::Drawing &drawing, double scale, double shiftXMm, double shiftYMm)
{
    std::vector<std::vector<QPointF>> lines;
    lines.reserve(drawing.shapes.size());
    // Arcs within kMaxChordErrorMm of the floor, as the hall import flattens them.
    const double maxError = dxf::kMaxChordErrorMm / scale;
    for (const dxf::Shape &s : drawing.shapes) {
        if (!s.planar)
            continue;
        std::vector<dxf::XY> xy;
        switch (s.kind) {
        case dxf::Shape::Kind::Circle:
            dxf::appendArc(s.cx, s.cy, s.radius, 0, 2 * M_PI, maxError, xy);
            break;
        case dxf::Shape::Kind::Arc: {
            double sweep = std::fmod(s.end_deg - s.start_deg, 360.0);
            if (!(sweep > 0))
                sweep += 360.0;
            dxf::appendArc(s.cx, s.cy, s.radius, s.start_deg * M_PI / 180, sweep * M_PI / 180, maxError, xy);
            break;
        }
        case dxf::Shape::Kind::Line:
        case dxf::Shape::Kind::Polyline: {
            const std::size_t n = s.vertices.size();
            for (std::size_t i = 0; i + 1 < n; ++i)
                dxf::appendEdge(s.vertices[i], s.vertices[i + 1], maxError, xy);
            if (s.closed && n > 1)
                dxf::appendEdge(s.vertices[n - 1], s.vertices[0], maxError, xy);
            if (n > 0)
                xy.emplace_back(
                    s.closed ? s.vertices[0].x : s.vertices[n - 1].x, s.closed ? s.vertices[0].y : s.vertices[n - 1].y);
            break;
        }
        }
        std::vector<QPointF> pts;
        pts.reserve(xy.size());
        for (const auto &[x, y] : xy)
            pts.emplace_back(x, y);
        for (QPointF &p : pts)
            p = QPointF(p.x() * scale - shiftXMm, p.y() * scale - shiftYMm);
        lines.push_back(std::move(pts));
    }
    return lines;
}

DxfPicture drawDxf(const dxf::Drawing &drawing, std::optional<double> mmPerUnit, double shiftXMm, double shiftYMm)
{
    DxfPicture out;
    std::optional<double> scale = mmPerUnit;
    if (drawing.insunits && *drawing.insunits != 0) {
        const auto unit = dxf::unitOfInsunits(*drawing.insunits);
        if (!unit) {
            out.error = QObject::tr("the drawing's unit ($INSUNITS %1) is not one a floor plan is drawn in")
                            .arg(*drawing.insunits);
            return out;
        }
        scale = dxf::mmPerUnit(*unit);
    }
    if (!scale) {
        out.error = QObject::tr("the drawing does not say its unit ($INSUNITS); choose one");
        return out;
    }
    const std::vector<std::vector<QPointF>> lines = dxfLines(drawing, *scale, shiftXMm, shiftYMm);
    double minX = std::numeric_limits<double>::infinity(), minY = minX, maxX = -minX, maxY = -minX;
    for (const auto &pts : lines)
        for (const QPointF &p : pts) {
            minX = std::min(minX, p.x());
            maxX = std::max(maxX, p.x());
            minY = std::min(minY, p.y());
            maxY = std::max(maxY, p.y());
        }
    if (lines.empty() || !(maxX > minX || maxY > minY)) {
        out.error = QObject::tr("the drawing has no polylines or circles to draw");
        return out;
    }
    const int margin = 4;
    const double extent = std::max(maxX - minX, maxY - minY);
    out.mm_per_px = std::max(extent / (kMaxDxfPixels - 2 * margin), 1e-3);
    const int w = int(std::ceil((maxX - minX) / out.mm_per_px - 1e-6)) + 2 * margin; // 1e-6: rounding of the division
    const int h = int(std::ceil((maxY - minY) / out.mm_per_px - 1e-6)) + 2 * margin;
    out.x_mm = std::llround(minX - margin * out.mm_per_px);
    out.y_mm = std::llround(maxY + margin * out.mm_per_px);
    QImage image(w, h, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        // About 1.5 screen pixels when the whole picture spans ~750 pixels of the view.
        painter.setPen(QPen(QColor(40, 40, 40), std::max(2.0, std::max(w, h) / 500.0)));
        const double x0 = double(out.x_mm), y0 = double(out.y_mm);
        for (const auto &pts : lines) {
            QPolygonF poly;
            poly.reserve(qsizetype(pts.size()));
            for (const QPointF &p : pts)
                poly << QPointF((p.x() - x0) / out.mm_per_px, (y0 - p.y()) / out.mm_per_px);
            painter.drawPolyline(poly);
        }
    }
    QBuffer buffer(&out.png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return out;
}

} // namespace plenum::app

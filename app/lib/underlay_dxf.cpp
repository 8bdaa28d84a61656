// SPDX-License-Identifier: GPL-3.0-or-later
#include "underlay_dxf.h"

#include "dxf/hall_import.h"

#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QPainterPath>

#include <cmath>
#include <limits>

namespace plenum::app {
namespace {

// The points of the edge from p to q with DXF bulge b (tan of a quarter of the arc's included
// angle, positive counter-clockwise), q excluded: a straight edge is p alone, an arc 16 points.
void edgePoints(const dxf::Vertex &p, const dxf::Vertex &q, std::vector<QPointF> &out)
{
    out.emplace_back(p.x, p.y);
    if (std::abs(p.bulge) < 1e-9)
        return;
    const double dx = q.x - p.x, dy = q.y - p.y, chord = std::hypot(dx, dy);
    if (chord <= 0)
        return;
    const double theta = 4 * std::atan(p.bulge);
    // The centre lies on the chord's perpendicular bisector, (chord / 2) · (1 − b²) / (2b) to its left.
    const double h = chord / 2 * (1 - p.bulge * p.bulge) / (2 * p.bulge);
    const double cx = (p.x + q.x) / 2 - dy / chord * h, cy = (p.y + q.y) / 2 + dx / chord * h;
    const double r = std::hypot(p.x - cx, p.y - cy), start = std::atan2(p.y - cy, p.x - cx);
    for (int i = 1; i < 16; ++i) {
        const double a = start + theta * i / 16;
        out.emplace_back(cx + r * std::cos(a), cy + r * std::sin(a));
    }
}

} // namespace

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
    // Every shape as floor-millimetre polylines.
    std::vector<std::vector<QPointF>> lines;
    lines.reserve(drawing.shapes.size());
    double minX = std::numeric_limits<double>::infinity(), minY = minX, maxX = -minX, maxY = -minX;
    for (const dxf::Shape &s : drawing.shapes) {
        if (!s.planar)
            continue;
        std::vector<QPointF> pts;
        if (s.kind == dxf::Shape::Kind::Circle) {
            for (int i = 0; i <= 48; ++i) {
                const double a = 2 * M_PI * i / 48;
                pts.emplace_back(s.cx + s.radius * std::cos(a), s.cy + s.radius * std::sin(a));
            }
        } else {
            const std::size_t n = s.vertices.size();
            for (std::size_t i = 0; i + 1 < n; ++i)
                edgePoints(s.vertices[i], s.vertices[i + 1], pts);
            if (s.closed && n > 1)
                edgePoints(s.vertices[n - 1], s.vertices[0], pts);
            if (n > 0)
                pts.emplace_back(s.closed ? s.vertices[0].x : s.vertices[n - 1].x,
                    s.closed ? s.vertices[0].y : s.vertices[n - 1].y);
        }
        for (QPointF &p : pts) {
            p = QPointF(p.x() * *scale - shiftXMm, p.y() * *scale - shiftYMm);
            minX = std::min(minX, p.x());
            maxX = std::max(maxX, p.x());
            minY = std::min(minY, p.y());
            maxY = std::max(maxY, p.y());
        }
        lines.push_back(std::move(pts));
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

// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/elevation_reservations.h"

namespace plenum::app {
namespace {

QRectF bandRect(const ElevationLayout &layout, int face, const Reservation &r)
{
    const QRectF &opening = layout.faces[face];
    const int low = std::max(r.u_low, 1), high = std::min(r.u_low + r.u_height - 1, layout.heightU);
    if (layout.uPx <= 0 || high < low)
        return {};
    const double bottom = opening.bottom() - (low - 1) * layout.uPx;
    return { opening.left(), bottom - (high - low + 1) * layout.uPx, opening.width(), (high - low + 1) * layout.uPx };
}

} // namespace

void paintReservations(
    QPainter &painter, const ElevationLayout &layout, const Project &project, Id rack, const ElevationStyle &style)
{
    painter.save();
    QColor line = style.textMuted;
    line.setAlphaF(0.8);
    for (const Reservation &r : project.reservations) {
        if (r.rack != rack || r.floorArea())
            continue;
        std::string phase;
        for (const Phase &p : project.phases)
            if (p.id == r.phase)
                phase = p.name;
        for (int face = 0; face < 2; ++face) {
            const QRectF band = bandRect(layout, face, r);
            if (band.isEmpty())
                continue;
            painter.setPen(QPen(line, 1, Qt::DashLine));
            painter.setBrush(QBrush(line, Qt::BDiagPattern));
            painter.drawRect(band);
            QFont font = painter.font();
            font.setPixelSize(int(std::clamp(layout.uPx * 0.7, 8.0, 12.0)));
            painter.setFont(font);
            painter.setPen(style.text);
            const QString text = QString::fromStdString(r.name + (phase.empty() ? "" : " · " + phase));
            const QRectF label = painter.boundingRect(band, Qt::AlignCenter, text).adjusted(-3, -1, 3, 1);
            painter.fillRect(label & band, style.background);
            painter.drawText(band, Qt::AlignCenter, text);
        }
    }
    painter.restore();
}

Id reservationAt(const ElevationLayout &layout, const Project &project, Id rack, QPointF point)
{
    for (const Reservation &r : project.reservations)
        if (r.rack == rack && !r.floorArea())
            for (int face = 0; face < 2; ++face)
                if (bandRect(layout, face, r).contains(point))
                    return r.id;
    return kNoId;
}

} // namespace plenum::app

// SPDX-License-Identifier: GPL-3.0-or-later
// Cable labels for both ends, in pull order: one label per end with the cable's id (large), the
// TIA-606 identifier of the end it is fixed to, the far end, media and ordered length. Sheets are
// a grid of 3 × 10 labels (A4, Letter) or 4 × 14 (A3) with cut lines — sized for the common
// self-laminating label sheets.
#include "drawing_exporters_impl.h"

#include "export/cable_schedule.h"
#include "sheet.h"

namespace plenum::app {

namespace {

class LabelsExporter : public exporting::Exporter {
public:
    std::string_view id() const override { return "labels-pdf"; }
    std::string_view description() const override { return "label sheets for both ends of every cable (PDF)"; }
    std::string_view fileFilter() const override { return "PDF files (*.pdf)"; }
    std::string_view extension() const override { return ".pdf"; }
    bool needsCables() const override { return true; }
    bool needsGui() const override { return true; }

    void write(const Project &whole, const std::string &path, const exporting::ExportOptions &options,
        const Progress &progress) const override
    {
        const Project project = exporting::projectUpToPhase(whole, options.phase);
        const auto rows = exporting::cableScheduleRows(project);
        Sheet sheet(path, options.output, options.paper, QPageLayout::Portrait, "Cable labels", project.name);
        QPainter &p = sheet.painter();
        const int cols = options.paper == PaperSize::A3 ? 4 : 3;
        const int lines = options.paper == PaperSize::A3 ? 14 : 10;
        const QRectF area = sheet.area();
        const double w = area.width() / cols, h = area.height() / lines;
        if (rows.empty())
            sheet.line(area.topLeft(), QStringLiteral("The project has no cables."), 12);
        std::size_t n = 0;
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const auto &c = rows[i];
            const exporting::CableEnd *ends[2] = { &c.from, &c.to };
            for (int e = 0; e < 2; ++e, ++n) {
                const int slot = int(n % std::size_t(cols * lines));
                if (n > 0 && slot == 0)
                    sheet.newPage();
                const QRectF r(area.left() + (slot % cols) * w, area.top() + (slot / cols) * h, w, h);
                p.setPen(QPen(QColor(0xb0b8c2), 0.4, Qt::DashLine));
                p.setBrush(Qt::NoBrush);
                p.drawRect(r);
                const QRectF in = r.adjusted(5, 3, -5, -3);
                p.setPen(QColor(0x1e2730));
                p.setFont(sheet.font(std::min(11.0, h * 0.28), true));
                p.drawText(QRectF(in.left(), in.top(), in.width(), in.height() * 0.36),
                    Qt::AlignLeft | Qt::AlignVCenter,
                    qs(c.label) + (e == 0 ? QStringLiteral("  A") : QStringLiteral("  B")));
                p.setFont(sheet.font(std::min(8.0, h * 0.2), true));
                p.drawText(QRectF(in.left(), in.top() + in.height() * 0.36, in.width(), in.height() * 0.26),
                    Qt::AlignLeft | Qt::AlignVCenter, qs(ends[e]->label));
                p.setFont(sheet.font(std::min(6.0, h * 0.16)));
                p.setPen(QColor(0x37414d));
                const QString far = QStringLiteral("to %1").arg(qs(ends[1 - e]->label));
                const QString what = QStringLiteral("%1 · %2 m · %3")
                                         .arg(qs(c.media))
                                         .arg(double(c.ordered_length_mm) / 1000.0, 0, 'g', 4)
                                         .arg(qs(c.sku));
                p.drawText(QRectF(in.left(), in.top() + in.height() * 0.62, in.width(), in.height() * 0.19),
                    Qt::AlignLeft | Qt::AlignVCenter, p.fontMetrics().elidedText(far, Qt::ElideRight, int(in.width())));
                p.drawText(QRectF(in.left(), in.top() + in.height() * 0.81, in.width(), in.height() * 0.19),
                    Qt::AlignLeft | Qt::AlignVCenter,
                    p.fontMetrics().elidedText(what, Qt::ElideRight, int(in.width())));
            }
            if (i % 64 == 0)
                progress.report(std::int64_t(i), std::int64_t(rows.size()), "labels", "export");
        }
        sheet.finish();
    }
};

} // namespace

const exporting::Exporter &labelsExporter()
{
    static const LabelsExporter e;
    return e;
}

} // namespace plenum::app

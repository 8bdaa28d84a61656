// SPDX-License-Identifier: GPL-3.0-or-later
// Pull sheets: what a crew pulls along each pathway, rack by rack. Each pathway starts a new page
// with its segments (cables through each, metres ordered), then one block per rack with every
// cable's label, both end labels, media and SKU, ordered length and slack, and a tick box. Cables
// that stay inside one rack come last. Rows are the cable schedule's (core/export).
#include "drawing_exporters_impl.h"

#include "export/cable_schedule.h"
#include "sheet.h"

#include <fmt/format.h>

#include <map>

namespace plenum::app {

namespace {

struct Column {
    const char *title;
    double width; // share of the line
};

const Column kColumns[] = { { "", 0.03 }, { "LABEL", 0.10 }, { "FROM (END A)", 0.19 }, { "TO (END B)", 0.19 },
    { "MEDIA", 0.07 }, { "SKU", 0.13 }, { "ORDER", 0.06 }, { "NEED", 0.06 }, { "SLACK", 0.06 }, { "PHASE", 0.11 } };

QString metres(std::int64_t mm)
{
    return QString::number(double(mm) / 1000.0, 'f', 1) + QStringLiteral(" m");
}

class PullSheetWriter {
public:
    PullSheetWriter(Sheet &sheet)
        : m_sheet(sheet)
        , m_y(sheet.area().top())
    {
    }

    void need(double h)
    {
        if (m_y + h > m_sheet.area().bottom())
            breakPage();
    }
    void breakPage()
    {
        m_sheet.newPage();
        m_y = m_sheet.area().top();
        if (!m_context.isEmpty())
            m_y += m_sheet.line(
                { m_sheet.area().left(), m_y }, m_context + QStringLiteral(" (continued)"), 8, true, QColor(0x5d6a78));
    }
    void heading(const QString &text, double pt)
    {
        need(pt * 1.35 + 40);
        m_y += 4;
        m_y += m_sheet.line({ m_sheet.area().left(), m_y }, text, pt, true);
    }
    void text(const QString &t, double pt = 7.5)
    {
        need(pt * 1.35);
        m_y += m_sheet.line({ m_sheet.area().left(), m_y }, t, pt);
    }
    void row(const QStringList &cells, bool header, bool shade)
    {
        const double h = 11;
        need(h);
        QPainter &p = m_sheet.painter();
        const QRectF area = m_sheet.area();
        if (shade) {
            p.fillRect(QRectF(area.left(), m_y, area.width(), h), QColor(0xf1f4f7));
        }
        double x = area.left();
        p.setFont(m_sheet.font(header ? 6 : 6.8, header));
        p.setPen(header ? QColor(0x5d6a78) : QColor(0x1e2730));
        for (int i = 0; i < cells.size() && i < int(std::size(kColumns)); ++i) {
            const double w = kColumns[i].width * area.width();
            if (i == 0 && !header) {
                p.setPen(QPen(QColor(0x37414d), 0.6));
                p.drawRect(QRectF(x + 2, m_y + 2.5, 6, 6));
                p.setPen(QColor(0x1e2730));
            } else {
                const QString elided = p.fontMetrics().elidedText(cells[i], Qt::ElideRight, int(w - 3));
                p.drawText(QRectF(x + 1, m_y, w - 2, h), Qt::AlignLeft | Qt::AlignVCenter, elided);
            }
            x += w;
        }
        if (header) {
            p.setPen(QPen(QColor(0xd5dbe2), 0.5));
            p.drawLine(QPointF(area.left(), m_y + h), QPointF(area.right(), m_y + h));
        }
        m_y += h;
    }
    void space(double h) { m_y += h; }
    void setContext(const QString &c) { m_context = c; }
    bool atTop() const { return m_y <= m_sheet.area().top() + 1; }

private:
    Sheet &m_sheet;
    double m_y;
    QString m_context;
};

class PullSheetsExporter : public exporting::Exporter {
public:
    std::string_view id() const override { return "pullsheets-pdf"; }
    std::string_view description() const override
    {
        return "pull sheets per pathway and rack: what to pull, lengths and labels (PDF)";
    }
    std::string_view fileFilter() const override { return "PDF files (*.pdf)"; }
    std::string_view extension() const override { return ".pdf"; }
    bool needsCables() const override { return true; }
    bool needsGui() const override { return true; }

    void write(const Project &whole, const std::string &path, const exporting::ExportOptions &options,
        const Progress &progress) const override
    {
        const Project project = exporting::projectUpToPhase(whole, options.phase);
        const auto rows = exporting::cableScheduleRows(project);
        const auto loads = exporting::segmentLoads(project, rows);
        Sheet sheet(path, options.output, options.paper, QPageLayout::Landscape, "Pull sheets", project.name);
        PullSheetWriter w(sheet);
        if (rows.empty())
            w.text(QStringLiteral("The project has no cables."), 10);

        // Pathway → its segments' loads.
        std::map<std::string, std::vector<const exporting::SegmentLoad *>> segmentsOf;
        for (const auto &l : loads)
            segmentsOf[l.pathway].push_back(&l);

        std::size_t i = 0;
        while (i < rows.size()) {
            const std::string pathway = rows[i].pull_pathway;
            std::size_t end = i;
            while (end < rows.size() && rows[end].pull_pathway == pathway)
                ++end;
            if (!w.atTop())
                w.breakPage();
            const QString title = pathway.empty() ? QStringLiteral("Inside one rack (no pathway)")
                                                  : QStringLiteral("Pathway %1").arg(qs(pathway));
            w.setContext(title);
            w.heading(QStringLiteral("%1 — %2 cables to pull").arg(title).arg(end - i), 13);
            if (!pathway.empty()) {
                QString segs;
                for (const auto *l : segmentsOf[pathway]) {
                    std::int64_t metresOrdered = 0;
                    for (std::size_t r : l->rows)
                        metresOrdered += rows[r].ordered_length_mm;
                    segs += QStringLiteral("%1segment %2: %3 cables (%4)")
                                .arg(segs.isEmpty() ? QString() : QStringLiteral(";  "))
                                .arg(l->segment)
                                .arg(l->rows.size())
                                .arg(metres(metresOrdered));
                }
                w.text(QStringLiteral("Segments carrying cables — %1").arg(segs), 7.5);
            }
            std::size_t r = i;
            while (r < end) {
                const std::string rack = rows[r].from.rack;
                std::size_t rackEnd = r;
                while (rackEnd < end && rows[rackEnd].from.rack == rack)
                    ++rackEnd;
                w.heading(QStringLiteral("From rack %1 — %2 cables")
                              .arg(qs(rack.empty() ? "(not racked)" : rack))
                              .arg(rackEnd - r),
                    9.5);
                QStringList header;
                for (const auto &c : kColumns)
                    header << QString::fromLatin1(c.title);
                w.row(header, true, false);
                for (std::size_t k = r; k < rackEnd; ++k) {
                    const auto &c = rows[k];
                    w.row({ QString(), qs(c.label), qs(c.from.label), qs(c.to.label), qs(c.media), qs(c.sku),
                              metres(c.ordered_length_mm), metres(c.required_length_mm), metres(c.slack_mm),
                              qs(c.phase) },
                        false, (k - r) % 2 == 1);
                }
                progress.report(std::int64_t(rackEnd), std::int64_t(rows.size()), "pull sheets", "export");
                r = rackEnd;
            }
            i = end;
        }
        sheet.finish();
    }
};

} // namespace

const exporting::Exporter &pullSheetsExporter()
{
    static const PullSheetsExporter e;
    return e;
}

} // namespace plenum::app

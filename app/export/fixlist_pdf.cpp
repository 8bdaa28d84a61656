// SPDX-License-Identifier: GPL-3.0-or-later
#include "fixlist_pdf.h"

#include "render/palette.h"
#include "sheet.h"

#include <algorithm>

namespace plenum::app {

namespace {

struct Column {
    const char *title;
    double width; // share of the line
};

const Column kColumns[] = { { "", 0.03 }, { "STEP", 0.04 }, { "U", 0.03 }, { "DEVICE", 0.11 }, { "PORT", 0.08 },
    { "CABLE", 0.14 }, { "CLASS", 0.08 }, { "ACTION", 0.49 } };
constexpr int kActionColumn = 7;

const QColor kInk(0x1e2730);
const QColor kMuted(0x5d6a78);

class FixListWriter {
public:
    explicit FixListWriter(Sheet &sheet)
        : m_sheet(sheet)
        , m_y(sheet.area().top())
    {
    }

    void breakPage()
    {
        m_sheet.newPage();
        m_y = m_sheet.area().top();
        if (!m_context.isEmpty()) {
            m_y += m_sheet.line(
                { m_sheet.area().left(), m_y }, m_context + QStringLiteral(" (continued)"), 8, true, kMuted);
            header();
        }
    }
    void setContext(const QString &c) { m_context = c; }
    void heading(const QString &text, double pt)
    {
        m_y += m_sheet.line({ m_sheet.area().left(), m_y }, text, pt, true);
    }
    void text(const QString &t, double pt, const QColor &color = kMuted)
    {
        m_y += m_sheet.line({ m_sheet.area().left(), m_y }, t, pt, false, color);
    }
    void space(double h) { m_y += h; }
    void header()
    {
        QPainter &p = m_sheet.painter();
        const QRectF area = m_sheet.area();
        const double h = 11;
        p.setFont(m_sheet.font(6, true));
        p.setPen(kMuted);
        double x = area.left();
        for (const Column &c : kColumns) {
            const double w = c.width * area.width();
            p.drawText(QRectF(x + 1, m_y, w - 2, h), Qt::AlignLeft | Qt::AlignVCenter, QString::fromLatin1(c.title));
            x += w;
        }
        p.setPen(QPen(QColor(0xd5dbe2), 0.5));
        p.drawLine(QPointF(area.left(), m_y + h), QPointF(area.right(), m_y + h));
        m_y += h;
    }
    // A fix: the action wraps in its column; the row is as tall as it needs.
    void row(const asbuilt::FixRow &r, bool shade)
    {
        QPainter &p = m_sheet.painter();
        const QRectF area = m_sheet.area();
        const QFont font = m_sheet.font(6.8);
        p.setFont(font);
        const double actionWidth = kColumns[kActionColumn].width * area.width() - 3;
        const QRectF need = p.fontMetrics().boundingRect(
            QRect(0, 0, int(actionWidth), 10000), Qt::TextWordWrap | Qt::AlignLeft, qs(r.action));
        const double h = std::max(11.0, need.height() + 4);
        if (m_y + h > area.bottom())
            breakPage();
        if (shade)
            p.fillRect(QRectF(area.left(), m_y, area.width(), h), QColor(0xf1f4f7));
        const QStringList cells { QString(), QString::number(r.step),
            r.u > 0 ? QString::number(r.u) : QStringLiteral("—"), qs(r.device), qs(r.port), qs(r.cables),
            qs(std::string(asbuilt::toString(r.kind))), qs(r.action) };
        double x = area.left();
        for (int i = 0; i < cells.size(); ++i) {
            const double w = kColumns[i].width * area.width();
            p.setFont(font);
            p.setPen(i == 6 ? palette::asbuiltKind(asbuilt::toString(r.kind)) : kInk);
            if (i == 0) {
                p.setPen(QPen(QColor(0x37414d), 0.6));
                p.drawRect(QRectF(x + 2, m_y + 2.5, 6, 6));
            } else if (i == kActionColumn) {
                p.drawText(
                    QRectF(x + 1, m_y + 2, w - 2, h - 2), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, cells[i]);
            } else {
                const QString elided = p.fontMetrics().elidedText(cells[i], Qt::ElideRight, int(w - 3));
                p.drawText(QRectF(x + 1, m_y + 2, w - 2, 11 - 2), Qt::AlignLeft | Qt::AlignVCenter, elided);
            }
            x += w;
        }
        m_y += h;
    }

private:
    Sheet &m_sheet;
    double m_y;
    QString m_context;
};

QString rackTitle(const asbuilt::FixRow &r)
{
    if (r.rack.empty())
        return QStringLiteral("Not in the plan");
    QString where;
    if (!r.hall.empty())
        where += QStringLiteral("hall %1").arg(qs(r.hall));
    if (!r.row.empty())
        where += (where.isEmpty() ? QString() : QStringLiteral(", ")) + QStringLiteral("row %1").arg(qs(r.row));
    return QStringLiteral("Rack %1").arg(qs(r.rack))
        + (where.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(where));
}

} // namespace

void writeFixListPdf(const std::vector<asbuilt::FixRow> &rows, const std::string &summary, const std::string &path,
    const OutputRules &rules, PaperSize paper, const std::string &project)
{
    Sheet sheet(path, rules, paper, QPageLayout::Landscape, "Fix list (plan against as-built)", project);
    FixListWriter w(sheet);
    w.text(qs(summary), 7.5);
    if (rows.empty()) {
        w.heading(QStringLiteral("The as-built matches the plan: nothing to fix."), 13);
        sheet.finish();
        return;
    }
    std::size_t i = 0;
    while (i < rows.size()) {
        std::size_t end = i;
        while (end < rows.size() && rows[end].rack == rows[i].rack)
            ++end;
        w.setContext(QString()); // a new rack: a new page, not a continuation
        if (i > 0)
            w.breakPage();
        const QString title = rackTitle(rows[i]);
        w.setContext(title);
        w.heading(QStringLiteral("%1 — %2 fix%3")
                      .arg(title)
                      .arg(end - i)
                      .arg(end - i == 1 ? QString() : QStringLiteral("es")),
            13);
        w.space(4);
        w.header();
        for (std::size_t k = i; k < end; ++k)
            w.row(rows[k], (k - i) % 2 == 1);
        i = end;
    }
    sheet.finish();
}

} // namespace plenum::app

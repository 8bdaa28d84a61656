// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheet.h"

#include "model/types.h"

#include <fmt/format.h>

namespace plenum::app {

namespace {
constexpr double kMarginPt = 28; // about 10 mm: inside every printer's unprintable border
constexpr double kTitleBlockPt = 30;
} // namespace

QPageSize qPageSize(PaperSize paper)
{
    switch (paper) {
    case PaperSize::A4:
        return QPageSize(QPageSize::A4);
    case PaperSize::Letter:
        return QPageSize(QPageSize::Letter);
    case PaperSize::A3:
        return QPageSize(QPageSize::A3);
    }
    return QPageSize(QPageSize::A4);
}

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

AtomicOutput::AtomicOutput(const std::string &path, const OutputRules &rules)
    : m_file(path, rules)
{
    if (!m_device.open(m_file.fd(), QIODevice::WriteOnly, QFileDevice::DontCloseHandle))
        throw Error(fmt::format("cannot write '{}': {}", path, m_device.errorString().toStdString()));
}

void AtomicOutput::commit()
{
    const bool flushed = m_device.flush() && m_device.error() == QFileDevice::NoError;
    const QString error = m_device.errorString();
    m_device.close();
    if (!flushed) {
        m_file.discard();
        throw Error(fmt::format("cannot write '{}': {}", m_file.targetPath(), error.toStdString()));
    }
    m_file.commit();
}

Sheet::Sheet(const std::string &path, const OutputRules &rules, PaperSize paper, QPageLayout::Orientation orientation,
    const std::string &title, const std::string &project)
    : m_file(path, rules)
    , m_path(path)
    , m_title(title)
    , m_project(project)
{
    m_writer = std::make_unique<QPdfWriter>(m_file.device());
    m_writer->setCreator(QStringLiteral("Plenum"));
    m_writer->setTitle(qs(title + " — " + project));
    // One device unit = one point: QRectF coordinates stay exact in the PDF, and point-size fonts
    // come out at their size (a higher resolution would scale them twice under a world transform).
    m_writer->setResolution(72);
    m_writer->setPageLayout(QPageLayout(qPageSize(paper), orientation, QMarginsF(0, 0, 0, 0), QPageLayout::Point));
    if (!m_painter.begin(m_writer.get()))
        throw Error(fmt::format("cannot write '{}': the PDF could not be started", path));
    const QSizeF page = m_writer->pageLayout().fullRect(QPageLayout::Point).size();
    m_full = QRectF(QPointF(kMarginPt, kMarginPt), page - QSizeF(2 * kMarginPt, 2 * kMarginPt));
    m_area = m_full.adjusted(0, 0, 0, -kTitleBlockPt - 6);
    m_painter.setRenderHint(QPainter::Antialiasing);
    titleBlock();
}

Sheet::~Sheet()
{
    // Not finished: the AtomicOutput removes its temporary file.
    if (!m_finished && m_painter.isActive())
        m_painter.end();
}

void Sheet::newPage()
{
    m_writer->newPage();
    ++m_page;
    titleBlock();
}

void Sheet::finish()
{
    m_finished = true;
    if (!m_painter.end())
        throw Error(fmt::format("cannot write '{}': the PDF could not be completed", m_path));
    m_file.commit();
}

QFont Sheet::font(double pt, bool bold) const
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPointSizeF(pt);
    f.setBold(bold);
    // No ligatures, so "fibre" stays searchable text in the PDF.
    f.setStyleStrategy(QFont::PreferNoShaping);
    return f;
}

double Sheet::line(QPointF at, const QString &text, double pt, bool bold, const QColor &color)
{
    m_painter.setFont(font(pt, bold));
    m_painter.setPen(color);
    const double h = pt * 1.35;
    m_painter.drawText(QRectF(at.x(), at.y(), m_area.right() - at.x(), h), Qt::AlignLeft | Qt::AlignVCenter, text);
    return h;
}

void Sheet::titleBlock()
{
    QPainter &p = m_painter;
    p.save();
    const QRectF block(m_full.left(), m_full.bottom() - kTitleBlockPt, m_full.width(), kTitleBlockPt);
    p.setPen(QPen(QColor(0x37414d), 0.8));
    p.setBrush(Qt::NoBrush);
    p.drawRect(block);
    const double w = block.width();
    const double cols[] = { 0, w * 0.45, w * 0.80, w };
    for (int i = 1; i < 3; ++i)
        p.drawLine(QPointF(block.left() + cols[i], block.top()), QPointF(block.left() + cols[i], block.bottom()));
    auto cell = [&](int i, const QString &caption, const QString &value) {
        const QRectF r(block.left() + cols[i] + 5, block.top() + 2, cols[i + 1] - cols[i] - 10, block.height() - 4);
        p.setFont(font(5.5));
        p.setPen(QColor(0x5d6a78));
        p.drawText(r, Qt::AlignLeft | Qt::AlignTop, caption);
        p.setFont(font(9, true));
        p.setPen(QColor(0x1e2730));
        p.drawText(r, Qt::AlignLeft | Qt::AlignBottom, value);
    };
    cell(0, QStringLiteral("PROJECT"), qs(m_project));
    cell(1, QStringLiteral("DRAWING"), qs(m_title));
    cell(2, QStringLiteral("SHEET"), QStringLiteral("%1  ·  Plenum").arg(m_page));
    p.restore();
}

} // namespace plenum::app

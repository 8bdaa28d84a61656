// SPDX-License-Identifier: GPL-3.0-or-later
#include "review_pdf.h"

#include "sheet.h"

#include "analysis/review.h"

#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>

namespace plenum::app {
namespace {

const QColor kInk(0x1e2730);
const QColor kMuted(0x5d6a78);
const QColor kRule(0xd5dbe2);
const QColor kShade(0xf1f4f7);
const QColor kAccent(0x1f5f8b);

// Markdown import gives headings and tables Qt's defaults; make them read like a printed report:
// a hierarchy of heading sizes, compact tables with a shaded header row and hairline rules.
void style(QTextDocument &doc, const Sheet &sheet)
{
    QTextCursor cursor(&doc);
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
        const int level = b.blockFormat().headingLevel();
        QTextBlockFormat bf = b.blockFormat();
        QTextCharFormat cf;
        if (level > 0) {
            const double sizes[] = { 0, 17, 12.5, 10 };
            cf.setFont(sheet.font(sizes[std::min(level, 3)], true));
            cf.setForeground(level == 1 ? kInk : kAccent);
            bf.setTopMargin(level == 1 ? 0 : level == 2 ? 12 : 8);
            bf.setBottomMargin(level == 1 ? 6 : 4);
        } else if (bf.hasProperty(QTextFormat::BlockCodeFence)) {
            bf.setBackground(kShade);
            bf.setLeftMargin(4);
        } else {
            bf.setBottomMargin(4);
        }
        cursor.setPosition(b.position());
        cursor.setBlockFormat(bf);
        if (level > 0) {
            cursor.setPosition(b.position() + b.length() - 1, QTextCursor::KeepAnchor);
            cursor.mergeCharFormat(cf);
        }
    }
    for (QTextFrame *f : doc.rootFrame()->childFrames()) {
        QTextTable *table = qobject_cast<QTextTable *>(f);
        if (!table)
            continue;
        QTextTableFormat tf = table->format();
        tf.setBorder(0.5);
        tf.setBorderBrush(kRule);
        tf.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
        tf.setBorderCollapse(true);
        tf.setCellPadding(2.5);
        tf.setCellSpacing(0);
        // Tables with a column of sentences take the page width; figure tables stay compact.
        bool prose = false;
        for (int r = 1; r < table->rows() && !prose; ++r)
            for (int c = 0; c < table->columns(); ++c) {
                const QTextTableCell cell = table->cellAt(r, c);
                prose = prose || cell.lastPosition() - cell.firstPosition() > 40;
            }
        if (prose)
            tf.setWidth(QTextLength(QTextLength::PercentageLength, 100));
        tf.setTopMargin(2);
        tf.setBottomMargin(8);
        tf.setHeaderRowCount(1);
        table->setFormat(tf);
        for (int c = 0; c < table->columns(); ++c) {
            QTextTableCell cell = table->cellAt(0, c);
            QTextCharFormat hf = cell.format();
            hf.setBackground(kShade);
            cell.setFormat(hf);
            QTextCursor cc = cell.firstCursorPosition();
            // The header follows its column's alignment (figures right, words left).
            if (table->rows() > 1) {
                QTextBlockFormat align = cc.blockFormat();
                align.setAlignment(table->cellAt(1, c).firstCursorPosition().blockFormat().alignment());
                cc.setBlockFormat(align);
            }
            cc.setPosition(cell.lastCursorPosition().position(), QTextCursor::KeepAnchor);
            QTextCharFormat bold;
            bold.setFont(sheet.font(7.5, true));
            bold.setForeground(kMuted);
            cc.mergeCharFormat(bold);
        }
        for (int r = 1; r < table->rows(); ++r)
            for (int c = 0; c < table->columns(); ++c) {
                QTextTableCell cell = table->cellAt(r, c);
                QTextCursor cc = cell.firstCursorPosition();
                cc.setPosition(cell.lastCursorPosition().position(), QTextCursor::KeepAnchor);
                QTextCharFormat small;
                small.setFont(sheet.font(7.8));
                cc.mergeCharFormat(small);
            }
    }
}

} // namespace

void writeReviewPdf(const std::string &markdown, const std::string &path, const OutputRules &rules, PaperSize paper,
    const std::string &project)
{
    Sheet sheet(path, rules, paper, QPageLayout::Portrait, "Design review", project);
    QPainter &painter = sheet.painter();
    const QRectF area = sheet.area();

    QTextDocument doc;
    doc.documentLayout()->setPaintDevice(painter.device());
    doc.setDefaultFont(sheet.font(8.8));
    doc.setDocumentMargin(0);
    doc.setMarkdown(qs(markdown), QTextDocument::MarkdownDialectGitHub);
    style(doc, sheet);
    doc.setPageSize(area.size());

    const int pages = doc.pageCount();
    for (int page = 0; page < pages; ++page) {
        if (page > 0)
            sheet.newPage();
        painter.save();
        const QRectF clip(0, page * area.height(), area.width(), area.height());
        painter.translate(area.left(), area.top() - clip.top());
        painter.setClipRect(clip);
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = clip;
        context.palette.setColor(QPalette::Text, kInk);
        doc.documentLayout()->draw(&painter, context);
        painter.restore();
    }
    sheet.finish();
}

namespace {

class ReviewPdfExporter final : public exporting::Exporter {
public:
    std::string_view id() const override { return "review-pdf"; }
    std::string_view description() const override
    {
        return "the design review: network, storage, orchestration, resilience, metrics, growth (PDF)";
    }
    std::string_view fileFilter() const override { return "PDF files (*.pdf)"; }
    std::string_view extension() const override { return ".pdf"; }
    bool needsGui() const override { return true; }
    void write(const Project &whole, const std::string &path, const exporting::ExportOptions &options,
        const Progress &progress) const override
    {
        progress.report(0, 2, "design review", "export");
        const std::string markdown = exporting::forPhase(
            whole, options.phase, [&](const Project &p) { return analysis::reviewMarkdown(p, options.review); });
        progress.report(1, 2, "design review", "export");
        writeReviewPdf(markdown, path, options.output, options.paper, whole.name);
        progress.finish(2, "done");
    }
};

} // namespace

const exporting::Exporter &reviewPdfExporter()
{
    static const ReviewPdfExporter exporter;
    return exporter;
}

} // namespace plenum::app

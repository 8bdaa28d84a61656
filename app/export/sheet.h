// SPDX-License-Identifier: GPL-3.0-or-later
// A printed document for the drawing exporters: QPdfWriter on an AtomicOutput (the output policy
// of store/atomic_file.h: never onto an input, no links followed, complete or not at all), a painter in typographic
// points (1/72 in) with the origin at the top left of the printable area, page breaks, and the title block every sheet
// carries.
#pragma once

#include "export/exporter.h"
#include "store/atomic_file.h"

#include <QFile>
#include <QFont>
#include <QPainter>
#include <QPdfWriter>
#include <QString>

#include <memory>

namespace plenum::app {

QPageSize qPageSize(PaperSize paper);
QString qs(const std::string &s);

// An output file under the output policy as a QIODevice for Qt's writers (QPdfWriter, QImage):
// the exclusive temporary file of AtomicFile, moved into place by commit().
class AtomicOutput {
public:
    // Throws Error naming the path when the rules refuse it or it cannot be created.
    AtomicOutput(const std::string &path, const OutputRules &rules);
    QIODevice *device() { return &m_device; }
    // Flushes and moves the file into place; throws Error. Not committed: nothing is left.
    void commit();

private:
    AtomicFile m_file;
    QFile m_device;
};

class Sheet {
public:
    // Opens `path` for writing under `rules`; throws Error naming the path and the reason when it cannot.
    Sheet(const std::string &path, const OutputRules &rules, PaperSize paper, QPageLayout::Orientation orientation,
        const std::string &title, const std::string &project);
    ~Sheet();

    QPainter &painter() { return m_painter; }
    QRectF area() const { return m_area; } // printable area above the title block, in points
    int page() const { return m_page; }
    void newPage();
    // Ends painting and commits the file; throws Error if anything went wrong.
    void finish();

    QFont font(double pt, bool bold = false) const;
    // Draws `text` in one line; returns the height used.
    double line(QPointF at, const QString &text, double pt, bool bold = false, const QColor &color = QColor(0x1e2730));

private:
    void titleBlock();

    AtomicOutput m_file;
    std::unique_ptr<QPdfWriter> m_writer;
    QPainter m_painter;
    QRectF m_area;
    QRectF m_full;
    std::string m_path, m_title, m_project;
    int m_page = 1;
    bool m_finished = false;
};

} // namespace plenum::app

// SPDX-License-Identifier: GPL-3.0-or-later
// The design review as PDF (`export --format review-pdf`, `plenum-cli review FILE --out review.pdf`):
// the Markdown of core/analysis/review.h laid out by QTextDocument on the Sheet's pages, each with
// the title block the other drawings carry. Written under the output policy of
// store/atomic_file.h: complete or not at all.
#pragma once

#include "export/exporter.h"

#include <string>

namespace plenum::app {

void writeReviewPdf(const std::string &markdown, const std::string &path, const OutputRules &rules, PaperSize paper,
    const std::string &project);

// The exporter "review-pdf" (options.review, options.paper, options.phase).
const exporting::Exporter &reviewPdfExporter();

} // namespace plenum::app

// SPDX-License-Identifier: GPL-3.0-or-later
// An underlay's bytes as a picture: PNG and JPEG through QImageReader, a PDF page through Qt PDF
// (QPdfDocument::render at kUnderlayPdfDpi). The bytes come from files of others: the reader is
// told the largest picture it may allocate, and a file that does not decode gives one sentence.
#pragma once

#include "model/project.h"

#include <QImage>
#include <QString>

namespace plenum::app {

// The largest picture an underlay may decode to (pixels), about 16k × 16k.
inline constexpr qint64 kMaxUnderlayPixels = 256LL * 1024 * 1024;

struct DecodedUnderlay {
    QImage image; // null on failure
    QString error; // why, one sentence
};

DecodedUnderlay decodeUnderlay(UnderlayFormat format, const QByteArray &bytes, int page);

// How many pages the bytes hold: a PDF's pages, 1 for a PNG or JPEG, 0 when they are neither or
// the PDF cannot be read (the import then says why).
int underlayPageCount(const QByteArray &bytes);

// The format the bytes start as (PNG signature, JPEG SOI, "%PDF-"), or nullopt.
std::optional<UnderlayFormat> sniffUnderlayFormat(const QByteArray &bytes);

} // namespace plenum::app

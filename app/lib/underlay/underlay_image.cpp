// SPDX-License-Identifier: GPL-3.0-or-later
#include "underlay/underlay_image.h"

#include <QBuffer>
#include <QImageReader>
#include <QPdfDocument>

namespace plenum::app {

std::optional<UnderlayFormat> sniffUnderlayFormat(const QByteArray &bytes)
{
    if (bytes.startsWith(QByteArray("\x89PNG\r\n\x1a\n", 8)))
        return UnderlayFormat::Png;
    if (bytes.startsWith(QByteArray("\xff\xd8\xff", 3)))
        return UnderlayFormat::Jpeg;
    if (bytes.startsWith("%PDF-"))
        return UnderlayFormat::Pdf;
    return std::nullopt;
}

int underlayPageCount(const QByteArray &bytes)
{
    const auto format = sniffUnderlayFormat(bytes);
    if (!format)
        return 0;
    if (*format != UnderlayFormat::Pdf)
        return 1;
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    QPdfDocument pdf;
    pdf.load(&buffer);
    if (pdf.status() != QPdfDocument::Status::Ready || pdf.error() != QPdfDocument::Error::None)
        return 0;
    return pdf.pageCount();
}

DecodedUnderlay decodeUnderlay(UnderlayFormat format, const QByteArray &bytes, int page)
{
    DecodedUnderlay out;
    if (format == UnderlayFormat::Pdf) {
        QBuffer buffer;
        buffer.setData(bytes);
        buffer.open(QIODevice::ReadOnly);
        QPdfDocument pdf;
        pdf.load(&buffer);
        if (pdf.status() != QPdfDocument::Status::Ready || pdf.error() != QPdfDocument::Error::None) {
            out.error = QObject::tr("the PDF cannot be read (it is damaged or protected by a password)");
            return out;
        }
        if (page < 0 || page >= pdf.pageCount()) {
            out.error
                = QObject::tr("the PDF has %n page(s); page %1 does not exist", nullptr, pdf.pageCount()).arg(page + 1);
            return out;
        }
        const QSizeF points = pdf.pagePointSize(page); // 1/72 inch
        const QSize pixels((points * kUnderlayPdfDpi / 72.0).toSize());
        if (pixels.isEmpty() || qint64(pixels.width()) * pixels.height() > kMaxUnderlayPixels) {
            out.error = QObject::tr("page %1 of the PDF is too large to draw (%2 × %3 pt)")
                            .arg(page + 1)
                            .arg(points.width())
                            .arg(points.height());
            return out;
        }
        out.image = pdf.render(page, pixels);
        if (out.image.isNull())
            out.error = QObject::tr("page %1 of the PDF cannot be drawn").arg(page + 1);
        return out;
    }
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer, format == UnderlayFormat::Png ? "png" : "jpeg");
    reader.setAllocationLimit(int(kMaxUnderlayPixels * 4 / (1024 * 1024))); // MiB of 32-bit pixels
    const QSize size = reader.size();
    if (size.isValid() && qint64(size.width()) * size.height() > kMaxUnderlayPixels) {
        out.error = QObject::tr("the picture is %1 × %2 pixels (at most %3 million pixels)")
                        .arg(size.width())
                        .arg(size.height())
                        .arg(kMaxUnderlayPixels / 1000000);
        return out;
    }
    out.image = reader.read();
    if (out.image.isNull())
        out.error = QObject::tr("the picture cannot be decoded: %1").arg(reader.errorString());
    return out;
}

} // namespace plenum::app

// SPDX-License-Identifier: GPL-3.0-or-later
// The Document's underlays (issue #18): import the architect's drawing (a PDF's page of choice),
// calibrate it by two floor points a known distance apart, place it (dragged or typed), change its
// opacity and rotation, lock it, delete it. Each runs a
// core/edit/underlay_edit function and is one undo step.
#include "document/document.h"

#include "document/error_text.h"
#include "edit/underlay_edit.h"
#include "store/input_limits.h"
#include "underlay/underlay_dxf.h"
#include "underlay/underlay_image.h"

#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace plenum::app {
namespace {

// Image pixel of the floor point (x, y) as the underlay lies now (the inverse of underlayToFloor).
QPointF pixelOf(const Underlay &u, QPointF floor)
{
    const double t = u.rotation_deg * std::numbers::pi / 180.0;
    const double c = std::cos(t), s = std::sin(t);
    const double x = floor.x() - double(u.x_mm), y = floor.y() - double(u.y_mm);
    const double lx = x * c - y * s, ly = x * s + y * c;
    return { lx / u.mm_per_px, -ly / u.mm_per_px };
}

std::string freeName(const Project &p, const QString &base)
{
    const auto taken = [&](const std::string &n) {
        return std::any_of(p.underlays.begin(), p.underlays.end(), [&](const Underlay &u) { return u.name == n; });
    };
    std::string name = base.left(200).toStdString();
    if (name.empty())
        name = "underlay";
    for (int i = 2; taken(name); ++i)
        name = base.left(200).toStdString() + " (" + std::to_string(i) + ")";
    return name;
}

} // namespace

void Document::adoptNewProject(Project project)
{
    replaceProject(std::move(project), QString());
}

QVariantList Document::underlays() const
{
    QVariantList out;
    for (const Underlay &u : m_project.underlays)
        out.append(QVariantMap { { QStringLiteral("id"), qint64(u.id) },
            { QStringLiteral("name"), QString::fromStdString(u.name) }, { QStringLiteral("opacity"), u.opacity },
            { QStringLiteral("locked"), u.locked }, { QStringLiteral("mmPerPx"), u.mm_per_px },
            { QStringLiteral("rotation"), u.rotation_deg }, { QStringLiteral("xMm"), qint64(u.x_mm) },
            { QStringLiteral("yMm"), qint64(u.y_mm) }, { QStringLiteral("page"), u.page },
            { QStringLiteral("format"), QString::fromUtf8(toString(u.format).data()) } });
    return out;
}

const Underlay *Document::underlay(Id id) const
{
    for (const Underlay &u : m_project.underlays)
        if (u.id == id)
            return &u;
    return nullptr;
}

bool Document::importUnderlay(const QString &pathOrUrl, int page)
{
    const QString path = DocumentFile::toLocalPath(pathOrUrl);
    const QString shown = QFileInfo(path).fileName();
    const QString title = tr("Import underlay %1").arg(shown);
    auto fail = [&](const QString &why) {
        reportError(tr("%1: %2").arg(title, why));
        return false;
    };
    if (m_project.halls.empty())
        return fail(tr("the project has no hall to lay it under"));
    QFile file(path);
    if (!QFileInfo(path).isFile() || !file.open(QIODevice::ReadOnly))
        return fail(tr("the file cannot be read"));
    if (QFileInfo(path).suffix().compare(QStringLiteral("dxf"), Qt::CaseInsensitive) == 0) {
        // A DXF becomes line art at its own coordinates (millimetres of its $INSUNITS).
        DxfPicture picture;
        try {
            picture = drawDxf(dxf::readDrawing(path.toStdString()), std::nullopt);
        } catch (const std::exception &e) {
            return fail(shownError(e));
        }
        if (picture.png.isEmpty())
            return fail(picture.error);
        if (quint64(picture.png.size()) > limits::kMaxUnderlayBytes)
            return fail(tr("the drawn DXF is %1 MiB (at most %2 MiB)")
                            .arg(double(picture.png.size()) / (1 << 20), 0, 'f', 1)
                            .arg(limits::kMaxUnderlayBytes >> 20));
        edit::UnderlaySpec spec;
        spec.name = freeName(m_project, QFileInfo(path).completeBaseName());
        spec.hall = std::to_string(m_project.halls.front().id);
        spec.format = UnderlayFormat::Png;
        spec.bytes = std::make_shared<const std::string>(picture.png.constData(), std::size_t(picture.png.size()));
        spec.x_mm = picture.x_mm;
        spec.y_mm = picture.y_mm;
        spec.mm_per_px = picture.mm_per_px;
        spec.opacity = 0.6;
        return runEdit(
            title, tr("Imported underlay %1.").arg(shown), [&](Project &p) { return edit::addUnderlay(p, spec); });
    }
    if (quint64(file.size()) > limits::kMaxUnderlayBytes)
        return fail(tr("the file is %1 MiB (at most %2 MiB)")
                        .arg(double(file.size()) / (1 << 20), 0, 'f', 1)
                        .arg(limits::kMaxUnderlayBytes >> 20));
    const QByteArray bytes = file.read(qint64(limits::kMaxUnderlayBytes) + 1);
    const auto format = sniffUnderlayFormat(bytes);
    if (!format)
        return fail(tr("it is not a PNG, JPEG or PDF file"));
    const DecodedUnderlay decoded = decodeUnderlay(*format, bytes, page);
    if (decoded.image.isNull())
        return fail(decoded.error);
    // Laid over the hall's width, its top-left corner at the hall's north-west corner; the user
    // calibrates it from there.
    const Hall &hall = m_project.halls.front();
    std::int64_t minX = hall.outline.front().x_mm, maxX = minX, maxY = hall.outline.front().y_mm;
    for (const Point &p : hall.outline) {
        minX = std::min(minX, p.x_mm);
        maxX = std::max(maxX, p.x_mm);
        maxY = std::max(maxY, p.y_mm);
    }
    edit::UnderlaySpec spec;
    spec.name = freeName(m_project, QFileInfo(path).completeBaseName());
    spec.hall = std::to_string(hall.id);
    spec.format = *format;
    spec.page = page;
    spec.bytes = std::make_shared<const std::string>(bytes.constData(), std::size_t(bytes.size()));
    spec.x_mm = minX;
    spec.y_mm = maxY;
    spec.mm_per_px = std::clamp(double(maxX - minX) / decoded.image.width(), 1e-3, 1e5);
    spec.opacity = 0.5;
    return runEdit(
        title, tr("Imported underlay %1.").arg(shown), [&](Project &p) { return edit::addUnderlay(p, spec); });
}

bool Document::calibrateUnderlay(qint64 id, QPointF floorA, QPointF floorB, double distanceMm)
{
    const Underlay *u = underlay(id);
    if (!u) {
        reportError(tr("There is no underlay with id %1.").arg(id));
        return false;
    }
    const QString name = QString::fromStdString(u->name);
    const QPointF a = pixelOf(*u, floorA), b = pixelOf(*u, floorB);
    return runEdit(tr("Calibrate underlay %1").arg(name),
        tr("Calibrated %1: %2 mm per pixel.")
            .arg(name)
            .arg(distanceMm / std::hypot(b.x() - a.x(), b.y() - a.y()), 0, 'g', 4),
        [&](Project &p) {
            return edit::calibrateUnderlay(p, std::to_string(id), a.x(), a.y(), b.x(), b.y(), distanceMm);
        });
}

bool Document::setUnderlayOpacity(qint64 id, double opacity)
{
    const Underlay *u = underlay(id);
    const QString name = u ? QString::fromStdString(u->name) : QString::number(id);
    return runEdit(tr("Underlay %1 opacity").arg(name), tr("Set the opacity of %1.").arg(name),
        [&](Project &p) { return edit::setUnderlayOpacity(p, std::to_string(id), opacity); });
}

bool Document::setUnderlayLocked(qint64 id, bool locked)
{
    const Underlay *u = underlay(id);
    const QString name = u ? QString::fromStdString(u->name) : QString::number(id);
    return runEdit(locked ? tr("Lock underlay %1").arg(name) : tr("Unlock underlay %1").arg(name),
        locked ? tr("Locked %1.").arg(name) : tr("Unlocked %1.").arg(name),
        [&](Project &p) { return edit::setUnderlayLocked(p, std::to_string(id), locked); });
}

bool Document::setUnderlayRotation(qint64 id, double rotationDeg)
{
    const Underlay *u = underlay(id);
    if (!u) {
        reportError(tr("There is no underlay with id %1.").arg(id));
        return false;
    }
    const QString name = QString::fromStdString(u->name);
    const Underlay now = *u;
    return runEdit(tr("Turn underlay %1").arg(name), tr("Turned %1.").arg(name), [&](Project &p) {
        return edit::placeUnderlay(p, std::to_string(id), now.x_mm, now.y_mm, now.mm_per_px, rotationDeg);
    });
}

bool Document::placeUnderlay(qint64 id, double xMm, double yMm, double mmPerPx, double rotationDeg)
{
    const Underlay *u = underlay(id);
    if (!u) {
        reportError(tr("There is no underlay with id %1.").arg(id));
        return false;
    }
    const QString name = QString::fromStdString(u->name);
    const std::int64_t x = std::llround(xMm), y = std::llround(yMm);
    return runEdit(tr("Place underlay %1").arg(name),
        tr("Placed %1 at %2, %3 m.").arg(name).arg(double(x) / 1000.0).arg(double(y) / 1000.0),
        [&](Project &p) { return edit::placeUnderlay(p, std::to_string(id), x, y, mmPerPx, rotationDeg); });
}

int Document::underlayPageCount(const QString &pathOrUrl) const
{
    QFile file(DocumentFile::toLocalPath(pathOrUrl));
    if (!file.open(QIODevice::ReadOnly) || quint64(file.size()) > limits::kMaxUnderlayBytes)
        return 0;
    return app::underlayPageCount(file.readAll());
}

bool Document::deleteUnderlay(qint64 id)
{
    const Underlay *u = underlay(id);
    const QString name = u ? QString::fromStdString(u->name) : QString::number(id);
    return runEdit(tr("Delete underlay %1").arg(name), tr("Deleted %1.").arg(name),
        [&](Project &p) { return edit::deleteUnderlay(p, std::to_string(id)); });
}

} // namespace plenum::app

// SPDX-License-Identifier: GPL-3.0-or-later
#include "export_controller.h"

#include "document.h"
#include "export_job.h"

#include <QVariantMap>

namespace plenum::app {

namespace {
QString qstr(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}
} // namespace

ExportController::ExportController(QObject *parent) : QObject(parent) {}

QVariantList ExportController::formats() const
{
    QVariantList list;
    for (const exporting::Exporter *e : allExporters()) {
        QVariantMap m;
        m.insert(QStringLiteral("id"), qstr(e->id()));
        m.insert(QStringLiteral("description"), qstr(e->description()));
        m.insert(QStringLiteral("fileFilter"), qstr(e->fileFilter()));
        m.insert(QStringLiteral("extension"), qstr(e->extension()));
        m.insert(QStringLiteral("folder"), e->writesFolder());
        m.insert(QStringLiteral("needsCables"), e->needsCables());
        list.push_back(m);
    }
    return list;
}

bool ExportController::exportDocument(QObject *document, const QString &format, const QString &path,
                                      const QString &phase, const QString &paper, int racksPerPage)
{
    const auto *doc = qobject_cast<Document *>(document);
    if (!doc) {
        setLastError(tr("No project is open."));
        return false;
    }
    try {
        exporting::ExportOptions options;
        options.phase = phase.toStdString();
        options.paper = exporting::parsePaperSize(paper.toStdString());
        options.racks_per_page = racksPerPage;
        const QString local = Document::toLocalPath(path);
        runExport(doc->project(), format.toStdString(), local.toStdString(), options);
        setLastError({});
        emit exported(format, local);
        return true;
    } catch (const std::exception &e) {
        setLastError(QString::fromUtf8(e.what()));
        return false;
    }
}

void ExportController::setLastError(const QString &error)
{
    if (error == m_lastError)
        return;
    m_lastError = error;
    emit lastErrorChanged();
}

} // namespace plenum::app

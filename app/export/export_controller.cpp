// SPDX-License-Identifier: GPL-3.0-or-later
#include "export_controller.h"

#include "document/document.h"
#include "document/error_text.h"
#include "export/table.h"
#include "export_job.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QPointer>
#include <QVariantMap>

namespace plenum::app {

namespace {
QString qstr(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}
// The File ▸ Export menu's entry for a format: short, translated and distinct (the exporter's one-line
// description stays the tooltip). A format added without a title here shows its description.
QString menuTitle(std::string_view id, std::string_view description)
{
    static const struct {
        const char *id;
        const char *title;
    } titles[] = {
        { "bom-csv", QT_TRANSLATE_NOOP("plenum::app::ExportController", "Bill of Materials (CSV)…") },
        { "bom-xlsx", QT_TRANSLATE_NOOP("plenum::app::ExportController", "Bill of Materials (Excel)…") },
        { "cables-csv", QT_TRANSLATE_NOOP("plenum::app::ExportController", "Cable Schedule (CSV)…") },
        { "cables-xlsx", QT_TRANSLATE_NOOP("plenum::app::ExportController", "Cable Schedule (Excel)…") },
        { "netbox", QT_TRANSLATE_NOOP("plenum::app::ExportController", "NetBox Import Folder…") },
        { "slurm-topology", QT_TRANSLATE_NOOP("plenum::app::ExportController", "Slurm topology.conf…") },
        { "ibnetdiscover", QT_TRANSLATE_NOOP("plenum::app::ExportController", "InfiniBand Topology (ibnetdiscover)…") },
        { "ibdm-topology",
            QT_TRANSLATE_NOOP("plenum::app::ExportController", "InfiniBand Topology for ibdiagnet (IBDM Folder)…") },
        { "ufm-p2p-csv", QT_TRANSLATE_NOOP("plenum::app::ExportController", "UFM Cable Validation P2P (CSV)…") },
        { "ufm-p2p-xlsx", QT_TRANSLATE_NOOP("plenum::app::ExportController", "UFM Cable Validation P2P (Excel)…") },
        { "ptm-dot",
            QT_TRANSLATE_NOOP("plenum::app::ExportController", "Ethernet Topology for Cumulus PTM (topology.dot)…") },
        { "json", QT_TRANSLATE_NOOP("plenum::app::ExportController", "Topology (JSON)…") },
        { "stats-json", QT_TRANSLATE_NOOP("plenum::app::ExportController", "Statistics Report (JSON)…") },
        { "elevations-pdf", QT_TRANSLATE_NOOP("plenum::app::ExportController", "Rack Elevations (PDF)…") },
        { "floorplan-pdf", QT_TRANSLATE_NOOP("plenum::app::ExportController", "Floor Plan (PDF)…") },
        { "floorplan-png", QT_TRANSLATE_NOOP("plenum::app::ExportController", "Floor Plan (PNG)…") },
        { "floorplan-dxf", QT_TRANSLATE_NOOP("plenum::app::ExportController", "Floor Plan for CAD (DXF)…") },
        { "pullsheets-pdf", QT_TRANSLATE_NOOP("plenum::app::ExportController", "Pull Sheets (PDF)…") },
        { "labels-pdf", QT_TRANSLATE_NOOP("plenum::app::ExportController", "Cable Labels (PDF)…") },
        { "review-md", QT_TRANSLATE_NOOP("plenum::app::ExportController", "Design Review (Markdown)…") },
        { "review-pdf", QT_TRANSLATE_NOOP("plenum::app::ExportController", "Design Review (PDF)…") },
    };
    for (const auto &t : titles)
        if (id == t.id)
            return QCoreApplication::translate("plenum::app::ExportController", t.title);
    return qstr(description);
}

// The GUI's output rules: a file's Save dialog has already asked before replacing it; a folder
// (NetBox) is written into only when it is new, empty or an earlier Plenum export, or when the user
// confirmed `writeIntoFolder`; the open project file is never an output.
OutputRules guiOutputRules(const Document &doc, const QString &format, bool writeIntoFolder)
{
    OutputRules rules;
    const exporting::Exporter *e = findExporter(format.toStdString());
    rules.replace = e && (!e->writesFolder() || writeIntoFolder);
    if (!doc.file()->path().isEmpty())
        rules.inputs.push_back(QFile::encodeName(DocumentFile::toLocalPath(doc.file()->path())).toStdString());
    return rules;
}

} // namespace

ExportController::ExportController(QObject *parent)
    : QObject(parent)
{
    connect(&m_job, &BackgroundJob::failed, this, [this](const QString &error) {
        setLastError(error);
        emit failed(error);
    });
}

void ExportController::startExport(QObject *document, const QString &format, const QString &path, const QString &phase,
    const QString &paper, int racksPerPage, bool writeIntoFolder)
{
    const auto *doc = qobject_cast<Document *>(document);
    if (!doc) {
        setLastError(tr("No project is open."));
        emit failed(m_lastError);
        return;
    }
    exporting::ExportOptions options;
    options.phase = phase.toStdString();
    options.racks_per_page = racksPerPage;
    options.output = guiOutputRules(*doc, format, writeIntoFolder);
    const QString local = DocumentFile::toLocalPath(path);
    QPointer<ExportController> self(this);
    m_job.start(tr("Exporting %1").arg(QFileInfo(local).fileName()),
        [project = doc->project(), id = format.toStdString(), target = QFile::encodeName(local).toStdString(), options,
            paper = paper.toStdString(), self, format, local](JobControl &control) mutable {
            options.paper = parsePaperSize(paper);
            runExport(project, id, target, options, control.progress());
            return BackgroundJob::Apply([self, format, local] {
                if (!self)
                    return;
                self->setLastError({});
                emit self->exported(format, local);
            });
        });
}

bool ExportController::needsFolderConsent(const QString &format, const QString &path) const
{
    const exporting::Exporter *e = findExporter(format.toStdString());
    return e && e->writesFolder()
        && exporting::isForeignFolder(QFile::encodeName(DocumentFile::toLocalPath(path)).toStdString());
}

QVariantList ExportController::formats() const
{
    QVariantList list;
    for (const exporting::Exporter *e : allExporters()) {
        QVariantMap m;
        m.insert(QStringLiteral("id"), qstr(e->id()));
        m.insert(QStringLiteral("title"), menuTitle(e->id(), e->description()));
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
    const QString &phase, const QString &paper, int racksPerPage, bool writeIntoFolder)
{
    const auto *doc = qobject_cast<Document *>(document);
    if (!doc) {
        setLastError(tr("No project is open."));
        return false;
    }
    try {
        exporting::ExportOptions options;
        options.phase = phase.toStdString();
        options.paper = parsePaperSize(paper.toStdString());
        options.racks_per_page = racksPerPage;
        options.output = guiOutputRules(*doc, format, writeIntoFolder);
        const QString local = DocumentFile::toLocalPath(path);
        runExport(doc->project(), format.toStdString(), QFile::encodeName(local).toStdString(), options);
        setLastError({});
        emit exported(format, local);
        return true;
    } catch (const std::exception &e) {
        setLastError(shownError(e));
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

// SPDX-License-Identifier: GPL-3.0-or-later
// The GUI's handle on the export job (STYLE.md: exporters run headless and are not wired into
// dialogs): QML lists the formats for its file dialog and calls exportDocument(), which runs the
// very runExport() that `plenum-cli export` runs. Register it once, e.g.
//   qmlRegisterSingletonInstance("Plenum", 1, 0, "Exports", new plenum::app::ExportController(&app));
#pragma once

#include "jobs/background_job.h"

#include <QObject>
#include <QString>
#include <QVariantList>

namespace plenum::app {

class ExportController : public QObject {
    Q_OBJECT
    Q_PROPERTY(QVariantList formats READ formats CONSTANT)
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
    // The background export started by startExport(): running, progress, cancel.
    Q_PROPERTY(plenum::app::BackgroundJob *job READ job CONSTANT)

public:
    explicit ExportController(QObject *parent = nullptr);

    // One map per format: id, title (the menu entry, translated), description, fileFilter, extension, folder (bool),
    // needsCables.
    QVariantList formats() const;
    QString lastError() const { return m_lastError; }

    // Exports the project open in `document` (a Document) to `path` (a local path or file: URL).
    // `phase` "" = every phase; `paper` "a4" | "letter" | "a3"; `racksPerPage` ≥ 1. Returns true on
    // success; on failure sets lastError to the one-sentence reason and leaves no partial file.
    // Output rules (docs/cli.md): an existing file is replaced (the Save dialog has asked), the open
    // project file never; a folder format (NetBox) writes a new, empty or earlier-export folder, and
    // into any other folder only with `writeIntoFolder` (ask the user first: the export's files are
    // added or replaced there, nothing else in it is touched).
    Q_INVOKABLE bool exportDocument(QObject *document, const QString &format, const QString &path,
        const QString &phase = {}, const QString &paper = QStringLiteral("a4"), int racksPerPage = 1,
        bool writeIntoFolder = false);

    // The same export on a copy of the project in the background (File ▸ Export): returns at once;
    // exported() or lastError + failed() follow. Cancel (job()->cancel()) stops the exporter at its
    // next progress step and reports nothing; as every write is atomic, no partial file is left.
    Q_INVOKABLE void startExport(QObject *document, const QString &format, const QString &path,
        const QString &phase = {}, const QString &paper = QStringLiteral("a4"), int racksPerPage = 1,
        bool writeIntoFolder = false);
    BackgroundJob *job() { return &m_job; }

    // True when `format` writes a folder and `path` is a folder of other files (not empty, not an
    // earlier Plenum export): the export writes into it only after the user agreed
    // (startExport(…, writeIntoFolder = true)).
    Q_INVOKABLE bool needsFolderConsent(const QString &format, const QString &path) const;

signals:
    void lastErrorChanged();
    void exported(const QString &format, const QString &path);
    void failed(const QString &error);

private:
    void setLastError(const QString &error);
    QString m_lastError;
    BackgroundJob m_job;
};

} // namespace plenum::app

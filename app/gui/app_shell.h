// SPDX-License-Identifier: GPL-3.0-or-later
// The desktop application's objects and its window, in one place: the Document, its autosave,
// background jobs, the export controller and the QML engine loading Main.qml with them. main()
// makes one; the UI-level tests make the very same one and drive its window with mouse and keys.
#pragma once

#include "document/autosave_manager.h"
#include "document/document.h"
#include "export/export_controller.h"
#include "jobs/project_jobs.h"

#include <QQmlApplicationEngine>
#include <QString>
#include <QUrl>

class QQuickWindow;

namespace plenum::app {

class LanguageManager;

class AppShell {
public:
    struct Options {
        QString view = QStringLiteral("floor"); // floor, elevation, 3d, checks, cables, review
        QString theme; // "", "light" or "dark"
        bool interactive = true; // false for a screenshot run: no dialogs, no autosave
        QUrl docsUrl; // empty: the installed or source docs folder
    };

    explicit AppShell(LanguageManager &language);

    Document &document() { return m_document; }
    AutosaveManager &autosave() { return m_autosave; }
    ProjectJobs &jobs() { return m_jobs; }
    ExportController &exports() { return m_exports; }
    QQmlApplicationEngine &engine() { return m_engine; }

    // Loads Main.qml; the window, or nullptr when the interface failed to load.
    QQuickWindow *load(const Options &options);
    QQuickWindow *window() const;

private:
    Document m_document;
    AutosaveManager m_autosave { &m_document };
    ProjectJobs m_jobs;
    ExportController m_exports;
    QQmlApplicationEngine m_engine;
    LanguageManager &m_language;
};

} // namespace plenum::app

// SPDX-License-Identifier: GPL-3.0-or-later
#include "app_shell.h"

#include "i18n/language_manager.h"

#include <QCoreApplication>
#include <QDir>
#include <QQuickWindow>

namespace plenum::app {

AppShell::AppShell(LanguageManager &language)
    : m_language(language)
{
    m_jobs.setDocument(&m_document);
    m_language.setEngine(&m_engine);
}

QQuickWindow *AppShell::load(const Options &options)
{
    if (!options.interactive)
        m_autosave.setIntervalMs(0); // a screenshot run never writes autosaves
    QUrl docs = options.docsUrl;
    if (docs.isEmpty()) {
        const QDir installed(QCoreApplication::applicationDirPath() + QStringLiteral("/../share/doc/plenum"));
        docs = QUrl::fromLocalFile(installed.exists() ? installed.absolutePath() : QStringLiteral(PLENUM_DOCS_DIR));
    }
    m_engine.addImportPath(QStringLiteral("qrc:/qt/qml")); // where qt_add_qml_module put Plenum's qmldir
    m_engine.setInitialProperties({ { QStringLiteral("document"), QVariant::fromValue(&m_document) },
        { QStringLiteral("autosave"), QVariant::fromValue(&m_autosave) },
        { QStringLiteral("jobs"), QVariant::fromValue(&m_jobs) },
        { QStringLiteral("language"), QVariant::fromValue(&m_language) },
        { QStringLiteral("exports"), QVariant::fromValue(&m_exports) }, { QStringLiteral("docsUrl"), docs },
        { QStringLiteral("interactive"), options.interactive }, { QStringLiteral("themeOverride"), options.theme },
        { QStringLiteral("view"), options.view } });
    m_engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Plenum/Main.qml")));
    return window();
}

QQuickWindow *AppShell::window() const
{
    return m_engine.rootObjects().isEmpty() ? nullptr
                                            : qobject_cast<QQuickWindow *>(m_engine.rootObjects().constFirst());
}

} // namespace plenum::app

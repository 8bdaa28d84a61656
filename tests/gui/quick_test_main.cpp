// SPDX-License-Identifier: GPL-3.0-or-later
// Runner of the tst_*.qml Qt Quick Tests: imports the Plenum module and gives every test a fresh
// Document, made from the starter template, as the context property `testDocument`, and its
// AutosaveManager (autosave off) as `testAutosave`, and its background jobs as `testJobs`. Any QML
// warning or error while the tests run fails the run (qml_warning_guard.h).
#include "document/autosave_manager.h"
#include "document/document.h"
#include "jobs/project_jobs.h"
#include "qml_warning_guard.h"

#include <QQmlContext>
#include <QQmlEngine>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(PlenumPlugin)

class Setup : public QObject {
    Q_OBJECT

public slots:
    void qmlEngineAvailable(QQmlEngine *engine)
    {
        plenum::test::QmlWarningGuard::install(); // QtTest logs by now: the guard passes messages on to it
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
        m_document.newFromTemplate(QStringLiteral("starter"));
        engine->rootContext()->setContextProperty(QStringLiteral("testDocument"), &m_document);
        m_autosave.setIntervalMs(0);
        engine->rootContext()->setContextProperty(QStringLiteral("testAutosave"), &m_autosave);
        m_jobs.setDocument(&m_document);
        engine->rootContext()->setContextProperty(QStringLiteral("testJobs"), &m_jobs);
    }

private:
    plenum::app::Document m_document;
    plenum::app::AutosaveManager m_autosave { &m_document };
    plenum::app::ProjectJobs m_jobs;
};

int main(int argc, char **argv)
{
    QTEST_SET_MAIN_SOURCE_PATH
    QCoreApplication::setOrganizationName(QStringLiteral("PlenumTest")); // Theme's Settings need one
    QCoreApplication::setApplicationName(QStringLiteral("plenum_quick_tests"));
    Setup setup;
    const int failed = quick_test_main_with_setup(argc, argv, "plenum_quick_tests", nullptr, &setup);
    return plenum::test::QmlWarningGuard::report() > 0 ? 1 : failed;
}
#include "quick_test_main.moc"

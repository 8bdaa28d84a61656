// SPDX-License-Identifier: GPL-3.0-or-later
// The GUI path to the exports: ExportController runs the CLI's export job on the open Document.
#include "document.h"
#include "export/export_controller.h"
#include "readers.h"
#include "routing/router.h"
#include "store/atomic_file.h"
#include "store/project_file.h"
#include "templates/templates.h"

#include <QFileInfo>
#include <QGuiApplication>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace plenum;

class TestExportGui : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void exportsTheOpenDocument()
    {
        TemplateOptions o;
        o.nodes = 32;
        Project p = projectFromTemplate("dgx-h100-superpod", o);
        routing::routeProject(p);
        const QString file = m_dir.filePath(QStringLiteral("routed.plenum"));
        saveProject(p, file.toStdString());

        app::Document doc;
        QVERIFY(doc.open(file));
        app::ExportController exports;
        QCOMPARE(exports.formats().size(), 12);
        QCOMPARE(exports.formats().front().toMap().value(QStringLiteral("id")).toString(), QStringLiteral("bom-csv"));

        QSignalSpy done(&exports, &app::ExportController::exported);
        const QString csv = m_dir.filePath(QStringLiteral("cables.csv"));
        QVERIFY(exports.exportDocument(&doc, QStringLiteral("cables-csv"), QUrl::fromLocalFile(csv).toString()));
        QCOMPARE(done.size(), 1);
        QCOMPARE(exporttest::parseCsv(readFile(csv.toStdString())).size(), p.cables.size() + 1);

        const QString pdf = m_dir.filePath(QStringLiteral("racks.pdf"));
        QVERIFY(exports.exportDocument(&doc, QStringLiteral("elevations-pdf"), pdf, QString(), QStringLiteral("letter"), 2));
        QCOMPARE(exporttest::pdfPages(pdf), int(p.racks.size() + 1) / 2);

        QVERIFY(!exports.exportDocument(&doc, QStringLiteral("labels-pdf"), m_dir.filePath(QStringLiteral("none/l.pdf"))));
        QVERIFY(exports.lastError().contains(QLatin1String("none")));
        QVERIFY(!exports.exportDocument(nullptr, QStringLiteral("json"), m_dir.filePath(QStringLiteral("t.json"))));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("t.json"))));
    }
};

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    TestExportGui test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_export_gui.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The GUI path to the exports: ExportController runs the CLI's export job on the open Document.
#include "document/document.h"
#include "export/export_controller.h"
#include "readers.h"
#include "routing/router.h"
#include "store/atomic_file.h"
#include "store/project_file.h"
#include "templates/templates.h"

#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

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
        QVERIFY(doc.file()->open(file));
        app::ExportController exports;
        // Every format of `plenum-cli export`, in the order File ▸ Export lists them.
        QStringList ids;
        for (const QVariant &f : exports.formats())
            ids << f.toMap().value(QStringLiteral("id")).toString();
        QCOMPARE(ids,
            QStringList({ QStringLiteral("bom-csv"), QStringLiteral("bom-xlsx"), QStringLiteral("cables-csv"),
                QStringLiteral("cables-xlsx"), QStringLiteral("pullsheets-pdf"), QStringLiteral("elevations-pdf"),
                QStringLiteral("labels-pdf"), QStringLiteral("floorplan-pdf"), QStringLiteral("floorplan-png"),
                QStringLiteral("floorplan-dxf"), QStringLiteral("netbox"), QStringLiteral("slurm-topology"),
                QStringLiteral("ibnetdiscover"), QStringLiteral("ibdm-topology"), QStringLiteral("ptm-dot"),
                QStringLiteral("ufm-p2p-csv"), QStringLiteral("ufm-p2p-xlsx"), QStringLiteral("json"),
                QStringLiteral("stats-json"), QStringLiteral("review-md"), QStringLiteral("review-pdf") }));

        QSignalSpy done(&exports, &app::ExportController::exported);
        const QString csv = m_dir.filePath(QStringLiteral("cables.csv"));
        QVERIFY(exports.exportDocument(&doc, QStringLiteral("cables-csv"), QUrl::fromLocalFile(csv).toString()));
        QCOMPARE(done.size(), 1);
        QCOMPARE(exporttest::parseCsv(readFile(csv.toStdString())).size(), p.cables.size() + 1);

        const QString pdf = m_dir.filePath(QStringLiteral("racks.pdf"));
        QVERIFY(exports.exportDocument(
            &doc, QStringLiteral("elevations-pdf"), pdf, QString(), QStringLiteral("letter"), 2));
        QCOMPARE(exporttest::pdfPages(pdf), int(p.racks.size() + 1) / 2);

        QVERIFY(
            !exports.exportDocument(&doc, QStringLiteral("labels-pdf"), m_dir.filePath(QStringLiteral("none/l.pdf"))));
        QVERIFY(exports.lastError().contains(QLatin1String("none")));
        QVERIFY(!exports.exportDocument(nullptr, QStringLiteral("json"), m_dir.filePath(QStringLiteral("t.json"))));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("t.json"))));
    }

    // Issue 20: the GUI writes the same report JSON as the CLI. File ▸ Export ▸ Statistics Report
    // (JSON)… of the open document gives, byte for byte, what `plenum-cli stats --json` prints for
    // its file; and the counts are those of the project, not just equal to each other: the starter
    // template is one hall with 16 DGX H100 nodes of 8 GPUs each (128 GPUs), not routed (no cables).
    void statsReportAsTheCliWritesIt()
    {
        Project p = projectFromTemplate("starter", {});
        p.name = "report \"quoted\" näme";
        const QString file = m_dir.filePath(QStringLiteral("report.plenum"));
        saveProject(p, file.toStdString());
        app::Document doc;
        QVERIFY(doc.file()->open(file));
        app::ExportController exports;
        bool listed = false;
        for (const QVariant &f : exports.formats())
            listed = listed
                || (f.toMap().value(QStringLiteral("id")) == QStringLiteral("stats-json")
                    && f.toMap().value(QStringLiteral("title")) == QStringLiteral("Statistics Report (JSON)…"));
        QVERIFY(listed);
        const QString out = m_dir.filePath(QStringLiteral("stats.json"));
        QVERIFY2(exports.exportDocument(&doc, QStringLiteral("stats-json"), out), qPrintable(exports.lastError()));
        const QByteArray gui = QByteArray::fromStdString(readFile(out.toStdString()));

        QProcess cli;
        cli.start(
            QStringLiteral(PLENUM_BIN_DIR "/plenum-cli"), { QStringLiteral("stats"), file, QStringLiteral("--json") });
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        QCOMPARE(gui, cli.readAllStandardOutput());

        const QJsonObject o = QJsonDocument::fromJson(gui).object();
        QCOMPARE(o.value(QStringLiteral("name")).toString(), QStringLiteral("report \"quoted\" näme"));
        QCOMPARE(o.value(QStringLiteral("halls")).toInt(), 1);
        QCOMPARE(o.value(QStringLiteral("gpus")).toInt(), 128);
        QCOMPARE(o.value(QStringLiteral("cables")).toInt(), 0);
    }

    // Issue 22 items 1 and 6 through the GUI's controller: never onto the open project; a folder of
    // the user's files only after the user confirmed (writeIntoFolder), and then nothing else in it
    // changes; an existing file is replaced (the Save dialog asked).
    void guiOutputRules()
    {
        Project p = projectFromTemplate("starter", {});
        const QString file = m_dir.filePath(QStringLiteral("open.plenum"));
        saveProject(p, file.toStdString());
        const std::string before = readFile(file.toStdString());
        app::Document doc;
        QVERIFY(doc.file()->open(file));
        app::ExportController exports;
        QVERIFY(!exports.exportDocument(&doc, QStringLiteral("bom-csv"), file));
        QVERIFY2(exports.lastError().contains(QLatin1String("it is the input")), qPrintable(exports.lastError()));
        QCOMPARE(readFile(file.toStdString()), before);

        const QString csv = m_dir.filePath(QStringLiteral("again.csv"));
        QVERIFY(exports.exportDocument(&doc, QStringLiteral("bom-csv"), csv));
        QVERIFY(exports.exportDocument(&doc, QStringLiteral("bom-csv"), csv));

        const QString folder = m_dir.filePath(QStringLiteral("Documents"));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(!exports.needsFolderConsent(QStringLiteral("netbox"), folder)); // empty: no question
        QVERIFY(!exports.needsFolderConsent(QStringLiteral("netbox"), folder + QStringLiteral("/new")));
        writeFileAtomically((folder + QStringLiteral("/thesis.odt")).toStdString(), "mine", OutputRules {});
        QVERIFY(exports.needsFolderConsent(QStringLiteral("netbox"), folder));
        QVERIFY(exports.needsFolderConsent(QStringLiteral("netbox"), QUrl::fromLocalFile(folder).toString()));
        QVERIFY(!exports.needsFolderConsent(QStringLiteral("bom-csv"), folder)); // a file format: the dialog asked
        const QString link = m_dir.filePath(QStringLiteral("link-to-documents"));
        QVERIFY(QFile::link(folder, link));
        QVERIFY(!exports.needsFolderConsent(QStringLiteral("netbox"), link)); // refused outright, not asked
        QVERIFY(!exports.exportDocument(&doc, QStringLiteral("netbox"), folder));
        QVERIFY2(exports.lastError().contains(QLatin1String("not an earlier Plenum export")),
            qPrintable(exports.lastError()));
        QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
            QStringList { QStringLiteral("thesis.odt") });
        QVERIFY(exports.exportDocument(&doc, QStringLiteral("netbox"), folder, {}, QStringLiteral("a4"), 1, true));
        QCOMPARE(readFile((folder + QStringLiteral("/thesis.odt")).toStdString()), std::string("mine"));
        QVERIFY(QFileInfo::exists(folder + QStringLiteral("/07-devices.csv")));
        QVERIFY(exports.exportDocument(&doc, QStringLiteral("netbox"), folder)); // now an earlier export
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

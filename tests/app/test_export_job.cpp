// SPDX-License-Identifier: GPL-3.0-or-later
// File ▸ Export in the background: ExportController::startExport runs the export job on a copy of
// the project off the GUI thread (tables and QPainter drawings alike), reports success or the
// error, and a cancelled export reports nothing and leaves no partial file.
#include "document/document.h"
#include "export/export_controller.h"
#include "routing/router.h"
#include "templates/templates.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace plenum;
using namespace plenum::app;

class TestExportJob : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    static void openRoutedStarter(Document &doc)
    {
        Project p = projectFromTemplate("starter", {});
        routing::routeProject(p);
        doc.adoptProject(std::move(p));
    }

private slots:
    void exportsInTheBackground()
    {
        Document doc;
        openRoutedStarter(doc);
        ExportController exports;
        QSignalSpy done(&exports, &ExportController::exported);
        QSignalSpy failed(&exports, &ExportController::failed);

        const QString csv = m_dir.filePath(QStringLiteral("cables.csv"));
        exports.startExport(&doc, QStringLiteral("cables-csv"), csv);
        QVERIFY(exports.job()->isRunning()); // returns at once
        QVERIFY(exports.job()->waitForFinished());
        QCOMPARE(done.count(), 1);
        QCOMPARE(done.constFirst().at(1).toString(), csv);
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll().count('\n'), qsizetype(doc.cableCount() + 1)); // a header and a row per cable

        const QString pdf = m_dir.filePath(QStringLiteral("pull.pdf")); // drawn off the GUI thread
        exports.startExport(&doc, QStringLiteral("pullsheets-pdf"), pdf);
        QVERIFY(exports.job()->waitForFinished());
        QCOMPARE(done.count(), 2);
        QFile drawn(pdf);
        QVERIFY(drawn.open(QIODevice::ReadOnly));
        QVERIFY(drawn.readAll().startsWith("%PDF"));
        QCOMPARE(failed.count(), 0);
        QVERIFY(exports.lastError().isEmpty());
    }

    void failuresAreReported()
    {
        Document doc;
        openRoutedStarter(doc);
        ExportController exports;
        QSignalSpy failed(&exports, &ExportController::failed);
        exports.startExport(&doc, QStringLiteral("no-such-format"), m_dir.filePath(QStringLiteral("x")));
        QVERIFY(exports.job()->waitForFinished());
        QCOMPARE(failed.count(), 1);
        QVERIFY(exports.lastError().contains(QStringLiteral("unknown export format")));
        QVERIFY(!exports.job()->error().isEmpty());
        exports.startExport(nullptr, QStringLiteral("json"), m_dir.filePath(QStringLiteral("t.json")));
        QCOMPARE(failed.count(), 2);
        QVERIFY(!exports.job()->isRunning());
    }

    void cancelledExportReportsNothing()
    {
        Document doc;
        openRoutedStarter(doc);
        ExportController exports;
        QSignalSpy done(&exports, &ExportController::exported);
        QSignalSpy cancelled(exports.job(), &BackgroundJob::cancelled);
        const QString pdf = m_dir.filePath(QStringLiteral("racks.pdf"));
        exports.startExport(&doc, QStringLiteral("elevations-pdf"), pdf);
        exports.job()->cancel();
        QCOMPARE(cancelled.count(), 1);
        QVERIFY(!exports.job()->isRunning());
        QTest::qWait(3000); // the work ends in the pool
        QCOMPARE(done.count(), 0);
        // Stopped at a step, or finished just before: never a partial file.
        QFile file(pdf);
        if (file.open(QIODevice::ReadOnly))
            QVERIFY(file.readAll().trimmed().endsWith("%%EOF"));
        QCOMPARE(QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden).filter(QStringLiteral("racks")).size(),
            file.exists() ? 1 : 0); // no temporary files left behind
    }
};

QTEST_MAIN(TestExportJob)
#include "test_export_job.moc"

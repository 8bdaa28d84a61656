// SPDX-License-Identifier: GPL-3.0-or-later
// Routing in the background (ProjectJobs::routeCables): the job's progress rises to 1 as the router
// reports, and a cancelled run (the router's progress hook reads the cancel flag) applies nothing.
#include "document/document.h"
#include "jobs/project_jobs.h"
#include "templates/templates.h"

#include <QSignalSpy>
#include <QTest>
#include <QThreadPool>

using namespace plenum;
using namespace plenum::app;

class TestProjectJobs : public QObject {
    Q_OBJECT

    // 16,384 GPUs: routing takes about a second, long enough to watch and to cancel.
    static void openLargeHall(Document &doc)
    {
        TemplateOptions options;
        options.nodes = 2048;
        doc.adoptProject(projectFromTemplate("multiplane-8x400", options));
    }

private slots:
    void routingProgressRisesAndCancelStopsTheWorker()
    {
        Document doc;
        openLargeHall(doc);
        ProjectJobs jobs;
        jobs.setAutoCheck(false);
        jobs.setDocument(&doc);
        BackgroundJob *routing = jobs.routing();
        QList<double> seen;
        connect(routing, &BackgroundJob::progressChanged, this, [&] { seen.append(routing->progress()); });

        jobs.routeCables();
        QVERIFY(routing->waitForFinished());
        QCOMPARE(routing->runs(), 1);
        QCOMPARE(doc.cableCount(), doc.linkCount());
        seen.removeAll(-1.0); // indeterminate before the first report
        QVERIFY2(seen.size() >= 3, qPrintable(QStringLiteral("%1 progress values").arg(seen.size())));
        for (qsizetype i = 1; i < seen.size(); ++i)
            QVERIFY(seen[i] >= seen[i - 1]);
        QVERIFY(std::any_of(seen.begin(), seen.end(), [](double v) { return v > 0 && v < 1; }));
        QCOMPARE(seen.last(), 1.0);

        doc.undo();
        QCOMPARE(doc.cableCount(), 0);
        QSignalSpy cancelled(routing, &BackgroundJob::cancelled);
        jobs.routeCables();
        QVERIFY(QTest::qWaitFor([&] { return routing->progress() >= 0; }, 30000)); // the router has begun
        routing->cancel();
        QCOMPARE(cancelled.count(), 1);
        QVERIFY(QThreadPool::globalInstance()->waitForDone(30000));
        QTest::qWait(200); // anything queued for the GUI thread arrives
        // That the router stops at its next report once the hook says so is test_routing's
        // cancelLeavesTheProjectUnchanged; here: a cancelled run applies nothing. (No timing:
        // tests never measure time; make bench does.)
        QCOMPARE(doc.cableCount(), 0);
        QCOMPARE(routing->runs(), 1);
        QVERIFY(routing->error().isEmpty());
        QVERIFY(!routing->isRunning());
        QVERIFY(!doc.canUndo() || doc.undoText() != QStringLiteral("Route cables"));
    }
};

QTEST_MAIN(TestProjectJobs)
#include "test_project_jobs.moc"

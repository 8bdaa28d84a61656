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

    // Route Cables right after an edit, before the edited racks' own reroute waits out its 300 ms:
    // the routing of everything covers them, so no second run follows it and its "Routed N
    // cables." stays the last word (it was followed by "Connected …: 0 cables rerouted.").
    void routeRightAfterAnEditRoutesOnce()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        ProjectJobs jobs;
        jobs.setAutoCheck(false);
        jobs.setDocument(&doc);
        QSignalSpy notices(&jobs, &ProjectJobs::notice);
        // The starter's leaves: OSFP9P1 of each is free (test_edit_gestures' portsPickedAndConnected).
        QCOMPARE(doc.connectPorts(QStringLiteral("leaf-r0"), QStringLiteral("OSFP9P1"), QStringLiteral("leaf-r1"),
                     QStringLiteral("OSFP9P1")),
            1);
        jobs.routeCables();
        QVERIFY(jobs.routing()->waitForFinished());
        QTest::qWait(1000); // past the edit's 300 ms wait and any run it would start
        QVERIFY(QThreadPool::globalInstance()->waitForDone(30000));
        QTest::qWait(200);
        QCOMPARE(jobs.routing()->runs(), 1);
        QCOMPARE(doc.cableCount(), doc.linkCount());
        QVERIFY(!notices.isEmpty());
        QVERIFY2(notices.last().at(0).toString().startsWith(QStringLiteral("Routed ")),
            qPrintable(notices.last().at(0).toString()));
    }
};

QTEST_MAIN(TestProjectJobs)
#include "test_project_jobs.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The incremental engine kept with the document (issue #17): the journal of change sets and the
// states it brings up to date (EngineJournal), the Document applying an incremental reroute as a
// change set that undoes with its edit, and ProjectJobs using both — after an edit in the window,
// the cables and findings are exactly those of a full route and check of the edited project.
#include "document/document.h"
#include "document/engine_journal.h"
#include "jobs/project_jobs.h"
#include "routing/incremental.h"
#include "routing/router.h"
#include "rules/incremental_check.h"
#include "templates/templates.h"

#include <algorithm>

#include <QSignalSpy>
#include <QTest>
#include <QThreadPool>

using namespace plenum;
using namespace plenum::app;

namespace {

// A change set that only moves the id counter (enough for the journal, which never reads it).
edit::ChangeSet counter(Id from)
{
    edit::ChangeSet cs;
    cs.next_id_before = from;
    cs.next_id_after = from + 1;
    return cs;
}

std::vector<Id> counters(const ChangeList &list)
{
    std::vector<Id> ids;
    for (const auto &cs : list)
        ids.push_back(cs->next_id_before);
    return ids;
}

// The starter project routed in full, as Tools ▸ Route Cables leaves it (with the state).
void routeStarter(Document &doc)
{
    QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
    Project routed = doc.project();
    auto state = std::make_shared<routing::RoutingState>();
    routing::routeAll(routed, *state);
    QVERIFY(state->cache.exact);
    QVERIFY(doc.applyRouting(routed.cables, routed.next_id, doc.revision(), state));
}

// What a background reroute of the document does, here on the test's thread.
routing::RerouteReport reroute(Document &doc)
{
    const auto in = doc.routingInput();
    Project copy = doc.project();
    auto state = std::make_shared<routing::RoutingState>(*in.state);
    edit::ChangeSet all;
    for (const auto &set : in.changes)
        all.changes.insert(all.changes.end(), set->changes.begin(), set->changes.end());
    routing::RerouteReport report = routing::rerouteIncremental(copy, *state, all);
    const int revision = doc.revision();
    if (!doc.applyEngineReroute(report.cables, state, revision, QStringLiteral("Reroute")))
        qWarning("the reroute was refused");
    return report;
}

// Document::cable finds every cable where it is now (its index is made again after a change).
bool cablesFound(const Document &doc)
{
    return std::all_of(doc.project().cables.begin(), doc.project().cables.end(),
        [&](const Cable &c) { return doc.cable(c.id) == &c; });
}

// The starter routed and checked by the window's jobs (the reroute without its delay), as Tools ▸
// Route Cables leaves it: both states kept.
void routeWithJobs(Document &doc, ProjectJobs &jobs)
{
    QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
    jobs.setRerouteDelay(0);
    jobs.setDocument(&doc);
    jobs.routeCables();
    QVERIFY(jobs.routing()->waitForFinished());
    QVERIFY(QTest::qWaitFor([&] { return doc.findingsCurrent(); }, 60000));
}

Project fullyRouted(Project p)
{
    routing::routeProject(p);
    return p;
}

} // namespace

class TestEngine : public QObject {
    Q_OBJECT

private slots:
    // A state kept at revision 3 comes back with the change sets of revisions 4 and 5; a break
    // drops it; once both states are at 5 the change sets up to 5 go.
    void journalReplaysWhatCameAfterAState()
    {
        EngineJournal j;
        for (int r = 1; r <= 3; ++r)
            j.record(r, counter(r));
        auto routing = std::make_shared<const routing::RoutingState>();
        auto checks = std::make_shared<const rules::CheckState>();
        QVERIFY(j.keepRouting(routing, 3, 3));
        QVERIFY(j.keepChecks(checks, 2, 3));
        j.record(4, counter(4));
        j.record(5, counter(5));
        QCOMPARE(j.routing(5).state, routing);
        QCOMPARE(j.routing(5).revision, 3);
        QCOMPARE(counters(j.routing(5).changes), (std::vector<Id> { 4, 5 }));
        QCOMPARE(counters(j.checks(5).changes), (std::vector<Id> { 3, 4, 5 }));
        QVERIFY(!j.between(0, 5)); // revisions 1 and 2 went once no state was older than them
        QVERIFY(!j.keepRouting(routing, 2, 5)); // older than the one kept
        QVERIFY(!j.keepRouting(routing, 6, 5)); // not made yet

        QVERIFY(j.keepRouting(routing, 5, 5));
        QVERIFY(j.keepChecks(checks, 5, 5));
        QCOMPARE(j.changeCount(), std::size_t(0));
        QVERIFY(j.routing(5).changes.empty());

        j.record(6, counter(6));
        j.breakAt(7); // every cable replaced, say
        QVERIFY(!j.routing(7).state);
        QVERIFY(!j.checks(7).state);
        QVERIFY(!j.keepChecks(checks, 6, 7)); // the chain from 6 is broken
        QVERIFY(j.keepChecks(checks, 7, 7));
        j.record(8, counter(8));
        QCOMPARE(counters(j.checks(8).changes), (std::vector<Id> { 8 }));
        QVERIFY(!j.routing(8).state);
    }

    // Without a state the journal keeps only the last few change sets; past its limit with a
    // state, the states it can no longer bring up to date go.
    void journalStaysBounded()
    {
        EngineJournal j;
        const int many = int(EngineJournal::kMaxChangesWithoutState) + 10;
        for (int r = 1; r <= many; ++r)
            j.record(r, counter(r));
        QCOMPARE(j.changeCount(), EngineJournal::kMaxChangesWithoutState);
        QVERIFY(j.keepRouting(std::make_shared<const routing::RoutingState>(), many, many));
        const int limit = int(EngineJournal::kMaxChanges);
        for (int r = many + 1; r <= many + limit; ++r)
            j.record(r, counter(r));
        QVERIFY(j.routing(many + limit).state); // exactly kMaxChanges since it: still reachable
        j.record(many + limit + 1, counter(many + limit + 1));
        QVERIFY(!j.routing(many + limit + 1).state);
        QVERIFY(j.changeCount() <= EngineJournal::kMaxChanges);
    }

    // The document's side: a rack moved 3 m, the edits since the state replayed by the incremental
    // router, the cables exactly a full route's; they join the move's undo step, so undo brings back
    // the rack and its cables, redo both; the next reroute replays only what came after.
    void rerouteJoinsTheEditAndUndoes()
    {
        Document doc;
        routeStarter(doc);
        const Project routed = doc.project();
        const int routedRevision = doc.revision();
        QCOMPARE(doc.routingInput().revision, routedRevision);
        QVERIFY(doc.routingInput().changes.empty());

        const Rack rack = doc.project().racks.front();
        QVERIFY(cablesFound(doc));
        QVERIFY(doc.moveRack(qint64(rack.id), rack.position.x_mm + 3000, rack.position.y_mm));
        QCOMPARE(doc.routingInput().changes.size(), std::size_t(1));
        const routing::RerouteReport report = reroute(doc);
        QVERIFY(cablesFound(doc));
        QVERIFY2(!report.fallback, report.fallback_reason.c_str());
        QVERIFY(report.rerouted > 0);
        QVERIFY(doc.project() == fullyRouted(doc.project()));
        QCOMPARE(doc.undoStack()->count(), 2); // Route cables, Move rack (with its cables)
        QCOMPARE(doc.routingInput().revision, doc.revision()); // the state is current
        const Project moved = doc.project();

        doc.undo();
        QVERIFY(doc.project() == routed);
        QVERIFY(cablesFound(doc));
        doc.redo();
        QVERIFY(doc.project() == moved);
        QVERIFY(cablesFound(doc));

        // Undo and redo are change sets too (each the rack's and the cables'), and the next edit
        // replays them with it; then the state follows.
        QVERIFY(doc.moveRack(qint64(rack.id), rack.position.x_mm, rack.position.y_mm));
        QCOMPARE(doc.routingInput().changes.size(), std::size_t(5));
        reroute(doc);
        QVERIFY(doc.routingInput().changes.empty());
        QVERIFY(doc.project().cables == routed.cables);
        QCOMPARE(doc.undoStack()->count(), 3);
    }

    // Cables looked up by id (the selection, the cable table) are found where they are after an
    // edit removed some and after its undo put them back.
    void cableLookupsFollowEdits()
    {
        Document doc;
        routeStarter(doc);
        QVERIFY(cablesFound(doc));
        const Id device = doc.project().links.front().a.device;
        const std::size_t before = doc.project().cables.size();
        QVERIFY(doc.deleteDevice(qint64(device)));
        QVERIFY(doc.project().cables.size() < before);
        QVERIFY(cablesFound(doc));
        doc.undo();
        QCOMPARE(doc.project().cables.size(), before);
        QVERIFY(cablesFound(doc));
    }

    // A reroute computed before a newer edit is dropped and the state stays where it was, so the
    // next reroute replays both edits; after a save the cables are an undo step of their own.
    void staleRerouteIsDroppedAndReplayed()
    {
        Document doc;
        routeStarter(doc);
        const int routedRevision = doc.revision();
        const Rack rack = doc.project().racks.front();
        QVERIFY(doc.moveRack(qint64(rack.id), rack.position.x_mm + 3000, rack.position.y_mm));
        const auto in = doc.routingInput();
        Project copy = doc.project();
        auto state = std::make_shared<routing::RoutingState>(*in.state);
        const routing::RerouteReport early = routing::rerouteIncremental(copy, *state, *in.changes.front());
        const int base = doc.revision();
        QVERIFY(doc.moveRack(qint64(rack.id), rack.position.x_mm + 3600, rack.position.y_mm));
        QVERIFY(!doc.applyEngineReroute(early.cables, state, base, QStringLiteral("Reroute")));
        QCOMPARE(doc.routingInput().revision, routedRevision);
        QCOMPARE(doc.routingInput().changes.size(), std::size_t(2));

        doc.undoStack()->setClean(); // as a save does
        reroute(doc);
        QVERIFY(doc.project() == fullyRouted(doc.project()));
        QCOMPARE(doc.undoStack()->count(), 4); // Route, Move, Move, Reroute
        QVERIFY(doc.isModified());
        doc.undo(); // the reroute alone
        QCOMPARE(doc.rack(rack.id)->position.x_mm, rack.position.x_mm + 3600);
    }

    // Every cable replaced another way (the undo of a full routing) breaks the chain: no state.
    void replacingTheCablesDropsTheState()
    {
        Document doc;
        routeStarter(doc);
        QVERIFY(doc.routingInput().state);
        doc.undo();
        QVERIFY(!doc.routingInput().state);
        QCOMPARE(doc.cableCount(), 0);
    }

    // The window's way: Route Cables keeps the state; an edit is rerouted in the background by the
    // engine (not in full) and rechecked incrementally, and both equal a full route and a full
    // check. A rack moved 3 m; a tray raised 100 mm (architecture.md, "A pathway edit"): its cables
    // take the other trays, as a full route lays them. Before the tray's row, the window rerouted
    // only rack moves.
    void jobsRerouteAndRecheckIncrementally_data()
    {
        QTest::addColumn<bool>("tray");
        QTest::addRow("move a rack") << false;
        QTest::addRow("raise a tray") << true;
    }
    void jobsRerouteAndRecheckIncrementally()
    {
        QFETCH(bool, tray);
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        ProjectJobs jobs;
        jobs.setDocument(&doc);
        jobs.routeCables();
        QVERIFY(jobs.routing()->waitForFinished());
        QVERIFY(doc.routingInput().state);
        QVERIFY(QTest::qWaitFor([&] { return doc.findingsCurrent(); }, 60000));
        QVERIFY(doc.checkInput().state);

        QSignalSpy notices(&jobs, &ProjectJobs::notice);
        const int routings = jobs.routing()->runs(), checks = jobs.checks()->runs();
        if (tray) { // the first cable's first tray
            const Cable *routed = nullptr;
            for (const Cable &c : doc.project().cables)
                if (!routed && !c.route.empty())
                    routed = &c;
            QVERIFY(routed);
            const Id id = routed->route.front().pathway;
            auto pw = std::find_if(doc.project().pathways.begin(), doc.project().pathways.end(),
                [&](const Pathway &p) { return p.id == id; });
            QVERIFY(pw != doc.project().pathways.end());
            QVERIFY(doc.setPathwayHeight(qint64(id), pw->points.front().z_mm + 100));
        } else {
            const Rack rack = doc.project().racks.front();
            QVERIFY(doc.moveRack(qint64(rack.id), rack.position.x_mm + 3000, rack.position.y_mm));
        }
        QVERIFY(QTest::qWaitFor([&] { return doc.routingInput().state && doc.routingInput().changes.empty(); }, 60000));
        QVERIFY(doc.project() == fullyRouted(doc.project()));
        QVERIFY(!notices.isEmpty());
        const QString said = notices.last().at(0).toString();
        QVERIFY2(said.contains(QStringLiteral("cables rerouted")) && !said.contains(QStringLiteral("in full")),
            qPrintable(said));
        QVERIFY(QTest::qWaitFor([&] { return doc.findingsCurrent(); }, 60000));
        QVERIFY(*doc.findings() == rules::runChecks(doc.project()));
        QCOMPARE(doc.checkInput().revision, doc.revision());
        // Both on the window's thread, on the document's project: no job copied it.
        QCOMPARE(jobs.routing()->runs(), routings);
        QCOMPARE(jobs.checks()->runs(), checks);
        // And undone: the rack's or tray's and the cables' change sets, the states following.
        doc.undo();
        jobs.runChecks();
        QVERIFY(doc.project() == fullyRouted(doc.project()));
        QVERIFY(doc.findingsCurrent());
        QVERIFY(*doc.findings() == rules::runChecks(doc.project()));
    }

    // Many edits before the window reroutes (here 2,100 moves of a rack, more than 2,048 changes)
    // go to jobs, which replay them without freezing the window; the result is the same.
    void manyChangesGoToJobs()
    {
        Document doc;
        ProjectJobs jobs;
        routeWithJobs(doc, jobs);
        QVERIFY(!QTest::currentTestFailed());
        const int routings = jobs.routing()->runs(), checks = jobs.checks()->runs();
        const Rack rack = doc.project().racks.front();
        for (int k = 0; k < 2100; ++k) // no event in between: one reroute and one check for all
            QVERIFY(doc.moveRack(qint64(rack.id), rack.position.x_mm + (k % 2 ? 0 : 3000), rack.position.y_mm));
        QVERIFY(QTest::qWaitFor([&] { return doc.routingInput().state && doc.routingInput().changes.empty(); }, 60000));
        QCOMPARE(jobs.routing()->runs(), routings + 1);
        QVERIFY(doc.project() == fullyRouted(doc.project()));
        QVERIFY(QTest::qWaitFor([&] { return doc.findingsCurrent(); }, 60000));
        QVERIFY(jobs.checks()->runs() > checks);
        QVERIFY(*doc.findings() == rules::runChecks(doc.project()));
    }

    // An edit the incremental engine cannot follow (the hall's first fibre runway: the fibre pass
    // leaves the data trays) is tried on the window's thread, refused there with the project as it
    // was, and routed in full by a job, which says why. An edit that rechecks every owner (the
    // hall's ceiling) is checked in a job too.
    void editNeedingAFullRouteGoesToAJob()
    {
        Document doc;
        ProjectJobs jobs;
        routeWithJobs(doc, jobs);
        QVERIFY(!QTest::currentTestFailed());
        const int routings = jobs.routing()->runs();
        QSignalSpy notices(&jobs, &ProjectJobs::notice);
        QVERIFY(doc.addPathway({ QPointF(600, 3600), QPointF(4500, 3600) },
            { { QStringLiteral("service"), QStringLiteral("fiber") },
                { QStringLiteral("kind"), QStringLiteral("tray") } }));
        QVERIFY(QTest::qWaitFor([&] { return jobs.routing()->runs() == routings + 1; }, 60000));
        QVERIFY(doc.routingInput().state && doc.routingInput().changes.empty());
        QVERIFY(doc.project() == fullyRouted(doc.project()));
        QVERIFY(!notices.isEmpty());
        QVERIFY2(notices.last().at(0).toString().contains(QStringLiteral("in full")),
            qPrintable(notices.last().at(0).toString()));
        QVERIFY(QTest::qWaitFor([&] { return doc.findingsCurrent(); }, 60000));
        QVERIFY(*doc.findings() == rules::runChecks(doc.project()));

        const int checks = jobs.checks()->runs();
        QVERIFY(doc.setHallCeiling(doc.project().halls.front().ceiling_height_mm - 300));
        QVERIFY(QTest::qWaitFor([&] { return doc.findingsCurrent() && jobs.checks()->runs() > checks; }, 60000));
        QVERIFY(*doc.findings() == rules::runChecks(doc.project()));
    }

    // An opened project whose cables are what the router lays gets the state in the background;
    // one whose cables differ (routed elsewhere, or by hand) does not, and keeps its cables.
    void openedProjectGetsTheStateOnlyIfItsCablesMatch()
    {
        Project routed;
        {
            Document scratch;
            QVERIFY(scratch.newFromTemplate(QStringLiteral("starter")));
            routed = fullyRouted(scratch.project());
        }
        for (const bool edited : { false, true }) {
            Project p = routed;
            if (edited)
                p.cables.front().ordered_length_mm += 1000;
            Document doc;
            ProjectJobs jobs;
            jobs.setAutoCheck(false);
            jobs.setDocument(&doc);
            doc.adoptProject(p);
            QTest::qWait(50); // the queued preparation starts
            QVERIFY(jobs.engine()->waitForFinished());
            QCOMPARE(bool(doc.routingInput().state), !edited);
            QVERIFY(doc.project().cables == p.cables);
        }
    }

    // An edit made while the opened project's state is being prepared waits for it, then is
    // rerouted by the engine (an only_racks reroute in between would replace cables outside the
    // journal and throw the state away).
    void editDuringPreparationWaitsForTheState()
    {
        TemplateOptions options;
        options.nodes = 2048; // 16,384 GPUs: the preparation takes long enough to edit during it
        Project routed = projectFromTemplate("multiplane-8x400", options);
        routing::routeProject(routed);
        Document doc;
        ProjectJobs jobs;
        jobs.setAutoCheck(false);
        jobs.setRerouteDelay(0);
        jobs.setDocument(&doc);
        doc.adoptProject(routed);
        QVERIFY(QTest::qWaitFor([&] { return jobs.engine()->isRunning(); }, 5000));
        const Rack rack = doc.project().racks.front();
        QVERIFY(doc.moveRack(qint64(rack.id), rack.position.x_mm + 3000, rack.position.y_mm));
        QVERIFY(
            QTest::qWaitFor([&] { return doc.routingInput().state && doc.routingInput().changes.empty(); }, 120000));
        QCOMPARE(jobs.engine()->runs(), 1);
        QVERIFY(doc.project() == fullyRouted(doc.project()));
    }
};

QTEST_MAIN(TestEngine)
#include "test_engine.moc"

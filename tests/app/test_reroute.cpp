// SPDX-License-Identifier: GPL-3.0-or-later
// A moved rack's cables are rerouted and join the move's undo step (issue #15, point 4):
// CableChange on hand-made cables, then the Document with a real incremental routing.
#include "commands/cable_change.h"
#include "document/document.h"
#include "routing/router.h"

#include <QTest>

using plenum::Cable;
using plenum::Id;
using plenum::Project;
using plenum::app::CableChange;
using plenum::app::Document;

namespace {

Cable cable(Id id, Id link, std::int64_t lengthMm)
{
    Cable c;
    c.id = id;
    c.link = link;
    c.label = "C" + std::to_string(id);
    c.required_length_mm = lengthMm;
    c.ordered_length_mm = lengthMm + 500;
    return c;
}

Project threeLinks()
{
    Project p;
    for (Id link : { 11, 12, 13 }) {
        plenum::Link l;
        l.id = link;
        p.links.push_back(l);
    }
    p.cables = { cable(1, 11, 3000), cable(2, 12, 4000), cable(3, 13, 5000) };
    p.next_id = 20;
    return p;
}

// The cables of `p` after routing the links of `racks` again (on a copy, as the background job does).
std::vector<Cable> rerouted(const Project &p, std::vector<Id> racks, Id &nextId)
{
    Project copy = p;
    plenum::routing::RouteOptions options;
    options.only_racks = std::move(racks);
    plenum::routing::routeProject(copy, options);
    nextId = copy.next_id;
    return copy.cables;
}

} // namespace

class TestReroute : public QObject {
    Q_OBJECT

private slots:
    // Cable 2 rerouted (longer), cable 3 gone, cable 21 new: the change holds just those, and applies
    // forwards and backwards in link order.
    void changeHoldsOnlyWhatChanged()
    {
        Project p = threeLinks();
        const std::vector<Cable> old = p.cables;
        const std::vector<Cable> now = { cable(1, 11, 3000), cable(2, 12, 6000), cable(21, 13, 5100) };
        const CableChange change = CableChange::between(old, 20, now, 22);
        QCOMPARE(change.before.size(), size_t(2)); // 2 as it was, 3 removed
        QCOMPARE(change.after.size(), size_t(2)); // 2 as it is, 21 added
        QCOMPARE(change.nextIdBefore, Id(20));
        QCOMPARE(change.nextIdAfter, Id(22));
        QVERIFY(change.applied(p, true) == now);
        p.cables = now;
        QVERIFY(change.applied(p, false) == old);
        QVERIFY(CableChange::between(old, 20, old, 20).empty());
    }

    // Two reroutes of one drag fold into one change: before keeps the originals, after the last.
    void laterChangesFold()
    {
        Project p = threeLinks();
        const std::vector<Cable> v0 = p.cables;
        const std::vector<Cable> v1 = { cable(1, 11, 3500), cable(2, 12, 4000), cable(3, 13, 5000) };
        const std::vector<Cable> v2 = { cable(1, 11, 3900), cable(2, 12, 4400), cable(3, 13, 5000) };
        CableChange change = CableChange::between(v0, 20, v1, 20);
        change.append(CableChange::between(v1, 20, v2, 20));
        QCOMPARE(change.before.size(), size_t(2));
        p.cables = v2;
        QVERIFY(change.applied(p, false) == v0);
        p.cables = v0;
        QVERIFY(change.applied(p, true) == v2);
    }

    // The real thing: route the starter hall, move a rack 3 m, reroute its cables. One undo step
    // takes the rack and its cables back; redo brings both.
    void rerouteJoinsTheMove()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        Project routed = doc.project();
        plenum::routing::routeProject(routed);
        QVERIFY(!routed.cables.empty());
        QVERIFY(doc.applyRouting(routed.cables, routed.next_id, doc.revision()));
        const plenum::Rack rack = doc.project().racks.front();
        QVERIFY(doc.moveRack(qint64(rack.id), rack.position.x_mm + 3000, rack.position.y_mm));
        Id nextId = 0;
        const std::vector<Cable> after = rerouted(doc.project(), { rack.id }, nextId);
        QVERIFY(after != routed.cables); // the rack's cables changed with its place
        QVERIFY(doc.applyReroute(after, nextId, doc.revision(), { rack.id }));
        QCOMPARE(doc.undoStack()->count(), 2); // Route cables, Move rack
        QVERIFY(doc.project().cables == after);
        doc.undo();
        QCOMPARE(doc.rack(rack.id)->position, rack.position);
        QVERIFY(doc.project().cables == routed.cables);
        doc.redo();
        QCOMPARE(doc.rack(rack.id)->position.x_mm, rack.position.x_mm + 3000);
        QVERIFY(doc.project().cables == after);
    }

    // A reroute computed before a newer edit is dropped; one that comes after a save is its own step.
    void staleOrSavedReroutes()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        Project routed = doc.project();
        plenum::routing::routeProject(routed);
        QVERIFY(doc.applyRouting(routed.cables, routed.next_id, doc.revision()));
        const plenum::Rack rack = doc.project().racks.front();
        QVERIFY(doc.moveRack(qint64(rack.id), rack.position.x_mm + 3000, rack.position.y_mm));
        Id nextId = 0;
        const int revision = doc.revision();
        const std::vector<Cable> after = rerouted(doc.project(), { rack.id }, nextId);
        QVERIFY(doc.moveRack(qint64(rack.id), rack.position.x_mm + 3600, rack.position.y_mm));
        QVERIFY(!doc.applyReroute(after, nextId, revision, { rack.id })); // overtaken
        QVERIFY(doc.project().cables == routed.cables);

        doc.undoStack()->setClean(); // as a save does
        const std::vector<Cable> again = rerouted(doc.project(), { rack.id }, nextId);
        QVERIFY(doc.applyReroute(again, nextId, doc.revision(), { rack.id }));
        QCOMPARE(doc.undoStack()->count(), 4); // Route, Move, Move, Reroute
        QVERIFY(doc.isModified());
        doc.undo();
        QVERIFY(doc.project().cables == routed.cables);
    }
};

QTEST_GUILESS_MAIN(TestReroute)
#include "test_reroute.moc"

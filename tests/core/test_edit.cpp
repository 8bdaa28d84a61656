// SPDX-License-Identifier: GPL-3.0-or-later
// Editing pathways: add, move and delete, with the cables over a changed pathway unrouted.
#include "edit/pathway_edit.h"
#include "layout/project_builder.h"
#include "routing/router.h"

#include <QtTest>

#include <map>

using namespace plenum;

class TestEdit : public QObject {
    Q_OBJECT

private:
    static Project routedSu()
    {
        layout::BuildRequest r;
        r.template_name = "dgx-h100-superpod";
        r.nodes = 32;
        Project p = layout::buildProject(r);
        routing::routeProject(p);
        return p;
    }

private slots:
    void addMoveDelete()
    {
        Project p = routedSu();
        const std::size_t pathways = p.pathways.size(), cables = p.cables.size();
        edit::PathwaySpec spec;
        spec.name = "West cross-connect";
        spec.kind = PathwayKind::Tray;
        spec.points = {{600, 1800, 2650}, {600, 4200, 2650}};
        const Id id = edit::addPathway(p, spec).added(edit::EntityKind::Pathway).front();
        QCOMPARE(p.pathways.size(), pathways + 1);
        QCOMPARE(edit::findPathway(p, "West cross-connect"), id);
        QVERIFY(checkInvariants(p).empty());

        // Moving the SU row's fibre runway up 300 mm unroutes exactly the cables that ran over it.
        // (One SU: row A is the network row at the east end, row B the SU with its leaf rack.)
        const Id runway = edit::findPathway(p, "Row B fibre runway");
        std::map<Id, std::int64_t> before; // link → required length of cables over the runway
        for (const auto &c : p.cables)
            if (std::any_of(c.route.begin(), c.route.end(), [&](const RouteStep &s) { return s.pathway == runway; }))
                before[c.link] = c.required_length_mm;
        QVERIFY(!before.empty());
        QCOMPARE(edit::movePathway(p, runway, 0, 0, 300).removed(edit::EntityKind::Cable).size(), before.size());
        QCOMPARE(p.cables.size(), cables - before.size());
        for (const auto &pw : p.pathways)
            if (pw.id == runway)
                QCOMPARE(pw.points.front().z_mm, std::int64_t(2850 + 300));
        // (Row B faces south, so its fibre runway lies 300 mm south of the rack centre line.)
        // Routing again: cables within the row come back 600 mm longer (300 mm more drop at each
        // end); the runway no longer meets the backbone, so links leaving the row are unrouted.
        const routing::RouteReport report = routing::routeProject(p);
        std::size_t within = 0;
        for (const auto &c : p.cables)
            if (auto it = before.find(c.link); it != before.end()) {
                QCOMPARE(c.required_length_mm, it->second + 600);
                ++within;
            }
        QVERIFY(within > 0);
        QCOMPARE(within + report.unrouted.size(), before.size());
        for (const auto &u : report.unrouted)
            QVERIFY(!u.reason.empty()); // e.g. "no pathway joins racks …", or copper too short for the detour
        QCOMPARE(edit::deletePathway(p, id).removed(edit::EntityKind::Cable).size(), std::size_t(0));
        QCOMPARE(p.pathways.size(), pathways);
        QVERIFY(checkInvariants(p).empty());
    }

    void refusesBadInput()
    {
        Project p = routedSu();
        edit::PathwaySpec spec;
        spec.name = "x";
        spec.points = {{0, 0, 0}};
        QVERIFY_THROWS_EXCEPTION(Error, edit::addPathway(p, spec)); // one point
        spec.points.push_back({1000, 0, 0});
        spec.width_mm = 0;
        QVERIFY_THROWS_EXCEPTION(Error, edit::addPathway(p, spec)); // no cross-section
        spec.width_mm = 300;
        spec.name = "Row A ladder";
        QVERIFY_THROWS_EXCEPTION(Error, edit::addPathway(p, spec)); // name taken
        spec.name = "y";
        spec.phase = "someday";
        QVERIFY_THROWS_EXCEPTION(Error, edit::addPathway(p, spec)); // unknown phase
        QVERIFY_THROWS_EXCEPTION(Error, edit::findPathway(p, "nowhere"));
        QVERIFY_THROWS_EXCEPTION(Error, edit::deletePathway(p, 999999));
    }
};

QTEST_APPLESS_MAIN(TestEdit)
#include "test_edit.moc"

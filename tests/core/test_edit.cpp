// SPDX-License-Identifier: GPL-3.0-or-later
// Editing pathways: add, move and delete, with the cables over a changed pathway unrouted; edit
// scripts (core/edit/script.h): operations as JSON, all or nothing.
#include "edit/pathway_edit.h"
#include "edit/script.h"
#include "layout/project_builder.h"
#include "routing/router.h"
#include "templates/templates.h"
#include "json/json.h"

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

    // The pathway with that id, or null: a check of its fields fails when it is gone instead of
    // passing over an empty loop.
    static const Pathway *pathwayWithId(const Project &p, Id id)
    {
        for (const auto &pw : p.pathways)
            if (pw.id == id)
                return &pw;
        return nullptr;
    }

private slots:
    void addMoveDelete()
    {
        Project p = routedSu();
        const std::size_t pathways = p.pathways.size(), cables = p.cables.size();
        edit::PathwaySpec spec;
        spec.name = "West cross-connect";
        spec.kind = PathwayKind::Tray;
        spec.points = { { 600, 1800, 2650 }, { 600, 4200, 2650 } };
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
        const Pathway *moved = pathwayWithId(p, runway);
        QVERIFY(moved); // the runway is moved, not replaced
        QCOMPARE(moved->points.front().z_mm, std::int64_t(2850 + 300));
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

    // A new centre line replaces the old one, point for point, and unroutes exactly the cables over
    // the pathway (counted here from their routes); undo restores the line and the cables.
    void reshape()
    {
        Project p = routedSu();
        const Project original = p;
        const Id runway = edit::findPathway(p, "Row B fibre runway");
        std::size_t over = 0;
        for (const auto &c : p.cables)
            over
                += std::any_of(c.route.begin(), c.route.end(), [&](const RouteStep &s) { return s.pathway == runway; });
        QVERIFY(over > 0);
        const std::vector<Point3> line { { 0, 1000, 2850 }, { 3000, 1000, 2850 }, { 3000, 2500, 2850 } };
        const edit::ChangeSet set = edit::reshapePathway(p, runway, line);
        QCOMPARE(set.removed(edit::EntityKind::Cable).size(), over);
        QCOMPARE(set.modified(edit::EntityKind::Pathway), std::vector<Id> { runway });
        const Pathway *reshaped = pathwayWithId(p, runway);
        QVERIFY(reshaped);
        QVERIFY(reshaped->points == line);
        QCOMPARE(p.cables.size(), original.cables.size() - over);
        edit::apply(p, set.inverted());
        QVERIFY(p == original);
        // The same line again changes nothing; too few or repeated points are refused, unchanged.
        QVERIFY(pathwayWithId(p, runway));
        const std::vector<Point3> current = pathwayWithId(p, runway)->points;
        QVERIFY(edit::reshapePathway(p, runway, current).empty());
        QVERIFY_THROWS_EXCEPTION(Error, edit::reshapePathway(p, runway, { { 0, 0, 2850 } }));
        QVERIFY_THROWS_EXCEPTION(Error, edit::reshapePathway(p, runway, { { 0, 0, 2850 }, { 0, 0, 2850 } }));
        QVERIFY_THROWS_EXCEPTION(Error, edit::reshapePathway(p, 999999, line));
        QVERIFY(p == original);
    }

    void refusesBadInput()
    {
        Project p = routedSu();
        edit::PathwaySpec spec;
        spec.name = "x";
        spec.points = { { 0, 0, 0 } };
        QVERIFY_THROWS_EXCEPTION(Error, edit::addPathway(p, spec)); // one point
        spec.points.push_back({ 1000, 0, 0 });
        spec.width_mm = 0;
        QVERIFY_THROWS_EXCEPTION(Error, edit::addPathway(p, spec)); // no cross-section
        spec.width_mm = 300;
        spec.name = "Row A ladder";
        QVERIFY_THROWS_EXCEPTION(Error, edit::addPathway(p, spec)); // name taken
        spec.name = "y";
        spec.phase = "someday";
        QVERIFY_THROWS_EXCEPTION(Error, edit::addPathway(p, spec)); // unknown phase
        // Above the ceiling: refused on add, move and reshape, naming the pathway and the ceiling.
        spec.phase.clear();
        const int ceiling = p.halls.front().ceiling_height_mm;
        spec.points = { { 0, 0, ceiling + 1 }, { 1000, 0, ceiling + 1 } };
        try {
            edit::addPathway(p, spec);
            QFAIL("a pathway above the ceiling was added");
        } catch (const Error &e) {
            QCOMPARE(std::string(e.what()),
                "pathway y at " + std::to_string(ceiling + 1) + " mm would be above the " + std::to_string(ceiling)
                    + " mm ceiling of hall '" + p.halls.front().name + "'");
        }
        const Project before = p;
        const Pathway &ladder = p.pathways.front();
        const std::int64_t rise = ceiling - ladder.points.front().z_mm + 1;
        QVERIFY_THROWS_EXCEPTION(Error, edit::movePathway(p, ladder.id, 0, 0, rise));
        std::vector<Point3> raised = ladder.points;
        raised.back().z_mm = ceiling + 1;
        QVERIFY_THROWS_EXCEPTION(Error, edit::reshapePathway(p, ladder.id, raised));
        QVERIFY(p == before);
        QVERIFY_THROWS_EXCEPTION(Error, edit::findPathway(p, "nowhere"));
        QVERIFY_THROWS_EXCEPTION(Error, edit::deletePathway(p, 999999));
    }

    void scriptBuildsAPod()
    {
        TemplateOptions o;
        o.hall_width_mm = 12000;
        o.hall_depth_mm = 9000;
        Project p = projectFromTemplate("empty", o);
        // Values as the command line gives them (strings) or as JSON numbers: the same.
        const auto steps = edit::runScript(p, json::parse(R"([
            {"op": "add-row", "name": "A", "type": "rack-600x1200-48u", "at": "3000,3000", "racks": "2"},
            {"op": "mount", "name": "dgx01", "type": "nvidia-dgx-h100", "rack": "A01", "u": 3},
            {"op": "mount", "name": "leaf01", "type": "nvidia-qm9700", "rack": "A02", "u": "40"},
            {"op": "add-links", "a": "dgx01:OSFP[1-4]P1", "b": "leaf01:OSFP[1-4]P1", "fabric": "compute"},
            {"op": "set-rack", "rack": "A02", "name": "N01", "phase": "target"},
            {"op": "set-device", "device": "leaf01", "reversed": true},
            {"op": "add-pathway", "name": "Ladder A", "points": [[2400, 3000, 2600], [4200, 3000, 2600]]},
            {"op": "move-pathway", "pathway": "Ladder A", "by": "0,0,100"}
        ])"));
        QCOMPARE(steps.size(), std::size_t(8));
        QCOMPARE(steps[4].changes.size(), std::size_t(2)); // phase, then name
        QCOMPARE(p.racks[1].name, std::string("N01"));
        QCOMPARE(p.links.size(), std::size_t(4));
        QCOMPARE(p.pathways[0].points[0].z_mm, std::int64_t(2700));
        QVERIFY(p.devices[1].reversed);
        QVERIFY(checkInvariants(p).empty());
    }

    void scriptIsAllOrNothing_data()
    {
        QTest::addColumn<QString>("failing");
        QTest::addColumn<QString>("message");
        QTest::addRow("U taken")
            << R"({"op": "mount", "name": "dgx02", "type": "nvidia-dgx-h100", "rack": "A01", "u": 5})"
            << "operation [3] mount: U 5–12 of A01 are taken by dgx01";
        QTest::addRow("unknown op") << R"({"op": "paint-rack", "rack": "A01"})"
                                    << "operation [3] paint-rack: unknown operation";
        QTest::addRow("typo") << R"({"op": "move-rack", "rack": "A01", "too": "1,1"})"
                              << "operation [3] move-rack: move-rack has no option 'too'";
        QTest::addRow("missing member") << R"({"op": "move-rack", "rack": "A01"})"
                                        << "operation [3] move-rack: move-rack needs 'to'";
        QTest::addRow("bad number") << R"({"op": "rotate-rack", "rack": "A01", "rotation": "ninety"})"
                                    << "'rotation' must be a whole number (got 'ninety')";
        QTest::addRow("bad point") << R"({"op": "move-rack", "rack": "A01", "to": "1,2,3"})"
                                   << "'to' takes 2 whole millimetres (got 3)";
        QTest::addRow("no op") << R"({"rack": "A01"})"
                               << "operation [3]: an operation needs \"op\"";
        QTest::addRow("set nothing") << R"({"op": "set-rack", "rack": "A01"})"
                                     << "set-rack needs 'name', 'row' or 'phase'";
        // The second edit of set-rack fails: the first (its row) is undone too.
        QTest::addRow("set half") << R"({"op": "set-rack", "rack": "A01", "row": "", "name": "A02"})"
                                  << "a rack called A02 already exists";
    }

    void scriptIsAllOrNothing()
    {
        QFETCH(QString, failing);
        QFETCH(QString, message);
        TemplateOptions o;
        o.hall_width_mm = 12000;
        o.hall_depth_mm = 9000;
        Project p = projectFromTemplate("empty", o);
        const Project before = p;
        const std::string script = R"([
            {"op": "add-row", "name": "A", "type": "rack-600x1200-48u", "at": [3000, 3000], "racks": 2},
            {"op": "mount", "name": "dgx01", "type": "nvidia-dgx-h100", "rack": "A01", "u": 3},
            {"op": "move-rack", "rack": "A02", "to": [3600, 4000]},
            )"
            + failing.toStdString() + "]";
        try {
            edit::runScript(p, json::parse(script));
            QFAIL("the script ran");
        } catch (const edit::ScriptError &e) {
            QCOMPARE(e.index(), std::size_t(3));
            QVERIFY2(QString::fromUtf8(e.what()).contains(message), e.what());
        }
        QVERIFY(p == before); // the three operations before were undone
    }
};

QTEST_APPLESS_MAIN(TestEdit)
#include "test_edit.moc"

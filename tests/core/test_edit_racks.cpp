// SPDX-License-Identifier: GPL-3.0-or-later
// Rack and row edits (core/edit/rack_edit.h, row_edit.h): each valid edit does what it says and
// its change set undoes it exactly; each invalid one changes nothing and names the rack or row and
// the reason.
#include "edit/device_edit.h"
#include "edit/rack_edit.h"
#include "edit/row_edit.h"
#include "model/index.h"
#include "rig.h"
#include "rig_checks.h"
#include "routing/router.h"
#include "rules/placement.h"
#include "rules/rules.h"
#include "templates/templates.h"

#include <QtTest>

#include <functional>
#include <random>

using namespace plenum;
using namespace plenum::edit;

Q_DECLARE_METATYPE(std::function<void(Project &)>)

namespace {

using rig::expectRefusal;
using rig::expectUndoRedo;

constexpr const char *kRack = "rack-600x1200-48u";

Project routedStarter()
{
    Project p = projectFromTemplate("starter", {});
    routing::routeProject(p);
    return p;
}

const Rack &rack(const Project &p, const std::string &name)
{
    return rig::named(p.racks, name);
}

std::size_t cablesOfRack(const Project &p, const std::string &name)
{
    const ProjectIndex index(p);
    const Id id = rack(p, name).id;
    std::size_t n = 0;
    for (const auto &c : p.cables) {
        const Link *l = index.link(c.link);
        const Device *a = index.device(l->a.device), *b = index.device(l->b.device);
        n += (a->rack == id || b->rack == id) ? 1 : 0;
    }
    return n;
}

} // namespace

class TestEditRacks : public QObject {
    Q_OBJECT

private slots:
    void addRackFromTheCatalogue()
    {
        Project p = rig::emptyHall();
        const Project before = p;
        const ChangeSet cs = addRack(p, { "AJ05", kRack, { 3000, 3000 }, 90, "", "", "" });
        QCOMPARE(p.racks.size(), std::size_t(1));
        QCOMPARE(p.rack_types.size(), std::size_t(1)); // taken from the catalogue into the project
        QCOMPARE(p.racks[0].rotation_deg, 90);
        QCOMPARE(cs.touchedKinds(), (std::vector<std::string> { "rack_types", "racks" }));
        expectUndoRedo(p, before, cs);
        // A second rack of the same type reuses the project's type.
        addRack(p, { "AJ06", kRack, { 3000, 3600 }, 90, "", "", "" });
        QCOMPARE(p.rack_types.size(), std::size_t(1));
    }

    void addRackRefused_data()
    {
        QTest::addColumn<std::function<void(Project &)>>("edit");
        QTest::addColumn<QStringList>("needles");
        using F = std::function<void(Project &)>;
        QTest::addRow("leaves the hall") << F([](Project &p) {
            addRack(p, { "B01", kRack, { 11900, 3000 }, 0, "", "", "" });
        }) << QStringList { "B01", "leaves hall 'Hall 1'" };
        QTest::addRow("rotated out of the hall") << F([](Project &p) {
            addRack(p, { "B01", kRack, { 400, 3000 }, 90, "", "", "" });
        }) << QStringList { "B01", "leaves hall" };
        QTest::addRow("overlaps a rack 100 mm apart") << F([](Project &p) {
            addRack(p, { "B01", kRack, { 2100, 2000 }, 0, "", "", "" });
        }) << QStringList { "rack B01 would overlap rack A01" };
        QTest::addRow("unknown rack type") << F([](Project &p) {
            addRack(p, { "B01", "x", { 6000, 6000 }, 0, "", "", "" });
        }) << QStringList { "rack type 'x' is not in the project or the catalogue" };
        QTest::addRow("name taken") << F([](Project &p) {
            addRack(p, { "A01", kRack, { 6000, 6000 }, 0, "", "", "" });
        }) << QStringList { "a rack called A01 already exists" };
        QTest::addRow("no name") << F([](Project &p) {
            addRack(p, { "", kRack, { 6000, 6000 }, 0, "", "", "" });
        }) << QStringList { "a rack needs a name" };
        QTest::addRow("unknown row") << F([](Project &p) {
            addRack(p, { "B01", kRack, { 6000, 6000 }, 0, "Q", "", "" });
        }) << QStringList { "no row called 'Q'" };
        QTest::addRow("unknown phase") << F([](Project &p) {
            addRack(p, { "B01", kRack, { 6000, 6000 }, 0, "", "someday", "" });
        }) << QStringList { "no phase called 'someday'" };
        QTest::addRow("unknown hall") << F([](Project &p) {
            addRack(p, { "B01", kRack, { 6000, 6000 }, 0, "", "", "H9" });
        }) << QStringList { "no hall called 'H9'" };
    }

    void addRackRefused()
    {
        QFETCH(std::function<void(Project &)>, edit);
        QFETCH(QStringList, needles);
        Project p = rig::emptyHall();
        addRack(p, { "A01", kRack, { 2000, 2000 }, 0, "", "", "" });
        expectRefusal(p, edit, needles);
    }

    void obstacleRefusesARack()
    {
        Project p = projectFromTemplate("starter", {}); // column C1 at (5.4–5.8 m, 3.3–3.7 m)
        expectRefusal(p,
            [](Project &q) {
                moveRack(q, "B05", { 5600, 3500 });
            },
            { "rack B05 would overlap column 'C1'" });
    }

    // The edits' refusal and the checker never disagree: a rack dropped anywhere (bypassing the
    // edits) draws a space.outside-hall, space.obstacle or space.rack-overlap finding exactly when
    // rackPlacementProblem() refuses that spot.
    void placementAgreesWithTheSpaceRules()
    {
        const Project base = projectFromTemplate("starter", {}); // 6 × 7.2 m, column C1, ten racks
        std::mt19937 rng(42);
        auto coord = [&](int maxMm) {
            return std::int64_t(std::uniform_int_distribution<int>(-6, maxMm / 100 + 6)(rng)) * 100;
        };
        rules::CheckOptions only;
        only.only_codes = { "space.outside-hall", "space.obstacle", "space.rack-overlap" };
        int refused = 0, accepted = 0;
        for (int i = 0; i < 300; ++i) {
            Project p = base;
            Rack r = p.racks.front();
            r.id = p.allocateId();
            r.name = "X1";
            r.position = { coord(6000), coord(7200) };
            r.rotation_deg = std::array { 0, 90, 180, 45, 30 }[std::uniform_int_distribution<int>(0, 4)(rng)];
            const auto problem = rules::rackPlacementProblem(p, r, p.rack_types.front());
            p.racks.push_back(r);
            bool found = false;
            for (const auto &f : rules::runChecks(p, only))
                found = found || std::find(f.objects.begin(), f.objects.end(), r.id) != f.objects.end();
            QVERIFY2(found == problem.has_value(),
                qPrintable(QStringLiteral("X1 at (%1, %2) rotated %3: edit says '%4', the checker %5")
                               .arg(r.position.x_mm)
                               .arg(r.position.y_mm)
                               .arg(r.rotation_deg)
                               .arg(QString::fromStdString(problem.value_or("fine")),
                                   found ? "objects" : "agrees it is fine")));
            (found ? refused : accepted)++;
        }
        QVERIFY(refused > 50 && accepted > 20); // both sides exercised
    }

    void moveAndRotateDropStaleCables()
    {
        Project p = routedStarter();
        const Project before = p;
        const std::size_t stale = cablesOfRack(p, "A01");
        QVERIFY(stale > 0);
        // Out of row A into the free band between the rows (touching row B's footprints is fine).
        const ChangeSet cs = moveRack(p, "A01", { 900, 3600 });
        QCOMPARE(rack(p, "A01").position, (Point { 900, 3600 }));
        QCOMPARE(cs.removed(EntityKind::Cable).size(), stale);
        QCOMPARE(cablesOfRack(p, "A01"), std::size_t(0));
        QCOMPARE(p.cables.size(), before.cables.size() - stale);
        expectUndoRedo(p, before, cs);
        // Routing again gives its cables back.
        routing::routeProject(p);
        QCOMPARE(cablesOfRack(p, "A01"), stale);

        // Rotating a rack of row A by 90° makes it 1200 mm wide along the row: it hits its neighbour.
        expectRefusal(p, [](Project &q) { rotateRack(q, "A02", 90); }, { "rack A02 would overlap rack A03" });
        Project q = routedStarter();
        const ChangeSet turned = rotateRack(q, "A01", 180);
        QCOMPARE(rack(q, "A01").rotation_deg, 180);
        QCOMPARE(turned.removed(EntityKind::Cable).size(), stale);
        moveRack(q, "A01", { 900, 3600 });
        QCOMPARE(rotateRack(q, "A01", -90).touches(EntityKind::Rack), true); // 1200 mm wide along x now: free there
        QCOMPARE(rack(q, "A01").rotation_deg, 270);
        expectRefusal(q, [](Project &r) { moveRack(r, "A01", { -5000, 0 }); }, { "A01", "leaves hall" });
        expectRefusal(q, [](Project &r) { moveRack(r, "Z01", { 0, 0 }); }, { "no rack called 'Z01'" });
    }

    void deleteTakesEverythingInIt()
    {
        Project p = routedStarter();
        const Project before = p;
        const std::size_t cables = cablesOfRack(p, "A01");
        const ChangeSet cs = deleteRack(p, "A01");
        QCOMPARE(cs.removed(EntityKind::Rack).size(), std::size_t(1));
        QCOMPARE(cs.removed(EntityKind::Device).size(), std::size_t(4)); // dgx01 … dgx04
        QCOMPARE(cs.removed(EntityKind::Link).size(), std::size_t(4 * 8));
        QCOMPARE(cs.removed(EntityKind::Cable).size(), cables);
        QVERIFY(checkInvariants(p).empty()); // nothing dangles
        expectUndoRedo(p, before, cs);
    }

    void duplicateCopiesDevicesNotLinks()
    {
        Project p = routedStarter();
        const Project before = p;
        const ChangeSet cs = duplicateRack(p, "A01", "C01", { 3900, 6400 });
        QCOMPARE(cs.added(EntityKind::Rack).size(), std::size_t(1));
        QCOMPARE(cs.added(EntityKind::Device).size(), std::size_t(4));
        QVERIFY(!cs.touches(EntityKind::Link));
        const Id copy = rack(p, "C01").id;
        QCOMPARE(std::count_if(p.devices.begin(), p.devices.end(),
                     [&](const Device &d) { return d.rack == copy && d.name.rfind("dgx0", 0) == 0; }),
            4L);
        expectUndoRedo(p, before, cs);
        expectRefusal(p,
            [](Project &q) {
                duplicateRack(q, "A01", "C02", { 3900, 6500 });
            },
            { "rack C02 would overlap rack C01" });
        expectRefusal(p,
            [](Project &q) {
                duplicateRack(q, "A01", "C01", { 900, 6400 });
            },
            { "a rack called C01 already exists" });
        // Devices named after their rack are renamed after the copy.
        Project e = rig::emptyHall();
        addRack(e, { "R1", kRack, { 2000, 2000 }, 0, "", "", "" });
        mountDevice(e, { "R1-leaf", "nvidia-qm9700", "R1", 40, Face::Rear, "" });
        duplicateRack(e, "R1", "R2", { 2600, 2000 });
        QCOMPARE(e.devices.back().name, std::string("R2-leaf"));
    }

    void setNameRowPhase()
    {
        Project p = routedStarter();
        const Project before = p;
        const std::size_t cables = cablesOfRack(p, "A01");
        const ChangeSet renamed = setRackName(p, "A01", "AJ01");
        QCOMPARE(rack(p, "AJ01").id, before.racks[0].id);
        QCOMPARE(renamed.removed(EntityKind::Cable).size(), cables); // their labels named A01
        expectUndoRedo(p, before, renamed);
        expectRefusal(p, [](Project &q) { setRackName(q, "A02", "A03"); }, { "a rack called A03 already exists" });
        setRackRow(p, "AJ01", "B");
        QCOMPARE(rack(p, "AJ01").row, p.rows[1].id);
        setRackRow(p, "AJ01", "");
        QCOMPARE(rack(p, "AJ01").row, kNoId);
        expectRefusal(p, [](Project &q) { setRackRow(q, "A02", "Q"); }, { "no row called 'Q'" });
        const ChangeSet phased = setRackPhase(p, "A02", "target");
        QCOMPARE(rack(p, "A02").phase, p.phases[1].id);
        QVERIFY(!phased.touches(EntityKind::Cable));
        expectRefusal(p, [](Project &q) { setRackPhase(q, "A02", "later"); }, { "no phase called 'later'" });
    }

    void addRowInOneStep()
    {
        Project p = rig::emptyHall();
        const Project before = p;
        RowSpec spec { "A", kRack, { 1200, 2000 }, 8, 0, "", "", "" };
        const ChangeSet cs = addRow(p, spec);
        QCOMPARE(p.rows.size(), std::size_t(1));
        QCOMPARE(p.racks.size(), std::size_t(8));
        QCOMPARE(p.racks.front().name, std::string("A01"));
        QCOMPARE(p.racks.back().name, std::string("A08"));
        QCOMPARE(p.racks.back().position, (Point { 1200 + 7 * 600, 2000 }));
        for (const auto &r : p.racks)
            QCOMPARE(r.row, p.rows[0].id);
        QCOMPARE(cs.added(EntityKind::Rack).size(), std::size_t(8));
        expectUndoRedo(p, before, cs);
        // A row facing east runs north.
        addRow(p, { "E", kRack, { 10000, 1000 }, 3, 90, "E-", "target", "" });
        QCOMPARE(rack(p, "E-03").position, (Point { 10000, 2200 }));
        QCOMPARE(rack(p, "E-03").rotation_deg, 90);
        QCOMPARE(rack(p, "E-03").phase, p.phases[1].id);
        // Deleting a row takes its racks.
        const Project withRows = p;
        const ChangeSet gone = deleteRow(p, "A");
        QCOMPARE(p.racks.size(), std::size_t(3));
        expectUndoRedo(p, withRows, gone);
    }

    void addRowRefused_data()
    {
        QTest::addColumn<std::function<void(Project &)>>("edit");
        QTest::addColumn<QStringList>("needles");
        using F = std::function<void(Project &)>;
        QTest::addRow("runs out of the hall") << F([](Project &p) {
            addRow(p, { "B", kRack, { 8000, 6000 }, 10, 0, "", "", "" });
        }) << QStringList { "row B: the footprint of rack B08", "leaves hall" };
        QTest::addRow("crosses another row") << F([](Project &p) {
            addRow(p, { "B", kRack, { 1500, 1000 }, 3, 90, "", "", "" });
        }) << QStringList { "row B: rack B02 would overlap rack A01" };
        QTest::addRow("name taken") << F([](Project &p) {
            addRow(p, { "A", kRack, { 1000, 6000 }, 2, 0, "", "", "" });
        }) << QStringList { "a row called A already exists" };
        QTest::addRow("no racks") << F([](Project &p) {
            addRow(p, { "B", kRack, { 1000, 6000 }, 0, 0, "", "", "" });
        }) << QStringList { "row B needs 1 to 1000 racks (got 0)" };
        QTest::addRow("oblique") << F([](Project &p) {
            addRow(p, { "B", kRack, { 1000, 6000 }, 2, 45, "", "", "" });
        }) << QStringList { "row B must face 0, 90, 180 or 270 degrees (got 45)" };
        QTest::addRow("rack name taken") << F([](Project &p) {
            addRow(p, { "B", kRack, { 1000, 6000 }, 2, 0, "A", "", "" });
        }) << QStringList { "a rack called A01 already exists" };
        QTest::addRow("unknown rack type") << F([](Project &p) {
            addRow(p, { "B", "rack-9u", { 1000, 6000 }, 2, 0, "", "", "" });
        }) << QStringList { "rack type 'rack-9u' is not in the project or the catalogue" };
    }

    void addRowRefused()
    {
        QFETCH(std::function<void(Project &)>, edit);
        QFETCH(QStringList, needles);
        Project p = rig::emptyHall();
        addRow(p, { "A", kRack, { 1200, 2000 }, 4, 0, "", "", "" });
        expectRefusal(p, edit, needles);
    }

    // addRowProblem (a row drag's preview) says what addRow would, changes nothing, and says nothing
    // for a row that fits. Row A: four racks from (1.2 m, 2.0 m), so x 0.9–3.3 m, y 1.4–2.6 m.
    void addRowProblemSaysWhatAddRowWould()
    {
        Project p = rig::emptyHall();
        addRow(p, { "A", kRack, { 1200, 2000 }, 4, 0, "", "", "" });
        const Project before = p;
        const RowSpec crossing { "B", kRack, { 1500, 1000 }, 3, 90, "", "", "" }; // B02 at y 1.6 m on A01
        const RowSpec outside { "B", kRack, { 8000, 6000 }, 10, 0, "", "", "" }; // B08 at x 12.2 m
        const RowSpec fits { "B", kRack, { 1200, 5000 }, 10, 0, "", "", "" }; // to x 6.9 m, y 4.4–5.6 m
        QCOMPARE(addRowProblem(p, crossing).value_or(""), std::string("row B: rack B02 would overlap rack A01"));
        QVERIFY(addRowProblem(p, outside).value_or("").find("row B: the footprint of rack B08") == 0);
        QVERIFY(!addRowProblem(p, fits));
        QVERIFY(p == before);
        try {
            addRow(p, crossing);
            QFAIL("accepted");
        } catch (const Error &e) {
            QCOMPARE(std::string(e.what()), *addRowProblem(p, crossing));
        }
        QCOMPARE(addRow(p, fits).added(EntityKind::Rack).size(), std::size_t(10));
    }
};

QTEST_APPLESS_MAIN(TestEditRacks)
#include "test_edit_racks.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Locks (core/edit/lock_edit.h) and moving racks together (rack_edit.h moveRacks): a locked rack
// or obstacle refuses every edit that moves, turns, reshapes or deletes it with one sentence naming
// it and changes nothing; what a lock does not guard (name, phase, devices) still works; locking
// is one undoable change set, also through `plenum-cli edit` operations. Positions are worked out
// by hand on a 12 × 9 m hall with 600 mm wide racks.
#include "edit/device_edit.h"
#include "edit/field_edit.h"
#include "edit/lock_edit.h"
#include "edit/obstacle_edit.h"
#include "edit/rack_edit.h"
#include "edit/row_edit.h"
#include "edit/script.h"
#include "rig.h"
#include "rig_checks.h"
#include "templates/templates.h"

#include <QtTest>

#include <functional>

using namespace plenum;
using namespace plenum::edit;

Q_DECLARE_METATYPE(std::function<void(Project &)>)

namespace {

using rig::expectRefusal;

constexpr const char *kRack = "rack-600x1200-48u";

// A 12 × 9 m empty hall (corners (0,0) and (12000,9000)) with racks A01 at (3000,3000) and A02
// beside it at (3600,3000), row B of two racks from (3000,6000) (B01, B02 at 3600), C01 alone at
// (6000,3000), an 800 mm W01 at (9000,1000), and a 400 mm column C1 at (9000..9400, 6000..6400). A01, B01 and C1 are
// locked.
Project lockedHall()
{
    Project p = rig::emptyHall();
    addRack(p, { "A01", kRack, { 3000, 3000 }, 0, "", "", "" });
    addRack(p, { "A02", kRack, { 3600, 3000 }, 0, "", "", "" });
    addRack(p, { "C01", kRack, { 6000, 3000 }, 0, "", "", "" });
    addRack(p, { "W01", "rack-800x1200-48u", { 9000, 1000 }, 0, "", "", "" });
    RowSpec row;
    row.name = "B";
    row.rack_type = kRack;
    row.first = { 3000, 6000 };
    row.count = 2;
    addRow(p, row);
    addObstacle(
        p, { "C1", ObstacleKind::Column, { { 9000, 6000 }, { 9400, 6000 }, { 9400, 6400 }, { 9000, 6400 } }, "" });
    setLocked(p, { "A01", "B01" }, { "C1" }, true);
    return p;
}

const Rack &rack(const Project &p, const std::string &name)
{
    return rig::named(p.racks, name);
}

} // namespace

class TestEditLocks : public QObject {
    Q_OBJECT

private slots:
    void lockIsOneUndoableChangeSet()
    {
        Project p = lockedHall();
        QVERIFY(rack(p, "A01").locked && rack(p, "B01").locked && p.obstacles[0].locked);
        QVERIFY(!rack(p, "A02").locked && !rack(p, "C01").locked);
        const Project before = p;
        const ChangeSet cs = setLocked(p, { "A02", "A01" }, { "C1" }, false);
        // A02 is already unlocked: only A01 and C1 change.
        QCOMPARE(cs.changes.size(), std::size_t(2));
        QVERIFY(!rack(p, "A01").locked && !p.obstacles[0].locked);
        const Project after = p;
        apply(p, cs.inverted());
        QVERIFY(p == before);
        apply(p, cs);
        QVERIFY(p == after);
        // Locking what is locked changes nothing; an unknown name changes nothing either.
        QVERIFY(setLocked(p, { "B01" }, {}, true).empty());
        expectRefusal(
            p,
            [](Project &q) {
                setLocked(q, { "A02", "Z9" }, {}, true);
            },
            "there is no rack called 'Z9'");
        expectRefusal(
            p, [](Project &q) { setLocked(q, {}, {}, true); }, "nothing to lock");
    }

    void lockedRefuses_data()
    {
        QTest::addColumn<std::function<void(Project &)>>("edit");
        QTest::addColumn<QString>("needle");
        using F = std::function<void(Project &)>;
        const QString a01 = QStringLiteral("rack A01 is locked; unlock it first");
        const QString c1 = QStringLiteral("column 'C1' is locked; unlock it first");
        QTest::addRow("move") << F([](Project &p) { moveRack(p, "A01", { 3000, 4800 }); }) << a01;
        QTest::addRow("move by id") << F([](Project &p) {
            moveRack(p, std::to_string(rack(p, "A01").id), { 3000, 4800 });
        }) << a01;
        QTest::addRow("place anywhere") << F([](Project &p) { placeRackAnywhere(p, "A01", { 3600, 3000 }); }) << a01;
        QTest::addRow("rotate") << F([](Project &p) { rotateRack(p, "A01", 180); }) << a01;
        QTest::addRow("delete") << F([](Project &p) { deleteRack(p, "A01"); }) << a01;
        QTest::addRow("move with another") << F([](Project &p) { moveRacks(p, { "A02", "A01" }, 0, 600); }) << a01;
        QTest::addRow("delete its row") << F([](Project &p) { deleteRow(p, "B"); })
                                        << QStringLiteral("rack B01 is locked; unlock it first");
        QTest::addRow("set x_mm") << F([](Project &p) { setField(p, "racks", "A01", "x_mm", "2400"); }) << a01;
        QTest::addRow("set rotation") << F([](Project &p) { setField(p, "racks", "A01", "rotation_deg", "90"); })
                                      << a01;
        QTest::addRow("set rack type") << F([](Project &p) {
            setField(p, "racks", "A01", "rack_type", std::to_string(rack(p, "W01").rack_type));
        }) << a01;
        QTest::addRow("move column") << F([](Project &p) { moveObstacle(p, "C1", 600, 0); }) << c1;
        QTest::addRow("reshape column") << F([](Project &p) {
            reshapeObstacle(p, "C1", { { 9000, 6000 }, { 9600, 6000 }, { 9600, 6600 } });
        }) << c1;
        QTest::addRow("delete column") << F([](Project &p) { deleteObstacle(p, "C1"); }) << c1;
        QTest::addRow("set its outline") << F([](Project &p) {
            setField(p, "obstacles", "C1", "outline", "9000,6000,9600,6000,9600,6600");
        }) << c1;
        QTest::addRow("cli move-rack") << F([](Project &p) {
            runOperation(p, json::parse(R"({"op": "move-rack", "rack": "A01", "to": "3000,4800"})"));
        }) << a01;
    }

    void lockedRefuses()
    {
        QFETCH(std::function<void(Project &)>, edit);
        QFETCH(QString, needle);
        Project p = lockedHall();
        expectRefusal(p, edit, needle);
    }

    // A lock holds the place, not the contents: renaming, the phase, devices and a copy still work,
    // and the copy starts unlocked. Unlocked, the same move goes through.
    void lockedAllowsWhatDoesNotMoveIt()
    {
        Project p = lockedHall();
        setRackName(p, "A01", "AJ01");
        setRackPhase(p, "AJ01", p.phases.back().name);
        setField(p, "racks", "AJ01", "name", "A01");
        DeviceSpec d;
        d.name = "sw01";
        d.device_type = "blanking-panel-1u";
        d.rack = "A01";
        d.u = 40;
        mountDevice(p, d);
        duplicateRack(p, "A01", "D01", { 3000, 8000 });
        QVERIFY(rack(p, "A01").locked);
        QVERIFY(!rack(p, "D01").locked);
        setLocked(p, { "A01" }, {}, false);
        moveRack(p, "A01", { 3000, 4800 });
        QCOMPARE(rack(p, "A01").position, (Point { 3000, 4800 }));
        // placeRackAnywhere checks only the lock: onto C01 (a finding for space.rack-overlap).
        const ChangeSet onto = placeRackAnywhere(p, "A01", { 6000, 3000 });
        QCOMPARE(onto.changes.size(), std::size_t(1));
        QCOMPARE(rack(p, "A01").position, (Point { 6000, 3000 }));
    }

    // Racks moved together by one offset: positions by hand, one change set, undone exactly.
    void moveRacksTogether()
    {
        Project p = lockedHall();
        setLocked(p, { "A01" }, {}, false);
        const Project before = p;
        // A01 moves onto A02's old place: allowed, A02 moves along by the same 600 mm.
        const ChangeSet cs = moveRacks(p, { "A01", "A02" }, 600, 0);
        QCOMPARE(rack(p, "A01").position, (Point { 3600, 3000 }));
        QCOMPARE(rack(p, "A02").position, (Point { 4200, 3000 }));
        QCOMPARE(cs.changes.size(), std::size_t(2));
        apply(p, cs.inverted());
        QVERIFY(p == before);
        // C01 at 6000 spans x 5700–6300. +1200: A02 at 4800 spans 4500–5100, clear of it;
        // +2100: A02 at 5700 spans 5400–6000 and overlaps it.
        moveRacks(p, { "A01", "A02" }, 1200, 0);
        QCOMPARE(rack(p, "A02").position, (Point { 4800, 3000 }));
        p = before;
        expectRefusal(
            p,
            [](Project &q) {
                moveRacks(q, { "A01", "A02" }, 2100, 0);
            },
            QStringLiteral("rack A02 would overlap rack C01"));
        // −2800: A01 at x 200 spans −100–500 and leaves the hall.
        expectRefusal(
            p,
            [](Project &q) {
                moveRacks(q, { "A01", "A02" }, -2800, 0);
            },
            QStringLiteral("the footprint of rack A01 at (0.20 m, 3.00 m) leaves hall"));
        expectRefusal(
            p, [](Project &q) { moveRacks(q, {}, 600, 0); }, QStringLiteral("name at least one rack"));
    }

    void cliLockAndUnlock()
    {
        Project p = lockedHall();
        const auto steps = runScript(p, json::parse(R"([
            {"op": "unlock", "rack": "A01,B01", "obstacle": "C1"},
            {"op": "move-rack", "rack": "A01", "to": "3000,4800"},
            {"op": "lock", "rack": ["A02"]}
        ])"));
        QCOMPARE(steps.size(), std::size_t(3));
        QVERIFY(!rack(p, "A01").locked && !rack(p, "B01").locked && !p.obstacles[0].locked);
        QVERIFY(rack(p, "A02").locked);
        QCOMPARE(rack(p, "A01").position, (Point { 3000, 4800 }));
        const Project before = p;
        try {
            runScript(p, json::parse(R"([{"op": "lock", "rack": "A01"}, {"op": "delete-rack", "rack": "A01"}])"));
            QFAIL("deleting a rack locked by the same script was accepted");
        } catch (const ScriptError &e) {
            QCOMPARE(e.index(), std::size_t(1));
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("rack A01 is locked")), e.what());
        }
        QVERIFY(p == before);
        expectRefusal(
            p, [](Project &q) { runOperation(q, json::parse(R"({"op": "lock", "rak": "A01"})")); },
            QStringLiteral("rak"));
    }
};

QTEST_APPLESS_MAIN(TestEditLocks)
#include "test_edit_locks.moc"

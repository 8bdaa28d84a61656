// SPDX-License-Identifier: GPL-3.0-or-later
// space.aisle-width (core/rules/space_aisle.cpp) on hand-placed racks and obstacles, each distance
// worked out by hand from the rack-600x1200-48u footprint (600 mm wide, 1200 mm deep), and on every
// built-in template at its default size, where it must stay silent (their aisles are 1.2 m).
#include "edit/obstacle_edit.h"
#include "edit/rack_edit.h"
#include "rig.h"
#include "rules/incremental_check.h"
#include "rules/placement.h"
#include "rules/rules.h"
#include "templates/templates.h"

#include <QtTest>

#include <functional>

using namespace plenum;
using namespace plenum::edit;

namespace {

constexpr const char *kRack = "rack-600x1200-48u";

// A 12 × 9 m empty hall with rack A01 at (3 m, 4 m) facing north (+y): its front face is at
// y = 4600, its rear face at y = 3400, its width x 2700–3300.
Project hallWithRack()
{
    Project p = rig::emptyHall();
    addRack(p, { "A01", kRack, { 3000, 4000 }, 0, "", "", "" });
    return p;
}

rules::Findings aisleFindings(const Project &p)
{
    return rules::runChecks(p, { "", { "space.aisle-width" } });
}

} // namespace

class TestSpaceAisle : public QObject {
    Q_OBJECT

private slots:
    // B01 faces south (rotation 180) across A01's cold aisle; its front face is at y = centre − 600.
    void coldAisleBetweenFacingRows_data()
    {
        QTest::addColumn<int>("centreY");
        QTest::addColumn<int>("findings"); // one per rack whose front is narrowed
        QTest::addColumn<QString>("message");
        // Centre 6400: front at 5800, aisle 5800 − 4600 = 1200 mm ≥ 1000, silent.
        QTest::addRow("1200 mm aisle") << 6400 << 0 << "";
        // Centre 6200: front at 5600, exactly the 1000 mm minimum, silent.
        QTest::addRow("1000 mm aisle") << 6200 << 0 << "";
        // Centre 6100: front at 5500, 900 mm, both fronts narrowed.
        QTest::addRow("900 mm aisle")
            << 6100 << 2 << "the cold aisle in front of rack A01 is 900 mm wide at rack B01; the minimum is 1000 mm";
    }

    void coldAisleBetweenFacingRows()
    {
        QFETCH(int, centreY);
        QFETCH(int, findings);
        QFETCH(QString, message);
        Project p = hallWithRack();
        addRack(p, { "B01", kRack, { 3000, centreY }, 180, "", "", "" });
        const auto f = aisleFindings(p);
        QCOMPARE(int(f.size()), findings);
        if (findings) {
            bool seen = false;
            for (const auto &x : f)
                seen = seen || QString::fromStdString(x.message) == message;
            QVERIFY2(seen, f[0].message.c_str());
        }
    }

    // rules::rackAisleProblem, the check a generator runs before placing a rack (the extension of
    // issue #21), says what space.aisle-width would find, from either side: the new rack's own
    // aisle, or an installed rack's aisle it would stand in. The same hand distances as above.
    void placementAisleProblem_data()
    {
        QTest::addColumn<int>("centreY");
        QTest::addColumn<int>("rotation");
        QTest::addColumn<QString>("problem"); // empty: none
        QTest::addRow("1000 mm cold aisle") << 6200 << 180 << "";
        QTest::addRow("900 mm cold aisle")
            << 6100 << 180 << "the cold aisle in front of rack B01 would be 900 mm wide at rack A01";
        // Facing north too, B01's rear (y 5500) stands 900 mm in front of A01's front (y 4600);
        // B01's own front looks away: only A01's aisle is narrowed.
        QTest::addRow("in A01's cold aisle") << 6100 << 0 << "rack B01 would stand 900 mm in front of rack A01";
        // Beside A01 in its row: in no aisle.
        QTest::addRow("neighbour in the row") << 4000 << 0 << "";
    }

    void placementAisleProblem()
    {
        QFETCH(int, centreY);
        QFETCH(int, rotation);
        QFETCH(QString, problem);
        const Project p = hallWithRack();
        Rack b;
        b.id = -1;
        b.name = "B01";
        b.hall = p.halls.front().id;
        b.position = { centreY == 4000 ? 3600 : 3000, centreY };
        b.rotation_deg = rotation;
        RackType t;
        for (const auto &rt : p.rack_types)
            if (rt.slug == kRack)
                t = rt;
        QCOMPARE(t.slug, std::string(kRack));
        const auto got = rules::rackAisleProblem(p, b, t, 1000, 600);
        if (problem.isEmpty())
            QVERIFY2(!got, got ? got->c_str() : "");
        else
            QVERIFY2(got && QString::fromStdString(*got).contains(problem), got ? got->c_str() : "none");
    }

    void hotAisleAndNeighbours()
    {
        Project p = hallWithRack();
        // A02 beside A01 in the row (x 3300–3900, touching): not in any aisle.
        addRack(p, { "A02", kRack, { 3600, 4000 }, 0, "", "", "" });
        QCOMPARE(aisleFindings(p).size(), std::size_t(0));
        // C01 back to back behind A01 (rotation 180, its rear faces north): at centre y 2200 its
        // rear face is at 2800, so the hot aisle is 3400 − 2800 = 600 mm, exactly the minimum: silent.
        addRack(p, { "C01", kRack, { 3000, 2200 }, 180, "", "", "" });
        QCOMPARE(aisleFindings(p).size(), std::size_t(0));
        // Moved 100 mm closer (rear face at 2900): 500 mm hot aisle behind both A01 and C01.
        moveRack(p, "C01", { 3000, 2300 });
        const auto f = aisleFindings(p);
        QCOMPARE(f.size(), std::size_t(2));
        QVERIFY2(f[0].message.find("hot aisle behind rack") != std::string::npos
                && f[0].message.find("is 500 mm wide") != std::string::npos,
            f[0].message.c_str());
    }

    // A column 800 mm in front of A01, overlapping its width only partly (x 3200–3600): still
    // within the strip x 2700–3300, so it narrows the aisle to 800 mm.
    void obstacleInTheColdAisle()
    {
        Project p = hallWithRack();
        addObstacle(
            p, { "C1", ObstacleKind::Column, { { 3200, 5400 }, { 3600, 5400 }, { 3600, 5800 }, { 3200, 5800 } }, "" });
        auto f = aisleFindings(p);
        QCOMPARE(f.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(f[0].message),
            QStringLiteral(
                "the cold aisle in front of rack A01 is 800 mm wide at column 'C1'; the minimum is 1000 mm"));
        QCOMPARE(f[0].objects, (std::vector<Id> { p.racks[0].id, p.obstacles[0].id }));
        // Moved east so it only touches the strip's edge (x 3300): nothing.
        moveObstacle(p, "C1", 100, 0);
        QCOMPARE(aisleFindings(p).size(), std::size_t(0));
        // The setting decides: with a 700 mm cold-aisle minimum, back in place, silent.
        moveObstacle(p, "C1", -100, 0);
        p.settings["space.cold_aisle_min_mm"] = 700;
        QCOMPARE(aisleFindings(p).size(), std::size_t(0));
    }

    // After each edit the incremental check (which rechecks only the racks within reach of the
    // edited ones, before and after) finds what the whole check finds: B01 moved into A01's cold
    // aisle narrows A01's aisle too (a rack the edit did not touch), renamed it changes A01's
    // message, a rack far away and an obstacle change nothing near, deleted both findings clear.
    void incrementalChecksFollowRackEdits()
    {
        Project p = hallWithRack();
        addRack(p, { "B01", kRack, { 3000, 6400 }, 180, "", "", "" });
        addRack(p, { "Z01", kRack, { 9000, 4000 }, 0, "", "", "" });
        rules::CheckState state;
        rules::checkAll(p, state);
        auto messages = [](const rules::Findings &all) {
            QStringList out;
            for (const rules::Finding &f : all)
                if (f.code == "space.aisle-width")
                    out << QString::fromStdString(f.message);
            out.sort();
            return out;
        };
        const QString a01 = "the cold aisle in front of rack A01 is 900 mm wide at rack %1; the minimum is 1000 mm";
        const QString b01 = "the cold aisle in front of rack %1 is 900 mm wide at rack A01; the minimum is 1000 mm";
        const std::vector<std::pair<std::function<ChangeSet()>, QStringList>> steps {
            { [&] {
                 return moveRack(p, "B01", { 3000, 6100 });
             },
                { a01.arg("B01"), b01.arg("B01") } },
            { [&] { return setRackName(p, "B01", "B99"); }, { a01.arg("B99"), b01.arg("B99") } },
            { [&] {
                 return moveRack(p, "Z01", { 9600, 4000 });
             },
                { a01.arg("B99"), b01.arg("B99") } },
            { [&] {
                 return addObstacle(p,
                     { "C1", ObstacleKind::Column, { { 9400, 5000 }, { 9800, 5000 }, { 9800, 5400 }, { 9400, 5400 } },
                         "" });
             },
                { a01.arg("B99"), b01.arg("B99"),
                    "the cold aisle in front of rack Z01 is 400 mm wide at column 'C1'; the minimum is 1000 mm" } },
            { [&] { return deleteRack(p, "B99"); },
                { "the cold aisle in front of rack Z01 is 400 mm wide at column 'C1'; the minimum is 1000 mm" } },
        };
        for (const auto &[edit, expected] : steps) {
            const ChangeSet cs = edit();
            const rules::CheckReport r = rules::checkIncremental(p, state, { &cs });
            QCOMPARE(messages(*r.findings), expected);
            QVERIFY(*r.findings == rules::runChecks(p));
        }
    }

    void templatesAtDefaultSizeDoNotFire_data()
    {
        QTest::addColumn<QString>("name");
        for (const auto &t : builtinTemplates())
            QTest::newRow(t.name.c_str()) << QString::fromStdString(t.name);
    }

    void templatesAtDefaultSizeDoNotFire()
    {
        QFETCH(QString, name);
        const Project p = projectFromTemplate(name.toStdString(), {});
        const auto f = aisleFindings(p);
        QVERIFY2(f.empty(), f.empty() ? "" : f[0].message.c_str());
    }
};

QTEST_APPLESS_MAIN(TestSpaceAisle)
#include "test_space_aisle.moc"

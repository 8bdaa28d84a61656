// SPDX-License-Identifier: GPL-3.0-or-later
// Blanking panels by one edit (core/edit/blanking_edit.h): every open U of a rack gets a panel,
// U held by a device or a reservation stay as they are, airflow.blanking goes quiet for the rack,
// and the change set undoes it exactly; refusals name the rack and change nothing.
#include "edit/blanking_edit.h"
#include "edit/device_edit.h"
#include "edit/edit_common.h"
#include "edit/reservation_edit.h"
#include "edit/row_edit.h"
#include "edit/script.h"
#include "rig.h"
#include "rig_checks.h"
#include "rules/rules.h"
#include "templates/templates.h"
#include "json/json.h"

#include <QtTest>

#include <functional>

using namespace plenum;
using namespace plenum::edit;

namespace {

using rig::expectRefusal;

constexpr const char *kNode = "nvidia-dgx-h100"; // 8U

// Row A of two 48U racks: dgx01 (U 3–10) and dgx02 (U 13–20) in A01.
Project pod()
{
    Project p = rig::emptyHall();
    addRow(p, { "A", "rack-600x1200-48u", { 1200, 2000 }, 2, 0, "", "", "" });
    mountDevice(p, { "dgx01", kNode, "A01", 3, Face::Front, "" });
    mountDevice(p, { "dgx02", kNode, "A01", 13, Face::Front, "" });
    return p;
}

bool blankingFindingFor(const Project &p, const std::string &rack)
{
    rules::CheckOptions o;
    o.only_codes = { "airflow.blanking" };
    const Id id = findRack(p, rack).id;
    for (const auto &f : rules::runChecks(p, o))
        if (std::find(f.objects.begin(), f.objects.end(), id) != f.objects.end())
            return true;
    return false;
}

} // namespace

class TestEditBlanking : public QObject {
    Q_OBJECT

private slots:
    void panelsFillTheOpenUnits()
    {
        Project p = pod();
        QVERIFY(blankingFindingFor(p, "A01"));
        // 48 U less dgx01's 8 and dgx02's 8: U 1–2, 11–12 and 21–48 are open.
        std::vector<int> open { 1, 2, 11, 12 };
        for (int u = 21; u <= 48; ++u)
            open.push_back(u);
        QCOMPARE(openUnits(p, "A01"), open);
        const Project before = p;
        const ChangeSet cs = addBlankingPanels(p, "A01");
        QCOMPARE(int(p.devices.size()), 2 + 32);
        const Device &first = p.devices[2];
        QCOMPARE(first.name, std::string("A01-blank-u01"));
        QCOMPARE(first.u_position, 1);
        QCOMPARE(first.phase, findRack(p, "A01").phase);
        QCOMPARE(p.devices.back().name, std::string("A01-blank-u48"));
        QVERIFY(openUnits(p, "A01").empty());
        QVERIFY(!blankingFindingFor(p, "A01"));
        // A server no longer fits where the panels are.
        expectRefusal(
            p,
            [](Project &q) {
                mountDevice(q, { "dgx03", kNode, "A01", 23, Face::Front, "" });
            },
            QStringLiteral("U 23–30 of A01 are taken by A01-blank-u23"));
        expectRefusal(
            p, [](Project &q) { addBlankingPanels(q, "A01"); }, QStringLiteral("rack A01 has no open U to blank"));
        // Undone exactly, redone exactly.
        const Project filled = p;
        apply(p, cs.inverted());
        QVERIFY(p == before);
        apply(p, cs);
        QVERIFY(p == filled);
        // All out in one edit.
        removeBlankingPanels(p, "A01");
        QCOMPARE(p.devices.size(), std::size_t(2));
        expectRefusal(
            p, [](Project &q) { removeBlankingPanels(q, "A01"); }, QStringLiteral("rack A01 has no blanking panels"));
    }

    void reservedUnitsStayOpen()
    {
        Project p = pod();
        addReservation(p, { "later", "", {}, "", "A01", 41, 8 });
        std::vector<int> open { 1, 2, 11, 12 };
        for (int u = 21; u <= 40; ++u)
            open.push_back(u);
        QCOMPARE(openUnits(p, "A01"), open);
        addBlankingPanels(p, "A01");
        QCOMPARE(int(p.devices.size()), 2 + 24);
    }

    // The same edits as `plenum-cli edit` operations: a script that fails half-way changes nothing
    // and names the operation.
    void scriptOperations()
    {
        Project p = pod();
        const Project before = p;
        try {
            runScript(
                p, json::parse(R"([{"op": "add-blanking", "rack": "A01"}, {"op": "remove-blanking", "rack": "A02"}])"));
            QFAIL("the script was accepted");
        } catch (const ScriptError &e) {
            QCOMPARE(e.index(), std::size_t(1));
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("rack A02 has no blanking panels")), e.what());
        }
        QVERIFY(p == before);
        runScript(p, json::parse(R"([{"op": "add-blanking", "rack": "A01"}, {"op": "add-blanking", "rack": "A02"}])"));
        QCOMPARE(int(p.devices.size()), 2 + 32 + 48);
        runScript(p, json::parse(R"([{"op": "remove-blanking", "rack": "A02"}])"));
        QCOMPARE(int(p.devices.size()), 2 + 32);
    }

    void onlyABlankingPanelBlanks()
    {
        Project p = pod();
        expectRefusal(
            p, [](Project &q) { addBlankingPanels(q, "A02", kNode); },
            QStringLiteral("device type 'nvidia-dgx-h100' is not a 1U blanking panel (its role is 'gpu-node', 8U)"));
        expectRefusal(
            p, [](Project &q) { addBlankingPanels(q, "Z9"); }, QStringLiteral("no rack called 'Z9'"));
    }
};

QTEST_GUILESS_MAIN(TestEditBlanking)
#include "test_edit_blanking.moc"

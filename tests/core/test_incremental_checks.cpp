// SPDX-License-Identifier: GPL-3.0-or-later
// The incremental checks in chosen cases (issue #17): a tray coil near a moved rack, a rack coil of
// an untouched link, pathway edits that reroute nothing. Each step's findings must be a full check's.
#include "catalog/catalog.h"
#include "edit/device_edit.h"
#include "incremental_pod.h"
#include "model/index.h"
#include "routing/cable_types.h"
#include "routing/segment_use.h"
#include "rules/cable_columns.h"
#include "rules/cables_along.h"
#include "rules/fill_sums.h"
#include "rules/incremental_check.h"
#include "rules/port_links.h"
#include "rules_fixture.h"

#include <QtTest>

#include <functional>
#include <map>
#include <set>

using namespace plenum;
using namespace plenum::edit;
using namespace plenum::testing;

namespace {

std::ptrdiff_t exhaust(const rules::Findings &all)
{
    return std::count_if(
        all.begin(), all.end(), [](const rules::Finding &x) { return x.code == "cable.slack-exhaust"; });
}

// The change that turns blanks 5-7 of rules_fixture's R1 into nodes mounted reversed (exhausting
// at the front, where cable2's coil is to be put).
ChangeSet reversedNodesInR1(const rules::test::Fixture &f)
{
    ChangeSet cs;
    for (std::size_t i = 0; i < f.p.devices.size(); ++i)
        if (f.p.devices[i].name == "R1-blank-5" || f.p.devices[i].name == "R1-blank-6"
            || f.p.devices[i].name == "R1-blank-7") {
            Device node = f.p.devices[i];
            node.device_type = f.nodeType;
            node.reversed = true;
            cs.changes.push_back({ Entity(f.p.devices[i]), Entity(node), i });
        }
    return cs;
}

} // namespace

class TestIncrementalChecks : public QObject {
    Q_OBJECT

private slots:
    // cable.slack-exhaust judges a tray coil again only near a changed rack (routing::nearHotAisle):
    // rules_fixture's cable1 (between R1 and R2) coiled on a tray at 0.3 m at y 4000, x 8800-9200,
    // and R3, a rack without devices (exhausting at its rear) and without links, in the row's line
    // (y 5000: its hot aisle y 3200-4400) at x 15000. R3 moved to x 9000 puts the coil in its hot
    // aisle, and only that judges cable1 again; moved back it clears; moved along far from the
    // tray nothing changes. Each time the findings are a full check's.
    void trayCoilNearAMovedRackIsJudgedAgain()
    {
        rules::test::Fixture f;
        const Id r3 = f.rack("R3", 15000, 5000);
        Pathway low;
        low.id = f.p.allocateId();
        low.name = "low tray";
        low.hall = f.hall;
        low.points = { { 8800, 4000, 300 }, { 9200, 4000, 300 } };
        low.width_mm = 300;
        low.loading_depth_mm = 100;
        low.phase = f.dayOne;
        f.p.pathways.push_back(low);
        f.cableRef(f.cable1).slack = { kNoId, Face::Front, 0, 0, low.id, 0 };
        Project &p = f.p;
        rules::CheckState state;
        QCOMPARE(exhaust(*rules::checkAll(p, state).findings), 0);
        auto move = [&](std::int64_t dx) {
            ChangeSet cs;
            for (std::size_t i = 0; i < p.racks.size(); ++i)
                if (p.racks[i].id == r3) {
                    Rack moved = p.racks[i];
                    moved.position.x_mm += dx;
                    cs.changes.push_back({ Entity(p.racks[i]), Entity(moved), i });
                }
            apply(p, cs);
            return rules::checkIncremental(p, state, { &cs });
        };
        for (const auto &[dx, expected] : { std::pair { -6000, 1 }, std::pair { 6000, 0 }, std::pair { 2000, 0 } }) {
            const rules::CheckReport r = move(dx);
            QCOMPARE(exhaust(*r.findings), expected);
            QVERIFY2(*r.findings == rules::runChecks(p), firstDifference(*r.findings, rules::runChecks(p)).c_str());
        }
    }

    // cable.slack-exhaust judges a rack coil by its rack's exhaust side (the side most of its
    // devices' power leaves at). rules_fixture's cable2 (n2 – leaf1) coiled in the front half of R1,
    // whose two nodes exhaust at the rear: not in the exhaust zone. Three of R1's blanks turned
    // into nodes mounted reversed (exhausting at the front) outweigh them: the coil is judged again
    // although no change touches its link, and reported; undone, the finding clears. Each time the
    // findings are a full check's.
    void rackCoilOfAnUntouchedLinkIsJudgedAgain()
    {
        rules::test::Fixture f;
        f.cableRef(f.cable2).slack = { f.r1, Face::Front, 0, 0, kNoId, 0 };
        Project &p = f.p;
        rules::CheckState state;
        QCOMPARE(exhaust(*rules::checkAll(p, state).findings), 0);
        const ChangeSet cs = reversedNodesInR1(f);
        QCOMPARE(int(cs.changes.size()), 3);
        const ChangeSet undo = apply(p, cs);
        rules::CheckReport r = rules::checkIncremental(p, state, { &cs });
        QCOMPARE(exhaust(*r.findings), 1);
        QVERIFY2(*r.findings == rules::runChecks(p), firstDifference(*r.findings, rules::runChecks(p)).c_str());
        apply(p, undo);
        r = rules::checkIncremental(p, state, { &undo });
        QCOMPARE(exhaust(*r.findings), 0);
        QVERIFY2(*r.findings == rules::runChecks(p), firstDifference(*r.findings, rules::runChecks(p)).c_str());
    }

    // The links per port are kept for the next run (CheckState::port_links) and patched by the
    // change sets: a rack moved keeps them untouched; a link moved to another port of its node
    // patches them — node1's first rail port, which the other nodes use, is unconnected — and
    // moved back clears it; a link deleted (the link table compacts, moving every link after
    // it) and a leaf deleted with its links, each undone, patch them too. Each step's findings
    // are a full check's, and the table is the one the first check made.
    void linksPerPortArePatchedByTheChangeSets()
    {
        Project p = cyclicPod(300);
        rules::CheckState state;
        auto unconnected = [](const rules::Findings &all) {
            return std::count_if(
                all.begin(), all.end(), [](const rules::Finding &x) { return x.code == "fabric.unconnected"; });
        };
        auto step = [&](const ChangeSet &cs) {
            const rules::CheckReport r = rules::checkIncremental(p, state, { &cs });
            const rules::Findings full = rules::runChecks(p);
            [&] { QVERIFY2(*r.findings == full, firstDifference(*r.findings, full).c_str()); }();
            // Each device's links (PortLinks::linksOf): those with an end on it, once per end
            // (read through a context of the project: the run's is gone).
            const rules::RuleContext context(p, {});
            state.port_links->rebind(context);
            std::map<Id, std::multiset<Id>> ends;
            for (const Link &l : p.links)
                for (const PortRef *end : { &l.a, &l.b })
                    ends[end->device].insert(l.id);
            for (const Device &d : p.devices) {
                std::multiset<Id> got;
                for (const rules::PortLinks::Links &links : state.port_links->linksOf(d.id))
                    for (const Link *l : links)
                        got.insert(l->id);
                [&] { QVERIFY2(got == ends[d.id], qPrintable(QString::fromStdString(d.name))); }();
            }
            return unconnected(*r.findings);
        };
        const std::ptrdiff_t before = unconnected(*rules::checkAll(p, state).findings);
        const rules::PortLinks *made = state.port_links.get();
        QVERIFY(made);
        step(moveRacks(p, { "A06" }, 600, 0));
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY2(state.port_links.get() == made, "kept after a rack move");
        // node1's link on OSFP1P1 (startingPod's first) moved to a port no link uses.
        const ProjectIndex index(p);
        std::size_t at = p.links.size();
        for (std::size_t i = 0; i < p.links.size() && at == p.links.size(); ++i)
            if (index.portName(p.links[i].a) == "A01-03:OSFP1P1") // node1
                at = i;
        QVERIFY(at < p.links.size());
        std::set<int> used;
        for (const Link &l : p.links)
            for (const PortRef *end : { &l.a, &l.b })
                if (end->device == p.links[at].a.device)
                    used.insert(end->port);
        int free = 0;
        while (used.count(free))
            ++free;
        Link moved = p.links[at];
        moved.a.port = free;
        ChangeSet cs;
        cs.changes.push_back({ Entity(p.links[at]), Entity(moved), at });
        ChangeSet undo = apply(p, cs);
        QCOMPARE(step(cs), before + 1);
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY2(state.port_links.get() == made, "patched after a link moved to another port");
        apply(p, undo);
        QCOMPARE(step(undo), before);
        QVERIFY(!QTest::currentTestFailed());
        // The same link deleted: node1's port unconnected again, every later link moved.
        ChangeSet gone;
        gone.changes.push_back({ Entity(p.links[at]), std::nullopt, at });
        undo = apply(p, gone);
        QCOMPARE(step(gone), before + 1);
        QVERIFY(!QTest::currentTestFailed());
        apply(p, undo);
        QCOMPARE(step(undo), before);
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY2(state.port_links.get() == made, "patched after a link deleted and restored");
        // A leaf deleted with its links (leaf1), and restored.
        std::string leaf;
        for (const Device &d : p.devices)
            if (const DeviceType *t = index.typeOfDevice(d.id); t && t->role == "leaf" && leaf.empty())
                leaf = d.name;
        QVERIFY(!leaf.empty());
        const ChangeSet deleted = deleteDevice(p, leaf);
        // leaf1 served the first rail ports of most nodes: with it gone fewer than half of them use
        // those ports, which are then required no more, and the findings on them clear.
        QVERIFY(step(deleted) < before);
        QVERIFY(!QTest::currentTestFailed());
        undo = deleted.inverted();
        apply(p, undo);
        QCOMPARE(step(undo), before);
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY2(state.port_links.get() == made, "patched after a leaf deleted and restored");
    }

    // A rack's heat finding is its rack's, and every run rechecks the aisles and halls: a node
    // deleted from the last rack of a hot aisle changes the aisle's heat and the hall's, whose
    // findings belong to neither its rack nor the node (an aisle's to its first rack).
    void aisleAndHallHeatFollowADeviceEditElsewhere()
    {
        Project p = cyclicPod(300);
        p.settings["airflow.aisle_cooling_w"] = 1;
        for (Hall &h : p.halls)
            h.cooling_capacity_w = 1;
        rules::CheckState state;
        const rules::Findings first = *rules::checkAll(p, state).findings;
        auto coded = [](const rules::Findings &all, std::string_view code) {
            return std::count_if(all.begin(), all.end(), [&](const rules::Finding &f) { return f.code == code; });
        };
        QVERIFY(coded(first, "airflow.hall-heat") > 0);
        const auto aisle = std::find_if(first.begin(), first.end(),
            [](const rules::Finding &f) { return f.code == "airflow.aisle-heat" && f.objects.size() > 1; });
        QVERIFY(aisle != first.end());
        const ProjectIndex index(p);
        std::string node;
        for (const Device &d : p.devices)
            if (const DeviceType *t = index.typeOfDevice(d.id);
                d.rack == aisle->objects.back() && t && t->max_power_w >= 5000 && node.empty())
                node = d.name;
        QVERIFY2(!node.empty(), "a GPU node in the aisle's last rack");
        const ChangeSet cs = deleteDevice(p, node);
        const rules::CheckReport r = rules::checkIncremental(p, state, { &cs });
        const rules::Findings full = rules::runChecks(p);
        QVERIFY2(*r.findings == full, firstDifference(*r.findings, full).c_str());
        QVERIFY2(coded(r.appeared, "airflow.aisle-heat") == 1 && coded(r.cleared, "airflow.aisle-heat") == 1,
            "the aisle's heat changed");
        QVERIFY2(coded(r.appeared, "airflow.hall-heat") == 1, "the hall's heat changed");
    }

    // A report shares its findings with the check state: one still held when the next run comes
    // keeps the findings it reported (that run patches a copy); once dropped, the next run patches
    // the list in place. Each list is a full check's.
    // cable.unrouted reads only the touched links while the last run found none and the project
    // had cables then: rules_fixture's links, each with its cable. Every cable taken out (no
    // cable: nothing is reported), then the first put back alone — the other links have no cable
    // although no change set touched them, and are reported as a full check reports them; the
    // others back clear them.
    void unroutedLinksAreFoundWhenTheFirstCablesCome()
    {
        rules::test::Fixture f;
        Project &p = f.p;
        auto unrouted = [](const rules::Findings &all) {
            return std::count_if(
                all.begin(), all.end(), [](const rules::Finding &x) { return x.code == "cable.unrouted"; });
        };
        rules::CheckState state;
        QCOMPARE(unrouted(*rules::checkAll(p, state).findings), 0);
        QVERIFY(p.cables.size() >= 2);
        // The cables out from the last, each as apply() applied it, and their undos.
        std::vector<ChangeSet> out, back;
        while (!p.cables.empty()) {
            ChangeSet cs;
            cs.changes.push_back({ Entity(p.cables.back()), std::nullopt, p.cables.size() - 1 });
            back.push_back(apply(p, cs));
            out.push_back(back.back().inverted());
        }
        std::vector<const ChangeSet *> all;
        for (const ChangeSet &cs : out)
            all.push_back(&cs);
        QVERIFY(*rules::checkIncremental(p, state, all).findings == rules::runChecks(p));
        for (std::size_t k = back.size(); k-- > 0;) {
            const ChangeSet in = apply(p, back[k]).inverted();
            const rules::CheckReport report = rules::checkIncremental(p, state, { &in });
            QVERIFY(*report.findings == rules::runChecks(p));
            if (k == back.size() - 1)
                QVERIFY(unrouted(*report.findings) >= 1); // the first cable back, the others' links without
        }
        QCOMPARE(unrouted(*rules::checkAll(p, state).findings), 0);
    }

    void aHeldReportKeepsItsFindings()
    {
        rules::test::Fixture f;
        f.cableRef(f.cable2).slack = { f.r1, Face::Front, 0, 0, kNoId, 0 };
        Project &p = f.p;
        rules::CheckState state;
        const rules::CheckReport first = rules::checkAll(p, state);
        const rules::Findings before = *first.findings;
        const ChangeSet cs = reversedNodesInR1(f);
        const ChangeSet undo = apply(p, cs);
        const rules::Findings *patched = nullptr;
        {
            const rules::CheckReport second = rules::checkIncremental(p, state, { &cs });
            QVERIFY(!second.appeared.empty());
            QVERIFY(*first.findings == before);
            QVERIFY(*second.findings == rules::runChecks(p));
            patched = second.findings.get();
        }
        apply(p, undo);
        const rules::CheckReport third = rules::checkIncremental(p, state, { &undo });
        QVERIFY(!third.cleared.empty());
        QVERIFY(third.findings.get() == patched);
        QVERIFY(*third.findings == before);
        QVERIFY(*third.findings == rules::runChecks(p));
    }

    // A pathway edit that reroutes nothing (a rename, a change of service, a tray added) still
    // changes the findings of the cables along it and, for the fibre rule, of every cable: the
    // group sharing a segment names the pathway, so does a data cable in a power tray, and a
    // fibre cable in a copper tray is one only while its hall has a fibre tray. Each step's
    // findings are a full check's.
    void pathwayEditsJudgeTheCablesAlongThem()
    {
        rules::test::Fixture f;
        const Id mid = f.pathway("mid", Service::Data, 2600);
        f.linkRef(f.link1).redundancy_group = 1;
        f.linkRef(f.link2).redundancy_group = 1;
        f.cableRef(f.cable1).route = { { f.ladder, 0 }, { mid, 0 }, { f.ladder, 1 } };
        f.cableRef(f.cable2).route = { { f.ladder, 0 }, { mid, 0 }, { f.powerTray, 1 }, { f.ladder, 1 } };
        f.cableRef(f.cable1).media = "mmf-mpo"; // on the copper ladder, the hall having runway-A
        Project &p = f.p;
        rules::CheckState state;
        auto messages = [](const rules::Findings &all, const std::string &code) {
            std::string joined;
            for (const rules::Finding &x : all)
                if (x.code == code)
                    joined += x.message + "\n";
            return joined;
        };
        rules::CheckReport r = rules::checkAll(p, state);
        QVERIFY(messages(*r.findings, "resilience.shared-segment").find("share mid segment 0") != std::string::npos);
        QVERIFY(messages(*r.findings, "pathway.power-data").find("power pathway power-A") != std::string::npos);
        QVERIFY(!messages(*r.findings, "pathway.fibre-in-copper").empty());
        auto edit = [&](Id id, const std::function<void(Pathway &)> &change) {
            ChangeSet cs;
            for (std::size_t i = 0; i < p.pathways.size(); ++i)
                if (p.pathways[i].id == id) {
                    Pathway after = p.pathways[i];
                    change(after);
                    cs.changes.push_back({ Entity(p.pathways[i]), Entity(after), i });
                }
            apply(p, cs);
            r = rules::checkIncremental(p, state, { &cs });
            QVERIFY2(*r.findings == rules::runChecks(p), firstDifference(*r.findings, rules::runChecks(p)).c_str());
        };
        edit(mid, [](Pathway &pw) { pw.name = "middle"; });
        QVERIFY(messages(*r.findings, "resilience.shared-segment").find("share middle segment 0") != std::string::npos);
        edit(f.powerTray, [](Pathway &pw) { pw.name = "power-Z"; });
        QVERIFY(messages(*r.findings, "pathway.power-data").find("power pathway power-Z") != std::string::npos);
        // No fibre tray left in the hall: the fibre on the ladder is no longer out of place.
        edit(f.runway, [](Pathway &pw) { pw.service = Service::Data; });
        QVERIFY(messages(*r.findings, "pathway.fibre-in-copper").empty());
        // A fibre tray added, on which no cable runs: out of place again.
        Pathway runway = rig::byId(p.pathways, f.runway);
        runway.id = p.allocateId();
        runway.name = "runway-B";
        runway.service = Service::Fiber;
        ChangeSet add;
        add.changes.push_back({ std::nullopt, Entity(runway), Change::kAppend });
        apply(p, add);
        r = rules::checkIncremental(p, state, { &add });
        QVERIFY2(*r.findings == rules::runChecks(p), firstDifference(*r.findings, rules::runChecks(p)).c_str());
        QVERIFY(!messages(*r.findings, "pathway.fibre-in-copper").empty());
    }
    // The check state's cable columns follow the edits' and reroutes' change sets (cables
    // modified in place, removed from the middle, added in link order, and their undo) without a
    // pass over the cables: after each, equal to columns made from the project.
    void cableColumnsFollowChangeSets()
    {
        Project p = cyclicPod(300);
        routing::RoutingState state;
        routing::routeAll(p, state);
        rules::CableColumns columns(p);
        QVERIFY(columns.unique());
        QCOMPARE(columns.size(), p.cables.size());
        int step = 0;
        ChangeSet lastEdit, lastRoute;
        auto follow = [&](const std::function<ChangeSet(Project &)> &edit) {
            ++step;
            const ChangeSet cs = lastEdit = edit(p);
            const routing::RerouteReport r = routing::rerouteIncremental(p, state, cs);
            lastRoute = r.cables;
            QVERIFY2(columns.update(cs, p.next_id) && columns.update(r.cables, p.next_id),
                qPrintable(QStringLiteral("step %1: the change sets did not fit").arg(step)));
            QVERIFY2(columns == rules::CableColumns(p), qPrintable(QStringLiteral("step %1 differs").arg(step)));
            for (const Cable &k : p.cables)
                QCOMPARE(p.cables[columns.position(k.id)].id, k.id);
        };
        const ProjectIndex index(p);
        const Link &first = p.links.front();
        const Rack &moved = *index.rack(index.device(first.a.device)->rack);
        const std::string rack = moved.name;
        const Point to { moved.position.x_mm, moved.position.y_mm - 300 };
        const std::string middle = index.device(p.links[p.links.size() / 2].b.device)->name;
        follow([&](Project &q) { return moveRack(q, rack, to); });
        QVERIFY(!QTest::currentTestFailed());
        const std::size_t before = p.cables.size();
        follow([&](Project &q) { return deleteDevice(q, middle); });
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY2(p.cables.size() < before, "deleting a device removes its cables");
        // The undo of both: the cables come back in the middle of the table.
        ++step;
        const ChangeSet undo = lastRoute.inverted(), undoEdit = lastEdit.inverted();
        apply(p, undo);
        apply(p, undoEdit);
        QVERIFY(columns.update(undo, p.next_id) && columns.update(undoEdit, p.next_id));
        QCOMPARE(p.cables.size(), before);
        QVERIFY(columns == rules::CableColumns(p));
        // A change set that does not describe the columns is refused, not followed: a cable
        // that is not there, the undo again (its cables are back already), a modification whose
        // `before` is not the cable as the columns hold it.
        ChangeSet stray;
        Cable ghost = p.cables.front();
        ghost.id = p.next_id + 100;
        stray.changes.push_back({ Entity(ghost), std::nullopt, 0 });
        rules::CableColumns copy = columns;
        QVERIFY(!copy.update(stray, p.next_id));
        copy = columns;
        QVERIFY(!copy.update(undoEdit, p.next_id));
        ChangeSet turned;
        Cable coiled = p.cables.back();
        Cable elsewhere = coiled;
        elsewhere.slack.segment += 7;
        turned.changes.push_back({ Entity(elsewhere), Entity(coiled), 0 });
        copy = columns;
        QVERIFY(!copy.update(turned, p.next_id));
        QVERIFY(copy.update(turned.inverted(), p.next_id));
        QVERIFY(!(copy == columns));
        // A second cable of the first link at the end: the rows leave link order, and say so.
        QVERIFY(columns.sortedByLink());
        ChangeSet late;
        Cable extra = p.cables.front();
        extra.id = p.next_id;
        extra.label = "late";
        late.changes.push_back({ std::nullopt, Entity(extra), p.cables.size() });
        late.next_id_before = p.next_id;
        late.next_id_after = p.next_id + 1;
        apply(p, late);
        QVERIFY(columns.update(late, p.next_id));
        QVERIFY(!columns.sortedByLink());
        QVERIFY(columns == rules::CableColumns(p));
    }
    // The check state's cables along each pathway follow the change sets: after each edit and
    // its reroute (a rack moved there and back, a device deleted, the undo), the cables it finds on
    // each pathway and on all of them are those whose route or slack lies there; the lists, though
    // they keep cables that left, stay within a constant factor of the cables on them.
    void cablesAlongFollowChangeSets()
    {
        Project p = cyclicPod(300);
        routing::RoutingState state;
        routing::routeAll(p, state);
        rules::CableColumns columns(p);
        rules::CablesAlong along(p);
        auto lying = [&](const IdSet &pathways) {
            std::vector<std::size_t> out;
            for (std::size_t i = 0; i < p.cables.size(); ++i)
                if (std::any_of(
                        pathways.begin(), pathways.end(), [&](Id pw) { return rules::cableLiesOn(p.cables[i], pw); }))
                    out.push_back(i);
            return out;
        };
        IdSet all;
        for (const Pathway &pw : p.pathways)
            all.insert(pw.id);
        int step = 0;
        auto agree = [&] {
            for (const Pathway &pw : p.pathways) {
                const auto found = along.positions(p, columns, IdSet { pw.id });
                QVERIFY2(found && *found == lying(IdSet { pw.id }),
                    qPrintable(QStringLiteral("step %1: the cables on %2 differ").arg(step).arg(pw.name.c_str())));
            }
            const auto found = along.positions(p, columns, all);
            QVERIFY2(found && *found == lying(all), qPrintable(QStringLiteral("step %1: all differ").arg(step)));
        };
        QVERIFY(!lying(all).empty());
        agree();
        ChangeSet lastEdit, lastRoute;
        auto follow = [&](const std::function<ChangeSet(Project &)> &edit) {
            ++step;
            const ChangeSet cs = lastEdit = edit(p);
            const routing::RerouteReport r = routing::rerouteIncremental(p, state, cs);
            lastRoute = r.cables;
            QVERIFY(columns.update(cs, p.next_id) && columns.update(r.cables, p.next_id));
            along.update(cs);
            along.update(r.cables);
            along.compact(p, columns);
            agree();
        };
        const ProjectIndex index(p);
        const Rack &moved = *index.rack(index.device(p.links.front().a.device)->rack);
        const std::string rack = moved.name;
        const Point home = moved.position, away { home.x_mm, home.y_mm - 300 };
        for (int trip = 0; trip < 30 && !QTest::currentTestFailed(); ++trip) {
            follow([&](Project &q) { return moveRack(q, rack, away); });
            follow([&](Project &q) { return moveRack(q, rack, home); });
        }
        QVERIFY(!QTest::currentTestFailed());
        const std::size_t fresh = rules::CablesAlong(p).entries();
        QVERIFY2(along.entries() < 3 * fresh + 64 * p.pathways.size(),
            qPrintable(QStringLiteral("%1 entries listed for %2 on the pathways").arg(along.entries()).arg(fresh)));
        const std::string middle = index.device(p.links[p.links.size() / 2].b.device)->name;
        const std::size_t before = p.cables.size();
        follow([&](Project &q) { return deleteDevice(q, middle); });
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY(p.cables.size() < before);
        ++step;
        const ChangeSet undo = apply(p, lastRoute.inverted()).inverted();
        const ChangeSet undoEdit = apply(p, lastEdit.inverted()).inverted();
        QVERIFY(columns.update(undo, p.next_id) && columns.update(undoEdit, p.next_id));
        along.update(undo);
        along.update(undoEdit);
        along.compact(p, columns);
        agree();
    }

    // pathway.fill's sums kept in the check state (rules/fill_sums.h) count a twin-port cable once
    // for its two links: the first of the label's cables in the table's order. Two of a pod's
    // cables made one twin-port cable (two rows under one label); the second row given another
    // route (a hand-made change) adds nothing while the first counts, then the first deleted makes
    // the second count, and putting it back makes the first count again. After each step the kept sums are those of a
    // pass over every cable, and on a segment the first row's route crosses and the second's no longer does, the count
    // is the hand count.
    void fillSumsCountATwinPortCableOnce()
    {
        Project p = startingPod();
        // Two routed cables made the rows of one twin-port DAC (NVIDIA MCP4Y10, one label).
        const catalog::Catalog &catalog = catalog::builtinCatalog();
        const std::size_t a = 0, b = p.cables.size() / 2;
        QVERIFY(!p.cables[a].route.empty() && !p.cables[b].route.empty());
        for (std::size_t i : { a, b }) {
            p.cables[i].media = "dac";
            p.cables[i].sku = "MCP4Y10-N002";
            p.cables[i].label = "T";
        }
        QVERIFY(routing::twinPort(catalog.cableTypeFor("dac", "MCP4Y10-N002")));
        // A route for the second row off the first's pathways: along a pathway it does not take.
        const Cable twin = p.cables[a];
        const Pathway *off = nullptr;
        for (const Pathway &pw : p.pathways)
            if (std::none_of(
                    twin.route.begin(), twin.route.end(), [&](const RouteStep &s) { return s.pathway == pw.id; }))
                off = &pw;
        QVERIFY2(off, "no pathway off the twin-port cable's route");
        const std::vector<RouteStep> otherRoute { { off->id, 0 } };
        rules::CheckState checks;
        rules::checkAll(p, checks);
        QVERIFY(checks.fill == rules::FillSums(p, ProjectIndex(p)));
        const routing::SegmentKey onTwin { twin.route.front().pathway, twin.route.front().segment };
        const auto countOn = [&](const routing::SegmentKey &key) {
            int n = 0;
            checks.fill.forPathway(key.first, [&](int segment, const routing::SegmentUse &use) {
                if (segment == key.second)
                    n = use.cables;
            });
            return n;
        };
        // The hand count: the cables whose route crosses the segment, a label's twin-port rows once.
        const auto handCount = [&](const routing::SegmentKey &key) {
            std::set<std::string> labels;
            int n = 0;
            for (const Cable &k : p.cables)
                if (std::any_of(k.route.begin(), k.route.end(),
                        [&](const RouteStep &s) { return s.pathway == key.first && s.segment == key.second; })
                    && (!routing::twinPort(catalog.cableTypeFor(k.media, k.sku)) || labels.insert(k.label).second))
                    ++n;
            return n;
        };
        const int crossing = countOn(onTwin);
        QCOMPARE(crossing, handCount(onTwin));
        auto step = [&](const ChangeSet &cs, const char *what) {
            rules::checkIncremental(p, checks, { &cs });
            QVERIFY2(checks.fill == rules::FillSums(p, ProjectIndex(p)), what);
            QVERIFY2(rules::runChecks(p) == *checks.merged, what);
        };
        Cable moved = p.cables[b];
        moved.route = otherRoute;
        const ChangeSet reroute = apply(p, ChangeSet { { { Entity(p.cables[b]), Entity(moved), b } } }).inverted();
        step(reroute, "the second row rerouted");
        QCOMPARE(countOn(onTwin), crossing); // the first counts: the second's new route adds nothing
        const ChangeSet removal = apply(p, ChangeSet { { { Entity(p.cables[a]), std::nullopt, a } } }).inverted();
        step(removal, "the first row deleted");
        QCOMPARE(countOn(onTwin), crossing - 1); // the second counts, off this segment
        QCOMPARE(countOn(onTwin), handCount(onTwin));
        const ChangeSet back = apply(p, removal.inverted()).inverted();
        step(back, "the first row back");
        QCOMPARE(countOn(onTwin), crossing);
    }

    // Sums that cannot be patched (here a cable taken out of the table behind the state's back, so
    // that the columns are made again) are made again by pathway.fill when it runs — and when an
    // edit reruns no pathway provider (an obstacle added), after the providers: the next edit
    // patches sums of the table as it is.
    void fillSumsAreMadeAgainWhenNoProviderAsks()
    {
        Project p = startingPod();
        rules::CheckState checks;
        rules::checkAll(p, checks);
        QVERIFY(checks.fill == rules::FillSums(p, ProjectIndex(p)));
        p.cables.erase(p.cables.begin());
        const ChangeSet obstacle = addObstacle(
            p, { "Column", ObstacleKind::Column, { { 9000, 9000 }, { 9400, 9000 }, { 9400, 9400 } }, "" });
        const rules::CheckReport report = rules::checkIncremental(p, checks, { &obstacle });
        QVERIFY(report.rerun < report.providers);
        QVERIFY(checks.fill == rules::FillSums(p, ProjectIndex(p)));
        const ChangeSet removal
            = apply(p, ChangeSet { { { Entity(p.cables.back()), std::nullopt, p.cables.size() - 1 } } }).inverted();
        rules::checkIncremental(p, checks, { &removal });
        QVERIFY(checks.fill == rules::FillSums(p, ProjectIndex(p)));
        QVERIFY(rules::runChecks(p) == *checks.merged);
    }

    // A link's findings that read how many links share its ports (a split port's speed) are judged
    // again when links are added on those ports, though the link itself did not change: node1's
    // first link (OSFP1P1 to leaf1) gets two more links on its node port and one on its leaf port
    // (a change made by hand: the edits refuse a taken port), so its ends run at 400 ÷ 3 and
    // 400 ÷ 2 Gb/s — a speed mismatch the incremental check must find as a full one does.
    void linksSharingAChangedLinksPortAreJudgedAgain()
    {
        Project p = startingPod();
        rules::CheckState checks;
        rules::checkAll(p, checks);
        const ProjectIndex index(p);
        auto port = [&](const std::string &device, const std::string &name) {
            const Device *d = nullptr;
            for (const Device &x : p.devices)
                if (x.name == device)
                    d = &x;
            const DeviceType *t = d ? index.deviceType(d->device_type) : nullptr;
            for (std::size_t i = 0; t && i < t->ports.size(); ++i)
                if (t->ports[i].name == name)
                    return PortRef { d->id, int(i) };
            return PortRef {};
        };
        const PortRef node = port("node1", "OSFP1P1"), leaf = port("leaf1", "OSFP1P1");
        QVERIFY(node.device != kNoId && leaf.device != kNoId);
        const auto shared
            = std::find_if(p.links.begin(), p.links.end(), [&](const Link &l) { return l.a == node && l.b == leaf; });
        QVERIFY(shared != p.links.end());
        const Id sharedId = shared->id;
        ChangeSet cs;
        cs.next_id_before = p.next_id;
        for (const auto &[a, b] : { std::pair { node, port("leaf2", "OSFP9P1") },
                 std::pair { node, port("leaf2", "OSFP9P2") }, std::pair { port("node2", "OSFP3P1"), leaf } }) {
            QVERIFY(a.device != kNoId && b.device != kNoId);
            Link l = *shared;
            l.id = p.next_id + Id(cs.changes.size());
            l.a = a;
            l.b = b;
            cs.changes.push_back({ std::nullopt, Entity(l), Change::kAppend });
        }
        cs.next_id_after = p.next_id + Id(cs.changes.size());
        const ChangeSet applied = apply(p, cs).inverted();
        rules::checkIncremental(p, checks, { &applied });
        const rules::Findings full = rules::runChecks(p);
        QVERIFY(std::any_of(full.begin(), full.end(), [&](const rules::Finding &f) {
            return f.code == "cable.speed-mismatch" && std::count(f.objects.begin(), f.objects.end(), sharedId) > 0;
        }));
        QVERIFY2(*checks.merged == full, firstDifference(*checks.merged, full).c_str());
    }
};

QTEST_APPLESS_MAIN(TestIncrementalChecks)
#include "test_incremental_checks.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The incremental reroute in chosen cases (issue #17): a twin-port cable's partner, cages grouped
// again after a link edit, a rack moved along its tray, tray edits, a rack on a diagonal tray. Each
// result must equal a full route of the same edited project.
#include "incremental_pod.h"
#include "routing/cage_plan.h"

#include <QtTest>

#include <functional>

using namespace plenum;
using namespace plenum::edit;
using namespace plenum::testing;

namespace {

// The cages and pairs the routing state keeps (RouteCache::cages, groups) are those made again
// from the project, every field of them.
void keptCagesAreMadeAgain(const routing::RouteCache &cache, const Project &p)
{
    const ProjectIndex now(p);
    const std::vector<routing::LinkCages> cages = routing::linkCages(p, now);
    const std::vector<routing::CageGroup> groups = routing::groupByCage(cages);
    QCOMPARE(cache.cages.size(), cages.size());
    QCOMPARE(cache.groups.size(), groups.size());
    for (std::size_t i = 0; i < cages.size(); ++i) {
        for (const bool atA : { true, false }) {
            const routing::CageEnd &got = atA ? cache.cages[i].a : cache.cages[i].b;
            const routing::CageEnd &want = atA ? cages[i].a : cages[i].b;
            QCOMPARE(got.device, want.device);
            QCOMPARE(got.first_port, want.first_port);
            QCOMPARE(got.capacity, want.capacity);
        }
        QCOMPARE(cache.cages[i].valid, cages[i].valid);
        QCOMPARE(int(cache.groups[i].assembly), int(groups[i].assembly));
        QCOMPARE(cache.groups[i].partner, groups[i].partner);
        QCOMPARE(cache.groups[i].lead, groups[i].lead);
        QCOMPARE(cache.groups[i].twin_at_a, groups[i].twin_at_a);
    }
}

// The pathway of that name (the test fails when there is none).
const Pathway &pathwayNamed(const Project &p, const std::string &name)
{
    const auto it
        = std::find_if(p.pathways.begin(), p.pathways.end(), [&](const Pathway &pw) { return pw.name == name; });
    if (it == p.pathways.end())
        throw std::runtime_error("no pathway " + name);
    return *it;
}

} // namespace

class TestIncrementalRoute : public QObject {
    Q_OBJECT

private slots:
    // A twin-port cable (NVIDIA MCP4Y10, 0.5–2 m: one cable for both links of a twin-port OSFP cage
    // to one far twin-port cage, here between two switches 3 U apart) and one of its links deleted: the other link's
    // cable is not in the edit's change set, but it must become a cable of its own under its own label — the router
    // finds it because what the link takes from the others (its cage partner) changed.
    void partnerOfADeletedLinkIsLaidAgain()
    {
        Project p = podWithTwinCable();
        routing::RoutingState state;
        routing::routeAll(p, state);
        QVERIFY(state.cache.exact);
        const Link first = p.links.at(p.links.size() - 2), second = p.links.back();
        auto cableOf = [&](Id link) -> const Cable * {
            for (const Cable &c : p.cables)
                if (c.link == link)
                    return &c;
            return nullptr;
        };
        QVERIFY(cableOf(first.id) && cableOf(second.id));
        const std::string shared
            = "C" + std::string(7 - std::to_string(first.id).size(), '0') + std::to_string(first.id);
        QCOMPARE(cableOf(first.id)->label, shared); // one cable: both links carry the lead's label
        QCOMPARE(cableOf(second.id)->label, shared);
        const ChangeSet cs = deleteLink(p, std::to_string(first.id));
        Project full = p;
        routing::routeProject(full);
        const routing::RerouteReport r = routing::rerouteIncremental(p, state, cs);
        QVERIFY(!r.fallback);
        QVERIFY2(p == full, firstDifference(p, full).c_str());
        QVERIFY(cableOf(second.id));
        const std::string own
            = "C" + std::string(7 - std::to_string(second.id).size(), '0') + std::to_string(second.id);
        QCOMPARE(cableOf(second.id)->label, own);
    }

    // The cages kept for the next edit (RouteCache::cages, groups) are taken from the cache only
    // after an edit of no link, device or device type: a link moved to another cage of its switch
    // (same number of links) is grouped again — its twin-port cable becomes two — and a rack moved
    // afterwards keeps the new grouping.
    void cagesAreGroupedAgainAfterALinkEdit()
    {
        Project p = podWithTwinCable();
        routing::RoutingState state;
        routing::routeAll(p, state);
        QVERIFY(state.cache.exact);
        const Link first = p.links.at(p.links.size() - 2);
        const std::size_t index = p.links.size() - 2;
        QCOMPARE(int(state.cache.groups.at(index).assembly), int(routing::Assembly::TwinCable));
        const ProjectIndex before(p);
        const DeviceType *type = before.typeOfDevice(first.a.device);
        QVERIFY(type);
        int other = -1;
        for (std::size_t k = 0; k < type->ports.size(); ++k)
            if (type->ports[k].name == "OSFP2P1")
                other = int(k);
        QVERIFY(other >= 0);
        const std::vector<ChangeSet> edits { setField(
                                                 p, "links", std::to_string(first.id), "a_port", std::to_string(other)),
            moveRacks(p, { "A06" }, 600, 0) };
        for (const ChangeSet &cs : edits) {
            const Project full = routedInFull(p);
            const routing::RerouteReport r = routing::rerouteIncremental(p, state, cs);
            QVERIFY2(!r.fallback, r.fallback_reason.c_str());
            QVERIFY2(p == full, firstDifference(p, full).c_str());
            keptCagesAreMadeAgain(state.cache, p);
            if (QTest::currentTestFailed())
                return;
            QCOMPARE(int(state.cache.groups.at(index).assembly), int(routing::Assembly::PerLink));
        }
    }

    // The cages kept for the next edit are patched, not made again, after edits that take links
    // and devices out of the middle of their tables and put them back (an undo): leaf1 deleted
    // with its links (the twin-port cable to leaf3 among them, the port slots of every device after
    // it moved), the deletion undone, a link from the middle deleted and put back. After each, the
    // cages (slots and all) and pairs are those made again from the project, and the cables a full
    // route's.
    void cagesFollowDeletedDevicesAndLinks()
    {
        Project p = podWithTwinCable();
        routing::RoutingState state;
        routing::routeAll(p, state);
        QVERIFY(state.cache.exact);
        auto compare = [&] {
            const Project full = routedInFull(p);
            QVERIFY2(p == full, firstDifference(p, full).c_str());
            keptCagesAreMadeAgain(state.cache, p);
        };
        auto editAndUndo = [&](const std::function<ChangeSet(Project &)> &make) {
            const ChangeSet cs = make(p);
            const routing::RerouteReport r = routing::rerouteIncremental(p, state, cs);
            QVERIFY2(!r.fallback, r.fallback_reason.c_str());
            compare();
            if (QTest::currentTestFailed())
                return;
            // Undone as the GUI does: the reroute's cables, then the edit (the change sets as applied).
            ChangeSet undo = apply(p, r.cables.inverted()).inverted();
            const ChangeSet undoEdit = apply(p, cs.inverted()).inverted();
            undo.changes.insert(undo.changes.end(), undoEdit.changes.begin(), undoEdit.changes.end());
            const routing::RerouteReport u = routing::rerouteIncremental(p, state, undo);
            QVERIFY2(!u.fallback, u.fallback_reason.c_str());
            compare();
        };
        QVERIFY(std::find_if(p.devices.begin(), p.devices.end(), [](const Device &d) { return d.name == "leaf1"; })
            < p.devices.end() - 2);
        editAndUndo([](Project &q) { return deleteDevice(q, "leaf1"); });
        if (QTest::currentTestFailed())
            return;
        const Id middle = p.links.at(p.links.size() / 2).id;
        editAndUndo([middle](Project &q) { return deleteLink(q, std::to_string(middle)); });
    }

    // The cages are kept across an edit of no link or device type only while every device a link
    // ends on is there with its type (RouteCache::devices): a spare switch mounted at the end of
    // the device table and removed again keeps them; leaf3 given a type whose OSFP ports are
    // cages of their own (no link or type changed, only the device) has its twin-port cable
    // become a 1:2 splitter from leaf1's twin-port cage, as in a full route.
    void cagesAreKeptOnlyWhileTheirDevicesAre()
    {
        Project p = podWithTwinCable();
        const DeviceType *qm9700 = nullptr;
        for (const DeviceType &t : p.device_types)
            if (t.slug == "nvidia-qm9700")
                qm9700 = &t;
        QVERIFY(qm9700);
        DeviceType single = *qm9700;
        single.id = p.allocateId();
        single.slug = "qm9700-single-cages";
        for (PortTemplate &port : single.ports)
            port.cage.clear();
        p.device_types.push_back(single);
        routing::RoutingState state;
        routing::routeAll(p, state);
        QVERIFY(state.cache.exact);
        const std::size_t twin = p.links.size() - 2;
        QCOMPARE(int(state.cache.groups.at(twin).assembly), int(routing::Assembly::TwinCable));

        auto rerouteAndCompare = [&](const ChangeSet &cs) {
            const Project full = routedInFull(p);
            const routing::RerouteReport r = routing::rerouteIncremental(p, state, cs);
            QVERIFY2(!r.fallback, r.fallback_reason.c_str());
            QVERIFY2(p == full, firstDifference(p, full).c_str());
            QCOMPARE(state.cache.devices.size(), p.devices.size());
            const ProjectIndex now(p);
            const std::vector<routing::CageGroup> groups = routing::groupByCage(routing::linkCages(p, now));
            QCOMPARE(state.cache.groups.size(), groups.size());
            for (std::size_t i = 0; i < groups.size(); ++i) {
                QCOMPARE(int(state.cache.groups[i].assembly), int(groups[i].assembly));
                QCOMPARE(state.cache.groups[i].partner, groups[i].partner);
            }
        };
        rerouteAndCompare(mountDevice(p, { "spare", "nvidia-qm9700", "A03", 35, Face::Front, "" }));
        rerouteAndCompare(deleteDevice(p, "spare"));
        QCOMPARE(int(state.cache.groups.at(twin).assembly), int(routing::Assembly::TwinCable));

        Device *leaf3 = nullptr;
        for (Device &d : p.devices)
            if (d.name == "leaf3")
                leaf3 = &d;
        QVERIFY(leaf3);
        ChangeSet retype;
        Change change;
        change.before = *leaf3;
        leaf3->device_type = single.id;
        change.after = *leaf3;
        retype.changes.push_back(change);
        rerouteAndCompare(retype);
        QCOMPARE(int(state.cache.groups.at(twin).assembly), int(routing::Assembly::Splitter));
    }

    // The fill of the table kept for the next edit (RouteCache::sums) is carried across edits by
    // the cables changed since, not summed again: rack A01 moved (keeping its cables, as a single
    // rack's move does), the move undone (the change sets as applied: every cable changed in
    // place, back to what it was), rack A03, whose twin-port cable (listed apart, by place) is laid
    // again, then edits that move cables in the table (below). After each, the kept fill and each
    // cable's link are exactly a full route's.
    void keptFillFollowsTheChangedCables()
    {
        Project p = podWithTwinCable();
        routing::RoutingState state;
        routing::routeAll(p, state);
        QVERIFY(state.cache.exact && state.cache.sums);
        QVERIFY(!state.cache.sums->twins.empty());
        auto reroute = [&](const ChangeSet &cs) {
            Project full = p;
            routing::RoutingState fullState;
            routing::routeAll(full, fullState);
            routing::RerouteReport r = routing::rerouteIncremental(p, state, cs);
            [&] {
                QVERIFY2(!r.fallback, r.fallback_reason.c_str());
                QVERIFY2(p == full, firstDifference(p, full).c_str());
                QVERIFY(state.cache.sums && fullState.cache.sums);
                QVERIFY2(*state.cache.sums == *fullState.cache.sums, "the kept fill differs from a full route's");
                QVERIFY(state.cache.cable_of_link == fullState.cache.cable_of_link);
                QVERIFY(state.cache.link_of_cable == fullState.cache.link_of_cable);
            }();
            return r;
        };
        Point to {};
        for (const Rack &r : p.racks)
            if (r.name == "A01")
                to = { r.position.x_mm + 1200, r.position.y_mm };
        const ChangeSet move = placeRackAnywhere(p, "A01", to); // its cables kept until laid again
        const routing::RerouteReport moved = reroute(move);
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY2(moved.rerouted > 0 && moved.added == 0 && moved.removed == 0,
            "the moved rack's cables change length, each in its place");
        ChangeSet undo = apply(p, moved.cables.inverted()).inverted();
        const ChangeSet undoMove = apply(p, move.inverted()).inverted();
        undo.changes.insert(undo.changes.end(), undoMove.changes.begin(), undoMove.changes.end());
        QVERIFY(reroute(undo).cables.empty());
        QVERIFY(!QTest::currentTestFailed());
        for (const Rack &r : p.racks)
            if (r.name == "A03")
                to = { r.position.x_mm, r.position.y_mm - 300 };
        QVERIFY(reroute(placeRackAnywhere(p, "A03", to)).rerouted > 0);
        QVERIFY(!QTest::currentTestFailed());
        // A03 dragged back (edit::moveRacks drops its cables, the twin-port one among them, and
        // the reroute lays them again at other places in the table: the listed cables are found
        // again by id), then one link of the twin-port pair deleted (its partner's cable is one
        // of its own now, off the list) and the deletion undone.
        const std::size_t listed = state.cache.sums->twin_ids.size();
        const routing::RerouteReport dragged = reroute(moveRacks(p, { "A03" }, 0, 300));
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY(dragged.added > 0 && dragged.removed == 0);
        QCOMPARE(state.cache.sums->twin_ids.size(), listed);
        const ChangeSet deleted = deleteLink(p, std::to_string(p.links.at(p.links.size() - 2).id));
        const routing::RerouteReport split = reroute(deleted);
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY(state.cache.sums->twin_ids.size() < listed);
        // Its undo puts the pair's cables back on the list.
        ChangeSet back = apply(p, split.cables.inverted()).inverted();
        const ChangeSet undelete = apply(p, deleted.inverted()).inverted();
        back.changes.insert(back.changes.end(), undelete.changes.begin(), undelete.changes.end());
        reroute(back);
        QVERIFY(!QTest::currentTestFailed());
        QCOMPARE(state.cache.sums->twin_ids.size(), listed);
    }

    // A device changed in a rack changes the rack's other cables only through the side their
    // slack is coiled on, the cold side of its exhaust: while that side stays, the device's own
    // links are laid again and the rack's others kept; once it turns (a GPU server mounted the
    // other way round), the twin-port cable between two of its switches coils its slack on the
    // other side, and back when the server goes. Each time the result is the full route's.
    void racksCablesFollowItsExhaustSideOnly()
    {
        Project p = podWithTwinCable(); // leaf3's twin-port cable to leaf1 in A03
        routing::RoutingState state;
        routing::routeAll(p, state);
        QVERIFY(state.cache.exact);
        const auto coiled
            = std::find_if(p.cables.begin(), p.cables.end(), [](const Cable &c) { return c.slack.rack != kNoId; });
        QVERIFY2(coiled != p.cables.end(), "a cable coils its slack in its rack");
        const Id rack = coiled->slack.rack, link = coiled->link;
        const Face side = coiled->slack.side;
        auto slackSide = [&] {
            for (const Cable &c : p.cables)
                if (c.link == link)
                    return c.slack.side;
            return Face::Front;
        };
        std::vector<std::string> inRack;
        std::size_t linksOfFirst = 0;
        for (const Device &d : p.devices)
            if (d.rack == rack)
                inRack.push_back(d.name);
        QVERIFY(inRack.size() >= 2);
        for (const Link &l : p.links)
            for (const Device &d : p.devices)
                if (d.name == inRack.front() && (l.a.device == d.id || l.b.device == d.id))
                    ++linksOfFirst;
        std::int64_t laid = 0;
        auto rerouteAndCompare = [&](const ChangeSet &cs) {
            const Project full = routedInFull(p);
            const routing::RerouteReport r = routing::rerouteIncremental(p, state, cs);
            QVERIFY2(!r.fallback, r.fallback_reason.c_str());
            QVERIFY2(p == full, firstDifference(p, full).c_str());
            laid = r.route.routed;
        };
        // Its phase set again: its own links (with their redundancy groups) laid, the rack's others kept.
        const Device *first = nullptr;
        for (const Device &d : p.devices)
            if (d.name == inRack.front())
                first = &d;
        const std::string phase = first->phase == p.phases.front().id ? p.phases.front().name : p.phases.back().name;
        rerouteAndCompare(setDevicePhase(p, inRack.front(), phase));
        QVERIFY(laid <= std::int64_t(2 * linksOfFirst));
        QCOMPARE(int(slackSide()), int(side));
        // A GPU server without links mounted the other way round (its ~10 kW outweigh the
        // switches): the exhaust turns, and the twin-port cable's slack goes to the other side.
        const Face away = side == Face::Front ? Face::Rear : Face::Front; // exhausts where the slack was
        rerouteAndCompare(mountDevice(p, { "heavy", "nvidia-dgx-h100", "A03", 3, away, "" }));
        QVERIFY(slackSide() != side);
        rerouteAndCompare(deleteDevice(p, "heavy"));
        QCOMPARE(int(slackSide()), int(side));
    }

    // A rack moved along its ladder changes the pathway graph only by its own attachments: its links
    // are laid again and the others kept, and the result is the full route's. Moved to the ladder's
    // end its attachment is the ladder's last point (one vertex, not two).
    void rackMovedAlongATrayIsIncremental()
    {
        Project p = cyclicPod(300);
        routing::RoutingState state;
        routing::routeAll(p, state);
        QVERIFY(state.cache.exact);
        QVERIFY(state.cache.inexact_racks.empty());
        for (const std::int64_t dx : { 600, 600, -900 }) {
            const ChangeSet cs = moveRacks(p, { "A06" }, dx, 0);
            const Project full = routedInFull(p);
            const routing::RerouteReport r = routing::rerouteIncremental(p, state, cs);
            QVERIFY2(!r.fallback, r.fallback_reason.c_str());
            QVERIFY2(p == full, firstDifference(p, full).c_str());
            // nodeA's link and, closed over its redundancy group (8), nodeB's second.
            QCOMPARE(r.route.routed, std::int64_t(2));
        }
    }

    // A cross tray added between the ladders' middle points (x 4.8 m) is a shortcut for the cables
    // between row B and A03's leaf, which crossed at the east end (x 7.2 m): the run lays again
    // only the links a route over it could reach, those cables take it although no rack attaches
    // to it, and the result is the full route's. Deleted again, every cable is as before; raised
    // out of the trays' plane, the east cross tray's cables go round by the west.
    void trayEditsRouteIncrementally()
    {
        Project p = cyclicPod(300);
        routing::RoutingState state;
        routing::routeAll(p, state);
        QVERIFY(state.cache.exact);
        const std::vector<Cable> original = p.cables;
        auto step = [&](const ChangeSet &cs) {
            Project full = p;
            routing::RoutingState fullState;
            routing::routeAll(full, fullState);
            const routing::RerouteReport r = routing::rerouteIncremental(p, state, cs);
            if (r.fallback)
                qWarning("%s", r.fallback_reason.c_str());
            [&] {
                QVERIFY(!r.fallback);
                QVERIFY2(p == full, firstDifference(p, full).c_str());
            }();
            return r;
        };
        const ChangeSet added = addPathway(p,
            { "Middle cross", kNoId, PathwayKind::Tray, Service::Data, { { 4800, 3000, 2600 }, { 4800, 6600, 2600 } },
                300, 100, "" });
        const Id middle = added.added(EntityKind::Pathway).front();
        routing::RerouteReport r = step(added);
        QVERIFY(!QTest::currentTestFailed());
        auto over = [&](Id pathway) {
            std::int64_t n = 0;
            for (const Cable &c : p.cables)
                n += std::any_of(
                    c.route.begin(), c.route.end(), [&](const RouteStep &s) { return s.pathway == pathway; });
            return n;
        };
        QVERIFY2(over(middle) >= 2, "cables between the rows take the shortcut");
        QVERIFY2(r.rerouted >= over(middle), "they were rerouted, not added");
        QVERIFY2(r.route.routed < std::int64_t(p.links.size()), "not every link was laid again");
        r = step(deletePathway(p, middle));
        QVERIFY(!QTest::currentTestFailed());
        // Each link's cable as before (a cable laid again takes a new id and label).
        auto routes = [](const std::vector<Cable> &cables) {
            std::map<Id, std::tuple<std::int64_t, std::string, std::vector<RouteStep>>> m;
            for (const Cable &c : cables)
                m[c.link] = { c.ordered_length_mm, c.sku, c.route };
            return m;
        };
        QVERIFY(routes(p.cables) == routes(original));
        Id east = kNoId;
        for (const Pathway &pw : p.pathways)
            if (pw.name == "Cross 2")
                east = pw.id;
        const std::int64_t onEast = over(east);
        QVERIFY(onEast > 0);
        r = step(movePathway(p, east, 0, 0, 100));
        QVERIFY(!QTest::currentTestFailed());
        QCOMPARE(over(east), std::int64_t(0));
        // The hall's first fibre runway: the fibre pass leaves the data trays, so everything is
        // routed again, and the report says why.
        const ChangeSet fibre = addPathway(p,
            { "Runway", kNoId, PathwayKind::Tray, Service::Fiber, { { 2400, 3000, 2900 }, { 7200, 3000, 2900 } }, 300,
                100, "" });
        Project full = p;
        routing::routeProject(full);
        r = routing::rerouteIncremental(p, state, fibre);
        QVERIFY(r.fallback);
        QCOMPARE(r.fallback_reason, std::string("hall 'Hall 1' got its first fiber pathway"));
        QVERIFY2(p == full, firstDifference(p, full).c_str());
    }

    // A tray given a new cross-section along the same centre line keeps its cables: wider (the
    // fix for a fill finding) or of another kind, no link is laid again and the result is the full
    // route's; narrowed below its load (1 mm), the fill decides and the full route runs, and says so.
    void trayCrossSectionKeepsItsCables()
    {
        Project p = cyclicPod(300);
        routing::RoutingState state;
        routing::routeAll(p, state);
        QVERIFY(state.cache.exact);
        const Pathway &east = pathwayNamed(p, "Cross 2");
        const std::string id = std::to_string(east.id);
        const Id eastId = east.id;
        const auto carried = std::count_if(p.cables.begin(), p.cables.end(), [&](const Cable &c) {
            return std::any_of(c.route.begin(), c.route.end(), [&](const RouteStep &s) { return s.pathway == eastId; });
        });
        QVERIFY(carried > 0);
        const std::vector<Cable> cables = p.cables;
        for (const auto &[field, value] : { std::pair { "width_mm", std::to_string(east.width_mm + 300) },
                 std::pair { "kind", std::string("basket") }, std::pair { "loading_depth_mm", std::string("150") } }) {
            const ChangeSet cs = setField(p, "pathways", id, field, value);
            QVERIFY2(cs.removed(EntityKind::Cable).empty(), field);
            const Project full = routedInFull(p);
            const routing::RerouteReport r = routing::rerouteIncremental(p, state, cs);
            QVERIFY2(!r.fallback, r.fallback_reason.c_str());
            QCOMPARE(r.route.routed, std::int64_t(0));
            QVERIFY(r.cables.changes.empty());
            QVERIFY2(p == full, firstDifference(p, full).c_str());
        }
        QVERIFY(p.cables == cables);
        // Renamed, a ladder's name changes the slack place of the cables coiled on it ("Ladder A,
        // segment 0 above A01"): they are laid again.
        {
            const Id ladder = pathwayNamed(p, "Ladder A").id;
            QVERIFY(std::any_of(
                p.cables.begin(), p.cables.end(), [&](const Cable &c) { return c.slack.pathway == ladder; }));
            const ChangeSet cs = setField(p, "pathways", std::to_string(ladder), "name", "Ladder north");
            const Project full = routedInFull(p);
            const routing::RerouteReport r = routing::rerouteIncremental(p, state, cs);
            QVERIFY2(!r.fallback, r.fallback_reason.c_str());
            QVERIFY2(p == full, firstDifference(p, full).c_str());
        }
        const ChangeSet narrowed = setField(p, "pathways", id, "width_mm", "1");
        QVERIFY(narrowed.removed(EntityKind::Cable).empty());
        const Project full = routedInFull(p);
        const routing::RerouteReport r = routing::rerouteIncremental(p, state, narrowed);
        QVERIFY(r.fallback);
        QCOMPARE(int(r.cause), int(routing::Fallback::Headroom));
        QVERIFY2(p == full, firstDifference(p, full).c_str());
        // Another net is another route: the cables over it go.
        QVERIFY(!setField(p, "pathways", id, "service", "fiber").removed(EntityKind::Cable).empty());
    }

    // Where each rack attaches is kept between runs (RouteCache::placements) and taken again only
    // for an exit at the same point on the same trays: the middle of ladder A raised 200 mm (its
    // ends still join the cross trays) puts every row-A rack's drop 200 mm higher, a rack moved
    // 600 mm east attaches 600 mm further along, and each run — incremental, or full with the
    // state — equals a full route with none.
    void attachmentsAreTakenAgainOnlyWhereNothingMoved()
    {
        Project p = cyclicPod(300);
        routing::RoutingState state;
        routing::routeAll(p, state);
        QVERIFY(!state.cache.placements.empty());
        const Pathway &ladderA = pathwayNamed(p, "Ladder A");
        const Id ladder = ladderA.id;
        std::vector<Point3> raised = ladderA.points;
        QCOMPARE(raised.size(), std::size_t(5));
        for (std::size_t k = 1; k + 1 < raised.size(); ++k)
            raised[k].z_mm += 200;
        const std::vector<std::function<ChangeSet()>> edits { [&] { return reshapePathway(p, ladder, raised); },
            [&] { return moveRacks(p, { "A06" }, 600, 0); } };
        for (const auto &edit : edits) {
            routing::RoutingState before = state;
            const ChangeSet cs = edit();
            const Project full = routedInFull(p);
            Project again = p;
            routing::rerouteIncremental(p, state, cs);
            QVERIFY2(p == full, firstDifference(p, full).c_str());
            routing::routeAll(again, before);
            QVERIFY2(again == full, firstDifference(again, full).c_str());
        }
    }

    // The pathway graphs are kept in the routing state (RouteCache::graphs) and taken again by a
    // run whose halls, pathways, settings and rack exits are the same: a link deleted keeps them,
    // a rack moved, a ladder raised or a fill setting changed makes them again. Each result is a
    // full route's.
    void graphsAreTakenAgainOnlyWhileTheirInputsAre()
    {
        Project p = cyclicPod(300);
        routing::RoutingState state;
        routing::routeAll(p, state);
        QVERIFY(state.cache.graphs && !state.cache.graphs->nets.empty());
        // Held, so that a graph made again cannot take a freed one's address.
        auto graphs = [&] {
            std::vector<std::shared_ptr<const routing::PathwayGraph>> out;
            for (const auto &[key, net] : state.cache.graphs->nets)
                out.push_back(net.graph);
            return out;
        };
        auto step = [&](const ChangeSet &cs) {
            const Project full = routedInFull(p);
            routing::rerouteIncremental(p, state, cs);
            QVERIFY2(p == full, firstDifference(p, full).c_str());
            QVERIFY(state.cache.graphs.has_value());
        };
        std::vector<std::shared_ptr<const routing::PathwayGraph>> made = graphs();
        step(deleteLink(p, std::to_string(p.links.at(p.links.size() / 2).id)));
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY2(graphs() == made, "a link deleted: the graphs taken again");
        step(moveRacks(p, { "A06" }, 600, 0));
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY2(graphs() != made, "a rack moved: its exits changed, the graphs made again");
        made = graphs();
        const Pathway &ladderA = pathwayNamed(p, "Ladder A");
        const Id ladder = ladderA.id;
        std::vector<Point3> raised = ladderA.points;
        for (Point3 &q : raised)
            q.z_mm += 100;
        step(reshapePathway(p, ladder, raised));
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY2(graphs() != made, "a ladder raised: the graphs made again");
        // A setting the graphs read (the trays' fill limit) changed outside any change set: the
        // next full route makes them again.
        made = graphs();
        p.settings["pathway.fill_limit_ratio"] = 0.4;
        routing::routeAll(p, state);
        QVERIFY2(graphs() != made, "a fill setting changed: the graphs made again");
    }

    // The last stretch of ladder A turned diagonal: a rack attached to it, moved, falls back to a full
    // route (splitting a diagonal segment is not exact), and so does a rack moved onto it.
    void rackOnADiagonalTrayRoutesInFull()
    {
        Project p = cyclicPod(300);
        Id ladder = kNoId;
        for (const Pathway &pw : p.pathways)
            if (pw.name == "Ladder A")
                ladder = pw.id;
        reshapePathway(p, ladder,
            { { 2400, 3000, 2600 }, { 3600, 3000, 2600 }, { 4800, 3000, 2600 }, { 6000, 3000, 2600 },
                { 7200, 3300, 2600 } });
        routing::RoutingState state;
        routing::routeAll(p, state);
        QVERIFY(state.cache.exact);
        Id a06 = kNoId;
        for (const Rack &r : p.racks)
            if (r.name == "A06")
                a06 = r.id;
        QVERIFY(state.cache.inexact_racks.count(a06));
        ChangeSet cs = moveRacks(p, { "A06" }, 600, 0);
        Project full = p;
        routing::routeProject(full);
        routing::RerouteReport r = routing::rerouteIncremental(p, state, cs);
        QVERIFY(r.fallback);
        QCOMPARE(
            r.fallback_reason, std::string("rack 'A06' was attached to a pathway segment that is sloped or diagonal"));
        QVERIFY2(p == full, firstDifference(p, full).c_str());
        // A05 (on the straight stretch) moved into A06's place, over the diagonal stretch.
        cs = moveRacks(p, { "A05" }, 600, 0);
        full = p;
        routing::routeProject(full);
        {
            // Without the fallback (what the window runs on its own thread): the router's refusal,
            // nothing written, the state left to be routed in full.
            const Project edited = p;
            routing::RoutingState taken = state;
            routing::Refusal refusal;
            QVERIFY(!routing::rerouteIncrementalOnly(p, taken, cs, refusal));
            QVERIFY(refusal.cause == routing::Fallback::Graph);
            QCOMPARE(
                refusal.reason, std::string("rack 'A05' attaches to a pathway segment that is sloped or diagonal"));
            QVERIFY2(p == edited, firstDifference(p, edited).c_str());
            QVERIFY(!taken.cache.valid);
        }
        r = routing::rerouteIncremental(p, state, cs);
        QVERIFY(r.fallback);
        QCOMPARE(r.fallback_reason, std::string("rack 'A05' attaches to a pathway segment that is sloped or diagonal"));
        QVERIFY2(p == full, firstDifference(p, full).c_str());
    }
};

QTEST_APPLESS_MAIN(TestIncrementalRoute)
#include "test_incremental_route.moc"

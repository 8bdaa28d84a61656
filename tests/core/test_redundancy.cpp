// SPDX-License-Identifier: GPL-3.0-or-later
// Redundancy groups (issue #16): the generator puts a node's bonded in-band pair, its two storage
// links and every device's A/B power cords into groups; the router lays a group's links on disjoint
// segments where the trays allow (the segment over a rack every link leaves from excepted:
// routing/redundancy.h) and resilience.shared-segment names the segment they still share.
//
// The hand-built hall: racks A01 at (1000, 2000) facing north and C01 at (1000, 4400) facing south,
// a 1U switch at U10 in each; row trays "Row A" and "Row C" at z 2300 from x 0 to 700 to 2500
// (two segments each; both racks attach on segment 1, 700-2500), joined by "East" at x 2500 and,
// in the cycle variant, by "West" at x 0.
#include "model/index.h"
#include "rig.h"
#include "routing/router.h"
#include "rules/rules.h"
#include "templates/templates.h"

#include <QtTest>

#include <map>
#include <set>

using namespace plenum;

namespace {

struct TestHall {
    Project p;
    Id phase = 0, hall = 0, rackType = 0, switchType = 0, a = 0, c = 0, da = 0, dc = 0;

    TestHall()
    {
        phase = rig::phase(p, "day-one");
        hall = rig::hall(p, 30000, 10000).id;
        rackType = rig::rackType(p, "r", 42).id;
        switchType = rig::rj45Switch(p, "sw", 4, 1).id;
        a = rack("A01", 1000, 2000, 0);
        c = rack("C01", 1000, 4400, 180);
        da = device(a);
        dc = device(c);
        tray("Row A", { { 0, 2000, 2300 }, { 700, 2000, 2300 }, { 2500, 2000, 2300 } });
        tray("Row C", { { 0, 4400, 2300 }, { 700, 4400, 2300 }, { 2500, 4400, 2300 } });
        tray("East", { { 2500, 2000, 2300 }, { 2500, 4400, 2300 } });
    }

    Id rack(const std::string &name, std::int64_t x, std::int64_t y, int rotation)
    {
        Rack &r = rig::rack(p, name, hall, rackType, { x, y }, phase);
        r.rotation_deg = rotation;
        return r.id;
    }

    Id device(Id rack)
    {
        Device &d = rig::device(p, "", switchType, rack, 10, phase);
        d.name = "d" + std::to_string(d.id);
        return d.id;
    }

    Id link(int port, int group)
    {
        Link &l = rig::link(p, { da, port }, { dc, port }, phase);
        l.fabric = Fabric::InBand;
        l.tier = Tier::NodeLeaf;
        l.redundancy_group = group;
        return l.id;
    }

    Id tray(const std::string &name, std::vector<Point3> points)
    {
        return rig::pathway(p, name, hall, Service::Data, std::move(points), 300, 100, phase).id;
    }

    std::set<Id> pathwaysOf(Id link) const
    {
        std::set<Id> out;
        for (const auto &cable : p.cables)
            if (cable.link == link)
                for (const auto &s : cable.route)
                    out.insert(s.pathway);
        return out;
    }

    rules::Findings shared() const { return rules::runChecks(p, { "", { "resilience.shared-segment" } }); }
};

} // namespace

class TestRedundancy : public QObject {
    Q_OBJECT

private slots:
    // Only the East cross-connect joins the rows: both links of group 3 must take it. Each route
    // is Row A segment 1, East segment 0, Row C segment 1; the row segments are the racks' own,
    // East is shared and named.
    void treeSharesTheCrossConnect()
    {
        TestHall h;
        const Id l1 = h.link(0, 3), l2 = h.link(1, 3);
        const routing::RouteReport report = routing::routeProject(h.p);
        QVERIFY(report.unrouted.empty());
        const Id east = h.p.pathways[2].id;
        QCOMPARE(int(report.shared.size()), 1);
        QCOMPARE(report.shared.front().group, 3);
        QCOMPARE(report.shared.front().pathway, east);
        QCOMPARE(report.shared.front().segment, 0);
        QCOMPARE(report.shared.front().links, std::int64_t(2));
        const rules::Findings found = h.shared();
        QCOMPARE(int(found.size()), 1);
        QCOMPARE(found.front().message, std::string("2 links of redundancy group 3 share East segment 0"));
        std::vector<Id> objects = found.front().objects;
        std::sort(objects.begin(), objects.end());
        std::vector<Id> expected { l1, l2, east };
        std::sort(expected.begin(), expected.end());
        QCOMPARE(objects, expected);
    }

    // With West as well the rows form a cycle: one link goes by East, the other by West, and
    // nothing is shared. Without a group both take the same (shortest) way: their ports are alike.
    void cycleMakesThePairDisjoint()
    {
        TestHall h;
        const Id west = h.tray("West", { { 0, 2000, 2300 }, { 0, 4400, 2300 } });
        const Id east = h.p.pathways[2].id;
        const Id l1 = h.link(0, 3), l2 = h.link(1, 3);
        const routing::RouteReport report = routing::routeProject(h.p);
        QVERIFY(report.unrouted.empty());
        QVERIFY(report.shared.empty());
        QVERIFY(h.shared().empty());
        const std::set<Id> p1 = h.pathwaysOf(l1), p2 = h.pathwaysOf(l2);
        QVERIFY(p1.count(east) != p2.count(east));
        QVERIFY(p1.count(west) != p2.count(west));

        TestHall plain;
        plain.tray("West", { { 0, 2000, 2300 }, { 0, 4400, 2300 } });
        const Id m1 = plain.link(0, 0), m2 = plain.link(1, 0);
        routing::routeProject(plain.p);
        QCOMPARE(plain.pathwaysOf(m1), plain.pathwaysOf(m2));
        QCOMPARE(int(plain.pathwaysOf(m1).size()), 3); // Row A, one cross-connect, Row C
    }

    // A cap on the detour (issue #16): the rows run on to x 12500, where East joins them; West stays
    // at x 0. The shortest way is West (1000 mm along each row from the racks at x 1000, 2400 mm
    // across); East is 11500 + 2400 + 11500 mm, so the second link's detour adds exactly
    // 25400 − 4400 = 21000 mm of tray (two bends either way). It is kept while it is at most
    // max(routing.redundancy_detour_max_mm, routing.redundancy_detour_max_ratio × the route);
    // beyond, both links take West and the shared West segment is reported.
    void detourCap_data()
    {
        QTest::addColumn<double>("capMm");
        QTest::addColumn<double>("ratio");
        QTest::addColumn<bool>("detoured");
        QTest::addRow("default: max(5 m, 50 %%)") << -1.0 << -1.0 << false;
        QTest::addRow("cap at the detour") << 21000.0 << 0.0 << true;
        QTest::addRow("cap a millimetre short") << 20999.0 << 0.0 << false;
        QTest::addRow("ratio 10: over 44 m") << 0.0 << 10.0 << true;
    }
    void detourCap()
    {
        QFETCH(double, capMm);
        QFETCH(double, ratio);
        QFETCH(bool, detoured);
        TestHall h;
        for (std::size_t row : { 0, 1 })
            h.p.pathways[row].points.push_back({ 12500, h.p.pathways[row].points[0].y_mm, 2300 });
        h.p.pathways[2].points = { { 12500, 2000, 2300 }, { 12500, 4400, 2300 } };
        const Id west = h.tray("West", { { 0, 2000, 2300 }, { 0, 4400, 2300 } });
        const Id east = h.p.pathways[2].id;
        if (capMm >= 0) {
            h.p.settings["routing.redundancy_detour_max_mm"] = capMm;
            h.p.settings["routing.redundancy_detour_max_ratio"] = ratio;
        }
        const Id l1 = h.link(0, 3), l2 = h.link(1, 3);
        const routing::RouteReport report = routing::routeProject(h.p);
        QVERIFY(report.unrouted.empty());
        QVERIFY(h.pathwaysOf(l1).count(west));
        QCOMPARE(h.pathwaysOf(l2).count(east), std::size_t(detoured ? 1 : 0));
        QCOMPARE(h.pathwaysOf(l2).count(west), std::size_t(detoured ? 0 : 1));
        std::int64_t required[2] = {};
        for (const auto &c : h.p.cables)
            required[c.link == l1 ? 0 : 1] = c.required_length_mm;
        QCOMPARE(required[1] - required[0], std::int64_t(detoured ? 21000 : 0));
        const bool westShared = std::any_of(report.shared.begin(), report.shared.end(),
            [&](const routing::SharedSegment &s) { return s.pathway == west && s.segment == 0 && s.links == 2; });
        QCOMPARE(westShared, !detoured);
        const rules::Findings found = h.shared();
        const bool named = std::any_of(found.begin(), found.end(),
            [](const rules::Finding &f) { return f.message == "2 links of redundancy group 3 share West segment 0"; });
        QCOMPARE(named, !detoured);
    }

    // The generated 32-node DGX H100 SuperPOD: per DGX one in-band group (its two bonded links, to
    // two different in-band leaves), one storage group (two links, two storage leaves), one power
    // group (6 PSUs: 3 cords on feed A, 3 on feed B); a storage node's two storage links likewise;
    // no group is used twice.
    void generatedSuperPodHasTheGroups()
    {
        TemplateOptions options;
        options.nodes = 32;
        const Project p = projectFromTemplate("dgx-h100-superpod", options);
        const ProjectIndex index(p);
        std::map<int, std::vector<const Link *>> groups;
        for (const auto &l : p.links)
            if (l.redundancy_group > 0)
                groups[l.redundancy_group].push_back(&l);
        int dgx = 0, storageNodes = 0;
        for (const auto &d : p.devices) {
            const DeviceType *t = index.typeOfDevice(d.id);
            const bool isDgx = t->slug == "nvidia-dgx-h100", isStorage = t->role == "storage";
            if (!isDgx && !isStorage)
                continue;
            dgx += isDgx;
            storageNodes += isStorage;
            std::map<Fabric, std::set<int>> groupsOf;
            std::map<Fabric, int> links;
            std::map<Fabric, std::set<Id>> far;
            std::set<std::string> feeds;
            for (const auto &l : p.links) {
                if (l.a.device != d.id && l.b.device != d.id)
                    continue;
                if (l.fabric != Fabric::InBand && l.fabric != Fabric::Storage && l.fabric != Fabric::Power)
                    continue;
                const Id other = l.a.device == d.id ? l.b.device : l.a.device;
                groupsOf[l.fabric].insert(l.redundancy_group);
                ++links[l.fabric];
                far[l.fabric].insert(other);
                if (l.fabric == Fabric::Power)
                    feeds.insert(index.device(other)->feed);
            }
            const std::string name = d.name;
            for (Fabric f : { Fabric::InBand, Fabric::Storage, Fabric::Power }) {
                if (isStorage && f == Fabric::InBand)
                    continue;
                QVERIFY2(groupsOf[f].size() == 1 && *groupsOf[f].begin() > 0, name.c_str());
                const int g = *groupsOf[f].begin();
                QCOMPARE(int(groups[g].size()), links[f]); // the group is this device's links only
            }
            QCOMPARE(links[Fabric::InBand], isDgx ? 2 : 0);
            QCOMPARE(links[Fabric::Storage], 2);
            QCOMPARE(int(far[Fabric::Storage].size()), 2); // two leaves
            if (isDgx) {
                QCOMPARE(int(far[Fabric::InBand].size()), 2);
                QCOMPARE(links[Fabric::Power], 6);
            }
            QCOMPARE(feeds, (std::set<std::string> { "A", "B" }));
        }
        QCOMPARE(dgx, 32);
        QCOMPARE(storageNodes, 4); // one per 8 compute nodes
    }
};

QTEST_APPLESS_MAIN(TestRedundancy)
#include "test_redundancy.moc"

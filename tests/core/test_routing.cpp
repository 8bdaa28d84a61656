// SPDX-License-Identifier: GPL-3.0-or-later
// Cable lengths against cases computed by hand (DESIGN.md §5). The common set-up:
//   settings: U1 100 mm above the floor, managers 50 mm inside the rack sides, service loop 300 mm
//   per end, 50 mm per bend; racks 600 × 1200 mm, 42U, so the top of the U space is at
//   100 + 42 × 44.45 = 1966.9 mm. A 1U switch, 600 mm deep, has ports p1… (RJ45, 1G) on its rear
//   face 41 mm from the panel's left edge seen from the rear, 20 mm up: s = 241.3 − 41 = 200.3, so
//   they use the right manager (s = 300 − 50 = 250): 50.3 mm sideways; the rear face is at v = 600
//   = the manager's depth: 0 mm along the depth. At U10 a port is at z = 100 + 9 × 44.45 + 20 =
//   520.05 mm, so the run up to the top is 1446.85 and the in-rack term 1497.15 → 1497 mm.
#include "catalog/catalog.h"
#include "model/index.h"
#include "rig.h"
#include "routing/length_stats.h"
#include "routing/media.h"
#include "routing/pathway_graph.h"
#include "routing/router.h"
#include "templates/templates.h"

#include <QtTest>

#include <random>

using namespace plenum;
using namespace plenum::routing;

namespace {

struct TestHall {
    Project p;
    Id phase = 0, hall = 0, rackType = 0, switchType = 0;

    TestHall()
    {
        phase = rig::phase(p, "day-one");
        hall = rig::hall(p, 30000, 10000).id;
        rackType = rig::rackType(p, "r", 42).id;
        switchType = rig::rj45Switch(p, "sw", 48, 1).id;
    }

    Id rack(const std::string &name, std::int64_t x, std::int64_t y, int rotation)
    {
        Rack &r = rig::rack(p, name, hall, rackType, { x, y }, phase);
        r.rotation_deg = rotation;
        return r.id;
    }

    Id device(Id rack, int u)
    {
        Device &d = rig::device(p, "", switchType, rack, u, phase);
        d.name = "d" + std::to_string(d.id);
        return d.id;
    }

    Id link(Id a, Id b, int port = 0, int group = 0)
    {
        Link &l = rig::link(p, { a, port }, { b, port }, phase);
        l.fabric = Fabric::OutOfBand;
        l.tier = Tier::Management;
        l.redundancy_group = group;
        return l.id;
    }

    void tray(const std::string &name, std::vector<Point3> points, PathwayKind kind = PathwayKind::Ladder,
        int width = 300, int depth = 100)
    {
        rig::pathway(p, name, hall, Service::Data, std::move(points), width, depth, phase).kind = kind;
    }

    const Cable &cableOf(Id link) const
    {
        for (const auto &c : p.cables)
            if (c.link == link)
                return c;
        static Cable none;
        return none;
    }
};

// A data tray of the default size along `points` in `hall`.
void addTray(Project &p, Id hall, std::vector<Point3> points)
{
    Pathway pw;
    pw.id = p.allocateId();
    pw.hall = hall;
    pw.points = std::move(points);
    p.pathways.push_back(pw);
}

} // namespace

class TestRouting : public QObject {
    Q_OBJECT

private slots:
    // Bridges: a loop of trays with a spur. Cables can go round the loop either way, but every
    // cable to the spur's end must use the spur: only the loop's segments are avoidable, also
    // after an attachment splits the spur.
    void avoidableSegments()
    {
        Project p;
        const Id hall = p.allocateId();
        auto add = [&](std::vector<Point3> points) { addTray(p, hall, std::move(points)); };
        add({ { 0, 0, 3000 }, { 10000, 0, 3000 }, { 10000, 10000, 3000 }, { 0, 10000, 3000 }, { 0, 0, 3000 } });
        add({ { 10000, 0, 3000 }, { 20000, 0, 3000 } });
        routing::PathwayGraph g(p, hall, Service::Data, routing::FillLimits {});
        g.attach(15000, 0);
        g.attach(5000, 0);
        g.finish();
        const auto avoidable = g.avoidableSegments();
        QCOMPARE(int(avoidable.size()), 5);
        for (std::size_t s = 0; s < g.segments().size(); ++s)
            QCOMPARE(bool(avoidable[s]), g.segments()[s].pathway == p.pathways[0].id);
    }

    // Trays round a 20 m × 5 m rectangle with a rung across its middle; A attaches at its
    // south-west corner, B at its north-east corner. Every way from A to B is 20 + 5 = 25 m; the
    // two along the outside turn once, the three over the rung twice: the tree keeps one that
    // turns once (ties between those are the source's). Other racks attached anywhere — on the
    // route, at a corner, at A's own point, off the grid — change neither the route nor its
    // length, to the last bit.
    void otherAttachmentsChangeNoRoute()
    {
        Project p;
        const Id hall = p.allocateId();
        auto add = [&](std::vector<Point3> points) { addTray(p, hall, std::move(points)); };
        add({ { 0, 0, 3000 }, { 10000, 0, 3000 }, { 20000, 0, 3000 } }); // segments 0, 1
        add({ { 0, 5000, 3000 }, { 10000, 5000, 3000 }, { 20000, 5000, 3000 } }); // 2, 3
        for (std::int64_t x : { 0, 10000, 20000 }) // 4, 5 (the rung), 6
            add({ { x, 0, 3000 }, { x, 5000, 3000 } });
        auto route = [&](const std::vector<std::pair<double, double>> &others) {
            routing::PathwayGraph g(p, hall, Service::Data, routing::FillLimits {});
            const int a = g.attach(-400, -400), b = g.attach(20400, 5400);
            for (const auto &[x, y] : others)
                g.attach(x, y);
            g.finish();
            std::vector<double> length;
            std::vector<int> viaEdge, viaVertex, segments;
            g.shortestPaths(g.vertexOf(a), {}, length, viaEdge, viaVertex, { g.vertexOf(b) });
            int turns = 0;
            g.routeTo(g.vertexOf(b), viaEdge, viaVertex, segments, turns);
            return std::tuple { segments, turns, length[std::size_t(g.vertexOf(b))] };
        };
        const auto alone = route({});
        QVERIFY(std::get<0>(alone) == (std::vector<int> { 0, 1, 6 })
            || std::get<0>(alone) == (std::vector<int> { 4, 2, 3 }));
        QCOMPARE(std::get<1>(alone), 1);
        QCOMPARE(std::get<2>(alone), 25000.0);
        for (const auto &others : std::vector<std::vector<std::pair<double, double>>> {
                 { { 13333.3, -300 } }, // on the bottom tray, off the grid
                 { { 10000, 5300 } }, // at the rung's top
                 { { -900, -900 } }, // at A's point
                 { { -300, 2222.2 }, { 7777, 5300 }, { 10300, 1234.5 }, { 20300, 4000 } }, // all ways round
             })
            QVERIFY(route(others) == alone);
    }

    // attach() finds the nearest segment through a grid of cells: the same segment (ties to the
    // first, as a scan of every segment gives) and offset as that scan, for points inside the
    // trays' extent, far outside it, exactly between two parallel trays and on tray ends.
    void attachFindsTheNearestSegment()
    {
        Project p;
        const Id hall = p.allocateId();
        std::mt19937 rng(17);
        std::uniform_int_distribution<int> coord(0, 60), len(1, 12);
        for (int i = 0; i < 60; ++i) {
            const std::int64_t x = coord(rng) * 500, y = coord(rng) * 300;
            switch (i % 3) {
            case 0:
                addTray(p, hall, { { x, y, 3000 }, { x + len(rng) * 1000, y, 3000 } });
                break;
            case 1:
                addTray(p, hall, { { x, y, 3000 }, { x, y + len(rng) * 1000, 2800 }, { x + 700, y + 9000, 2800 } });
                break;
            default:
                addTray(p, hall, { { x, y, 3000 }, { x + len(rng) * 777, y + len(rng) * 333, 3000 } });
            }
        }
        addTray(p, hall, { { 0, 40000, 3000 }, { 20000, 40000, 3000 } }); // two parallel trays 2 m apart
        addTray(p, hall, { { 0, 42000, 3000 }, { 20000, 42000, 3000 } });
        std::vector<std::pair<double, double>> points { { 10000, 41000 }, { -50000, -50000 }, { 200000, 5000 },
            { 0, 40000 }, { 20000, 42000 }, { 15000, -1 } };
        std::uniform_real_distribution<double> anywhere(-5000, 45000);
        for (int i = 0; i < 2000; ++i)
            points.push_back({ anywhere(rng), anywhere(rng) });
        routing::PathwayGraph g(p, hall, Service::Data, routing::FillLimits {});
        for (const auto &[x, y] : points) {
            int expected = -1, k = 0;
            double best = std::numeric_limits<double>::max();
            for (const Pathway &pw : p.pathways)
                for (std::size_t i = 0; i + 1 < pw.points.size(); ++i, ++k) {
                    const double px = double(pw.points[i].x_mm), py = double(pw.points[i].y_mm);
                    const double dx = double(pw.points[i + 1].x_mm) - px, dy = double(pw.points[i + 1].y_mm) - py;
                    const double len2 = dx * dx + dy * dy;
                    const double t = std::clamp(len2 > 0 ? ((x - px) * dx + (y - py) * dy) / len2 : 0, 0.0, 1.0);
                    const double d = std::hypot(x - (px + t * dx), y - (py + t * dy));
                    if (d < best - 1e-9) {
                        best = d;
                        expected = k;
                    }
                }
            const int a = g.attach(x, y);
            QCOMPARE(g.segmentOf(a), expected);
            QCOMPARE(g.offsetOf(a), best);
        }
    }

    // A segment along one axis splits exactly; a diagonal or sloped one does not.
    void exactSplitAlongOneAxis()
    {
        Project p;
        const Id hall = p.allocateId();
        addTray(p, hall, { { 0, 0, 3000 }, { 10000, 0, 3000 }, { 13000, 4000, 3000 }, { 13000, 8000, 3500 } });
        routing::PathwayGraph g(p, hall, Service::Data, routing::FillLimits {});
        const int along = g.attach(4000, 300), diagonal = g.attach(11500, 2000), sloped = g.attach(13100, 6000);
        g.finish();
        QCOMPARE(g.segmentOf(along), 0);
        QCOMPARE(g.segmentOf(diagonal), 1);
        QCOMPARE(g.segmentOf(sloped), 2);
        QVERIFY(g.exactSplit(along));
        QVERIFY(!g.exactSplit(diagonal));
        QVERIFY(!g.exactSplit(sloped));
    }

    // NEC 392.22 by kind: 300 mm × 100 mm is 15,000 mm² usable in a ladder or basket (50 %),
    // 12,000 mm² in a solid-bottom tray (40 %); a 200 mm loading depth counts as 150 mm.
    void fillLimitByPathwayKind_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("depth");
        QTest::addColumn<double>("usable");
        QTest::addRow("ladder") << int(PathwayKind::Ladder) << 100 << 15000.0;
        QTest::addRow("basket") << int(PathwayKind::Basket) << 100 << 15000.0;
        QTest::addRow("solid-bottom tray") << int(PathwayKind::Tray) << 100 << 12000.0;
        QTest::addRow("ladder 200 mm deep") << int(PathwayKind::Ladder) << 200 << 22500.0;
        QTest::addRow("tray 200 mm deep") << int(PathwayKind::Tray) << 200 << 18000.0;
    }
    void fillLimitByPathwayKind()
    {
        QFETCH(int, kind);
        QFETCH(int, depth);
        QFETCH(double, usable);
        TestHall h;
        h.tray("T", { { 0, 0, 2300 }, { 1000, 0, 2300 } }, PathwayKind(kind), 300, depth);
        const routing::PathwayGraph g(h.p, h.hall, Service::Data, fillLimitsOf(h.p.settings));
        QCOMPARE(g.segments().front().area_mm2, usable);
    }

    void sameRack()
    {
        // Two switches in one rack at U10 and U21, p1 to p1. Port x = 41 mm → s = 200.3, 50.3 mm to
        // the manager. A: 50.3 + 0 + 11 × 44.45 (= 488.95) = 539.25 → 539; B: 50.3 → 50.
        // 4 bends × 50 = 200; loops 600. Required 539 + 50 + 200 + 600 = 1389 → 1.5 m ordered.
        TestHall h;
        const Id r = h.rack("A01", 1000, 2000, 0);
        const Id link = h.link(h.device(r, 10), h.device(r, 21));
        const RouteReport report = routeProject(h.p);
        QVERIFY(report.unrouted.empty());
        const Cable &c = h.cableOf(link);
        QCOMPARE(c.breakdown.in_rack_a_mm, std::int64_t(539));
        QCOMPARE(c.breakdown.in_rack_b_mm, std::int64_t(50));
        QCOMPARE(c.breakdown.pathway_mm, std::int64_t(0));
        QCOMPARE(c.breakdown.bends_mm, std::int64_t(200));
        QCOMPARE(c.breakdown.service_loops_mm, std::int64_t(600));
        QCOMPARE(c.required_length_mm, std::int64_t(1389));
        QCOMPARE(c.ordered_length_mm, std::int64_t(1500));
        QCOMPARE(c.slackMm(), std::int64_t(111));
        QCOMPARE(c.media, std::string("cat6a"));
        QVERIFY(c.route.empty());
        QCOMPARE(c.label_a, std::string("A01-10:p1"));
        QCOMPARE(c.label_b, std::string("A01-21:p1"));
        // The 111 mm of slack: in A01, on the cold (front) side of its manager — the switches blow
        // front to rear — from the port's height (520 mm) up by a coil of 100 mm (Cat6A's bend
        // radius 30 mm × 2 is less than the 100 mm minimum).
        QCOMPARE(c.slack.rack, r);
        QVERIFY(c.slack.side == Face::Front);
        QCOMPARE(c.slack.z_low_mm, std::int64_t(520));
        QCOMPARE(c.slack.z_high_mm, std::int64_t(620));
        QCOMPARE(c.slack.pathway, kNoId);
        QCOMPARE(c.slack_location, std::string("A01 right cable manager, front half, 0.52-0.62 m"));
    }

    void adjacentRacks()
    {
        // A at x 1000, B at x 1600, both facing north, ladder over the row at z 2300.
        // In-rack: 50.3 + 0 + (1966.9 − 520.05) = 1497.15 → 1497 each. Right manager of a north-facing
        // rack is west of its centre: exits at x 750 and 1350, on the ladder: drop = 2300 − 1966.9 =
        // 333.1 → 333 each; pathway 600. Bends 8 × 50 = 400, loops 600.
        // Required 1497 + 333 + 600 + 333 + 1497 + 400 + 600 = 5260 → 7 m (5 m is too short).
        TestHall h;
        const Id a = h.rack("A01", 1000, 2000, 0), b = h.rack("A02", 1600, 2000, 0);
        h.tray("Row A", { { 400, 2000, 2300 }, { 2500, 2000, 2300 } });
        const Id link = h.link(h.device(a, 10), h.device(b, 10));
        routeProject(h.p);
        const Cable &c = h.cableOf(link);
        QCOMPARE(c.breakdown.in_rack_a_mm, std::int64_t(1497));
        QCOMPARE(c.breakdown.drop_a_mm, std::int64_t(333));
        QCOMPARE(c.breakdown.pathway_mm, std::int64_t(600));
        QCOMPARE(c.breakdown.drop_b_mm, std::int64_t(333));
        QCOMPARE(c.breakdown.in_rack_b_mm, std::int64_t(1497));
        QCOMPARE(c.breakdown.bends_mm, std::int64_t(400));
        QCOMPARE(c.required_length_mm, std::int64_t(5260));
        QCOMPARE(c.ordered_length_mm, std::int64_t(7000));
        QCOMPARE(int(c.route.size()), 1);
    }

    // routing/length_stats.h on the adjacent racks: the ports are 1000 − 200.3 = 799.7 and
    // 1600 − 200.3 = 1399.7 mm east at the same y and height, 600 mm apart; the cable needs 5260 mm
    // (adjacentRacks): ratio 5260 / 600. Tray 600 mm over racks 600 mm apart: no detour. Both racks
    // are in no row, so the same one: no cable between rows.
    void lengthStatsOfAdjacentRacks()
    {
        TestHall h;
        const Id a = h.rack("A01", 1000, 2000, 0), b = h.rack("A02", 1600, 2000, 0);
        h.tray("Row A", { { 400, 2000, 2300 }, { 2500, 2000, 2300 } });
        h.link(h.device(a, 10), h.device(b, 10));
        h.link(h.device(a, 20), h.device(a, 30)); // same rack: not measured
        routeProject(h.p);
        const LengthStats s = lengthStats(h.p);
        QCOMPARE(s.ratio_between_racks.count, std::int64_t(1));
        QVERIFY(std::abs(s.ratio_between_racks.median - 5260.0 / 600.0) < 1e-6);
        QCOMPARE(s.detour_between_racks_mm.worst, 0.0);
        QCOMPARE(s.ratio_between_rows.count, std::int64_t(0));
        QCOMPARE(s.worst_ratio.rack_a, std::string("A01"));
        QCOMPARE(s.worst_ratio.rack_manhattan_mm, std::int64_t(600));
    }

    // Issue #23: ordered ÷ required per fabric and tier, by hand. Node-leaf: one 2.6 m run ordered
    // at 3 m (1.154); leaf-spine: 61 m ordered at 100 m and 49 m at 50 m = 150 / 110 (1.364). A
    // cable whose link is gone is left out.
    void lengthsPerTier()
    {
        Project p;
        auto link = [&](Tier tier) {
            Link l;
            l.id = p.allocateId();
            l.tier = tier;
            p.links.push_back(l);
            return l.id;
        };
        auto cable = [&](Id linkId, std::int64_t required, std::int64_t ordered) {
            Cable c;
            c.id = p.allocateId();
            c.link = linkId;
            c.required_length_mm = required;
            c.ordered_length_mm = ordered;
            p.cables.push_back(c);
        };
        const Id spine1 = link(Tier::LeafSpine), node = link(Tier::NodeLeaf), spine2 = link(Tier::LeafSpine);
        cable(spine1, 61000, 100000);
        cable(node, 2600, 3000);
        cable(spine2, 49000, 50000);
        cable(p.allocateId(), 1000, 100000);
        const std::vector<TierLengths> t = lengthsByTier(p);
        QCOMPARE(t.size(), std::size_t(2));
        QVERIFY(t[0].fabric == Fabric::Compute && t[0].tier == Tier::NodeLeaf);
        QCOMPARE(t[0].cables, std::int64_t(1));
        QCOMPARE(t[0].ordered_mm, std::int64_t(3000));
        QCOMPARE(t[0].required_mm, std::int64_t(2600));
        QVERIFY(std::abs(t[0].orderedPerRequired() - 3000.0 / 2600.0) < 1e-12);
        QVERIFY(t[1].tier == Tier::LeafSpine);
        QCOMPARE(t[1].cables, std::int64_t(2));
        QCOMPARE(t[1].ordered_mm, std::int64_t(150000));
        QCOMPARE(t[1].required_mm, std::int64_t(110000));
        QVERIFY(std::abs(t[1].orderedPerRequired() - 150.0 / 110.0) < 1e-12);
    }

    // RouteOptions::plan_only (the layout sizes its trays with it): the same fills as a real run,
    // no cables written, no ids taken. One Cat6A cord (7.5 mm: π/4 × 7.5² = 44.18 mm²) on one
    // segment of Row A (2,100 mm long), whose capacity is 50 % × 300 × 100 = 15000 mm², with its
    // slack coiled there: 44.18 × slack ÷ 2,100 more (routing/fill_limit.h).
    void planOnlyWritesNothing()
    {
        TestHall h;
        const Id a = h.rack("A01", 1000, 2000, 0), b = h.rack("A02", 1600, 2000, 0);
        h.tray("Row A", { { 400, 2000, 2300 }, { 2500, 2000, 2300 } });
        h.link(h.device(a, 10), h.device(b, 10));
        const Id nextId = h.p.next_id;
        RouteOptions plan;
        plan.plan_only = true;
        const RouteReport planned = routeProject(h.p, plan);
        QVERIFY(h.p.cables.empty());
        QCOMPARE(h.p.next_id, nextId);
        QCOMPARE(planned.fills.size(), std::size_t(1));
        QCOMPARE(planned.fills[0].cables, std::int64_t(1));
        QCOMPARE(planned.fills[0].capacity_mm2, 15000.0);
        const RouteReport routed = routeProject(h.p);
        QCOMPARE(h.p.cables.size(), std::size_t(1));
        const double slack = double(h.p.cables.front().slackMm());
        QVERIFY(std::abs(planned.fills[0].used_mm2 - M_PI / 4 * 7.5 * 7.5 * (1 + slack / 2100)) < 1e-9);
        QCOMPARE(routed.fills.size(), std::size_t(1));
        QCOMPARE(routed.fills[0].used_mm2, planned.fills[0].used_mm2);
    }

    // Nearest-rank quantiles: the median of an even sample is the mean of the middle two; p95 of
    // 1 … 20 is the 19th value (ceil(0.95 × 20) = 19).
    void lengthDistribution()
    {
        const Distribution d = distribution({ 4, 1, 3, 2 });
        QCOMPARE(d.count, std::int64_t(4));
        QCOMPARE(d.median, 2.5);
        QCOMPARE(d.p95, 4.0);
        QCOMPARE(d.worst, 4.0);
        std::vector<double> twenty;
        for (int i = 20; i >= 1; --i)
            twenty.push_back(i);
        QCOMPARE(distribution(twenty).p95, 19.0);
        QCOMPARE(distribution(twenty).median, 10.5);
        QCOMPARE(distribution({}).count, std::int64_t(0));
    }

    // Issue #16: multimode MPO trunks come in 25/35/40 m too (resources/catalog/cables.yaml), so a
    // 30.1 m switch-to-adapter run (twin-port OSFP cage to a single-port OSFP at 400G) is ordered at
    // 35 m, not 50 m, and 35.1 m at 40 m.
    void multimodeLengthSteps_data()
    {
        QTest::addColumn<int>("required");
        QTest::addColumn<int>("ordered");
        QTest::addRow("30.1 m") << 30100 << 35000;
        QTest::addRow("35.1 m") << 35100 << 40000;
        QTest::addRow("20.1 m") << 20100 << 25000;
    }
    void multimodeLengthSteps()
    {
        QFETCH(int, required);
        QFETCH(int, ordered);
        LinkEnds ends;
        ends.connector_a = ends.connector_b = "OSFP";
        ends.speed_gbps = 400;
        ends.cage_ports_a = 2;
        ends.cage_ports_b = 1;
        std::string reason;
        const auto choice = chooseMedia(catalog::builtinCatalog(), ends, -1, required, reason);
        QVERIFY2(choice, reason.c_str());
        QCOMPARE(choice->cable->media, std::string("mmf-mpo"));
        QCOMPARE(choice->ordered_mm, std::int64_t(ordered));
    }

    // Issue #23: a ConnectX-7 / BlueField-3 QSFP112 port to a switch's twin-port OSFP cage at 400G.
    // Multimode SR4 to 50 m (MPO trunk $60 + $4/m, $900 QSFP112 SR4 + half of a $1,500 2 x SR4);
    // beyond, single-mode DR4 to the QSFP112 DR4's 100 m; beyond that nothing reaches, and the
    // reason says so (it used to say the catalogue had no cable at all).
    void qsfp112ToOsfp_data()
    {
        QTest::addColumn<int>("required");
        QTest::addColumn<QString>("media");
        QTest::addColumn<int>("ordered");
        QTest::addColumn<QString>("qsfp112");
        QTest::addRow("45 m: SR4") << 45000 << QStringLiteral("mmf-mpo") << 50000 << QStringLiteral("MMA1Z00-NS400");
        QTest::addRow("50.1 m: DR4") << 50100 << QStringLiteral("smf-mpo") << 60000 << QStringLiteral("MMS1X00-NS400");
        QTest::addRow("95 m: DR4") << 95000 << QStringLiteral("smf-mpo") << 100000 << QStringLiteral("MMS1X00-NS400");
        QTest::addRow("120 m: none") << 120000 << QString() << 0 << QString();
    }
    void qsfp112ToOsfp()
    {
        QFETCH(int, required);
        QFETCH(QString, media);
        QFETCH(int, ordered);
        QFETCH(QString, qsfp112);
        LinkEnds ends;
        ends.connector_a = "QSFP112";
        ends.connector_b = "OSFP";
        ends.speed_gbps = 400;
        ends.cage_ports_a = 1;
        ends.cage_ports_b = 2;
        std::string reason;
        const auto choice = chooseMedia(catalog::builtinCatalog(), ends, -1, required, reason);
        if (media.isEmpty()) {
            QVERIFY(!choice);
            QCOMPARE(QString::fromStdString(reason),
                QStringLiteral("no 400G cable between QSFP112 and OSFP reaches 120.0 m"));
            return;
        }
        QVERIFY2(choice, reason.c_str());
        QCOMPARE(QString::fromStdString(choice->cable->media), media);
        QCOMPARE(choice->ordered_mm, std::int64_t(ordered));
        QVERIFY(choice->transceiver_a && choice->transceiver_b);
        QCOMPARE(QString::fromStdString(choice->transceiver_a->sku), qsfp112);
        QCOMPARE(choice->transceiver_b->links_per_cage, 2);
    }

    void acrossTheColdAisle()
    {
        // C faces south across a 1200 mm cold aisle (A's front at y 2600, C's at 3800), row ladders
        // joined by a cross-connect at x 2500. C's right manager is east of its centre: exit x 1250.
        // Pathway: 750 → 2500 along A (1750), 2000 → 4400 across (2400), 2500 → 1250 along C (1250)
        // = 5400, with 2 turns: bends (8 + 2) × 50 = 500.
        // Required 1497 + 333 + 5400 + 333 + 1497 + 500 + 600 = 10160 → 15 m; 4840 mm of slack,
        // stored in the tray above A01, not in the hot aisle.
        TestHall h;
        const Id a = h.rack("A01", 1000, 2000, 0), c = h.rack("C01", 1000, 4400, 180);
        h.tray("Row A", { { 400, 2000, 2300 }, { 2500, 2000, 2300 } });
        h.tray("Row C", { { 400, 4400, 2300 }, { 2500, 4400, 2300 } });
        h.tray("Cross-connect", { { 2500, 2000, 2300 }, { 2500, 4400, 2300 } });
        const Id link = h.link(h.device(a, 10), h.device(c, 10));
        routeProject(h.p);
        const Cable &cable = h.cableOf(link);
        QCOMPARE(cable.breakdown.pathway_mm, std::int64_t(5400));
        QCOMPARE(cable.breakdown.bends_mm, std::int64_t(500));
        QCOMPARE(cable.required_length_mm, std::int64_t(10160));
        QCOMPARE(cable.ordered_length_mm, std::int64_t(15000));
        QCOMPARE(cable.slackMm(), std::int64_t(4840));
        QCOMPARE(cable.slack.pathway, h.p.pathways[0].id); // the first segment of its route: over A01
        QCOMPARE(cable.slack.segment, 0);
        QCOMPARE(cable.slack.rack, kNoId);
        QCOMPARE(cable.slack_location, std::string("Row A, segment 0 above A01"));
        QCOMPARE(int(cable.route.size()), 3);
    }

    void acrossTheHall()
    {
        // D at x 20000 on the same (long) ladder: pathway 19750 − 750 = 19000.
        // Required 1497 + 333 + 19000 + 333 + 1497 + 400 + 600 = 23660 → 30 m.
        TestHall h;
        const Id a = h.rack("A01", 1000, 2000, 0), d = h.rack("A33", 20000, 2000, 0);
        h.tray("Row A", { { 400, 2000, 2300 }, { 21000, 2000, 2300 } });
        const Id link = h.link(h.device(a, 10), h.device(d, 10));
        routeProject(h.p);
        QCOMPARE(h.cableOf(link).breakdown.pathway_mm, std::int64_t(19000));
        QCOMPARE(h.cableOf(link).required_length_mm, std::int64_t(23660));
        QCOMPARE(h.cableOf(link).ordered_length_mm, std::int64_t(30000));
    }

    // Issue #16: a 32 m fibre run is ordered at 35 m, not 50 m. The switches' first port as a
    // single-port 400G OSFP (flat top) in the same place on the rear face: only fibre reaches 32 m
    // (DAC 3 m, ACC 5 m), an OM4 MPO trunk between SR4 optics (cables.yaml: 30, 35, 40, 50 m), with
    // a fibre's service loop of 1,000 mm per end (cable.service_loop_fibre_mm). D at x 26940 on the
    // long ladder: pathway (26940 − 250) − 750 = 25940. Required 1497 + 333 + 25940 + 333 + 1497 +
    // 400 + 2 × 1000 = 32000 → 35 m, 3 m of slack; without the 35 m step it was 50 m.
    void fibreRunOrderedAtTheNextMultimodeStep()
    {
        TestHall h;
        PortTemplate &port = rig::byId(h.p.device_types, h.switchType).ports[0];
        port.connector = "OSFP-RHS";
        port.lanes = 4;
        port.speed_gbps = 400;
        const Id a = h.rack("A01", 1000, 2000, 0), d = h.rack("A45", 26940, 2000, 0);
        h.tray("Row A", { { 400, 2000, 2300 }, { 29000, 2000, 2300 } });
        const Id link = h.link(h.device(a, 10), h.device(d, 10));
        const RouteReport report = routeProject(h.p);
        QVERIFY(report.unrouted.empty());
        const Cable &c = h.cableOf(link);
        QCOMPARE(c.media, std::string("mmf-mpo"));
        QCOMPARE(c.breakdown.pathway_mm, std::int64_t(25940));
        QCOMPARE(c.breakdown.service_loops_mm, std::int64_t(2000));
        QCOMPARE(c.required_length_mm, std::int64_t(32000));
        QCOMPARE(c.ordered_length_mm, std::int64_t(35000));
        QCOMPARE(c.slackMm(), std::int64_t(3000));
    }

    void underfloorVersusOverhead()
    {
        // The adjacent racks again, with the pathway under a raised floor at z −300: cables leave
        // at the rack bottom. In-rack 50.3 + 0 + 520.05 = 570.35 → 570; drop 300.
        // Required 570 + 300 + 600 + 300 + 570 + 400 + 600 = 3340 → 5 m (overhead: 5260 → 7 m).
        TestHall h;
        const Id a = h.rack("A01", 1000, 2000, 0), b = h.rack("A02", 1600, 2000, 0);
        h.tray("Underfloor A", { { 400, 2000, -300 }, { 2500, 2000, -300 } }, PathwayKind::Underfloor);
        const Id link = h.link(h.device(a, 10), h.device(b, 10));
        routeProject(h.p);
        const Cable &c = h.cableOf(link);
        QCOMPARE(c.breakdown.in_rack_a_mm, std::int64_t(570));
        QCOMPARE(c.breakdown.drop_a_mm, std::int64_t(300));
        QCOMPARE(c.required_length_mm, std::int64_t(3340));
        QCOMPARE(c.ordered_length_mm, std::int64_t(5000));
    }

    void fillOverflowReroutes()
    {
        // Racks at x 4000; rows A and C joined by a short cross-connect at x 5000 (route 1250 + 2400 +
        // 750 = 4400 mm), a solid-bottom tray that holds 1000 mm² (50 × 50 × 40 %, NEC 392.22), and a
        // long one at x 400 (3350 + 2400 + 3850 = 9600 mm) with room to spare. A Cat6A cord (7.5 mm)
        // takes 44.2 mm²: the short one holds 22 (23 would be 1016 mm²). Forty links: 22 take the
        // short way, 18 the long way, nothing overflows.
        TestHall h;
        const Id a = h.rack("A01", 4000, 2000, 0), c = h.rack("C01", 4000, 4400, 180);
        h.tray("Row A", { { 400, 2000, 2300 }, { 4000, 2000, 2300 }, { 5000, 2000, 2300 } });
        h.tray("Row C", { { 400, 4400, 2300 }, { 4000, 4400, 2300 }, { 5000, 4400, 2300 } });
        h.tray("Short", { { 5000, 2000, 2300 }, { 5000, 4400, 2300 } }, PathwayKind::Tray, 50, 50);
        h.tray("Long", { { 400, 2000, 2300 }, { 400, 4400, 2300 } }, PathwayKind::Tray, 600, 150);
        const Id da = h.device(a, 10), dc = h.device(c, 10);
        for (int i = 0; i < 40; ++i)
            h.link(da, dc, i % 48);
        const RouteReport report = routeProject(h.p);
        QVERIFY(report.overflows.empty());
        const Id shortId = h.p.pathways[2].id, longId = h.p.pathways[3].id;
        int viaShort = 0, viaLong = 0;
        for (const auto &cable : h.p.cables)
            for (const auto &step : cable.route) {
                viaShort += step.pathway == shortId;
                viaLong += step.pathway == longId;
            }
        QCOMPARE(viaShort, 22);
        QCOMPARE(viaLong, 18);
    }

    void overflowIsReportedWhenNoAlternative()
    {
        TestHall h;
        const Id a = h.rack("A01", 1000, 2000, 0), c = h.rack("C01", 1000, 4400, 180);
        h.tray("Row A", { { 400, 2000, 2300 }, { 2500, 2000, 2300 } });
        h.tray("Row C", { { 400, 4400, 2300 }, { 2500, 4400, 2300 } });
        h.tray("Short", { { 2500, 2000, 2300 }, { 2500, 4400, 2300 } }, PathwayKind::Tray, 50, 50);
        const Id da = h.device(a, 10), dc = h.device(c, 10);
        for (int i = 0; i < 40; ++i)
            h.link(da, dc, i % 48);
        const RouteReport report = routeProject(h.p);
        QCOMPARE(int(report.overflows.size()), 1);
        QCOMPARE(report.overflows[0].name, std::string("Short"));
        QCOMPARE(report.overflows[0].cables, std::int64_t(40));
        QCOMPARE(report.overflows[0].capacity_mm2, 1000.0); // 50 × 50 mm solid-bottom tray at 40 %
    }

    void redundancyPairIsDisjoint()
    {
        // Two links of one redundancy group between A and C: one takes the east cross-connect, the
        // other the west one, even though the west is longer.
        TestHall h;
        const Id a = h.rack("A01", 1000, 2000, 0), c = h.rack("C01", 1000, 4400, 180);
        h.tray("Row A", { { 0, 2000, 2300 }, { 700, 2000, 2300 }, { 2500, 2000, 2300 } });
        h.tray("Row C", { { 0, 4400, 2300 }, { 700, 4400, 2300 }, { 2500, 4400, 2300 } });
        h.tray("East", { { 2500, 2000, 2300 }, { 2500, 4400, 2300 } });
        h.tray("West", { { 0, 2000, 2300 }, { 0, 4400, 2300 } });
        const Id da = h.device(a, 10), dc = h.device(c, 10);
        const Id l1 = h.link(da, dc, 0, 7), l2 = h.link(da, dc, 1, 7);
        const RouteReport report = routeProject(h.p);
        auto uses = [&](Id link, Id pathway) {
            for (const auto &s : h.cableOf(link).route)
                if (s.pathway == pathway)
                    return true;
            return false;
        };
        const Id east = h.p.pathways[2].id, west = h.p.pathways[3].id;
        QVERIFY(uses(l1, east) != uses(l2, east));
        QVERIFY(uses(l1, west) != uses(l2, west));
        // Both still leave A01 over Row A segment 1 and reach C01 over Row C segment 1: the racks'
        // own segments (routing/redundancy.h), not a shared path, so nothing is reported.
        QVERIFY(report.shared.empty());
    }

    void deterministicAndIncremental()
    {
        TestHall h;
        const Id a = h.rack("A01", 1000, 2000, 0), b = h.rack("A02", 1600, 2000, 0), c = h.rack("A03", 2200, 2000, 0);
        h.tray("Row A", { { 400, 2000, 2300 }, { 5000, 2000, 2300 } });
        const Id da = h.device(a, 10), db = h.device(b, 10), dc = h.device(c, 10);
        const Id ab = h.link(da, db), bc = h.link(db, dc, 1);
        Project copy = h.p;
        routeProject(h.p);
        routeProject(copy);
        QVERIFY(h.p.cables == copy.cables); // the same project routes the same way
        // Move A03 one rack further: only the B–C cable changes; A–B is kept as it was.
        const Cable abBefore = h.cableOf(ab), bcBefore = h.cableOf(bc);
        for (auto &r : h.p.racks)
            if (r.id == c)
                r.position.x_mm += 600;
        const RouteReport report = routeProject(h.p, { { c }, 8 });
        QCOMPARE(report.routed, std::int64_t(1));
        QVERIFY(h.cableOf(ab) == abBefore);
        QCOMPARE(h.cableOf(bc).breakdown.pathway_mm, bcBefore.breakdown.pathway_mm + 600);
        QCOMPARE(h.cableOf(bc).id, bcBefore.id);
    }

    // RouteOptions::progress: rises to total, one run's reports stay on one scale, and a hook that
    // never cancels routes exactly as no hook does.
    void progressRisesToTotal()
    {
        Project reported = projectFromTemplate("starter", {});
        Project plain = reported;
        std::vector<std::pair<std::int64_t, std::int64_t>> calls;
        RouteOptions options;
        options.progress = [&](std::int64_t done, std::int64_t total, std::string_view what) {
            calls.push_back({ done, total });
            return !what.empty();
        };
        routeProject(reported, options);
        routeProject(plain);
        QVERIFY(calls.size() > 5);
        for (std::size_t i = 1; i < calls.size(); ++i) {
            QCOMPARE(calls[i].second, calls[0].second);
            QVERIFY(calls[i].first >= calls[i - 1].first);
        }
        QCOMPARE(calls.back().first, calls.back().second);
        QVERIFY(calls.front().first < calls.back().first);
        QVERIFY(!reported.cables.empty());
        QVERIFY(reported.cables == plain.cables);
        QCOMPARE(reported.next_id, plain.next_id);
    }

    // Cancelling from the hook, early or at its last chance, throws and leaves the project as it was.
    void cancelLeavesTheProjectUnchanged_data()
    {
        QTest::addColumn<int>("stopAt");
        QTest::addRow("first report") << 0;
        QTest::addRow("second report") << 1;
        QTest::addRow("last chance") << -1;
    }
    void cancelLeavesTheProjectUnchanged()
    {
        QFETCH(int, stopAt);
        Project p = projectFromTemplate("starter", {});
        int reports = 0;
        RouteOptions count;
        count.progress = [&](std::int64_t, std::int64_t, std::string_view) { return ++reports > 0; };
        Project counted = p;
        routeProject(counted, count);
        const int stop = stopAt >= 0 ? stopAt : reports - 2; // the report before the final one
        int seen = 0;
        RouteOptions options;
        options.progress = [&](std::int64_t, std::int64_t, std::string_view) { return seen++ < stop; };
        const Project before = p;
        try {
            routeProject(p, options);
            QFAIL("routing was not cancelled");
        } catch (const Error &e) {
            QCOMPARE(std::string(e.what()), std::string("routing cancelled"));
        }
        QCOMPARE(seen, stop + 1); // stopped at the first false
        QVERIFY(p.cables == before.cables);
        QCOMPARE(p.next_id, before.next_id);
    }

    void unrackedIsReported()
    {
        TestHall h;
        const Id a = h.rack("A01", 1000, 2000, 0);
        const Id loose = h.device(a, 10);
        for (auto &d : h.p.devices)
            if (d.id == loose) {
                d.rack = kNoId;
                d.u_position = 0;
            }
        const Id link = h.link(loose, h.device(a, 20));
        const RouteReport report = routeProject(h.p);
        QCOMPARE(int(report.unrouted.size()), 1);
        QCOMPARE(report.unrouted[0].link, link);
        QVERIFY(report.unrouted[0].reason.find("not in a rack") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestRouting)
#include "test_routing.moc"

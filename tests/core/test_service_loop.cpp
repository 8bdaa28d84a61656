// SPDX-License-Identifier: GPL-3.0-or-later
// Service loops per media (issue #16): cable.service_loop_mm (300) per end of a copper cord (DAC,
// ACC, AEC, Cat6A, power), cable.service_loop_aoc_mm (300) per end of an AOC and
// cable.service_loop_fibre_mm (1000, BICSI TDMM's fibre slack at the outlet) per end of fibre
// with optics (MPO/LC cords and trunks). Sources: docs/architecture.md, "Service loops".
//
// Geometry shared by the hand computations below (routing/rack_geometry.cpp): racks 600 × 1200 mm,
// 42U, not rotated; rack.u1_height_mm 100, rack.manager_inset_mm 50 → top of the U space
// 100 + 42 × 44.45 = 1966.9 mm, managers at s = ±(300 − 50) = ±250 mm, half depth 600 mm. A 1U
// switch 600 mm deep at U10 has its rear ports at v = 600 (0 mm from the managers' depth) and
// z = 100 + 9 × 44.45 + 20 = 520.05 mm; its RJ45 port at x 41 mm sits at s = 241.3 − 41 = 200.3
// (49.7 mm from the right manager), its QSFP28 port at x 80 mm at s = 161.3 (88.7 mm from it).
#include "catalog/catalog.h"
#include "routing/media.h"
#include "routing/router.h"

#include <QtTest>

using namespace plenum;

namespace {

// `xs`: one rack per position in row y 2000 (names A01, A02, …); a switch (described above) at each
// of `us` in every rack. Links: port `port` of the first switch of the first rack to the same port
// of the last switch of the last rack. One ladder over the row at z 2300 from x 400 to x 12000.
Project hall(std::vector<std::int64_t> xs, std::vector<int> us, std::vector<int> ports,
    const std::map<std::string, double> &settings = {})
{
    Project p;
    const Id phase = p.allocateId();
    p.phases = { { phase, "day-one" } };
    plenum::Hall h;
    h.id = p.allocateId();
    h.name = "H";
    h.outline = { { 0, 0 }, { 30000, 0 }, { 30000, 10000 }, { 0, 10000 } };
    p.halls = { h };
    RackType rt;
    rt.id = p.allocateId();
    rt.slug = "r";
    rt.width_mm = 600;
    rt.depth_mm = 1200;
    rt.height_u = 42;
    p.rack_types = { rt };
    DeviceType t;
    t.id = p.allocateId();
    t.slug = "sw";
    t.u_height = 1;
    t.depth_mm = 600;
    t.ports.push_back({ "eth0", "RJ45", "", 1, 1, Face::Rear, 41, 20, false });
    t.ports.push_back({ "q1", "QSFP28", "", 4, 100, Face::Rear, 80, 20, false });
    p.device_types = { t };
    std::vector<Id> devices;
    for (std::int64_t x : xs) {
        Rack r;
        r.id = p.allocateId();
        r.name = "A" + std::string(p.racks.size() < 9 ? "0" : "") + std::to_string(p.racks.size() + 1);
        r.hall = h.id;
        r.rack_type = rt.id;
        r.position = { x, 2000 };
        r.phase = phase;
        p.racks.push_back(r);
        for (int u : us) {
            Device d;
            d.id = p.allocateId();
            d.name = "d" + r.name + "-" + std::to_string(u);
            d.device_type = t.id;
            d.rack = r.id;
            d.u_position = u;
            d.phase = phase;
            p.devices.push_back(d);
            devices.push_back(d.id);
        }
    }
    for (int port : ports) {
        Link l;
        l.id = p.allocateId();
        l.a = { devices.front(), port };
        l.b = { devices.back(), port };
        l.fabric = port == 0 ? Fabric::OutOfBand : Fabric::Storage;
        l.tier = port == 0 ? Tier::Management : Tier::NodeLeaf;
        l.phase = phase;
        p.links.push_back(l);
    }
    Pathway pw;
    pw.id = p.allocateId();
    pw.name = "Row A";
    pw.hall = h.id;
    pw.kind = PathwayKind::Ladder;
    pw.service = Service::Data;
    pw.points = { { 400, 2000, 2300 }, { 12000, 2000, 2300 } };
    pw.width_mm = 300;
    pw.loading_depth_mm = 100;
    pw.phase = phase;
    p.pathways = { pw };
    for (const auto &[key, value] : settings)
        p.settings[key] = value;
    routing::routeProject(p);
    return p;
}

} // namespace

class TestServiceLoop : public QObject {
    Q_OBJECT

private slots:
    // A 100G link between switches at U10 and U21 of one rack. A's run: 88.7 mm to the right
    // manager + 0 in depth + 11 × 44.45 = 488.95 mm along it = 577.65 → 578; B's: 88.7 → 89;
    // 4 bends × 50 = 200; route 578 + 89 + 200 = 867 mm. A copper DAC adds 2 × 300: 1,467 mm,
    // ordered 1.5 m (dac-qsfp28-100g steps 0.5/1/1.5 m), 33 mm of slack.
    void copperRunInOneRack()
    {
        const Project p = hall({ 1000 }, { 10, 21 }, { 1 });
        QCOMPARE(int(p.cables.size()), 1);
        const Cable &c = p.cables[0];
        QCOMPARE(c.media, std::string("dac"));
        QCOMPARE(c.breakdown.in_rack_a_mm, std::int64_t(578));
        QCOMPARE(c.breakdown.in_rack_b_mm, std::int64_t(89));
        QCOMPARE(c.breakdown.service_loops_mm, std::int64_t(600));
        QCOMPARE(c.required_length_mm, std::int64_t(1467));
        QCOMPARE(c.ordered_length_mm, std::int64_t(1500));
    }

    // Racks A01 at x 1000 and A02 at x 11000, a switch at U10 in each. Each end: up the right
    // manager to the top (1966.9 − 520.05 = 1446.85 mm) plus its distance to the manager, then
    // 2300 − 1966.9 = 333.1 → 333 mm up to the ladder, whose attachments (the right exits, at
    // x 750 and 10750, on the ladder's line) are 10,000 mm apart; 8 bends × 50 = 400.
    //  Cat6A (1G, RJ45): 2 × (49.7 + 1446.85 = 1496.55 → 1497) + 2 × 333 + 10000 + 400 = 14,060;
    //    + 2 × 300 copper loops = 14,660 → ordered 15 m.
    //  100G (beyond the DAC's 5 m: MPO trunk with SR4 optics): 2 × (88.7 + 1446.85 = 1535.55 → 1536)
    //    + 2 × 333 + 10000 + 400 = 14,138; + 2 × 1,000 fibre loops = 16,138 → ordered 20 m.
    void fibreRunOverTheTray()
    {
        const Project p = hall({ 1000, 11000 }, { 10 }, { 0, 1 });
        QCOMPARE(int(p.cables.size()), 2);
        const Cable &cord = p.cables[0], &trunk = p.cables[1];
        QCOMPARE(cord.media, std::string("cat6a"));
        QCOMPARE(cord.breakdown.pathway_mm, std::int64_t(10000));
        QCOMPARE(cord.breakdown.service_loops_mm, std::int64_t(600));
        QCOMPARE(cord.required_length_mm, std::int64_t(14660));
        QCOMPARE(cord.ordered_length_mm, std::int64_t(15000));
        QCOMPARE(trunk.media, std::string("mmf-mpo"));
        QCOMPARE(trunk.breakdown.pathway_mm, std::int64_t(10000));
        QCOMPARE(trunk.breakdown.service_loops_mm, std::int64_t(2000));
        QCOMPARE(trunk.required_length_mm, std::int64_t(16138));
        QCOMPARE(trunk.ordered_length_mm, std::int64_t(20000));
    }

    // The project's settings win: 1,500 mm per fibre end makes the trunk 14,138 + 3,000 = 17,138
    // (still 20 m); 500 mm per copper end makes the cord 14,060 + 1,000 = 15,060, past 15 m: 20 m.
    void settingsPerMedia()
    {
        const Project p = hall({ 1000, 11000 }, { 10 }, { 0, 1 },
            { { "cable.service_loop_fibre_mm", 1500 }, { "cable.service_loop_mm", 500 } });
        QCOMPARE(int(p.cables.size()), 2);
        QCOMPARE(p.cables[0].required_length_mm, std::int64_t(15060));
        QCOMPARE(p.cables[0].ordered_length_mm, std::int64_t(20000));
        QCOMPARE(p.cables[1].breakdown.service_loops_mm, std::int64_t(3000));
        QCOMPARE(p.cables[1].required_length_mm, std::int64_t(17138));
    }

    // An AOC takes its own loop, not the fibre trunk's: HDR QSFP56 200G ends with a 9,400 mm fibre
    // route. With 300 mm per AOC end it needs 10,000 mm and is ordered at 10 m; were it given the
    // trunk's 1,000 mm it would need 11,400 mm and be ordered at 15 m.
    void aocLoopOfItsOwn()
    {
        routing::LinkEnds ends;
        ends.connector_a = ends.connector_b = "QSFP56";
        ends.speed_gbps = 200;
        routing::ServiceLoops loops;
        loops.copper_mm = 300;
        loops.aoc_mm = 300;
        loops.fibre_mm = 1000;
        std::string reason;
        const auto choice = routing::chooseMedia(catalog::builtinCatalog(), ends, -1, 9400, reason, loops);
        QVERIFY2(choice.has_value(), reason.c_str());
        QCOMPARE(choice->cable->media, std::string("aoc"));
        QCOMPARE(choice->ordered_mm, std::int64_t(10000));
        loops.aoc_mm = 1000;
        const auto longer = routing::chooseMedia(catalog::builtinCatalog(), ends, -1, 9400, reason, loops);
        QVERIFY2(longer.has_value(), reason.c_str());
        QCOMPARE(longer->ordered_mm, std::int64_t(15000));
    }
};

QTEST_APPLESS_MAIN(TestServiceLoop)
#include "test_service_loop.moc"

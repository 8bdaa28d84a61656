// SPDX-License-Identifier: GPL-3.0-or-later
// Service loops per media (issue #16): cable.service_loop_mm per end of a copper cable, and
// cable.service_loop_fibre_mm (absent: the same) per end of a fibre one (AOC, trunks with optics).
// Racks A01 at x 1000 and A17 at x 11000 in one row, a 1U switch at U10 in each with a 1G RJ45
// port and a 100G QSFP28 port on its rear; one ladder over the row. The 100G link is 10 m of rack
// apart, beyond the 5 m of 100G DAC: it is fibre (an MPO trunk with SR4 optics); the RJ45 link is
// a Cat6A cord.
#include "routing/router.h"

#include <QtTest>

using namespace plenum;

namespace {

Project hall(double fibreLoopMm)
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
    for (std::int64_t x : { 1000, 11000 }) {
        Rack r;
        r.id = p.allocateId();
        r.name = x == 1000 ? "A01" : "A17";
        r.hall = h.id;
        r.rack_type = rt.id;
        r.position = { x, 2000 };
        r.phase = phase;
        p.racks.push_back(r);
        Device d;
        d.id = p.allocateId();
        d.name = "d" + r.name;
        d.device_type = t.id;
        d.rack = r.id;
        d.u_position = 10;
        d.phase = phase;
        p.devices.push_back(d);
        devices.push_back(d.id);
    }
    for (int port : { 0, 1 }) {
        Link l;
        l.id = p.allocateId();
        l.a = { devices[0], port };
        l.b = { devices[1], port };
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
    if (fibreLoopMm >= 0)
        p.settings["cable.service_loop_fibre_mm"] = fibreLoopMm;
    routing::routeProject(p);
    return p;
}

} // namespace

class TestServiceLoop : public QObject {
    Q_OBJECT

private slots:
    void fibreLoopsOfTheirOwn()
    {
        const Project same = hall(-1), longer = hall(1000);
        QCOMPARE(int(same.cables.size()), 2);
        QCOMPARE(int(longer.cables.size()), 2);
        const Cable &cord = same.cables[0], &trunk = same.cables[1];
        QCOMPARE(cord.media, std::string("cat6a"));
        QCOMPARE(trunk.media, std::string("mmf-mpo"));
        // No fibre setting: 300 mm per end for both.
        QCOMPARE(cord.breakdown.service_loops_mm, std::int64_t(600));
        QCOMPARE(trunk.breakdown.service_loops_mm, std::int64_t(600));
        // 1 m per fibre end: the trunk needs 2 × 700 mm more, the cord is unchanged.
        QCOMPARE(longer.cables[0].breakdown.service_loops_mm, std::int64_t(600));
        QCOMPARE(longer.cables[0].required_length_mm, cord.required_length_mm);
        QCOMPARE(longer.cables[1].media, std::string("mmf-mpo"));
        QCOMPARE(longer.cables[1].breakdown.service_loops_mm, std::int64_t(2000));
        QCOMPARE(longer.cables[1].required_length_mm, trunk.required_length_mm + 1400);
    }
};

QTEST_APPLESS_MAIN(TestServiceLoop)
#include "test_service_loop.moc"

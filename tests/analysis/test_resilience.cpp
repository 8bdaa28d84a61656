// SPDX-License-Identifier: GPL-3.0-or-later
// Single failures against hand-computed impacts: one switch of a single-plane rail-optimized
// fabric (a leaf takes its rail of every node down; a spine costs every leaf a quarter of its
// uplinks) against the same switch of a biplanar fabric (degraded, running); a whole plane; and a
// hand-made rack for power feeds, PDUs, a CDU and a cut pathway segment.
#include "analysis/resilience.h"
#include "templates/templates.h"

#include <QtTest>

using namespace plenum;
using namespace plenum::analysis;

namespace {

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-9;
}

QString level(ImpactLevel l)
{
    return QString::fromLatin1(toString(l).data(), qsizetype(toString(l).size()));
}

Project dgx(int nodes)
{
    TemplateOptions o;
    o.nodes = nodes;
    return projectFromTemplate("dgx-h100-superpod", o);
}

Project biplanar(int nodes)
{
    TemplateOptions o;
    o.nodes = nodes;
    return projectFromTemplate("hgx-b200-biplanar", o);
}

PortTemplate port(const std::string &name, const std::string &connector, int speed)
{
    return { name, connector, "", 1, speed, Face::Rear, 0, 0, false };
}

// One rack: a GPU node (8 GPUs, 6 × 3300 W PSUs in 4+2, typical 8500 W) with two fabric ports to
// one leaf, PSU i on PDU A (even i) or B (odd i); its two fabric cables route through a tray of
// two segments, the first link over segment 0, the second over segment 1; an in-rack CDU.
Project handMade(std::int64_t typicalW, bool liquid)
{
    Project p;
    p.phases = { { 1, "day-one" } };
    p.halls = { { 2, "hall", { { 0, 0 }, { 10000, 0 }, { 10000, 10000 }, { 0, 10000 } } } };
    p.rack_types = { { 3, "rack", "rack", 600, 1200, 48, 50000, 1000, 0, 0, 0, "estimate" } };
    p.racks = { { 4, "R1", 2, kNoId, 3, { 5000, 5000 }, 0, 1 } };
    DeviceType node;
    node.id = 5;
    node.slug = "node";
    node.role = "gpu-node";
    node.gpus = 8;
    node.psu_count = 6;
    node.psu_redundant = 2;
    node.psu_rating_w = 3300;
    node.typical_power_w = typicalW;
    node.max_power_w = 10200;
    node.liquid_cooled = liquid;
    node.ports = { port("n0", "OSFP", 400), port("n1", "OSFP", 400) };
    for (int i = 0; i < 6; ++i)
        node.ports.push_back(port("PSU" + std::to_string(i + 1), "C20", 0));
    DeviceType leaf;
    leaf.id = 6;
    leaf.slug = "leaf";
    leaf.role = "leaf";
    leaf.ports = { port("p0", "OSFP", 400), port("p1", "OSFP", 400) };
    DeviceType pdu;
    pdu.id = 7;
    pdu.slug = "pdu";
    pdu.role = "pdu";
    for (int i = 0; i < 3; ++i)
        pdu.ports.push_back(port("C19-" + std::to_string(i + 1), "C19", 0));
    DeviceType cdu;
    cdu.id = 8;
    cdu.slug = "cdu";
    cdu.role = "cdu";
    p.device_types = { node, leaf, pdu, cdu };
    auto dev = [&](Id id, const char *name, Id t) {
        Device d;
        d.id = id;
        d.name = name;
        d.device_type = t;
        d.rack = 4;
        d.phase = 1;
        p.devices.push_back(d);
    };
    dev(10, "node1", 5);
    dev(11, "leaf1", 6);
    dev(12, "R1-pdu-A1", 7);
    dev(13, "R1-pdu-B1", 7);
    p.devices[p.devices.size() - 2].feed = "A";
    p.devices.back().feed = "B";
    dev(14, "R1-cdu", 8);
    Id id = 20;
    auto link = [&](PortRef a, PortRef b, Fabric f, Tier t) {
        Link l;
        l.id = id++;
        l.a = a;
        l.b = b;
        l.fabric = f;
        l.tier = t;
        l.plane = f == Fabric::Compute ? 0 : -1;
        l.phase = 1;
        p.links.push_back(l);
        return l.id;
    };
    const Id l0 = link({ 10, 0 }, { 11, 0 }, Fabric::Compute, Tier::NodeLeaf);
    const Id l1 = link({ 10, 1 }, { 11, 1 }, Fabric::Compute, Tier::NodeLeaf);
    for (int i = 0; i < 6; ++i)
        link({ 10, 2 + i }, { i % 2 == 0 ? Id(12) : Id(13), i / 2 }, Fabric::Power, Tier::Power);
    Pathway tray;
    tray.id = 40;
    tray.name = "TRAY";
    tray.hall = 2;
    tray.points = { { 0, 0, 2500 }, { 5000, 0, 2500 }, { 10000, 0, 2500 } };
    tray.phase = 1;
    p.pathways = { tray };
    Cable c0;
    c0.id = 41;
    c0.link = l0;
    c0.route = { { 40, 0 } };
    c0.phase = 1;
    Cable c1 = c0;
    c1.id = 42;
    c1.link = l1;
    c1.route = { { 40, 1 } };
    p.cables = { c0, c1 };
    p.next_id = 50;
    return p;
}

} // namespace

class TestResilience : public QObject {
    Q_OBJECT

private slots:
    void singlePlaneLeafFailureIsDown()
    {
        // 32 DGX H100 = 1 SU, 8 rails → 8 leaves. Leaf rail 1 carries rail 1 of all 32 nodes: each
        // node loses 1 of its 8 fabric ports, and with one plane that GPU leaves the collective →
        // 32 nodes (256 GPUs) down; bandwidth lost 32 / (32 · 8) = 12.5 %.
        const Project p = dgx(32);
        const FailureImpact f = ResilienceModel(p).fail(findComponent(p, "switch:leaf-su01-r1"));
        QCOMPARE(level(f.level), level(ImpactLevel::Down));
        QCOMPARE(f.nodes_down, 32);
        QCOMPARE(f.gpus_down, std::int64_t(256));
        QCOMPARE(f.nodes_degraded, 0);
        QVERIFY(near(f.bandwidth_lost, 0.125));
    }

    void singlePlaneSpineFailureDegrades()
    {
        // 8 leaves of 32 uplinks over 4 spines (8 links each): losing one spine leaves every leaf
        // 24/32 = 75 % of its uplinks → all 32 nodes degraded. The full SU leaves the UFM no free
        // port: it took one uplink each of leaves r8 and r7 (issue #23), which keep 31, lose 8 of
        // them with spine-001 and so 8/31 of their bandwidth: (6 × 1/4 + 2 × 8/31) / 8 lost.
        const Project p = dgx(32);
        const FailureImpact f = ResilienceModel(p).fail(findComponent(p, "spine-001"));
        QCOMPARE(level(f.level), level(ImpactLevel::Degraded));
        QCOMPARE(f.nodes_down, 0);
        QCOMPARE(f.nodes_degraded, 32);
        QVERIFY2(near(f.bandwidth_lost, (6 * 0.25 + 2 * 8.0 / 31) / 8), std::to_string(f.bandwidth_lost).c_str());
    }

    void biplanarLeafFailureDegrades()
    {
        // 16 HGX B200, 8 × 800G NIC ports each run as 2 × 400G on planes 1 and 2: 8 endpoints per
        // node per plane; SN5600 at 128 × 400G → 64 down + 64 up per leaf → 16 · 8 / 64 = 2 leaves
        // per plane (nodes 1–8 on the first), one spine per plane (2 · 64 = 128 ports).
        // Losing plane 1's first leaf: nodes 1–8 keep every NIC at half speed → 8 degraded, none
        // down; bandwidth lost 8 · 8 / (16 · 16) = 25 %.
        const Project p = biplanar(16);
        const FailureImpact f = ResilienceModel(p).fail(findComponent(p, "leaf-p1-001"));
        QCOMPARE(level(f.level), level(ImpactLevel::Degraded));
        QCOMPARE(f.nodes_down, 0);
        QCOMPARE(f.nodes_degraded, 8);
        QVERIFY(near(f.bandwidth_lost, 0.25));
        // Plane 1's only spine: both its leaves lose every uplink → all 16 nodes at half bandwidth.
        const FailureImpact s = ResilienceModel(p).fail(findComponent(p, "spine-p1-001"));
        QCOMPARE(s.nodes_down, 0);
        QCOMPARE(s.nodes_degraded, 16);
        QVERIFY(near(s.bandwidth_lost, 0.5));
        // A whole plane: the same half, still running.
        const FailureImpact plane = ResilienceModel(p).fail(findComponent(p, "plane:1"));
        QCOMPARE(level(plane.level), level(ImpactLevel::Degraded));
        QVERIFY(near(plane.bandwidth_lost, 0.5));
    }

    void singlePlaneLosingItsPlaneIsDown()
    {
        const Project p = dgx(32);
        const FailureImpact f = ResilienceModel(p).fail(findComponent(p, "plane:1"));
        QCOMPARE(f.nodes_down, 32);
        QVERIFY(near(f.bandwidth_lost, 1.0));
    }

    void surveyCountsEverySwitch()
    {
        // 8 leaves (each down) + 4 spines (each degraded) = 12 switches.
        const ResilienceSurvey s = surveyResilience(dgx(32));
        const KindSummary *sw = nullptr;
        for (const auto &k : s.kinds)
            if (k.kind == ComponentKind::Switch)
                sw = &k;
        QVERIFY(sw);
        QCOMPARE(sw->components, 12);
        QCOMPARE(sw->down, 8);
        QCOMPARE(sw->degraded, 4);
        QCOMPARE(sw->worst.nodes_down, 32);
    }

    void feedLoss_data()
    {
        QTest::addColumn<qint64>("typicalW");
        QTest::addColumn<int>("capped");
        QTest::addColumn<int>("off");
        // Feed A lost: 3 of 6 PSUs left, below N = 6 − 2 = 4. 3 × 3300 = 9900 W.
        // Typical 8500 W <= 9900: runs power-capped (degraded). Typical 10,000 W > 9900: off (down).
        QTest::addRow("fits") << qint64(8500) << 1 << 0;
        QTest::addRow("does not fit") << qint64(10000) << 0 << 1;
    }

    void feedLoss()
    {
        QFETCH(qint64, typicalW);
        QFETCH(int, capped);
        QFETCH(int, off);
        const Project p = handMade(typicalW, false);
        const FailureImpact f = ResilienceModel(p).fail(findComponent(p, "feed:A"));
        QCOMPARE(f.devices_power_capped, capped);
        QCOMPARE(f.devices_off, off);
        QCOMPARE(f.nodes_down, off);
        QCOMPARE(level(f.level), level(off ? ImpactLevel::Down : ImpactLevel::Degraded));
        // One PDU is the same as its feed here.
        const FailureImpact pdu = ResilienceModel(p).fail(findComponent(p, "pdu:R1-pdu-B1"));
        QCOMPARE(pdu.devices_power_capped, capped);
    }

    void cutSegmentTakesItsCables()
    {
        // Segment 0 carries the node's first fabric link: one of its two ports is lost, one plane
        // → down; bandwidth lost 1/2.
        const Project p = handMade(8500, false);
        const FailureImpact f = ResilienceModel(p).fail(findComponent(p, "segment:TRAY:0"));
        QCOMPARE(f.links_cut, 1);
        QCOMPARE(f.nodes_down, 1);
        QVERIFY(near(f.bandwidth_lost, 0.5));
        QVERIFY_THROWS_EXCEPTION(Error, findComponent(p, "segment:TRAY:7"));
    }

    void cduFailureStopsLiquidCooledDevices()
    {
        // The rack's only CDU: the liquid-cooled node stops (down); an air-cooled one does not care.
        const Project wet = handMade(8500, true);
        const FailureImpact f = ResilienceModel(wet).fail(findComponent(wet, "cdu:R1-cdu"));
        QCOMPARE(f.devices_off, 1);
        QCOMPARE(f.nodes_down, 1);
        const Project dry = handMade(8500, false);
        QCOMPARE(level(ResilienceModel(dry).fail(findComponent(dry, "cdu:R1-cdu")).level), level(ImpactLevel::None));
    }

    void unknownComponents()
    {
        const Project p = handMade(8500, false);
        QVERIFY_THROWS_EXCEPTION(Error, findComponent(p, "switch:nope"));
        QVERIFY_THROWS_EXCEPTION(Error, findComponent(p, "feed:C"));
        QVERIFY_THROWS_EXCEPTION(Error, findComponent(p, "plane:9"));
        QVERIFY_THROWS_EXCEPTION(Error, findComponent(p, "widget:x"));
    }
};

QTEST_APPLESS_MAIN(TestResilience)
#include "test_resilience.moc"

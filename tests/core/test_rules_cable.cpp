// SPDX-License-Identifier: GPL-3.0-or-later
// The cable rules (core/rules/cable_*.cpp): reach, passive copper, copper channel, slack and where
// it is coiled, bend radius, connectors, protocols, speeds and unrouted links.
// Each cable.* code fires on a change of the base project (rules_fixture.h) that breaks it and
// stays quiet on one that keeps it.
#include "rule_family_test.h"

using namespace plenum;
using namespace plenum::rules;
using namespace plenum::rules::test;

namespace {

const std::vector<Case> &familyCases()
{
    static const std::vector<Case> list {
        { "reach: ACC beyond 5 m", "cable.reach", true,
            [](Fixture &f) {
                f.cableRef(f.cable1).required_length_mm = 5200;
                f.cableRef(f.cable1).ordered_length_mm = 5000;
            } },
        { "reach: ordered shorter than required", "cable.reach", true,
            [](Fixture &f) { f.cableRef(f.cable1).ordered_length_mm = 3000; } },
        { "reach: ACC at 4.9 m", "cable.reach", false,
            [](Fixture &f) {
                f.cableRef(f.cable1).required_length_mm = 4900;
                f.cableRef(f.cable1).ordered_length_mm = 5000;
            } },
        { "passive copper: DAC 3.5 m at 400G", "cable.passive-copper", true,
            [](Fixture &f) {
                auto &c = f.cableRef(f.cable1);
                c.media = "dac";
                c.sku = "MCP4Y10-N004";
                c.required_length_mm = 3500;
            } },
        { "passive copper: DAC 1.8 m at 400G", "cable.passive-copper", false,
            [](Fixture &f) {
                auto &c = f.cableRef(f.cable1);
                c.media = "dac";
                c.sku = "MCP4Y10-N002";
                c.required_length_mm = 1800;
                c.ordered_length_mm = 2000;
            } },
        { "copper channel: 105 m Cat6A", "cable.copper-channel", true,
            [](Fixture &f) {
                const Id l = f.link({ f.n1, 2 }, { f.leaf, 4 }, Fabric::OutOfBand, Tier::Management);
                f.cable(l, "cat6a", "cat6a-rj45-1g-100M", 105000, 100000, { { f.ladder, 0 } });
            } },
        { "copper channel: 60 m Cat6A", "cable.copper-channel", false,
            [](Fixture &f) {
                const Id l = f.link({ f.n1, 2 }, { f.leaf, 4 }, Fabric::OutOfBand, Tier::Management);
                f.cable(l, "cat6a", "cat6a-rj45-1g-70M", 69000, 70000, { { f.ladder, 0 } });
            } },
        { "slack: 3 m absolute", "cable.slack", true,
            [](Fixture &f) {
                f.cableRef(f.cable1).required_length_mm = 2000;
                f.cableRef(f.cable1).ordered_length_mm = 5000;
                f.cableRef(f.cable1).media = "acc";
            } },
        { "slack: 1.9 m on 1.1 m (relative), 2 m would do", "cable.slack", true,
            [](Fixture &f) {
                auto &c = f.cableRef(f.cable1);
                c.media = "mmf-mpo";
                c.sku = "MFP7E10-N003";
                c.route = { { f.runway, 0 } };
                c.required_length_mm = 1100;
                c.ordered_length_mm = 3000;
            } },
        { "slack: 4.9 m forced by the 10 → 15 m step", "cable.slack", false,
            [](Fixture &f) {
                auto &c = f.cableRef(f.cable1);
                c.media = "mmf-mpo";
                c.sku = "MFP7E10-N015";
                c.route = { { f.runway, 0 } };
                c.required_length_mm = 10100;
                c.ordered_length_mm = 15000;
            } },
        // Issue #16: Cat6A is sold at 30 m and then 50 m, so a 30.1 m run is ordered at 50 m and
        // coils 19.9 m: over the 5 m limit for slack the length steps force.
        { "slack: 30.1 m run ordered at 50 m (forced, 19.9 m)", "cable.slack", true,
            [](Fixture &f) {
                const Id l = f.link({ f.n1, 2 }, { f.leaf, 4 }, Fabric::OutOfBand, Tier::Management);
                f.cable(l, "cat6a", "cat6a-rj45-1g-50M", 30100, 50000, { { f.ladder, 0 } });
            } },
        // The same 30.1 m as an OM4 MPO trunk: multimode trunks come in 35 m too (cables.yaml: 30, 35,
        // 40, 50 m), so it is ordered at 35 m and coils 35 − 30.1 = 4.9 m, within the 5 m limit: quiet
        // where the Cat6A run above, with no step between 30 and 50 m, warns.
        { "slack: 30.1 m MPO trunk ordered at 35 m (forced, 4.9 m)", "cable.slack", false,
            [](Fixture &f) {
                f.fibre(f.cable1);
                f.cableRef(f.cable1).sku = "MFP7E10-N035";
                f.cableRef(f.cable1).required_length_mm = 30100;
                f.cableRef(f.cable1).ordered_length_mm = 35000;
            } },
        // The same run at 29.9 m is ordered at 30 m: 0.1 m of slack.
        { "slack: 29.9 m run ordered at 30 m", "cable.slack", false,
            [](Fixture &f) {
                const Id l = f.link({ f.n1, 2 }, { f.leaf, 4 }, Fabric::OutOfBand, Tier::Management);
                f.cable(l, "cat6a", "cat6a-rj45-1g-30M", 29900, 30000, { { f.ladder, 0 } });
            } },
        { "slack: 0.8 m of 3.2 m", "cable.slack", false, [](Fixture &) {} },
        // Issue #16: R1 and R2 stand 600 mm apart (centres (3000, 5000) and (3600, 5000)). A cable
        // running 10.7 m of ladder between them detours 10.7 − 0.6 = 10.1 m: over the 10 m limit.
        { "detour: 10.7 m of tray for racks 0.6 m apart", "cable.detour", true,
            [](Fixture &f) { f.cableRef(f.cable1).breakdown.pathway_mm = 10700; } },
        // 10.5 m of ladder: 9.9 m of detour, within it.
        { "detour: 10.5 m of tray for racks 0.6 m apart", "cable.detour", false,
            [](Fixture &f) { f.cableRef(f.cable1).breakdown.pathway_mm = 10500; } },
        // The same 10.1 m detour where the project allows 12 m.
        { "detour: 10.1 m under a 12 m project limit", "cable.detour", false,
            [](Fixture &f) {
                f.cableRef(f.cable1).breakdown.pathway_mm = 10700;
                f.p.settings["cable.max_detour_mm"] = 12000;
            } },
        // n1 is a rear-port server blowing front to rear; its cable's slack coiled in R1 ...
        { "slack exhaust: coiled at the rear of a rear-port server's rack", "cable.slack-exhaust", true,
            [](Fixture &f) {
                f.cableRef(f.cable1).slack = { f.r1, Face::Rear, 150, 250, kNoId, 0 };
            } },
        { "slack exhaust: the same coiled at the front", "cable.slack-exhaust", false,
            [](Fixture &f) {
                f.cableRef(f.cable1).slack = { f.r1, Face::Front, 150, 250, kNoId, 0 };
            } },
        // ... a label no longer decides: the words say "rear", the place is the front.
        { "slack exhaust: label says rear, place is the front", "cable.slack-exhaust", false,
            [](Fixture &f) {
                f.cableRef(f.cable1).slack_location = "R1 left cable manager, rear half";
                f.cableRef(f.cable1).slack = { f.r1, Face::Front, 150, 250, kNoId, 0 };
            } },
        // Both servers of R1 mounted reversed exhaust at the rack's front: there the front is hot.
        { "slack exhaust: front of a rack whose servers exhaust at the front", "cable.slack-exhaust", true,
            [](Fixture &f) {
                f.device(f.n1).reversed = f.device(f.n2).reversed = true;
                f.cableRef(f.cable1).slack = { f.r1, Face::Front, 150, 250, kNoId, 0 };
            } },
        // R1 (8U, top of its U space at 100 + 8 × 44.45 = 455.6 mm) faces +y; its rear is at
        // y 4400, its hot aisle y 3200-4400. A tray at 0.3 m across that aisle holds the coil:
        // fires; the default coil on the ladder at 2.5 m above the row does not (the case above).
        { "slack exhaust: tray at 0.3 m across the hot aisle", "cable.slack-exhaust", true,
            [](Fixture &f) {
                Pathway low;
                low.id = f.p.allocateId();
                low.name = "low tray";
                low.hall = f.hall;
                low.points = { { 2800, 4000, 300 }, { 3200, 4000, 300 } };
                low.width_mm = 300;
                low.loading_depth_mm = 100;
                low.phase = f.dayOne;
                f.p.pathways.push_back(low);
                f.cableRef(f.cable1).slack = { kNoId, Face::Front, 0, 0, low.id, 0 };
            } },
        { "slack exhaust: ladder above the racks", "cable.slack-exhaust", false, [](Fixture &) {} },
        // Issue #16: the plug counts. cable1, an NDR ACC (acc-osfp-2x400g: minimum bend radius 94 mm),
        // leaves the leaf's front OSFP port p0 after its 40 mm plug (connectors.yaml): it needs
        // 40 + 94 = 134 mm before the door. The fixture's rack type gives 200 mm: quiet.
        { "bend radius: plug and bend in a 200 mm network-rack clearance", "cable.bend-radius", false,
            [](Fixture &) {} },
        { "bend radius: 134 mm, exactly plug + radius", "cable.bend-radius", false,
            [](Fixture &f) { f.rackTypeRef().door_clearance_mm = 134; } },
        // 94 mm alone would fit in 130 mm; with the plug, 134 > 130.
        { "bend radius: 130 mm, the radius alone would fit", "cable.bend-radius", true,
            [](Fixture &f) { f.rackTypeRef().door_clearance_mm = 130; } },
        // A rack type without its own clearance takes the project's setting: 134 > 100 fires, 140 not.
        { "bend radius: the setting's 100 mm", "cable.bend-radius", true,
            [](Fixture &f) {
                f.rackTypeRef().door_clearance_mm = 0;
                f.p.settings["rack.door_clearance_mm"] = 100;
            } },
        { "bend radius: the setting's 140 mm", "cable.bend-radius", false,
            [](Fixture &f) {
                f.rackTypeRef().door_clearance_mm = 0;
                f.p.settings["rack.door_clearance_mm"] = 140;
            } },
        // A fibre behind a transceiver: both cables of the leaf's port p0 (its two 400G legs) as OM4 MPO
        // trunks (bend radius 30 mm) between twin-port SR4 optics. At the leaf: the optic's 40 mm nose, then its 35 mm
        // MPO-12/APC plug, then the bend: 40 + 35 + 30 = 105 mm; 104 mm fires, 105 mm does not (the node's rear port
        // has 104 + 1200 − 800 = 504 mm).
        { "bend radius: MPO behind an OSFP SR4 in 94 mm", "cable.bend-radius", true,
            [](Fixture &f) {
                f.fibre(f.cable1);
                f.fibre(f.cable2);
                f.rackTypeRef().door_clearance_mm = 94;
            } },
        { "bend radius: MPO behind an OSFP SR4 in 95 mm", "cable.bend-radius", false,
            [](Fixture &f) {
                f.fibre(f.cable1);
                f.fibre(f.cable2);
                f.rackTypeRef().door_clearance_mm = 95;
            } },
        { "connector: QSFP56 AOC on OSFP", "cable.connector-mismatch", true,
            [](Fixture &f) {
                auto &c = f.cableRef(f.cable1);
                c.media = "aoc";
                c.sku = "MFS1S00-H005";
                c.route = { { f.runway, 0 } };
            } },
        { "connector: power cord on the wrong outlet", "cable.connector-mismatch", true,
            [](Fixture &f) {
                const Id l = f.power(f.n1, 3, "R1-pdu-A1", 4);
                f.cable(l, "power-c13", "power-c13-c14-1M", 800, 1000, {});
            } },
        { "connector: OSFP ACC on OSFP", "cable.connector-mismatch", false, [](Fixture &) {} },
        // Issue #16: the leaf's OSFP ports as XDR InfiniBand ports (the fixture's ACC, MCA4J80-N, is sold
        // for both protocols: quiet); an 800GbE AEC (Ethernet only) on one fires; an InfiniBand node
        // port linked to an Ethernet leaf port fires.
        { "protocol: NDR ACC on an InfiniBand port", "cable.protocol-mismatch", false,
            [](Fixture &f) {
                for (auto &port : f.type(f.leafType).ports)
                    if (port.connector == "OSFP")
                        port.protocol = Protocol::InfiniBand;
            } },
        { "protocol: Ethernet AEC on an XDR InfiniBand port", "cable.protocol-mismatch", true,
            [](Fixture &f) {
                for (auto &port : f.type(f.leafType).ports)
                    if (port.connector == "OSFP")
                        port.protocol = Protocol::InfiniBand;
                f.cableRef(f.cable1).media = "aec";
                f.cableRef(f.cable1).sku = "aec-osfp-800g-004";
            } },
        { "protocol: InfiniBand node port to an Ethernet leaf port", "cable.protocol-mismatch", true,
            [](Fixture &f) {
                f.type(f.nodeType).ports[0].protocol = Protocol::InfiniBand;
                f.type(f.leafType).ports[0].protocol = Protocol::Ethernet;
            } },
        { "speed: 200G node port on a 400G split", "cable.speed-mismatch", true,
            [](Fixture &f) { f.type(f.nodeType).ports[0].speed_gbps = 200; } },
        { "speed: 400G on a 2 x 400G split", "cable.speed-mismatch", false, [](Fixture &) {} },
        { "speed: one 400G link alone on an 800G port", "cable.speed-mismatch", false,
            [](Fixture &f) { f.removeLink(f.link2); } },
        { "speed: 300G node port alone on an 800G port", "cable.speed-mismatch", true,
            [](Fixture &f) {
                f.removeLink(f.link2);
                f.type(f.nodeType).ports[0].speed_gbps = 300;
            } },
        // Issue #23: a routed project with a link the router could not cable (tests/core/
        // test_rules_unrouted.cpp checks the message and the reasons).
        { "unrouted: BMC to an OSFP port, no cable", "cable.unrouted", true,
            [](Fixture &f) {
                f.link({ f.n1, 2 }, { f.leaf, 1 }, Fabric::OutOfBand, Tier::Management);
            } },
        { "unrouted: every link has its cable", "cable.unrouted", false, [](Fixture &) {} },
        { "unrouted: a project not routed yet", "cable.unrouted", false, [](Fixture &f) { f.p.cables.clear(); } },
    };
    return list;
}

} // namespace

class TestRulesCable : public RuleFamilyTest {
    Q_OBJECT

public:
    TestRulesCable()
        : RuleFamilyTest(familyCases())
    {
    }

private slots:
    // Issue #16: slack the length steps force names the nearer length and the ways out. 30.1 m of
    // Cat6A: 30 m is 0.10 m short, so 50 m is ordered and 19.90 m coiled.
    void forcedSlackSuggestsTheNearerLength()
    {
        Fixture f;
        const Id l = f.link({ f.n1, 2 }, { f.leaf, 4 }, Fabric::OutOfBand, Tier::Management);
        f.cable(l, "cat6a", "cat6a-rj45-1g-50M", 30100, 50000, { { f.ladder, 0 } });
        const Findings found = runChecks(f.p, { "", { "cable.slack" } });
        QCOMPARE(found.size(), std::size_t(1));
        const std::string &m = found.front().message;
        QVERIFY2(m.find("needs 30.10 m") != std::string::npos, m.c_str());
        QVERIFY2(m.find("force 50.0 m: 19.90 m of slack") != std::string::npos, m.c_str());
        QVERIFY2(
            m.find("nearer catalogue length is 30.0 m: shorten the route by 0.10 m") != std::string::npos, m.c_str());
        QVERIFY2(m.find("trunk between patch panels") != std::string::npos, m.c_str());
        f.p.settings["cable.max_forced_slack_mm"] = 20000; // a project that accepts 20 m coils
        QVERIFY(runChecks(f.p, { "", { "cable.slack" } }).empty());
    }
};

QTEST_GUILESS_MAIN(TestRulesCable)
#include "test_rules_cable.moc"

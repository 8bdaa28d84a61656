// SPDX-License-Identifier: GPL-3.0-or-later
// Power and heat rules against hand-computed cases (issue #16): the GB200 NVL72 power shelves' loss
// as (1 − η) of their AC input on the trays they feed, in the rack load (power.rack-budget), in a
// shelf's AC draw on its PDUs (power.failover) and in the rack's heat to air; the continuous-load
// factor per PDU standard; rack and aisle heat checks on by default. And each power.* code firing
// on a change of the rules' base project (rules_fixture.h) that breaks it, quiet on one that keeps it.
#include "catalog/catalog.h"
#include "model/index.h"
#include "model/pdu_rating.h"
#include "model/power_shelf.h"
#include "model/rack_load.h"
#include "rig.h"
#include "rule_family_test.h"
#include "rules/rules.h"

#include <QtTest>

using namespace plenum;
using namespace plenum::rules;
using namespace plenum::rules::test;

namespace {

constexpr const char *kShelf = "nvidia-gb200-nvl72-power-shelf";

// One rack (budget set per test) with two busbar-fed trays (no PSUs, 4,000 W typical, 5,000 W
// maximum each) and two catalogue power shelves, each shelf's six C20 inlets split 3 on a PDU of
// feed A and 3 on one of feed B. The PDUs are a project type (no catalogue rating, so psu_rating_w)
// with the given inlet: a NEMA inlet makes it an NEC PDU (continuous 80 %), an IEC 60309 one an IEC
// PDU (continuous 100 %).
struct ShelfRack {
    Project p;
    Id phase = 0, rackType = 0, trayType = 0, shelfType = 0, pduType = 0, rack = 0, pduA = 0, pduB = 0;

    explicit ShelfRack(std::int64_t budgetW, std::int64_t pduRatingW, const std::string &inlet = "NEMA-L21-30P")
    {
        p.settings = defaultRuleSettings();
        phase = rig::phase(p, "day-one");
        const Id hall = rig::hall(p, 10000, 10000).id;
        RackType &rt = rig::rackType(p, "r48", 48);
        rt.power_budget_w = budgetW;
        rackType = rt.id;

        DeviceType tray;
        tray.id = trayType = p.allocateId();
        tray.slug = "tray";
        tray.role = "gpu-node";
        tray.airflow = Airflow::Passive;
        tray.liquid_cooled = true;
        tray.typical_power_w = 4000;
        tray.max_power_w = 5000;
        const catalog::CatalogDevice *entry = catalog::builtinCatalog().findDevice(kShelf);
        if (!entry)
            throw std::logic_error("no power shelf in the catalogue");
        DeviceType shelf = entry->type;
        shelf.id = shelfType = p.allocateId();
        DeviceType pdu;
        pdu.id = pduType = p.allocateId();
        pdu.slug = "test-pdu";
        pdu.role = "pdu";
        pdu.u_height = 0;
        pdu.airflow = Airflow::Passive;
        pdu.psu_count = 1;
        pdu.psu_rating_w = pduRatingW;
        for (int i = 1; i <= 6; ++i)
            pdu.ports.push_back({ "C19-" + std::to_string(i), "C19", "", 1, 0, Face::Front, 30, 100, false });
        pdu.ports.push_back({ "inlet", inlet, "", 1, 0, Face::Rear, 30, 20, false });
        p.device_types = { tray, shelf, pdu };

        rack = rig::rack(p, "R1", hall, rackType, {}, phase).id;
        add("tray1", trayType, 10);
        add("tray2", trayType, 11);
        const Id s1 = add("ps1", shelfType, 1), s2 = add("ps2", shelfType, 2);
        pduA = add("pdu-A1", pduType, 1);
        pduB = add("pdu-B1", pduType, 1);
        deviceRef(pduA).feed = "A";
        deviceRef(pduB).feed = "B";
        const DeviceType &st = p.device_types[1];
        int outlet = 0;
        for (Id s : { s1, s2 }) {
            int inlet = 0;
            for (int i = 0; i < int(st.ports.size()); ++i)
                if (st.ports[std::size_t(i)].connector == "C20") {
                    rig::link(p, { s, i }, { inlet < 3 ? pduA : pduB, outlet % 6 }, phase).fabric = Fabric::Power;
                    ++inlet;
                    ++outlet;
                }
        }
    }
    Id add(const std::string &name, Id type, int u) { return rig::device(p, name, type, rack, u, phase).id; }
    Device &deviceRef(Id id) { return rig::byId(p.devices, id); }
    Findings check(const std::string &code) const { return runChecks(p, { {}, { code } }); }
};

// Air-cooled racks for the heat checks: `perRack` devices of `deviceW` each (front-to-rear, no
// PSUs modelled) in racks of a `budgetW` rack type; racks[i] at x = 1000 + 700 i, facing 0° (rear
// towards −y, one hot aisle) unless turned 180° far away (another aisle).
struct AirHall {
    Project p;
    Id phase = 0, hall = 0, rackType = 0, nodeType = 0;
    std::vector<Id> racks;

    AirHall(std::int64_t budgetW, std::int64_t deviceW)
    {
        p.settings = defaultRuleSettings();
        phase = rig::phase(p, "day-one");
        hall = rig::hall(p, 20000, 12000).id;
        RackType &rt = rig::rackType(p, "r48", 48);
        rt.power_budget_w = budgetW;
        rackType = rt.id;
        DeviceType node;
        node.id = nodeType = p.allocateId();
        node.slug = "air-node";
        node.role = "gpu-node";
        node.u_height = 8;
        node.typical_power_w = deviceW;
        node.max_power_w = deviceW;
        p.device_types = { node };
    }
    Id rack(int devices, int rotation = 0, std::int64_t y = 5000)
    {
        Rack &r = rig::rack(p, "R" + std::to_string(racks.size() + 1), hall, rackType,
            { 1000 + 700 * std::int64_t(racks.size()), y }, phase);
        r.rotation_deg = rotation;
        racks.push_back(r.id);
        for (int i = 0; i < devices; ++i)
            rig::device(p, r.name + "-n" + std::to_string(i + 1), nodeType, r.id, 1 + 8 * i, phase);
        return r.id;
    }
    Findings check(const std::string &code) const { return runChecks(p, { {}, { code } }); }
};

const std::vector<Case> &familyCases()
{
    static const std::vector<Case> list {
        { "budget: 10 kW rack", "power.rack-budget", true,
            [](Fixture &f) { f.p.rack_types[0].power_budget_w = 10000; } },
        { "budget: 30 kW rack", "power.rack-budget", false, [](Fixture &) {} },
        { "feeds: both PSUs on A", "power.feed-split", true,
            [](Fixture &f) {
                for (auto &l : f.p.links)
                    if (l.a == PortRef { f.n1, 4 })
                        l.b = { f.pdus.at("R1-pdu-A1"), 5 };
            } },
        { "feeds: A and B", "power.feed-split", false, [](Fixture &) {} },
        { "redundancy: PSU2 unplugged", "power.redundancy", true,
            [](Fixture &f) {
                for (const auto &l : f.p.links)
                    if (l.a == PortRef { f.n1, 4 }) {
                        f.removeLink(l.id);
                        break;
                    }
            } },
        { "redundancy: both PSUs plugged", "power.redundancy", false, [](Fixture &) {} },
        { "feed loss: 2+0 node on two feeds", "power.feed-loss", true,
            [](Fixture &f) { f.type(f.nodeType).psu_redundant = 0; } },
        { "feed loss: 1+1 node on two feeds", "power.feed-loss", false, [](Fixture &) {} },
        { "failover: 2 x 10 kW on one 32 A PDU", "power.failover", true,
            [](Fixture &f) { f.type(f.nodeType).max_power_w = 10000; } },
        { "failover: 2 x 6 kW on one 32 A PDU", "power.failover", false, [](Fixture &) {} },
    };
    return list;
}

} // namespace

class TestRulesPower : public RuleFamilyTest {
    Q_OBJECT

public:
    TestRulesPower()
        : RuleFamilyTest(familyCases())
    {
    }

private slots:
    void catalogueShelf()
    {
        const catalog::CatalogDevice *shelf = catalog::builtinCatalog().findDevice(kShelf);
        QVERIFY(shelf);
        QCOMPARE(shelf->type.role, std::string(kPowerShelfRole));
        QCOMPARE(powerShelfEfficiency(shelf->type), 0.975);
        QCOMPARE(shelf->extras.at("rating_w"), 33000.0); // 6 × 5.5 kW (NVIDIA BCM manual)
        // The trays draw from the busbar; a device with PSUs of its own does not.
        const catalog::CatalogDevice *tray = catalog::builtinCatalog().findDevice("nvidia-gb200-nvl72-compute-tray");
        QVERIFY(tray);
        QVERIFY(busbarFed(tray->type));
        QVERIFY(!busbarFed(shelf->type));
        const catalog::CatalogDevice *dgx = catalog::builtinCatalog().findDevice("nvidia-dgx-h100");
        QVERIFY(dgx);
        QVERIFY(!busbarFed(dgx->type));
    }

    // Trays 2 × 5,000 W = 10,000 W DC; η = 0.975: AC input 10,000 / 0.975 = 10,256.41 W, loss
    // (1 − 0.975) × 10,256.41 = 256.41 W → 10,256 W. Typical: 8,000 W → loss 205.13 → 8,205 W.
    void rackLoadCountsTheShelfLoss()
    {
        const ShelfRack f(20000, 30000);
        const ProjectIndex index(f.p);
        const RackLoad load = rackLoad(f.p, index, f.rack, [](Id) { return true; });
        QCOMPARE(load.power_shelf_loss_w, std::int64_t(256));
        QCOMPARE(load.max_power_w, std::int64_t(10256));
        QCOMPARE(load.typical_power_w, std::int64_t(8205));
        const auto loads = rackLoads(f.p, index, [](Id) { return true; });
        QCOMPARE(loads.at(f.rack).max_power_w, std::int64_t(10256));
    }

    void rackBudgetCountsTheShelfLoss()
    {
        // 10,256 W against 10,200 W: over only because of the loss (the trays alone are 10,000 W).
        const Findings over = ShelfRack(10200, 30000).check("power.rack-budget");
        QCOMPARE(over.size(), std::size_t(1));
        QVERIFY2(over[0].message.find("10.3 kW (0.3 kW of it the power shelves' loss)") != std::string::npos,
            over[0].message.c_str());
        QVERIFY(ShelfRack(10300, 30000).check("power.rack-budget").empty());
    }

    // Each shelf's AC input: 10,256.41 / 2 = 5,128.2 W. After losing a feed the surviving PDU
    // carries both shelves on its 3 + 3 inlets: 10,256.4 W. Continuous rating 0.8 × rating:
    // 12,800 W → 10,240 W (fires; the trays' 10,000 W alone would pass), 12,850 W → 10,280 W (quiet).
    void failoverCarriesTheShelvesInput()
    {
        const Findings over = ShelfRack(20000, 12800).check("power.failover");
        QCOMPARE(over.size(), std::size_t(2)); // either feed lost
        QVERIFY2(over[0].message.find("carries 10.3 kW; its continuous rating is 10.2 kW (80 % of 12.8 kW, NEC)")
                != std::string::npos,
            over[0].message.c_str());
        QVERIFY(ShelfRack(20000, 12850).check("power.failover").empty());
    }

    // The continuous-load factor follows the PDU's standard. The same 10,256.4 W on an IEC 60309 PDU:
    // rated 10,250 W → continuous 10,250 W (100 %), fires; rated 10,260 W, quiet. As NEC, 10,260 W
    // would be 8,208 W continuous and fire.
    void continuousRatioPerStandard()
    {
        const ShelfRack iec(20000, 10250, "IEC-60309-532P6W");
        QCOMPARE(pduStandard(iec.p.device_types[2]), PduStandard::Iec);
        QCOMPARE(pduContinuousW(iec.p.device_types[2], iec.p.settings), 10250.0);
        const Findings over = iec.check("power.failover");
        QCOMPARE(over.size(), std::size_t(2));
        QVERIFY2(over[0].message.find("its continuous rating is 10.2 kW (100 % of 10.2 kW, IEC)") != std::string::npos,
            over[0].message.c_str());
        QVERIFY(ShelfRack(20000, 10260, "IEC-60309-532P6W").check("power.failover").empty());
        const ShelfRack nec(20000, 10260, "NEMA-L21-30P");
        QCOMPARE(pduStandard(nec.p.device_types[2]), PduStandard::Nec);
        QCOMPARE(pduContinuousW(nec.p.device_types[2], nec.p.settings), 8208.0);
        QCOMPARE(nec.check("power.failover").size(), std::size_t(2));
        // The catalogue's 32 A PDU has an IEC 60309 inlet: 3 × 230 V × 32 A = 22,080 W continuous.
        const catalog::CatalogDevice *pdu32 = catalog::builtinCatalog().findDevice("pdu-3ph-415v-32a");
        QVERIFY(pdu32);
        QCOMPARE(pduContinuousW(pdu32->type, defaultRuleSettings()), 22080.0);
        // A project setting changes the IEC factor (e.g. a site that derates to 90 %).
        RuleSettings derated = defaultRuleSettings();
        derated["power.iec_continuous_ratio"] = 0.9;
        QCOMPARE(pduContinuousW(pdu32->type, derated), 19872.0);
    }

    // Heat checks on by default (issue #16). Four 10,250 W air-cooled nodes: 41.0 kW to air in a
    // 45 kW rack, over the 40 kW contained-air ceiling: a warning; four of 9,900 W (39.6 kW) pass.
    void rackHeatDefaultCeiling()
    {
        AirHall hot(45000, 10250);
        hot.rack(4);
        const Findings f = hot.check("airflow.rack-heat");
        QCOMPARE(f.size(), std::size_t(1));
        QVERIFY(f[0].severity == Severity::Warning);
        QVERIFY2(f[0].message.find("gives 41.0 kW of heat to air, more than air removes from one contained rack "
                                   "(40.0 kW)")
                != std::string::npos,
            f[0].message.c_str());
        AirHall cool(45000, 9900);
        cool.rack(4);
        QVERIFY(cool.check("airflow.rack-heat").empty());
    }

    // The rack type's budget when it is lower than the ceiling: 3 × 10,250 = 30.75 kW in a 30 kW rack.
    void rackHeatDefaultBudget()
    {
        AirHall h(30000, 10250);
        h.rack(3);
        const Findings f = h.check("airflow.rack-heat");
        QCOMPARE(f.size(), std::size_t(1));
        QVERIFY2(f[0].message.find("30.8 kW of heat to air, more than its rack type's power budget (30.0 kW)")
                != std::string::npos,
            f[0].message.c_str());
    }

    // A set per-rack cooling replaces the default and makes it an error: 41.0 kW against 40.5 kW
    // fires, against 50 kW (above the default ceiling) passes.
    void rackHeatSetCooling()
    {
        AirHall h(45000, 10250);
        h.rack(4);
        h.p.settings["airflow.rack_cooling_w"] = 40500;
        const Findings f = h.check("airflow.rack-heat");
        QCOMPARE(f.size(), std::size_t(1));
        QVERIFY(f[0].severity == Severity::Error);
        h.p.settings["airflow.rack_cooling_w"] = 50000;
        QVERIFY(h.check("airflow.rack-heat").empty());
    }

    // Liquid-cooled trays give 1 − 0.8 of their heat to air, the shelves all of their loss:
    // 0.2 × 10,000 + 256.41 = 2,256.4 W. Cooling 2,250 W fires, 2,260 W passes.
    void rackHeatCountsTheShelfLoss()
    {
        ShelfRack f(20000, 30000);
        f.p.device_types[0].liquid_cooled = true;
        f.p.settings["airflow.rack_cooling_w"] = 2250;
        const Findings over = f.check("airflow.rack-heat");
        QCOMPARE(over.size(), std::size_t(1));
        QVERIFY2(over[0].message.find("gives 2.3 kW") != std::string::npos, over[0].message.c_str());
        f.p.settings["airflow.rack_cooling_w"] = 2260;
        QVERIFY(f.check("airflow.rack-heat").empty());
    }

    // Aisle share of the hall's cooling: R1, R2 (20.5 kW each) share one hot aisle, R3 (10.25 kW,
    // turned 180° at y = 9 m) another. Hall 60 kW over 3 racks: the first aisle's share is
    // 60 × 2 / 3 = 40 kW < 41 kW (warning), the second's 20 kW > 10.25 kW. Hall 62 kW: 41.33 kW, quiet.
    void aisleHeatShareOfTheHall()
    {
        AirHall h(45000, 10250);
        h.rack(2);
        h.rack(2);
        h.rack(1, 180, 9000);
        h.p.halls[0].cooling_capacity_w = 60000;
        const Findings f = h.check("airflow.aisle-heat");
        QCOMPARE(f.size(), std::size_t(1));
        QVERIFY(f[0].severity == Severity::Warning);
        QVERIFY2(f[0].message.find("takes 41.0 kW from 2 racks, more than their share of hall H's cooling (40.0 kW)")
                != std::string::npos,
            f[0].message.c_str());
        h.p.halls[0].cooling_capacity_w = 62000;
        QVERIFY(h.check("airflow.aisle-heat").empty());
        h.p.halls[0].cooling_capacity_w = 0; // not modelled: no default aisle check
        QVERIFY(h.check("airflow.aisle-heat").empty());
    }

    // A shelf type of the project's own (no catalogue efficiency) counts its max_power_w as before.
    void shelfWithoutEfficiencyCountsItsOwnFigure()
    {
        ShelfRack f(20000, 30000);
        DeviceType &shelf = f.p.device_types[1];
        shelf.slug = "own-shelf";
        shelf.max_power_w = 700;
        shelf.typical_power_w = 500;
        const ProjectIndex index(f.p);
        const RackLoad load = rackLoad(f.p, index, f.rack, [](Id) { return true; });
        QCOMPARE(load.power_shelf_loss_w, std::int64_t(0));
        QCOMPARE(load.max_power_w, std::int64_t(10000 + 2 * 700));
    }
};

QTEST_GUILESS_MAIN(TestRulesPower)
#include "test_rules_power.moc"

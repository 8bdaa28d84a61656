// SPDX-License-Identifier: GPL-3.0-or-later
// The base project of the design rule tests (DESIGN.md §7) and the runner of their cases: every
// rule code fires on a hand-made change of this project that breaks it and stays quiet on one that
// keeps it. The base project is clean: one hall, one row facing 0°, rack R1 with two GPU nodes
// (ports rear, 1+1 PSUs on feeds A and B) and rack R2 with a leaf (ports front, 800G ports split
// 2 × 400G), 8U racks filled with blanking panels, a data ladder, a fibre runway and a power tray
// over the row, and one routed ACC cable per node-leaf link. The cases of each family of codes (the
// part before the dot) are in tests/core/test_rules_<family>.cpp; test_rules.cpp checks that every
// declared code has its family there.
#pragma once

#include "model/index.h"
#include "rig.h"
#include "rules/rules.h"

#include <QtTest>

#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace plenum::rules::test {

struct Fixture {
    Project p;
    Id dayOne = 0, target = 0, hall = 0, row = 0, rackType = 0;
    Id nodeType = 0, leafType = 0, pduType = 0, blankType = 0, mgmtType = 0;
    Id r1 = 0, r2 = 0, n1 = 0, n2 = 0, leaf = 0;
    Id ladder = 0, runway = 0, powerTray = 0;
    Id link1 = 0, link2 = 0, cable1 = 0, cable2 = 0;
    std::map<std::string, Id> pdus;

    Fixture()
    {
        p.settings = defaultRuleSettings();
        dayOne = rig::phase(p, "day-one");
        target = rig::phase(p, "target");
        hall = rig::hall(p, 20000, 10000).id;
        Row rw;
        rw.id = row = p.allocateId();
        rw.hall = hall;
        rw.name = "A";
        rw.facing_deg = 0;
        p.rows = { rw };
        RackType &rt = rig::rackType(p, "r8", 8);
        rt.power_budget_w = 30000;
        rt.static_load_kg = 1000;
        // A network cabinet's rails set back from the doors (racks.yaml): the leaf's front OSFP
        // ports take a 40 mm plug and a 94 mm copper bend, 134 mm (cable.bend-radius cases).
        rt.door_clearance_mm = 200;
        rackType = rt.id;

        DeviceType node;
        node.id = nodeType = p.allocateId();
        node.slug = "node";
        node.model = "Node";
        node.role = "gpu-node";
        node.gpus = 8;
        node.u_height = 2;
        node.depth_mm = 800;
        node.max_power_w = 6000;
        node.weight_kg = 60;
        node.psu_count = 2;
        node.psu_redundant = 1;
        node.ports = { { "r0", "OSFP", "c0", 4, 400, Face::Rear, 60, 40, false },
            { "r1", "OSFP", "c1", 4, 400, Face::Rear, 150, 40, false },
            { "BMC", "RJ45", "", 1, 1, Face::Rear, 300, 40, true },
            { "PSU1", "C20", "", 1, 0, Face::Rear, 400, 40, false },
            { "PSU2", "C20", "", 1, 0, Face::Rear, 450, 40, false } };
        DeviceType sw;
        sw.id = leafType = p.allocateId();
        sw.slug = "leaf";
        sw.model = "Leaf";
        sw.role = "leaf";
        sw.u_height = 1;
        sw.depth_mm = 600;
        sw.max_power_w = 1500;
        sw.weight_kg = 15;
        sw.psu_count = 2;
        sw.psu_redundant = 1;
        for (int i = 1; i <= 4; ++i)
            sw.ports.push_back({ "p" + std::to_string(i), "OSFP", "", 8, 800, Face::Front, 20 * i, 10, false });
        sw.ports.push_back({ "mgmt0", "RJ45", "", 1, 1, Face::Rear, 30, 20, true });
        sw.ports.push_back({ "PSU1", "C14", "", 1, 0, Face::Rear, 380, 20, false });
        sw.ports.push_back({ "PSU2", "C14", "", 1, 0, Face::Rear, 440, 20, false });
        DeviceType mgmt = sw;
        mgmt.id = mgmtType = p.allocateId();
        mgmt.slug = "mgmt";
        mgmt.model = "Mgmt";
        mgmt.role = "management";
        mgmt.ports = { { "swp1", "RJ45", "", 1, 1, Face::Front, 20, 10, false } };
        DeviceType pdu;
        pdu.id = pduType = p.allocateId();
        pdu.slug = "pdu-3ph-415v-32a"; // the catalogue's rating_w: 22,080 W
        pdu.model = "PDU";
        pdu.role = "pdu";
        pdu.u_height = 0;
        pdu.depth_mm = 60;
        pdu.airflow = Airflow::Passive;
        pdu.psu_count = 1;
        pdu.psu_rating_w = 22080;
        for (int i = 1; i <= 4; ++i) {
            pdu.ports.push_back({ "C13-" + std::to_string(i), "C13", "", 1, 0, Face::Front, 30, 100, false });
            pdu.ports.push_back({ "C19-" + std::to_string(i), "C19", "", 1, 0, Face::Front, 30, 100, false });
        }
        DeviceType blank;
        blank.id = blankType = p.allocateId();
        blank.slug = "blank";
        blank.model = "Blank";
        blank.role = "blanking";
        blank.u_height = 1;
        blank.depth_mm = 10;
        blank.airflow = Airflow::Passive;
        p.device_types = { node, sw, mgmt, pdu, blank };

        r1 = rack("R1", 3000, 5000);
        r2 = rack("R2", 3600, 5000);
        n1 = device("n1", nodeType, r1, 1);
        n2 = device("n2", nodeType, r1, 3);
        leaf = device("leaf1", leafType, r2, 1);
        device(n2).su = 0;
        device(n1).su = 0;
        device(leaf).su = 0;
        device(leaf).rail = 0;
        for (int u = 5; u <= 8; ++u)
            device("R1-blank-" + std::to_string(u), blankType, r1, u);
        for (int u = 2; u <= 8; ++u)
            device("R2-blank-" + std::to_string(u), blankType, r2, u);
        for (const char *rackName : { "R1", "R2" })
            for (const char *feed : { "A1", "B1" }) {
                const std::string name = std::string(rackName) + "-pdu-" + feed;
                pdus[name] = device(name, pduType, rackName == std::string("R1") ? r1 : r2, 1);
                device(pdus[name]).feed = std::string(1, feed[0]);
            }
        // Every link has its cable (a routed project): power cords stay in their rack.
        cord(power(n1, 3, "R1-pdu-A1", 1), "power-c19");
        cord(power(n1, 4, "R1-pdu-B1", 1), "power-c19");
        cord(power(n2, 3, "R1-pdu-A1", 3), "power-c19");
        cord(power(n2, 4, "R1-pdu-B1", 3), "power-c19");
        cord(power(leaf, 5, "R2-pdu-A1", 0), "power-c13");
        cord(power(leaf, 6, "R2-pdu-B1", 0), "power-c13");

        ladder = pathway("ladder-A", Service::Data, 2500);
        runway = pathway("runway-A", Service::Fiber, 2800);
        powerTray = pathway("power-A", Service::Power, 2200);
        link1 = link({ n1, 0 }, { leaf, 0 }, Fabric::Compute, Tier::NodeLeaf);
        link2 = link({ n2, 0 }, { leaf, 0 }, Fabric::Compute, Tier::NodeLeaf);
        cable1 = cable(link1, "acc", "MCA4J80-N004", 3200, 4000, { { ladder, 0 } });
        cable2 = cable(link2, "acc", "MCA4J80-N004", 3300, 4000, { { ladder, 1 } });
    }

    Id rack(const std::string &name, std::int64_t x, std::int64_t y)
    {
        Rack &r = rig::rack(p, name, hall, rackType, { x, y }, dayOne);
        r.row = row;
        return r.id;
    }
    Id device(const std::string &name, Id type, Id rackId, int u)
    {
        return rig::device(p, name, type, rackId, u, dayOne).id;
    }
    Device &device(Id id) { return rig::byId(p.devices, id); }
    DeviceType &type(Id id) { return rig::byId(p.device_types, id); }
    Rack &rackRef(Id id) { return rig::byId(p.racks, id); }
    RackType &rackTypeRef() { return rig::byId(p.rack_types, rackType); }
    Link &linkRef(Id id) { return rig::byId(p.links, id); }
    Cable &cableRef(Id id) { return rig::byId(p.cables, id); }
    Id link(PortRef a, PortRef b, Fabric fabric, Tier tier)
    {
        Link &l = rig::link(p, a, b, dayOne);
        l.fabric = fabric;
        l.tier = tier;
        return l.id;
    }
    // PSU port `port` of `dev` to outlet C19-k (k ≥ 1) or C13-1 (k = 0) of a PDU.
    Id power(Id dev, int port, const std::string &pdu, int k)
    {
        const int outlet = k == 0 ? 0 : 2 * (k - 1) + 1;
        return link({ dev, port }, { pdus.at(pdu), outlet }, Fabric::Power, Tier::Power);
    }
    // A 1 m power cord of `media` ("power-c13" or "power-c19") for a power link, 0.8 m required.
    Id cord(Id linkId, const std::string &media)
    {
        return cable(linkId, media, media == "power-c13" ? "power-c13-c14-001" : "power-c19-c20-001", 800, 1000, {});
    }
    Id pathway(const std::string &name, Service service, std::int64_t z)
    {
        Pathway pw;
        pw.id = p.allocateId();
        pw.name = name;
        pw.hall = hall;
        pw.service = service;
        pw.points = { { 2000, 5000, z }, { 3300, 5000, z }, { 5000, 5000, z } };
        pw.width_mm = 300;
        pw.loading_depth_mm = 100;
        pw.phase = dayOne;
        p.pathways.push_back(pw);
        return pw.id;
    }
    Id cable(Id linkId, const std::string &media, const std::string &sku, std::int64_t required, std::int64_t ordered,
        std::vector<RouteStep> route)
    {
        Cable c;
        c.id = p.allocateId();
        c.link = linkId;
        c.label = "C" + std::to_string(linkId);
        c.media = media;
        c.sku = sku;
        c.required_length_mm = required;
        c.ordered_length_mm = ordered;
        c.route = std::move(route);
        c.slack_location = "ladder-A above R1";
        if (!c.route.empty()) {
            c.slack.pathway = c.route.front().pathway;
            c.slack.segment = c.route.front().segment;
        }
        c.phase = dayOne;
        p.cables.push_back(c);
        return c.id;
    }
    // The cable as an OM4 MPO trunk on the fibre runway between twin-port SR4 optics (MMA4Z00-NS).
    void fibre(Id id)
    {
        Cable &c = cableRef(id);
        c.media = "mmf-mpo";
        c.sku = "MFP7E10-N005";
        c.ordered_length_mm = 5000;
        c.route = { { runway, 0 } };
        c.slack.pathway = runway;
        c.slack.segment = 0;
        c.transceiver_a = c.transceiver_b = "MMA4Z00-NS";
    }
    void removeLink(Id id)
    {
        std::erase_if(p.links, [&](const Link &l) { return l.id == id; });
        std::erase_if(p.cables, [&](const Cable &c) { return c.link == id; });
    }
    void removeDevice(Id id)
    {
        std::erase_if(p.devices, [&](const Device &d) { return d.id == id; });
    }
    Id obstacle(std::int64_t x0, std::int64_t y0, std::int64_t x1, std::int64_t y1)
    {
        Obstacle o;
        o.id = p.allocateId();
        o.hall = hall;
        o.name = "column";
        o.outline = { { x0, y0 }, { x1, y0 }, { x1, y1 }, { x0, y1 } };
        p.obstacles.push_back(o);
        return o.id;
    }
    // A fabric manager (two 400G fabric ports) in R2's U2, its ports left unconnected.
    Id fabricManager()
    {
        DeviceType t;
        t.id = p.allocateId();
        t.slug = "ufm";
        t.model = "UFM";
        t.role = "fabric-manager";
        t.u_height = 1;
        t.depth_mm = 600;
        t.ports = { { "ib0", "OSFP", "", 4, 400, Face::Rear, 200, 20, false },
            { "ib1", "OSFP", "", 4, 400, Face::Rear, 230, 20, false },
            { "eth0", "RJ45", "", 1, 10, Face::Rear, 100, 20, true } };
        p.device_types.push_back(t);
        removeDevice([&] {
            for (const auto &d : p.devices)
                if (d.name == "R2-blank-2")
                    return d.id;
            return Id(0);
        }());
        return device("ufm-01", t.id, r2, 2);
    }
    Id spine()
    {
        const Id s = device("spine1", leafType, r2, 2);
        removeDevice([&] {
            for (const auto &d : p.devices)
                if (d.name == "R2-blank-2")
                    return d.id;
            return Id(0);
        }());
        link({ leaf, 3 }, { s, 0 }, Fabric::Compute, Tier::LeafSpine);
        return s;
    }
};

// One change of the base project and whether `code` must be among the findings after it.
struct Case {
    const char *name;
    const char *code;
    bool fires;
    std::function<void(Fixture &)> change;
};

inline bool has(const Findings &findings, const std::string &code)
{
    return std::any_of(findings.begin(), findings.end(), [&](const Finding &f) { return f.code == code; });
}

inline std::string dump(const Findings &findings)
{
    std::string s;
    for (const auto &f : findings)
        s += "\n  " + f.code + ": " + f.message;
    return s;
}

// The family of a rule code: the part before the first dot ("cable" of "cable.reach").
inline std::string familyOf(std::string_view code)
{
    return std::string(code.substr(0, code.find('.')));
}

// rule_data() of a family's test: one row (its index) per case.
inline void addCaseRows(const std::vector<Case> &cases)
{
    QTest::addColumn<int>("index");
    for (std::size_t i = 0; i < cases.size(); ++i)
        QTest::addRow("%s %s", cases[i].code, cases[i].name) << int(i);
}

// rule() of a family's test: the change applied to a fresh base project, the code found or not,
// and every finding with a title, a message and an object.
inline void checkCase(const Case &c)
{
    Fixture f;
    c.change(f);
    const Findings findings = runChecks(f.p);
    QVERIFY2(has(findings, c.code) == c.fires,
        (std::string(c.fires ? "expected " : "did not expect ") + c.code + " among:" + dump(findings)).c_str());
    for (const auto &finding : findings) {
        QVERIFY(!finding.title.empty());
        QVERIFY(!finding.message.empty());
        QVERIFY(!finding.objects.empty());
    }
}

// Every code of `family` a rule declares is exercised by a firing and a quiet case of `cases`,
// every case is of that family, and every code a case expects is declared.
inline void checkFamilyIsTested(const std::vector<Case> &cases, const std::string &family)
{
    std::set<std::string> declared, fired, quiet;
    for (const auto &rule : allRules())
        for (const auto &code : rule->codes())
            if (familyOf(code.code) == family)
                declared.insert(code.code);
    QVERIFY2(!declared.empty(), ("no rule declares a code of family " + family).c_str());
    for (const auto &c : cases) {
        QVERIFY2(familyOf(c.code) == family, (std::string(c.code) + " is not of family " + family).c_str());
        (c.fires ? fired : quiet).insert(c.code);
    }
    for (const auto &code : declared) {
        QVERIFY2(fired.count(code), ("no firing case for " + code).c_str());
        QVERIFY2(quiet.count(code), ("no quiet case for " + code).c_str());
    }
    for (const auto &code : fired)
        QVERIFY2(declared.count(code), ("undeclared code " + code).c_str());
}

} // namespace plenum::rules::test

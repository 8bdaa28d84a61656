// SPDX-License-Identifier: GPL-3.0-or-later
// The design rule checker (DESIGN.md §7): every rule code fires on a hand-made project that breaks
// it and stays quiet on one that keeps it. The base project is clean: one hall, one row facing 0°,
// rack R1 with two GPU nodes (ports rear, 1+1 PSUs on feeds A and B) and rack R2 with a leaf
// (ports front, 800G ports split 2 × 400G), 8U racks filled with blanking panels, a data ladder,
// a fibre runway and a power tray over the row, and one routed ACC cable per node-leaf link.
#include "model/index.h"
#include "rules/rules.h"

#include <QtTest>

#include <functional>
#include <set>

using namespace plenum;
using namespace plenum::rules;

namespace {

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
        dayOne = p.allocateId();
        target = p.allocateId();
        p.phases = { { dayOne, "day-one" }, { target, "target" } };
        Hall h;
        h.id = hall = p.allocateId();
        h.name = "H";
        h.outline = { { 0, 0 }, { 20000, 0 }, { 20000, 10000 }, { 0, 10000 } };
        p.halls = { h };
        Row rw;
        rw.id = row = p.allocateId();
        rw.hall = hall;
        rw.name = "A";
        rw.facing_deg = 0;
        p.rows = { rw };
        RackType rt;
        rt.id = rackType = p.allocateId();
        rt.slug = "r8";
        rt.width_mm = 600;
        rt.depth_mm = 1200;
        rt.height_u = 8;
        rt.power_budget_w = 30000;
        rt.static_load_kg = 1000;
        p.rack_types = { rt };

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
        Rack r;
        r.id = p.allocateId();
        r.name = name;
        r.hall = hall;
        r.row = row;
        r.rack_type = rackType;
        r.position = { x, y };
        r.phase = dayOne;
        p.racks.push_back(r);
        return r.id;
    }
    Id device(const std::string &name, Id type, Id rackId, int u)
    {
        Device d;
        d.id = p.allocateId();
        d.name = name;
        d.device_type = type;
        d.rack = rackId;
        d.u_position = u;
        d.phase = dayOne;
        p.devices.push_back(d);
        return d.id;
    }
    Device &device(Id id)
    {
        for (auto &d : p.devices)
            if (d.id == id)
                return d;
        throw std::logic_error("no device");
    }
    DeviceType &type(Id id)
    {
        for (auto &t : p.device_types)
            if (t.id == id)
                return t;
        throw std::logic_error("no type");
    }
    Rack &rackRef(Id id)
    {
        for (auto &r : p.racks)
            if (r.id == id)
                return r;
        throw std::logic_error("no rack");
    }
    Link &linkRef(Id id)
    {
        for (auto &l : p.links)
            if (l.id == id)
                return l;
        throw std::logic_error("no link");
    }
    Cable &cableRef(Id id)
    {
        for (auto &c : p.cables)
            if (c.id == id)
                return c;
        throw std::logic_error("no cable");
    }
    Id link(PortRef a, PortRef b, Fabric fabric, Tier tier)
    {
        Link l;
        l.id = p.allocateId();
        l.a = a;
        l.b = b;
        l.fabric = fabric;
        l.tier = tier;
        l.phase = dayOne;
        p.links.push_back(l);
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

struct Case {
    const char *name;
    const char *code;
    bool fires;
    std::function<void(Fixture &)> change;
};

const std::vector<Case> &cases()
{
    static const std::vector<Case> list {
        // cable
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
        // The same run at 29.9 m is ordered at 30 m: 0.1 m of slack.
        { "slack: 29.9 m run ordered at 30 m", "cable.slack", false,
            [](Fixture &f) {
                const Id l = f.link({ f.n1, 2 }, { f.leaf, 4 }, Fabric::OutOfBand, Tier::Management);
                f.cable(l, "cat6a", "cat6a-rj45-1g-30M", 29900, 30000, { { f.ladder, 0 } });
            } },
        { "slack: 0.8 m of 3.2 m", "cable.slack", false, [](Fixture &) {} },
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
        // R1 and R2 each hold an end of cable1 and cable2 (ACC, OD 9.4 mm: 69.4 mm² each): 138.8 mm²;
        // R1 also holds four C19 cords (OD 10 mm: 78.5 mm² each), R2 two C13 cords (OD 7 mm: 38.5 mm²
        // each): R1 452.9 mm², R2 215.8 mm².
        { "cable manager: 452.9 mm² in 200 mm² at 50 %", "rack.cable-manager", true,
            [](Fixture &f) { f.p.rack_types[0].cable_manager_area_mm2 = 200; } },
        { "cable manager: 452.9 mm² in 1000 mm² at 50 %", "rack.cable-manager", false,
            [](Fixture &f) { f.p.rack_types[0].cable_manager_area_mm2 = 1000; } },
        // 800 mm of slack coiled 100 mm high in R1: ⌈800 / (π × 100)⌉ = 3 turns, 6 × 69.4 = 416.4 mm²;
        // R1 then holds 869.3 mm².
        { "cable manager: a 3-turn coil in R1, 1800 mm² at 50 %", "rack.cable-manager", false,
            [](Fixture &f) {
                f.p.rack_types[0].cable_manager_area_mm2 = 1800;
                f.cableRef(f.cable1).slack = { f.r1, Face::Front, 150, 250, kNoId, 0 };
            } },
        { "cable manager: the same coil, 1700 mm² at 50 %", "rack.cable-manager", true,
            [](Fixture &f) {
                f.p.rack_types[0].cable_manager_area_mm2 = 1700;
                f.cableRef(f.cable1).slack = { f.r1, Face::Front, 150, 250, kNoId, 0 };
            } },
        { "bend radius: 80 mm door clearance", "cable.bend-radius", true,
            [](Fixture &f) { f.p.settings["rack.door_clearance_mm"] = 80; } },
        { "bend radius: 100 mm door clearance", "cable.bend-radius", false,
            [](Fixture &f) { f.p.settings["rack.door_clearance_mm"] = 100; } },
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
        // pathway
        { "fill: 1 mm ladder", "pathway.fill", true,
            [](Fixture &f) {
                for (auto &pw : f.p.pathways)
                    if (pw.id == f.ladder)
                        pw.width_mm = 1;
            } },
        { "fill: 300 mm ladder", "pathway.fill", false, [](Fixture &) {} },
        // Each ladder segment carries one ACC (0.045 kg/m) and its 0.8 m or 0.7 m coil on a 1.3 m
        // or 1.7 m segment: well under 74.4 kg/m; a project rating its trays at 0.01 kg/m is over.
        { "load: one ACC per ladder segment", "pathway.load", false, [](Fixture &) {} },
        { "load: the same on trays rated 0.01 kg/m", "pathway.load", true,
            [](Fixture &f) { f.p.settings["pathway.max_load_kg_per_m"] = 0.01; } },
        // One ACC (OD 9.4 mm: 69.4 mm²) per segment in a 1 × 150 mm pathway: a ladder allows
        // 50 % = 75 mm², a solid-bottom tray 40 % = 60 mm² (NEC 392.22). Their slack is given no
        // place here (coiled on the tray it would fill it too: test_slack_fill).
        { "fill: 69.4 mm² in a 1 x 150 mm ladder", "pathway.fill", false,
            [](Fixture &f) {
                f.cableRef(f.cable1).slack = {};
                f.cableRef(f.cable2).slack = {};
                for (auto &pw : f.p.pathways)
                    if (pw.id == f.ladder) {
                        pw.width_mm = 1;
                        pw.loading_depth_mm = 150;
                    }
            } },
        { "fill: the same in a solid-bottom tray", "pathway.fill", true,
            [](Fixture &f) {
                f.cableRef(f.cable1).slack = {};
                f.cableRef(f.cable2).slack = {};
                for (auto &pw : f.p.pathways)
                    if (pw.id == f.ladder) {
                        pw.width_mm = 1;
                        pw.loading_depth_mm = 150;
                        pw.kind = PathwayKind::Tray;
                    }
            } },
        { "fill: over at target only, checked at target", "pathway.fill", true,
            [](Fixture &f) {
                for (auto &pw : f.p.pathways)
                    if (pw.id == f.ladder)
                        pw.width_mm = 2;
                f.cableRef(f.cable2).phase = f.target;
                f.linkRef(f.link2).phase = f.target;
                f.cableRef(f.cable2).route = { { f.ladder, 0 } };
            } },
        { "power and data: ACC in the power tray", "pathway.power-data", true,
            [](Fixture &f) {
                f.cableRef(f.cable1).route = { { f.powerTray, 0 } };
            } },
        { "power and data: power cord in the power tray", "pathway.power-data", false,
            [](Fixture &f) {
                f.cable(f.p.links[0].id, "power-c19", "power-c19-c20-1M", 800, 1000, { { f.powerTray, 0 } });
            } },
        { "fibre in copper: MPO on the ladder", "pathway.fibre-in-copper", true,
            [](Fixture &f) {
                auto &c = f.cableRef(f.cable1);
                c.media = "mmf-mpo";
                c.sku = "MFP7E10-N005";
            } },
        { "fibre in copper: MPO on the runway", "pathway.fibre-in-copper", false,
            [](Fixture &f) {
                auto &c = f.cableRef(f.cable1);
                c.media = "mmf-mpo";
                c.sku = "MFP7E10-N005";
                c.route = { { f.runway, 0 } };
            } },
        { "fibre in copper: not separated", "pathway.fibre-in-copper", false,
            [](Fixture &f) {
                auto &c = f.cableRef(f.cable1);
                c.media = "mmf-mpo";
                c.sku = "MFP7E10-N005";
                f.p.settings["pathway.separate_fibre"] = 0;
            } },
        // airflow
        { "facing: R1 turned round", "airflow.rack-facing", true,
            [](Fixture &f) { f.rackRef(f.r1).rotation_deg = 180; } },
        { "facing: R1 with its row", "airflow.rack-facing", false, [](Fixture &) {} },
        { "intake: node mounted reversed", "airflow.intake", true, [](Fixture &f) { f.device(f.n1).reversed = true; } },
        { "intake: rear-to-front node", "airflow.intake", true,
            [](Fixture &f) { f.type(f.nodeType).airflow = Airflow::RearToFront; } },
        { "intake: front-to-rear node", "airflow.intake", false, [](Fixture &) {} },
        { "side to side: left-to-right node", "airflow.side-to-side", true,
            [](Fixture &f) { f.type(f.nodeType).airflow = Airflow::LeftToRight; } },
        { "side to side: front-to-rear node", "airflow.side-to-side", false, [](Fixture &) {} },
        { "switch ports: reversed port-side-intake switch in a GPU rack", "airflow.switch-ports", true,
            [](Fixture &f) {
                f.removeDevice(f.p.devices[5].id);
                const Id m = f.device("R1-mgmt", f.mgmtType, f.r1, 5);
                f.device(m).reversed = true;
            } },
        { "switch ports: reversed port-side-exhaust switch", "airflow.switch-ports", false,
            [](Fixture &f) {
                f.removeDevice(f.p.devices[5].id);
                f.type(f.mgmtType).airflow = Airflow::RearToFront;
                const Id m = f.device("R1-mgmt", f.mgmtType, f.r1, 5);
                f.device(m).reversed = true;
            } },
        { "switch orientation: ports on the cold side of a GPU rack", "airflow.switch-orientation", true,
            [](Fixture &f) {
                f.removeDevice(f.p.devices[5].id);
                f.device("R1-mgmt", f.mgmtType, f.r1, 5);
            } },
        { "switch orientation: switch outside GPU racks", "airflow.switch-orientation", false, [](Fixture &) {} },
        { "blanking: U6 open", "airflow.blanking", true, [](Fixture &f) { f.removeDevice(f.p.devices[6].id); } },
        { "blanking: every U filled", "airflow.blanking", false, [](Fixture &) {} },
        { "blanking: not required", "airflow.blanking", false,
            [](Fixture &f) {
                f.removeDevice(f.p.devices[6].id);
                f.p.settings["airflow.blanking_required"] = 0;
            } },
        { "rack heat: 10 kW cooling", "airflow.rack-heat", true,
            [](Fixture &f) { f.p.settings["airflow.rack_cooling_w"] = 10000; } },
        { "rack heat: 20 kW cooling", "airflow.rack-heat", false,
            [](Fixture &f) { f.p.settings["airflow.rack_cooling_w"] = 20000; } },
        { "aisle heat: 10 kW aisle", "airflow.aisle-heat", true,
            [](Fixture &f) { f.p.settings["airflow.aisle_cooling_w"] = 10000; } },
        { "aisle heat: 50 kW aisle", "airflow.aisle-heat", false,
            [](Fixture &f) { f.p.settings["airflow.aisle_cooling_w"] = 50000; } },
        { "hall heat: 10 kW hall", "airflow.hall-heat", true,
            [](Fixture &f) { f.p.halls[0].cooling_capacity_w = 10000; } },
        { "hall heat: 100 kW hall", "airflow.hall-heat", false,
            [](Fixture &f) { f.p.halls[0].cooling_capacity_w = 100000; } },
        // power
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
        // space
        { "overlap: n2 at U2", "space.u-overlap", true, [](Fixture &f) { f.device(f.n2).u_position = 2; } },
        { "overlap: n2 above the top", "space.u-overlap", true,
            [](Fixture &f) {
                f.removeDevice(f.p.devices[8].id);
                f.device(f.n2).u_position = 8;
            } },
        { "overlap: 0U PDUs at U1", "space.u-overlap", false, [](Fixture &) {} },
        { "depth: 1300 mm node", "space.depth", true, [](Fixture &f) { f.type(f.nodeType).depth_mm = 1300; } },
        { "depth: 800 mm node", "space.depth", false, [](Fixture &) {} },
        { "outside: R1 across the wall", "space.outside-hall", true,
            [](Fixture &f) {
                f.rackRef(f.r1).position = { 100, 5000 };
            } },
        { "outside: R1 inside", "space.outside-hall", false, [](Fixture &) {} },
        { "obstacle: column under R1", "space.obstacle", true, [](Fixture &f) { f.obstacle(2900, 4900, 3100, 5100); } },
        { "obstacle: column far away", "space.obstacle", false,
            [](Fixture &f) { f.obstacle(15000, 8000, 15400, 8400); } },
        { "clearance: column 300 mm from R1", "space.clearance", true,
            [](Fixture &f) { f.obstacle(2400, 5800, 2600, 6000); } },
        { "clearance: column 1 m from R1", "space.clearance", false,
            [](Fixture &f) { f.obstacle(1700, 6600, 1900, 6800); } },
        { "rack overlap: R2 dropped onto R1", "space.rack-overlap", true,
            [](Fixture &f) { f.rackRef(f.r2).position = f.rackRef(f.r1).position; } },
        { "rack overlap: R2 300 mm into R1", "space.rack-overlap", true,
            [](Fixture &f) {
                f.rackRef(f.r2).position = { f.rackRef(f.r1).position.x_mm + 300, f.rackRef(f.r1).position.y_mm };
            } },
        { "rack overlap: R2 side by side with R1", "space.rack-overlap", false,
            [](Fixture &f) {
                f.rackRef(f.r2).position = { f.rackRef(f.r1).position.x_mm + 600, f.rackRef(f.r1).position.y_mm };
            } },
        { "rack overlap: R2 in the next row", "space.rack-overlap", false,
            [](Fixture &f) {
                f.rackRef(f.r2).position = { f.rackRef(f.r1).position.x_mm, 8000 };
            } },
        { "weight: 100 kg rack", "space.rack-weight", true,
            [](Fixture &f) { f.p.rack_types[0].static_load_kg = 100; } },
        { "weight: 1000 kg rack", "space.rack-weight", false, [](Fixture &) {} },
        { "floor: rated 100 kg/m2", "space.floor-load", true,
            [](Fixture &f) { f.p.settings["space.floor_rating_kg_m2"] = 100; } },
        { "floor: rated 1000 kg/m2", "space.floor-load", false,
            [](Fixture &f) { f.p.settings["space.floor_rating_kg_m2"] = 1000; } },
        // R1 (front face y 5600, width x 2700-3300): a column 600 mm in front narrows its cold
        // aisle below 1000 mm; one 1100 mm in front does not.
        { "aisle: column 600 mm before R1", "space.aisle-width", true,
            [](Fixture &f) { f.obstacle(2900, 6200, 3100, 6400); } },
        { "aisle: column 1100 mm before R1", "space.aisle-width", false,
            [](Fixture &f) { f.obstacle(2900, 6700, 3100, 6900); } },
        // A reservation of U 1-2 of R1 (where day-one n1 sits at U1) for the target phase fires;
        // the same range held for day-one, n1's own phase, does not.
        { "reservation: R1 U1-2 held for target", "space.reservation", true,
            [](Fixture &f) {
                f.p.reservations.push_back({ f.p.allocateId(), "later", f.target, kNoId, {}, f.r1, 1, 2 });
            } },
        { "reservation: R1 U1-2 held for day-one", "space.reservation", false,
            [](Fixture &f) {
                f.p.reservations.push_back({ f.p.allocateId(), "later", f.dayOne, kNoId, {}, f.r1, 1, 2 });
            } },
        // fabric
        { "unconnected: n2 rail missing", "fabric.unconnected", true, [](Fixture &f) { f.removeLink(f.link2); } },
        { "unconnected: unused r1 on every node", "fabric.unconnected", false, [](Fixture &) {} },
        // Issue #23: the UFM must reach the fabric.
        { "manager: UFM with no fabric port connected", "fabric.manager-unconnected", true,
            [](Fixture &f) { f.fabricManager(); } },
        { "manager: UFM with one of two ports connected", "fabric.manager-unconnected", true,
            [](Fixture &f) {
                f.link({ f.fabricManager(), 0 }, { f.leaf, 1 }, Fabric::Compute, Tier::NodeLeaf);
            } },
        { "manager: UFM with both ports connected", "fabric.manager-unconnected", false,
            [](Fixture &f) {
                const Id ufm = f.fabricManager();
                f.link({ ufm, 0 }, { f.leaf, 1 }, Fabric::Compute, Tier::NodeLeaf);
                f.link({ ufm, 1 }, { f.leaf, 2 }, Fabric::Compute, Tier::NodeLeaf);
            } },
        { "overuse: three links on a 2 x 400G port", "fabric.port-overuse", true,
            [](Fixture &f) {
                f.link({ f.n1, 1 }, { f.leaf, 0 }, Fabric::Compute, Tier::NodeLeaf);
            } },
        { "overuse: two links on a 2 x 400G port", "fabric.port-overuse", false, [](Fixture &) {} },
        { "overuse: 800G port as 2 x 400G to split 800G ports (biplanar)", "fabric.port-overuse", false,
            [](Fixture &f) {
                f.type(f.nodeType).ports[0].speed_gbps = 800;
                f.link({ f.n1, 0 }, { f.leaf, 1 }, Fabric::Compute, Tier::NodeLeaf);
                f.link({ f.n2, 0 }, { f.leaf, 1 }, Fabric::Compute, Tier::NodeLeaf);
            } },
        { "overuse: 2 x 400G split to two 800G NIC ports, each alone on its link", "fabric.port-overuse", false,
            [](Fixture &f) { f.type(f.nodeType).ports[0].speed_gbps = 800; } },
        { "rails: n2 from another port", "fabric.rail-misaligned", true,
            [](Fixture &f) { f.linkRef(f.link2).a.port = 1; } },
        { "rails: n2 of another SU", "fabric.rail-misaligned", true, [](Fixture &f) { f.device(f.n2).su = 1; } },
        { "rails: aligned", "fabric.rail-misaligned", false, [](Fixture &) {} },
        { "rails: a fabric manager (no GPUs) on a spare leaf port", "fabric.rail-misaligned", false,
            [](Fixture &f) {
                DeviceType ufm = f.type(f.nodeType);
                ufm.id = f.p.allocateId();
                ufm.slug = "ufm";
                ufm.role = "management";
                ufm.gpus = 0;
                f.p.device_types.push_back(ufm);
                f.device(f.n2).device_type = ufm.id;
                f.linkRef(f.link2).a.port = 1;
            } },
        { "planes: plane-1 link on a plane-0 leaf", "fabric.plane-crossing", true,
            [](Fixture &f) {
                f.device(f.leaf).plane = 0;
                f.linkRef(f.link1).plane = 1;
            } },
        { "planes: leaf to a spine of another plane", "fabric.plane-crossing", true,
            [](Fixture &f) {
                f.device(f.leaf).plane = 0;
                f.device(f.spine()).plane = 1;
            } },
        { "planes: one plane", "fabric.plane-crossing", false,
            [](Fixture &f) {
                f.device(f.leaf).plane = 0;
                f.device(f.spine()).plane = 0;
                f.linkRef(f.link1).plane = 0;
            } },
        { "oversubscription: 1:1 over a 0.5 target", "fabric.oversubscription", true,
            [](Fixture &f) {
                f.spine();
                f.p.settings["fabric.max_oversubscription"] = 0.5;
            } },
        { "oversubscription: 1:1 within 1:1", "fabric.oversubscription", false,
            [](Fixture &f) {
                f.spine();
                f.p.settings["fabric.max_oversubscription"] = 1;
            } },
        // resilience
        // Both leave R1 over ladder-A segment 0 and reach R2 over segment 1 (the racks' own
        // segments, routing/redundancy.h); between them both run on runway-A segment 0: shared.
        { "shared segment: group on one segment", "resilience.shared-segment", true,
            [](Fixture &f) {
                f.linkRef(f.link1).redundancy_group = 1;
                f.linkRef(f.link2).redundancy_group = 1;
                f.cableRef(f.cable1).route = { { f.ladder, 0 }, { f.runway, 0 }, { f.ladder, 1 } };
                f.cableRef(f.cable2).route = { { f.ladder, 0 }, { f.runway, 0 }, { f.ladder, 1 } };
            } },
        // Issue #16: sharing only the segment over R1, which both links leave from, is not a shared path.
        { "shared segment: only the segment over the rack both leave", "resilience.shared-segment", false,
            [](Fixture &f) {
                f.linkRef(f.link1).redundancy_group = 1;
                f.linkRef(f.link2).redundancy_group = 1;
                f.cableRef(f.cable2).route = { { f.ladder, 0 }, { f.ladder, 1 } };
            } },
        { "shared segment: disjoint segments", "resilience.shared-segment", false,
            [](Fixture &f) {
                f.linkRef(f.link1).redundancy_group = 1;
                f.linkRef(f.link2).redundancy_group = 1;
            } },
        { "single homed: one link in the group", "resilience.single-homed", true,
            [](Fixture &f) { f.linkRef(f.link1).redundancy_group = 1; } },
        { "single homed: two links to one switch", "resilience.single-homed", true,
            [](Fixture &f) {
                f.linkRef(f.link1).redundancy_group = 1;
                f.linkRef(f.link1).a.port = 1;
                const Id l = f.link({ f.n1, 0 }, { f.leaf, 1 }, Fabric::Compute, Tier::NodeLeaf);
                f.linkRef(l).redundancy_group = 1;
            } },
        { "single homed: dual homed to leaf and spine", "resilience.single-homed", false,
            [](Fixture &f) {
                const Id s = f.spine();
                f.linkRef(f.link1).redundancy_group = 1;
                const Id l = f.link({ f.n1, 1 }, { s, 1 }, Fabric::Compute, Tier::NodeLeaf);
                f.linkRef(l).redundancy_group = 1;
            } },
    };
    return list;
}

bool has(const Findings &findings, const std::string &code)
{
    return std::any_of(findings.begin(), findings.end(), [&](const Finding &f) { return f.code == code; });
}

std::string dump(const Findings &findings)
{
    std::string s;
    for (const auto &f : findings)
        s += "\n  " + f.code + ": " + f.message;
    return s;
}

} // namespace

class TestRules : public QObject {
    Q_OBJECT
private slots:
    void baseIsClean()
    {
        Fixture f;
        const auto problems = checkInvariants(f.p);
        QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().c_str());
        const Findings findings = runChecks(f.p);
        QVERIFY2(findings.empty(), dump(findings).c_str());
    }

    void rule_data()
    {
        QTest::addColumn<int>("index");
        for (std::size_t i = 0; i < cases().size(); ++i)
            QTest::addRow("%s %s", cases()[i].code, cases()[i].name) << int(i);
    }
    void rule()
    {
        QFETCH(int, index);
        const Case &c = cases()[std::size_t(index)];
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

    // Every code a rule declares is exercised by a firing case, and every code found is declared.
    void everyCodeIsTested()
    {
        std::set<std::string> declared, fired;
        for (const auto &rule : allRules())
            for (const auto &code : rule->codes()) {
                QVERIFY2(declared.insert(code.code).second, code.code);
                QVERIFY(std::string(code.title).size() > 5);
            }
        std::set<std::string> quiet;
        for (const auto &c : cases())
            (c.fires ? fired : quiet).insert(c.code);
        for (const auto &code : declared) {
            QVERIFY2(fired.count(code), ("no firing case for " + code).c_str());
            QVERIFY2(quiet.count(code), ("no quiet case for " + code).c_str());
        }
        for (const auto &code : fired)
            QVERIFY2(declared.count(code), ("undeclared code " + code).c_str());
    }

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

    // Objects of later phases are left out: an overlap added at target is not a day-one finding.
    void phaseSelection()
    {
        Fixture f;
        const Id late = f.device("late", f.leafType, f.r1, 5);
        f.device(late).phase = f.target;
        QVERIFY(has(runChecks(f.p), "space.u-overlap"));
        QVERIFY(has(runChecks(f.p, { "target", {} }), "space.u-overlap"));
        QVERIFY(!has(runChecks(f.p, { "day-one", {} }), "space.u-overlap"));
        QVERIFY_THROWS_EXCEPTION(Error, runChecks(f.p, { "phase-9", {} }));
    }

    void onlyCodes()
    {
        Fixture f;
        f.device(f.n2).u_position = 2;
        f.rackRef(f.r1).rotation_deg = 180;
        const Findings airflow = runChecks(f.p, { "", { "airflow." } });
        QVERIFY(has(airflow, "airflow.rack-facing"));
        QVERIFY(!has(airflow, "space.u-overlap"));
        const Findings exact = runChecks(f.p, { "", { "space.u-overlap" } });
        QVERIFY(has(exact, "space.u-overlap"));
        QVERIFY(!has(exact, "airflow.rack-facing"));
    }

    // Same project, same findings in the same order; errors first.
    void deterministicOrder()
    {
        Fixture f;
        f.device(f.n2).u_position = 2;
        f.cableRef(f.cable1).ordered_length_mm = 9000;
        f.p.settings["airflow.rack_cooling_w"] = 1000;
        const Findings a = runChecks(f.p), b = runChecks(f.p);
        QCOMPARE(a, b);
        QVERIFY(a.size() >= 3);
        for (std::size_t i = 1; i < a.size(); ++i)
            QVERIFY(a[i - 1].severity <= a[i].severity);
        QCOMPARE(errorCount(a), std::size_t(std::count_if(a.begin(), a.end(), [](const Finding &x) {
            return x.severity == Severity::Error;
        })));
    }

    // Limits are project data: a setting the project lacks falls back to ruleDefaults().
    void settingsFallBack()
    {
        Fixture f;
        f.p.settings.clear();
        QVERIFY2(runChecks(f.p).empty(), dump(runChecks(f.p)).c_str());
        const RuleContext context(f.p, {});
        QCOMPARE(context.setting("power.breaker_continuous_ratio"), 0.8);
        f.p.settings["power.breaker_continuous_ratio"] = 0.5;
        const RuleContext changed(f.p, {});
        QCOMPARE(changed.setting("power.breaker_continuous_ratio"), 0.5);
    }

    // CheckOptions::progress: told once per rule provider and once at the end, rising to total; a
    // hook that never cancels changes nothing; a false stops the run with "checks cancelled".
    void progressAndCancel()
    {
        Fixture f;
        f.device(f.n2).u_position = 2;
        std::vector<std::int64_t> done;
        CheckOptions options;
        options.progress = [&](std::int64_t d, std::int64_t total, std::string_view what) {
            done.push_back(d);
            return total == std::int64_t(allRules().size()) && !what.empty();
        };
        const Findings reported = runChecks(f.p, options);
        QCOMPARE(reported, runChecks(f.p));
        QCOMPARE(done.size(), allRules().size() + 1);
        for (std::size_t i = 0; i < done.size(); ++i)
            QCOMPARE(done[i], std::int64_t(i));

        int calls = 0;
        options.progress = [&](std::int64_t, std::int64_t, std::string_view) { return ++calls < 3; };
        try {
            runChecks(f.p, options);
            QFAIL("checks were not cancelled");
        } catch (const Error &e) {
            QCOMPARE(std::string(e.what()), std::string("checks cancelled"));
        }
        QCOMPARE(calls, 3);
    }

    void locations()
    {
        Fixture f;
        f.rackRef(f.r1).rotation_deg = 180;
        const Findings findings = runChecks(f.p, { "", { "airflow.rack-facing" } });
        QCOMPARE(findings.size(), std::size_t(1));
        QVERIFY(findings[0].location);
        QCOMPARE(findings[0].location->hall, f.hall);
        QCOMPARE(findings[0].location->x_mm, std::int64_t(3000));
        QCOMPARE(findings[0].objects.front(), f.r1);
    }
};

QTEST_GUILESS_MAIN(TestRules)
#include "test_rules.moc"

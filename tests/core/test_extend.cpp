// SPDX-License-Identifier: GPL-3.0-or-later
// Extending an installed cluster (core/layout/extend.h, issue #21) against hand counts: a 64-node
// DGX H100 SuperPOD (2 SUs) grown to 128 nodes (4 SUs) in a hall with room, and in its own hall,
// which has none.
#include "analysis/fabric_view.h"
#include "edit/link_edit.h"
#include "export/netbox_tables.h"
#include "export/table.h"
#include "import/netbox_site.h"
#include "layout/extend.h"
#include "routing/router.h"
#include "rules/rules.h"
#include "templates/templates.h"

#include <QtTest>

#include <fmt/format.h>

#include <map>
#include <set>

using namespace plenum;

namespace {

// 2 SUs of 32 DGX H100 (RA-11333-001: 8 rails, leaves 32 down / 32 up); 16.2 m × 6 m of racks in
// rows A (network, y 1.8 m, facing north) and B (GPU, y 4.2 m, facing south), cold aisle between.
Project installed64(std::int64_t hallWidth = 0, std::int64_t hallDepth = 0)
{
    TemplateOptions o;
    o.nodes = 64;
    o.hall_width_mm = hallWidth;
    o.hall_depth_mm = hallDepth;
    return projectFromTemplate("dgx-h100-superpod", o);
}

// The project exported to NetBox and imported back (phase `existing`) with its racks' positions, in
// a hall of the same size.
Project imported(Project p, std::int64_t hallWidth, std::int64_t hallDepth)
{
    routing::routeProject(p);
    const auto tables = exporting::netboxTables(p);
    auto csv = [&](const char *name) {
        for (const auto &t : tables)
            if (t.name == name)
                return exporting::toCsv(t, exporting::CsvReader::Import);
        return std::string();
    };
    importing::SiteInput in;
    in.racks = { "racks.csv", csv("06-racks") };
    in.devices = { "devices.csv", csv("07-devices") };
    in.cables = { "cables.csv", csv("12-cables") };
    std::string positions = "rack,x_mm,y_mm,rotation\n";
    for (const Rack &r : p.racks)
        positions += fmt::format("{},{},{},{}\n", r.name, r.position.x_mm, r.position.y_mm, r.rotation_deg);
    in.positions = { "positions.csv", positions };
    in.hall_width_mm = hallWidth;
    in.hall_depth_mm = hallDepth;
    return importing::importNetboxSite(in);
}

template <typename T> bool prefixEqual(const std::vector<T> &installed, const std::vector<T> &extended)
{
    return installed.size() <= extended.size() && std::equal(installed.begin(), installed.end(), extended.begin());
}

// What the checks find in the routed extension `routed` beyond what they find in `installed`
// (routed too): no error, only warnings the installed project has as well.
void checkNothingNewBeyondInstalled(const Project &routed, const Project &installed)
{
    std::map<std::pair<std::string, rules::Severity>, int> delta;
    for (const auto &f : rules::runChecks(routed))
        ++delta[{ f.code, f.severity }];
    Project base = installed;
    routing::routeProject(base);
    std::set<std::string> installedCodes;
    for (const auto &f : rules::runChecks(base)) {
        --delta[{ f.code, f.severity }];
        installedCodes.insert(f.code);
    }
    for (const auto &[key, n] : delta)
        if (n > 0) {
            QVERIFY2(key.second != rules::Severity::Error, key.first.c_str());
            QVERIFY2(installedCodes.count(key.first), key.first.c_str());
        }
}

} // namespace

class TestExtend : public QObject {
    Q_OBJECT

private slots:
    void sixtyFourToOneTwentyEight_data()
    {
        QTest::addColumn<bool>("fromNetbox");
        QTest::newRow("built") << false;
        QTest::newRow("imported from NetBox") << true;
    }

    void sixtyFourToOneTwentyEight()
    {
        QFETCH(bool, fromNetbox);
        const Project installed
            = fromNetbox ? imported(installed64(30000, 12000), 30000, 12000) : installed64(30000, 12000);
        layout::ExtendOptions o;
        o.target_nodes = 128;
        layout::ExtendReport r;
        const Project p = layout::extendProject(installed, o, &r);

        // 64 new nodes: 2 new SUs of 8 new leaves; spines 8 → 16 (extension.h's sizing, hand-checked
        // in test_extension).
        QCOMPARE(r.nodes, 64);
        QCOMPARE(r.leaves, 16);
        QCOMPARE(r.spines, 8);
        // Racks copy the installed first SU's, block by block: the rack of its storage b leaf (G05),
        // 4 DGX per GPU rack (8 per SU), the leaf rack with the 8 leaves, the storage a leaf and the
        // in-band pair (G14; the pair serves both installed SUs, 96 nodes, so it stands with the
        // first block's leaves) — 10 per new SU — and 8 spine slots in the network rack (1): 21.
        QCOMPARE(int(r.racks.size()), 21);
        // Devices: a GPU rack as G06: 4 nodes, 2 PDUs, 15 blanking panels, its OOB switch = 22; a
        // b-leaf rack as G05: the storage leaf, 2 PDUs, 46 panels, OOB switch = 50; a leaf rack as
        // G14: 8 leaves, the storage a leaf, 2 PDUs, 34 panels, OOB switch = 46, plus the in-band
        // pair (2 × 2U) where the SU needs new in-band leaves (SU 4: 48) or 4 panels (SU 3: 50);
        // the spine rack as C23: 8 spines, 4 PDUs, 14 panels, OOB switch, and panels for what is
        // left out: 2 storage spines, an in-band spine (2U), the UFM, 2 storage leaves, 8 storage
        // nodes (2U), the OOB aggregation (2U) = 52.
        QCOMPARE(r.devices, 16 * 22 + 2 * 50 + 50 + 48 + 52);
        // Side networks (side_networks.cpp): storage SUs of 32 nodes, su01/su02 installed with
        // the compute SUs, su03 the storage nodes': two new pairs su04 (nodes 65–96) and su05
        // (97–128). In-band: the installed pair has 96 − 64 = 32 free down ports (nodes 65–96),
        // then a new pair su02 (97–128). 6 new leaves; each new node's 4 side ports cabled.
        QCOMPARE(r.side_leaves, 6);
        QCOMPARE(r.side_node_links, 64 * 4);
        QCOMPARE(r.unconnected_side_ports, 0);
        // Uplinks as the model leaves have them: in-band 32 to inband-spine-001 (128 slots, 64
        // used): 2 × 32 cabled. Storage 16, 8 to each of the 2 storage spines, which carry 6 × 8
        // of their 64 ports: 16 free each, so su04-a and su04-b are cabled (32), su05's 32 wait.
        QCOMPARE(r.side_uplinks, 64 + 32);
        QCOMPARE(r.deferred_side_uplinks, 32);
        QCOMPARE(r.oob_uplinks, 21); // one per new rack: 22 + 21 of the aggregation's 60 ports

        // New compute links by kind: 64 nodes × 8 rails; leaf–spine: 2 per pair (32 uplinks / 16
        // spines) between the 16 new leaves and the 8 new spines (256), plus the two installed
        // leaves whose one port the UFM freed (2). The 16 new leaves' 2 links to each installed
        // spine (256) wait for the ports the 254 moved uplinks free.
        QCOMPARE(r.node_links, 512);
        QCOMPARE(r.uplinks, 258);
        QCOMPARE(r.deferred_uplinks, 256);
        QCOMPARE(r.plan.moved_uplinks, 254);
        QCOMPARE(r.node_links + r.uplinks + r.deferred_uplinks, r.plan.new_node_links + r.plan.new_uplinks);
        Id phase = kNoId;
        for (const Phase &ph : p.phases)
            if (ph.name == "extension")
                phase = ph.id;
        QVERIFY(phase != kNoId);
        std::map<std::pair<Fabric, Tier>, int> byKind;
        for (const Link &l : p.links)
            if (l.phase == phase)
                ++byKind[{ l.fabric, l.tier }];
        QCOMPARE(byKind[std::pair(Fabric::Compute, Tier::NodeLeaf)], 512);
        QCOMPARE(byKind[std::pair(Fabric::Compute, Tier::LeafSpine)], 258);
        QCOMPARE(byKind[std::pair(Fabric::Storage, Tier::NodeLeaf)], 128);
        QCOMPARE(byKind[std::pair(Fabric::InBand, Tier::NodeLeaf)], 128);
        QCOMPARE(byKind[std::pair(Fabric::Storage, Tier::LeafSpine)], 32);
        QCOMPARE(byKind[std::pair(Fabric::InBand, Tier::LeafSpine)], 64);

        // Nothing installed changed: every table starts with the installed objects, as they were.
        QVERIFY(prefixEqual(installed.phases, p.phases));
        QVERIFY(prefixEqual(installed.rows, p.rows));
        QVERIFY(prefixEqual(installed.racks, p.racks));
        QVERIFY(prefixEqual(installed.devices, p.devices));
        QVERIFY(prefixEqual(installed.links, p.links));
        QVERIFY(prefixEqual(installed.pathways, p.pathways));
        QVERIFY(prefixEqual(installed.cables, p.cables));
        QCOMPARE(p.halls, installed.halls);
        QCOMPARE(p.obstacles, installed.obstacles);

        // The extended fabric is the 128-node one: 128 nodes, and with the recabling done the plan
        // would be complete.
        const auto view = analysis::fabricView(p);
        QCOMPARE(int(view.nodes.size()), 128);

        // The new racks stand legally: no space.* finding; then routed, every new link has a cable.
        for (const auto &f : rules::runChecks(p))
            if (f.code.rfind("space.", 0) == 0)
                QFAIL(qPrintable(QString::fromStdString(f.code + ": " + f.message)));
        Project routed = p;
        const routing::RouteReport route = routing::routeProject(routed);
        QVERIFY2(route.unrouted.empty(), qPrintable(QString::number(route.unrouted.size())));
        // What the checks find beyond what they find in the installed project (routed too): no
        // error (issue #16: the new nodes' storage and in-band ports are cabled, no
        // fabric.unconnected), only warnings the installed racks the new ones copy have as well
        // (rack heat, feed loss of a GPU rack). The deferred uplinks leave leaf ports free, which
        // no rule reports (leaves are not endpoints).
        checkNothingNewBeyondInstalled(routed, installed);
    }

    // 40 installed nodes: SU 1 full, SU 2 with 8 nodes and all its 8 leaves (the RA builds a
    // partial SU's leaves), the UFM's two fabric ports on the last down port of leaf-su02-r7 and
    // leaf-su02-r8. To 100 nodes: 24 new nodes fill SU 2, then SU 3 (32) and SU 4 (4) get 8 new
    // leaves each; 32 leaves × 32 uplinks / 64 spine ports = 16 spines, 8 new.
    void partialScalableUnit()
    {
        TemplateOptions t;
        t.nodes = 40;
        t.hall_width_mm = 30000;
        t.hall_depth_mm = 14000;
        const Project installed = projectFromTemplate("dgx-h100-superpod", t);
        layout::ExtendOptions o;
        o.target_nodes = 100;
        layout::ExtendReport r;
        const Project p = layout::extendProject(installed, o, &r);
        QCOMPARE(r.nodes, 60);
        QCOMPARE(r.leaves, 16);
        QCOMPARE(r.spines, 8);
        // 24 / 4 = 6 GPU racks for SU 2 (its leaves are installed); SU 3: its storage b leaf's
        // rack, 8 GPU racks, a leaf rack; SU 4: the same with 1 GPU rack; 1 spine rack: 20.
        QCOMPARE(int(r.racks.size()), 20);
        // 60 × 8 rails, less the two the UFM's ports hold on SU 2's leaves r7 and r8 (the 24th
        // node into SU 2 finds no free down port there).
        QCOMPARE(r.node_links, 60 * 8 - 2);
        QCOMPARE(r.deferred_node_links, 2);
        // New leaves to new spines, 2 per pair: 16 × 8 × 2; the installed leaves have no free
        // uplink port. An installed pair carries 32 uplinks / 8 spines = 4: 2 stay, 2
        // move: 16 × 8 × 2 = 256 moved; the target's 32 × 32 = 1024 uplinks less 256 kept and 256
        // moved are 512 new, 256 cabled, 256 deferred.
        QCOMPARE(r.uplinks, 256);
        QCOMPARE(r.plan.moved_uplinks, 256);
        QCOMPARE(r.deferred_uplinks, 256);
        // Side networks: storage SU 2 (8 nodes) takes 24 more, new pairs su04 (SU 3's 32) and
        // su05 (SU 4's 4; su03 is the 5 storage nodes'); the in-band pair (40 of 96) takes 56
        // (to node00096), a new pair su02 the last 4. 6 leaves; 60 × 4 node links; uplinks: in-band
        // 2 × 32 to the spine's 64 free slots, storage 2 × 16 to the 2 spines' 2 × 16 free ports
        // (6 installed leaves × 8 of 64), su05's 32 deferred.
        QCOMPARE(r.side_leaves, 6);
        QCOMPARE(r.side_node_links, 60 * 4);
        QCOMPARE(r.side_uplinks, 64 + 32);
        QCOMPARE(r.deferred_side_uplinks, 32);
        QCOMPARE(r.unconnected_side_ports, 0);
        QCOMPARE(r.oob_uplinks, 20); // one per new rack, 16 + 20 of the aggregation's 60 ports
        QCOMPARE(int(analysis::fabricView(p).nodes.size()), 100); // every new node is cabled to its leaves
        for (const auto &f : rules::runChecks(p))
            if (f.code.rfind("space.", 0) == 0)
                QFAIL(qPrintable(QString::fromStdString(f.code + ": " + f.message)));
    }

    // Issue #16 ("racks per role", growth): one SU of 32 DGX H100 grown to two. The installed SU's
    // side networks, as side_networks.cpp builds them: storage on QM9700 leaves of 32 down and 16 up
    // ports (2:1), SU 1 = the 32 nodes (stor-leaf-su01-a/b), SU 2 = the 4 storage nodes
    // (stor-leaf-su02-a/b), 4 leaves × 16 uplinks = the 64 ports of one spine, full; in-band on
    // SN5600 leaves at 400G (64 × 800G = 128 slots, 3:1: 96 down, 32 up), one pair for 96 nodes
    // (inband-leaf-su01-a/b, 32 used), 2 × 32 uplinks on one spine of 128 slots (64 free).
    void oneToTwoScalableUnitsGrowSideNetworks()
    {
        TemplateOptions t;
        t.nodes = 32;
        t.hall_width_mm = 30000;
        t.hall_depth_mm = 12000;
        const Project installed = projectFromTemplate("dgx-h100-superpod", t);
        layout::ExtendOptions o;
        o.target_nodes = 64;
        layout::ExtendReport r;
        const Project p = layout::extendProject(installed, o, &r);
        QCOMPARE(r.nodes, 32);
        QCOMPARE(r.leaves, 8);
        // Storage: SU 1 is full, so the new SU gets a leaf pair of its own, numbered after the
        // storage nodes' SU 2: stor-leaf-su03-a/b. In-band: the 32 new nodes take 32 of the 64
        // free down ports of each installed leaf (96 nodes per pair): no new in-band leaf.
        QCOMPARE(r.side_leaves, 2);
        // Each new node: QSFP1P1/QSFP2P1 to the storage a/b leaves, QSFP1P2/QSFP2P2 to the in-band
        // a/b leaves: 32 × 4 = 128 links, none of its side ports left unconnected.
        QCOMPARE(r.side_node_links, 128);
        QCOMPARE(r.unconnected_side_ports, 0);
        // The new storage leaves' 2 × 16 uplinks would go to stor-spine-001, which has no free port:
        // deferred, none cabled.
        QCOMPARE(r.side_uplinks, 0);
        QCOMPARE(r.deferred_side_uplinks, 32);

        Id phase = kNoId;
        for (const Phase &ph : p.phases)
            if (ph.name == "extension")
                phase = ph.id;
        std::map<Id, const Device *> byId;
        std::map<std::string, const Device *> byName;
        for (const Device &d : p.devices) {
            byId[d.id] = &d;
            byName[d.name] = &d;
        }
        QVERIFY(byName.count("stor-leaf-su03-a") && byName.count("stor-leaf-su03-b"));
        QVERIFY(!byName.count("inband-leaf-su02-a"));
        QCOMPARE(byName.at("stor-leaf-su03-a")->device_type, byName.at("stor-leaf-su01-a")->device_type);
        std::map<std::pair<Fabric, Tier>, int> byKind;
        std::map<std::string, std::set<std::string>> farEnds; // new node, fabric → leaves
        std::map<int, std::vector<const Link *>> groups;
        std::map<Id, std::vector<std::string>> portNames; // device type → its ports' names
        for (const DeviceType &dt : p.device_types)
            for (const auto &port : dt.ports)
                portNames[dt.id].push_back(port.name);
        std::map<std::string, std::string> railLeaf; // "node:port" → its compute leaf
        for (const Link &l : p.links) {
            if (l.phase != phase)
                continue;
            ++byKind[{ l.fabric, l.tier }];
            const Device *a = byId.at(l.a.device), *b = byId.at(l.b.device);
            if (l.fabric == Fabric::Compute && l.tier == Tier::NodeLeaf)
                railLeaf[a->name + ":" + portNames.at(a->device_type)[std::size_t(l.a.port)]] = b->name;
            if (l.fabric != Fabric::Storage && l.fabric != Fabric::InBand)
                continue;
            if (l.tier == Tier::NodeLeaf) {
                farEnds[a->name + " " + std::string(toString(l.fabric))].insert(b->name);
                QVERIFY(l.redundancy_group > 0);
                groups[l.redundancy_group].push_back(&l);
            }
        }
        // A new SU's leaf of rail r is named as the installed SU's leaf of that rail: GPU0's port
        // OSFP4P2 (the DGX H100 port map) goes to leaf-su01-r1 and leaf-su02-r1, GPU7's OSFP1P1 to
        // leaf-su0N-r8 (regression: the new leaves were numbered in port order, OSFP1P1 → r1).
        QCOMPARE(railLeaf.at("node00033:OSFP4P2"), std::string("leaf-su02-r1"));
        QCOMPARE(railLeaf.at("node00033:OSFP1P1"), std::string("leaf-su02-r8"));
        QCOMPARE((byKind[{ Fabric::Storage, Tier::NodeLeaf }]), 64);
        QCOMPARE((byKind[{ Fabric::InBand, Tier::NodeLeaf }]), 64);
        QCOMPARE((byKind[{ Fabric::Storage, Tier::LeafSpine }]), 0);
        QCOMPARE(int(farEnds.size()), 64); // 32 nodes × 2 networks
        QCOMPARE(farEnds.at("node00033 storage"), (std::set<std::string> { "stor-leaf-su03-a", "stor-leaf-su03-b" }));
        QCOMPARE(
            farEnds.at("node00064 in-band"), (std::set<std::string> { "inband-leaf-su01-a", "inband-leaf-su01-b" }));
        // One redundancy group per node and network (the bonded in-band pair, the dual-homed
        // storage links): 64 groups of 2, none shared with an installed link.
        QCOMPARE(int(groups.size()), 64);
        int installedGroups = 0;
        for (const Link &l : installed.links)
            installedGroups = std::max(installedGroups, l.redundancy_group);
        for (const auto &[group, links] : groups) {
            QCOMPARE(int(links.size()), 2);
            QVERIFY(group > installedGroups);
            QVERIFY(links[0]->a.device == links[1]->a.device && links[0]->fabric == links[1]->fabric);
        }

        // Racks: as the installed SU's, each of its model's type: the storage b leaf's rack (800 mm,
        // the network rack type, as stor-leaf-su01-b's), 8 GPU racks (600 mm), the leaf rack with
        // the compute leaves and the storage a leaf (800 mm, as leaf-su01-r1's), west to east
        // continuing row B; and a spine rack for the 4 new spines in row A.
        std::map<Id, const Rack *> racks;
        for (const Rack &rk : p.racks)
            racks[rk.id] = &rk;
        std::map<Id, const RackType *> types;
        for (const RackType &rt : p.rack_types)
            types[rt.id] = &rt;
        auto rackOf = [&](const char *device) { return racks.at(byName.at(device)->rack); };
        QCOMPARE(int(r.racks.size()), 11);
        QCOMPARE(rackOf("stor-leaf-su03-b")->rack_type, rackOf("stor-leaf-su01-b")->rack_type);
        QCOMPARE(rackOf("leaf-su02-r1")->rack_type, rackOf("leaf-su01-r1")->rack_type);
        QCOMPARE(rackOf("stor-leaf-su03-a")->rack_type, rackOf("leaf-su01-r1")->rack_type);
        QCOMPARE(types.at(rackOf("leaf-su02-r1")->rack_type)->width_mm, 800);
        QCOMPARE(types.at(rackOf("stor-leaf-su03-b")->rack_type)->width_mm, 800);
        QCOMPARE(types.at(rackOf("node00033")->rack_type)->width_mm, 600);
        QCOMPARE(rackOf("stor-leaf-su03-a"), rackOf("leaf-su02-r8"));
        QVERIFY(rackOf("stor-leaf-su03-b")->position.x_mm < rackOf("node00033")->position.x_mm);
        QVERIFY(rackOf("node00064")->position.x_mm < rackOf("stor-leaf-su03-a")->position.x_mm);
        QCOMPARE(rackOf("stor-leaf-su03-b")->position.y_mm, rackOf("node00033")->position.y_mm);
        // Each new rack's management switch uplinked as the installed ones are, port swp49 to
        // oob-agg-01, whose swp1 … swp11 the 11 installed racks hold: swp12 … swp22.
        QCOMPARE(r.oob_uplinks, 11);
        QCOMPARE(r.deferred_oob_uplinks, 0);
        std::set<std::string> aggPorts;
        for (const Link &l : p.links)
            if (l.phase == phase && l.fabric == Fabric::OutOfBand && byId.at(l.b.device)->name == "oob-agg-01") {
                QCOMPARE(portNames.at(byId.at(l.a.device)->device_type)[std::size_t(l.a.port)], std::string("swp49"));
                aggPorts.insert(portNames.at(byId.at(l.b.device)->device_type)[std::size_t(l.b.port)]);
            }
        std::set<std::string> expected;
        for (int k = 12; k <= 22; ++k)
            expected.insert(fmt::format("swp{}", k));
        QCOMPARE(aggPorts, expected);

        // Trays: the installed row B trays reach on to the east backbone (data ladder to x 9.6 m,
        // fibre runway to 10.2 m, power tray to 10.8 m), over the first new racks: each new tray
        // starts at that end, sharing its point, instead of lying on top of it (regression: a
        // second tray over 8.8 … 10.2 m, and a "join" back along it that every new node's
        // in-band pair shared); row A's trays already run over the spine rack (8.6 … 9.4 m).
        QCOMPARE(r.pathways, 3);
        std::map<Service, std::pair<std::int64_t, std::int64_t>> newTrays; // service → x from, to
        for (const Pathway &w : p.pathways)
            if (w.phase == phase)
                newTrays[w.service] = { w.points.front().x_mm, w.points.back().x_mm };
        QCOMPARE(newTrays.at(Service::Data), (std::pair<std::int64_t, std::int64_t>(9600, 15200)));
        QCOMPARE(newTrays.at(Service::Fiber), (std::pair<std::int64_t, std::int64_t>(10200, 15200)));
        QCOMPARE(newTrays.at(Service::Power), (std::pair<std::int64_t, std::int64_t>(10800, 15200)));

        // Routed and checked: nothing the installed project (routed too) does not have already.
        for (const auto &f : rules::runChecks(p))
            if (f.code.rfind("space.", 0) == 0)
                QFAIL(qPrintable(QString::fromStdString(f.code + ": " + f.message)));
        Project routed = p;
        const routing::RouteReport route = routing::routeProject(routed);
        QVERIFY2(route.unrouted.empty(), qPrintable(QString::number(route.unrouted.size())));
        // The new nodes' in-band pairs (both leaves west of the new SU) find disjoint ways.
        QVERIFY2(route.shared.empty(), qPrintable(QString::number(route.shared.size())));
        checkNothingNewBeyondInstalled(routed, installed);
    }

    // Regression: the Ethernet template's SN5600 leaves carry two 400G links on each 800G port;
    // the extension counted a port as one link, so a new SU's leaves took 32 of its 64 nodes and
    // 256 rails were reported as waiting for a port "the fabric manager holds". 64 HGX nodes (one
    // SU: leaves 64 down + 64 up slots, 4 spines of 128 slots at 16 links per pair) grown to 128:
    // 8 new leaves, 8 spines (4 new, 8 links per pair), and every new node's 8 rails cabled.
    void splitPortsTakeTwoLinks()
    {
        TemplateOptions t;
        t.nodes = 64;
        t.hall_width_mm = 60000;
        t.hall_depth_mm = 20000;
        const Project installed = projectFromTemplate("ethernet-inference", t);
        layout::ExtendOptions o;
        o.target_nodes = 128;
        layout::ExtendReport r;
        layout::extendProject(installed, o, &r);
        QCOMPARE(r.leaves, 8);
        QCOMPARE(r.spines, 4);
        QCOMPARE(r.node_links, 64 * 8);
        QCOMPARE(r.deferred_node_links, 0);
        // New leaves to new spines: 8 × 4 × 8; their 8 × 4 × 8 to the full installed spines wait.
        QCOMPARE(r.uplinks, 256);
        QCOMPARE(r.deferred_uplinks, 256);
        // The converged storage network (2 ports per node, SN5600 at 400G, 2:1: SUs of 64 nodes,
        // 64 down + 32 up): su01 full, su02 the 8 storage nodes', one spine of 128 slots full; a
        // new pair su03 for the 64 nodes (128 links), its 2 × 32 uplinks deferred.
        QCOMPARE(r.side_leaves, 2);
        QCOMPARE(r.side_node_links, 128);
        QCOMPARE(r.side_uplinks, 0);
        QCOMPARE(r.deferred_side_uplinks, 64);
        QCOMPARE(r.unconnected_side_ports, 0);
    }

    // The OOB aggregation keeps its last 4 of 64 100G ports for the site uplinks (as the generator
    // wires it): 128 DGX H100 in 43 racks hold 43 of its 60; grown to 256 (4 new SUs of 10 racks and
    // one rack for the 16 new spines: 41), 17 new management switches get the rest, 24 wait.
    void managementUplinksKeepTheSiteUplinkPorts()
    {
        TemplateOptions t;
        t.nodes = 128;
        t.hall_width_mm = 60000;
        t.hall_depth_mm = 24000;
        const Project installed = projectFromTemplate("dgx-h100-superpod", t);
        QCOMPARE(int(installed.racks.size()), 43);
        layout::ExtendOptions o;
        o.target_nodes = 256;
        layout::ExtendReport r;
        layout::extendProject(installed, o, &r);
        QCOMPARE(int(r.racks.size()), 41);
        QCOMPARE(r.oob_uplinks, 17);
        QCOMPARE(r.deferred_oob_uplinks, 24);
    }

    // A node cabled to a side network on other ports than the first node: the extension copies
    // one rail plan, and says which node breaks it.
    void refusesMixedSideRails()
    {
        TemplateOptions t;
        t.nodes = 32;
        t.hall_width_mm = 30000;
        t.hall_depth_mm = 12000;
        Project installed = projectFromTemplate("dgx-h100-superpod", t);
        edit::deleteLink(installed, "node00005:QSFP2P2");
        layout::ExtendOptions o;
        o.target_nodes = 64;
        try {
            layout::extendProject(installed, o);
            QFAIL("no error");
        } catch (const Error &e) {
            QVERIFY2(QString::fromUtf8(e.what()).startsWith(
                         QStringLiteral("node00005 is cabled to the in-band network on other ports than node00001")),
                e.what());
        }
    }

    void noRoom()
    {
        // The template sizes its hall to the racks: 18.6 m × 6 m, row A (y 1.8 m) holds only the
        // network racks C23 and C24 (800 mm, x 13.2 … 14.8 m), row B (y 4.2 m) runs from x 2.4 to
        // 15.2 m (each SU: a west rack of its storage b leaf, 800 mm, 8 GPU racks of 600 mm and an
        // 800 mm leaf rack). The installed clearances to the walls are kept: 2.4 m at the row ends
        // (G05's, the least), 1.2 m at the sides, so no row is added and racks stand within x
        // 2.4 … 16.2 m. New racks have their model's width and stand flush, an SU's in the order
        // W (800), 8 × G (600), L (800), each first in its model's row: the first SU's W east of
        // G25 in row B (15.2 … 16.0 m; the 0.2 m left takes nothing), its GPU racks in row A, 2
        // east of C24 (14.8 … 16.0 m) and 6 west of C23 (13.2 … 9.6 m), its L west of them (8.8
        // m); the second SU's W, 8 G and L fill row A west to 2.4 m (0.8 + 4.8 + 0.8 m). That is 20
        // racks. 256 nodes need 6 new SUs of 10 racks and 64 × 32 / 64 − 8 = 24 new spines in 3
        // racks: 63, and 43 do not fit; 128 nodes need 2 SUs and a spine rack: 21, and 1 does not.
        const Project installed = installed64();
        layout::ExtendOptions o;
        o.target_nodes = 256;
        try {
            layout::extendProject(installed, o);
            QFAIL("no error");
        } catch (const Error &e) {
            QVERIFY2(
                QString::fromUtf8(e.what()).startsWith(QStringLiteral("43 of the 63 new racks do not fit")), e.what());
        }
        o.target_nodes = 128;
        try {
            layout::extendProject(installed, o);
            QFAIL("no error");
        } catch (const Error &e) {
            QVERIFY2(
                QString::fromUtf8(e.what()).startsWith(QStringLiteral("1 of the 21 new racks do not fit")), e.what());
        }
        // 96 nodes: one SU (10 racks) and 24 × 32 / 16 = 16 spines, 8 new in one rack, which stands
        // west of the SU's leaf rack in row A (8.0 … 8.8 m): all 11 stand, nothing in the way of
        // anything.
        o.target_nodes = 96;
        layout::ExtendReport r;
        const Project p = layout::extendProject(installed, o, &r);
        QCOMPARE(int(r.racks.size()), 11);
        for (const auto &f : rules::runChecks(p))
            if (f.code.rfind("space.", 0) == 0)
                QFAIL(qPrintable(QString::fromStdString(f.code + ": " + f.message)));
    }

    void refusals()
    {
        const Project installed = installed64(30000, 12000);
        layout::ExtendOptions o;
        o.target_nodes = 64; // not above the installed 64
        QVERIFY_THROWS_EXCEPTION(Error, layout::extendProject(installed, o));
        o.target_nodes = 128;
        o.phase = "day-one"; // exists
        QVERIFY_THROWS_EXCEPTION(Error, layout::extendProject(installed, o));
        o.phase = "extension";
        QVERIFY_THROWS_EXCEPTION(Error, layout::extendProject(Project {}, o));
    }
};

QTEST_APPLESS_MAIN(TestExtend)
#include "test_extend.moc"

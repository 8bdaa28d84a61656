// SPDX-License-Identifier: GPL-3.0-or-later
// Extending an installed cluster (core/layout/extend.h, issue #21) against hand counts: a 64-node
// DGX H100 SuperPOD (2 SUs) grown to 128 nodes (4 SUs) in a hall with room, and in its own hall,
// which has none.
#include "analysis/fabric_view.h"
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
        // Racks copy the installed ones: 4 DGX per GPU rack (64 / 4 = 16), one SU's 8 leaves per leaf
        // rack (2), 8 spine slots in the network rack (1).
        QCOMPARE(int(r.racks.size()), 19);
        // Devices: a GPU rack as G05: 4 nodes, 2 PDUs, 15 blanking panels, its OOB switch = 22; a leaf
        // rack as G13: 8 leaves, 2 PDUs, 33 panels, OOB switch, and panels for the 2 storage leaves
        // (1U) and 2 in-band leaves (2U) left out = 50; the spine rack as C22: 8 spines, 4 PDUs, 14
        // panels, OOB switch, and panels for what is left out: 2 storage spines, an in-band spine
        // (2U), the UFM, 2 storage leaves, 8 storage nodes (2U), the OOB aggregation (2U) = 52.
        QCOMPARE(r.devices, 16 * 22 + 2 * 50 + 52);

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
        QCOMPARE(byKind[std::pair(Fabric::Storage, Tier::NodeLeaf)], 0);

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
        // What the checks find beyond what they find in the installed project (routed too): the
        // storage and in-band networks are not extended, so each new DGX H100 leaves its 4 QSFP112
        // ports on them (2 storage, 2 in-band) unconnected, which 64 of the 128 nodes use:
        // fabric.unconnected, 64 × 4 = 256; otherwise only warnings the installed racks the new
        // ones copy have as well (rack heat, feed loss of a GPU rack). The deferred uplinks leave
        // leaf ports free, which no rule reports (leaves are not endpoints).
        QCOMPARE(r.unconnected_side_ports, 64 * 4);
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
        for (const auto &[key, n] : delta) {
            if (n <= 0)
                continue;
            if (key.second == rules::Severity::Error) {
                QCOMPARE(key.first, std::string("fabric.unconnected"));
                QCOMPARE(n, r.unconnected_side_ports);
            } else {
                QVERIFY2(installedCodes.count(key.first), key.first.c_str());
            }
        }
        QCOMPARE((delta[{ "fabric.unconnected", rules::Severity::Error }]), 256);
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
        // 60 / 4 = 15 GPU racks, 2 leaf racks, 1 spine rack.
        QCOMPARE(int(r.racks.size()), 18);
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
        QCOMPARE(r.unconnected_side_ports, 60 * 4);
        QCOMPARE(int(analysis::fabricView(p).nodes.size()), 100); // every new node is cabled to its leaves
        for (const auto &f : rules::runChecks(p))
            if (f.code.rfind("space.", 0) == 0)
                QFAIL(qPrintable(QString::fromStdString(f.code + ": " + f.message)));
    }

    void noRoom()
    {
        // The template sizes its hall to the racks: 18.6 m × 6 m, row A (y 1.8 m) holds only the
        // network racks C23 and C24 (800 mm, x 13.2 … 14.8 m), row B (y 4.2 m) runs from x 2.4 to
        // 15.2 m (each SU: a west rack of its side networks' b leaves, 800 mm, 8 GPU racks and a
        // leaf rack). The installed clearances to the walls are kept: 2.4 m at the row ends (G05's,
        // the least), 1.2 m at the sides, so no row is added and racks stand within x 2.4 …
        // 16.2 m. New racks are the extension's 600 mm type: row A takes 18 west of C23 (10.8 m)
        // and 2 east of C24 (1.4 m), row B one east of G25 (1.0 m): 21 places. 256 nodes need
        // 192 / 4 = 48 GPU racks, 6 new SUs' leaves in 6 leaf racks and 64 × 32 / 64 − 8 = 24 new
        // spines in 3 racks: 57, and 36 do not fit.
        const Project installed = installed64();
        layout::ExtendOptions o;
        o.target_nodes = 256;
        try {
            layout::extendProject(installed, o);
            QFAIL("no error");
        } catch (const Error &e) {
            QVERIFY2(
                QString::fromUtf8(e.what()).startsWith(QStringLiteral("36 of the 57 new racks do not fit")), e.what());
        }
        // 128 nodes need 19 racks: 16 GPU racks, 2 leaf racks and a spine rack, 19 of the 21
        // places: all stand, and nothing is in the way of anything.
        o.target_nodes = 128;
        layout::ExtendReport r;
        const Project p = layout::extendProject(installed, o, &r);
        QCOMPARE(int(r.racks.size()), 19);
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

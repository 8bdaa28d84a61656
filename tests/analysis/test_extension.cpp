// SPDX-License-Identifier: GPL-3.0-or-later
// Extending an installed fabric (core/analysis/extension.h, issue #21) against hand counts: a
// 64-node DGX H100 SuperPOD (2 SUs) grown to 128 nodes (4 SUs), as built by `new` and as imported
// back from its NetBox export.
#include "analysis/extension.h"
#include "analysis/fabric_view.h"
#include "export/netbox_tables.h"
#include "export/table.h"
#include "import/netbox_site.h"
#include "routing/router.h"
#include "templates/templates.h"

#include <QtTest>

#include <fmt/format.h>

using namespace plenum;
using namespace plenum::analysis;

namespace {

Project installed64()
{
    TemplateOptions o;
    o.nodes = 64;
    return projectFromTemplate("dgx-h100-superpod", o);
}

// The project exported to NetBox and imported back with its racks' positions.
Project imported(Project p)
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
    return importing::importNetboxSite(in);
}

} // namespace

class TestExtension : public QObject {
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
        const Project p = fromNetbox ? imported(installed64()) : installed64();
        const ExtensionPlan plan = planExtension(p, 128);
        // Installed: 2 SUs × 8 rails = 16 leaves of 32 down and 32 up ports (64-port QM9700); the
        // spines: the smallest divisor s of 32 with 16 · 32 / s <= 64, s = 8, so 4 links per
        // leaf–spine pair — except two pairs with 3: the UFM appliance's two ports took the spine
        // end of one uplink on each of two spines (docs/architecture.md, "UFM").
        QCOMPARE(plan.installed_nodes, 64);
        QCOMPARE(plan.installed_leaves, 16);
        QCOMPARE(plan.installed_spines, 8);
        // Target: 4 SUs × 8 rails = 32 leaves; s = 16 (32 · 32 / 16 = 64), 2 links per pair.
        QCOMPARE(plan.target_leaves, 32);
        QCOMPARE(plan.target_spines, 16);
        QCOMPARE(plan.uplinks_per_leaf, 32);
        QCOMPARE(plan.links_per_pair, 2);
        // 64 new nodes × 8 rails.
        QCOMPARE(plan.new_node_links, 512);
        // Every installed pair keeps 2: 128 × 2; the rest move: 126 × (4 − 2) + 2 × (3 − 2).
        QCOMPARE(plan.kept_uplinks, 256);
        QCOMPARE(plan.moved_uplinks, 254);
        QCOMPARE(plan.moves.size(), std::size_t(128));
        // 32 leaves × 32 uplinks, less those kept and moved.
        QCOMPARE(plan.new_uplinks, 32 * 32 - 256 - 254);
        // Every installed leaf moves uplinks: all 64 nodes wait for the window of
        // 254 × 10 min + 4 h validation = 46.33 h; 64 × 8 GPUs × 46.33 h × $2.50.
        QCOMPARE(plan.affected_nodes, 64);
        QVERIFY(std::abs(plan.window_hours - (254 * 10 / 60.0 + 4)) < 1e-9);
        QVERIFY(std::abs(plan.downtime_usd - 64 * 8 * (254 * 10 / 60.0 + 4) * 2.5) < 1e-6);
        const auto spec = projectFabricSpec(p, fabricView(p));
        QVERIFY(spec.has_value());
        QVERIFY(std::abs(plan.hardware_usd
                    - (16 * spec->leaf.price_usd + 8 * spec->spine.price_usd + 514 * spec->switch_link_price_usd
                        + 512 * spec->endpoint_link_price_usd))
            < 1e-6);
    }

    void refusals()
    {
        const Project p = installed64();
        QVERIFY_THROWS_EXCEPTION(Error, planExtension(p, 64));
        QVERIFY_THROWS_EXCEPTION(Error, planExtension(Project {}, 128));
    }
};

QTEST_APPLESS_MAIN(TestExtension)
#include "test_extension.moc"

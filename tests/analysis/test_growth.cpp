// SPDX-License-Identifier: GPL-3.0-or-later
// Growth against hand-computed figures: a day-one-sized fabric that forces re-termination of
// leaf–spine links at expansion, one whose spines already suffice, the built-for-target strategy
// that needs none, a project built for its target by `plenum-cli new`, and a hand-made project
// whose later phase takes a port an earlier cable is on; a site imported from NetBox (phase
// `existing`) grown by one node.
#include "analysis/growth.h"
#include "catalog/catalog.h"
#include "edit/device_edit.h"
#include "edit/link_edit.h"
#include "edit/phase_edit.h"
#include "fabric/fabric_templates.h"
#include "import/netbox_site.h"
#include "routing/router.h"
#include "templates/templates.h"

#include <QtTest>

using namespace plenum;
using namespace plenum::analysis;

namespace {

bool near(double a, double b, double tol = 1e-6)
{
    return std::abs(a - b) <= tol;
}

// DGX SuperPOD H100 shape (8 rails, SUs of 32 nodes, 64-port leaves and spines) with round prices.
fabric::FabricSpec superPod(int nodes, int target)
{
    fabric::FabricSpec s;
    s.nodes = nodes;
    s.target_nodes = target;
    s.nics_per_node = 8;
    s.su_nodes = 32;
    s.leaf = s.spine = s.core = { "sw64", 64, 2, 10000 };
    s.switch_link_price_usd = s.endpoint_link_price_usd = 1000;
    return s;
}

DeviceType type(Id id, const std::string &slug, const std::string &role, int ports, int gpus)
{
    DeviceType t;
    t.id = id;
    t.slug = slug;
    t.model = slug;
    t.role = role;
    t.gpus = gpus;
    for (int i = 0; i < ports; ++i)
        t.ports.push_back({ "p" + std::to_string(i), "QSFP112", "", 4, 400, Face::Rear, 0, 0, false });
    return t;
}

} // namespace

class TestGrowth : public QObject {
    Q_OBJECT

private slots:
    void installedSiteIsNotBoughtAgain()
    {
        // Installed: racks A01 (two DGX H100) and A02 (a QM9700 leaf), two node–leaf cables.
        importing::SiteInput in;
        in.racks
            = { "racks.csv", "name,site,u_height,outer_width,outer_depth\nA01,Lab,48,600,1200\nA02,Lab,48,600,1200\n" };
        in.devices = { "devices.csv",
            "name,device_type,rack,position,face\nnode01,DGX H100,A01,2,rear\n"
            "node02,DGX H100,A01,10,rear\nleaf01,Quantum-2 QM9700,A02,40,front\n" };
        in.cables = { "cables.csv",
            "side_a_device,side_a_name,side_b_device,side_b_name\n"
            "node01,OSFP1P1,leaf01,OSFP1P1\nnode02,OSFP1P1,leaf01,OSFP1P2\n" };
        in.positions = { "positions.csv", "rack,x_mm,y_mm,rotation\nA01,3000,3000,0\nA02,3600,3000,0\n" };
        Project p = importing::importNetboxSite(in);
        // Grown: a third DGX H100 in A01 on the leaf's next port, in phase `target`.
        edit::addPhase(p, "target");
        edit::mountDevice(p, { "node03", "nvidia-dgx-h100", "A01", 18, Face::Rear, "target", "" });
        edit::LinkSpec l;
        l.a = "node03:OSFP1P1";
        l.b = "leaf01:OSFP2P1";
        edit::addLink(p, l);
        QVERIFY(routing::routeProject(p).unrouted.empty());

        const GrowthReport r = analyseGrowth(p);
        QCOMPARE(r.installed_phase, std::string("existing"));
        QCOMPARE(r.installed.racks, 2);
        QCOMPARE(r.installed.devices, 3);
        QCOMPARE(r.installed.nodes, 2);
        QCOMPARE(r.installed.gpus, std::int64_t(16));
        QCOMPARE(r.installed.links, 2);
        QCOMPARE(r.installed.cables, 2);
        QCOMPARE(r.installed.cost_usd, 0.0);
        const auto &cat = catalog::builtinCatalog();
        const double dgx = cat.findDevice("nvidia-dgx-h100")->type.price_usd;
        const double qm = cat.findDevice("nvidia-qm9700")->type.price_usd;
        const double rack = cat.findRack("rack-600x1200-48u")->type.price_usd;
        QVERIFY(r.installed_value_usd >= 2 * dgx + qm + 2 * rack); // plus cables and optics

        QCOMPARE(r.transitions.size(), std::size_t(1));
        const TransitionReport &t = r.transitions.front();
        QCOMPARE(t.from, std::string("existing"));
        QCOMPARE(t.to, std::string("target"));
        QCOMPARE(t.added.racks, 0);
        QCOMPARE(t.added.devices, 1);
        QCOMPARE(t.added.nodes, 1);
        QCOMPARE(t.added.gpus, std::int64_t(8));
        QCOMPARE(t.added.links, 1);
        QCOMPARE(t.added.cables, 1); // the two installed cables are not bought again
        QCOMPARE(t.added.links_to_existing, 1);
        QCOMPARE(t.reterminated, 0);
        // One node and what its one cable needs; neither the installed switch nor a rack.
        QVERIFY(t.added.cost_usd >= dgx);
        QVERIFY(t.added.cost_usd < dgx + std::min(qm, rack));
        QVERIFY(!r.strategies);
        QVERIFY(r.strategies_note.find("installed") != std::string::npos);
    }

    void dayOneFabricForcesRetermination()
    {
        // Day one 32 nodes = 1 SU: 8 leaves, each 32 uplinks; spines s = smallest divisor of 32 with
        // 8 · 32/s <= 64 → s = 4, m = 8 links per leaf–spine pair.
        // Target 128 nodes = 4 SUs: 32 leaves → s = 16 (32 · 2 = 64), m = 2.
        // Leaf l uplink p lands on spine p/m at port l·m + p%m. It stays only when p/8 = p/2 (p < 2)
        // and l·8 + p = l·2 + p (l = 0): 2 of 8 · 32 = 256 links stay, 254 are re-terminated.
        // Whatever the port plan, per leaf the 8 links to each of 4 spines shrink to 2: 4 · 6 = 24
        // must change spine → 8 · 24 = 192.
        const StrategyComparison c = compareGrowthStrategies(superPod(32, 128));
        const StrategyCost &g = c.grown;
        QCOMPARE(g.reterminated, 254);
        QCOMPARE(g.minimum_moves, 192);
        QCOMPARE(g.affected_nodes, 32); // every day-one leaf moves uplinks
        QCOMPARE(g.maintenance_windows, 1);
        // 254 cables · 10 min = 42.333 h + 4 h validation = 46.333 h; 32 nodes · 8 GPUs → 11,861.33
        // GPU-hours; at $2.50 = $29,653.33.
        QVERIFY(near(g.downtime_hours, 254 * 10 / 60.0 + 4));
        QVERIFY(near(g.gpu_hours_lost, (254 * 10 / 60.0 + 4) * 32 * 8));
        QVERIFY(near(g.downtime_usd, (254 * 10 / 60.0 + 4) * 32 * 8 * 2.5));
        // Money: day-one fabric 8 leaves + 4 spines = 12 · $10k = $120k; 256 node links + 256
        // uplinks = 512 · $1k = $512k → $632,000 up front.
        QCOMPARE(g.switches_day_one, std::int64_t(12));
        QVERIFY(near(g.upfront_usd, 632000));
        // Grown to the target: 48 switches ($480k) and 1024 + 1024 links ($2,048k) = $2,528,000.
        QVERIFY(near(g.hardware_usd, 2528000));
        QVERIFY(near(g.totalUsd(), 2528000 + (254 * 10 / 60.0 + 4) * 32 * 8 * 2.5));
    }

    void builtForTargetNeedsNone()
    {
        // Built for 128 on day one: 8 day-one leaves + all 16 spines = 24 switches ($240k); links of
        // the day-one leaves: 256 node + 256 uplinks ($512k) → $752,000 up front; $2,528,000 total.
        const StrategyComparison c = compareGrowthStrategies(superPod(32, 128));
        const StrategyCost &b = c.built_for_target;
        QCOMPARE(b.reterminated, 0);
        QCOMPARE(b.maintenance_windows, 0);
        QCOMPARE(b.downtime_hours, 0.0);
        QCOMPARE(b.switches_day_one, std::int64_t(24));
        QCOMPARE(b.switches_target, std::int64_t(48));
        QVERIFY(near(b.upfront_usd, 752000));
        QVERIFY(near(b.hardware_usd, 2528000));
    }

    void dayOneWithEnoughSpinesNeedsNone()
    {
        // Day one 96 nodes = 3 SUs: 24 leaves → s = 16 (24 · 2 = 48 <= 64; s = 8 would need 96 ports),
        // m = 2 — the same spines and spreading as 4 SUs: nothing moves.
        const StrategyComparison c = compareGrowthStrategies(superPod(96, 128));
        QCOMPARE(c.grown.reterminated, 0);
        QCOMPARE(c.grown.minimum_moves, 0);
        QCOMPARE(c.grown.maintenance_windows, 0);
        QCOMPARE(c.grown.switches_day_one, std::int64_t(24 + 16));
    }

    void templateProjectIsBuiltForTarget()
    {
        // `plenum-cli new --template dgx-h100-superpod --nodes 32 --target-nodes 64`: the target
        // phase adds 1 SU = 32 DGX H100 (256 GPUs) and its 8 leaves; the 8 spines of the target
        // (16 leaves: 16 · 32/8 = 64 ports each) stand on day one, so nothing is re-terminated.
        TemplateOptions o;
        o.nodes = 32;
        o.target_nodes = 64;
        const Project p = projectFromTemplate("dgx-h100-superpod", o);
        const GrowthReport r = analyseGrowth(p);
        QCOMPARE(int(r.transitions.size()), 1);
        const TransitionReport &t = r.transitions[0];
        QCOMPARE(t.added.nodes, 32);
        QCOMPARE(t.added.gpus, std::int64_t(256));
        QCOMPARE(t.added.switches, 8);
        QCOMPARE(t.reterminated, 0);
        QCOMPARE(t.maintenance_windows, 0);
        QVERIFY(t.added.links_to_existing >= 8 * 32); // at least the new leaves' uplinks to day-one spines
        QCOMPARE(t.reservations[0].item, std::string("spine ports"));
        QCOMPARE(t.reservations[0].status, std::string("reserved"));
        // The alternative sized from the same template: day one 8 leaves, s = 4, m = 8; target 16
        // leaves, s = 8, m = 4. Leaf l uplink p stays when p/8 = p/4 (p < 4) and l = 0: 4 of 256,
        // so 252 move; per leaf 4 spines · (8 − 4) = 16 must change spine → 128.
        QVERIFY(r.strategies);
        QCOMPARE(r.fabric_basis, std::string("dgx-h100-superpod"));
        QCOMPARE(r.strategies->grown.reterminated, 252);
        QCOMPARE(r.strategies->grown.minimum_moves, 128);
        QCOMPARE(r.strategies->built_for_target.reterminated, 0);
        // Up front the grown fabric saves exactly the 8 − 4 = 4 spines it leaves out (the links are
        // the same 256 + 256).
        const double spine = fabric::fabricTemplate("dgx-h100-superpod").spec.spine.price_usd;
        QVERIFY(near(r.strategies->built_for_target.upfront_usd - r.strategies->grown.upfront_usd, 4 * spine));
    }

    void laterPhaseTakingAnOccupiedPortIsARetermination()
    {
        // node1 → leaf1 → spine:p0 on day one; the target adds node2 → leaf2 → spine:p0, the same
        // 400G port, which carries one 400G link: the day-one uplink must move (1 re-termination,
        // 10 min + 4 h = 4.1667 h), and node1 behind leaf1 is affected.
        Project p;
        p.phases = { { 1, "day-one" }, { 2, "target" } };
        p.device_types = { type(3, "node", "gpu-node", 1, 8), type(4, "sw", "leaf", 4, 0) };
        auto dev = [&](Id id, const char *name, Id t, Id phase) {
            Device d;
            d.id = id;
            d.name = name;
            d.device_type = t;
            d.phase = phase;
            p.devices.push_back(d);
        };
        dev(10, "node1", 3, 1);
        dev(11, "node2", 3, 2);
        dev(12, "leaf1", 4, 1);
        dev(13, "leaf2", 4, 2);
        dev(14, "spine", 4, 1);
        auto link = [&](Id id, PortRef a, PortRef b, Tier tier, Id phase) {
            Link l;
            l.id = id;
            l.a = a;
            l.b = b;
            l.tier = tier;
            l.plane = 0;
            l.phase = phase;
            p.links.push_back(l);
        };
        link(20, { 10, 0 }, { 12, 0 }, Tier::NodeLeaf, 1);
        link(21, { 12, 1 }, { 14, 0 }, Tier::LeafSpine, 1);
        link(22, { 11, 0 }, { 13, 0 }, Tier::NodeLeaf, 2);
        link(23, { 13, 1 }, { 14, 0 }, Tier::LeafSpine, 2);
        p.next_id = 30;
        const GrowthReport r = analyseGrowth(p);
        QCOMPARE(int(r.transitions.size()), 1);
        const TransitionReport &t = r.transitions[0];
        QCOMPARE(t.reterminated, 1);
        QCOMPARE(t.maintenance_windows, 1);
        QCOMPARE(t.affected_nodes, 1);
        QVERIFY(near(t.window_hours, 10 / 60.0 + 4));
        QVERIFY(t.reterminated_examples[0].find("link 21") != std::string::npos);
        QCOMPARE(t.reservations[0].status, std::string("not reserved"));
        QCOMPARE(t.added.links_to_existing, 1); // link 23 lands on the day-one spine
        QVERIFY(!r.strategies); // no template has these device types
    }

    void impossibleInput()
    {
        QVERIFY_THROWS_EXCEPTION(Error, compareGrowthStrategies(superPod(0, 128)));
        fabric::FabricSpec s = superPod(32, 128);
        s.target_nodes = 16; // smaller than day one
        QVERIFY_THROWS_EXCEPTION(Error, compareGrowthStrategies(s));
    }
};

QTEST_APPLESS_MAIN(TestGrowth)
#include "test_growth.moc"

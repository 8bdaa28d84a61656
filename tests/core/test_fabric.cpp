// SPDX-License-Identifier: GPL-3.0-or-later
// Fat-tree construction against hand-computed figures: the k-ary formulas, the DGX SuperPOD H100
// reference architecture, the even-spreading rule, rail alignment, plane isolation, impossible specs.
#include "fabric/fat_tree.h"
#include "model/types.h"

#include <QtTest>

#include <map>

using namespace plenum;
using namespace plenum::fabric;

namespace {

FabricSpec kAry(int k, int tiers, int endpoints)
{
    FabricSpec s;
    s.nodes = s.target_nodes = endpoints;
    s.nics_per_node = 1;
    s.node_ports_per_cage = 1;
    s.tiers = tiers;
    s.leaf = s.spine = s.core = { "k" + std::to_string(k), k, 1, 1000 };
    s.switch_link_price_usd = 10;
    s.endpoint_link_price_usd = 1;
    return s;
}

FabricSpec superPodH100(int nodes)
{
    FabricSpec s;
    s.nodes = s.target_nodes = nodes;
    s.nics_per_node = 8;
    s.su_nodes = 32;
    s.leaf = s.spine = s.core = { "nvidia-qm9700", 64, 2, 30000 };
    return s;
}

} // namespace

class TestFabric : public QObject {
    Q_OBJECT

private slots:
    void twoTierFormula_data()
    {
        QTest::addColumn<int>("k");
        for (int k : { 4, 8, 16, 32, 64 })
            QTest::addRow("k=%d", k) << k;
    }

    void twoTierFormula()
    {
        QFETCH(int, k);
        // 2 tiers serve k²/2 endpoints with k leaves and k/2 spines (3k/2 switches).
        const FabricCounts c = countFabric(buildFatTree(kAry(k, 2, k * k / 2)));
        QCOMPARE(c.endpoints, std::int64_t(k) * k / 2);
        QCOMPARE(c.leaves, std::int64_t(k));
        QCOMPARE(c.spines, std::int64_t(k / 2));
        QCOMPARE(c.leaves + c.spines + c.cores, std::int64_t(3 * k / 2));
        QCOMPARE(c.node_leaf, std::int64_t(k) * k / 2);
        QCOMPARE(c.leaf_spine, std::int64_t(k) * k / 2);
        QCOMPARE(c.spine_core, std::int64_t(0));
        // Cost per endpoint: (3k/2 switches × 1000 + k²/2 links × 10) / (k²/2).
        QCOMPARE(c.perEndpointUsd(), (1.5 * k * 1000 + k * k / 2 * 10.0) / (k * k / 2.0));
    }

    void threeTierFormula_data()
    {
        QTest::addColumn<int>("k");
        for (int k : { 4, 8, 16, 32 })
            QTest::addRow("k=%d", k) << k;
    }

    void threeTierFormula()
    {
        QFETCH(int, k);
        // 3 tiers serve k³/4 endpoints with 5k²/4 switches: k²/2 leaves, k²/2 spines, k²/4 cores.
        const FabricCounts c = countFabric(buildFatTree(kAry(k, 3, k * k * k / 4)));
        QCOMPARE(c.endpoints, std::int64_t(k) * k * k / 4);
        QCOMPARE(c.leaves, std::int64_t(k) * k / 2);
        QCOMPARE(c.spines, std::int64_t(k) * k / 2);
        QCOMPARE(c.cores, std::int64_t(k) * k / 4);
        QCOMPARE(c.leaves + c.spines + c.cores, std::int64_t(5) * k * k / 4);
        QCOMPARE(c.leaf_spine, std::int64_t(k) * k * k / 4);
        QCOMPARE(c.spine_core, std::int64_t(k) * k * k / 4);
    }

    // One rule for the tier count (issue 20): radix 8 serves 8·8/2 = 32 endpoints in 2 tiers.
    void tiersChosenByOneRule()
    {
        TierChoice c = buildFatTreeChoosingTiers(kAry(8, 2, 32));
        QCOMPARE(c.graph.spec.tiers, 2);
        QCOMPARE(QString::fromStdString(c.why), QStringLiteral("2 tiers serve the target"));
        c = buildFatTreeChoosingTiers(kAry(8, 2, 33));
        QCOMPARE(c.graph.spec.tiers, 3);
        QVERIFY2(QString::fromStdString(c.why).startsWith(QStringLiteral("3 tiers: 2 cannot serve the target (")),
            c.why.c_str());
        QVERIFY(c.graph.spec.tiers == 3 && !c.graph.switches.empty());
        c = buildFatTreeChoosingTiers(kAry(8, 2, 8), 3);
        QCOMPARE(c.graph.spec.tiers, 3);
        QCOMPARE(QString::fromStdString(c.why), QStringLiteral("3 tiers, as asked"));
        QVERIFY_THROWS_EXCEPTION(Error, buildFatTreeChoosingTiers(kAry(8, 2, 33), 2)); // asked for 2: no fallback
        QVERIFY_THROWS_EXCEPTION(Error, buildFatTreeChoosingTiers(kAry(8, 2, 8 * 8 * 8 / 4 + 1))); // beyond 3 tiers too
    }

    void beyondTwoTiersIsRefused()
    {
        try {
            buildFatTree(kAry(8, 2, 8 * 8 / 2 + 1));
            QFAIL("accepted more endpoints than 2 tiers can serve");
        } catch (const Error &e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("at most 32 endpoints per plane")), e.what());
        }
        try {
            buildFatTree(kAry(4, 3, 4 * 4 * 4 / 4 + 1));
            QFAIL("accepted more endpoints than 3 tiers can serve");
        } catch (const Error &e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("at most 16 endpoints per plane")), e.what());
        }
    }

    void evenSpreading_data()
    {
        QTest::addColumn<int>("leaves");
        QTest::addColumn<int>("spines");
        QTest::addColumn<int>("linksPerSpine");
        // k = 64, 32 uplinks per leaf. Port totals alone would give ceil(leaves*32/64) spines.
        QTest::addRow("5 leaves: totals say 3, 3 does not divide 32") << 5 << 4 << 8;
        QTest::addRow("6 leaves: totals say 3") << 6 << 4 << 8;
        QTest::addRow("12 leaves: totals say 6") << 12 << 8 << 4;
        QTest::addRow("2 leaves: 1 spine of 64 ports") << 2 << 1 << 32;
        QTest::addRow("64 leaves: 32 spines") << 64 << 32 << 1;
    }

    void evenSpreading()
    {
        QFETCH(int, leaves);
        QFETCH(int, spines);
        QFETCH(int, linksPerSpine);
        const FabricGraph f = buildFatTree(kAry(64, 2, leaves * 32));
        const FabricCounts c = countFabric(f);
        QCOMPARE(c.leaves, std::int64_t(leaves));
        QCOMPARE(c.spines, std::int64_t(spines));
        std::map<std::pair<int, int>, int> perPair;
        std::map<int, int> spinePorts;
        for (const auto &l : f.links)
            if (l.upper == Layer::Spine) {
                ++perPair[{ l.a.sw, l.b.sw }];
                ++spinePorts[l.b.sw];
            }
        QCOMPARE(int(perPair.size()), leaves * spines); // every leaf reaches every spine
        for (const auto &[pair, n] : perPair)
            QCOMPARE(n, linksPerSpine); // with the same number of links
        for (const auto &[sw, n] : spinePorts)
            QVERIFY(n <= 64); // within the spine's radix
    }

    void superPodH100FourSus()
    {
        // DGX SuperPOD H100 RA: 127 nodes in 4 SUs → 32 leaves and 16 spines (QM9700).
        const FabricGraph f = buildFatTree(superPodH100(127));
        const FabricCounts c = countFabric(f);
        QCOMPARE(c.leaves, std::int64_t(32));
        QCOMPARE(c.spines, std::int64_t(16));
        QCOMPARE(c.node_leaf, std::int64_t(127 * 8));
        QCOMPARE(c.leaf_spine, std::int64_t(32 * 32)); // the partial 4th SU is cabled like a full one
        // Transceivers (twin-port OSFP): 127 nodes × 4 cages + 32 leaves × (16 down + 16 up cages)
        // + 16 spines × 32 cages. The 4th SU's leaves use 31 down ports = still 16 cages.
        QCOMPARE(c.transceivers, std::int64_t(127 * 4 + 32 * 32 + 16 * 32));
    }

    void railAlignment()
    {
        const FabricGraph f = buildFatTree(superPodH100(100));
        for (const auto &l : f.links) {
            if (l.upper != Layer::Leaf)
                continue;
            const Switch &leaf = f.switches[std::size_t(l.b.sw)];
            QCOMPARE(leaf.rail, l.a.port); // rail r of the node → leaf of rail r
            QCOMPARE(leaf.su, l.a.node / 32); // of the node's own SU
            QCOMPARE(l.b.port, l.a.node % 32); // on the node's position in the SU
        }
    }

    void planeIsolation()
    {
        FabricSpec s = kAry(16, 2, 0);
        s.nodes = s.target_nodes = 64;
        s.nics_per_node = 8;
        s.planes = 8;
        const FabricGraph f = buildFatTree(s);
        const FabricCounts c = countFabric(f);
        // 8 planes × (64 endpoints: 8 leaves of 8 down + 8 up, then 8 × 8 uplinks over 4 spines).
        QCOMPARE(c.leaves, std::int64_t(8 * 8));
        QCOMPARE(c.spines, std::int64_t(8 * 4));
        for (const auto &l : f.links) {
            const Switch &upper = f.switches[std::size_t(l.b.sw)];
            QCOMPARE(upper.plane, l.plane);
            if (l.a.node >= 0)
                QCOMPARE(l.a.port % 8, l.plane); // NIC e of every node is on plane e
            else
                QCOMPARE(f.switches[std::size_t(l.a.sw)].plane, l.plane); // no link between planes
        }
    }

    void biplanar()
    {
        FabricSpec s = kAry(64, 2, 0);
        s.nodes = s.target_nodes = 64;
        s.nics_per_node = 8;
        s.ports_per_nic = 2; // 800G as 2 × 400G
        s.node_ports_per_cage = 2;
        s.planes = 2;
        const FabricGraph f = buildFatTree(s);
        // Each plane: 64 nodes × 8 endpoints = 512 → 16 leaves of 32 down; 16 × 32 up over 8 spines.
        const FabricCounts c = countFabric(f);
        QCOMPARE(c.endpoints, std::int64_t(1024));
        QCOMPARE(c.leaves, std::int64_t(32));
        QCOMPARE(c.spines, std::int64_t(16));
        for (const auto &l : f.links)
            if (l.a.node >= 0)
                QCOMPARE(l.plane, l.a.port % 2); // the two halves of one NIC port land on different planes
    }

    void oversubscription()
    {
        FabricSpec s = kAry(64, 2, 480);
        s.oversubscription = 3;
        const FabricGraph f = buildFatTree(s);
        QCOMPARE(f.leaf_down, 48);
        QCOMPARE(f.leaf_up, 16);
        QCOMPARE(countFabric(f).leaves, std::int64_t(10));
    }

    void threeTierWholePods()
    {
        // k = 8: a pod holds 4 leaves of 4 endpoints. 20 endpoints → 5 leaves → 2 whole pods.
        const FabricCounts c = countFabric(buildFatTree(kAry(8, 3, 20)));
        QCOMPARE(c.leaves, std::int64_t(8));
        QCOMPARE(c.spines, std::int64_t(8));
        // 4 core groups; 2 pod spines per group each send 4 uplinks: one core of 8 ports suffices.
        QCOMPARE(c.cores, std::int64_t(4));
        QCOMPARE(c.spine_core, std::int64_t(8 * 4));
    }

    void dayOneIsASubset()
    {
        FabricSpec s = superPodH100(64);
        s.target_nodes = 128;
        const FabricGraph f = buildFatTree(s);
        int dayOneLeaves = 0, dayOneSpines = 0, spines = 0, dayOneNodeLinks = 0;
        for (const auto &sw : f.switches) {
            if (sw.layer == Layer::Leaf && sw.day_one)
                ++dayOneLeaves;
            if (sw.layer == Layer::Spine) {
                ++spines;
                dayOneSpines += sw.day_one;
            }
        }
        for (const auto &l : f.links)
            dayOneNodeLinks += l.upper == Layer::Leaf && l.day_one;
        QCOMPARE(dayOneLeaves, 16); // 2 of 4 SUs
        QCOMPARE(spines, 16); // spines sized for the target
        QCOMPARE(dayOneSpines, spines); // and all installed on day one
        QCOMPARE(dayOneNodeLinks, 64 * 8);
    }

    void impossibleSpecs_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<QString>("message");
        QTest::addRow("planes do not divide NICs") << 0 << "3 planes do not divide the 8 fabric ports";
        QTest::addRow("zero nodes") << 1 << "must be positive";
        QTest::addRow("target below day one") << 2 << "smaller than day one";
        QTest::addRow("four tiers") << 3 << "tiers must be 2 or 3";
        QTest::addRow("SU too large for radix") << 4 << "needs 48 down + 48 up ports";
        QTest::addRow("negative planes") << 5 << "plane count must be positive";
    }

    void impossibleSpecs()
    {
        QFETCH(int, which);
        QFETCH(QString, message);
        FabricSpec s = superPodH100(64);
        switch (which) {
        case 0:
            s.planes = 3;
            break;
        case 1:
            s.nodes = s.target_nodes = 0;
            break;
        case 2:
            s.target_nodes = 32;
            break;
        case 3:
            s.tiers = 4;
            break;
        case 4:
            s.su_nodes = 48;
            break;
        case 5:
            s.planes = -1;
            break;
        }
        try {
            buildFatTree(s);
            QFAIL("accepted an impossible spec");
        } catch (const Error &e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(message), e.what());
        }
    }
};

QTEST_APPLESS_MAIN(TestFabric)
#include "test_fabric.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Cost per GPU and per endpoint by phase on a hand-made project, the 2-tier / 3-tier / multi-plane
// comparison for a DGX SuperPOD-shaped fabric with round prices, and the design review's Markdown
// for a template project.
#include "analysis/cost.h"
#include "analysis/review.h"
#include "routing/router.h"
#include "templates/templates.h"

#include <QtTest>

using namespace plenum;
using namespace plenum::analysis;

namespace {

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-6;
}

fabric::FabricSpec superPod(int nodes)
{
    fabric::FabricSpec s;
    s.nodes = s.target_nodes = nodes;
    s.nics_per_node = 8;
    s.su_nodes = 32;
    s.leaf = s.spine = s.core = { "sw64", 64, 2, 10000 };
    s.switch_link_price_usd = s.endpoint_link_price_usd = 1000;
    return s;
}

} // namespace

class TestCost : public QObject {
    Q_OBJECT

private slots:
    void costByPhaseOfAHandMadeProject()
    {
        // Day one: node1 ($100,000, 8 GPUs) + leaf ($20,000), one fabric link; the target adds node2.
        // Day one: $120,000 / 8 GPUs = $15,000 per GPU, / 1 endpoint; network $20,000 per endpoint.
        // Target: $220,000 / 16 GPUs = $13,750; / 2 endpoints = $110,000; network $20,000 / 2 = $10,000.
        Project p;
        p.phases = { { 1, "day-one" }, { 2, "target" } };
        DeviceType node;
        node.id = 3;
        node.slug = "node";
        node.role = "gpu-node";
        node.gpus = 8;
        node.price_usd = 100000;
        node.ports = { { "n0", "OSFP", "", 4, 400, Face::Rear, 0, 0, false } };
        DeviceType leaf;
        leaf.id = 4;
        leaf.slug = "leaf";
        leaf.role = "leaf";
        leaf.price_usd = 20000;
        leaf.ports = { { "p0", "OSFP", "", 4, 400, Face::Rear, 0, 0, false },
            { "p1", "OSFP", "", 4, 400, Face::Rear, 0, 0, false } };
        p.device_types = { node, leaf };
        p.devices = { { 10, "node1", 3, kNoId, 0, false, 1 }, { 11, "leaf1", 4, kNoId, 0, false, 1 },
            { 12, "node2", 3, kNoId, 0, false, 2 } };
        Link a;
        a.id = 20;
        a.a = { 10, 0 };
        a.b = { 11, 0 };
        a.phase = 1;
        Link b = a;
        b.id = 21;
        b.a = { 12, 0 };
        b.b = { 11, 1 };
        b.phase = 2;
        p.links = { a, b };
        p.next_id = 30;
        const std::vector<PhaseCost> c = costByPhase(p);
        QCOMPARE(int(c.size()), 2);
        QVERIFY(near(c[0].added_usd, 120000));
        QVERIFY(near(c[0].perGpuUsd(), 15000));
        QVERIFY(near(c[0].perEndpointUsd(), 120000));
        QVERIFY(near(c[0].networkPerEndpointUsd(), 20000));
        QVERIFY(near(c[1].added_usd, 100000));
        QVERIFY(near(c[1].cumulative_usd, 220000));
        QCOMPARE(c[1].gpus, std::int64_t(16));
        QVERIFY(near(c[1].perGpuUsd(), 13750));
        QVERIFY(near(c[1].perEndpointUsd(), 110000));
        QVERIFY(near(c[1].networkPerEndpointUsd(), 10000));
    }

    void threeDesignsAtThisSize()
    {
        // 128 nodes · 8 rails = 1024 endpoints; 64-port switches at $10,000, links at $1,000.
        // 2-tier: 32 leaves + 16 spines = 48; 1024 uplinks → (480,000 + 1,024,000) / 1024 = $1,468.75.
        // 3-tier: pods of 32 leaves (4 SUs) → 1 pod with 32 pod spines; each spine's 32 uplinks fit
        // one core (32 <= 64) → 32 core groups of 1: 32 + 32 + 32 = 96 switches; 1024 leaf–spine +
        // 32 · 32 spine–core = 2048 links → (960,000 + 2,048,000) / 1024 = $2,937.50.
        // Multi-plane: 8 planes, one rail each: 4 leaves per plane, 2 spines (4 · 16 = 64) →
        // 8 · 6 = 48 switches, 8 · 4 · 32 = 1024 uplinks → $1,468.75.
        const std::vector<DesignCost> d = compareFabricDesigns(superPod(128));
        QCOMPARE(int(d.size()), 3);
        QVERIFY(d[0].possible && d[1].possible && d[2].possible);
        QCOMPARE(d[0].counts.leaves + d[0].counts.spines + d[0].counts.cores, std::int64_t(48));
        QVERIFY(near(d[0].counts.perEndpointUsd(), 1468.75));
        QCOMPARE(d[1].counts.leaves + d[1].counts.spines + d[1].counts.cores, std::int64_t(96));
        QVERIFY(near(d[1].counts.perEndpointUsd(), 2937.5));
        QCOMPARE(d[2].planes, 8);
        QCOMPARE(d[2].counts.leaves + d[2].counts.spines + d[2].counts.cores, std::int64_t(48));
        QVERIFY(near(d[2].counts.perEndpointUsd(), 1468.75));
    }

    void reviewAnswersTheFiveQuestions()
    {
        // 32 DGX H100 (256 GPUs) growing to 64 (512 GPUs).
        TemplateOptions o;
        o.nodes = 32;
        o.target_nodes = 64;
        o.project_name = "Review test";
        const std::string md = reviewMarkdown(projectFromTemplate("dgx-h100-superpod", o));
        for (const char *heading : { "# Design review: Review test", "## Summary", "## 1. Network", "## 2. Storage",
                 "## 3. Orchestration", "## 4. Resilience", "## 5. Metrics" })
            QVERIFY2(md.find(heading) != std::string::npos, heading);
        QVERIFY(md.find("32 GPU nodes (256 GPUs) on day one, 64 nodes (512 GPUs) at target") != std::string::npos);
        QVERIFY(md.find("single-plane") != std::string::npos);
        QVERIFY(md.find("SwitchName=") != std::string::npos); // the Slurm topology excerpt
        QVERIFY(md.find("| 7 | 6 | 4+2 |") != std::string::npos); // erasure table: 7 nodes → 4+2
        QVERIFY(md.find("| 50 | 12 | 10+2 |") != std::string::npos);
        QVERIFY(md.find("252") != std::string::npos); // uplinks a day-one-sized fabric would move
    }

    // Issue #23: the review shows ordered ÷ required metres per tier once the project is routed:
    // at 64 DGX H100 nodes, 64 × 8 rails + the UFM's 2 ports = 514 compute node-leaf cables.
    void reviewShowsOrderedPerTier()
    {
        TemplateOptions o;
        o.nodes = 64;
        Project p = projectFromTemplate("dgx-h100-superpod", o);
        QVERIFY(reviewMarkdown(p).find("Cable ordered against required") == std::string::npos); // no cables yet
        routing::routeProject(p);
        const std::string md = reviewMarkdown(p);
        QVERIFY(md.find("Cable ordered against required") != std::string::npos);
        QVERIFY2(md.find("| compute | node-leaf | 514 |") != std::string::npos, md.c_str());
    }

    // Issue 22 item 8: names reach the review's Markdown escaped: a project name cannot become an
    // image that fetches a remote resource, a link, raw HTML or a table cell break.
    void reviewEscapesNames()
    {
        TemplateOptions o;
        o.nodes = 32;
        o.target_nodes = 64;
        o.project_name = "![x](http://example.invalid/a.png) <img src=x> *b* | c";
        Project p = projectFromTemplate("dgx-h100-superpod", o);
        p.phases.front().name = "day|one";
        const std::string md = reviewMarkdown(p);
        QVERIFY2(md.find("# Design review: \\!\\[x\\]\\(http\\:\\/\\/example\\.invalid") != std::string::npos,
            md.substr(0, 200).c_str());
        QVERIFY(md.find("![") == std::string::npos);
        QVERIFY(md.find(" <img") == std::string::npos); // only as " \\<img", which renders as text
        QVERIFY(md.find("| day|one |") == std::string::npos);
        QVERIFY(md.find("day\\|one") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestCost)
#include "test_cost.moc"

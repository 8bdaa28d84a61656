// SPDX-License-Identifier: GPL-3.0-or-later
// Slack coiled on a tray segment fills that segment (issue #16; routing/fill_limit.h): its volume,
// slack × π/4 · od², spread over the segment's length — for pathway.fill, the growth analysis and
// the router's capacities alike.
#include "rig.h"
#include "routing/fill_limit.h"
#include "routing/router.h"
#include "routing/segment_use.h"
#include "rules/rules.h"

#include <QtTest>

#include <cmath>

using namespace plenum;

namespace {

// One ladder "L", a single segment 5 m long, 50 mm wide and 50 mm deep: 0.5 × 50 × 50 = 1,250 mm²
// usable. Cables are OM4 MPO trunks (the catalogue's od 3 mm: 7.0686 mm² each) laid on it by hand.
struct Tray {
    Project p;
    Id phase = 0, hall = 0, ladder = 0;
    Tray()
    {
        phase = rig::phase(p, "day-one");
        hall = rig::hall(p, 10000, 10000).id;
        ladder
            = rig::pathway(p, "L", hall, Service::Fiber, { { 1000, 2000, 2500 }, { 6000, 2000, 2500 } }, 50, 50, phase)
                  .id;
    }
    // A 10 m trunk needing `required` mm, its slack coiled on the ladder when `coiled`.
    void trunk(std::int64_t required, bool coiled)
    {
        Cable c;
        c.id = p.allocateId();
        c.label = "C" + std::to_string(c.id);
        c.media = "mmf-mpo";
        c.sku = "MFP7E10-N010";
        c.required_length_mm = required;
        c.ordered_length_mm = 10000;
        c.route = { { ladder, 0 } };
        if (coiled)
            c.slack.pathway = ladder;
        c.slack.segment = 0;
        c.phase = phase;
        p.cables.push_back(c);
    }
};

} // namespace

class TestSlackFill : public QObject {
    Q_OBJECT

private slots:
    void formula()
    {
        // 10 m of 3 mm fibre on a 5 m segment: 7.0686 × 10 / 5 = 14.137 mm², two more passes.
        QVERIFY(std::abs(routing::slackAreaMm2(3, 10000, 5000) - 14.1372) < 1e-3);
        // No slack, nothing; a 0.4 m segment counts as 1 m: 7.0686 × 2 / 1 = 14.137 mm².
        QCOMPARE(routing::slackAreaMm2(3, 0, 5000), 0.0);
        QVERIFY(std::abs(routing::slackAreaMm2(3, 2000, 400) - 14.1372) < 1e-3);
        Pathway pw;
        pw.points = { { 0, 0, 0 }, { 3000, 4000, 0 }, { 3000, 4000, 1200 } };
        QCOMPARE(routing::segmentLengthMm(pw, 0), 5000.0);
        QCOMPARE(routing::segmentLengthMm(pw, 1), 1200.0);
        QCOMPARE(routing::segmentLengthMm(pw, 2), 0.0);
    }

    // 150 trunks: 150 × 7.0686 = 1,060.3 mm², within 1,250. Each needs 8 m of its 10 m: 2 m of
    // slack, coiled on the 5 m segment, adds 7.0686 × 0.4 = 2.827 mm² each, 424.1 in all:
    // 1,484.4 mm² (119 % of the limit).
    void slackOnTheSegmentCountsInPathwayFill()
    {
        Tray t;
        for (int i = 0; i < 150; ++i)
            t.trunk(8000, true);
        const rules::Findings found = rules::runChecks(t.p, { "", { "pathway.fill" } });
        QCOMPARE(int(found.size()), 1);
        QCOMPARE(
            found.front().message, std::string("L segment 0: 150 cables fill 1484 mm² of 1250 mm² allowed (119 %)"));
        const auto use = routing::segmentUse(t.p, ProjectIndex(t.p));
        QCOMPARE(use.at({ t.ladder, 0 }).cables, 150);
        QVERIFY(std::abs(use.at({ t.ladder, 0 }).area_mm2 - 1484.40) < 0.01);
    }

    // The same slack coiled in the racks (no tray place) leaves the ladder at 1,060 mm²: no finding.
    void slackElsewhereDoesNot()
    {
        Tray t;
        for (int i = 0; i < 150; ++i)
            t.trunk(8000, false);
        QVERIFY(rules::runChecks(t.p, { "", { "pathway.fill" } }).empty());
    }

    // The router counts what it coils too. Racks A01 (x 1000) and A02 (x 1600) in a row facing
    // north, a 1U switch at U10 in each, one Cat6A management link between them over the ladder
    // "Row A" from x 400 to 5000 at z 2300 (one segment, 4,600 mm). The cord (od 7.5 mm: 44.179 mm²)
    // is ordered at the next catalogue length and its slack coiled on that segment, so the segment
    // holds 44.179 × (1 + slack ÷ 4,600).
    void routerCapacityCountsTheCoil()
    {
        Project p;
        const Id phase = rig::phase(p, "day-one");
        const Hall &h = rig::hall(p, 30000, 10000);
        const Id rt = rig::rackType(p, "r", 42).id;
        DeviceType t;
        t.id = p.allocateId();
        t.slug = "sw";
        t.u_height = 1;
        t.depth_mm = 600;
        t.ports.push_back({ "p1", "RJ45", "", 1, 10, Face::Rear, 41, 20, false });
        p.device_types = { t };
        std::vector<Id> devices;
        for (std::int64_t x : { 1000, 1600 }) {
            const Rack &r = rig::rack(p, x == 1000 ? "A01" : "A02", h.id, rt, { x, 2000 }, phase);
            devices.push_back(rig::device(p, "d" + r.name, t.id, r.id, 10, phase).id);
        }
        Link &l = rig::link(p, { devices[0], 0 }, { devices[1], 0 }, phase);
        l.fabric = Fabric::OutOfBand;
        l.tier = Tier::Management;
        const Id rowA = rig::pathway(
            p, "Row A", h.id, Service::Data, { { 400, 2000, 2300 }, { 5000, 2000, 2300 } }, 300, 100, phase)
                            .id;
        const routing::RouteReport report = routing::routeProject(p);
        QCOMPARE(int(p.cables.size()), 1);
        const Cable &c = p.cables.front();
        QCOMPARE(c.media, std::string("cat6a"));
        QVERIFY(c.slackMm() > 0); // a catalogue step above the need, or the test proves nothing
        QCOMPARE(c.slack.pathway, rowA);
        QCOMPARE(int(report.fills.size()), 1);
        const double cord = M_PI / 4 * 7.5 * 7.5;
        QVERIFY(std::abs(report.fills.front().used_mm2 - cord * (1 + double(c.slackMm()) / 4600)) < 1e-6);
    }
};

QTEST_APPLESS_MAIN(TestSlackFill)
#include "test_slack_fill.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Tray load (issue #16): the cables on a pathway segment, and the slack coiled on it, weigh at most
// pathway.max_load_kg_per_m per tray (74.4 kg/m: NEMA VE 1 class A, 50 lb/ft); a pathway wider
// than 900 mm is that many 900 mm trays (routing::traysOf). Cat6A cords weigh 0.06 kg/m in the
// catalogue.
#include "rig.h"
#include "routing/fill_limit.h"
#include "routing/segment_use.h"
#include "rules/rules.h"

#include <QtTest>

#include <cmath>

using namespace plenum;

namespace {

// One ladder "L" of one 5 m segment, `width` wide and 150 mm deep, with `cords` Cat6A cords
// needing `required` of their 10 m, their slack coiled on the ladder.
Project ladder(int width, int cords, std::int64_t required)
{
    Project p;
    const Id phase = rig::phase(p, "day-one");
    const Id hall = rig::hall(p, 10000, 10000).id;
    const Id ladder
        = rig::pathway(p, "L", hall, Service::Data, { { 1000, 2000, 2500 }, { 6000, 2000, 2500 } }, width, 150, phase)
              .id;
    for (int i = 0; i < cords; ++i) {
        Cable c;
        c.id = p.allocateId();
        c.label = "C" + std::to_string(c.id);
        c.media = "cat6a";
        c.sku = "cat6a-rj45-10M";
        c.required_length_mm = required;
        c.ordered_length_mm = 10000;
        c.route = { { ladder, 0 } };
        c.slack.pathway = ladder;
        c.phase = phase;
        p.cables.push_back(c);
    }
    return p;
}

rules::Findings load(const Project &p)
{
    return rules::runChecks(p, { "", { "pathway.load" } });
}

} // namespace

class TestTrayLoad : public QObject {
    Q_OBJECT

private slots:
    void traysOfAPathway()
    {
        Pathway pw;
        for (auto [width, trays] : { std::pair { 300, 1 }, { 900, 1 }, { 1800, 2 }, { 2700, 3 }, { 1000, 2 } }) {
            pw.width_mm = width;
            QCOMPARE(routing::traysOf(pw), trays);
        }
        // 2 m of a 0.06 kg/m cord coiled on a 5 m segment: 0.06 × 2 / 5 = 0.024 kg/m.
        QVERIFY(std::abs(routing::slackKgPerM(0.06, 2000, 5000) - 0.024) < 1e-12);
    }

    // 1,200 cords with no slack: 72.0 kg/m, within 74.4.
    void withinTheRating() { QVERIFY(load(ladder(900, 1200, 10000)).empty()); }

    // 1,300 cords: 78.0 kg/m, over 74.4 on one 900 mm ladder.
    void overTheRating()
    {
        const rules::Findings found = load(ladder(900, 1300, 10000));
        QCOMPARE(int(found.size()), 1);
        QCOMPARE(found.front().message,
            std::string("L segment 0: 1300 cables weigh 78.0 kg/m, over the 74.4 kg/m it is rated for"));
    }

    // The same 1,300 cords on two parallel 900 mm ladders (1,800 mm): 148.8 kg/m rated.
    void twoTraysCarryTwice() { QVERIFY(load(ladder(1800, 1300, 10000)).empty()); }

    // 1,200 cords each coiling 2 m (8 m needed of 10 m) on the 5 m segment: 72.0 + 1,200 × 0.024
    // = 100.8 kg/m.
    void coilsWeighToo()
    {
        const rules::Findings found = load(ladder(900, 1200, 8000));
        QCOMPARE(int(found.size()), 1);
        QCOMPARE(found.front().message,
            std::string("L segment 0: 1200 cables weigh 100.8 kg/m, over the 74.4 kg/m it is rated for"));
        // Summed in fixed point (routing/cable_sums.h): each of the 2,400 terms within 2^-31 kg/m.
        const Project p = ladder(900, 1200, 8000);
        QVERIFY(
            std::abs(routing::segmentUse(p, ProjectIndex(p)).at({ p.pathways.front().id, 0 }).kg_per_m - 100.8) < 2e-6);
    }

    // Two halves of a twin-port DAC (one cable under one label, NVIDIA MCP4Y10) count once: the
    // first in the project's order. When the halves lie on different ladders (a route being
    // laid again), the sums of the second ladder alone — what an incremental check asks for —
    // are its share of the whole project's: the cord on it and not the second half.
    void twinCountsOnceAlsoOnOnePathway()
    {
        Project p;
        const Id phase = rig::phase(p, "day-one");
        const Id hall = rig::hall(p, 10000, 10000).id;
        const Id first = rig::pathway(
            p, "L1", hall, Service::Data, { { 1000, 2000, 2500 }, { 6000, 2000, 2500 } }, 300, 100, phase)
                             .id;
        const Id second = rig::pathway(
            p, "L2", hall, Service::Data, { { 1000, 4000, 2500 }, { 6000, 4000, 2500 } }, 300, 100, phase)
                              .id;
        auto cable = [&](const std::string &label, const char *media, const char *sku, Id pathway) {
            Cable c;
            c.id = p.allocateId();
            c.label = label;
            c.media = media;
            c.sku = sku;
            c.required_length_mm = c.ordered_length_mm = 2000;
            c.route = { { pathway, 0 } };
            c.phase = phase;
            p.cables.push_back(c);
        };
        cable("T", "dac", "MCP4Y10-N002", first);
        cable("T", "dac", "MCP4Y10-N002", second);
        cable("C", "cat6a", "cat6a-rj45-2M", second);
        const ProjectIndex index(p);
        const auto whole = routing::segmentUse(p, index);
        QCOMPARE(whole.at({ first, 0 }).cables, 1);
        QCOMPARE(whole.at({ second, 0 }).cables, 1);
        const IdSet only { second };
        const auto part = routing::segmentUse(p, index, {}, &only);
        QCOMPARE(int(part.size()), 1);
        QCOMPARE(part.at({ second, 0 }).cables, 1);
        QCOMPARE(part.at({ second, 0 }).area_mm2, whole.at({ second, 0 }).area_mm2);
        QCOMPARE(part.at({ second, 0 }).kg_per_m, whole.at({ second, 0 }).kg_per_m);
    }

    // A project whose trays are NEMA class C (149 kg/m) sets its own rating; 0 turns the check off.
    void projectRating()
    {
        Project p = ladder(900, 1300, 10000);
        p.settings["pathway.max_load_kg_per_m"] = 149;
        QVERIFY(load(p).empty());
        p.settings["pathway.max_load_kg_per_m"] = 0;
        QVERIFY(load(p).empty());
    }
};

QTEST_APPLESS_MAIN(TestTrayLoad)
#include "test_tray_load.moc"

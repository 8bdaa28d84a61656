// SPDX-License-Identifier: GPL-3.0-or-later
// Reach on the ordered length (issue #16): light and signal run through the whole cable, its coiled
// slack included, so the optics and the media must reach the length ordered, not only the one the
// route needs. The router picks optics for the catalogue length it will order; cable.reach judges
// ordered_length_mm.
#include "catalog/catalog.h"
#include "routing/media.h"
#include "rules/rules.h"

#include <QtTest>

using namespace plenum;

namespace {

// A made-up catalogue: one multimode trunk sold at 30 m and 60 m (reach 100 m) and one
// single-port OSFP optic reaching 50 m.
catalog::Catalog smallCatalogue()
{
    catalog::Catalog cat;
    catalog::CableType trunk;
    trunk.id = "trunk";
    trunk.media = "mmf-mpo";
    trunk.connector = "MPO-12/APC";
    trunk.speed_gbps = 400;
    trunk.needs_transceiver = true;
    trunk.reach_mm = 100000;
    trunk.lengths_mm = { 30000, 60000 };
    trunk.od_mm = 3;
    trunk.price_usd = 10;
    cat.cables = { trunk };
    catalog::Transceiver optic;
    optic.id = "sr4";
    optic.sku = "SR4";
    optic.cage = "OSFP";
    optic.media = "mmf-mpo";
    optic.speed_gbps = 400;
    optic.links_per_cage = 1;
    optic.reach_mm = 50000;
    optic.price_usd = 100;
    cat.transceivers = { optic };
    return cat;
}

Project oneTrunk(std::int64_t required, std::int64_t ordered)
{
    Project p;
    const Id phase = p.allocateId();
    p.phases = { { phase, "day-one" } };
    Cable c;
    c.id = p.allocateId();
    c.label = "C1";
    c.media = "mmf-mpo";
    c.sku = "MFP7E10-N050";
    c.required_length_mm = required;
    c.ordered_length_mm = ordered;
    c.transceiver_a = "MMA4Z00-NS400"; // NDR single-port OSFP SR4: 50 m (catalogue, NVIDIA LinkX)
    c.phase = phase;
    p.cables = { c };
    return p;
}

} // namespace

class TestReachOrdered : public QObject {
    Q_OBJECT

private slots:
    // 29 m is ordered at 30 m: the 50 m optics reach it.
    void opticsReachTheOrderedLength()
    {
        const catalog::Catalog cat = smallCatalogue();
        routing::LinkEnds ends { "OSFP", "OSFP", 400, 1, 1 };
        std::string reason;
        const auto choice = routing::chooseMedia(cat, ends, -1, 29000, reason);
        QVERIFY2(choice.has_value(), reason.c_str());
        QCOMPARE(choice->ordered_mm, std::int64_t(30000));
        QVERIFY(choice->transceiver_a && choice->transceiver_b);
    }

    // 45 m is within the optics' 50 m, but the next length sold is 60 m: 60 m of fibre between
    // two 50 m optics does not work, so nothing is chosen and the reason is the reach.
    void opticsShortOfTheOrderedLength()
    {
        const catalog::Catalog cat = smallCatalogue();
        routing::LinkEnds ends { "OSFP", "OSFP", 400, 1, 1 };
        std::string reason;
        QVERIFY(!routing::chooseMedia(cat, ends, -1, 45000, reason).has_value());
        QCOMPARE(reason, std::string("no 400G cable between OSFP and OSFP reaches 45.0 m"));
    }

    // An OM4 trunk needing 45 m ordered at 60 m (a custom length): the SR4 optic (50 m) and the
    // trunk's media (50 m) are both short of what is ordered.
    void ruleJudgesTheOrderedLength()
    {
        const rules::Findings found = rules::runChecks(oneTrunk(45000, 60000), { "", { "cable.reach" } });
        QCOMPARE(int(found.size()), 2);
        QCOMPARE(found[0].message,
            std::string("cable C1 (mmf-mpo) is ordered at 60.0 m (needs 45.0 m); OM4 MPO-12/APC multimode trunk "
                        "(SR4) reaches 50.0 m"));
        QCOMPARE(found[1].message,
            std::string("cable C1 is ordered at 60.0 m (needs 45.0 m); transceiver MMA4Z00-NS400 reaches 50.0 m"));
        // Ordered at 50 m: within both.
        QVERIFY(rules::runChecks(oneTrunk(45000, 50000), { "", { "cable.reach" } }).empty());
    }
};

QTEST_APPLESS_MAIN(TestReachOrdered)
#include "test_reach_ordered.moc"

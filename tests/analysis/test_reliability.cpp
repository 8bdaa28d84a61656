// SPDX-License-Identifier: GPL-3.0-or-later
// Reliability against hand-computed figures: Young's and Daly's checkpoint intervals for known C
// and M, Daly's goodput, the Llama 3 calibration reproducing Meta's own "one interruption about
// every 3 hours", scaling to a smaller fleet, a second plane absorbing network failures, and rates
// read from JSON.
#include "analysis/reliability.h"
#include "model/types.h"
#include "json/json.h"

#include <QtTest>

using namespace plenum;
using namespace plenum::analysis;

namespace {
bool near(double a, double b, double tol)
{
    return std::abs(a - b) <= tol;
}
} // namespace

class TestReliability : public QObject {
    Q_OBJECT

private slots:
    void young()
    {
        // C = 5 min, M = 24 h = 1440 min: √(2 · 5 · 1440) = √14400 = 120 min.
        QCOMPARE(youngIntervalMinutes(5, 1440), 120.0);
        // C = 1 min, M = 50 min: √100 = 10 min.
        QCOMPARE(youngIntervalMinutes(1, 50), 10.0);
    }

    void daly()
    {
        // C = 5, M = 1440: x = C/2M = 5/2880 = 0.00173611, √x = 0.0416667;
        // 120 · (1 + 0.0416667/3 + 0.00173611/9) − 5 = 120 · 1.0140818 − 5 = 116.6898 min.
        QVERIFY(near(dalyIntervalMinutes(5, 1440), 116.6898, 1e-3));
        // C >= 2M: the interval is M (C = 100, M = 40 → 40).
        QCOMPARE(dalyIntervalMinutes(100, 40), 40.0);
    }

    void goodput()
    {
        // τ = 60, C = 5, R = 0, M = 1440: (τ+C)/M = 65/1440 = 0.0451389;
        // e^0.0451389 − 1 = 0.0451389 + 0.0010188 + 0.0000153 + 0.0000002 = 0.0461732;
        // 60 / (1440 · 0.0461732) = 60 / 66.4894 = 0.90240.
        QVERIFY(near(expectedGoodput(60, 5, 0, 1440), 0.90240, 1e-4));
        // No failures: τ / (τ + C) = 60 / 65 = 0.923077.
        QVERIFY(near(expectedGoodput(60, 5, 0, 0), 60.0 / 65.0, 1e-12));
    }

    void llama3ReproducesItsOwnRun()
    {
        // The reference fleet itself: 419 interruptions / 54 days = 7.759259 per day,
        // MTBF = 24 / 7.759259 = 3.0931 h ("about one every 3 hours").
        Fleet f { 16384, 2048, 16384, 16384, false };
        const ReliabilityReport r = assessReliability(f);
        QVERIFY(near(r.interruptions_per_day, 419.0 / 54.0, 1e-9));
        QVERIFY(near(r.mtbf_hours, 3.0931, 1e-3));
        QCOMPARE(r.degradations_per_day, 0.0);
        double events = 0;
        for (const auto &c : llama3Rates().categories)
            events += c.events;
        QCOMPARE(events, 419.0); // the categories add up to the paper's total
    }

    void scalesToThePlannedFleet()
    {
        // 127 DGX H100: 1016 GPUs, 127 nodes, 1016 NICs, 1016 endpoints. Every basis scales by
        // 1016/16384 = 0.0620117 (127/2048 is the same ratio): 7.759259 · 0.0620117 = 0.481165 per day,
        // MTBF = 24 / 0.481165 = 49.88 h.
        const ReliabilityReport r = assessReliability({ 1016, 127, 1016, 1016, false });
        QVERIFY(near(r.interruptions_per_day, 0.481165, 1e-5));
        QVERIFY(near(r.mtbf_hours, 49.88, 0.01));
        // Young with C = 5 min: √(2 · 5 · 2992.8) = √29928 = 173.0 min.
        QVERIFY(near(r.young_minutes, 173.0, 0.1));
        QVERIFY(r.daly_minutes < r.young_minutes);
        QVERIFY(r.goodput > 0.9 && r.goodput < 1);
    }

    void secondPlaneAbsorbsNetworkFailures()
    {
        // Biplanar fleet of the reference size with two fabric ports per GPU: the 35 network
        // events scale to 35 · 32768/16384 = 70 per 54 days = 1.2963 per day, and degrade instead
        // of interrupting; interruptions are (419 − 35) / 54 = 7.1111 per day.
        const ReliabilityReport r = assessReliability({ 16384, 2048, 16384, 32768, true });
        QVERIFY(near(r.degradations_per_day, 70.0 / 54.0, 1e-9));
        QVERIFY(near(r.interruptions_per_day, 384.0 / 54.0, 1e-9));
    }

    void ratesFromJsonOverride()
    {
        // One category: 54 events per 1000 GPUs in 54 days = 0.001 per GPU-day; 2000 GPUs → 2 per
        // day, MTBF 12 h.
        const ReliabilityRates rates = ratesFromJson(json::parse(
            R"({"days": 54, "reference": {"gpus": 1000}, "categories": [{"name": "all", "events": 54, "basis": "gpu"}]})"));
        const ReliabilityReport r = assessReliability({ 2000, 250, 2000, 2000, false }, rates);
        QVERIFY(near(r.interruptions_per_day, 2.0, 1e-12));
        QVERIFY(near(r.mtbf_hours, 12.0, 1e-12));
        // Round trip of the defaults.
        const ReliabilityRates back = ratesFromJson(ratesToJson(llama3Rates()));
        QCOMPARE(back.categories.size(), llama3Rates().categories.size());
    }

    void badRates()
    {
        QVERIFY_THROWS_EXCEPTION(Error, ratesFromJson(json::parse(R"({"days": -1})")));
        QVERIFY_THROWS_EXCEPTION(
            Error, ratesFromJson(json::parse(R"({"categories": [{"name": "x", "events": 1, "basis": "rack"}]})")));
        QVERIFY_THROWS_EXCEPTION(Error, ratesFromJson(json::parse(R"({"categories": [{"name": "x"}]})")));
    }
};

QTEST_APPLESS_MAIN(TestReliability)
#include "test_reliability.moc"

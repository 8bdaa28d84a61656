// SPDX-License-Identifier: GPL-3.0-or-later
// The erasure-coding advisor against hand-computed stripes (REFERENCE.md "Storage": 7 nodes allow
// at most 4+2 with a spare, 50 nodes allow 10+2; a stripe chosen at 7 and kept at 50 wastes
// capacity).
#include "analysis/erasure.h"
#include "model/types.h"

#include <QtTest>

using namespace plenum;
using namespace plenum::analysis;

class TestErasure : public QObject {
    Q_OBJECT

private slots:
    void bestStripe_data()
    {
        QTest::addColumn<int>("domains");
        QTest::addColumn<int>("maxWidth");
        QTest::addColumn<QString>("best");
        QTest::addColumn<double>("efficiency");
        // width <= min(N - 1 spare, max(6, floor(N / 4))); m >= 2 (>= 4 from 100 domains); k > m; k <= 16.
        // 5: min(4, 6) = 4 < 3+2 = 5: no stripe at all (replicate).
        QTest::addRow("5 nodes") << 5 << 4 << QString() << 0.0;
        // 6: min(5, 6) = 5 → 3+2 = 3/5 = 0.6.
        QTest::addRow("6 nodes") << 6 << 5 << "3+2" << 0.6;
        // 7: min(6, max(6, 1)) = 6 → m = 2, k = 4: 4/6 = 0.6667.
        QTest::addRow("7 nodes") << 7 << 6 << "4+2" << 4.0 / 6.0;
        // 50: min(49, max(6, 12)) = 12 → k = 10, m = 2: 10/12 = 0.8333 (9+3 = 0.75, 8+4 = 0.667).
        QTest::addRow("50 nodes") << 50 << 12 << "10+2" << 10.0 / 12.0;
        // 100: min(99, 25) = 25, m >= 4, k <= 16 → 16+4 = 0.8 (16+5 would be 0.762).
        QTest::addRow("100 nodes") << 100 << 25 << "16+4" << 0.8;
    }

    void bestStripe()
    {
        QFETCH(int, domains);
        QFETCH(int, maxWidth);
        QFETCH(QString, best);
        QFETCH(double, efficiency);
        const ErasureAdvice a = adviseErasure(domains);
        QCOMPARE(a.max_width, maxWidth);
        if (best.isEmpty()) {
            QVERIFY(!a.best);
            QVERIFY(a.feasible.empty());
            return;
        }
        QVERIFY(a.best);
        QCOMPARE(QString::fromStdString(a.best->name()), best);
        QVERIFY(qAbs(a.best->efficiency() - efficiency) < 1e-9);
    }

    void lockedInAtSevenIsInefficientAtFifty()
    {
        // Day one 7 nodes → 4+2 (66.7 %); target 50 → 10+2 (83.3 %).
        // Loss 10/12 − 4/6 = 0.8333 − 0.6667 = 0.1667; raw factor (10/12) / (4/6) = 1.25.
        const ErasureLockIn r = erasureLockIn(7, 50);
        QVERIFY(r.locked);
        QCOMPARE(r.locked->name(), std::string("4+2"));
        QCOMPARE(r.target.best->name(), std::string("10+2"));
        QVERIFY(r.inefficient);
        QVERIFY(qAbs(r.efficiency_loss - 1.0 / 6.0) < 1e-9);
        QVERIFY(qAbs(r.raw_capacity_factor - 1.25) < 1e-9);
        QVERIFY(r.locked_misfit_at_target.empty()); // 4+2 still fits 50 nodes, it is only wasteful
        QVERIFY(r.message.find("1.25") != std::string::npos);
    }

    void stripeChosenForTargetIsNotFlagged()
    {
        // 8+2 (0.8) at 50 nodes is 0.0333 below 10+2 (0.8333): under the 0.05 threshold.
        const ErasureLockIn r = erasureLockIn(12, 50, ErasureScheme { 8, 2 });
        QVERIFY(!r.inefficient);
        QVERIFY(qAbs(r.efficiency_loss - (10.0 / 12.0 - 0.8)) < 1e-9);
    }

    void misfits()
    {
        // 8+2 needs 10 domains + 1 spare = 11 > 7.
        QVERIFY(
            erasureMisfit({ 8, 2 }, 7).find("needs 10 failure domains plus 1 spare, there are 7") != std::string::npos);
        // 4+2 at 100 nodes: parity 2 < 4 asked from 100 domains on.
        QVERIFY(erasureMisfit({ 4, 2 }, 100).find("at least 4") != std::string::npos);
        QVERIFY(erasureMisfit({ 4, 2 }, 7).empty());
        // A day-one 4+2 kept at 100 nodes breaks the parity rule: flagged even apart from efficiency.
        QVERIFY(erasureLockIn(7, 100).inefficient);
    }

    void parse()
    {
        QCOMPARE(parseErasureScheme("8+2"), (ErasureScheme { 8, 2 }));
        QVERIFY_THROWS_EXCEPTION(Error, parseErasureScheme("8x2"));
        QVERIFY_THROWS_EXCEPTION(Error, parseErasureScheme("+2"));
        QVERIFY_THROWS_EXCEPTION(Error, parseErasureScheme("0+2"));
    }
};

QTEST_APPLESS_MAIN(TestErasure)
#include "test_erasure.moc"

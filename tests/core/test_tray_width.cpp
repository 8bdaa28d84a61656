// SPDX-License-Identifier: GPL-3.0-or-later
// Tray sizing (issue #16, layout/tray_width.h): the width the layout gives a pathway for the load
// the router lays on it, against hand-computed cases. Usable mm² per mm of width = usable share ×
// the kind's fill ratio (NEC 392.22: 50 % ladder, 40 % solid-bottom tray) × min(loading depth,
// 150 mm). The layout sizes with 25 % to spare: usable = 1 / 1.25 = 0.8.
#include "layout/tray_width.h"

#include <QtTest>

using namespace plenum;

namespace {

constexpr double kUsable = 0.8;
constexpr double kRating = 74.4; // kg/m per tray, NEMA VE 1 class A

Pathway pathway(PathwayKind kind, int depthMm)
{
    Pathway p;
    p.kind = kind;
    p.loading_depth_mm = depthMm;
    return p;
}

} // namespace

class TestTrayWidth : public QObject {
    Q_OBJECT
private slots:
    void widths_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("depth");
        QTest::addColumn<double>("load");
        QTest::addColumn<double>("kg");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("expected");
        const int ladder = int(PathwayKind::Ladder), solid = int(PathwayKind::Tray);
        // Ladder 150 mm deep: 0.8 × 0.5 × 150 = 60 mm² per mm. 30,000 mm²: 450 × 60 = 27,000 is
        // short, 600 × 60 = 36,000 holds it.
        QTest::newRow("ladder 30,000 mm²") << ladder << 150 << 30000.0 << 0.0 << 0 << 600;
        // The same load on a solid-bottom tray: 0.8 × 0.4 × 150 = 48; 600 × 48 = 28,800 is short,
        // 750 × 48 = 36,000 holds it.
        QTest::newRow("solid tray 30,000 mm²") << solid << 150 << 30000.0 << 0.0 << 0 << 750;
        // A 200 mm deep ladder is filled to 150 mm at most: as the 150 mm one.
        QTest::newRow("ladder 200 mm deep") << ladder << 200 << 30000.0 << 0.0 << 0 << 600;
        // 100 mm deep: 40 per mm; 300 × 40 = 12,000 holds 12,000 exactly.
        QTest::newRow("ladder 100 mm deep, exactly full") << ladder << 100 << 12000.0 << 0.0 << 0 << 300;
        QTest::newRow("ladder 100 mm deep, 1 mm² more") << ladder << 100 << 12001.0 << 0.0 << 0 << 450;
        // Beyond one 900 mm ladder (900 × 60 = 54,000): ⌈120,000 ÷ 54,000⌉ = 3 trays, 2,700 mm.
        QTest::newRow("three parallel ladders") << ladder << 150 << 120000.0 << 0.0 << 0 << 2700;
        // Weight: a tray carries 0.8 × 74.4 = 59.52 kg/m; 100 kg/m needs ⌈100 ÷ 59.52⌉ = 2 trays,
        // however little room the cables take.
        QTest::newRow("two trays for the weight") << ladder << 150 << 1000.0 << 100.0 << 0 << 1800;
        QTest::newRow("59 kg/m on one tray") << ladder << 150 << 1000.0 << 59.0 << 0 << 300;
        // Never narrower than asked: a pathway that overflowed at 450 mm grows to at least 451.
        QTest::newRow("wider than before") << ladder << 150 << 1000.0 << 0.0 << 451 << 600;
    }
    void widths()
    {
        QFETCH(int, kind);
        QFETCH(int, depth);
        QFETCH(double, load);
        QFETCH(double, kg);
        QFETCH(int, from);
        QFETCH(int, expected);
        const routing::FillLimits limits; // NEC 392.22's ratios
        QCOMPARE(layout::trayWidthFor(pathway(PathwayKind(kind), depth), limits, load, kg, kUsable, kRating, from),
            expected);
    }

    // A fibre runway takes the project's own ratio (its maker's figure): at 40 %, 100 mm deep,
    // 0.8 × 0.4 × 100 = 32 per mm; 10,000 mm² outgrows 300 mm (9,600) and fits 450 (14,400).
    void fibreRunwayTakesItsOwnRatio()
    {
        routing::FillLimits limits;
        limits.fibre_ratio = 0.4;
        const Pathway runway = pathway(PathwayKind::FiberRunway, 100);
        QCOMPARE(layout::trayWidthFor(runway, limits, 10000, 0, kUsable, kRating, 0), 450);
        limits.fibre_ratio = 0.5; // 40 per mm: 300 × 40 = 12,000 holds it
        QCOMPARE(layout::trayWidthFor(runway, limits, 10000, 0, kUsable, kRating, 0), 300);
    }

    // No load rating (0): the weight does not widen the pathway.
    void noRatingNoWeightLimit()
    {
        const routing::FillLimits limits;
        QCOMPARE(layout::trayWidthFor(pathway(PathwayKind::Ladder, 150), limits, 1000, 500, kUsable, 0, 0), 300);
    }
};

QTEST_GUILESS_MAIN(TestTrayWidth)
#include "test_tray_width.moc"

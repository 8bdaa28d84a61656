// SPDX-License-Identifier: GPL-3.0-or-later
// geometry/footprint.h, the one floor-geometry module (issue 20), against hand-computed outlines:
// footprints by rotation, walls that a rack may stand flush against, a concave hall, touching versus
// overlapping racks, distances and areas.
#include "geometry/footprint.h"

#include <QtTest>

#include <cmath>

using namespace plenum;

namespace {

Rack rackAt(std::int64_t x, std::int64_t y, int rotation)
{
    Rack r;
    r.position = { x, y };
    r.rotation_deg = rotation;
    return r;
}

RackType type600x1200()
{
    RackType t;
    t.width_mm = 600;
    t.depth_mm = 1200;
    return t;
}

std::vector<Point> box(std::int64_t x0, std::int64_t y0, std::int64_t x1, std::int64_t y1)
{
    return { { x0, y0 }, { x1, y0 }, { x1, y1 }, { x0, y1 } };
}

std::pair<Point, Point> bounds(const std::vector<Point> &poly)
{
    Point lo = poly.front(), hi = poly.front();
    for (const Point &p : poly) {
        lo = { std::min(lo.x_mm, p.x_mm), std::min(lo.y_mm, p.y_mm) };
        hi = { std::max(hi.x_mm, p.x_mm), std::max(hi.y_mm, p.y_mm) };
    }
    return { lo, hi };
}

} // namespace

class TestGeometry : public QObject {
    Q_OBJECT

private slots:
    void facingIsExactForQuarterTurns()
    {
        // Clockwise from north: 0° faces +y, 90° +x, 180° −y, 270° −x — exactly, not 6e-17 off.
        const std::pair<int, std::pair<double, double>> cases[]
            = { { 0, { 0, 1 } }, { 90, { 1, 0 } }, { 180, { 0, -1 } }, { 270, { -1, 0 } }, { 360, { 0, 1 } } };
        for (const auto &[deg, xy] : cases) {
            const geometry::Facing f = geometry::facing(deg);
            QCOMPARE(f.x, xy.first);
            QCOMPARE(f.y, xy.second);
        }
        const geometry::Facing diagonal = geometry::facing(45); // √½ each way, to 1e-9
        QVERIFY(std::abs(diagonal.x - std::sqrt(0.5)) < 1e-9 && std::abs(diagonal.y - std::sqrt(0.5)) < 1e-9);
    }

    void footprintFollowsRotation()
    {
        // 600 wide (across the front) × 1200 deep, centred at (1000, 2000).
        // Facing north (0°): x 1000 ± 300, y 2000 ± 600.
        auto [lo, hi] = bounds(geometry::rackFootprint(rackAt(1000, 2000, 0), type600x1200()));
        QCOMPARE(lo, (Point { 700, 1400 }));
        QCOMPARE(hi, (Point { 1300, 2600 }));
        // Facing east (90°): the depth runs along x, x 1000 ± 600, y 2000 ± 300.
        std::tie(lo, hi) = bounds(geometry::rackFootprint(rackAt(1000, 2000, 90), type600x1200()));
        QCOMPARE(lo, (Point { 400, 1700 }));
        QCOMPARE(hi, (Point { 1600, 2300 }));
        QCOMPARE(geometry::rackFootprint(rackAt(1000, 2000, 90), type600x1200()).size(), std::size_t(4));
    }

    void boundaryCountsAsInside()
    {
        const auto hall = box(0, 0, 10000, 10000);
        QVERIFY(geometry::covers(hall, { 5000, 10000 })); // on the north wall
        QVERIFY(geometry::covers(hall, { 10000, 10000 })); // a corner
        QVERIFY(geometry::covers(hall, { 5000, 5000 }));
        QVERIFY(!geometry::covers(hall, { 5000, 10001 }));
        QVERIFY(!geometry::covers({ { 0, 0 }, { 10, 0 } }, { 5, 0 })); // two corners hold no area
        // A rack whose rear touches the north wall (y 8800 … 10000) is in the hall; 1 mm further is not.
        QVERIFY(geometry::within(geometry::rackFootprint(rackAt(5000, 9400, 0), type600x1200()), hall));
        QVERIFY(!geometry::within(geometry::rackFootprint(rackAt(5000, 9401, 0), type600x1200()), hall));
        // Flush against the east wall, turned: x 8800 … 10000.
        QVERIFY(geometry::within(geometry::rackFootprint(rackAt(9400, 5000, 90), type600x1200()), hall));
    }

    void concaveHallCutsThroughAFootprint()
    {
        // A U-shaped hall: prongs x 0–3000 and 7000–10000 reach north to y 10000, joined below y 3000.
        const std::vector<Point> hall { { 0, 0 }, { 10000, 0 }, { 10000, 10000 }, { 7000, 10000 }, { 7000, 3000 },
            { 3000, 3000 }, { 3000, 10000 }, { 0, 10000 } };
        // x 1000–9000, y 5000–6000: every corner stands in a prong, the middle crosses the gap.
        const auto across = box(1000, 5000, 9000, 6000);
        for (const Point &corner : across)
            QVERIFY(geometry::covers(hall, corner));
        QVERIFY(!geometry::within(across, hall));
        QVERIFY(geometry::within(box(1000, 1000, 9000, 2000), hall)); // the joined south part
    }

    void touchingIsNotOverlapping()
    {
        const auto a = box(0, 0, 600, 1200);
        QVERIFY(!geometry::overlaps(a, box(600, 0, 1200, 1200))); // side by side, sharing an edge
        QVERIFY(!geometry::overlaps(a, box(600, 1200, 1200, 2400))); // corner to corner
        QVERIFY(geometry::overlaps(a, box(599, 0, 1199, 1200))); // 1 mm into it
        QVERIFY(geometry::overlaps(a, a)); // two racks dropped on one spot
        QVERIFY(geometry::overlaps(a, box(100, 100, 200, 200))); // one inside the other
        QVERIFY(!geometry::overlaps(a, box(5000, 5000, 6000, 6000)));
        // A rack turned 45° about (300, 600) overlaps the upright one it stands on.
        QVERIFY(geometry::overlaps(a, geometry::rackFootprint(rackAt(300, 600, 45), type600x1200())));
    }

    void distanceBetweenOutlines()
    {
        const auto column = box(700, 0, 1100, 400);
        QCOMPARE(geometry::distance(box(0, 0, 600, 1200), column), 100.0); // 700 − 600
        QCOMPARE(geometry::distance(box(0, 0, 700, 1200), column), 0.0); // touching
        QCOMPARE(geometry::distance(box(0, 0, 800, 1200), column), 0.0); // overlapping
        // Corner (100, 100) to corner (400, 500): a 300-400-500 triangle.
        QCOMPARE(geometry::distance(box(0, 0, 100, 100), box(400, 500, 500, 600)), 500.0);
    }

    void areaAndGrowth()
    {
        QCOMPARE(geometry::area(geometry::rackFootprint(rackAt(0, 0, 0), type600x1200())), 600.0 * 1200.0);
        QCOMPARE(geometry::area(box(0, 0, 100, 100)), 10000.0);
        // Grown by 10 mm on every side with mitred corners: 120 × 120.
        QCOMPARE(geometry::area(geometry::grow(box(0, 0, 100, 100), 10)), 14400.0);
        QCOMPARE(geometry::grow(box(0, 0, 100, 100), 0), box(0, 0, 100, 100));
    }
};

QTEST_APPLESS_MAIN(TestGeometry)
#include "test_geometry.moc"

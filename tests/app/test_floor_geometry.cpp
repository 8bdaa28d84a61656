// SPDX-License-Identifier: GPL-3.0-or-later
// Floor-plan vertex lists: a pathway of a later phase than the viewed one is ghosted (faint and
// dashed); once its phase is viewed it is drawn solid. Racks take the role of what fills them.
// Obstacles are drawn by kind, a no-go zone hatched (issue #18).
#include "floor/floor_geometry.h"
#include "floor/rack_roles.h"
#include "geometry/footprint.h"
#include "render/palette.h"

#include <QTest>

using namespace plenum;
using namespace plenum::app;

namespace {

QColor colorOf(const VertexList::Vertex &v)
{
    return QColor::fromRgba(qUnpremultiply(qRgba(v.r, v.g, v.b, v.a)));
}

Obstacle square(Project &p, ObstacleKind kind, std::int64_t x, std::int64_t y, std::int64_t side)
{
    return { p.allocateId(), kNoId, "", kind, { { x, y }, { x + side, y }, { x + side, y + side }, { x, y + side } } };
}

// The segments of `lines` in `color`.
std::vector<std::pair<QPointF, QPointF>> segmentsIn(const VertexList &lines, QRgb color)
{
    std::vector<std::pair<QPointF, QPointF>> out;
    for (std::size_t i = 0; i + 1 < lines.vertices.size(); i += 2)
        if (colorOf(lines.vertices[i]).rgb() == color)
            out.emplace_back(QPointF(lines.vertices[i].x, lines.vertices[i].y),
                QPointF(lines.vertices[i + 1].x, lines.vertices[i + 1].y));
    return out;
}

} // namespace

class TestFloorGeometry : public QObject {
    Q_OBJECT

private slots:
    void laterPathwaysAreGhosted_data()
    {
        QTest::addColumn<int>("viewPhase"); // index into the phases
        QTest::addColumn<bool>("ghosted");
        QTest::addRow("day-one shows the phase-two tray ghosted") << 0 << true;
        QTest::addRow("phase two shows it built") << 1 << false;
    }

    void laterPathwaysAreGhosted()
    {
        QFETCH(int, viewPhase);
        QFETCH(bool, ghosted);
        Project project;
        project.phases = { { project.allocateId(), "day-one" }, { project.allocateId(), "phase-two" } };
        Pathway tray;
        tray.id = project.allocateId();
        tray.points = { { 0, 0, 2400 }, { 6000, 0, 2400 } }; // 6 m straight run
        tray.phase = project.phases[1].id;
        project.pathways.push_back(tray);

        FloorColors colors;
        colors.pathwayData = QColor(0xe07b12);
        VertexList triangles, lines;
        appendFloor(triangles, lines, project, colors, project.phases[std::size_t(viewPhase)].id);
        const qsizetype segments = qsizetype(lines.vertices.size() / 2);
        QVERIFY(!lines.vertices.empty());
        const uchar alpha = lines.vertices.front().a;
        if (ghosted) {
            QVERIFY2(segments > 2 * 6, qPrintable(QString::number(segments))); // dashes along both edges
            QVERIFY(alpha < 200);
        } else {
            QCOMPARE(segments, 2); // the tray's two edges
            QCOMPARE(alpha, uchar(255));
        }
    }

    // Each kind its own fill: the column the theme's obstacle grey, CRAH, CDU and door their
    // palette colours, all four different; the no-go zone a faint red under its hatching.
    void obstaclesByKind()
    {
        Project project;
        const ObstacleKind kinds[]
            = { ObstacleKind::Column, ObstacleKind::Crah, ObstacleKind::Cdu, ObstacleKind::Door, ObstacleKind::Other };
        for (int i = 0; i < 5; ++i)
            project.obstacles.push_back(square(project, kinds[i], i * 2000, 0, 1000));
        FloorColors colors;
        colors.obstacle = QColor(0x9aa3ad);
        colors.obstacleOutline = QColor(0x202020);
        VertexList triangles, lines;
        appendObstacles(triangles, lines, project, colors);
        std::vector<QRgb> fills;
        for (int i = 0; i < 5; ++i) {
            QColor fill; // of the triangles over obstacle i (x from i × 2 m)
            for (std::size_t v = 0; v < triangles.vertices.size(); ++v)
                if (triangles.vertices[v].x >= i * 2000 && triangles.vertices[v].x <= i * 2000 + 1000)
                    fill = colorOf(triangles.vertices[v]);
            QVERIFY(fill.isValid());
            fills.push_back(fill.rgba());
        }
        QCOMPARE(QColor::fromRgba(fills[0]), colors.obstacle);
        for (std::size_t a = 0; a < 4; ++a)
            for (std::size_t b = a + 1; b < 4; ++b)
                QVERIFY2(qRgb(qRed(fills[a]), qGreen(fills[a]), qBlue(fills[a]))
                        != qRgb(qRed(fills[b]), qGreen(fills[b]), qBlue(fills[b])),
                    qPrintable(QStringLiteral("kinds %1 and %2 look alike").arg(a).arg(b)));
        QVERIFY(qAlpha(fills[4]) < 80); // faint, so the hatching reads
        QCOMPARE(qAlpha(fills[1]), 255);
        // A cross on the column only: 4 outline edges per obstacle plus its 2 diagonals.
        QCOMPARE(segmentsIn(lines, colors.obstacleOutline.rgb()).size(), std::size_t(5 * 4 + 2));
    }

    // A 1 m square no-go zone hatched at 45° every 200 mm: the lines x − y = c for c = −900, −700,
    // …, 900 (10 lines), each a chord of √2 × (1000 − |c|) mm: √2 × 2 × (900 + 700 + 500 + 300 +
    // 100) = 5000 √2 ≈ 7071.07 mm in all, ends on the square's edges.
    void noGoZoneHatched()
    {
        Project project;
        project.obstacles.push_back(square(project, ObstacleKind::Other, 0, 0, 1000));
        FloorColors colors;
        colors.obstacleOutline = QColor(0x202020);
        VertexList triangles, lines;
        appendObstacles(triangles, lines, project, colors);
        const auto hatch = segmentsIn(lines, palette::obstacle(ObstacleKind::Other).rgb());
        QCOMPARE(hatch.size(), std::size_t(10));
        double total = 0;
        for (const auto &[a, b] : hatch) {
            total += std::hypot(b.x() - a.x(), b.y() - a.y());
            QVERIFY(std::abs((b.x() - a.x()) - (b.y() - a.y())) < 1e-3); // at 45°
            for (QPointF e : { a, b }) {
                const bool onEdge = std::abs(e.x()) < 1e-3 || std::abs(e.x() - 1000) < 1e-3 || std::abs(e.y()) < 1e-3
                    || std::abs(e.y() - 1000) < 1e-3;
                QVERIFY2(onEdge, qPrintable(QStringLiteral("%1, %2").arg(e.x()).arg(e.y())));
            }
        }
        QVERIFY2(std::abs(total - 5000 * std::sqrt(2.0)) < 0.1, qPrintable(QString::number(total)));
    }

    // An L-shaped zone (2 × 2 m less its north-east 1 × 1 m): no hatch crosses the notch.
    void noGoZoneHatchStaysInsideANotch()
    {
        Project project;
        project.obstacles.push_back({ project.allocateId(), kNoId, "", ObstacleKind::Other,
            { { 0, 0 }, { 2000, 0 }, { 2000, 1000 }, { 1000, 1000 }, { 1000, 2000 }, { 0, 2000 } } });
        FloorColors colors;
        VertexList triangles, lines;
        appendObstacles(triangles, lines, project, colors);
        const auto hatch = segmentsIn(lines, palette::obstacle(ObstacleKind::Other).rgb());
        QVERIFY(!hatch.empty());
        for (const auto &[a, b] : hatch)
            for (double t : { 0.25, 0.5, 0.75 }) {
                const QPointF m = a + (b - a) * t;
                QVERIFY2(!(m.x() > 1000.001 && m.y() > 1000.001),
                    qPrintable(QStringLiteral("%1, %2").arg(m.x()).arg(m.y())));
            }
    }

    // Issue #15: a row's label jumped into the aisle once one of its racks was moved out of line.
    // The label follows the median rack, so one outlier does not move it; the extent still grows.
    // Issue 20: one footprint. A 600 x 1200 rack at (5000, 3000) turned 90° faces east (+x): its
    // front edge runs along x = 5600, its rear along x = 4400, its sides at y = 2700 and 3300; the
    // front marker's inner edge is 110 mm behind the front (min(110, 1200 / 4)). Turned 30°, the
    // front-left corner is c + 600·(sin 30°, cos 30°) + 300·(cos 30°, −sin 30°) = (3559.8, 3369.6),
    // which core rounds to whole millimetres (3560, 3370) as the rules and the router see it.
    void rackShapeIsCoresFootprint()
    {
        RackType type;
        type.width_mm = 600;
        type.depth_mm = 1200;
        Rack rack;
        rack.position = { 5000, 3000 };
        rack.rotation_deg = 90;
        RackShape s = rackShape(rack, &type);
        QCOMPARE(s.corners[0], QPointF(5600, 2700));
        QCOMPARE(s.corners[1], QPointF(5600, 3300));
        QCOMPARE(s.corners[2], QPointF(4400, 3300));
        QCOMPARE(s.corners[3], QPointF(4400, 2700));
        QCOMPARE(s.frontInnerLeft, QPointF(5490, 3300));
        QCOMPARE(s.frontInnerRight, QPointF(5490, 2700));
        // A click picks the rack when core's footprint covers it (FloorPlanItem::rackAt).
        QVERIFY(geometry::covers(geometry::rackFootprint(rack, type), { 5590, 2710 }));
        QVERIFY(!geometry::covers(geometry::rackFootprint(rack, type), { 5610, 3000 }));

        rack.position = { 3000, 3000 };
        rack.rotation_deg = 30;
        s = rackShape(rack, &type);
        QCOMPARE(s.corners[0], QPointF(3560, 3370));
        QCOMPARE(s.corners[2], QPointF(2440, 2630)); // the opposite corner, mirrored through the centre

        // No rack type, no invented 600 x 1200: nothing to draw.
        s = rackShape(rack, nullptr);
        for (const QPointF &c : s.corners)
            QCOMPARE(c, QPointF(3000, 3000));
    }

    void rowLabelLineIgnoresAMovedRack()
    {
        Project project;
        RackType type;
        type.id = project.allocateId();
        type.width_mm = 600;
        type.depth_mm = 1200;
        project.rack_types.push_back(type);
        Row row;
        row.id = project.allocateId();
        row.name = "B";
        row.facing_deg = 0; // fronts face north (+y)
        project.rows.push_back(row);
        for (int i = 0; i < 3; ++i) {
            Rack r;
            r.id = project.allocateId();
            r.rack_type = type.id;
            r.row = row.id;
            r.position = { 1000 + 600 * i, 5000 };
            project.racks.push_back(r);
        }
        std::vector<RowExtent> extents = rowExtents(project);
        QCOMPARE(extents.size(), size_t(1));
        QCOMPARE(extents[0].fMedian, 5000.0);
        QCOMPARE(extents[0].fMin, 4400.0);
        QCOMPARE(extents[0].fMax, 5600.0);
        project.racks[2].position = { 2200, 8000 }; // dropped 3 m into the cold aisle
        extents = rowExtents(project);
        QCOMPARE(extents[0].fMedian, 5000.0);
        QCOMPARE(extents[0].fMax, 8600.0);
    }

    void rackTakesTheRoleFillingMostUnits()
    {
        Project project;
        auto type = [&project](const char *role, int u) {
            DeviceType t;
            t.id = project.allocateId();
            t.role = role;
            t.u_height = u;
            project.device_types.push_back(t);
            return t.id;
        };
        const Id dgx = type("gpu-node", 8), leaf = type("leaf", 1), array = type("storage", 2), pdu = type("pdu", 0);
        auto rack = [&project] {
            Rack r;
            r.id = project.allocateId();
            project.racks.push_back(r);
            return r.id;
        };
        auto device = [&project](Id rackId, Id typeId) {
            Device d;
            d.id = project.allocateId();
            d.rack = rackId;
            d.device_type = typeId;
            project.devices.push_back(d);
        };
        const Id gpuRack = rack(), networkRack = rack(), storageRack = rack(), emptyRack = rack();
        device(gpuRack, dgx);
        device(gpuRack, leaf);
        device(gpuRack, pdu);
        for (int i = 0; i < 4; ++i)
            device(networkRack, leaf);
        device(networkRack, pdu);
        device(storageRack, array);
        device(storageRack, leaf);
        device(emptyRack, pdu); // support gear alone makes no role
        const std::vector<RackRole> roles = rackRoles(project);
        QCOMPARE(roles.size(), std::size_t(4));
        QCOMPARE(int(roles[0]), int(RackRole::Gpu));
        QCOMPARE(int(roles[1]), int(RackRole::Network));
        QCOMPARE(int(roles[2]), int(RackRole::Storage));
        QCOMPARE(int(roles[3]), int(RackRole::Other));
    }
};

QTEST_GUILESS_MAIN(TestFloorGeometry)
#include "test_floor_geometry.moc"

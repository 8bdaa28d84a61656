// SPDX-License-Identifier: GPL-3.0-or-later
// Hall layout: racks inside the hall and clear of obstacles, hot/cold aisle orientation, rack fill
// within power, U and static load, reserved positions for later phases, every template buildable.
#include "layout/geometry.h"
#include "layout/project_builder.h"
#include "model/index.h"
#include "templates/templates.h"

#include <QtTest>

#include <map>
#include <set>

using namespace plenum;
using namespace plenum::layout;

namespace {

Project build(const std::string &name, int nodes, int target = 0, HallSpec hall = {}, Strategy s = Strategy::RowEnd)
{
    BuildRequest r;
    r.template_name = name;
    r.nodes = nodes;
    r.target_nodes = target;
    r.hall = hall;
    r.strategy = s;
    return buildProject(r);
}

const RackType &typeOf(const ProjectIndex &index, const Rack &rack) { return *index.rackType(rack.rack_type); }

} // namespace

class TestLayout : public QObject {
    Q_OBJECT

private slots:
    void geometryBasics()
    {
        RackType t;
        t.width_mm = 600;
        t.depth_mm = 1200;
        Rack r;
        r.position = {1000, 2000};
        r.rotation_deg = 90; // front faces east: depth runs along x
        const auto f = rackFootprint(r, t);
        std::int64_t minX = f[0].x_mm, maxX = f[0].x_mm, minY = f[0].y_mm, maxY = f[0].y_mm;
        for (const auto &p : f) {
            minX = std::min(minX, p.x_mm), maxX = std::max(maxX, p.x_mm);
            minY = std::min(minY, p.y_mm), maxY = std::max(maxY, p.y_mm);
        }
        QCOMPARE(maxX - minX, std::int64_t(1200));
        QCOMPARE(maxY - minY, std::int64_t(600));
        QCOMPARE(area(f), 600.0 * 1200.0);
        const std::vector<Point> hall{{0, 0}, {5000, 0}, {5000, 5000}, {0, 5000}};
        QVERIFY(within(f, hall));
        QVERIFY(!within(f, {{0, 0}, {1500, 0}, {1500, 5000}, {0, 5000}}));
        const std::vector<Point> column{{1700, 1800}, {2100, 1800}, {2100, 2200}, {1700, 2200}};
        QVERIFY(!overlaps(f, column));             // 100 mm gap to the column
        QVERIFY(overlaps(grow(f, 200), column));   // but inside a 200 mm clearance
        QVERIFY(!overlaps(f, {{1600, 0}, {2000, 0}, {2000, 100}, {1600, 100}}));
    }

    void everyTemplateBuilds_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("target");
        for (const auto &t : builtinTemplates()) {
            if (t.name == "starter")
                continue;
            QTest::addRow("%s day one", t.name.c_str()) << QString::fromStdString(t.name) << 32 << 0;
            QTest::addRow("%s to target", t.name.c_str()) << QString::fromStdString(t.name) << 32 << 128;
        }
        // Every template grown to 16,384 GPUs (GB200 compute trays carry 4 GPUs, the rest 8).
        for (const auto &t : builtinTemplates()) {
            if (t.name == "starter")
                continue;
            const int perNode = t.name == "gb200-nvl72-superpod" ? 4 : 8;
            QTest::addRow("%s to 16,384 GPUs", t.name.c_str()) << QString::fromStdString(t.name) << 256 / perNode * 8
                                                                << 16384 / perNode;
        }
    }

    void everyTemplateBuilds()
    {
        QFETCH(QString, name);
        QFETCH(int, nodes);
        QFETCH(int, target);
        const Project p = build(name.toStdString(), nodes, target);
        QVERIFY(checkInvariants(p).empty());
        ProjectIndex index(p);
        const Hall &hall = p.halls.front();
        std::set<std::string> names;
        std::map<Id, std::vector<Point>> footprints;
        for (const auto &r : p.racks) {
            QVERIFY2(names.insert(r.name).second, r.name.c_str()); // rack names are unique
            const auto f = rackFootprint(r, typeOf(index, r));
            QVERIFY2(within(f, hall.outline), r.name.c_str());    // every rack inside the hall
            footprints[r.id] = f;
        }
        // No two racks overlap (the reserved positions of later phases included). Racks of one
        // row touch; check neighbours by sorting per row.
        std::map<Id, std::vector<const Rack *>> byRow;
        for (const auto &r : p.racks)
            byRow[r.row].push_back(&r);
        for (auto &[row, racks] : byRow)
            for (std::size_t i = 1; i < racks.size(); ++i)
                QVERIFY(!overlaps(footprints[racks[i - 1]->id], footprints[racks[i]->id]));
        // GPU count: nodes × GPUs per node at the target.
        int gpus = 0;
        for (const auto &d : p.devices)
            gpus += index.deviceType(d.device_type)->gpus;
        QVERIFY(gpus > 0);
        const bool gb200 = name == QStringLiteral("gb200-nvl72-superpod");
        QCOMPARE(gpus, std::max(nodes, target) * (gb200 ? 4 : 8));
        if (target > nodes)
            QCOMPARE(int(p.phases.size()), 2);
    }

    void aislesAlternate()
    {
        const Project p = build("dgx-h100-superpod", 127);
        ProjectIndex index(p);
        QVERIFY(p.rows.size() >= 3);
        // Row r faces north for even r and south for odd r; consecutive rows 0/1 face each other
        // (fronts across the cold aisle) and rows 1/2 turn their backs to each other (hot aisle).
        std::map<Id, std::int64_t> rowY;
        for (const auto &r : p.racks) {
            const Row *row = index.row(r.row);
            QCOMPARE(r.rotation_deg, row->facing_deg); // racks face the way their row does
            rowY[r.row] = r.position.y_mm;
        }
        for (std::size_t i = 0; i + 1 < p.rows.size(); ++i) {
            const Row &a = p.rows[i], &b = p.rows[i + 1];
            QVERIFY(rowY[a.id] < rowY[b.id]);
            const Point fa = facingStep(a.facing_deg), fb = facingStep(b.facing_deg);
            if (i % 2 == 0) {
                QCOMPARE(fa.y_mm, std::int64_t(1));  // a's front faces b ...
                QCOMPARE(fb.y_mm, std::int64_t(-1)); // ... and b's front faces a: cold aisle
                QCOMPARE(rowY[b.id] - rowY[a.id], std::int64_t(1200 + 1200)); // depth + cold aisle
            } else {
                QCOMPARE(fa.y_mm, std::int64_t(-1)); // rears face each other: hot aisle
                QCOMPARE(fb.y_mm, std::int64_t(1));
            }
        }
    }

    void racksWithinLimits()
    {
        const Project p = build("dgx-h100-superpod", 127);
        ProjectIndex index(p);
        std::map<Id, std::int64_t> power;
        std::map<Id, double> weight;
        std::map<Id, std::vector<int>> usedU;
        std::map<Id, int> nodes, oob, pduA, pduB;
        for (const auto &d : p.devices) {
            const DeviceType *t = index.deviceType(d.device_type);
            power[d.rack] += t->max_power_w;
            weight[d.rack] += t->weight_kg;
            const Rack *r = index.rack(d.rack);
            auto &u = usedU[d.rack];
            u.resize(std::size_t(typeOf(index, *r).height_u) + 1);
            for (int i = 0; i < t->u_height; ++i)
                ++u[std::size_t(d.u_position + i)];
            nodes[d.rack] += t->role == "gpu-node";
            oob[d.rack] += d.name.ends_with("-oob");
            pduA[d.rack] += d.name.find("-pdu-A") != std::string::npos;
            pduB[d.rack] += d.name.find("-pdu-B") != std::string::npos;
        }
        for (const auto &r : p.racks) {
            const RackType &t = typeOf(index, r);
            QVERIFY2(power[r.id] <= t.power_budget_w, r.name.c_str());
            QVERIFY2(weight[r.id] <= t.static_load_kg, r.name.c_str());
            // Every U of the rack is taken exactly once (devices or blanking panels).
            for (int u = 1; u <= t.height_u; ++u)
                QVERIFY2(usedU[r.id][std::size_t(u)] == 1, qPrintable(QStringLiteral("%1 U%2").arg(QString::fromStdString(r.name)).arg(u)));
            QCOMPARE(oob[r.id], 1);
            QVERIFY(pduA[r.id] >= 1 && pduA[r.id] == pduB[r.id]);
            QVERIFY(nodes[r.id] <= 4); // 45 kW / 10.2 kW per DGX H100
        }
        // REFERENCE.md: 4 DGX H100 per rack (over 40 kW).
        int fullRacks = 0;
        for (const auto &[rack, n] : nodes)
            fullRacks += n == 4;
        QCOMPARE(fullRacks, 127 / 4);
    }

    void reservedPositionsForLaterPhases()
    {
        const Project day1 = build("dgx-h100-superpod", 64, 127);
        QCOMPARE(int(day1.phases.size()), 2);
        const Id dayOne = day1.phases[0].id;
        int racksDayOne = 0, racksLater = 0;
        for (const auto &r : day1.racks)
            (r.phase == dayOne ? racksDayOne : racksLater)++;
        // 64 nodes = 2 SUs on day one: 16 GPU racks, 2 leaf racks, the network rack. The target adds
        // 2 more SUs: 16 GPU racks (31 nodes need 8) and 2 leaf racks.
        QCOMPARE(racksDayOne, 16 + 2 + 1);
        QCOMPARE(racksLater, 8 + 8 + 2);
        // The layout is the target's: the same rack positions as a project built at target size.
        const Project full = build("dgx-h100-superpod", 127);
        QCOMPARE(day1.racks.size(), full.racks.size());
        for (std::size_t i = 0; i < full.racks.size(); ++i)
            QCOMPARE(day1.racks[i].position, full.racks[i].position);
        // Spines are built for the target on day one.
        ProjectIndex index(day1);
        for (const auto &d : day1.devices)
            if (d.name.rfind("spine", 0) == 0)
                QCOMPARE(d.phase, dayOne);
    }

    void obstaclesAndClearance()
    {
        HallSpec hall;
        Obstacle column;
        column.kind = ObstacleKind::Column;
        column.outline = {{3000, 1200}, {3600, 1200}, {3600, 2400}, {3000, 2400}}; // in row A's path
        hall.obstacles = {column};
        hall.obstacle_clearance_mm = 600;
        const Project p = build("dgx-h100-superpod", 32, 0, hall);
        ProjectIndex index(p);
        QCOMPARE(int(p.obstacles.size()), 1);
        const auto keepOut = grow(p.obstacles.front().outline, 600);
        for (const auto &r : p.racks)
            QVERIFY2(!overlaps(rackFootprint(r, typeOf(index, r)), keepOut), r.name.c_str());
    }

    void hallTooSmall()
    {
        HallSpec hall;
        hall.width_mm = 9000;
        hall.depth_mm = 6000;
        try {
            build("dgx-h100-superpod", 127, 0, hall);
            QFAIL("a 9 x 6 m hall took 37 racks");
        } catch (const Error &e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("racks do not fit")), e.what());
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("of 37 racks")), e.what());
        }
    }

    void strategiesPlaceLeafRacks()
    {
        const Project end = build("dgx-h100-superpod", 32, 0, {}, Strategy::RowEnd);
        const Project middle = build("dgx-h100-superpod", 32, 0, {}, Strategy::RowMiddle);
        auto leafRackX = [](const Project &p) {
            ProjectIndex index(p);
            for (const auto &d : p.devices)
                if (d.name.rfind("leaf", 0) == 0)
                    return index.rack(d.rack)->position.x_mm;
            return std::int64_t(-1);
        };
        // One SU: 8 GPU racks and a leaf rack. Row end: the leaf rack is the 9th (east end, by the
        // backbone); middle: the 5th.
        QCOMPARE(leafRackX(end), std::int64_t(1200 + 8 * 600 + 300));
        QCOMPARE(leafRackX(middle), std::int64_t(1200 + 4 * 600 + 300));
    }

    void unknownStrategy()
    {
        QVERIFY_THROWS_EXCEPTION(Error, parseStrategy("diagonal"));
    }
};

QTEST_APPLESS_MAIN(TestLayout)
#include "test_layout.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Hall layout: racks inside the hall and clear of obstacles, hot/cold aisle orientation, rack fill
// within power, U and static load, reserved positions for later phases, every template buildable.
#include "catalog/catalog.h"
#include "edit/pathway_edit.h"
#include "geometry/footprint.h"
#include "layout/builder.h"
#include "layout/geometry.h"
#include "layout/project_builder.h"
#include "model/index.h"
#include "routing/pathway_graph.h"
#include "routing/router.h"
#include "rules/rules.h"
#include "templates/templates.h"

#include <QtTest>

#include <algorithm>
#include <map>
#include <set>

using namespace plenum;
using namespace plenum::layout;
using namespace plenum::geometry;

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

const RackType &typeOf(const ProjectIndex &index, const Rack &rack)
{
    return *index.rackType(rack.rack_type);
}

const Rack *rackAt(const Project &p, Point position)
{
    for (const auto &r : p.racks)
        if (r.position == position)
            return &r;
    return nullptr;
}

// A 1U probe with one RJ45 port on its rear face 41 mm from the panel's left edge (seen from the
// rear), 20 mm up: s = 241.3 − 41 = 200.3 mm, so its cables use the right-hand cable manager.
Id addProbe(Project &p, Id rack, int u)
{
    static const std::string slug = "probe";
    Id type = kNoId;
    for (const auto &t : p.device_types)
        if (t.slug == slug)
            type = t.id;
    if (type == kNoId) {
        DeviceType t;
        t.id = type = p.allocateId();
        t.slug = slug;
        t.u_height = 1;
        t.depth_mm = 600;
        t.ports.push_back({ "p1", "RJ45", "", 1, 1, Face::Rear, 41, 20, false });
        p.device_types.push_back(t);
    }
    Device d;
    d.id = p.allocateId();
    d.name = "probe-" + std::to_string(d.id);
    d.device_type = type;
    d.rack = rack;
    d.u_position = u;
    d.phase = p.phases.front().id;
    p.devices.push_back(d);
    return d.id;
}

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
        r.position = { 1000, 2000 };
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
        const std::vector<Point> hall { { 0, 0 }, { 5000, 0 }, { 5000, 5000 }, { 0, 5000 } };
        QVERIFY(within(f, hall));
        QVERIFY(!within(f, { { 0, 0 }, { 1500, 0 }, { 1500, 5000 }, { 0, 5000 } }));
        const std::vector<Point> column { { 1700, 1800 }, { 2100, 1800 }, { 2100, 2200 }, { 1700, 2200 } };
        QVERIFY(!overlaps(f, column)); // 100 mm gap to the column
        QVERIFY(overlaps(grow(f, 200), column)); // but inside a 200 mm clearance
        QVERIFY(!overlaps(f, { { 1600, 0 }, { 2000, 0 }, { 2000, 100 }, { 1600, 100 } }));
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
            QTest::addRow("%s to 16,384 GPUs", t.name.c_str())
                << QString::fromStdString(t.name) << 256 / perNode * 8 << 16384 / perNode;
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
            QVERIFY2(within(f, hall.outline), r.name.c_str()); // every rack inside the hall
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
                QCOMPARE(fa.y_mm, std::int64_t(1)); // a's front faces b ...
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
                QVERIFY2(usedU[r.id][std::size_t(u)] == 1,
                    qPrintable(QStringLiteral("%1 U%2").arg(QString::fromStdString(r.name)).arg(u)));
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

    // Switches per network rack are capped by the rack's vertical cable managers, not only by U,
    // power and load (issue #16). The 8-node ethernet-inference cluster has 8 rail leaves: SN5600,
    // 2 U, 3,000 W, 30 kg, 64 OSFP 800G cages, each counted at the thickest cable it takes (the
    // 10 mm LACC: π/4 × 10² = 78.54 mm²), 5,026.5 mm² per leaf. The 800 mm network rack's managers
    // hold 80,000 mm² × 50 % = 40,000 mm²: 7 leaves (35,186 mm²) fit, the 8th (40,212 mm²) does
    // not — while U (8 × 2 = 16 U), power (24 kW) and load (240 kg) would take all eight.
    void switchesPerRackCappedByCableManagers()
    {
        const Project p = build("ethernet-inference", 8);
        ProjectIndex index(p);
        std::map<Id, int> leaves;
        const DeviceType *leaf = nullptr;
        for (const auto &d : p.devices)
            if (d.name.starts_with("leaf-su01-r")) {
                ++leaves[d.rack];
                leaf = index.deviceType(d.device_type);
            }
        QVERIFY(leaf);
        QCOMPARE(leaf->slug, std::string("nvidia-sn5600"));
        QCOMPARE(leaf->u_height, 2);
        QCOMPARE(leaf->max_power_w, std::int64_t(3000));
        QCOMPARE(leaves.size(), std::size_t(2));
        std::vector<int> counts;
        for (const auto &[rack, n] : leaves)
            counts.push_back(n);
        std::sort(counts.begin(), counts.end());
        QCOMPARE(counts, (std::vector<int> { 1, 7 }));
        const RackType &rt = typeOf(index, *index.rack(leaves.begin()->first));
        QCOMPARE(rt.cable_manager_area_mm2, 80000);
        // Without the managers all eight would fit: U below the OOB switch, the power budget, the load.
        QVERIFY(8 * leaf->u_height <= rt.height_u - 1);
        QVERIFY(8 * leaf->max_power_w <= rt.power_budget_w - 1000);
        QVERIFY(8 * leaf->weight_kg <= rt.static_load_kg - 100);
    }

    void reservedPositionsForLaterPhases()
    {
        const Project day1 = build("dgx-h100-superpod", 64, 127);
        QCOMPARE(int(day1.phases.size()), 2);
        const Id dayOne = day1.phases[0].id;
        int racksDayOne = 0, racksLater = 0;
        for (const auto &r : day1.racks)
            (r.phase == dayOne ? racksDayOne : racksLater)++;
        // 64 nodes = 2 SUs on day one: 16 GPU racks, 2 leaf racks, 2 racks at the blocks' west ends
        // for the b leaves of the side networks that serve one block (block 1: stor-leaf-su01-b;
        // block 2: stor-leaf-su02-b; in-band SU 1 serves nodes 0-95, three blocks, and keeps both
        // leaves in block 1's leaf rack), 2 network racks. The target adds 2 more SUs: 16 GPU racks
        // (31 nodes need 8), 2 leaf racks, 2 west-end racks (block 3: stor-leaf-su04-b, storage
        // SU 3 serving storage nodes only; block 4: stor-leaf-su05-b and inband-leaf-su02-b, in-band
        // SU 2 serving nodes 96-126) and a network rack. The network
        // row (800 mm racks of 30 kW, less the 0.18 kW OOB switch: 29.82 kW) holds on day one 16
        // spines, 4 storage spines and the 2 leaves of the day-one storage nodes (QM9700, 1.72 kW
        // each): 17 fill the first rack (29.24 kW; an 18th would be 30.96 kW); the second takes
        // the other 5 (8.6 kW), the in-band spine (3 kW), the UFM (0.8 kW), the 8 storage nodes
        // (2 kW each) and the OOB aggregation switch (0.9 kW): 29.3 kW. The 8 storage nodes of the
        // target phase and their 2 leaves start a rack of their own (no day-one rack waits with
        // open U for a later device).
        QCOMPARE(racksDayOne, 16 + 2 + 2 + 2);
        QCOMPARE(racksLater, 8 + 8 + 2 + 2 + 1);
        // The layout is the target's: every rack of a project built at target size stands at the
        // same position. Built at once, the 16 storage nodes need a third network rack as well (the
        // second is full after 8 of them: 28.4 kW), so growing adds no rack of its own.
        const Project full = build("dgx-h100-superpod", 127);
        QCOMPARE(day1.racks.size(), full.racks.size());
        std::set<std::pair<std::int64_t, std::int64_t>> positions;
        for (const auto &r : day1.racks)
            positions.insert({ r.position.x_mm, r.position.y_mm });
        for (const auto &r : full.racks)
            QVERIFY2(positions.count({ r.position.x_mm, r.position.y_mm }), r.name.c_str());
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
        column.outline = { { 3000, 1200 }, { 3600, 1200 }, { 3600, 2400 }, { 3000, 2400 } }; // in row A's path
        hall.obstacles = { column };
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
            QFAIL("a 9 x 6 m hall took 43 racks");
        } catch (const Error &e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("racks do not fit")), e.what());
            // 32 GPU racks, 4 leaf racks, 4 west-end racks of b leaves, 3 network racks (see
            // reservedPositionsForLaterPhases).
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("of 43 racks")), e.what());
        }
    }

    void strategiesPlaceLeafRacks()
    {
        const Project end = build("dgx-h100-superpod", 32, 0, {}, Strategy::RowEnd);
        const Project middle = build("dgx-h100-superpod", 32, 0, {}, Strategy::RowMiddle);
        auto rackX = [](const Project &p, const std::string &device) {
            ProjectIndex index(p);
            for (const auto &d : p.devices)
                if (d.name == device)
                    return index.rack(d.rack)->position.x_mm;
            return std::int64_t(-1);
        };
        // One SU: 8 GPU racks (600 mm), a leaf rack (800 mm, the network rack type) and, at the
        // block's west end, a rack (800 mm) of the side networks' b leaves; row-middle puts the a
        // leaves in a rack (800 mm) at the east end. Row end: west rack, 8 GPU racks, the leaf rack
        // (east end, by the backbone, with the a leaves); middle: west rack, 4 GPU racks, the leaf
        // rack, 4 GPU racks, the a leaves' rack. Rows start at x 2400: the 1200 mm end clearance
        // and the west fibre and data backbones, a 600 mm tile each.
        QCOMPARE(rackX(end, "stor-leaf-su01-b"), std::int64_t(2400 + 400));
        QCOMPARE(rackX(end, "leaf-su01-r1"), std::int64_t(2400 + 800 + 8 * 600 + 400));
        QCOMPARE(rackX(end, "stor-leaf-su01-a"), std::int64_t(2400 + 800 + 8 * 600 + 400));
        QCOMPARE(rackX(middle, "stor-leaf-su01-b"), std::int64_t(2400 + 400));
        QCOMPARE(rackX(middle, "leaf-su01-r1"), std::int64_t(2400 + 800 + 4 * 600 + 400));
        QCOMPARE(rackX(middle, "inband-leaf-su01-a"), std::int64_t(2400 + 800 + 8 * 600 + 800 + 400));
    }

    // Storage fabric, in-band management and the UFM of the 64 → 127-node DGX H100 SuperPOD, against
    // hand-computed counts (core/layout/side_networks.cpp states the design).
    void sideNetworks()
    {
        layout::BuildReport report;
        BuildRequest r;
        r.template_name = "dgx-h100-superpod";
        r.nodes = 64;
        r.target_nodes = 127;
        const Project p = buildProject(r, &report);
        ProjectIndex index(p);
        const Id dayOne = p.phases.front().id;
        std::map<Fabric, std::map<Tier, int>> links;
        std::map<Id, std::vector<const Link *>> storageOf, inbandOf;
        for (const auto &l : p.links) {
            ++links[l.fabric][l.tier];
            if (l.fabric == Fabric::Storage && l.tier == Tier::NodeLeaf)
                storageOf[l.a.device].push_back(&l);
            if (l.fabric == Fabric::InBand && l.tier == Tier::NodeLeaf)
                inbandOf[l.a.device].push_back(&l);
        }
        // Storage: 127 compute + ceil(127 / 8) = 16 storage nodes, 2 ports each: 286 node links.
        // QM9700 = 64 ports at 400G; 2:1 leaves could take 42 nodes; the SU is a whole number of
        // 32-node compute blocks: 32 down, ceil(32 / 2) = 16 up. Positions: day-one compute 0-63,
        // day-one storage 64-71, later compute 96-158 (node n keeps n's place in its SU), later
        // storage 160-167: ceil(168 / 32) = 6 SUs, 12 leaves, 12 × 16 = 192 uplinks. Spines: the
        // smallest divisor s of 16 with 12 × 16 / s <= 64 is 4 (s = 2: 96 > 64).
        QCOMPARE(links[Fabric::Storage][Tier::NodeLeaf], 286);
        QCOMPARE(links[Fabric::Storage][Tier::LeafSpine], 192);
        // In-band: 127 nodes × 2 bonded links = 254; SN5600 = 64 × 800G = 128 × 400G; 3:1 leaves:
        // 96 down + 32 up; ceil(127 / 96) = 2 SUs = 4 leaves, 4 × 32 = 128 uplinks on 1 spine.
        QCOMPARE(links[Fabric::InBand][Tier::NodeLeaf], 254);
        QCOMPARE(links[Fabric::InBand][Tier::LeafSpine], 128);
        std::map<std::string, int> switches;
        int storageNodes = 0, storageDayOne = 0;
        for (const auto &d : p.devices) {
            for (const char *prefix : { "stor-leaf", "stor-spine", "inband-leaf", "inband-spine" })
                switches[prefix] += d.name.starts_with(prefix);
            if (index.deviceType(d.device_type)->role == "storage") {
                ++storageNodes;
                storageDayOne += d.phase == dayOne;
            }
        }
        QCOMPARE(switches["stor-leaf"], 12);
        QCOMPARE(switches["stor-spine"], 4);
        QCOMPARE(switches["inband-leaf"], 4);
        QCOMPARE(switches["inband-spine"], 1);
        QCOMPARE(storageNodes, 16);
        QCOMPARE(storageDayOne, 8); // ceil(64 / 8)

        // Storage and in-band leaves stand with the nodes they serve, a pair's two leaves at the two
        // ends of the nodes' block (issue #16): a DGX's a leaf in the leaf rack of its SU (its
        // compute leaves' rack, at the block's east end), its b leaf in a rack of the same row west
        // of the DGX's own rack, so the node's two links leave in opposite directions.
        std::map<Id, Id> leafRackOfSu; // compute leaves: SU → rack
        for (const auto &d : p.devices)
            if (d.name.starts_with("leaf-su"))
                leafRackOfSu[d.su] = d.rack;
        int westward = 0;
        for (const auto &[node, list] : storageOf) {
            if (index.device(node)->su < 0)
                continue;
            const Rack *own = index.rack(index.device(node)->rack);
            for (const Link *l : list) {
                const Device *leaf = index.device(l->b.device);
                const Rack *at = index.rack(leaf->rack);
                if (leaf->name.ends_with("-a")) {
                    QCOMPARE(leaf->rack, leafRackOfSu[index.device(node)->su]);
                } else {
                    QVERIFY(leaf->name.ends_with("-b"));
                    QCOMPARE(at->position.y_mm, own->position.y_mm);
                    QVERIFY2(at->position.x_mm < own->position.x_mm, leaf->name.c_str());
                    ++westward;
                }
            }
        }
        QCOMPARE(westward, 127);
        // Every DGX: storage on QSFP1P1 and QSFP2P1, in-band on QSFP1P2 and QSFP2P2, each pair on
        // two different leaves (a leaf failure leaves the node connected).
        int dgx = 0;
        for (const auto &d : p.devices) {
            const DeviceType *t = index.deviceType(d.device_type);
            if (t->role != "gpu-node")
                continue;
            ++dgx;
            const auto &st = storageOf[d.id], &ib = inbandOf[d.id];
            QCOMPARE(int(st.size()), 2);
            QCOMPARE(int(ib.size()), 2);
            QCOMPARE(t->ports[std::size_t(st[0]->a.port)].name, std::string("QSFP1P1"));
            QCOMPARE(t->ports[std::size_t(st[1]->a.port)].name, std::string("QSFP2P1"));
            QCOMPARE(t->ports[std::size_t(ib[0]->a.port)].name, std::string("QSFP1P2"));
            QCOMPARE(t->ports[std::size_t(ib[1]->a.port)].name, std::string("QSFP2P2"));
            QVERIFY(st[0]->b.device != st[1]->b.device);
            QVERIFY(ib[0]->b.device != ib[1]->b.device);
        }
        QCOMPARE(dgx, 127);

        // UFM: 4 SUs of 32 hold 128 node positions; 127 nodes leave port 32 of every SU-4 leaf free.
        // Its two ports go to the last two leaves (rails 8 and 7 of SU 4), which come with the target
        // phase: no day-one leaf has a free port, and the build says so.
        std::vector<std::string> ufmLeaves;
        for (const auto &l : p.links)
            if (index.device(l.a.device)->name == "ufm-01" && l.fabric == Fabric::Compute) {
                ufmLeaves.push_back(index.device(l.b.device)->name);
                QVERIFY(l.phase != dayOne);
            }
        QCOMPARE(ufmLeaves, (std::vector<std::string> { "leaf-su04-r8", "leaf-su04-r7" }));
        QCOMPARE(int(report.notes.size()), 2);

        // Nothing built twice on a port: every (device, port) carries at most its split count.
        std::map<std::pair<Id, int>, int> uses;
        for (const auto &l : p.links) {
            ++uses[{ l.a.device, l.a.port }];
            ++uses[{ l.b.device, l.b.port }];
        }
        for (const auto &[end, n] : uses) {
            const DeviceType *t = index.deviceType(index.device(end.first)->device_type);
            const int speed = t->ports[std::size_t(end.second)].speed_gbps;
            QVERIFY2(n <= std::max(1, speed / 400), index.device(end.first)->name.c_str());
        }
    }

    // HGX servers have one dual-port north-south NIC: storage and in-band share it (converged),
    // both ports on the storage fabric and no separate in-band network.
    // Issue #23: the UFM reaches the fabric at every size. Whole SUs of a non-blocking tree use
    // every leaf down port and every top-tier port, so each UFM port takes the top-tier end of one
    // uplink (from two different switches); a partial SU leaves it a leaf down port (127 nodes).
    // Hand counts: 64 DGX = 2 SUs, 16 leaves × 32 uplinks = 512 on 8 spines, less the 2 the UFM
    // takes; 512 DGX and multiplane-8x400 at 2048 (per plane 64 leaves, 32 spines): every spine's
    // (or every leaf's) 32 uplinks, less 2.
    void fabricManagerAlwaysConnected_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<QStringList>("far");
        QTest::addRow("dgx 64") << QStringLiteral("dgx-h100-superpod") << 64
                                << QStringList { QStringLiteral("spine-008"), QStringLiteral("spine-007") };
        QTest::addRow("dgx 127") << QStringLiteral("dgx-h100-superpod") << 127
                                 << QStringList { QStringLiteral("leaf-su04-r8"), QStringLiteral("leaf-su04-r7") };
        QTest::addRow("dgx 512") << QStringLiteral("dgx-h100-superpod") << 512
                                 << QStringList { QStringLiteral("core-064"), QStringLiteral("core-063") };
        QTest::addRow("multiplane 2048") << QStringLiteral("multiplane-8x400") << 2048
                                         << QStringList { QStringLiteral("spine-p1-032"),
                                                QStringLiteral("spine-p2-032") };
    }
    void fabricManagerAlwaysConnected()
    {
        QFETCH(QString, name);
        QFETCH(int, nodes);
        QFETCH(QStringList, far);
        const Project p = build(name.toStdString(), nodes, nodes);
        const ProjectIndex index(p);
        QStringList reached;
        std::map<Tier, int> links;
        std::map<std::string, int> switches; // compute fabric layer (by name) → count
        for (const auto &d : p.devices)
            for (const char *layer : { "leaf", "spine", "core" })
                if (d.name.rfind(layer, 0) == 0)
                    ++switches[layer];
        for (const auto &l : p.links) {
            if (l.fabric != Fabric::Compute)
                continue;
            ++links[l.tier];
            if (index.device(l.a.device)->name == "ufm-01")
                reached << QString::fromStdString(index.device(l.b.device)->name);
        }
        QCOMPARE(reached, far);
        const bool leafPort = far.front().startsWith(QStringLiteral("leaf"));
        const bool threeTiers = switches["core"] > 0;
        QCOMPARE(links[Tier::NodeLeaf], 8 * nodes + 2); // 8 rails (planes) per node, the UFM's 2
        // Every uplink into the top tier, less the two the UFM took when the fabric was full.
        const int top = threeTiers ? links[Tier::SpineCore] : links[Tier::LeafSpine];
        const int below = threeTiers ? switches["spine"] : switches["leaf"];
        if (nodes != 127)
            QCOMPARE(top, below * 32 - 2);
        else
            QVERIFY(!leafPort || top % 32 == 0);
        QVERIFY(leafPort == (nodes == 127));
        const rules::Findings found = rules::runChecks(p, { "", { "fabric." } });
        QCOMPARE(rules::errorCount(found), std::size_t(0));
        for (const auto &f : found)
            QVERIFY2(f.code != "fabric.manager-unconnected", f.message.c_str());
    }

    void convergedNorthSouth()
    {
        const Project p = build("ethernet-inference", 32);
        ProjectIndex index(p);
        int storage = 0, inband = 0;
        std::map<Id, std::set<Id>> leavesOf;
        for (const auto &l : p.links) {
            storage += l.fabric == Fabric::Storage && l.tier == Tier::NodeLeaf;
            inband += l.fabric == Fabric::InBand;
            if (l.fabric == Fabric::Storage && l.tier == Tier::NodeLeaf
                && index.deviceType(index.device(l.a.device)->device_type)->role == "gpu-node")
                leavesOf[l.a.device].insert(l.b.device);
        }
        QCOMPARE(inband, 0);
        // 32 compute + ceil(32 / 8) = 4 storage nodes, 2 ports each.
        QCOMPARE(storage, (32 + 4) * 2);
        QCOMPARE(int(leavesOf.size()), 32);
        for (const auto &[node, leaves] : leavesOf)
            QCOMPARE(int(leaves.size()), 2);
    }

    // The default trays are sized for the target's cables (layout/pathways.cpp sizePathways): once
    // routed, no segment of any template's hall overflows its NEC fill limit.
    void defaultTraysHoldTheirCables_data()
    {
        QTest::addColumn<QString>("name");
        for (const auto &t : builtinTemplates())
            if (t.name != "starter")
                QTest::addRow("%s", t.name.c_str()) << QString::fromStdString(t.name);
    }

    void defaultTraysHoldTheirCables()
    {
        QFETCH(QString, name);
        Project p = build(name.toStdString(), 64, 128);
        const routing::RouteReport r = routing::routeProject(p);
        QVERIFY2(r.overflows.empty(), qPrintable(QStringLiteral("%1 overflowing segments").arg(r.overflows.size())));
    }

    // Issue #16: a link between neighbouring rows far from the row ends crosses the aisle near its
    // racks. The 256-node DGX H100 SuperPOD lays 8 SUs, each a rack of its side networks' b leaves
    // at its west end (800 mm, the network rack type), 8 GPU racks (600 mm) and a leaf rack
    // (800 mm), in 4 rows of 2 SUs (rows A, B, D, E; the network row C between them), 1200 mm
    // deep, 48U. By hand:
    // - rows start at end clearance 1200 + fibre and data backbone tiles 2 × 600 = x 2400 and end at
    //   2400 + 2 × (800 + 8 × 600 + 800) = 15200; row A lies at y = wall clearance 1200 + 600 = 1800,
    //   row B across the 1200 mm cold aisle at 4200;
    // - the data ladders at z 2650 (rack top 2134 + 200 + 300 up to 50 mm); the west backbone ladder
    //   one tile west of the rows at x 1800; 12800 mm of row are 22 whole tile columns → 3 spans
    //   ≤ 10 → cross-aisle ladders at columns (22 + 1) / 3 = 7 and (44 + 1) / 3 = 15, x = 2400 +
    //   7 × 600 = 6600 and 11400;
    // - the 7th rack of each row (slot 6, the 6th GPU rack) stands at x = 2400 + 800 + 5 × 600 +
    //   300 = 6500. A probe port (rear face, s = 200.3) uses the right manager: for north-facing
    //   row A its exit is at 6500 − 250 = 6250, for south-facing row B at 6500 + 250 = 6750 (both
    //   at the row's y).
    // Pathway over the first cross ladder: (6600 − 6250) + (4200 − 1800) + (6750 − 6600) = 350 +
    // 2400 + 150 = 2900 mm; over the west backbone it would be 4450 + 2400 + 4950 = 11800 (over the
    // east one, at snapUp(15200) + 600 = 16200: 9950 + 2400 + 9450 = 21800).
    // In-rack at U40: 100 + 39 × 44.45 + 20 = 1853.55 → 2233.6 − 1853.55 = 380.05 up, 49.7 across
    // → 429.75 → 430 per end; drop 2650 − 2233.6 = 416.4 → 416 per end; 2 turns → bends
    // (8 + 2) × 50 = 500; copper loops 2 × 300 = 600. Required 430 + 416 + 2900 + 416 + 430 + 500 +
    // 600 = 5692 → Cat6A 7 m. Without cross ladders (cross_ladder_every_racks 0) the west backbone:
    // 11800 → 14592 → 15 m.
    void neighbouringRowsCrossNearTheirRacks_data()
    {
        QTest::addColumn<int>("every");
        QTest::addColumn<int>("pathway");
        QTest::addColumn<int>("required");
        QTest::addColumn<int>("ordered");
        QTest::addRow("cross ladders every 10 racks") << 10 << 2900 << 5692 << 7000;
        QTest::addRow("backbones only") << 0 << 11800 << 14592 << 15000;
    }
    void neighbouringRowsCrossNearTheirRacks()
    {
        QFETCH(int, every);
        QFETCH(int, pathway);
        QFETCH(int, required);
        QFETCH(int, ordered);
        HallSpec hall;
        hall.cross_ladder_every_racks = every;
        Project p = build("dgx-h100-superpod", 256, 0, hall);
        QCOMPARE(p.rows.size(), std::size_t(5));
        const Rack *a = rackAt(p, { 6500, 1800 }), *b = rackAt(p, { 6500, 4200 });
        QVERIFY(a && b);
        QCOMPARE(a->row, p.rows[0].id);
        QCOMPARE(b->row, p.rows[1].id);
        QCOMPARE(b->rotation_deg, 180);
        std::int64_t crossX = -1;
        for (const auto &pw : p.pathways)
            if (pw.name == "Cross ladder A-B #1")
                crossX = pw.points.front().x_mm;
        QCOMPARE(crossX, every > 0 ? std::int64_t(6600) : std::int64_t(-1));
        // Only the probe link, so nothing else competes for the trays.
        p.links.clear();
        Link l;
        l.id = p.allocateId();
        l.a = { addProbe(p, a->id, 40), 0 };
        l.b = { addProbe(p, b->id, 40), 0 };
        l.fabric = Fabric::OutOfBand;
        l.tier = Tier::Management;
        l.phase = p.phases.front().id;
        p.links.push_back(l);
        const routing::RouteReport report = routing::routeProject(p);
        QVERIFY(report.unrouted.empty());
        QCOMPARE(p.cables.size(), std::size_t(1));
        const Cable &c = p.cables.front();
        QCOMPARE(c.breakdown.in_rack_a_mm, std::int64_t(430));
        QCOMPARE(c.breakdown.drop_a_mm, std::int64_t(416));
        QCOMPARE(c.breakdown.pathway_mm, std::int64_t(pathway));
        QCOMPARE(c.breakdown.bends_mm, std::int64_t(500));
        QCOMPARE(c.required_length_mm, std::int64_t(required));
        QCOMPARE(c.ordered_length_mm, std::int64_t(ordered));
    }

    // The default trays form a grid with cycles: in the data and fibre networks of a generated hall
    // no segment is a bridge (each has a way round it), and neighbouring rows are joined at most
    // 10 racks apart (the backbones at both ends, cross-aisle ladders between).
    void pathwaysHaveNoBridges()
    {
        const Project p = build("dgx-h100-superpod", 127);
        for (Service service : { Service::Data, Service::Fiber }) {
            routing::PathwayGraph g(p, p.halls.front().id, service, routing::FillLimits {});
            g.finish();
            QVERIFY(!g.empty());
            const auto avoidable = g.avoidableSegments();
            for (std::size_t s = 0; s < avoidable.size(); ++s)
                QVERIFY2(avoidable[s], qPrintable(QString::number(s)));
        }
        // "West backbone ladder A-B", "Cross ladder A-B #1", "East backbone ladder A-B": per pair of
        // rows, the x of each ladder across. Per SU a west rack of b leaves (800 mm), 8 GPU racks of
        // 600 mm and a leaf rack of 800 mm; two SUs from x 2400 end at 15200 (22 tile columns, 3
        // spans): the west backbone at 1800, the cross ladders at columns 7 and 15, x 6600 and
        // 11400, the east backbone one tile past the row end snapped to the tiles, 15600 + 600 =
        // 16200: at most 4800 mm apart.
        std::map<std::string, std::vector<std::int64_t>> across; // row pair → x of its ladders
        for (const auto &pw : p.pathways) {
            const auto at = pw.name.find("ladder ");
            if (pw.service != Service::Data || at == std::string::npos || pw.name.rfind("Row ", 0) == 0)
                continue;
            const std::string pair = pw.name.substr(at + 7, pw.name.find(' ', at + 7) - (at + 7));
            across[pair].push_back(pw.points.front().x_mm);
        }
        QCOMPARE(across.size(), p.rows.size() - 1);
        for (auto &[pair, xs] : across) {
            std::sort(xs.begin(), xs.end());
            QCOMPARE(xs, (std::vector<std::int64_t> { 1800, 6600, 11400, 16200 }));
        }
    }

    // A cut backbone (one piece of it deleted, e.g. by a damaged tray) leaves every inter-row link
    // routed: the cables that used it find another way (issue #16; before, one backbone cut severed
    // every link between rows).
    void backboneCutKeepsRowsConnected()
    {
        Project p = build("dgx-h100-superpod", 127);
        routing::routeProject(p);
        const std::size_t cables = p.cables.size();
        QCOMPARE(cables, p.links.size());
        std::size_t removed = 0;
        for (const char *name : { "East backbone ladder A-B", "East backbone fibre runway A-B",
                 "East backbone ladder B-C", "East backbone fibre runway B-C" })
            removed += edit::deletePathway(p, edit::findPathway(p, name)).removed(edit::EntityKind::Cable).size();
        QVERIFY(removed > 0); // cables ran over the cut pieces
        const routing::RouteReport report = routing::routeProject(p);
        QVERIFY2(report.unrouted.empty(), report.unrouted.empty() ? "" : report.unrouted.front().reason.c_str());
        QCOMPARE(p.cables.size(), cables);
        QVERIFY(report.overflows.empty());
    }

    // Issue #16: every rack's OOB switch (SN2201: RJ45 ports on its front, P2C airflow = rear-to-
    // front in NetBox terms) is mounted reversed, so its ports are at the rack's rear with the DGX
    // BMC ports and the switches' management ports, and it draws from the rack's front (cold
    // aisle): no airflow finding about mounting (the heat checks, on by default, warn about these
    // 41 kW air-cooled racks; test_rules_power covers them).
    void oobSwitchesFaceTheNodesPorts()
    {
        const Project p = build("dgx-h100-superpod", 127);
        ProjectIndex index(p);
        int oob = 0;
        for (const auto &d : p.devices)
            if (d.name.ends_with("-oob")) {
                ++oob;
                QVERIFY2(d.reversed, d.name.c_str());
                QVERIFY(index.deviceType(d.device_type)->airflow == Airflow::RearToFront);
            }
        QCOMPARE(oob, int(p.racks.size()));
        for (const auto &f : rules::runChecks(p, { "", { "airflow." } }))
            QVERIFY2(
                f.code == "airflow.rack-heat" || f.code == "airflow.aisle-heat", (f.code + ": " + f.message).c_str());
    }

    void unknownStrategy() { QVERIFY_THROWS_EXCEPTION(Error, parseStrategy("diagonal")); }

    // Regression test of bd9fd8d (AddressSanitizer: heap-use-after-free in planRacks): the rack
    // planning holds references from type() (the node's, the OOB switch's, the PDU's) while it
    // adds further types. Adding every type of the catalogue must leave the first one where it was
    // and as it was; if the table were not reserved, typeId() would refuse ("would move") or, without
    // that guard, the type would move to another address.
    void typeReferencesSurviveAddingTypes()
    {
        layout::BuildRequest request;
        request.template_name = "dgx-h100-superpod";
        layout::Builder builder(request, nullptr);
        const Id first = builder.typeId("nvidia-dgx-h100");
        const DeviceType *kept = &builder.type(first);
        const auto &catalogue = catalog::builtinCatalog().devices;
        QVERIFY(catalogue.size() > 10);
        for (const auto &entry : catalogue)
            builder.typeId(entry.type.slug);
        QCOMPARE(builder.m_p.device_types.size(), catalogue.size());
        QCOMPARE(&builder.type(first), kept);
        QCOMPARE(kept->slug, std::string("nvidia-dgx-h100"));
        QCOMPARE(kept->gpus, 8); // DGX H100: eight H100 GPUs (REFERENCE.md)
    }
};

QTEST_APPLESS_MAIN(TestLayout)
#include "test_layout.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The "starter" template: a small, hand-laid cluster that exercises every part of the model —
// 16 NVIDIA DGX H100 nodes in four racks, one rail-optimized leaf tier of eight QM9700 switches
// (rail i of every node → leaf i, as in the DGX SuperPOD RA), two rows across a cold aisle, a
// ladder over each row and a cross-connect tray. Row B is reserved for the target phase.
//
// Device figures: DGX H100 from the NVIDIA DGX H100 User Guide (8U, 897.1 mm deep, 130.45 kg,
// 10.2 kW max, 6 × 3.3 kW PSUs in 4+2) and REFERENCE.md's port map; QM9700 from the NVIDIA
// QM9700 datasheet (1U, 32 twin-port OSFP cages = 64 × NDR 400G). Prices are estimates.
#include "templates/starter.h"

#include <fmt/format.h>

namespace plenum::templates {
namespace {

constexpr int kNodes = 16;
constexpr int kRails = 8;
constexpr int kNodesPerRack = 4;
constexpr int kRackWidth = 600;
constexpr int kRackDepth = 1200;

DeviceType dgxH100(Id id)
{
    DeviceType t;
    t.id = id;
    t.slug = "nvidia-dgx-h100";
    t.manufacturer = "NVIDIA";
    t.model = "DGX H100";
    t.role = "gpu-node";
    t.u_height = 8;
    t.depth_mm = 897;
    t.airflow = Airflow::FrontToRear;
    t.weight_kg = 130.45;
    t.typical_power_w = 8500; // estimate: typical training load
    t.max_power_w = 10200;
    t.psu_count = 6;
    t.psu_rating_w = 3300;
    t.psu_redundant = 2;
    t.gpus = 8;
    t.nics = 8;
    t.price_usd = 300000; // estimate
    t.source = "NVIDIA DGX H100 User Guide (specifications, network ports); typical power and price are estimates";
    // Four twin-port OSFP cages on the rear carry the eight compute rails (REFERENCE.md port map).
    const char *ports[kRails] = {"OSFP4P2", "OSFP3P2", "OSFP3P1", "OSFP4P1", "OSFP1P2", "OSFP2P2", "OSFP2P1", "OSFP1P1"};
    for (int gpu = 0; gpu < kRails; ++gpu) {
        std::string name = ports[gpu];
        int cage = name[4] - '1';
        int half = name[6] - '1';
        t.ports.push_back({name, "OSFP", name.substr(0, 5), 4, 400, Face::Rear, 60 + cage * 90 + half * 20, 40, false});
    }
    t.ports.push_back({"BMC", "RJ45", "BMC", 1, 1, Face::Rear, 420, 300, true});
    return t;
}

DeviceType qm9700(Id id)
{
    DeviceType t;
    t.id = id;
    t.slug = "nvidia-qm9700";
    t.manufacturer = "NVIDIA";
    t.model = "Quantum-2 QM9700";
    t.role = "leaf";
    t.u_height = 1;
    t.depth_mm = 660;
    t.airflow = Airflow::FrontToRear;
    t.weight_kg = 14.5; // estimate
    t.typical_power_w = 747;
    t.max_power_w = 1720;
    t.psu_count = 2;
    t.psu_rating_w = 2000; // estimate
    t.psu_redundant = 1;
    t.price_usd = 30000; // estimate
    t.source = "NVIDIA QM9700 datasheet (1U, 32 OSFP cages, 64 x NDR); weight, PSU rating and price are estimates";
    for (int cage = 1; cage <= 32; ++cage)
        for (int half = 1; half <= 2; ++half)
            t.ports.push_back({fmt::format("OSFP{}P{}", cage, half), "OSFP", fmt::format("OSFP{}", cage), 4, 400,
                               Face::Front, 20 + (cage - 1) * 14, half == 1 ? 30 : 10, false});
    t.ports.push_back({"mgmt0", "RJ45", "mgmt0", 1, 1, Face::Rear, 30, 20, true});
    return t;
}

} // namespace

Project starter(const TemplateOptions &options)
{
    Project p;
    p.name = options.project_name.empty() ? "Starter cluster" : options.project_name;
    const Id dayOne = p.allocateId();
    const Id target = p.allocateId();
    p.phases = {{dayOne, "day-one"}, {target, "target"}};

    Hall hall;
    hall.id = p.allocateId();
    hall.name = "Hall 1";
    hall.outline = {{0, 0}, {6000, 0}, {6000, 7200}, {0, 7200}};
    hall.containment = Containment::ColdAisle;
    hall.cooling_capacity_w = 250000;
    p.halls.push_back(hall);

    Obstacle column;
    column.id = p.allocateId();
    column.hall = hall.id;
    column.name = "C1";
    column.kind = ObstacleKind::Column;
    column.outline = {{5400, 3300}, {5800, 3300}, {5800, 3700}, {5400, 3700}};
    p.obstacles.push_back(column);

    // Row A fronts face north (+y) and row B fronts face south: the cold aisle lies between them.
    Row rowA{p.allocateId(), hall.id, "A", 0};
    Row rowB{p.allocateId(), hall.id, "B", 180};
    p.rows = {rowA, rowB};

    RackType rt;
    rt.id = p.allocateId();
    rt.slug = "rack-600x1200-48u";
    rt.model = "600 x 1200 mm, 48U";
    rt.width_mm = kRackWidth;
    rt.depth_mm = kRackDepth;
    rt.height_u = 48;
    rt.power_budget_w = 45000;
    rt.static_load_kg = 1500;
    rt.cable_manager_area_mm2 = 2 * 150 * 200;
    rt.price_usd = 3500;
    rt.source = "estimate";
    p.rack_types.push_back(rt);

    const DeviceType node = dgxH100(p.allocateId());
    const DeviceType leaf = qm9700(p.allocateId());
    p.device_types = {node, leaf};

    const int rowAy = 2400, rowBy = 4800;
    auto addRack = [&](const Row &row, int index, int y, Id phase) {
        Rack r;
        r.id = p.allocateId();
        r.name = fmt::format("{}{:02}", row.name, index + 1);
        r.hall = hall.id;
        r.row = row.id;
        r.rack_type = rt.id;
        r.position = {900 + index * kRackWidth, y};
        r.rotation_deg = row.facing_deg;
        r.phase = phase;
        p.racks.push_back(r);
        return r.id;
    };
    std::vector<Id> gpuRacks;
    for (int i = 0; i < kNodes / kNodesPerRack; ++i)
        gpuRacks.push_back(addRack(rowA, i, rowAy, dayOne));
    const Id networkRack = addRack(rowA, kNodes / kNodesPerRack, rowAy, dayOne);
    for (int i = 0; i < 5; ++i)
        addRack(rowB, i, rowBy, target);

    std::vector<Id> nodes, leaves;
    for (int n = 0; n < kNodes; ++n) {
        Device d;
        d.id = p.allocateId();
        d.name = fmt::format("dgx{:02}", n + 1);
        d.device_type = node.id;
        d.rack = gpuRacks[n / kNodesPerRack];
        d.u_position = 3 + (n % kNodesPerRack) * 10;
        d.phase = dayOne;
        d.su = 0;
        p.devices.push_back(d);
        nodes.push_back(d.id);
    }
    for (int r = 0; r < kRails; ++r) {
        Device d;
        d.id = p.allocateId();
        d.name = fmt::format("leaf-r{}", r);
        d.device_type = leaf.id;
        d.rack = networkRack;
        d.u_position = 20 + r;
        d.phase = dayOne;
        d.su = 0;
        d.rail = r;
        p.devices.push_back(d);
        leaves.push_back(d.id);
    }
    // Rail r of node n → leaf r, port n (cage n/2 + 1, half n%2 + 1).
    for (int n = 0; n < kNodes; ++n)
        for (int r = 0; r < kRails; ++r) {
            Link l;
            l.id = p.allocateId();
            l.a = {nodes[n], r};
            l.b = {leaves[r], leaf.portIndex(fmt::format("OSFP{}P{}", n / 2 + 1, n % 2 + 1))};
            l.fabric = Fabric::Compute;
            l.tier = Tier::NodeLeaf;
            l.phase = dayOne;
            p.links.push_back(l);
        }

    auto addPathway = [&](std::string name, PathwayKind kind, std::vector<Point3> points, Id phase) {
        Pathway pw;
        pw.id = p.allocateId();
        pw.name = std::move(name);
        pw.hall = hall.id;
        pw.kind = kind;
        pw.points = std::move(points);
        pw.width_mm = 300;
        pw.loading_depth_mm = 100;
        pw.phase = phase;
        p.pathways.push_back(pw);
    };
    const int trayZ = 2600;
    addPathway("Ladder A", PathwayKind::Ladder, {{600, rowAy, trayZ}, {3600, rowAy, trayZ}, {4500, rowAy, trayZ}}, dayOne);
    addPathway("Ladder B", PathwayKind::Ladder, {{600, rowBy, trayZ}, {3600, rowBy, trayZ}, {4500, rowBy, trayZ}}, target);
    addPathway("Cross-connect AB", PathwayKind::Tray, {{4500, rowAy, trayZ}, {4500, rowBy, trayZ}}, target);
    return p;
}

} // namespace plenum::templates

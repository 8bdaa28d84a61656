// SPDX-License-Identifier: GPL-3.0-or-later
// The "starter" template: a small, hand-laid cluster that exercises every part of the model —
// 16 NVIDIA DGX H100 nodes in four racks, one rail-optimized leaf tier of eight QM9700 switches
// (rail i of every node → leaf i, as in the DGX SuperPOD RA), two rows across a cold aisle, a
// ladder over each row and a cross-connect tray. Row B is reserved for the target phase.
//
// Device types come from the built-in catalogue (resources/catalog/devices), with their sources.
#include "templates/starter.h"
#include "catalog/catalog.h"

#include <fmt/format.h>

namespace plenum::templates {
namespace {

constexpr int kNodes = 16;
constexpr int kRails = 8;
constexpr int kNodesPerRack = 4;
constexpr int kRackWidth = 600;

// A catalogue device type as a project entry with a new id.
DeviceType fromCatalog(const char *slug, Id id)
{
    const catalog::CatalogDevice *entry = catalog::builtinCatalog().findDevice(slug);
    if (!entry)
        throw Error(fmt::format("device type '{}' is not in the catalogue", slug));
    DeviceType t = entry->type;
    t.id = id;
    return t;
}

// DGX H100 User Guide port map (REFERENCE.md): the rail port of GPU 0 … 7.
constexpr const char *kRailPorts[kRails]
    = { "OSFP4P2", "OSFP3P2", "OSFP3P1", "OSFP4P1", "OSFP1P2", "OSFP2P2", "OSFP2P1", "OSFP1P1" };

} // namespace

Project starter(const TemplateOptions &options)
{
    Project p;
    p.name = options.project_name.empty() ? "Starter cluster" : options.project_name;
    const Id dayOne = p.allocateId();
    const Id target = p.allocateId();
    p.phases = { { dayOne, "day-one" }, { target, "target" } };

    Hall hall;
    hall.id = p.allocateId();
    hall.name = "Hall 1";
    hall.outline = { { 0, 0 }, { 6000, 0 }, { 6000, 7200 }, { 0, 7200 } };
    hall.containment = Containment::ColdAisle;
    hall.cooling_capacity_w = 250000;
    p.halls.push_back(hall);

    Obstacle column;
    column.id = p.allocateId();
    column.hall = hall.id;
    column.name = "C1";
    column.kind = ObstacleKind::Column;
    column.outline = { { 5400, 3300 }, { 5800, 3300 }, { 5800, 3700 }, { 5400, 3700 } };
    p.obstacles.push_back(column);

    // Row A fronts face north (+y) and row B fronts face south: the cold aisle lies between them.
    Row rowA { p.allocateId(), hall.id, "A", 0 };
    Row rowB { p.allocateId(), hall.id, "B", 180 };
    p.rows = { rowA, rowB };

    const catalog::CatalogRack *rack = catalog::builtinCatalog().findRack("rack-600x1200-48u");
    if (!rack)
        throw Error("rack type 'rack-600x1200-48u' is not in the catalogue");
    RackType rt = rack->type;
    rt.id = p.allocateId();
    p.rack_types.push_back(rt);

    const DeviceType node = fromCatalog("nvidia-dgx-h100", p.allocateId());
    const DeviceType leaf = fromCatalog("nvidia-qm9700", p.allocateId());
    p.device_types = { node, leaf };

    const int rowAy = 2400, rowBy = 4800;
    auto addRack = [&](const Row &row, int index, int y, Id phase) {
        Rack r;
        r.id = p.allocateId();
        r.name = fmt::format("{}{:02}", row.name, index + 1);
        r.hall = hall.id;
        r.row = row.id;
        r.rack_type = rt.id;
        r.position = { 900 + index * kRackWidth, y };
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
            l.a = { nodes[n], node.portIndex(kRailPorts[r]) };
            l.b = { leaves[r], leaf.portIndex(fmt::format("OSFP{}P{}", n / 2 + 1, n % 2 + 1)) };
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
    addPathway("Ladder A", PathwayKind::Ladder,
        { { 600, rowAy, trayZ }, { 3600, rowAy, trayZ }, { 4500, rowAy, trayZ } }, dayOne);
    addPathway("Ladder B", PathwayKind::Ladder,
        { { 600, rowBy, trayZ }, { 3600, rowBy, trayZ }, { 4500, rowBy, trayZ } }, target);
    addPathway("Cross-connect AB", PathwayKind::Tray, { { 4500, rowAy, trayZ }, { 4500, rowBy, trayZ } }, target);
    return p;
}

} // namespace plenum::templates

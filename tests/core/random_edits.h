// SPDX-License-Identifier: GPL-3.0-or-later
// Random edits of every family for the property tests (test_edit_random, test_incremental): a
// small routed pod to start from and a generator of random — often invalid — edits.
#pragma once

#include "edit/device_edit.h"
#include "edit/field_edit.h"
#include "edit/hall_edit.h"
#include "edit/link_edit.h"
#include "edit/obstacle_edit.h"
#include "edit/pathway_edit.h"
#include "edit/phase_edit.h"
#include "edit/rack_edit.h"
#include "edit/reservation_edit.h"
#include "edit/row_edit.h"
#include "routing/router.h"
#include "templates/templates.h"

#include <array>
#include <functional>
#include <random>
#include <string>

namespace plenum::testing {

using namespace plenum::edit;

// A pod to start from: rows A (facing north) and B (facing south) across a cold aisle, six GPU
// servers, two leaves, 24 links, a ladder over each row and one across, routed.
inline Project startingPod()
{
    TemplateOptions o;
    o.hall_width_mm = 18000;
    o.hall_depth_mm = 12000;
    Project p = projectFromTemplate("empty", o);
    addRow(p, { "A", "rack-600x1200-48u", { 3000, 3000 }, 6, 0, "", "", "" });
    addRow(p, { "B", "rack-600x1200-48u", { 3000, 6600 }, 6, 180, "", "target", "" });
    for (int i = 0; i < 6; ++i)
        mountDevice(p,
            { "node" + std::to_string(i + 1), "nvidia-dgx-h100", i < 3 ? "A01" : "A02", 3 + (i % 3) * 10, Face::Front,
                "" });
    mountDevice(p, { "leaf1", "nvidia-qm9700", "A03", 40, Face::Front, "" });
    mountDevice(p, { "leaf2", "nvidia-qm9700", "A03", 41, Face::Front, "" });
    addLinkRange(p, "node[1-6]:OSFP1P1", "leaf1:OSFP[1-6]P1");
    addLinkRange(p, "node[1-6]:OSFP1P2", "leaf2:OSFP[1-6]P1");
    addLinkRange(p, "node[1-6]:OSFP2P1", "leaf1:OSFP[1-6]P2");
    addLinkRange(p, "node[1-6]:OSFP2P2", "leaf2:OSFP[1-6]P2");
    addPathway(p,
        { "Ladder A", kNoId, PathwayKind::Ladder, Service::Data, { { 2400, 3000, 2600 }, { 7200, 3000, 2600 } }, 300,
            100, "" });
    addPathway(p,
        { "Ladder B", kNoId, PathwayKind::Ladder, Service::Data, { { 2400, 6600, 2600 }, { 7200, 6600, 2600 } }, 300,
            100, "" });
    addPathway(p,
        { "Cross", kNoId, PathwayKind::Tray, Service::Data, { { 2400, 3000, 2600 }, { 2400, 6600, 2600 } }, 300, 100,
            "" });
    routing::routeProject(p);
    return p;
}

class RandomEdits {
public:
    explicit RandomEdits(unsigned seed)
        : m_rng(seed)
    {
    }

    // One random edit, as a function that makes it.
    std::pair<std::string, std::function<ChangeSet(Project &)>> next(const Project &p)
    {
        const std::string rack = anyOf(p.racks, "Z9"), device = anyOf(p.devices, "ghost");
        int which = pick(27);
        if ((which == 3 || which == 7 || which == 12) && pick(3) != 0)
            which = 8; // deletes a third as often as the rest, so the project keeps something to edit
        switch (which) {
        case 0:
            return { "add-rack", [=, name = fresh("R"), type = rackType(), at = point(), rot = rotation()](Project &q) {
                        return addRack(q, { name, type, at, rot, "", "", "" });
                    } };
        case 1:
            return { "move-rack", [=, at = point()](Project &q) { return moveRack(q, rack, at); } };
        case 2:
            return { "rotate-rack", [=, rot = rotation()](Project &q) { return rotateRack(q, rack, rot); } };
        case 3:
            return { "delete-rack", [=](Project &q) { return deleteRack(q, rack); } };
        case 4:
            return { "duplicate-rack", [=, name = pick(4) ? fresh("D") : rack, at = point()](Project &q) {
                        return duplicateRack(q, rack, name, at);
                    } };
        case 5:
            return { "set-rack",
                [=, name = pick(3) ? fresh("N") : anyOf(p.racks, "x"), row = anyOf(p.rows, ""),
                    phase = anyOf(p.phases, "never"), what = pick(3)](Project &q) {
                    return what == 0 ? setRackName(q, rack, name)
                        : what == 1  ? setRackRow(q, rack, row)
                                     : setRackPhase(q, rack, phase);
                } };
        case 6:
            return { "add-row",
                [=, name = fresh("W"), at = point(), n = 1 + pick(5), facing = 90 * pick(4), type = rackType()](
                    Project &q) {
                    return addRow(q, { name, type, at, n, facing, "", "", "" });
                } };
        case 7:
            return { "delete-row", [=, row = anyOf(p.rows, "Q")](Project &q) { return deleteRow(q, row); } };
        case 8:
        case 9:
            return { "mount",
                [=, name = fresh("d"), type = deviceType(), u = 1 + pick(50), face = pick(2)](Project &q) {
                    return mountDevice(q, { name, type, rack, u, face ? Face::Rear : Face::Front, "" });
                } };
        case 10:
            return { "move-device", [=, other = pick(2) ? rack : std::string(), u = 1 + pick(48)](Project &q) {
                        return moveDevice(q, device, other, u);
                    } };
        case 11:
            return { "unmount", [=](Project &q) { return unmountDevice(q, device); } };
        case 12:
            return { "delete-device", [=](Project &q) { return deleteDevice(q, device); } };
        case 13:
            return { "set-device",
                [=, name = pick(3) ? fresh("n") : anyOf(p.devices, "x"), phase = anyOf(p.phases, "x"), what = pick(3),
                    flip = pick(2) == 1](Project &q) {
                    return what == 0 ? setDeviceName(q, device, name)
                        : what == 1  ? setDevicePhase(q, device, phase)
                                     : setDeviceReversed(q, device, flip);
                } };
        case 14:
        case 15:
            return { "add-link", [=, a = port(p), b = port(p)](Project &q) { return addLink(q, { a, b }); } };
        case 16: {
            const std::string from = anyOf(p.devices, "x"), to = anyOf(p.devices, "y");
            const int first = 1 + pick(30), n = 1 + pick(3);
            return { "add-links", [=](Project &q) {
                        return addLinkRange(q,
                            from + ":OSFP[" + std::to_string(first) + "-" + std::to_string(first + n - 1) + "]P2",
                            to + ":OSFP[" + std::to_string(first) + "-" + std::to_string(first + n - 1) + "]P1");
                    } };
        }
        case 17: {
            std::string link = "12345";
            if (!p.links.empty() && pick(4)) {
                const Link &l = p.links[pick(int(p.links.size()))];
                link = std::to_string(l.id);
            } else if (pick(2)) {
                link = port(p);
            }
            return { "delete-link", [=](Project &q) { return deleteLink(q, link); } };
        }
        case 18:
            return { "move-pathway",
                [=, id = p.pathways.empty() ? Id(4242) : p.pathways[pick(int(p.pathways.size()))].id,
                    dx = 300 * (pick(5) - 2),
                    dz = 100 * pick(3)](Project &q) { return movePathway(q, id, dx, 0, dz); } };
        case 20:
            return { "set-hall",
                [=, what = pick(4), w = 3000 * (1 + pick(7)), tile = 50 * pick(30), ceiling = 1000 + 500 * pick(8),
                    containment = Containment(pick(3))](Project &q) {
                    switch (what) {
                    case 0:
                        return setHallOutline(q, "", { { 0, 0 }, { w, 0 }, { w, 12000 }, { 0, 12000 } });
                    case 1:
                        return setHallTile(q, "", tile);
                    case 2:
                        return setHallCeiling(q, "", ceiling);
                    default:
                        return setHallContainment(q, "", containment);
                    }
                } };
        case 21:
            return { "add-obstacle",
                [=, name = pick(4) ? fresh("C") : anyOf(p.obstacles, "C0"), at = point(), size = 200 * (1 + pick(4))](
                    Project &q) {
                    return addObstacle(q,
                        { name, ObstacleKind::Column,
                            { at, { at.x_mm + size, at.y_mm }, { at.x_mm + size, at.y_mm + size },
                                { at.x_mm, at.y_mm + size } },
                            "" });
                } };
        case 22: {
            const std::string obstacle = anyOf(p.obstacles, "C0");
            const int what = pick(3);
            return { what == 0  ? "move-obstacle"
                    : what == 1 ? "reshape-obstacle"
                                : "delete-obstacle",
                [=, dx = 300 * (pick(7) - 3), at = point()](Project &q) {
                    if (what == 0)
                        return moveObstacle(q, obstacle, dx, -dx);
                    if (what == 1)
                        return reshapeObstacle(
                            q, obstacle, { at, { at.x_mm + 600, at.y_mm }, { at.x_mm + 300, at.y_mm + 500 } });
                    return deleteObstacle(q, obstacle);
                } };
        }
        case 23: {
            const int what = pick(3);
            return { what == 0  ? "add-phase"
                    : what == 1 ? "rename-phase"
                                : "move-phase",
                [=, phase = anyOf(p.phases, "never"), name = pick(4) ? fresh("ph") : anyOf(p.phases, "x"),
                    position = pick(int(p.phases.size()) + 1), before = pick(2) == 1](Project &q) {
                    if (what == 0)
                        return addPhase(q, name, before ? phase : std::string());
                    if (what == 1)
                        return renamePhase(q, phase, name);
                    return movePhase(q, phase, position);
                } };
        }
        case 24:
            return { "assign-phase", [=, phase = anyOf(p.phases, "never")](Project &q) {
                        return assignPhase(q, phase, { rack, device });
                    } };
        case 25:
            if (pick(3) == 0)
                return { "delete-reservation",
                    [=, r = anyOf(p.reservations, "none")](Project &q) { return deleteReservation(q, r); } };
            return { "reserve",
                [=, name = pick(5) ? fresh("res") : anyOf(p.reservations, "x"), phase = anyOf(p.phases, ""),
                    at = point(), u = 1 + pick(50), h = pick(6), area = pick(2) == 1](Project &q) {
                    if (area)
                        return addReservation(q,
                            { name, phase, { at, { at.x_mm + 1200, at.y_mm }, { at.x_mm + 1200, at.y_mm + 1200 } }, "",
                                "", 0, 0 });
                    return addReservation(q, { name, phase, {}, "", rack, u, h });
                } };
        case 26: {
            static const std::vector<std::array<const char *, 2>> fields
                = { { "racks", "x_mm" }, { "racks", "rotation_deg" }, { "racks", "name" }, { "devices", "u_position" },
                      { "devices", "reversed" }, { "devices", "name" }, { "halls", "tile_mm" },
                      { "device_types", "weight_kg" }, { "pathways", "width_mm" }, { "phases", "name" },
                      { "links", "plane" }, { "racks", "colour" } };
            const auto f = fields[std::size_t(pick(int(fields.size())))];
            const std::string table = f[0], field = f[1];
            std::string object = "ghost";
            if (table == "racks")
                object = rack;
            else if (table == "devices")
                object = device;
            else if (table == "halls")
                object = "Hall 1";
            else if (table == "device_types" && !p.device_types.empty())
                object = p.device_types[pick(int(p.device_types.size()))].slug;
            else if (table == "pathways")
                object = anyOf(p.pathways, "ghost");
            else if (table == "phases")
                object = anyOf(p.phases, "ghost");
            else if (table == "links" && !p.links.empty())
                object = std::to_string(p.links[pick(int(p.links.size()))].id);
            static const char *values[] = { "300", "3000", "-1", "17.5", "true", "x", "", "90" };
            const std::string value = field == "name" && pick(2) ? fresh("s") : values[pick(8)];
            return { "set", [=](Project &q) { return setField(q, table, object, field, value); } };
        }
        default:
            if (pick(2) && !p.pathways.empty())
                return { "delete-pathway", [=, id = p.pathways[pick(int(p.pathways.size()))].id](Project &q) {
                            return deletePathway(q, id);
                        } };
            return { "add-pathway",
                [=, name = pick(2) ? fresh("P") : anyOf(p.pathways, "P0"), a = point(), b = point()](Project &q) {
                    return addPathway(q,
                        { name, kNoId, PathwayKind::Tray, Service::Data,
                            { { a.x_mm, a.y_mm, 2600 }, { b.x_mm, b.y_mm, 2600 } }, 300, 100, "" });
                } };
        }
    }

private:
    int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(m_rng); }
    std::string fresh(const char *prefix) { return prefix + std::to_string(++m_serial); }
    Point point() { return { 300 * (1 + pick(58)), 300 * (1 + pick(38)) }; } // some beyond the 18 × 12 m hall
    int rotation() { return pick(5) ? 90 * pick(4) : pick(720) - 360; }
    std::string rackType() { return pick(8) ? (pick(2) ? "rack-600x1200-48u" : "rack-800x1200-52u") : "rack-x"; }
    std::string deviceType()
    {
        static const char *types[]
            = { "nvidia-dgx-h100", "nvidia-qm9700", "pdu-3ph-415v-32a", "nvidia-sn2201", "nope" };
        return types[pick(5)];
    }
    template <typename T> std::string anyOf(const std::vector<T> &items, const char *missing)
    {
        if (items.empty() || pick(10) == 0)
            return missing;
        return items[pick(int(items.size()))].name;
    }
    // Mostly a real port of a real device (often a free one), sometimes one that does not exist.
    std::string port(const Project &p)
    {
        if (p.devices.empty() || pick(6) == 0)
            return "ghost:OSFP1P1";
        const Device &d = p.devices[pick(int(p.devices.size()))];
        for (const auto &t : p.device_types)
            if (t.id == d.device_type && !t.ports.empty() && pick(8) != 0)
                return d.name + ":" + t.ports[pick(int(t.ports.size()))].name;
        return d.name + ":nope";
    }

    std::mt19937 m_rng;
    int m_serial = 0;
};

} // namespace plenum::testing

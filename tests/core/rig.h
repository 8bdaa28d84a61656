// SPDX-License-Identifier: GPL-3.0-or-later
// The set-up the core tests share, so that each test says only what its project has. Builders add
// one entity to a project by hand (a fresh id from Project::allocateId(), in call order) and return
// it for the fields a test sets beyond these; a reference is valid until the next entity of its kind
// is added. emptyHall() makes a hall through the "empty" template for the edit tests, whose checks
// are in rig_checks.h: QtTest defines `slots`, which breaks routing/cage_plan.h included after it.
#pragma once

#include "model/project.h"
#include "templates/templates.h"

#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace plenum::rig {

// ---------------------------------------------------------------- builders

inline Id phase(Project &p, const std::string &name)
{
    const Id id = p.allocateId();
    p.phases.push_back({ id, name });
    return id;
}

// A rectangular hall with corners (0, 0) and (width, depth).
inline Hall &hall(Project &p, std::int64_t width_mm, std::int64_t depth_mm, const std::string &name = "H")
{
    Hall h;
    h.id = p.allocateId();
    h.name = name;
    h.outline = { { 0, 0 }, { width_mm, 0 }, { width_mm, depth_mm }, { 0, depth_mm } };
    p.halls.push_back(h);
    return p.halls.back();
}

inline RackType &rackType(
    Project &p, const std::string &slug, int height_u, std::int64_t width_mm = 600, std::int64_t depth_mm = 1200)
{
    RackType t;
    t.id = p.allocateId();
    t.slug = slug;
    t.width_mm = width_mm;
    t.depth_mm = depth_mm;
    t.height_u = height_u;
    p.rack_types.push_back(t);
    return p.rack_types.back();
}

// A 1U switch, 600 mm deep, with `ports` RJ45 ports "p1", "p2", … of `speed_gbps` on its rear face, all
// 41 mm from the left edge and 20 mm up.
inline DeviceType &rj45Switch(Project &p, const std::string &slug, int ports, int speed_gbps)
{
    DeviceType t;
    t.id = p.allocateId();
    t.slug = slug;
    t.u_height = 1;
    t.depth_mm = 600;
    for (int i = 0; i < ports; ++i)
        t.ports.push_back({ "p" + std::to_string(i + 1), "RJ45", "", 1, speed_gbps, Face::Rear, 41, 20, false });
    p.device_types.push_back(t);
    return p.device_types.back();
}

// A rack centred at `position`, facing 0°, in no row.
inline Rack &rack(Project &p, const std::string &name, Id hall, Id type, Point position, Id phase)
{
    Rack r;
    r.id = p.allocateId();
    r.name = name;
    r.hall = hall;
    r.rack_type = type;
    r.position = position;
    r.phase = phase;
    p.racks.push_back(r);
    return p.racks.back();
}

// A device of `type` mounted in `rack` with its lowest U at `u`.
inline Device &device(Project &p, const std::string &name, Id type, Id rack, int u, Id phase)
{
    Device d;
    d.id = p.allocateId();
    d.name = name;
    d.device_type = type;
    d.rack = rack;
    d.u_position = u;
    d.phase = phase;
    p.devices.push_back(d);
    return p.devices.back();
}

inline Link &link(Project &p, PortRef a, PortRef b, Id phase)
{
    Link l;
    l.id = p.allocateId();
    l.a = a;
    l.b = b;
    l.phase = phase;
    p.links.push_back(l);
    return p.links.back();
}

// A pathway of `service` along `points` (of the model's default kind, a ladder).
inline Pathway &pathway(Project &p, const std::string &name, Id hall, Service service, std::vector<Point3> points,
    int width_mm, int loading_depth_mm, Id phase)
{
    Pathway pw;
    pw.id = p.allocateId();
    pw.name = name;
    pw.hall = hall;
    pw.service = service;
    pw.points = std::move(points);
    pw.width_mm = width_mm;
    pw.loading_depth_mm = loading_depth_mm;
    pw.phase = phase;
    p.pathways.push_back(pw);
    return p.pathways.back();
}

// The entity of `items` with `id`; a test's own mistake (no such id) throws std::logic_error.
template <typename T> T &byId(std::vector<T> &items, Id id)
{
    for (auto &item : items)
        if (item.id == id)
            return item;
    throw std::logic_error("no entity " + std::to_string(id));
}

// The entity of `items` named `name`, or Error.
template <typename T> const T &named(const std::vector<T> &items, const std::string &name)
{
    for (const auto &item : items)
        if (item.name == name)
            return item;
    throw Error("nothing named " + name);
}

// An empty hall from the "empty" template ("Hall 1", phases day-one and target), 12 × 9 m unless
// told otherwise.
inline Project emptyHall(std::int64_t width_mm = 12000, std::int64_t depth_mm = 9000)
{
    TemplateOptions o;
    o.hall_width_mm = width_mm;
    o.hall_depth_mm = depth_mm;
    return projectFromTemplate("empty", o);
}

} // namespace plenum::rig

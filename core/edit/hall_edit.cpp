// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/hall_edit.h"
#include "edit/edit_common.h"
#include "edit/outline.h"
#include "geometry/footprint.h"
#include "rules/placement.h"

#include <fmt/format.h>

namespace plenum::edit {
namespace {

// Estimate: raised-floor pedestal ranges end around 1.5 m; 2 m leaves room and catches a value typed
// in the wrong unit.
constexpr int kMaxRaisedFloorMm = 2000;

const Hall &hallOf(const Project &p, const std::string &name)
{
    const Id id = findHall(p, name);
    for (const auto &h : p.halls)
        if (h.id == id)
            return h;
    throw Error(fmt::format("there is no hall called '{}'", name.substr(0, 80)));
}

ChangeSet commitHall(Project &p, const Hall &before, const Hall &after)
{
    Draft draft(p);
    if (!(before == after))
        draft.modify(before, after);
    return draft.commit();
}

bool inside(const Point &pt, const Hall &hall)
{
    return geometry::covers(hall.outline, pt);
}

} // namespace

ChangeSet setHallOutline(Project &p, const std::string &name, const std::vector<Point> &outline)
{
    const Hall &hall = hallOf(p, name);
    Hall after = hall;
    after.outline = simpleOutline(outline, fmt::format("hall '{}'", hall.name));
    for (const auto &r : p.racks)
        if (r.hall == hall.id && !rules::footprintInsideHall(geometry::rackFootprint(r, rackTypeOf(p, r)), after))
            throw Error(fmt::format("rack {} would be outside the new outline of hall '{}'", r.name, hall.name));
    for (const auto &o : p.obstacles)
        if (o.hall == hall.id && !inside(outlineCentre(o.outline), after))
            throw Error(fmt::format(
                "{} '{}' would be outside the new outline of hall '{}'", toString(o.kind), o.name, hall.name));
    for (const auto &r : p.reservations)
        if (r.floorArea() && r.hall == hall.id && !inside(outlineCentre(r.outline), after))
            throw Error(
                fmt::format("reservation '{}' would be outside the new outline of hall '{}'", r.name, hall.name));
    return commitHall(p, hall, after);
}

ChangeSet setHallTile(Project &p, const std::string &name, int tile_mm)
{
    const Hall &hall = hallOf(p, name);
    if (tile_mm < 100 || tile_mm > 3000)
        throw Error(fmt::format("hall '{}': a floor tile of {} mm is outside 100 to 3000 mm", hall.name, tile_mm));
    Hall after = hall;
    after.tile_mm = tile_mm;
    return commitHall(p, hall, after);
}

ChangeSet setHallContainment(Project &p, const std::string &name, Containment containment)
{
    const Hall &hall = hallOf(p, name);
    Hall after = hall;
    after.containment = containment;
    return commitHall(p, hall, after);
}

ChangeSet setHallCeiling(Project &p, const std::string &name, int ceiling_height_mm)
{
    const Hall &hall = hallOf(p, name);
    if (ceiling_height_mm <= 0)
        throw Error(fmt::format("hall '{}': a ceiling of {} mm is not above the floor", hall.name, ceiling_height_mm));
    for (const auto &r : p.racks) {
        if (r.hall != hall.id)
            continue;
        const std::int64_t top = rackUnitsToMm(rackTypeOf(p, r).height_u);
        if (top > ceiling_height_mm)
            throw Error(fmt::format("rack {} is {} mm tall (its U space alone); it does not fit under a {} mm ceiling "
                                    "in hall '{}'",
                r.name, top, ceiling_height_mm, hall.name));
    }
    for (const auto &pw : p.pathways)
        for (const auto &pt : pw.points)
            if (pw.hall == hall.id && pt.z_mm > ceiling_height_mm)
                throw Error(fmt::format("pathway {} runs at {} mm, above a {} mm ceiling in hall '{}'", pw.name,
                    pt.z_mm, ceiling_height_mm, hall.name));
    Hall after = hall;
    after.ceiling_height_mm = ceiling_height_mm;
    return commitHall(p, hall, after);
}

ChangeSet setHallRaisedFloor(Project &p, const std::string &name, int height_mm)
{
    const Hall &hall = hallOf(p, name);
    if (height_mm < 0 || height_mm > kMaxRaisedFloorMm)
        throw Error(fmt::format("hall '{}': a raised floor of {} mm is outside 0 (none) to {} mm", hall.name, height_mm,
            kMaxRaisedFloorMm));
    Hall after = hall;
    after.raised_floor = height_mm > 0;
    after.raised_floor_height_mm = height_mm;
    return commitHall(p, hall, after);
}

ChangeSet setHallCooling(Project &p, const std::string &name, std::int64_t cooling_capacity_w)
{
    const Hall &hall = hallOf(p, name);
    if (cooling_capacity_w < 0)
        throw Error(fmt::format(
            "hall '{}': a cooling capacity of {} W is below 0 (0: not modelled)", hall.name, cooling_capacity_w));
    Hall after = hall;
    after.cooling_capacity_w = cooling_capacity_w;
    return commitHall(p, hall, after);
}

} // namespace plenum::edit

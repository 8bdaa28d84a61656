// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/obstacle_edit.h"
#include "edit/edit_common.h"
#include "edit/lock_edit.h"
#include "edit/outline.h"
#include "geometry/footprint.h"
#include "rules/placement.h"

#include <fmt/format.h>

#include <charconv>
#include <unordered_set>

namespace plenum::edit {
namespace {

const Hall &hallById(const Project &p, Id id)
{
    for (const auto &h : p.halls)
        if (h.id == id)
            return h;
    throw Error(fmt::format("hall {} does not exist", id));
}

// The obstacle as it would stand: a simple outline in its hall, clear of every rack.
void requireFree(const Project &p, Obstacle &o)
{
    const std::string what = fmt::format("{} '{}'", toString(o.kind), o.name);
    o.outline = simpleOutline(o.outline, what);
    const Hall &hall = hallById(p, o.hall);
    const Point centre = outlineCentre(o.outline);
    if (!geometry::covers(hall.outline, centre))
        throw Error(fmt::format("{} would be outside hall '{}'", what, hall.name));
    for (const auto &r : p.racks)
        if (r.hall == o.hall && rules::footprintHitsObstacle(geometry::rackFootprint(r, rackTypeOf(p, r)), o))
            throw Error(fmt::format("{} would overlap rack {}", what, r.name));
}

ChangeSet replace(Project &p, const Obstacle &before, Obstacle after)
{
    requireFree(p, after);
    Draft draft(p);
    draft.modify(before, after);
    return draft.commit();
}

} // namespace

const Obstacle &findObstacle(const Project &p, const std::string &text)
{
    for (const auto &o : p.obstacles)
        if (o.name == text)
            return o;
    Id id = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), id);
    if (ec == std::errc() && end == text.data() + text.size())
        for (const auto &o : p.obstacles)
            if (o.id == id)
                return o;
    throw Error(fmt::format("there is no obstacle called '{}'", text.substr(0, 80)));
}

ChangeSet addObstacle(Project &p, const ObstacleSpec &spec)
{
    return addObstacles(p, { spec });
}

ChangeSet addObstacles(Project &p, const std::vector<ObstacleSpec> &specs, std::size_t *failed)
{
    std::unordered_set<std::string> names;
    names.reserve(p.obstacles.size() + specs.size());
    for (const auto &o : p.obstacles)
        names.insert(o.name);
    Draft draft(p);
    for (std::size_t i = 0; i < specs.size(); ++i) {
        const ObstacleSpec &spec = specs[i];
        try {
            if (spec.name.empty())
                throw Error("an obstacle needs a name");
            if (!names.insert(spec.name).second)
                throw Error(fmt::format("an obstacle called '{}' already exists", spec.name));
            Obstacle o;
            o.name = spec.name;
            o.kind = spec.kind;
            o.hall = findHall(p, spec.hall);
            o.outline = spec.outline;
            requireFree(p, o);
            o.id = draft.allocateId();
            draft.add(o);
        } catch (const Error &) {
            if (failed)
                *failed = i;
            throw;
        }
    }
    return draft.commit();
}

ChangeSet moveObstacle(Project &p, const std::string &name, std::int64_t dx_mm, std::int64_t dy_mm)
{
    const Obstacle &o = findObstacle(p, name);
    requireUnlocked(o);
    Obstacle after = o;
    for (auto &pt : after.outline)
        pt.x_mm += dx_mm, pt.y_mm += dy_mm;
    return replace(p, o, after);
}

ChangeSet reshapeObstacle(Project &p, const std::string &name, const std::vector<Point> &outline)
{
    const Obstacle &o = findObstacle(p, name);
    requireUnlocked(o);
    Obstacle after = o;
    after.outline = outline;
    return replace(p, o, after);
}

ChangeSet deleteObstacle(Project &p, const std::string &name)
{
    const Obstacle &o = findObstacle(p, name);
    requireUnlocked(o);
    Draft draft(p);
    draft.remove(o);
    return draft.commit();
}

} // namespace plenum::edit

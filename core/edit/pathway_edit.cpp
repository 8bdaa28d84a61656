// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/pathway_edit.h"
#include "edit/edit_common.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>

namespace plenum::edit {
namespace {

// Cables over `pathway` are no longer valid: drop them so that `route` recomputes them.
void dropCablesOver(Draft &draft, Id pathway)
{
    for (const auto &c : draft.project().cables)
        if (std::any_of(c.route.begin(), c.route.end(), [&](const RouteStep &s) { return s.pathway == pathway; }))
            draft.remove(c);
}

const Pathway &pathwayById(const Project &p, Id id)
{
    for (auto &pw : p.pathways)
        if (pw.id == id)
            return pw;
    throw Error(fmt::format("pathway {} does not exist", id));
}

// A pathway runs under its hall's ceiling (as setHallCeiling requires of the pathways already there).
void requireUnderCeiling(const Project &p, Id hall, const std::string &name, const std::vector<Point3> &points)
{
    for (const Hall &h : p.halls)
        if (h.id == hall)
            for (const Point3 &pt : points)
                if (pt.z_mm > h.ceiling_height_mm)
                    throw Error(fmt::format("pathway {} at {} mm would be above the {} mm ceiling of hall '{}'", name,
                        pt.z_mm, h.ceiling_height_mm, h.name));
}

} // namespace

ChangeSet addPathway(Project &p, const PathwaySpec &spec)
{
    if (spec.points.size() < 2)
        throw Error(fmt::format("a pathway needs at least two points (got {})", spec.points.size()));
    if (spec.width_mm <= 0 || spec.loading_depth_mm <= 0)
        throw Error("a pathway needs a positive width and loading depth");
    if (spec.name.empty())
        throw Error("a pathway needs a name");
    for (const auto &pw : p.pathways)
        if (pw.name == spec.name)
            throw Error(fmt::format("a pathway called '{}' already exists", spec.name));
    Id hall = spec.hall;
    if (hall == kNoId) {
        if (p.halls.size() != 1)
            throw Error(fmt::format("the project has {} halls; name the hall", p.halls.size()));
        hall = p.halls.front().id;
    } else if (std::none_of(p.halls.begin(), p.halls.end(), [&](const Hall &h) { return h.id == hall; })) {
        throw Error(fmt::format("hall {} does not exist", hall));
    }
    requireUnderCeiling(p, hall, spec.name, spec.points);
    if (p.phases.empty())
        throw Error("the project has no phases");
    Id phase = p.phases.front().id;
    if (!spec.phase.empty()) {
        auto it
            = std::find_if(p.phases.begin(), p.phases.end(), [&](const Phase &ph) { return ph.name == spec.phase; });
        if (it == p.phases.end())
            throw Error(fmt::format("unknown phase '{}'", spec.phase));
        phase = it->id;
    }
    Draft draft(p);
    Pathway pw;
    pw.id = draft.allocateId();
    pw.name = spec.name;
    pw.hall = hall;
    pw.kind = spec.kind;
    pw.service = spec.service;
    pw.points = spec.points;
    pw.width_mm = spec.width_mm;
    pw.loading_depth_mm = spec.loading_depth_mm;
    pw.phase = phase;
    draft.add(pw);
    return draft.commit();
}

ChangeSet movePathway(Project &p, Id id, std::int64_t dx, std::int64_t dy, std::int64_t dz)
{
    const Pathway &pw = pathwayById(p, id);
    Pathway after = pw;
    for (auto &pt : after.points) {
        pt.x_mm += dx;
        pt.y_mm += dy;
        pt.z_mm += dz;
    }
    requireUnderCeiling(p, pw.hall, pw.name, after.points);
    Draft draft(p);
    draft.modify(pw, after);
    dropCablesOver(draft, id);
    return draft.commit();
}

ChangeSet reshapePathway(Project &p, Id id, const std::vector<Point3> &points)
{
    const Pathway &pw = pathwayById(p, id);
    if (points.size() < 2)
        throw Error(fmt::format("pathway {} needs at least two points (got {})", pw.name, points.size()));
    for (std::size_t i = 1; i < points.size(); ++i)
        if (points[i] == points[i - 1])
            throw Error(fmt::format("pathway {}: points {} and {} are the same", pw.name, i, i + 1));
    requireUnderCeiling(p, pw.hall, pw.name, points);
    Pathway after = pw;
    after.points = points;
    Draft draft(p);
    if (after == pw)
        return draft.commit();
    draft.modify(pw, after);
    dropCablesOver(draft, id);
    return draft.commit();
}

ChangeSet deletePathway(Project &p, Id id)
{
    Draft draft(p);
    draft.remove(pathwayById(p, id));
    dropCablesOver(draft, id);
    return draft.commit();
}

Id findPathway(const Project &p, const std::string &nameOrId)
{
    for (const auto &pw : p.pathways)
        if (pw.name == nameOrId)
            return pw.id;
    Id id = 0;
    auto [end, ec] = std::from_chars(nameOrId.data(), nameOrId.data() + nameOrId.size(), id);
    if (ec == std::errc() && end == nameOrId.data() + nameOrId.size())
        for (const auto &pw : p.pathways)
            if (pw.id == id)
                return id;
    throw Error(fmt::format("no pathway called '{}'", nameOrId));
}

} // namespace plenum::edit

// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/placement.h"

#include "geometry/footprint.h"
#include "model/rack_load.h"
#include "rules/helpers.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <unordered_map>
#include <unordered_set>

namespace plenum::rules {

bool footprintsOverlap(const std::vector<Point> &a, const std::vector<Point> &b)
{
    return geometry::overlaps(a, b);
}

bool footprintInsideHall(const std::vector<Point> &foot, const Hall &hall)
{
    return geometry::within(foot, hall.outline);
}

bool footprintHitsObstacle(const std::vector<Point> &foot, const Obstacle &obstacle)
{
    return geometry::distance(foot, obstacle.outline) <= 0;
}

std::optional<std::string> rackPlacementProblem(const Project &project, const Rack &rack, const RackType &type,
    const std::vector<Id> &ignore, const std::vector<std::pair<Rack, RackType>> &also)
{
    const Hall *hall = nullptr;
    for (const auto &h : project.halls)
        if (h.id == rack.hall)
            hall = &h;
    if (!hall)
        return fmt::format("rack {} is in hall {}, which does not exist", rack.name, rack.hall);
    const auto foot = geometry::rackFootprint(rack, type);
    if (!footprintInsideHall(foot, *hall))
        return fmt::format("the footprint of rack {} at ({:.2f} m, {:.2f} m) leaves hall '{}'", rack.name,
            rack.position.x_mm / 1000.0, rack.position.y_mm / 1000.0, hall->name);
    for (const auto &o : project.obstacles)
        if (o.hall == rack.hall && footprintHitsObstacle(foot, o))
            return fmt::format("rack {} would overlap {} '{}'", rack.name, toString(o.kind), o.name);
    // A cheap distance test first: racks further apart than their half-diagonals cannot touch.
    auto reach = [](const RackType &t) { return std::hypot(double(t.width_mm), double(t.depth_mm)) / 2; };
    auto clash = [&](const Rack &other, const RackType &otherType) {
        if (other.hall != rack.hall || other.id == rack.id)
            return false;
        const double d = std::hypot(
            double(other.position.x_mm - rack.position.x_mm), double(other.position.y_mm - rack.position.y_mm));
        return d < reach(type) + reach(otherType) && footprintsOverlap(foot, geometry::rackFootprint(other, otherType));
    };
    std::unordered_map<Id, const RackType *> types; // few types: not a whole ProjectIndex
    for (const auto &t : project.rack_types)
        types.emplace(t.id, &t);
    const IdSet skip(ignore.begin(), ignore.end()); // a whole selection may move
    for (const auto &other : project.racks) {
        if (skip.count(other.id))
            continue;
        auto it = types.find(other.rack_type);
        const RackType *ot = it == types.end() ? nullptr : it->second;
        if (ot && clash(other, *ot))
            return fmt::format("rack {} would overlap rack {}", rack.name, other.name);
    }
    for (const auto &[other, otherType] : also)
        if (clash(other, otherType))
            return fmt::format("rack {} would overlap rack {}", rack.name, other.name);
    return std::nullopt;
}

RackOccupants rackOccupants(const Project &project, Id rack)
{
    std::unordered_map<Id, const DeviceType *> types;
    for (const auto &t : project.device_types)
        types.emplace(t.id, &t);
    RackOccupants out;
    for (const auto &d : project.devices)
        if (d.rack == rack) {
            auto it = types.find(d.device_type);
            out.devices.push_back({ &d, it == types.end() ? nullptr : it->second });
        }
    return out;
}

std::optional<std::string> deviceSlotProblem(
    const Project &project, const Device &device, const DeviceType &type, const Rack &rack, const RackType &rackType)
{
    return deviceSlotProblem(rackOccupants(project, rack.id), device, type, rack, rackType);
}

std::optional<std::string> deviceSlotProblem(const RackOccupants &occupants, const Device &device,
    const DeviceType &type, const Rack &rack, const RackType &rackType)
{
    auto span = [](int u, int h) { return h <= 1 ? fmt::format("U {}", u) : fmt::format("U {}–{}", u, u + h - 1); };
    if (type.depth_mm > rackType.depth_mm)
        return fmt::format("{} ({}) is {} mm deep; rack {} is {} mm deep", device.name, type.model, type.depth_mm,
            rack.name, rackType.depth_mm);
    const int h = type.u_height;
    if (device.u_position < 1 || device.u_position + std::max(h, 1) - 1 > rackType.height_u)
        return fmt::format("{} of rack {} is outside its U space (U 1–{}) for {} ({}U)", span(device.u_position, h),
            rack.name, rackType.height_u, device.name, h);
    if (h <= 0)
        return std::nullopt;
    for (const auto &[other, otherType] : occupants.devices) {
        if (other->id == device.id || other->u_position <= 0)
            continue;
        const int oh = otherType ? otherType->u_height : 0;
        if (oh > 0 && other->u_position < device.u_position + h && device.u_position < other->u_position + oh)
            return fmt::format(
                "{} of {} {} taken by {}", span(device.u_position, h), rack.name, h > 1 ? "are" : "is", other->name);
    }
    return std::nullopt;
}

std::optional<std::string> rackBudgetProblem(
    const Project &project, const Device &device, const DeviceType &type, const Rack &rack)
{
    // A rack not (yet) in the project has no load to check, as rackLoadWith() counts it.
    if (std::none_of(project.racks.begin(), project.racks.end(), [&](const Rack &r) { return r.id == rack.id; }))
        return std::nullopt;
    const RackType *rackType = nullptr;
    for (const auto &t : project.rack_types)
        if (t.id == rack.rack_type)
            rackType = &t;
    return rackBudgetProblem(rackOccupants(project, rack.id), device, type, rack, rackType);
}

std::optional<std::string> rackBudgetProblem(const RackOccupants &occupants, const Device &device,
    const DeviceType &type, const Rack &rack, const RackType *rackType)
{
    std::vector<const DeviceType *> types;
    for (const auto &[d, t] : occupants.devices)
        types.push_back(t);
    types.push_back(&type);
    const RackLoad load = rackLoadOfTypes(rackType, types);
    if (load.power_budget_w > 0 && load.max_power_w > load.power_budget_w)
        return fmt::format("with {} ({}) rack {} would draw up to {:.1f} kW; its power budget is {:.1f} kW",
            device.name, type.model, rack.name, load.max_power_w / 1000.0, load.power_budget_w / 1000.0);
    if (load.static_load_kg > 0 && load.weight_kg > load.static_load_kg)
        return fmt::format("with {} ({}) rack {} would hold {:.0f} kg; it is rated for {} kg", device.name, type.model,
            rack.name, load.weight_kg, load.static_load_kg);
    return std::nullopt;
}

} // namespace plenum::rules

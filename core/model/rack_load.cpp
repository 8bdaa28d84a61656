// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/rack_load.h"

#include "model/power_shelf.h"

#include <cmath>

namespace plenum {
namespace {

void addDevice(RackLoad &load, BusbarLoad &busbar, const DeviceType &t)
{
    ++load.devices;
    busbar.add(t);
    // A shelf with a known efficiency draws its loss on the load it carries (added once per rack
    // by addShelfLoss), not a figure of its own.
    if (t.role != "pdu" && powerShelfEfficiency(t) <= 0) {
        load.typical_power_w += t.typical_power_w;
        load.max_power_w += t.max_power_w;
    }
    load.weight_kg += t.weight_kg;
    if (t.role != "blanking")
        load.used_u += t.u_height;
}

void addShelfLoss(RackLoad &load, const BusbarLoad &busbar)
{
    load.power_shelf_loss_w = std::llround(busbar.lossW(true));
    load.max_power_w += load.power_shelf_loss_w;
    load.typical_power_w += std::llround(busbar.lossW(false));
}

void addRackType(RackLoad &load, const ProjectIndex &index, const Rack &rack)
{
    if (const RackType *type = index.rackType(rack.rack_type)) {
        load.power_budget_w = type->power_budget_w;
        load.static_load_kg = type->static_load_kg;
        load.height_u = type->height_u;
    }
}

} // namespace

std::map<Id, RackLoad> rackLoads(const Project &project, const ProjectIndex &index, const PhaseFilter &counts)
{
    std::map<Id, RackLoad> loads;
    std::map<Id, BusbarLoad> busbars;
    for (const Device &d : project.devices) {
        if (d.rack == kNoId || !counts(d.phase))
            continue;
        const DeviceType *t = index.deviceType(d.device_type);
        const Rack *rack = index.rack(d.rack);
        if (!t || !rack)
            continue;
        auto [it, added] = loads.try_emplace(d.rack);
        if (added)
            addRackType(it->second, index, *rack);
        addDevice(it->second, busbars[d.rack], *t);
    }
    for (auto &[id, load] : loads)
        addShelfLoss(load, busbars[id]);
    return loads;
}

namespace {

RackLoad loadOf(
    const Project &project, const ProjectIndex &index, Id rackId, const PhaseFilter &counts, const DeviceType *extra)
{
    RackLoad load;
    const Rack *rack = index.rack(rackId);
    if (!rack)
        return load;
    addRackType(load, index, *rack);
    BusbarLoad busbar;
    for (const Device &d : project.devices)
        if (d.rack == rackId && counts(d.phase))
            if (const DeviceType *t = index.deviceType(d.device_type))
                addDevice(load, busbar, *t);
    if (extra)
        addDevice(load, busbar, *extra);
    addShelfLoss(load, busbar);
    return load;
}

} // namespace

RackLoad rackLoadOfTypes(const RackType *rackType, const std::vector<const DeviceType *> &types)
{
    RackLoad load;
    if (rackType) {
        load.power_budget_w = rackType->power_budget_w;
        load.static_load_kg = rackType->static_load_kg;
        load.height_u = rackType->height_u;
    }
    BusbarLoad busbar;
    for (const DeviceType *t : types)
        if (t)
            addDevice(load, busbar, *t);
    addShelfLoss(load, busbar);
    return load;
}

RackLoad rackLoad(const Project &project, const ProjectIndex &index, Id rackId, const PhaseFilter &counts)
{
    return loadOf(project, index, rackId, counts, nullptr);
}

RackLoad rackLoadWith(
    const Project &project, const ProjectIndex &index, Id rackId, const PhaseFilter &counts, const DeviceType &extra)
{
    return loadOf(project, index, rackId, counts, &extra);
}

} // namespace plenum

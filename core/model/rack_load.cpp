// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/rack_load.h"

namespace plenum {
namespace {

void addDevice(RackLoad &load, const DeviceType &t)
{
    ++load.devices;
    if (t.role != "pdu") {
        load.typical_power_w += t.typical_power_w;
        load.max_power_w += t.max_power_w;
    }
    load.weight_kg += t.weight_kg;
    if (t.role != "blanking")
        load.used_u += t.u_height;
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
        addDevice(it->second, *t);
    }
    return loads;
}

RackLoad rackLoad(const Project &project, const ProjectIndex &index, Id rackId, const PhaseFilter &counts)
{
    RackLoad load;
    const Rack *rack = index.rack(rackId);
    if (!rack)
        return load;
    addRackType(load, index, *rack);
    for (const Device &d : project.devices)
        if (d.rack == rackId && counts(d.phase))
            if (const DeviceType *t = index.deviceType(d.device_type))
                addDevice(load, *t);
    return load;
}

} // namespace plenum

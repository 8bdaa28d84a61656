// SPDX-License-Identifier: GPL-3.0-or-later
#include "floor/rack_roles.h"

#include "model/index.h"

#include <array>
#include <unordered_map>

namespace plenum::app {

RackRole rackRoleOfDevice(std::string_view role)
{
    if (role == "gpu-node" || role == "server")
        return RackRole::Gpu;
    if (role == "leaf" || role == "spine" || role == "core" || role == "switch")
        return RackRole::Network;
    if (role == "storage")
        return RackRole::Storage;
    return RackRole::Other;
}

std::vector<RackRole> rackRoles(const Project &project)
{
    const ProjectIndex index(project);
    std::unordered_map<Id, std::size_t> slotOf;
    for (std::size_t i = 0; i < project.racks.size(); ++i)
        slotOf.emplace(project.racks[i].id, i);
    std::vector<std::array<int, 4>> units(project.racks.size(), { 0, 0, 0, 0 }); // U per role
    for (const Device &device : project.devices) {
        const auto slot = slotOf.find(device.rack);
        const DeviceType *type = index.deviceType(device.device_type);
        if (slot == slotOf.end() || !type)
            continue;
        units[slot->second][std::size_t(rackRoleOfDevice(type->role))] += std::max(type->u_height, 1);
    }
    std::vector<RackRole> roles(project.racks.size(), RackRole::Other);
    for (std::size_t i = 0; i < units.size(); ++i) {
        int most = 0;
        for (auto role : { RackRole::Gpu, RackRole::Network, RackRole::Storage }) // ties: the earlier role
            if (units[i][std::size_t(role)] > most) {
                most = units[i][std::size_t(role)];
                roles[i] = role;
            }
    }
    return roles;
}

QColor RackColors::fill(RackRole role, bool later) const
{
    const QColor &base = role == RackRole::Gpu ? gpu
        : role == RackRole::Network            ? network
        : role == RackRole::Storage            ? storage
                                               : other;
    if (!later)
        return base;
    if (role == RackRole::Other)
        return otherLater;
    // Not built yet: the role colour washed out towards the floor, as otherLater is to other.
    constexpr double kWash = 0.68;
    return QColor::fromRgbF(float(base.redF() + (floor.redF() - base.redF()) * kWash),
        float(base.greenF() + (floor.greenF() - base.greenF()) * kWash),
        float(base.blueF() + (floor.blueF() - base.blueF()) * kWash));
}

} // namespace plenum::app

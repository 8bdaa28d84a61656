// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/index.h"

#include <fmt/format.h>

namespace plenum {
namespace {

template <typename T> void fill(std::unordered_map<Id, std::size_t> &map, const std::vector<T> &items)
{
    map.reserve(items.size());
    for (std::size_t i = 0; i < items.size(); ++i)
        map.emplace(items[i].id, i);
}

} // namespace

ProjectIndex::ProjectIndex(const Project &project)
    : m_project(project)
{
    fill(m_phases, project.phases);
    fill(m_halls, project.halls);
    fill(m_rows, project.rows);
    fill(m_rackTypes, project.rack_types);
    fill(m_racks, project.racks);
    fill(m_deviceTypes, project.device_types);
    fill(m_devices, project.devices);
    fill(m_links, project.links);
    fill(m_pathways, project.pathways);
}

const DeviceType *ProjectIndex::typeOfDevice(Id deviceId) const
{
    const Device *d = device(deviceId);
    return d ? deviceType(d->device_type) : nullptr;
}

std::string ProjectIndex::portName(const PortRef &ref) const
{
    const Device *d = device(ref.device);
    const DeviceType *t = d ? deviceType(d->device_type) : nullptr;
    const Rack *r = d ? rack(d->rack) : nullptr;
    std::string port = (t && ref.port >= 0 && ref.port < int(t->ports.size())) ? t->ports[ref.port].name : "?";
    if (!d)
        return "?:" + port;
    if (!r)
        return fmt::format("{}:{}", d->name, port);
    return fmt::format("{}-{:02}:{}", r->name, d->u_position, port);
}

} // namespace plenum

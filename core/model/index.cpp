// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/index.h"

#include <fmt/format.h>

#include <algorithm>
#include <limits>

namespace plenum {
namespace {

template <typename T> void fill(std::unordered_map<Id, std::size_t> &map, const std::vector<T> &items)
{
    map.reserve(items.size());
    for (std::size_t i = 0; i < items.size(); ++i)
        map.emplace(items[i].id, i);
}

// Per indexed table: its length, its first and its last id.
std::vector<std::pair<std::size_t, std::pair<Id, Id>>> shapeOf(const Project &p)
{
    std::vector<std::pair<std::size_t, std::pair<Id, Id>>> out;
    auto add = [&](const auto &items) {
        out.push_back({ items.size(),
            items.empty() ? std::pair<Id, Id>(kNoId, kNoId) : std::pair(items.front().id, items.back().id) });
    };
    add(p.phases);
    add(p.halls);
    add(p.rows);
    add(p.rack_types);
    add(p.racks);
    add(p.device_types);
    add(p.devices);
    add(p.links);
    add(p.pathways);
    return out;
}

} // namespace

ProjectIndex::ProjectIndex(const Project &project)
    : m_project(project)
    , m_shape(shapeOf(project))
{
    if (fillDense(project))
        return;
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

bool ProjectIndex::fillDense(const Project &p)
{
    const std::uint64_t objects = p.phases.size() + p.halls.size() + p.rows.size() + p.rack_types.size()
        + p.racks.size() + p.device_types.size() + p.devices.size() + p.links.size() + p.pathways.size();
    if (objects >= std::numeric_limits<std::uint32_t>::max())
        return false;
    const std::uint64_t bound = 64 * objects + (1u << 20);
    // A valid project's ids are below its next_id: slots up to it, placed in one pass (a first
    // pass to find the largest id reads every link and device once more, in every route and
    // check). Else (an id at or past next_id) slots up to the largest id, found first.
    if (p.next_id > 1 && std::uint64_t(p.next_id) <= bound + 1 && placeDense(p, p.next_id))
        return true;
    Id maxId = 0;
    bool positive = true;
    auto scan = [&](const auto &items) {
        for (const auto &item : items) {
            maxId = std::max(maxId, item.id);
            positive = positive && item.id > 0;
        }
    };
    scan(p.phases);
    scan(p.halls);
    scan(p.rows);
    scan(p.rack_types);
    scan(p.racks);
    scan(p.device_types);
    scan(p.devices);
    scan(p.links);
    scan(p.pathways);
    return positive && std::uint64_t(maxId) <= bound && placeDense(p, maxId + 1);
}

bool ProjectIndex::placeDense(const Project &p, Id slots)
{
    constexpr std::uint32_t kEmpty = std::numeric_limits<std::uint32_t>::max();
    m_slots.assign(std::size_t(slots), kEmpty);
    bool fits = true; // each id in 1 .. slots - 1, and once
    auto place = [&](const auto &items) {
        for (std::size_t i = 0; i < items.size() && fits; ++i) {
            const Id id = items[i].id;
            fits = id > 0 && id < slots && m_slots[std::size_t(id)] == kEmpty;
            if (fits)
                m_slots[std::size_t(id)] = std::uint32_t(i);
        }
    };
    place(p.phases);
    place(p.halls);
    place(p.rows);
    place(p.rack_types);
    place(p.racks);
    place(p.device_types);
    place(p.devices);
    place(p.links);
    place(p.pathways);
    if (!fits) {
        m_slots = {};
        return false;
    }
    m_dense = true;
    return true;
}

bool ProjectIndex::describes(const Project &project) const
{
    return &project == &m_project && shapeOf(project) == m_shape;
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

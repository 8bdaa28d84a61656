// SPDX-License-Identifier: GPL-3.0-or-later
// Id → position lookups for one project snapshot. Build once, use many times: lookups by id must
// never be a linear search inside a loop over cables (DESIGN.md §11).
#pragma once

#include "model/project.h"

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace plenum {

class ProjectIndex {
public:
    explicit ProjectIndex(const Project &project);

    // Whether this is an index of `project` as it is: the same object, each indexed table as long
    // as when the index was made, and the first and last object of each still where they were.
    // A guard for an index handed from one step to the next (a reroute's to its check), not
    // proof: an edit that kept every table's length and ends would pass it.
    bool describes(const Project &project) const;

    const Phase *phase(Id id) const { return find(m_phases, m_project.phases, id); }
    const Hall *hall(Id id) const { return find(m_halls, m_project.halls, id); }
    const Row *row(Id id) const { return find(m_rows, m_project.rows, id); }
    const RackType *rackType(Id id) const { return find(m_rackTypes, m_project.rack_types, id); }
    const Rack *rack(Id id) const { return find(m_racks, m_project.racks, id); }
    const DeviceType *deviceType(Id id) const { return find(m_deviceTypes, m_project.device_types, id); }
    const Device *device(Id id) const { return find(m_devices, m_project.devices, id); }
    const Link *link(Id id) const { return find(m_links, m_project.links, id); }
    const Pathway *pathway(Id id) const { return find(m_pathways, m_project.pathways, id); }

    // The type of a device, or nullptr when the device or its type is unknown.
    const DeviceType *typeOfDevice(Id deviceId) const;
    // "AJ05-38:OSFP1P1"-style name of a port end, or "?" parts when unresolved.
    std::string portName(const PortRef &ref) const;

private:
    using Map = std::unordered_map<Id, std::size_t>;
    template <typename T> const T *find(const Map &map, const std::vector<T> &items, Id id) const
    {
        if (m_dense) {
            if (id <= 0 || std::uint64_t(id) >= m_slots.size())
                return nullptr;
            const std::size_t pos = m_slots[std::size_t(id)];
            return pos < items.size() && items[pos].id == id ? &items[pos] : nullptr;
        }
        auto it = map.find(id);
        return it == map.end() ? nullptr : &items[it->second];
    }
    bool fillDense(const Project &project);
    bool placeDense(const Project &project, Id slots); // false: an id out of 1 .. slots - 1, or twice

    const Project &m_project;
    std::vector<std::pair<std::size_t, std::pair<Id, Id>>> m_shape; // per table: length, first and last id
    // A valid project's ids are unique across its tables and below next_id: then one slot per id
    // holds the position in its own table (built with no allocation per object; a hash map of the
    // ~1.3 million ids of a ~100k-GPU project was a large part of every route, check and edit).
    // Otherwise (a duplicate id, an id ≤ 0 or absurdly large) the maps, each keeping the first.
    bool m_dense = false;
    std::vector<std::uint32_t> m_slots;
    Map m_phases, m_halls, m_rows, m_rackTypes, m_racks, m_deviceTypes, m_devices, m_links, m_pathways;
};

} // namespace plenum

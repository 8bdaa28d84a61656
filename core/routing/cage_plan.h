// SPDX-License-Identifier: GPL-3.0-or-later
// Which links share one plug (DESIGN.md §5: media are chosen per cage, not per port). A twin-port
// OSFP cage takes one plug for both of its links, so the media of its two links are one decision:
// - both links go to one far twin-port cage: one twin-port cable (NVIDIA MCP4Y10, ACC);
// - they go to two single-port ends (ConnectX-7 OSFP): one 1:2 splitter (MCP7Y00);
// - otherwise: a twin-port transceiver with one fibre per link.
// A straight single-link plug never goes into half of a twin-port cage.
#pragma once

#include "model/id_set.h"
#include "model/index.h"
#include "routing/links_by_device.h"

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace plenum::routing {

enum class Assembly {
    PerLink, // one cable per link (fibre with transceivers, or copper between single-port cages)
    TwinCable, // one cable for both links of two twin-port cages
    Splitter, // one 1:2 cable from a twin-port cage to two single-port ends
};

// One end of a link as the plug sees it: the cage (the port's cage name, or the port itself) and
// how many links that cage holds when full (2 for a twin-port OSFP, or a port split into two links).
// A cage is named by its device and the first port of the device's type in it.
struct CageEnd {
    Id device = kNoId;
    int capacity = 1;
    int first_port = -1; // the device type's first port in this cage (-1: the end does not resolve)
    friend bool operator==(const CageEnd &x, const CageEnd &y)
    {
        return x.device == y.device && x.first_port == y.first_port;
    }
};

struct LinkCages {
    CageEnd a, b;
    bool valid = false; // false: an end does not resolve (the link is not grouped)
};

struct CageGroup {
    Assembly assembly = Assembly::PerLink;
    std::size_t partner = npos; // index of the other link on the same cable
    bool lead = true; // the lower index of the two: it carries the cable in fills and counts
    bool twin_at_a = true; // Splitter: the twin-port end is the link's end a
    static constexpr std::size_t npos = std::size_t(-1);
};

// How many links use each port of the project's devices: a flat count per device port (the
// devices' ports laid end to end, in device order), no hash map over 100,000s of link ends.
// Links on ports a device's type does not have are counted apart.
class PortUses {
public:
    PortUses(const Project &project, const ProjectIndex &index);
    int operator()(const PortRef &port) const;
    // The port's place among the device ports laid end to end (npos: not a port of its device's type).
    std::size_t slotOf(const PortRef &port) const;
    // What one lookup of the port's device gives: its slot (npos as above), its device's type
    // (null: no such device or type) and the links on it.
    struct Place {
        std::size_t slot = std::size_t(-1);
        const DeviceType *type = nullptr;
        int links = 0;
    };
    Place placeOf(const PortRef &port) const;

private:
    int otherUses(const PortRef &port) const;

    const Project &m_project;
    const ProjectIndex &m_index;
    std::vector<std::size_t> m_first; // per device (project order): its port 0's slot
    std::vector<const DeviceType *> m_type; // per device (project order)
    std::vector<int> m_count; // per slot
    std::vector<std::pair<PortRef, int>> m_other; // links on ports outside their device's type
};

// The cage of one end. `linksOnPort`: links that use this port (a port carrying two links is a
// cage of two slots).
CageEnd cageOf(const ProjectIndex &index, const PortRef &port, int linksOnPort);

// The cages of every link of the project, in link order.
std::vector<LinkCages> linkCages(const Project &project, const ProjectIndex &index);
// With the port uses at hand (made from the same project and index, which they carry).
std::vector<LinkCages> linkCages(const Project &project, const ProjectIndex &index, const PortUses &uses);

// Per link (same order as `cages`): the assembly its cage asks for and its partner.
std::vector<CageGroup> groupByCage(const std::vector<LinkCages> &cages);

// After an edit of a few links: the cages and groups of the project's links patched from those of
// the last run instead of made again for every link. `cages` and `groups` are the last run's,
// already in the project's link order (routing/router_kept.cpp moves them there): right for every
// link but those in `added` (ascending: links the last run did not have), except where the ports
// of `devices` changed — the ends of every link added, removed or changed since, and the devices
// added or removed (only their ports carry other links than before). Made again: the links in
// `added`, the others ending on one of `devices`, and every link that shares a cage with one made
// again, closed over that (groupByCage pairs the links of a cage in link order, so they are paired
// again together). The result equals linkCages and groupByCage of the project. Returns the links
// made again (ascending) with the links on each end's port (-1: an end not on one of `devices`,
// whose count did not change); nullopt, with `cages` and `groups` as they were, when more than
// `limit` links would be made again or a link in `added` does not end on `devices` at both ends.
// With `byDevice` (the links ending on each device of the project), the links on `devices` and on
// the devices of the cages made again are found through it instead of by passes over every link.
struct CagePatch {
    std::vector<std::size_t> links;
    std::vector<std::array<int, 2>> uses; // per entry of `links`: on end a's port, on end b's
};
std::optional<CagePatch> patchCages(const Project &project, const ProjectIndex &index,
    const std::vector<std::size_t> &added, const IdSet &devices, std::vector<LinkCages> &cages,
    std::vector<CageGroup> &groups, std::size_t limit, const LinksByDevice *byDevice = nullptr);

} // namespace plenum::routing

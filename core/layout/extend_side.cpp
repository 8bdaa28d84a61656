// SPDX-License-Identifier: GPL-3.0-or-later
// The storage and in-band networks of an extension (extend_impl.h): read from the installed nodes'
// links, then grown for the new nodes as the generator builds them (side_networks.cpp): each node
// on its rails (a bonded in-band pair, two storage links) to the two leaves of its SU, the pair in
// one redundancy group; an SU as many nodes as a leaf's down ports take, a whole number of compute
// blocks (or a divisor of one); new leaves of the installed leaves' type with their uplinks to the
// installed spines. Ports: a leaf's down ports are those below its lowest uplink (the generator
// numbers down slots first); an 800G port carries two 400G links, as the generator splits it.
#include "layout/extend_impl.h"
#include "model/index.h"

#include <fmt/format.h>

#include <algorithm>
#include <climits>

namespace plenum::layout::extension {
namespace {

bool isSwitch(const DeviceType &t)
{
    return t.role == "leaf" || t.role == "spine" || t.role == "core";
}

// Links a port of `t` carries at `speed`: an 800G port two 400G links; none below the speed.
int slotsOf(const PortTemplate &port, int speed)
{
    if (port.management || speed <= 0 || port.speed_gbps < speed)
        return 0;
    return port.speed_gbps % speed == 0 ? port.speed_gbps / speed : 1;
}

// The SU size for leaves with `capacity` down ports: a whole number of compute blocks, or the
// largest divisor of a block that fits (side_networks.cpp sizes them so).
int suSize(int capacity, int block)
{
    if (block <= 0 || capacity >= block)
        return block <= 0 ? capacity : capacity / block * block;
    int size = std::max(1, capacity);
    while (size > 1 && block % size != 0)
        --size;
    return size;
}

} // namespace

std::vector<InstalledSide> readInstalledSides(const Project &p, const InstalledFabric &f)
{
    const ProjectIndex index(p);
    std::map<Id, std::size_t> nodeIndex;
    for (std::size_t i = 0; i < f.nodes.size(); ++i)
        nodeIndex[f.nodes[i]] = i;
    std::vector<InstalledSide> out;
    for (const Fabric fabric : { Fabric::Storage, Fabric::InBand }) {
        InstalledSide side;
        side.fabric = fabric;
        std::vector<std::map<int, const Link *>> railsOf(f.nodes.size()); // node port → its link
        for (const Link &l : p.links) {
            if (l.fabric != fabric)
                continue;
            const bool a = nodeIndex.count(l.a.device) > 0, b = nodeIndex.count(l.b.device) > 0;
            if (a != b)
                railsOf[nodeIndex.at(a ? l.a.device : l.b.device)][a ? l.a.port : l.b.port] = &l;
            // Leaves: the switches nodes of any kind (GPU, storage) are cabled to.
            const Device *da = index.device(l.a.device), *db = index.device(l.b.device);
            if (da && db) {
                const bool sa = isSwitch(*index.typeOfDevice(da->id)), sb = isSwitch(*index.typeOfDevice(db->id));
                if (sa != sb)
                    side.leaves.insert(sa ? da->id : db->id);
            }
        }
        const auto &first = railsOf.front();
        const auto cabled = std::find_if(railsOf.begin(), railsOf.end(), [](const auto &r) { return !r.empty(); });
        if (cabled == railsOf.end())
            continue;
        const Device &firstNode = *index.device(f.nodes.front());
        if (first.empty())
            throw Error(fmt::format("{} is cabled to the {} network and {} is not: the extension copies one "
                                    "rail plan for every node",
                index.device(f.nodes[std::size_t(cabled - railsOf.begin())])->name, toString(fabric), firstNode.name));
        const DeviceType &nodeType = *index.typeOfDevice(firstNode.id);
        for (const auto &[port, link] : first) {
            side.node_ports.push_back(port);
            side.node_groups.push_back(link->redundancy_group);
            side.node_planes.push_back(link->plane);
        }
        if (!side.node_ports.empty())
            side.speed_gbps = nodeType.ports.at(std::size_t(side.node_ports.front())).speed_gbps;
        std::map<std::vector<Id>, std::size_t> suOf;
        for (std::size_t n = 0; n < f.nodes.size(); ++n) {
            const auto &rails = railsOf[n];
            std::vector<Id> leaves;
            bool same = rails.size() == first.size() && !first.empty();
            for (auto it = rails.begin(), jt = first.begin(); same && it != rails.end(); ++it, ++jt) {
                same = it->first == jt->first;
                const Id leaf = it->second->a.device == f.nodes[n] ? it->second->b.device : it->second->a.device;
                same = same && side.leaves.count(leaf);
                leaves.push_back(leaf);
            }
            if (!same)
                throw Error(fmt::format("{} is cabled to the {} network on other ports than {}: the extension "
                                        "copies one rail plan for every node",
                    index.device(f.nodes[n])->name, toString(fabric), firstNode.name));
            auto [it, fresh] = suOf.emplace(leaves, side.su_leaves.size());
            if (fresh) {
                side.su_leaves.push_back(leaves);
                side.su_nodes.push_back(0);
                side.su_first_node.push_back(int(n));
            }
            ++side.su_nodes[it->second];
            side.node_su.push_back(int(it->second));
        }
        out.push_back(std::move(side));
    }
    return out;
}

SideGrowth planSideGrowth(const Project &p, const InstalledFabric &f, const InstalledSide &side, const FabricGrowth &g,
    const std::string &phase, int &group)
{
    SideGrowth out;
    out.fabric = side.fabric;
    const ProjectIndex index(p);
    const int rails = int(side.node_ports.size());
    std::map<std::pair<Id, int>, int> used; // links on each port
    for (const Link &l : p.links) {
        ++used[{ l.a.device, l.a.port }];
        ++used[{ l.b.device, l.b.port }];
    }
    // A switch's ports towards `up` (its uplinks, ports in order), and its down ports: every link
    // slot below the lowest uplink port, free ones only when `freeOnly`.
    struct Ports {
        std::vector<std::pair<int, Id>> up; // (port, far switch), one per link
        std::vector<int> down; // one entry per link slot
    };
    auto portsOf = [&](Id sw, auto isUp, bool freeOnly) {
        Ports ports;
        const DeviceType &t = *index.typeOfDevice(sw);
        int lowest = INT_MAX;
        for (const Link &l : p.links)
            if (l.fabric == side.fabric && (l.a.device == sw || l.b.device == sw)) {
                const PortRef &here = l.a.device == sw ? l.a : l.b, &there = l.a.device == sw ? l.b : l.a;
                if (isUp(there.device)) {
                    ports.up.push_back({ here.port, there.device });
                    lowest = std::min(lowest, here.port);
                }
            }
        std::sort(ports.up.begin(), ports.up.end());
        for (int port = 0; port < int(t.ports.size()) && port < lowest; ++port) {
            const int slots = slotsOf(t.ports[std::size_t(port)], side.speed_gbps);
            const int taken = freeOnly ? (used.count({ sw, port }) ? used.at({ sw, port }) : 0) : 0;
            for (int k = taken; k < slots; ++k)
                ports.down.push_back(port);
        }
        return ports;
    };
    auto switchNotLeaf = [&](Id id) { return !side.leaves.count(id) && isSwitch(*index.typeOfDevice(id)); };

    // The installed first SU's leaves are the models; an SU takes as many nodes as their down ports.
    const std::vector<Id> &models = side.su_leaves.front();
    std::vector<Ports> modelPorts;
    int capacity = INT_MAX;
    for (Id leaf : models) {
        modelPorts.push_back(portsOf(leaf, switchNotLeaf, false));
        capacity = std::min(capacity, int(modelPorts.back().down.size()));
    }
    const int size = suSize(capacity, f.su_size);
    if (size <= 0)
        throw Error(fmt::format("leaf {} of the {} network has no down port at {}G to copy",
            index.device(models.front())->name, toString(side.fabric), side.speed_gbps));

    // The installed SU of the last installed node: its free down ports, up to a whole SU.
    struct Leaf {
        std::string name;
        const DeviceType *type = nullptr;
        std::vector<int> down;
    };
    const int last = side.node_su.back();
    std::vector<Leaf> current;
    int room = size - side.su_nodes[std::size_t(last)];
    for (Id leaf : side.su_leaves[std::size_t(last)]) {
        current.push_back(
            { index.device(leaf)->name, index.typeOfDevice(leaf), portsOf(leaf, switchNotLeaf, true).down });
        room = std::min(room, int(current.back().down.size()));
    }

    // New SUs: named after the models with the next SU number of their pattern.
    int nextSu = 0;
    std::vector<SuName> patterns;
    for (Id leaf : models) {
        const auto pattern = suName(index.device(leaf)->name);
        if (!pattern) {
            patterns.clear();
            break;
        }
        patterns.push_back(*pattern);
    }
    for (const Device &d : p.devices)
        for (const SuName &pattern : patterns)
            if (auto n = suName(d.name); n && n->prefix == pattern.prefix)
                nextSu = std::max(nextSu, n->number);
    std::set<std::string> taken;
    for (const Device &d : p.devices)
        taken.insert(d.name);
    // Spines' free ports, in port order.
    std::map<Id, std::vector<int>> spineFree;
    for (const Ports &m : modelPorts)
        for (const auto &[port, spine] : m.up)
            if (!spineFree.count(spine))
                spineFree[spine] = portsOf(spine, switchNotLeaf, true).down;

    const DeviceType &nodeType = *index.typeOfDevice(f.nodes.front());
    auto link = [&](const std::string &a, const std::string &b, Tier tier, int plane) {
        edit::LinkSpec s;
        s.a = a;
        s.b = b;
        s.fabric = side.fabric;
        s.tier = tier;
        s.plane = plane;
        s.phase = phase;
        s.split_ports = true; // an 800G port as 2 × 400G, as installed
        return s;
    };
    for (std::size_t k = 0; k < g.nodes.size(); ++k) {
        if (room <= 0) {
            if (patterns.empty())
                throw Error(fmt::format("the new nodes need new {} leaves, and the installed {} has no 'suNN' in its "
                                        "name to number them by",
                    toString(side.fabric), index.device(models.front())->name));
            ++nextSu;
            std::vector<std::string> names;
            current.clear();
            for (int r = 0; r < rails; ++r) {
                const std::string name = patterns[std::size_t(r)].with(nextSu);
                if (taken.count(name))
                    throw Error(fmt::format("a device called {} already exists: the new {} leaves cannot be named",
                        name, toString(side.fabric)));
                taken.insert(name);
                names.push_back(name);
                const DeviceType &leafType = *index.typeOfDevice(models[std::size_t(r)]);
                current.push_back({ name, &leafType, modelPorts[std::size_t(r)].down });
                for (const auto &[port, spine] : modelPorts[std::size_t(r)].up) {
                    std::vector<int> &free = spineFree[spine];
                    if (free.empty()) {
                        ++out.deferred_uplinks;
                        continue;
                    }
                    out.uplinks.push_back(link(name + ":" + leafType.ports.at(std::size_t(port)).name,
                        index.device(spine)->name + ":"
                            + index.typeOfDevice(spine)->ports.at(std::size_t(free.front())).name,
                        Tier::LeafSpine, side.node_planes[std::size_t(r)]));
                    free.erase(free.begin());
                }
            }
            out.sus.push_back(names);
            out.su_block.push_back(g.node_su[k]);
            room = size;
        }
        // The node's rails, its links grouped as the first installed node's are.
        std::map<int, int> groups;
        for (int r = 0; r < rails; ++r) {
            Leaf &leaf = current[std::size_t(r)];
            edit::LinkSpec s
                = link(g.nodes[k] + ":" + nodeType.ports.at(std::size_t(side.node_ports[std::size_t(r)])).name,
                    leaf.name + ":" + leaf.type->ports.at(std::size_t(leaf.down.front())).name, Tier::NodeLeaf,
                    side.node_planes[std::size_t(r)]);
            const int installed = side.node_groups[std::size_t(r)];
            s.redundancy_group
                = installed == 0 ? 0 : (groups.count(installed) ? groups[installed] : (groups[installed] = ++group));
            out.node_links.push_back(s);
            leaf.down.erase(leaf.down.begin());
        }
        --room;
    }
    return out;
}

} // namespace plenum::layout::extension

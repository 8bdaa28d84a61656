// SPDX-License-Identifier: GPL-3.0-or-later
// The compute-fabric half of an extension (extend.h): the installed rail plan read from the links,
// then the new nodes, leaves and spines and their links. Linear in the links, plus the new links
// times the new spines.
#include "layout/extend_impl.h"
#include "model/index.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>

namespace plenum::layout::extension {
namespace {

std::vector<int> sorted(const std::set<int> &s)
{
    return { s.begin(), s.end() };
}

// "node00064" → ("node", 64, 5); no trailing digits → nullopt.
struct Numbered {
    std::string prefix;
    long long number = 0;
    std::size_t width = 0;
};
std::optional<Numbered> numbered(const std::string &name)
{
    std::size_t i = name.size();
    while (i > 0 && name[i - 1] >= '0' && name[i - 1] <= '9')
        --i;
    if (i == name.size() || name.size() - i > 12)
        return std::nullopt;
    Numbered n { name.substr(0, i), 0, name.size() - i };
    std::from_chars(name.data() + i, name.data() + name.size(), n.number);
    return n;
}

} // namespace

std::vector<std::string> continueNames(
    const std::vector<std::string> &existing, int count, const std::set<std::string> &taken)
{
    std::optional<Numbered> last;
    for (const auto &name : existing)
        if (auto n = numbered(name); n && (!last || n->number > last->number))
            last = n;
    if (!last)
        throw Error(fmt::format("cannot continue the names of {}: none ends in a number",
            existing.empty() ? std::string("(none)") : existing.front()));
    std::vector<std::string> out;
    for (long long k = last->number + 1; int(out.size()) < count; ++k) {
        std::string digits = std::to_string(k);
        if (digits.size() < last->width)
            digits.insert(0, last->width - digits.size(), '0');
        if (!taken.count(last->prefix + digits))
            out.push_back(last->prefix + digits);
    }
    return out;
}

std::optional<SuName> suName(const std::string &name)
{
    for (std::size_t at = name.rfind("su"); at != std::string::npos;
         at = at == 0 ? std::string::npos : name.rfind("su", at - 1)) {
        std::size_t end = at + 2;
        while (end < name.size() && name[end] >= '0' && name[end] <= '9')
            ++end;
        if (end > at + 2 && end - at - 2 <= 6)
            return SuName { name.substr(0, at + 2), name.substr(end), std::stoi(name.substr(at + 2, end - at - 2)),
                end - at - 2 };
    }
    return std::nullopt;
}

std::string SuName::with(int su) const
{
    std::string digits = std::to_string(su);
    if (digits.size() < width)
        digits.insert(0, width - digits.size(), '0');
    return prefix + digits + suffix;
}

InstalledFabric readInstalledFabric(const Project &p, const analysis::FabricView &view, int su_size)
{
    if (su_size <= 0)
        throw Error("the extension places rail-optimized fabrics (scalable units); this fabric's template has none");
    InstalledFabric f;
    f.nodes = view.nodes;
    f.su_size = su_size;
    const ProjectIndex index(p);
    const std::set<Id> nodes(view.nodes.begin(), view.nodes.end());
    std::map<Id, std::map<int, Id>> railsOf; // node → node port → leaf
    std::map<Id, std::set<int>> down, up; // leaf → ports towards nodes / spines
    std::set<int> spinePortsUsed;
    for (const Link &l : p.links)
        if (l.fabric == Fabric::Compute && nodes.count(l.a.device) != nodes.count(l.b.device)) {
            const bool nodeIsA = nodes.count(l.a.device) > 0;
            const PortRef node = nodeIsA ? l.a : l.b, leaf = nodeIsA ? l.b : l.a;
            railsOf[node.device][node.port] = leaf.device;
            down[leaf.device].insert(leaf.port);
            f.leaf_set.insert(leaf.device);
            f.plane = l.plane;
        }
    for (const Link &l : p.links)
        if (l.fabric == Fabric::Compute && f.leaf_set.count(l.a.device) != f.leaf_set.count(l.b.device)
            && !nodes.count(l.a.device) && !nodes.count(l.b.device)) {
            const bool leafIsA = f.leaf_set.count(l.a.device) > 0;
            const PortRef leaf = leafIsA ? l.a : l.b, other = leafIsA ? l.b : l.a;
            if (view.switches.count(other.device)) {
                up[leaf.device].insert(leaf.port);
                if (f.spine_set.insert(other.device).second)
                    f.spines.push_back(other.device);
                spinePortsUsed.insert(other.port);
            }
        }
    if (f.spines.empty())
        throw Error("the installed fabric has no spines to extend");
    std::sort(
        f.spines.begin(), f.spines.end(), [&](Id a, Id b) { return index.device(a)->name < index.device(b)->name; });
    // The rail plan of the first node holds for all.
    const Device &first = *index.device(view.nodes.front());
    for (const auto &[port, leaf] : railsOf[first.id])
        f.rail_ports.push_back(port);
    std::map<std::vector<Id>, std::size_t> suOf;
    for (Id n : view.nodes) {
        const auto &rails = railsOf[n];
        std::vector<Id> leaves;
        for (int port : f.rail_ports) {
            auto it = rails.find(port);
            if (it == rails.end() || rails.size() != f.rail_ports.size())
                throw Error(fmt::format("node {} is cabled on other ports than node {}: the extension needs one "
                                        "rail plan for every node",
                    index.device(n)->name, first.name));
            leaves.push_back(it->second);
        }
        auto [it, fresh] = suOf.emplace(leaves, f.su_leaves.size());
        if (fresh) {
            f.su_leaves.push_back(leaves);
            f.su_nodes.push_back(0);
        }
        ++f.su_nodes[it->second];
        f.node_su.push_back(int(it->second));
    }
    std::set<int> allDown, allUp;
    for (const auto &[leaf, ports] : down)
        allDown.insert(ports.begin(), ports.end());
    for (const auto &[leaf, ports] : up)
        allUp.insert(ports.begin(), ports.end());
    f.leaf_down_ports = sorted(allDown);
    f.leaf_up_ports = sorted(allUp);
    f.node_type = first.device_type;
    f.leaf_type = index.device(f.su_leaves.front().front())->device_type;
    f.spine_type = index.device(f.spines.front())->device_type;
    const DeviceType &spineType = *index.deviceType(f.spine_type);
    const int speed = spineType.ports.at(std::size_t(*spinePortsUsed.begin())).speed_gbps;
    for (std::size_t i = 0; i < spineType.ports.size(); ++i)
        if (!spineType.ports[i].management && spineType.ports[i].speed_gbps == speed)
            f.spine_ports.push_back(int(i));
    return f;
}

FabricGrowth planFabricGrowth(
    const Project &p, const InstalledFabric &f, const analysis::ExtensionPlan &plan, const std::string &phase)
{
    FabricGrowth g;
    const ProjectIndex index(p);
    std::set<std::string> taken;
    for (const auto &d : p.devices)
        taken.insert(d.name);
    auto names = [&](const std::vector<Id> &ids) {
        std::vector<std::string> out;
        for (Id id : ids)
            out.push_back(index.device(id)->name);
        return out;
    };
    const int rails = int(f.rail_ports.size());
    const int newNodes = plan.target_nodes - plan.installed_nodes;
    g.nodes = continueNames(names(f.nodes), newNodes, taken);
    g.spines = continueNames(names(f.spines), plan.target_spines - plan.installed_spines, taken);

    // Used ports of every device (the installed links); new devices start free.
    std::map<std::pair<Id, int>, int> used;
    for (const Link &l : p.links) {
        ++used[{ l.a.device, l.a.port }];
        ++used[{ l.b.device, l.b.port }];
    }
    auto link = [&](const std::string &a, const std::string &b, Tier tier) {
        edit::LinkSpec s;
        s.a = a;
        s.b = b;
        s.fabric = Fabric::Compute;
        s.tier = tier;
        s.plane = f.plane;
        s.phase = phase;
        s.split_ports = true; // an 800G switch port carries two 400G links, as installed
        return s;
    };
    // Leaves by SU: the installed ones (by name), then new SUs "leaf-suNN-rR" as the templates name them.
    struct Leaf {
        std::string name;
        Id id = kNoId; // installed
        std::vector<int> down, up; // free ports, in order
    };
    std::vector<std::vector<Leaf>> sus;
    const DeviceType &nodeType = *index.deviceType(f.node_type);
    const DeviceType &leafType = *index.deviceType(f.leaf_type);
    // The free link slots of `ports` on a switch (`id`; kNoId: a new one, all free), one entry per
    // link: a port as fast as the rails carries one link, an 800G port split for 400G rails two
    // (regression: the Ethernet template's new SN5600 leaves took 32 of their SU's 64 nodes).
    const int speed = nodeType.ports.at(std::size_t(f.rail_ports.front())).speed_gbps;
    auto freeSlots = [&](Id id, const DeviceType &type, const std::vector<int> &ports) {
        std::vector<int> out;
        for (int port : ports) {
            const int portSpeed = type.ports.at(std::size_t(port)).speed_gbps;
            const int slots = speed > 0 && portSpeed > speed && portSpeed % speed == 0 ? portSpeed / speed : 1;
            auto it = id == kNoId ? used.end() : used.find({ id, port });
            for (int k = it == used.end() ? 0 : it->second; k < slots; ++k)
                out.push_back(port);
        }
        return out;
    };
    for (const auto &su : f.su_leaves) {
        std::vector<Leaf> leaves;
        for (Id id : su)
            leaves.push_back({ index.device(id)->name, id, freeSlots(id, leafType, f.leaf_down_ports),
                freeSlots(id, leafType, f.leaf_up_ports) });
        sus.push_back(leaves);
    }
    // Nodes fill the installed partial SUs first, then whole new SUs (a partial SU gets all its leaves).
    int next = 0;
    auto cable = [&](std::size_t index, int count) {
        std::vector<Leaf> &su = sus[index];
        for (int k = 0; k < count && next < newNodes; ++k, ++next) {
            g.node_su.push_back(std::max(-1, int(index) - int(f.su_leaves.size())));
            for (int r = 0; r < rails; ++r) {
                Leaf &leaf = su[std::size_t(r)];
                if (leaf.down.empty()) { // another device (the fabric manager) holds the port
                    ++g.deferred_node_links;
                    continue;
                }
                g.node_links.push_back(link(g.nodes[std::size_t(next)] + ":"
                        + nodeType.ports.at(std::size_t(f.rail_ports[std::size_t(r)])).name,
                    leaf.name + ":" + leafType.ports.at(std::size_t(leaf.down.front())).name, Tier::NodeLeaf));
                leaf.down.erase(leaf.down.begin());
            }
        }
    };
    for (std::size_t s = 0; s < sus.size(); ++s)
        cable(s, f.su_size - f.su_nodes[s]);
    // A new SU's leaf of rail r is named after the installed first SU's leaf of that rail
    // (leaf-su01-r1 → leaf-su02-r1: the rails of the reference's port map, not the ports' order).
    std::vector<std::optional<SuName>> patterns;
    for (Id leaf : f.su_leaves.front())
        patterns.push_back(suName(index.device(leaf)->name));
    while (next < newNodes) {
        const int su = int(sus.size()) + 1;
        std::vector<Leaf> leaves;
        for (int r = 0; r < rails; ++r) {
            const auto &pattern = patterns[std::size_t(r)];
            Leaf l { pattern ? pattern->with(su) : fmt::format("leaf-su{:02}-r{}", su, r + 1), kNoId,
                freeSlots(kNoId, leafType, f.leaf_down_ports), freeSlots(kNoId, leafType, f.leaf_up_ports) };
            if (taken.count(l.name))
                throw Error(fmt::format("a device called {} already exists: the new leaves cannot be named", l.name));
            g.leaves.push_back(l.name);
            leaves.push_back(l);
        }
        sus.push_back(leaves);
        cable(sus.size() - 1, f.su_size);
    }
    if (int(f.leaf_set.size() + g.leaves.size()) != plan.target_leaves)
        throw Error(fmt::format("the installed fabric's {} leaves in {} scalable units do not grow to the {} leaves of "
                                "a {}-node fabric",
            f.leaf_set.size(), f.su_leaves.size(), plan.target_leaves, plan.target_nodes));

    // Leaf–spine: every leaf towards every spine up to the target's links per pair, where both
    // ends have a free port; the rest waits for the ports the moved uplinks free.
    std::map<std::pair<Id, Id>, int> pairs;
    for (const Link &l : p.links)
        if (l.fabric == Fabric::Compute) {
            if (f.leaf_set.count(l.a.device) && f.spine_set.count(l.b.device))
                ++pairs[{ l.a.device, l.b.device }];
            else if (f.leaf_set.count(l.b.device) && f.spine_set.count(l.a.device))
                ++pairs[{ l.b.device, l.a.device }];
        }
    struct Spine {
        std::string name;
        Id id = kNoId;
        std::vector<int> free;
    };
    std::vector<Spine> spines;
    const DeviceType &spineType = *index.deviceType(f.spine_type);
    for (Id id : f.spines)
        spines.push_back({ index.device(id)->name, id, freeSlots(id, spineType, f.spine_ports) });
    for (const auto &name : g.spines)
        spines.push_back({ name, kNoId, freeSlots(kNoId, spineType, f.spine_ports) });
    for (auto &su : sus)
        for (Leaf &leaf : su)
            for (Spine &spine : spines) {
                auto it = pairs.find({ leaf.id, spine.id });
                const int have = leaf.id != kNoId && spine.id != kNoId && it != pairs.end() ? it->second : 0;
                for (int k = have; k < plan.links_per_pair; ++k) {
                    if (leaf.up.empty() || spine.free.empty())
                        continue;
                    g.uplinks.push_back(link(leaf.name + ":" + leafType.ports.at(std::size_t(leaf.up.front())).name,
                        spine.name + ":" + spineType.ports.at(std::size_t(spine.free.front())).name, Tier::LeafSpine));
                    leaf.up.erase(leaf.up.begin());
                    spine.free.erase(spine.free.begin());
                }
            }
    g.deferred_uplinks = plan.new_uplinks - int(g.uplinks.size());
    return g;
}

} // namespace plenum::layout::extension

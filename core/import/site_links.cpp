// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/site_links.h"

#include "catalog/netbox_types.h"

#include <algorithm>
#include <deque>
#include <map>
#include <numeric>
#include <set>
#include <unordered_map>

namespace plenum::importing {
namespace {

bool isSwitch(const DeviceType &t)
{
    return t.role == "leaf" || t.role == "spine" || t.role == "core";
}

// Endpoints the tiers are counted from (not the fabric manager, which may sit on a spine).
bool isEndpoint(const DeviceType &t)
{
    return t.role == "gpu-node" || t.role == "storage";
}

const PortTemplate &portOf(const SiteEnd &e)
{
    return e.type->ports[std::size_t(e.port)];
}

struct UnionFind {
    std::vector<int> parent;
    int add()
    {
        parent.push_back(int(parent.size()));
        return parent.back();
    }
    int find(int x)
    {
        while (parent[std::size_t(x)] != x)
            x = parent[std::size_t(x)] = parent[std::size_t(parent[std::size_t(x)])];
        return x;
    }
    void join(int a, int b) { parent[std::size_t(find(a))] = find(b); }
};

} // namespace

void classifyLinks(std::vector<SiteCable> &cables)
{
    std::vector<std::size_t> data;
    for (std::size_t i = 0; i < cables.size(); ++i) {
        SiteCable &c = cables[i];
        const PortTemplate &pa = portOf(c.a), &pb = portOf(c.b);
        if (catalog::isPowerConnector(pa.connector) || catalog::isPowerConnector(pb.connector)) {
            c.fabric = Fabric::Power;
            c.tier = Tier::Power;
        } else if (pa.management || pb.management || c.a.type->role == "management" || c.b.type->role == "management") {
            c.fabric = Fabric::OutOfBand;
            c.tier = Tier::Management;
        } else {
            data.push_back(i);
        }
    }
    // Networks: switches joined by data cables.
    std::unordered_map<std::string, int> node; // switch name → union-find element
    UnionFind uf;
    auto element = [&](const SiteEnd &e) {
        auto [it, fresh] = node.emplace(e.device, 0);
        if (fresh)
            it->second = uf.add();
        return it->second;
    };
    for (std::size_t i : data) {
        const SiteCable &c = cables[i];
        const bool sa = isSwitch(*c.a.type), sb = isSwitch(*c.b.type);
        if (sa && sb)
            uf.join(element(c.a), element(c.b));
        else if (sa)
            element(c.a);
        else if (sb)
            element(c.b);
    }
    auto networkOf = [&](const SiteCable &c) {
        if (isSwitch(*c.a.type))
            return uf.find(node.at(c.a.device));
        if (isSwitch(*c.b.type))
            return uf.find(node.at(c.b.device));
        return -1;
    };
    struct Network {
        std::map<std::string, int> nodePorts; // GPU node → its ports on this network
        bool storage = false;
        int first = 0; // first cable, for plane order
    };
    std::map<int, Network> networks;
    for (std::size_t i : data) {
        const SiteCable &c = cables[i];
        const int n = networkOf(c);
        auto [it, fresh] = networks.emplace(n, Network {});
        if (fresh)
            it->second.first = int(i);
        for (const SiteEnd *e : { &c.a, &c.b }) {
            if (e->type->role == "gpu-node")
                ++it->second.nodePorts[e->device];
            if (e->type->role == "storage")
                it->second.storage = true;
        }
    }
    int most = 0;
    for (const auto &[id, net] : networks)
        for (const auto &[name, ports] : net.nodePorts)
            most = std::max(most, ports);
    std::map<int, Fabric> fabricOf;
    std::vector<std::pair<int, int>> compute; // first cable, network
    for (const auto &[id, net] : networks) {
        int ports = 0;
        for (const auto &[name, count] : net.nodePorts)
            ports = std::max(ports, count);
        const bool isCompute = most > 0 && ports == most;
        fabricOf[id] = isCompute ? Fabric::Compute
            : net.storage        ? Fabric::Storage
            : ports > 0          ? Fabric::InBand
                                 : Fabric::Compute;
        if (isCompute)
            compute.push_back({ net.first, id });
    }
    std::sort(compute.begin(), compute.end());
    std::map<int, int> planeOf;
    for (std::size_t k = 0; k < compute.size(); ++k)
        planeOf[compute[k].second] = int(k);

    // Tiers: hops of each switch from the endpoints, breadth first over the data cables.
    std::unordered_map<std::string, std::vector<std::string>> next;
    std::unordered_map<std::string, int> hops;
    std::deque<std::string> queue;
    for (std::size_t i : data) {
        const SiteCable &c = cables[i];
        const bool sa = isSwitch(*c.a.type), sb = isSwitch(*c.b.type);
        if (sa && sb) {
            next[c.a.device].push_back(c.b.device);
            next[c.b.device].push_back(c.a.device);
        } else {
            const SiteEnd &sw = sa ? c.a : c.b, &other = sa ? c.b : c.a;
            if ((sa || sb) && isEndpoint(*other.type) && hops.emplace(sw.device, 1).second)
                queue.push_back(sw.device);
        }
    }
    while (!queue.empty()) {
        const std::string s = queue.front();
        queue.pop_front();
        for (const auto &t : next[s])
            if (hops.emplace(t, hops.at(s) + 1).second)
                queue.push_back(t);
    }
    for (std::size_t i : data) {
        SiteCable &c = cables[i];
        const int n = networkOf(c);
        c.fabric = fabricOf.count(n) ? fabricOf.at(n) : Fabric::Compute;
        c.plane = c.fabric == Fabric::Compute && planeOf.count(n) ? planeOf.at(n) : -1;
        if (c.fabric == Fabric::Compute && c.plane < 0)
            c.plane = 0;
        if (!isSwitch(*c.a.type) || !isSwitch(*c.b.type)) {
            c.tier = Tier::NodeLeaf;
            continue;
        }
        auto hop = [&](const std::string &d) { return hops.count(d) ? hops.at(d) : 1 << 20; };
        c.tier = std::min(hop(c.a.device), hop(c.b.device)) >= 2 ? Tier::SpineCore : Tier::LeafSpine;
    }
}

} // namespace plenum::importing

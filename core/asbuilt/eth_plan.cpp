// SPDX-License-Identifier: GPL-3.0-or-later
#include "asbuilt/eth_plan.h"

#include "model/index.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

namespace plenum::asbuilt {

namespace {

void requireName(const std::string &name, const std::string &what)
{
    bool ok = !name.empty() && name.size() <= 255;
    for (char c : name)
        ok = ok && static_cast<unsigned char>(c) >= 0x20 && c != 0x7f;
    if (!ok)
        throw Error(
            fmt::format("the interface name of {} is empty, over 255 bytes or holds a control character", what));
}

int laneRate(const PortTemplate &p)
{
    return p.lanes > 0 ? p.speed_gbps / p.lanes : p.speed_gbps;
}

} // namespace

IbPlan planEthernet(const Project &project, std::string_view hostInterface)
{
    const ProjectIndex index(project);
    std::map<std::pair<Id, int>, int> linksOn; // (device, template port) -> compute links on it
    for (const Link &l : project.links)
        if (l.fabric == Fabric::Compute) {
            ++linksOn[{ l.a.device, l.a.port }];
            ++linksOn[{ l.b.device, l.b.port }];
        }
    if (linksOn.empty())
        throw Error("the project has no compute links, so there is no fabric to compare with a discovery");
    std::set<Id> onFabric;
    for (const auto &[end, n] : linksOn)
        onFabric.insert(end.first);
    IbPlan plan;
    // (device, template port) -> its interfaces: one, or one per link of a split port (Cumulus
    // names the lanes of a broken-out swp1 swp1s0, swp1s1, …), taken by the links in link order.
    std::map<std::pair<Id, int>, std::vector<IbEnd>> endsOf;
    for (const Device &d : project.devices) {
        const DeviceType *t = index.typeOfDevice(d.id);
        if (!t || !onFabric.count(d.id))
            continue;
        IbNode n;
        n.description = d.name;
        n.is_switch = isFabricSwitch(*t);
        n.level = !n.is_switch ? 0 : t->role == "spine" ? 2 : t->role == "core" ? 3 : 1;
        n.device = d.id;
        std::set<std::string> names;
        const std::vector<int> order = dataPortsInPhysicalOrder(*t);
        for (int k = 0; k < int(order.size()); ++k) {
            const int tp = order[std::size_t(k)];
            const std::string &catalogue = t->ports[std::size_t(tp)].name;
            const std::string base = n.is_switch ? catalogue : expandPortPattern(hostInterface, d.name, k, catalogue);
            auto on = linksOn.find({ d.id, tp });
            const int split = on == linksOn.end() ? 1 : on->second;
            for (int j = 0; j < split; ++j) {
                std::string name = split == 1 ? base : fmt::format("{}s{}", base, j);
                requireName(name, d.name + " port " + catalogue);
                if (!names.insert(name).second)
                    throw Error(fmt::format("two ports of {} would both be named '{}'; use {{i}} or {{port}} in the "
                                            "interface pattern",
                        d.name, name));
                n.port_template.push_back(tp);
                n.port_names.push_back(std::move(name));
                endsOf[{ d.id, tp }].push_back(IbEnd { int(plan.nodes.size()), int(n.port_template.size()) });
            }
        }
        n.ports = int(n.port_template.size());
        plan.nodes.push_back(std::move(n));
    }
    std::map<std::pair<Id, int>, std::size_t> taken;
    auto next = [&](const PortRef &e) -> const IbEnd * {
        auto it = endsOf.find({ e.device, e.port });
        std::size_t &k = taken[{ e.device, e.port }];
        return it == endsOf.end() || k >= it->second.size() ? nullptr : &it->second[k++];
    };
    for (const Link &l : project.links) {
        if (l.fabric != Fabric::Compute)
            continue;
        const IbEnd *a = next(l.a), *b = next(l.b);
        if (!a || !b)
            throw Error(fmt::format("the compute link {} ends on a port that is not a data port ({} - {})", l.id,
                index.portName(l.a), index.portName(l.b)));
        const PortTemplate &pa = index.typeOfDevice(l.a.device)->ports[std::size_t(l.a.port)];
        const PortTemplate &pb = index.typeOfDevice(l.b.device)->ports[std::size_t(l.b.port)];
        const int lanesA = std::max(1, pa.lanes / int(endsOf[{ l.a.device, l.a.port }].size()));
        const int lanesB = std::max(1, pb.lanes / int(endsOf[{ l.b.device, l.b.port }].size()));
        plan.links.push_back({ l.id, *a, *b, std::min(lanesA, lanesB), std::min(laneRate(pa), laneRate(pb)) });
    }
    return plan;
}

bool isEthernetFabric(const Project &project)
{
    const ProjectIndex index(project);
    for (const Link &l : project.links) {
        if (l.fabric != Fabric::Compute)
            continue;
        for (const PortRef &e : { l.a, l.b })
            if (const DeviceType *t = index.typeOfDevice(e.device); t && isFabricSwitch(*t))
                for (int k : dataPortsInPhysicalOrder(*t))
                    if (t->ports[std::size_t(k)].name.rfind("swp", 0) == 0)
                        return true;
    }
    return false;
}

} // namespace plenum::asbuilt

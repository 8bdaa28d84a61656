// SPDX-License-Identifier: GPL-3.0-or-later
#include "asbuilt/ib_plan.h"

#include "model/index.h"
#include "version.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

namespace plenum::asbuilt {

namespace {

// Placeholder GUID ranges: distinct for switches and CAs, each CA reserving two (node, port), the
// way ibsim hands them out, so the file and the simulator agree on every GUID.
constexpr std::uint64_t kSwitchGuidBase = 0x0000000200000000ULL;
constexpr std::uint64_t kCaGuidBase = 0x0000000100000000ULL;
constexpr std::size_t kMaxDescriptionBytes = 64; // IB NodeDescription

void requireDescription(const std::string &d, const std::string &what)
{
    std::string problem;
    if (d.empty())
        problem = "is empty";
    else if (d.size() > kMaxDescriptionBytes)
        problem
            = fmt::format("is {} bytes long (an InfiniBand node description holds {})", d.size(), kMaxDescriptionBytes);
    for (char c : d)
        if (problem.empty() && (c < 0x20 || c > 0x7e || c == '"' || c == '='))
            problem
                = "holds a character the ibnetdiscover format cannot carry (only printable ASCII without '\"' and '=')";
    if (!problem.empty()) {
        std::string shown = d.substr(0, 70);
        for (char &c : shown)
            if (c < 0x20 || c > 0x7e)
                c = '?';
        throw Error(fmt::format("the InfiniBand node description '{}' of {} {}", shown, what, problem));
    }
}

} // namespace

bool isFabricSwitch(const DeviceType &t)
{
    return t.role == "leaf" || t.role == "spine" || t.role == "core" || t.role == "switch";
}

static bool isDataPort(const PortTemplate &p)
{
    return !p.management && p.speed_gbps > 0;
}

std::vector<int> dataPortsInPhysicalOrder(const DeviceType &t)
{
    std::map<std::string, int> cageRank;
    std::vector<std::pair<int, int>> keyed; // (cage rank, template index)
    for (int i = 0; i < int(t.ports.size()); ++i) {
        const PortTemplate &p = t.ports[std::size_t(i)];
        if (!isDataPort(p))
            continue;
        const std::string cage = p.cage.empty() ? p.name : p.cage;
        auto [it, added] = cageRank.try_emplace(cage, int(cageRank.size()));
        keyed.push_back({ it->second, i });
    }
    std::stable_sort(keyed.begin(), keyed.end(), [](auto &x, auto &y) { return x.first < y.first; });
    std::vector<int> out;
    for (auto &[rank, index] : keyed)
        out.push_back(index);
    return out;
}

std::string expandPortPattern(std::string_view pattern, const std::string &host, int index, const std::string &port)
{
    std::string out;
    for (std::size_t i = 0; i < pattern.size();) {
        auto token = [&](std::string_view t) { return pattern.substr(i, t.size()) == t; };
        if (token("{host}")) {
            out += host;
            i += 6;
        } else if (token("{i}")) {
            out += std::to_string(index);
            i += 3;
        } else if (token("{port}")) {
            out += port;
            i += 6;
        } else if (pattern[i] == '{' || pattern[i] == '}') {
            throw Error(fmt::format(
                "the port pattern '{}' may use only {{host}}, {{i}} and {{port}}", std::string(pattern.substr(0, 80))));
        } else {
            out += pattern[i++];
        }
    }
    return out;
}

namespace {

int laneRate(const PortTemplate &p)
{
    return p.lanes > 0 ? p.speed_gbps / p.lanes : p.speed_gbps;
}

} // namespace

std::string widthName(int width)
{
    return width > 0 ? fmt::format("{}x", width) : "??";
}

std::string speedName(int g)
{
    return g >= 200 ? "XDR"
        : g >= 100  ? "NDR"
        : g >= 50   ? "HDR"
        : g >= 25   ? "EDR"
        : g >= 14   ? "FDR"
        : g >= 10   ? "QDR"
        : g >= 5    ? "DDR"
        : g >= 2    ? "SDR"
                    : "???";
}

int laneGbpsOf(std::string_view s)
{
    static const std::map<std::string_view, int> rates = { { "SDR", 2 }, { "DDR", 5 }, { "QDR", 10 }, { "FDR10", 10 },
        { "FDR", 14 }, { "EDR", 25 }, { "HDR", 50 }, { "NDR", 100 }, { "XDR", 200 } };
    auto it = rates.find(s);
    return it == rates.end() ? 0 : it->second;
}

IbPlan planInfiniband(const Project &project, std::string_view caDescription)
{
    const ProjectIndex index(project);
    // Devices on compute links, split into switches and the rest.
    std::set<Id> onFabric;
    for (const Link &l : project.links)
        if (l.fabric == Fabric::Compute) {
            onFabric.insert(l.a.device);
            onFabric.insert(l.b.device);
        }
    if (onFabric.empty())
        throw Error("the project has no compute links, so there is no InfiniBand fabric to describe");

    IbPlan plan;
    std::map<Id, int> switchNode; // device -> node
    std::map<std::pair<Id, int>, IbEnd> endOf; // (device, template port) -> end
    std::set<std::string> descriptions;
    auto claim = [&](const std::string &d, const std::string &what) {
        requireDescription(d, what);
        if (!descriptions.insert(d).second)
            throw Error(fmt::format("two InfiniBand nodes would both be described as '{}'; rename one", d));
    };
    for (const Device &d : project.devices) {
        const DeviceType *t = index.typeOfDevice(d.id);
        if (!onFabric.count(d.id) || !t || !isFabricSwitch(*t))
            continue;
        const std::vector<int> order = dataPortsInPhysicalOrder(*t);
        for (int k : order)
            if (t->ports[std::size_t(k)].name.rfind("swp", 0) == 0)
                throw Error(fmt::format("the compute switch {} ({}) is an Ethernet switch; the ibnetdiscover format "
                                        "describes InfiniBand fabrics only",
                    d.name, t->model));
        claim(d.name, "switch " + d.name);
        IbNode n;
        n.description = d.name;
        n.is_switch = true;
        n.level = t->role == "spine" ? 2 : t->role == "core" ? 3 : 1;
        n.device = d.id;
        n.ports = int(order.size());
        n.port_template = order;
        n.guid = kSwitchGuidBase + plan.nodes.size();
        switchNode[d.id] = int(plan.nodes.size());
        for (int k = 0; k < int(order.size()); ++k)
            endOf[{ d.id, order[std::size_t(k)] }] = IbEnd { int(plan.nodes.size()), k + 1 };
        plan.nodes.push_back(std::move(n));
    }
    // CAs: one per compute port of a non-switch device, in device and port order.
    std::set<std::pair<Id, int>> caPorts;
    for (const Link &l : project.links)
        if (l.fabric == Fabric::Compute)
            for (const PortRef &e : { l.a, l.b })
                if (!switchNode.count(e.device))
                    caPorts.insert({ e.device, e.port });
    std::uint64_t caCount = 0;
    for (const Device &d : project.devices) {
        const DeviceType *t = index.typeOfDevice(d.id);
        if (!t || switchNode.count(d.id) || !onFabric.count(d.id))
            continue;
        const std::vector<int> order = dataPortsInPhysicalOrder(*t);
        for (int k = 0; k < int(order.size()); ++k) {
            const int tp = order[std::size_t(k)];
            if (!caPorts.count({ d.id, tp }))
                continue;
            const std::string &portName = t->ports[std::size_t(tp)].name;
            IbNode n;
            n.description = expandPortPattern(caDescription, d.name, k, portName);
            claim(n.description, d.name + " port " + portName);
            n.device = d.id;
            n.port_template = { tp };
            n.guid = kCaGuidBase + 2 * caCount++;
            endOf[{ d.id, tp }] = IbEnd { int(plan.nodes.size()), 1 };
            plan.nodes.push_back(std::move(n));
        }
    }
    std::set<IbEnd> used;
    for (const Link &l : project.links) {
        if (l.fabric != Fabric::Compute)
            continue;
        auto a = endOf.find({ l.a.device, l.a.port }), b = endOf.find({ l.b.device, l.b.port });
        if (a == endOf.end() || b == endOf.end())
            throw Error(fmt::format("the compute link {} ends on a port that is not a data port ({} - {})", l.id,
                index.portName(l.a), index.portName(l.b)));
        for (const IbEnd &e : { a->second, b->second })
            if (!used.insert(e).second)
                throw Error(fmt::format("the port {} carries two compute links; the ibnetdiscover format has one link "
                                        "per physical port (split ports are not supported yet)",
                    index.portName(e == a->second ? l.a : l.b)));
        const DeviceType *ta = index.typeOfDevice(l.a.device), *tb = index.typeOfDevice(l.b.device);
        const PortTemplate &pa = ta->ports[std::size_t(l.a.port)], &pb = tb->ports[std::size_t(l.b.port)];
        plan.links.push_back(
            { l.id, a->second, b->second, std::min(pa.lanes, pb.lanes), std::min(laneRate(pa), laneRate(pb)) });
    }
    return plan;
}

std::string ibnetdiscoverText(const Project &project, std::string_view caDescription)
{
    const IbPlan plan = planInfiniband(project, caDescription);
    // Per node, physical port -> (link index, this end is a).
    std::vector<std::map<int, std::pair<std::size_t, bool>>> portsOf(plan.nodes.size());
    for (std::size_t i = 0; i < plan.links.size(); ++i) {
        portsOf[std::size_t(plan.links[i].a.node)][plan.links[i].a.port] = { i, true };
        portsOf[std::size_t(plan.links[i].b.node)][plan.links[i].b.port] = { i, false };
    }
    auto nodeId = [&](const IbNode &n) { return fmt::format("\"{}-{:016x}\"", n.is_switch ? 'S' : 'H', n.guid); };
    std::string title = project.name.substr(0, 100); // a comment line; ibsim reads lines of 256 bytes
    for (char &c : title)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            c = ' ';
    std::size_t switches = 0;
    for (const IbNode &n : plan.nodes)
        switches += n.is_switch;
    std::string out = fmt::format(
        "#\n# Topology file: the planned InfiniBand compute fabric of {}\n"
        "# Written by Plenum {}: {} switches, {} CAs, {} links, in the format ibnetdiscover prints and ibsim reads.\n"
        "# Port numbers are physical (twin-port OSFP cage n = ports 2n-1 and 2n); every node NIC port is a CA.\n"
        "# GUIDs are placeholders (the plan does not know them): compare by node description.\n#\n",
        title, kVersion, switches, plan.nodes.size() - switches, plan.links.size());
    for (std::size_t ni = 0; ni < plan.nodes.size(); ++ni) {
        const IbNode &n = plan.nodes[ni];
        if (n.is_switch) {
            out += fmt::format("\nswitchguid=0x{:x}({:x})\nSwitch\t{} {}\t\t# \"{}\" enhanced port 0 lid 0 lmc 0\n",
                n.guid, n.guid, n.ports, nodeId(n), n.description);
        } else {
            out += fmt::format("\ncaguid=0x{:x}\nCa\t{} {}\t\t# \"{}\"\n", n.guid, n.ports, nodeId(n), n.description);
        }
        for (const auto &[port, which] : portsOf[ni]) {
            const IbLink &l = plan.links[which.first];
            const IbEnd far = which.second ? l.b : l.a;
            const IbNode &f = plan.nodes[std::size_t(far.node)];
            const std::string rate = widthName(l.width) + speedName(l.lane_gbps);
            if (n.is_switch)
                out += fmt::format("[{}]\t{}[{}]{}\t\t# \"{}\" lid 0 {}\n", port, nodeId(f), far.port,
                    f.is_switch ? "" : fmt::format("({:x}) ", f.guid + 1), f.description, rate);
            else
                out += fmt::format("[{}]({:x}) \t{}[{}]{}\t\t# lid 0 lmc 0 \"{}\" lid 0 {}\n", port, n.guid + 1,
                    nodeId(f), far.port, f.is_switch ? "" : fmt::format(" ({:x}) ", f.guid + 1), f.description, rate);
        }
    }
    return out;
}

} // namespace plenum::asbuilt

// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/slurm_topology.h"

#include "model/index.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

namespace plenum::exporting {

namespace {

struct Split {
    std::string prefix;
    std::string digits; // trailing digits, "" when none
};

Split split(const std::string &name)
{
    std::size_t i = name.size();
    while (i > 0 && std::isdigit(static_cast<unsigned char>(name[i - 1])))
        --i;
    // Hostlist brackets cannot nest: a name that already holds brackets stays whole.
    if (name.find_first_of("[],") != std::string::npos)
        return {name, ""};
    return {name.substr(0, i), name.substr(i)};
}

// Names become NodeName and SwitchName values of topology.conf, where a space, '=', ',', '#' or a
// bracket would start another key, list or comment: a host name's characters only.
void requireSlurmName(const std::string &name)
{
    const bool ok = !name.empty() && name.size() <= 64 && std::all_of(name.begin(), name.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.';
    });
    if (!ok) {
        std::string shown = name.substr(0, 60);
        for (char &c : shown)
            if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
                c = '?';
        throw Error(fmt::format("the device name '{}' cannot be a Slurm node or switch name (1 to 64 letters, digits, "
                                "'-', '_' or '.'); rename it",
                                shown));
    }
}

} // namespace

std::string hostlist(std::vector<std::string> names)
{
    std::sort(names.begin(), names.end());
    names.erase(std::unique(names.begin(), names.end()), names.end());
    // Group by (prefix, digit count) so zero padding survives; values sorted numerically.
    std::map<std::pair<std::string, std::size_t>, std::vector<unsigned long long>> groups;
    std::vector<std::string> plain;
    for (const auto &n : names) {
        Split s = split(n);
        if (s.digits.empty() || s.digits.size() > 18)
            plain.push_back(n);
        else
            groups[{s.prefix, s.digits.size()}].push_back(std::stoull(s.digits));
    }
    std::vector<std::string> parts = plain;
    for (auto &[key, values] : groups) {
        std::sort(values.begin(), values.end());
        const auto &[prefix, width] = key;
        // Unpadded numbers of different lengths land in different groups; that is still valid.
        if (values.size() == 1) {
            parts.push_back(fmt::format("{}{:0{}}", prefix, values[0], width));
            continue;
        }
        std::string ranges;
        for (std::size_t i = 0; i < values.size();) {
            std::size_t j = i;
            while (j + 1 < values.size() && values[j + 1] == values[j] + 1)
                ++j;
            ranges += ranges.empty() ? "" : ",";
            ranges += i == j ? fmt::format("{:0{}}", values[i], width)
                             : fmt::format("{:0{}}-{:0{}}", values[i], width, values[j], width);
            i = j + 1;
        }
        parts.push_back(fmt::format("{}[{}]", prefix, ranges));
    }
    std::sort(parts.begin(), parts.end());
    std::string out;
    for (const auto &p : parts)
        out += (out.empty() ? "" : ",") + p;
    return out;
}

std::vector<SlurmSwitch> slurmSwitches(const Project &project)
{
    const ProjectIndex index(project);
    static const std::set<std::string> switchRoles = {"leaf", "spine", "core", "switch", "nvlink-switch"};
    auto isSwitch = [&](Id device) {
        const DeviceType *t = index.typeOfDevice(device);
        return t && switchRoles.count(t->role) > 0;
    };
    auto name = [&](Id device) {
        const Device *d = index.device(device);
        return d ? d->name : std::string();
    };
    // level → switch → children
    std::map<std::string, std::set<std::string>> children[3];
    for (const Link &l : project.links) {
        if (l.fabric != Fabric::Compute)
            continue;
        Id lower = l.a.device, upper = l.b.device;
        if (l.tier == Tier::NodeLeaf) {
            if (isSwitch(lower) && !isSwitch(upper))
                std::swap(lower, upper);
            // Slurm schedules GPU nodes: the fabric manager (UFM) on a leaf or spine port is not one.
            const DeviceType *t = index.typeOfDevice(lower);
            if (!t || (t->gpus <= 0 && t->role != "gpu-node"))
                continue;
            children[0][name(upper)].insert(name(lower));
        } else if (l.tier == Tier::LeafSpine || l.tier == Tier::SpineCore) {
            const int level = l.tier == Tier::LeafSpine ? 1 : 2;
            // The lower end is the one already known one level down.
            if (children[level - 1].count(name(upper)) && !children[level - 1].count(name(lower)))
                std::swap(lower, upper);
            children[level][name(upper)].insert(name(lower));
        }
    }
    if (children[0].empty())
        throw Error("the project has no compute links from nodes to leaf switches, so there is no topology for Slurm");
    std::vector<SlurmSwitch> out;
    for (int level = 0; level < 3; ++level)
        for (const auto &[sw, kids] : children[level]) {
            requireSlurmName(sw);
            for (const std::string &kid : kids)
                requireSlurmName(kid);
            out.push_back({sw, level, std::vector<std::string>(kids.begin(), kids.end())});
        }
    return out;
}

std::string slurmTopologyConf(const Project &project)
{
    const auto switches = slurmSwitches(project);
    std::set<std::string> nodes;
    int counts[3] = {0, 0, 0};
    for (const auto &s : switches) {
        ++counts[s.level];
        if (s.level == 0)
            nodes.insert(s.children.begin(), s.children.end());
    }
    std::string title = project.name; // a comment line: a line break in it would start a directive
    for (char &c : title)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            c = ' ';
    std::string out = fmt::format("# Slurm topology.conf (TopologyPlugin=topology/tree) for the compute fabric of {}\n"
                                  "# Written by Plenum: {} nodes, {} leaf, {} spine and {} core switches.\n",
                                  title, nodes.size(), counts[0], counts[1], counts[2]);
    static const char *levelNames[3] = {"leaf switches", "spine switches", "core switches"};
    int last = -1;
    for (const auto &s : switches) {
        if (s.level != last) {
            out += fmt::format("\n# {}\n", levelNames[s.level]);
            last = s.level;
        }
        out += fmt::format("SwitchName={} {}={}\n", s.name, s.level == 0 ? "Nodes" : "Switches", hostlist(s.children));
    }
    return out;
}

} // namespace plenum::exporting

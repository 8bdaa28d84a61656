// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/slurm_topology.h"

#include "model/index.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <functional>
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
        return { name, "" };
    return { name.substr(0, i), name.substr(i) };
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
            groups[{ s.prefix, s.digits.size() }].push_back(std::stoull(s.digits));
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

SlurmGrouping parseSlurmGrouping(std::string_view text)
{
    std::string lower(text);
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    if (lower == "auto")
        return SlurmGrouping::Auto;
    if (lower == "leaf")
        return SlurmGrouping::Leaf;
    if (lower == "su")
        return SlurmGrouping::Su;
    throw Error(fmt::format("unknown Slurm grouping '{}' (auto, leaf or su)", text));
}

namespace {

using Children = std::map<std::string, std::set<std::string>>; // switch -> children

// Regroups the leaf level (leaf -> nodes) into one virtual switch per set of leaves that the same
// nodes are cabled to, and points the level above at those groups. `su` gives a leaf's scalable
// unit (-1 when it has none) to name the groups.
void groupBySu(
    Children levels[3], const std::function<int(const std::string &)> &su, const std::set<std::string> &deviceNames)
{
    std::map<std::string, std::set<std::string>> leavesOfNode;
    for (const auto &[leaf, nodes] : levels[0])
        for (const std::string &n : nodes)
            leavesOfNode[n].insert(leaf);
    std::map<std::set<std::string>, std::set<std::string>> groups; // leaf set -> nodes
    for (const auto &[node, leaves] : leavesOfNode)
        groups[leaves].insert(node);
    std::map<std::string, const std::set<std::string> *> groupOfLeaf;
    for (const auto &[leaves, nodes] : groups)
        for (const std::string &leaf : leaves) {
            auto [it, fresh] = groupOfLeaf.emplace(leaf, &leaves);
            if (!fresh)
                throw Error(
                    fmt::format("the nodes under leaf '{}' are cabled to different sets of leaves ({} and {}), so "
                                "they cannot be grouped into one Slurm switch per scalable unit; export with "
                                "the leaf grouping instead",
                        leaf, *groups[*it->second].begin(), *nodes.begin()));
        }
    std::map<const std::set<std::string> *, std::string> nameOf;
    std::set<std::string> used = deviceNames;
    for (const auto &[leaves, nodes] : groups) {
        const int first = su(*leaves.begin());
        const bool oneSu = first >= 0
            && std::all_of(leaves.begin(), leaves.end(), [&](const std::string &l) { return su(l) == first; });
        std::string name = oneSu ? fmt::format("su{:02}", first + 1)
                                 : fmt::format("group-{}", *leaves.begin()); // SUs count from 1 in names
        while (used.count(name))
            name += "-nodes";
        used.insert(name);
        nameOf[&leaves] = name;
    }
    Children regrouped, above;
    for (const auto &[leaves, nodes] : groups)
        regrouped[nameOf[&leaves]] = nodes;
    for (const auto &[sw, kids] : levels[1])
        for (const std::string &kid : kids) {
            auto it = groupOfLeaf.find(kid);
            above[sw].insert(it == groupOfLeaf.end() ? kid : nameOf[it->second]);
        }
    levels[0] = std::move(regrouped);
    levels[1] = std::move(above);
}

} // namespace

std::vector<SlurmSwitch> slurmSwitches(const Project &project, SlurmGrouping grouping, SlurmGrouping *used)
{
    const ProjectIndex index(project);
    static const std::set<std::string> switchRoles = { "leaf", "spine", "core", "switch", "nvlink-switch" };
    auto isSwitch = [&](Id device) {
        const DeviceType *t = index.typeOfDevice(device);
        return t && switchRoles.count(t->role) > 0;
    };
    auto name = [&](Id device) {
        const Device *d = index.device(device);
        return d ? d->name : std::string();
    };
    // level → switch → children
    Children children[3];
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
    bool multi = false; // some node under more than one leaf
    {
        std::set<std::string> seen;
        for (const auto &[leaf, nodes] : children[0])
            for (const std::string &n : nodes)
                multi = !seen.insert(n).second || multi;
    }
    if (grouping == SlurmGrouping::Su || (grouping == SlurmGrouping::Auto && multi)) {
        std::map<std::string, int> suOf;
        std::set<std::string> names;
        for (const Device &d : project.devices) {
            suOf[d.name] = d.su;
            names.insert(d.name);
        }
        auto su = [&](const std::string &leaf) { return suOf.count(leaf) ? suOf[leaf] : -1; };
        if (grouping == SlurmGrouping::Su) {
            groupBySu(children, su, names);
        } else {
            // Auto: per SU where the leaf sets allow it, else per leaf as cabled.
            Children trial[3] = { children[0], children[1], children[2] };
            try {
                groupBySu(trial, su, names);
                for (int i = 0; i < 3; ++i)
                    children[i] = std::move(trial[i]);
                grouping = SlurmGrouping::Su;
            } catch (const Error &) {
                grouping = SlurmGrouping::Leaf;
            }
        }
    } else if (grouping == SlurmGrouping::Auto) {
        grouping = SlurmGrouping::Leaf;
    }
    if (used)
        *used = grouping;
    std::vector<SlurmSwitch> out;
    for (int level = 0; level < 3; ++level)
        for (const auto &[sw, kids] : children[level]) {
            requireSlurmName(sw);
            for (const std::string &kid : kids)
                requireSlurmName(kid);
            out.push_back({ sw, level, std::vector<std::string>(kids.begin(), kids.end()) });
        }
    return out;
}

std::string slurmTopologyConf(const Project &project, SlurmGrouping grouping)
{
    SlurmGrouping used = grouping;
    const auto switches = slurmSwitches(project, grouping, &used);
    std::set<std::string> nodes;
    int counts[3] = { 0, 0, 0 };
    for (const auto &s : switches) {
        ++counts[s.level];
        if (s.level == 0)
            nodes.insert(s.children.begin(), s.children.end());
    }
    std::string title = project.name; // a comment line: a line break in it would start a directive
    for (char &c : title)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            c = ' ';
    const bool su = used == SlurmGrouping::Su;
    std::string out = fmt::format("# Slurm topology.conf (TopologyPlugin=topology/tree) for the compute fabric of {}\n"
                                  "# Written by Plenum: {} nodes, {} {}, {} spine and {} core switches.\n",
        title, nodes.size(), counts[0], su ? (counts[0] == 1 ? "scalable unit" : "scalable units") : "leaf", counts[1],
        counts[2]);
    if (su)
        out += "# Grouping: one switch per scalable unit (SU) over its rail leaves; each node is cabled to every\n"
               "# rail leaf of its SU and is listed once, under its SU (plenum-cli export --slurm-grouping).\n";
    // The names below are the project's device names: slurm.conf must define the same NodeNames.
    std::string assumed = hostlist(std::vector<std::string>(nodes.begin(), nodes.end()));
    if (assumed.size() > 900)
        assumed = "the Nodes= lists below";
    out += fmt::format("# Node names assumed (define them as NodeName in slurm.conf): {}\n", assumed);
    const char *levelNames[3] = { su ? "scalable units (virtual switches over the rail leaves)" : "leaf switches",
        "spine switches", "core switches" };
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

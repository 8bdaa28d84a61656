// SPDX-License-Identifier: GPL-3.0-or-later
// Slurm topology.conf for the compute fabric (topology/tree plugin, slurm.schedmd.com
// topology.conf(5)): one `SwitchName=<leaf> Nodes=<hostlist>` line per leaf, then
// `SwitchName=<switch> Switches=<hostlist>` for every switch above, from the project's compute
// links (node→leaf, leaf→spine, spine→core). Names are folded into hostlist ranges
// ("node[00001-00032]") where they share a prefix and run consecutively.
#pragma once

#include "model/project.h"

#include <string>
#include <string_view>
#include <vector>

namespace plenum::exporting {

// "node00001 … node00032, gpu7" → "gpu7,node[00001-00032]" (sorted, zero padding kept).
std::string hostlist(std::vector<std::string> names);

// How nodes hang under switches in topology.conf.
//  - Leaf: every leaf switch lists the nodes cabled to it. In a rail-optimized fabric a node is
//    cabled to every rail leaf of its scalable unit, so it is listed under several leaves, which
//    Slurm's topology/tree plugin does not model (slurmctld 22.05 logs "WARNING: Multiple leaf
//    switches contain nodes").
//  - Su: one virtual switch per group of nodes cabled to the same set of leaves (an SU of a
//    rail-optimized fabric: `su01` over its rail leaves), each node under exactly one switch; the
//    switches above list the groups their leaves belong to.
//  - Auto: Su when some node is cabled to more than one leaf and the nodes' leaf sets are equal or
//    disjoint (a tree can hold them), else Leaf.
enum class SlurmGrouping { Auto, Leaf, Su };
// "auto", "leaf", "su" (any case); throws Error naming the value otherwise.
SlurmGrouping parseSlurmGrouping(std::string_view text);

struct SlurmSwitch {
    std::string name;
    int level = 0; // 0 leaf, 1 spine, 2 core
    std::vector<std::string> children; // nodes for leaves, switches above
};

// Throws Error when the project has no compute links from nodes to switches, when a node or
// switch name is not a valid Slurm name (1 to 64 letters, digits, '-', '_', '.': a space, '=' or
// line break would inject keys or lines into topology.conf), or when Su grouping is asked for and
// the nodes' leaf sets overlap without being equal (no tree can hold them).
// `used`, when given, receives the grouping applied (Auto resolved).
std::vector<SlurmSwitch> slurmSwitches(
    const Project &project, SlurmGrouping grouping = SlurmGrouping::Auto, SlurmGrouping *used = nullptr);
std::string slurmTopologyConf(const Project &project, SlurmGrouping grouping = SlurmGrouping::Auto);

} // namespace plenum::exporting

// SPDX-License-Identifier: GPL-3.0-or-later
// Slurm topology.conf for the compute fabric (topology/tree plugin, slurm.schedmd.com
// topology.conf(5)): one `SwitchName=<leaf> Nodes=<hostlist>` line per leaf, then
// `SwitchName=<switch> Switches=<hostlist>` for every switch above, from the project's compute
// links (node→leaf, leaf→spine, spine→core). Names are folded into hostlist ranges
// ("node[00001-00032]") where they share a prefix and run consecutively.
#pragma once

#include "model/project.h"

#include <string>
#include <vector>

namespace plenum::exporting {

// "node00001 … node00032, gpu7" → "gpu7,node[00001-00032]" (sorted, zero padding kept).
std::string hostlist(std::vector<std::string> names);

struct SlurmSwitch {
    std::string name;
    int level = 0;                      // 0 leaf, 1 spine, 2 core
    std::vector<std::string> children;  // nodes for leaves, switches above
};

// Throws Error when the project has no compute links from nodes to switches, or when a node or
// switch name is not a valid Slurm name (1 to 64 letters, digits, '-', '_', '.': a space, '=' or
// line break would inject keys or lines into topology.conf).
std::vector<SlurmSwitch> slurmSwitches(const Project &project);
std::string slurmTopologyConf(const Project &project);

} // namespace plenum::exporting

// SPDX-License-Identifier: GPL-3.0-or-later
// The planned compute fabric as the point-to-point (P2P) file of NVIDIA's UFM Cable Validation Tool
// (issue #19; docs.nvidia.com/networking/display/cablevalidationtool, "P2P File"): one row per link
// with the A and Z sides' node name, type ("Host" or "Switch") and port, plus rack and U for the
// crew. Ports are what the tool expects: a switch's physical port number (InfiniBand; numbered as
// in ib_plan.h, twin-port OSFP cage n = ports 2n-1 and 2n) or its interface name (Ethernet: swp7,
// a split port's lanes swp7s0, swp7s1); a host's HCA port number, 1 for its first compute-capable
// data port in physical order, which the tool maps to mlx5_0 by default (its "HCA mapping"), as
// Plenum's CA pattern {host} mlx5_{i} does; an Ethernet host's interface name. A is the end nearer
// the nodes.
#pragma once

#include "export/table.h"
#include "model/project.h"

#include <vector>

namespace plenum::asbuilt {

// One sheet "P2P". Throws Error when the project has no compute links or a port carries two
// InfiniBand links.
std::vector<exporting::Table> ufmP2pTables(const Project &project);

} // namespace plenum::asbuilt

// SPDX-License-Identifier: GPL-3.0-or-later
// The "ptm-dot" export (issue #19): the planned Ethernet compute fabric as the topology.dot that
// Cumulus Linux's Prescriptive Topology Manager (ptmd, /etc/ptm.d/topology.dot) compares with
// LLDP on every link transition — an undirected Graphviz graph, one edge per planned link,
// `"leaf-su01-r1":"swp1s0" -- "node00001":"OSFP1P1";` (NVIDIA, Cumulus Linux user guide,
// "Prescriptive Topology Manager - PTM"; the UFM Cable Validation Tool reads the same shape as its
// "Dot File"). Ends named as eth_plan.h names them: switch interfaces by their Cumulus names
// (a split port's lanes swp1s0, swp1s1), hosts by the hostname and `{port}` (the catalogue name).
// The end nearer the spines comes first (a switch cabled to a host is a leaf; any other switch is
// above the leaves). The graph is named after the project.
#pragma once

#include "export/exporter.h"
#include "model/project.h"

#include <string>

namespace plenum::asbuilt {

// Throws Error for an InfiniBand compute fabric (no Cumulus swp ports), a project without compute
// links, or a name holding a '"' or '\' (which a DOT ID would have to escape).
std::string ptmDotText(const Project &project);

const exporting::Exporter &ptmDotExporter();

} // namespace plenum::asbuilt

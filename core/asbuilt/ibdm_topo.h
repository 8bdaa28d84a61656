// SPDX-License-Identifier: GPL-3.0-or-later
// The planned InfiniBand compute fabric as an IBDM topology file (issue #19): the `.topo` format
// that ibdiagnet (-t), ibdmchk and ibtopodiff compare a fabric against (ibutils' ibdm-topo-file(1)):
// one section per system (`SYSTEM-TYPE SYSTEM-NAME`, then `P<n> -> REM-SYS-TYPE REM-SYS-NAME
// P<m>` per link), each link listed once, in the section of its end nearer the nodes. Every system
// type is defined by an IBNL file (ibdm-ibnl-file(1)) written beside it: a switch is one `SW` node
// whose physical ports are the system's plugs P1…Pn (numbered as in ib_plan.h: twin-port OSFP cage
// n carries P2n-1 and P2n); a host is one single-port `CA` node per data port that carries
// compute links on devices of its type, in physical order (a DGX H100's eight ConnectX-7 compute
// NICs are U1…U8 on plugs P1…P8; its storage and in-band ports are other fabrics), so ibdm's
// nodes are exactly the ibnetdiscover export's switches and CAs.
#pragma once

#include "export/exporter.h"
#include "model/project.h"

#include <string>
#include <utility>
#include <vector>

namespace plenum::asbuilt {

// The files of the export: "fabric.topo" and one "<TYPE>.ibnl" per system type. Throws Error
// naming the device when a name cannot be an IBDM system name (1 to 64 letters, digits, '-', '_',
// '.'), and for what planInfiniband refuses (an Ethernet fabric, split ports, …).
std::vector<std::pair<std::string, std::string>> ibdmTopologyFiles(const Project &project);

const exporting::Exporter &ibdmTopologyExporter();

} // namespace plenum::asbuilt

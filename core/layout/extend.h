// SPDX-License-Identifier: GPL-3.0-or-later
// Extending an installed cluster (issue #21, `plenum-cli new OUT --extend EXISTING --target-nodes M`):
// a copy of the installed project — nothing of it moved, renamed or re-phased — plus one new phase
// that holds what growing its single-plane 2-tier rail-optimized compute fabric to M nodes adds:
//  - new GPU nodes, leaves and spines of the installed device types, in new racks each of the type
//    of and laid out as the installed rack it copies (the "model": the rack of the first node, the
//    racks of the first SU's leaves — compute, storage and in-band, such as the 800 mm network
//    racks at the block's two ends — and the rack of the first spine) with its PDUs, in-rack
//    management switch, blanking panels and the power and management links inside the rack; the
//    model's other devices (spines of the side networks, fabric manager, storage nodes) are not
//    copied, their U get blanking panels; the racks of each new SU stand in the order of the first
//    SU's (the b side leaves' rack, the GPU racks, the leaf racks);
//  - the racks on free floor: continuing the installed rows (same pitch and facing) where the hall
//    has room, then new rows at the installed row pitch with alternating facing; every position
//    passes the shared placement and aisle checks (rules/placement.h), as the space.* rules judge;
//  - a tray of each service over every run of new racks, joined to the nearest installed tray;
//  - the new compute links through core/edit: every new node's rails to its SU's leaves (free
//    down ports of an installed partial SU first; a rail whose leaf has no free down port left, as
//    when the fabric manager holds one, is reported as deferred), and leaf–spine links where both ends have free
//    ports, up to the target's links per leaf–spine pair;
//  - the storage and in-band networks (extend_side.cpp), as the installed nodes reach them: each
//    new node's ports on them (the first installed node's, with its redundancy groups: the bonded
//    in-band pair, the dual-homed storage links) to free down ports of the installed SU of the last
//    installed node, then to new leaves in SUs as large as the installed leaves' down ports (a
//    whole number of compute blocks), named after the installed ones with the next SU number
//    (stor-leaf-su03-a), each with the uplinks its model leaf has, to the same spines where they
//    have free ports; the others are deferred_side_uplinks (the side spines are not grown).
//  - each new rack's management switch uplinked as its model's is, to a free port of the installed
//    OOB aggregation (the generator's ports; the last ones stay kept for the site uplinks).
// Not grown: storage nodes, the side networks' spines, the out-of-band aggregation switches.
// What the installed spines lack ports for is the recabling of analysis::planExtension (moved
// uplinks, named and priced the same way as `growth --target-nodes`): the target uplinks that land
// on ports those moves free are reported as deferred, not cabled.
#pragma once

#include "analysis/extension.h"
#include "model/project.h"
#include "json/report_json.h"

#include <string>
#include <vector>

namespace plenum::layout {

struct ExtendOptions {
    int target_nodes = 0;
    std::string phase = "extension"; // name of the new phase (must not exist yet)
    analysis::GrowthOptions growth; // prices the recabling window
};

struct ExtendReport {
    analysis::ExtensionPlan plan; // as `growth --target-nodes` computes it
    std::string phase;
    std::vector<std::string> racks; // new racks, in the order placed
    std::vector<std::string> rows; // new rows
    int devices = 0, nodes = 0, leaves = 0, spines = 0;
    int node_links = 0; // new node–leaf compute links
    int uplinks = 0; // new leaf–spine links cabled in the new phase
    int deferred_uplinks = 0; // target leaf–spine links waiting for the moved uplinks' ports
    int deferred_node_links = 0; // new nodes' rails whose installed leaf has no free down port
                                 // (another device, e.g. the fabric manager, holds it)
    int rack_links = 0; // power and management links inside the new racks
    int oob_uplinks = 0; // the new racks' management switches to the installed OOB aggregation
    int deferred_oob_uplinks = 0; // … where it has no free port (less those kept for the site uplinks)
    int side_leaves = 0; // new storage and in-band leaves
    int side_node_links = 0; // new nodes' links to storage and in-band leaves
    int side_uplinks = 0; // new side leaves' links to the installed side spines
    int deferred_side_uplinks = 0; // new side leaves' uplinks whose installed spine has no free port
    // Ports of the new nodes that the installed node they copy has cabled to other racks beyond the
    // compute fabric and that stay unconnected (per node as on the installed first node, times the
    // new nodes, less the side networks' new node links): 0 unless a network is not one the
    // extension reads (storage, in-band).
    int unconnected_side_ports = 0;
    int pathways = 0;
};

// The fields of the report as `plenum-cli new --extend --json` lists them (json/report_json.h),
// after the command's own `file` and `extends`.
template <typename F> void visitReport(const ExtendReport &r, F &&f)
{
    f("phase", r.phase);
    f("racks", r.racks);
    f("rows", r.rows);
    f("added", fields::group([&](auto &&g) {
        g("racks", r.racks.size());
        g("devices", r.devices);
        g("nodes", r.nodes);
        g("leaves", r.leaves);
        g("spines", r.spines);
        g("node_links", r.node_links);
        g("uplinks", r.uplinks);
        g("rack_links", r.rack_links);
        g("side_leaves", r.side_leaves);
        g("side_node_links", r.side_node_links);
        g("side_uplinks", r.side_uplinks);
        g("oob_uplinks", r.oob_uplinks);
        g("pathways", r.pathways);
    }));
    f("deferred_uplinks", r.deferred_uplinks);
    f("deferred_node_links", r.deferred_node_links);
    f("deferred_side_uplinks", r.deferred_side_uplinks);
    f("deferred_oob_uplinks", r.deferred_oob_uplinks);
    f("unconnected_side_ports", r.unconnected_side_ports);
    f("extension", r.plan);
}

// Throws Error (nothing of `installed` changes; it is copied) for a project without an extensible
// compute fabric, a target not above the installed nodes, an existing phase name, nodes cabled to
// a storage or in-band network on different ports, new side leaves without an installed "suNN"
// name to number them by, or a hall without room for every new rack ("N of the R new racks do not
// fit …").
Project extendProject(const Project &installed, const ExtendOptions &options, ExtendReport *report = nullptr);

} // namespace plenum::layout

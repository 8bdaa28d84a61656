// SPDX-License-Identifier: GPL-3.0-or-later
// What a fabric must be (DESIGN.md §4 step 2): node count and target, NIC ports per node, planes,
// tiers, switch model and oversubscription. The fabric is always designed for target_nodes; the
// nodes of day one are a subset.
#pragma once

#include <string>

namespace plenum::fabric {

// The figures of a switch model that shape a fabric.
struct SwitchModel {
    std::string slug;
    int radix = 64; // ports at the fabric's link speed
    int ports_per_cage = 2; // twin-port OSFP: one transceiver serves two ports
    double price_usd = 0;
};

struct FabricSpec {
    std::string template_name;
    int nodes = 0; // day one
    int target_nodes = 0; // the size the fabric is designed for (>= nodes)
    int nics_per_node = 8; // compute NICs per node (one per GPU: the rails)
    int ports_per_nic = 1; // biplanar: 2 (an 800G NIC port run as 2 x 400G, one per plane)
    int node_ports_per_cage = 2; // DGX H100: twin-port OSFP cages on the node side too
    int planes = 1; // independent planes; endpoints of a node are spread over them
    int tiers = 2; // 2 or 3
    int su_nodes = 0; // > 0: rail-optimized with scalable units of this many nodes; 0: k-ary
    double oversubscription = 1.0; // leaf down:up ratio
    double spine_oversubscription = 1.0; // spine down:up ratio (3 tiers)
    SwitchModel leaf;
    SwitchModel spine;
    SwitchModel core;
    double switch_link_price_usd = 0; // one switch-to-switch link: cable + transceivers
    double endpoint_link_price_usd = 0; // one node-to-leaf link: cable + transceivers
    bool node_links_optical = true; // node-to-leaf links use transceivers (leaves in network racks)

    int endpointsPerNode() const { return nics_per_node * ports_per_nic; }
};

} // namespace plenum::fabric

// SPDX-License-Identifier: GPL-3.0-or-later
// Builds the switches and links of a compute fabric from a FabricSpec: rail-optimized fat trees
// with scalable units, k-ary fat trees with 2 and 3 tiers, multi-plane and biplanar designs.
//
// The rules (REFERENCE.md "Fabrics"):
// - Rail-optimized: rail r of every node of a scalable unit goes to leaf r of that SU; a partial SU
//   gets the leaves and leaf uplinks of a full one.
// - Every leaf spreads its uplinks evenly over all spines of its group (the same number of links to
//   each spine); so the spine count is the smallest divisor s of the leaf's uplinks u with
//   leaves × u / s <= spine radix — not merely ceil(leaves × u / radix). The same holds for pod
//   spines towards their core group in 3 tiers.
// - 3 tiers are built from whole pods: a pod is spine-down-ports leaves and u spines.
// - Planes never connect to each other: endpoint e of a node is on plane e % planes.
#pragma once

#include "fabric/fabric_spec.h"

#include <cstdint>
#include <string>
#include <vector>

namespace plenum::fabric {

enum class Layer { Leaf, Spine, Core };

struct Switch {
    Layer layer = Layer::Leaf;
    int plane = 0;
    int index = 0; // within its layer and plane
    int su = -1; // rail-optimized leaves
    int rail = -1; // rail-optimized leaves
    int pod = -1; // 3 tiers: leaves and spines
    int group = -1; // spines (2 tiers: 0) and cores: the spine/core group
    bool day_one = true;
};

struct Endpoint {
    int node = -1; // >= 0: node endpoint (port = endpoint index on the node)
    int sw = -1; // >= 0: index into FabricGraph::switches
    int port = 0;
};

struct FabricLink {
    Endpoint a; // lower layer (node or leaf or spine)
    Endpoint b; // upper layer
    Layer upper = Layer::Leaf; // Leaf: node-leaf, Spine: leaf-spine, Core: spine-core
    int plane = 0;
    bool day_one = true;
};

struct FabricGraph {
    FabricSpec spec;
    std::vector<Switch> switches;
    std::vector<FabricLink> links;
    int leaf_down = 0, leaf_up = 0; // leaf port split
    int spine_down = 0, spine_up = 0;
};

// Throws plenum::Error naming the limit when the spec is impossible.
FabricGraph buildFatTree(const FabricSpec &spec);

// The one rule for the tier count, used by every command that designs a fabric: `requested` > 0
// is taken as given; 0 keeps spec.tiers and, when that is 2 tiers that cannot serve the target,
// adds a core tier (NVIDIA's SuperPOD RAs go to 3 tiers once the leaves' uplinks outgrow one
// spine layer). `why` says which was chosen and why, in a sentence for the user.
struct TierChoice {
    FabricGraph graph;
    std::string why;
};
TierChoice buildFatTreeChoosingTiers(FabricSpec spec, int requested = 0);

struct FabricCounts {
    std::int64_t nodes = 0, endpoints = 0;
    int planes = 0, tiers = 0;
    std::int64_t leaves = 0, spines = 0, cores = 0;
    std::int64_t node_leaf = 0, leaf_spine = 0, spine_core = 0;
    std::int64_t transceivers = 0, cables = 0;
    double switches_usd = 0, switch_links_usd = 0, endpoint_links_usd = 0;
    double totalUsd() const { return switches_usd + switch_links_usd + endpoint_links_usd; }
    // Slim Fly / DeepSeek convention: (switches + switch-to-switch links) per endpoint.
    double perEndpointUsd() const { return endpoints ? (switches_usd + switch_links_usd) / double(endpoints) : 0; }
};

// Counts over all planes of the target-size fabric (transceivers: distinct cages in use).
FabricCounts countFabric(const FabricGraph &fabric);

} // namespace plenum::fabric

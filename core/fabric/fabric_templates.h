// SPDX-License-Identifier: GPL-3.0-or-later
// Named fabric designs (`plenum-cli fabric --template NAME`, and the fabrics of `plenum-cli new`),
// each following a public reference. Switch radix, cage sharing and prices come from the built-in
// catalogue; the topology figures (rails, SU size, planes) from the reference named in `source`.
#pragma once

#include "fabric/fabric_spec.h"

#include <string>
#include <vector>

namespace plenum::fabric {

struct FabricTemplate {
    std::string name;
    std::string description;
    std::string source;
    std::string node_slug; // catalogue device type of the compute node
    std::string switch_slug; // catalogue device type of leaf, spine and core switches
    int link_speed_gbps = 400;
    int default_nodes = 0;
    FabricSpec spec; // nodes/target filled with default_nodes; switch models from the catalogue
};

const std::vector<FabricTemplate> &fabricTemplates();

// The template's spec with its switch models resolved from the catalogue; throws Error for an
// unknown name (listing the known ones).
FabricTemplate fabricTemplate(const std::string &name);

// A switch model at `linkSpeedGbps` from a catalogue device type: its data ports at that speed,
// or twice its ports at twice that speed (an 800G port split into 2 × 400G).
SwitchModel switchModelFromCatalog(const std::string &slug, int linkSpeedGbps);

} // namespace plenum::fabric

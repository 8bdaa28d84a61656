// SPDX-License-Identifier: GPL-3.0-or-later
// What a routed project plugs in, counted one way for the route report and the BOM: one
// transceiver per occupied cage and SKU (a twin-port transceiver serves both links of its cage),
// and one physical cable per cable label (a twin-port cable realises two links under one label).
#pragma once

#include "model/index.h"

#include <string>
#include <vector>

namespace plenum::routing {

struct PluggedTransceiver {
    Id device = kNoId; // the device whose cage it fills (kNoId: the cable's link is unknown)
    std::string cage; // the cage name, or "port:<name>" for a port without one
    std::string sku;
    Id phase = kNoId; // the phase of the first cable that needs it
};

// In cable order; each cage and SKU once.
std::vector<PluggedTransceiver> pluggedTransceivers(const Project &project, const ProjectIndex &index);

// The first cable record of each label, in cable order: the cables one buys and pulls.
std::vector<const Cable *> physicalCables(const Project &project);

} // namespace plenum::routing

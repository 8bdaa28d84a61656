// SPDX-License-Identifier: GPL-3.0-or-later
// The topology as JSON for other tools (format "plenum-topology", version 1): sites by name rather
// than by Plenum's internal ids — phases, halls, racks (with position and type), devices (rack, U,
// face, model, role, fabric coordinates, ports), links between named ports with the cable that
// carries each (label, media, SKU, lengths, route) and the pathways.
#pragma once

#include "model/project.h"

#include <string>

namespace plenum::exporting {

std::string topologyJson(const Project &project);

} // namespace plenum::exporting

// SPDX-License-Identifier: GPL-3.0-or-later
// Fabric figures as JSON (the stable `plenum-cli fabric --json` document) and as a text table.
#pragma once

#include "fabric/fat_tree.h"
#include "json/json.h"

#include <string>

namespace plenum::fabric {

json::Value countsToJson(const FabricCounts &counts);
std::string countsToText(const std::string &title, const FabricCounts &counts);

} // namespace plenum::fabric

// SPDX-License-Identifier: GPL-3.0-or-later
// What a rack is for, as the floor plan colours it: GPU compute, network or storage. A rack takes
// the role of the devices that fill most of its U; PDUs, blanking panels, patch panels and
// management gear are in every kind of rack, so they do not count. Empty racks are Other.
#pragma once

#include "model/project.h"

#include <string_view>
#include <vector>

namespace plenum::app {

enum class RackRole { Other, Gpu, Network, Storage };

// The rack role a device of this device-type role makes (Other for support gear).
RackRole rackRoleOfDevice(std::string_view deviceRole);
// One role per rack, in the order of project.racks.
std::vector<RackRole> rackRoles(const Project &project);

} // namespace plenum::app

// SPDX-License-Identifier: GPL-3.0-or-later
// What a rack is for, as the floor plan colours it: GPU compute, network or storage. A rack takes
// the role of the devices that fill most of its U; PDUs, blanking panels, patch panels and
// management gear are in every kind of rack, so they do not count. Empty racks are Other.
#pragma once

#include "model/project.h"

#include <QColor>

#include <string_view>
#include <vector>

namespace plenum::app {

enum class RackRole { Other, Gpu, Network, Storage };

// The rack role a device of this device-type role makes (Other for support gear).
RackRole rackRoleOfDevice(std::string_view deviceRole);
// One role per rack, in the order of project.racks.
std::vector<RackRole> rackRoles(const Project &project);

// The colours racks are filled with, in the floor plan and the 3D hall alike.
struct RackColors {
    QColor other, otherLater, gpu, network, storage;
    QColor floor; // a rack of a later phase is its role's colour washed out towards the floor

    QColor fill(RackRole role, bool later) const;
};

} // namespace plenum::app

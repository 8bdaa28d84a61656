// SPDX-License-Identifier: GPL-3.0-or-later
// Hall edits: its outline, tile size, containment, ceiling height, raised floor and cooling capacity. A hall is named
// by its name or numeric id (empty: the project's only hall). Each edit validates first — every rack must stay inside a
// new outline (rules/placement.h, as space.floor judges it), every obstacle and floor reservation too, every rack and
// pathway must stay under a new ceiling — and changes nothing and throws Error naming the hall and the object in the
// way when it may not. Routing reads none of these, so no cable is touched.
#pragma once

#include "edit/change_set.h"

#include <cstdint>
#include <string>
#include <vector>

namespace plenum::edit {

// Any simple polygon; stored counter-clockwise.
ChangeSet setHallOutline(Project &project, const std::string &hall, const std::vector<Point> &outline);
// A floor grid of `tile_mm` (100 to 3000 mm; raised-floor tiles are 600 mm, or 24 in = 610 mm).
ChangeSet setHallTile(Project &project, const std::string &hall, int tile_mm);
ChangeSet setHallContainment(Project &project, const std::string &hall, Containment containment);
ChangeSet setHallCeiling(Project &project, const std::string &hall, int ceiling_height_mm);
// A raised floor of `height_mm` (finished floor above the slab); 0: the hall has no raised floor.
// Refused below 0 and above 2000 mm (estimate: raised-floor pedestals are sold to about 1.5 m).
ChangeSet setHallRaisedFloor(Project &project, const std::string &hall, int height_mm);
// The whole hall's cooling capacity in watts; 0: not modelled. Refused below 0.
ChangeSet setHallCooling(Project &project, const std::string &hall, std::int64_t cooling_capacity_w);

} // namespace plenum::edit

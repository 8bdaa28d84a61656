// SPDX-License-Identifier: GPL-3.0-or-later
// What a rack carries, summed once for every view and rule that shows or checks it (the
// elevation's gauges, the inspector, power.rack-budget, space.rack-weight, space.floor-load):
// - power (typical and maximum) of its devices, PDUs excluded: the rack's budget is what its PDUs
//   deliver, and a PDU's own draw comes from the feed upstream of its outlets; power shelves with a
//   catalogue efficiency count their conversion loss on the trays they feed (model/power_shelf.h);
// - weight of every device, PDUs included;
// - rack units of every device but blanking panels (0U devices use none).
#pragma once

#include "model/index.h"

#include <cstdint>
#include <functional>
#include <map>
#include <vector>

namespace plenum {

struct RackLoad {
    std::int64_t typical_power_w = 0;
    std::int64_t max_power_w = 0;
    std::int64_t power_shelf_loss_w = 0; // included in max_power_w: the shelves' loss at the maximum load
    std::int64_t power_budget_w = 0; // the rack type's; 0: not modelled
    double weight_kg = 0;
    int static_load_kg = 0; // the rack type's rating; 0: not modelled
    int used_u = 0;
    int height_u = 0;
    int devices = 0;
};

// True for the phases whose devices count (e.g. "this phase and earlier").
using PhaseFilter = std::function<bool(Id phase)>;

// The load of every rack that holds a counted device, in one pass over the devices, by rack id.
std::map<Id, RackLoad> rackLoads(const Project &project, const ProjectIndex &index, const PhaseFilter &counts);

// The load of one rack (its rack type's budget and size even when empty; all zero when unknown).
RackLoad rackLoad(const Project &project, const ProjectIndex &index, Id rack, const PhaseFilter &counts);

// The load of `rack` with one more device of type `extra` (the check of a mount before it is made).
RackLoad rackLoadWith(
    const Project &project, const ProjectIndex &index, Id rack, const PhaseFilter &counts, const DeviceType &extra);

// The load of a rack of type `rackType` (nullptr: unknown) holding devices of `types` (nullptr
// entries skipped): the one sum behind rackLoad(), for a caller that already holds the rack's devices.
RackLoad rackLoadOfTypes(const RackType *rackType, const std::vector<const DeviceType *> &types);

} // namespace plenum

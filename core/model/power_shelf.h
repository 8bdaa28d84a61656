// SPDX-License-Identifier: GPL-3.0-or-later
// Rack power shelves (GB200 NVL72 class, OCP ORv3 HPR): the shelves turn the PDUs' AC into the
// busbar's 48/54 V DC, and every tray without PSUs of its own (psu count 0, no C14/C20 inlet) draws
// from that busbar. A shelf's loss is not a figure of its own: it is what its rectifiers waste on
// the load they carry, AC in − DC out = DC load × (1 − η) / η, i.e. (1 − η) × the AC input (issue #16).
// η is the shelf's catalogue extras "efficiency"; a shelf without one counts its max_power_w as before.
#pragma once

#include "model/project.h"

#include <cstdint>

namespace plenum {

// Role of a power shelf in the catalogue.
inline constexpr const char *kPowerShelfRole = "power-shelf";

// The shelf type's conversion efficiency (0 < η ≤ 1) from the built-in catalogue's extras
// "efficiency"; 0 when the type has none (or is not a power shelf).
double powerShelfEfficiency(const DeviceType &type);

// True for a device that takes its power from the rack's busbar: no PSU of its own and no AC
// inlet, and it draws power (a compute or NVLink switch tray).
bool busbarFed(const DeviceType &type);

// What the power shelves of one rack carry, summed over its devices.
struct BusbarLoad {
    std::int64_t fed_max_w = 0; // maximum DC power of the busbar-fed devices
    std::int64_t fed_typical_w = 0; // typical DC power of the busbar-fed devices
    int shelves = 0; // shelves with a known efficiency
    double efficiency = 0; // of those shelves (the lowest when they differ)

    void add(const DeviceType &type); // one device of the rack
    void add(const BusbarLoad &other); // other devices on the same busbar (as each added)
    bool modelled() const { return shelves > 0 && efficiency > 0; }
    // The shelves' loss at the maximum (or typical) load: DC load × (1 − η) / η, 0 when not modelled.
    double lossW(bool maximum = true) const;
    // AC input of one shelf at the maximum load, the shelves sharing the busbar equally.
    double shelfInputW() const;
};

} // namespace plenum

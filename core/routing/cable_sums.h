// SPDX-License-Identifier: GPL-3.0-or-later
// The fill of a cable table per pathway segment, summed in fixed point (units of 2^-30 mm² and
// kg/m), so that sums are exact in any order: a cable taken out leaves exactly what the others put
// in. The router sums the table of an edit's run on a second thread, or starts from the sums the
// routing state kept of the table the last run wrote (RouteCache::sums) and the cables changed
// since (routing/router_kept.cpp). The twin-port cables are left to the kept pass (one of a
// label's cables counts, whichever is kept first) and listed instead.
#pragma once

#include "model/project.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <map>
#include <utility>
#include <vector>

namespace plenum::routing {

struct CableSums {
    static constexpr double kUnit = 1073741824.0; // 2^30 per mm² (kg/m)
    // 128 bits: a file's lengths are bounded (±2 km) but not its cables' number, and a coil's slack
    // spread over 1 m of tray reaches 2^50 units; no count of such cables can overflow these.
    __extension__ typedef __int128 Units;
    struct Cell {
        Units area = 0, kg = 0;
        std::int64_t count = 0;
        friend bool operator==(const Cell &, const Cell &) = default;
    };
    std::vector<Cell> cells; // per segment of every net, at Net::offset + its index
    std::map<double, std::int64_t> areas; // cross-section (mm²) → cables with it
    std::vector<std::size_t> twins; // positions of the twin-port cables, ascending
    std::vector<Id> twin_ids; // kept in the routing state: their ids, ascending (found again by id when cables moved)
    // The segments the cells are of, in order: each one's pathway and length (mm). Sums kept from
    // one run hold for another whose nets have the same segments.
    std::vector<std::pair<Id, double>> segments;
    friend bool operator==(const CableSums &, const CableSums &) = default;

    // A value in units; beyond ±2^33 (mm², kg/m) — far over any tray's capacity, and more than a
    // file's bounded lengths can give — it is held there, so that the conversion is defined for
    // any input.
    static Units units(double value)
    {
        constexpr double kMost = 8589934592.0; // 2^33
        return Units(std::llround(std::clamp(value, -kMost, kMost) * kUnit));
    }
    static double value(Units units) { return double(units) / kUnit; }
};

} // namespace plenum::routing

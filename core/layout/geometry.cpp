// SPDX-License-Identifier: GPL-3.0-or-later
#include "layout/geometry.h"

#include <fmt/format.h>

#include <cmath>

namespace plenum::layout {

Point facingStep(int rotation_deg)
{
    switch (((rotation_deg % 360) + 360) % 360) {
    case 90:
        return { 1, 0 };
    case 180:
        return { 0, -1 };
    case 270:
        return { -1, 0 };
    default:
        return { 0, 1 };
    }
}

std::string letters(std::int64_t index)
{
    std::string out;
    for (std::int64_t i = index + 1; i > 0; i = (i - 1) / 26)
        out.insert(out.begin(), char('A' + (i - 1) % 26));
    return out;
}

std::string floorGridName(Point centre, const RackType &type, int tile_mm)
{
    const std::int64_t tile = tile_mm > 0 ? tile_mm : 600;
    const std::int64_t tx = (centre.x_mm - type.width_mm / 2) / tile;
    const std::int64_t ty = (centre.y_mm - type.depth_mm / 2) / tile;
    return fmt::format("{}{:02}", letters(ty), tx + 1);
}

} // namespace plenum::layout

// SPDX-License-Identifier: GPL-3.0-or-later
#include "layout/tray_width.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace plenum::layout {

int trayWidthFor(const Pathway &pathway, const routing::FillLimits &limits, double loadMm2, double kgPerM,
    double usable, double ratingKgPerM, int fromMm)
{
    constexpr std::array<int, 5> kWidths { 300, 450, 600, 750, 900 };
    constexpr int kTray = kWidths.back(); // parallel trays are 900 mm (routing::traysOf)
    if (ratingKgPerM > 0 && kgPerM > usable * ratingKgPerM) // more than one tray can carry
        fromMm = std::max(fromMm, int(std::ceil(kgPerM / (usable * ratingKgPerM))) * kTray);
    // Usable mm² per mm of width.
    const double perMm
        = usable * limits.ratioFor(pathway.kind) * std::min(double(pathway.loading_depth_mm), limits.max_depth_mm);
    for (int width : kWidths)
        if (width >= fromMm && width * perMm >= loadMm2)
            return width;
    const int trays = std::max(1, int(std::ceil(loadMm2 / (kTray * perMm))));
    return std::max(trays, (fromMm + kTray - 1) / kTray) * kTray;
}

} // namespace plenum::layout

// SPDX-License-Identifier: GPL-3.0-or-later
// The width the layout gives a pathway for the load the router lays on it (layout/pathways.cpp,
// Builder::sizePathways): the narrowest standard tray width — 300, 450, 600, 750 or 900 mm — at
// or above `fromMm` whose fill limit (routing/fill_limit.h: the pathway kind's ratio × width ×
// min(loading depth, max depth); NEC 392.22's 50 % ventilated, 40 % solid bottom) holds `loadMm2`
// with only the share `usable` of it used (0.8: 25 % to spare), and whose trays carry `kgPerM`
// within the same share of `ratingKgPerM` per tray (NEMA VE 1; 0: not checked). Where one 900 mm
// tray cannot, n parallel 900 mm trays on one route: the width n × 900 (routing::traysOf).
#pragma once

#include "routing/fill_limit.h"

namespace plenum::layout {

int trayWidthFor(const Pathway &pathway, const routing::FillLimits &limits, double loadMm2, double kgPerM,
    double usable, double ratingKgPerM, int fromMm);

} // namespace plenum::layout

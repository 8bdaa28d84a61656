// SPDX-License-Identifier: GPL-3.0-or-later
// The usable cross-section of a pathway (NEC 392.22; REFERENCE.md, Pathways): signal and control
// cables may fill 50 % of a ladder or ventilated tray and 40 % of a solid-bottom tray, over a
// loading depth of at most 150 mm. PathwayKind::Tray is the solid-bottom tray; ladder, basket
// (wire mesh), riser and underfloor (basket) are ventilated; a fibre runway takes the ventilated
// ratio too (its maker's figure where known: a project setting). The router's capacities and
// pathway.fill both use this.
#pragma once

#include "model/project.h"

namespace plenum::routing {

struct FillLimits {
    double ventilated_ratio = 0.5; // pathway.fill_limit_ratio
    double solid_ratio = 0.4; // pathway.fill_limit_ratio_solid
    double max_depth_mm = 150; // pathway.max_loading_depth_mm

    double ratioFor(PathwayKind kind) const { return kind == PathwayKind::Tray ? solid_ratio : ventilated_ratio; }
    // Fill ratio × width × min(loading depth, max depth).
    double usableAreaMm2(const Pathway &pathway) const;
};

// The project's limits; NEC 392.22's values where a setting is absent.
FillLimits fillLimitsOf(const RuleSettings &settings);

} // namespace plenum::routing

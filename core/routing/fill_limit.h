// SPDX-License-Identifier: GPL-3.0-or-later
// The usable cross-section of a pathway (NEC 392.22; REFERENCE.md, Pathways): signal and control
// cables may fill 50 % of a ladder or ventilated tray and 40 % of a solid-bottom tray, over a
// loading depth of at most 150 mm. PathwayKind::Tray is the solid-bottom tray; ladder, basket
// (wire mesh), riser and underfloor (basket) are ventilated. A fibre runway is a plastic trough
// outside NEC 392.22's cable trays: it has a ratio of its own, pathway.fill_limit_ratio_fibre, for
// its maker's figure; without one, 50 % (TIA-569's maximum fill of a pathway, the ventilated
// tray's ratio — an estimate, as no maker's figure was found in a public source). The router's
// capacities and pathway.fill both use this.
//
// Slack coiled on a tray segment (Cable::slack) fills that segment too: its volume (slack length ×
// the cable's cross-section) spread over the segment's length, the coils of the cables stored
// there lying one after another along it. A 3 mm fibre with 10 m of slack on a 5 m segment adds
// 2 × 7.07 = 14.1 mm², as two more passes of the cable would.
#pragma once

#include "model/project.h"

namespace plenum::routing {

struct FillLimits {
    double ventilated_ratio = 0.5; // pathway.fill_limit_ratio
    double solid_ratio = 0.4; // pathway.fill_limit_ratio_solid
    double fibre_ratio = 0.5; // pathway.fill_limit_ratio_fibre
    double max_depth_mm = 150; // pathway.max_loading_depth_mm

    double ratioFor(PathwayKind kind) const
    {
        return kind == PathwayKind::Tray       ? solid_ratio
            : kind == PathwayKind::FiberRunway ? fibre_ratio
                                               : ventilated_ratio;
    }
    // Fill ratio × width × min(loading depth, max depth).
    double usableAreaMm2(const Pathway &pathway) const;
};

// The project's limits; NEC 392.22's values where a setting is absent.
FillLimits fillLimitsOf(const RuleSettings &settings);

// The cross-section of one cable of outer diameter `odMm`: π/4 · od².
double cableAreaMm2(double odMm);

// The length of segment `index` (points index → index + 1) of a pathway, in 3D; 0 when absent.
double segmentLengthMm(const Pathway &pathway, int index);

// What `slackMm` of a cable of outer diameter `odMm`, coiled on a segment `segmentLengthMm` long,
// adds to that segment's fill: cableAreaMm2(od) × slack ÷ length (a segment shorter than 1 m
// counts as 1 m: a coil needs that much tray).
double slackAreaMm2(double odMm, double slackMm, double segmentLengthMm);
// The same for its weight: kg_per_m × slack ÷ length (at least 1 m), kg per metre of tray.
double slackKgPerM(double kgPerM, double slackMm, double segmentLengthMm);

// Trays a pathway stands for: the layout names n parallel 900 mm trays one pathway n × 900 mm
// wide (layout/pathways.cpp), so a width over 900 mm is ⌈width ÷ 900⌉ trays, each carrying its share.
int traysOf(const Pathway &pathway);

} // namespace plenum::routing

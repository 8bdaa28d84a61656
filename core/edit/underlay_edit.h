// SPDX-License-Identifier: GPL-3.0-or-later
// Underlays: the architect's drawing under a hall's floor plan (model/project.h Underlay). Import
// one (its bytes checked by limits::underlayProblem), place it (position, scale, rotation),
// calibrate it from two image points a known distance apart, change its opacity, lock it, delete
// it. Each edit validates first, changes nothing and throws Error naming the underlay when it may
// not; a locked underlay refuses to be placed or calibrated.
#pragma once

#include "edit/change_set.h"

#include <memory>
#include <string>

namespace plenum::edit {

struct UnderlaySpec {
    std::string name; // unique among underlays
    std::string hall; // empty: the project's only hall
    UnderlayFormat format = UnderlayFormat::Png;
    int page = 0;
    std::shared_ptr<const std::string> bytes;
    std::int64_t x_mm = 0;
    std::int64_t y_mm = 0;
    double mm_per_px = 10;
    double rotation_deg = 0;
    double opacity = 0.5;
    bool locked = false;
};

struct FloorXY {
    double x_mm = 0;
    double y_mm = 0;
};

// Where image pixel (u, v) of the underlay lies on the floor (model/project.h Underlay).
FloorXY underlayToFloor(const Underlay &underlay, double u, double v);

ChangeSet addUnderlay(Project &project, const UnderlaySpec &spec);
ChangeSet placeUnderlay(Project &project, const std::string &underlay, std::int64_t x_mm, std::int64_t y_mm,
    double mm_per_px, double rotation_deg);
// Pixels (au, av) and (bu, bv) of the image are `distance_mm` apart: the scale becomes
// distance_mm / their pixel distance, and pixel (au, av) stays where it is on the floor.
ChangeSet calibrateUnderlay(
    Project &project, const std::string &underlay, double au, double av, double bu, double bv, double distance_mm);
ChangeSet setUnderlayOpacity(Project &project, const std::string &underlay, double opacity);
ChangeSet setUnderlayLocked(Project &project, const std::string &underlay, bool locked);
ChangeSet deleteUnderlay(Project &project, const std::string &underlay);

const Underlay &findUnderlay(const Project &project, const std::string &nameOrId);

} // namespace plenum::edit

// SPDX-License-Identifier: GPL-3.0-or-later
// Blanking panels (ASHRAE TC 9.9; airflow.blanking): one edit puts a 1U panel into every open U of
// a rack, one takes every panel of a rack out. An open U is one that no device of any phase holds
// (a later phase's server needs its U free) and no U-range reservation holds (space.reservation
// would count a panel there as taking the space promised to that phase). Panels are named
// <rack>-blank-uNN, as the layout builder names them, and belong to the rack's phase. Each edit
// validates first and throws Error naming the rack when there is nothing to do.
#pragma once

#include "edit/change_set.h"

#include <string>
#include <vector>

namespace plenum::edit {

// The open U of a rack, lowest first.
std::vector<int> openUnits(const Project &project, const std::string &rack);
// `panelType`: a device type slug (project or catalogue) whose role is "blanking" and height 1U.
ChangeSet addBlankingPanels(
    Project &project, const std::string &rack, const std::string &panelType = "blanking-panel-1u");
ChangeSet removeBlankingPanels(Project &project, const std::string &rack);

} // namespace plenum::edit

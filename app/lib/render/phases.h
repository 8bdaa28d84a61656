// SPDX-License-Identifier: GPL-3.0-or-later
// The phase a view shows (DESIGN.md §6 growth): phases are ordered day-one … target, and an object
// whose phase comes after the viewed phase is "later" — views hide or ghost it.
#pragma once

#include "model/project.h"

namespace plenum::app {

// Position of `phase` in project.phases; 0 for kNoId or an unknown id (treated as day-one).
int phaseRank(const Project &project, Id phase);

// True when an object added in `objectPhase` is not built yet at `viewPhase`. A viewPhase of kNoId
// means the first phase.
bool isLaterPhase(const Project &project, Id objectPhase, Id viewPhase);

} // namespace plenum::app

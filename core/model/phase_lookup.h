// SPDX-License-Identifier: GPL-3.0-or-later
// A phase by id: its index in project.phases and its name, for exports and analyses that print or
// sort by phase.
#pragma once

#include "model/project.h"

#include <string>

namespace plenum {

// Index of the phase `id` in project.phases (0 for kNoId or unknown ids).
int phaseIndex(const Project &project, Id id);
// Its name; "all" when the project has no phases.
std::string phaseName(const Project &project, Id id);

} // namespace plenum

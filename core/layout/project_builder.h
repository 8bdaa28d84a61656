// SPDX-License-Identifier: GPL-3.0-or-later
// Builds a complete project from a fabric template (DESIGN.md §4 steps 2–3): the fabric for the
// target size, racks filled within power, U and weight, rows with alternating hot and cold aisles,
// PDUs on feeds A and B, an out-of-band switch per rack, blanking panels, and the pathway network.
// Everything records the phase that adds it; positions of later phases are reserved.
#pragma once

#include "layout/layout_spec.h"

namespace plenum::layout {

// Throws Error for an unknown template, an impossible fabric or a hall too small for the target
// (naming how many racks do not fit).
Project buildProject(const BuildRequest &request, BuildReport *report = nullptr);

} // namespace plenum::layout

// SPDX-License-Identifier: GPL-3.0-or-later
// Phase edits: add a phase (at the end or before another), rename one, move one to another place in
// the order (the order is the build order: rules see a phase with every earlier one), and assign
// objects to a phase. Objects are racks, devices, pathways and reservations by name, or any of
// those and links by numeric id; a link's cable follows its link's phase (as the router writes it).
// Each edit validates first, changes nothing and throws Error naming the phase or object when it
// may not.
#pragma once

#include "edit/change_set.h"

#include <string>
#include <vector>

namespace plenum::edit {

// `before` empty: the new phase is the last.
ChangeSet addPhase(Project &project, const std::string &name, const std::string &before = {});
ChangeSet renamePhase(Project &project, const std::string &phase, const std::string &name);
// Moves the phase to `position` (0: first) of the order.
ChangeSet movePhase(Project &project, const std::string &phase, int position);
ChangeSet assignPhase(Project &project, const std::string &phase, const std::vector<std::string> &objects);

} // namespace plenum::edit

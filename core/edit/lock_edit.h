// SPDX-License-Identifier: GPL-3.0-or-later
// Locks (issue #18): a locked rack or obstacle stays where it is. Every edit that would move, turn,
// reshape or delete one — its family's edits, a row's deletion, the generic setter on its position,
// rotation, type, hall or outline — refuses with one sentence naming it ("rack AJ05 is locked;
// unlock it first") and changes nothing. A lock holds the object's place on the floor, not its
// contents: devices are still mounted, moved and deleted in a locked rack, and it may be renamed
// or put in another row or phase. A duplicate of a locked rack starts unlocked.
#pragma once

#include "edit/change_set.h"

#include <optional>
#include <string>
#include <vector>

namespace plenum::edit {

// Locks or unlocks the named racks and obstacles (names or numeric ids) in one change set; those
// already so are left alone (an empty change set when all are). Error naming the first unknown one.
ChangeSet setLocked(
    Project &project, const std::vector<std::string> &racks, const std::vector<std::string> &obstacles, bool locked);

// "rack AJ05 is locked; unlock it first" when it is, else nullopt; requireUnlocked throws it.
std::optional<std::string> lockProblem(const Rack &rack);
void requireUnlocked(const Rack &rack);
void requireUnlocked(const Obstacle &obstacle);

} // namespace plenum::edit

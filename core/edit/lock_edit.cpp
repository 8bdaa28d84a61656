// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/lock_edit.h"
#include "edit/edit_common.h"
#include "edit/obstacle_edit.h"

#include <fmt/format.h>

#include <unordered_set>

namespace plenum::edit {

std::optional<std::string> lockProblem(const Rack &rack)
{
    if (!rack.locked)
        return std::nullopt;
    return fmt::format("rack {} is locked; unlock it first", rack.name);
}

void requireUnlocked(const Rack &rack)
{
    if (auto problem = lockProblem(rack))
        throw Error(*problem);
}

void requireUnlocked(const Obstacle &obstacle)
{
    if (obstacle.locked)
        throw Error(fmt::format("{} '{}' is locked; unlock it first", toString(obstacle.kind), obstacle.name));
}

ChangeSet setLocked(
    Project &p, const std::vector<std::string> &racks, const std::vector<std::string> &obstacles, bool locked)
{
    if (racks.empty() && obstacles.empty())
        throw Error(
            locked ? "nothing to lock: name a rack or an obstacle" : "nothing to unlock: name a rack or an obstacle");
    Draft draft(p);
    std::unordered_set<Id> seen; // a name given twice changes its object once
    for (const std::string &name : racks) {
        const Rack &before = findRack(p, name);
        if (before.locked == locked || !seen.insert(before.id).second)
            continue;
        Rack after = before;
        after.locked = locked;
        draft.modify(before, after);
    }
    for (const std::string &name : obstacles) {
        const Obstacle &before = findObstacle(p, name);
        if (before.locked == locked || !seen.insert(before.id).second)
            continue;
        Obstacle after = before;
        after.locked = locked;
        draft.modify(before, after);
    }
    return draft.commit();
}

} // namespace plenum::edit

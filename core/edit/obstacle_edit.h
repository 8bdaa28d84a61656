// SPDX-License-Identifier: GPL-3.0-or-later
// Obstacle edits: add a column, CRAH, CDU, door or other obstacle by its outline, move it, reshape
// it, delete it. Obstacles are named by name or numeric id. Each edit validates first — a simple
// outline inside its hall, overlapping no rack (the same test as space.obstacle and the rack edits,
// rules/placement.h) — changes nothing and throws Error naming the obstacle and the reason when it
// may not; a locked obstacle is not moved, reshaped or deleted (edit/lock_edit.h). Routing does not read obstacles, so
// no cable is touched.
#pragma once

#include "edit/change_set.h"

#include <string>
#include <vector>

namespace plenum::edit {

struct ObstacleSpec {
    std::string name; // unique among the project's obstacles
    ObstacleKind kind = ObstacleKind::Column;
    std::vector<Point> outline; // any simple polygon; stored counter-clockwise
    std::string hall; // empty: the project's only hall
};

ChangeSet addObstacle(Project &project, const ObstacleSpec &spec);
// Adds every obstacle in one change set (a DXF hall's columns and CRAHs), each checked as
// addObstacle checks it, the names unique among the project's and each other's; in time linear in
// their number. On an error nothing is added and `failed` (when given) is the index of the spec.
ChangeSet addObstacles(Project &project, const std::vector<ObstacleSpec> &specs, std::size_t *failed = nullptr);
// Moves the outline by (dx, dy) mm.
ChangeSet moveObstacle(Project &project, const std::string &obstacle, std::int64_t dx_mm, std::int64_t dy_mm);
ChangeSet reshapeObstacle(Project &project, const std::string &obstacle, const std::vector<Point> &outline);
ChangeSet deleteObstacle(Project &project, const std::string &obstacle);

const Obstacle &findObstacle(const Project &project, const std::string &nameOrId);

} // namespace plenum::edit

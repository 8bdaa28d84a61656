// SPDX-License-Identifier: GPL-3.0-or-later
// Editing the pathway network (core API behind `plenum-cli pathway` and the GUI): add a pathway,
// move one (translate its centre line), reshape one (new centre-line points), delete one. Cables
// routed over a changed pathway are removed — they must be routed again — so nothing stale is
// left behind. Each edit validates first, changes nothing when it fails and returns its change
// set (edit/change_set.h).
#pragma once

#include "edit/change_set.h"

#include <string>
#include <vector>

namespace plenum::edit {

struct PathwaySpec {
    std::string name;
    Id hall = kNoId; // kNoId: the project's only hall
    PathwayKind kind = PathwayKind::Ladder;
    Service service = Service::Data;
    std::vector<Point3> points;
    int width_mm = 300;
    int loading_depth_mm = 100;
    std::string phase; // empty: the first phase
};

// Adds the pathway (its id: added(EntityKind::Pathway).front()). Throws Error for fewer than two
// points, a non-positive cross-section, an unknown hall or phase, a name already used by another
// pathway, or a point above the hall's ceiling (which movePathway and reshapePathway refuse too).
ChangeSet addPathway(Project &project, const PathwaySpec &spec);

// Moves every point by (dx, dy, dz) mm; the cables over it are removed.
ChangeSet movePathway(Project &project, Id pathway, std::int64_t dx_mm, std::int64_t dy_mm, std::int64_t dz_mm);

// Gives the pathway a new centre line (at least two points, none repeated back to back); the cables
// over it are removed. Throws Error naming the pathway.
ChangeSet reshapePathway(Project &project, Id pathway, const std::vector<Point3> &points);

// Deletes the pathway and the cables over it.
ChangeSet deletePathway(Project &project, Id pathway);

// The id of the pathway called `name`, or of the pathway with that numeric id; throws Error.
Id findPathway(const Project &project, const std::string &nameOrId);

} // namespace plenum::edit

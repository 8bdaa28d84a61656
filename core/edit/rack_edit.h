// SPDX-License-Identifier: GPL-3.0-or-later
// Rack edits: add a rack from a rack type, move, rotate, delete (with its devices, their links and
// cables), duplicate (with its devices, without links), and set its name, row or phase. Racks are
// named by their floor name or numeric id. Each edit validates first — the footprint must stay in
// the hall, off obstacles and off other racks (rules/placement.h, shared with the space.* rules) —
// changes nothing and throws Error naming the rack and the reason when it may not, and otherwise
// returns its change set. Moving or rotating a rack removes the cables of its devices' links:
// their routes no longer hold and `route` computes them again; renaming one removes them too (their
// end labels name the rack). A locked rack is not moved, turned or deleted (edit/lock_edit.h).
#pragma once

#include "edit/change_set.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace plenum::edit {

struct RackSpec {
    std::string name; // floor-grid name, unique in the project
    std::string rack_type; // slug in the project or the catalogue
    Point position; // centre of the footprint
    int rotation_deg = 0; // clockwise from north; 0: the front faces +y
    std::string row; // empty: not in a row
    std::string phase; // empty: the first phase
    std::string hall; // empty: the project's only hall
};

ChangeSet addRack(Project &project, const RackSpec &spec);
ChangeSet moveRack(Project &project, const std::string &rack, Point position);
// Moves the racks by (dx, dy) mm together, in one change set: refused as a whole when one is
// locked or would leave the hall, hit an obstacle or overlap a rack that is not moved with it.
ChangeSet moveRacks(Project &project, const std::vector<std::string> &racks, std::int64_t dx_mm, std::int64_t dy_mm);
// Why moveRacks() of these racks (by id) would be refused, as its one sentence, or nullopt: what a
// drag's preview shows. Linear in the racks per moved rack.
std::optional<std::string> moveRacksProblem(
    const Project &project, const std::vector<Id> &racks, std::int64_t dx_mm, std::int64_t dy_mm);
// Moves the rack to `position` without the placement checks — the space.* rules then report where
// it stands — and keeps its cables until they are routed again: for an API caller that means to
// put a rack anywhere (a test making a finding). Refused only when the rack is locked.
ChangeSet placeRackAnywhere(Project &project, const std::string &rack, Point position);
ChangeSet rotateRack(Project &project, const std::string &rack, int rotation_deg);
ChangeSet deleteRack(Project &project, const std::string &rack);
// A copy of the rack at `position` called `name`, with copies of its devices (a device named after
// the rack is renamed after the copy, any other gets "-<name>" appended); links are not copied.
ChangeSet duplicateRack(Project &project, const std::string &rack, const std::string &name, Point position);
ChangeSet setRackName(Project &project, const std::string &rack, const std::string &name);
// Empty row: the rack leaves its row.
ChangeSet setRackRow(Project &project, const std::string &rack, const std::string &row);
ChangeSet setRackPhase(Project &project, const std::string &rack, const std::string &phase);

} // namespace plenum::edit

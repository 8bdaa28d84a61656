// SPDX-License-Identifier: GPL-3.0-or-later
// Row edits: a row of N racks in one step (one change set, one undo entry), and deleting a row
// with its racks and everything in them. A row faces north, east, south or west (0/90/180/270°:
// the direction its rack fronts face, towards the cold aisle); its racks stand side by side,
// eastwards (+x) in a row facing north or south and northwards (+y) in a row facing east or west,
// named <prefix><NN> from 01. Every rack is validated as addRack() validates one.
#pragma once

#include "edit/change_set.h"

#include <optional>
#include <string>

namespace plenum::edit {

struct RowSpec {
    std::string name; // unique among the rows
    std::string rack_type; // slug in the project or the catalogue
    Point first; // centre of the first rack's footprint
    int count = 1; // racks, at least 1
    int facing_deg = 0; // 0, 90, 180 or 270
    std::string rack_prefix; // empty: the row's name
    std::string phase; // empty: the first phase
    std::string hall; // empty: the project's only hall
};

ChangeSet addRow(Project &project, const RowSpec &spec);
// Why addRow() would be refused, as its one sentence, or nullopt (a drag's preview). Linear in the
// racks per new rack.
std::optional<std::string> addRowProblem(const Project &project, const RowSpec &spec);
// The row, its racks, their devices, links and cables; refused when one of its racks is locked.
ChangeSet deleteRow(Project &project, const std::string &row);

} // namespace plenum::edit

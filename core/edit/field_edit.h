// SPDX-License-Identifier: GPL-3.0-or-later
// The generic setter (Tiled's ChangeValue<T>): any stored field of any entity but a cable, set from
// text through the one field list (model/fields.h) — numbers, true/false, enum names as in project
// files, "x,y,x,y,…" for an outline and "x,y,z,…" for a pathway's points. The entity is named by its
// table ("racks", "devices", … as in fields::tables) and its name (a type: its slug) or numeric id.
//
// It validates first and changes nothing on failure, with one sentence naming the object: an id
// cannot be set; a cable is the router's output (route again instead); a list of records (a device
// type's ports) is not text; a name must stay unique; a rack must stand where the rack edits would
// let it (rules/placement.h) and a device fit its U (the same function); a hall's outline, tile,
// containment, ceiling, raised floor and cooling go through the hall edits' checks, an obstacle's
// outline and a pathway's points through theirs (a pathway stays under the ceiling); a locked rack's position,
// rotation, type and hall and a locked obstacle's outline and hall are refused (edit/lock_edit.h); and the project's
// invariants must hold (references resolve, U inside the rack), as must the input limits a saved file is held to
// (store/input_limits.h: no negative weight). What routing reads drops the affected cables as the
// family edits do (a rack's position, a device's U, a link's ends, a pathway's points, a type's
// ports); a link's phase carries to its cable. A pathway's width, loading depth or kind keeps the
// cables over it (where they run does not change; routing judges the fill again).
#pragma once

#include "edit/change_set.h"

#include <string>
#include <vector>

namespace plenum::edit {

ChangeSet setField(Project &project, const std::string &table, const std::string &object, const std::string &field,
    const std::string &value);

// The fields setField() accepts for `table` (every stored field but "id"); Error for an unknown table.
std::vector<std::string> settableFields(const std::string &table);

} // namespace plenum::edit

// SPDX-License-Identifier: GPL-3.0-or-later
// Undo commands of the Document, one header beside each source: edit_command.h (hand edits),
// cable_change.h (rerouted cables), route_cables_command.h (Tools ▸ Route cables). Each command
// changes the model only through Document so the typed change signals fire; commands that may
// merge use an id from CommandId.
#pragma once

namespace plenum::app {

// Merge ids for QUndoCommand::id(): one enum so no two command kinds collide.
enum class CommandId : int {
    Edit = 1,
    RouteCables = 2,
    RerouteCables = 3,
};

} // namespace plenum::app

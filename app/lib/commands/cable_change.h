// SPDX-License-Identifier: GPL-3.0-or-later
// The cables an edit changed, and the undo step of cables rerouted after an edit that is no longer
// the last one (cable_change.cpp).
#pragma once

#include "commands/commands.h"
#include "model/project.h"

#include <QUndoCommand>

#include <vector>

namespace plenum::app {

class Document;

// The cables an edit changed, by id: `before` as they were, `after` as they are now (a cable only in
// `before` was removed, one only in `after` added). Stores just the changed cables, so a move in a
// 100k-GPU hall keeps its rack's few dozen cables, not the whole schedule.
struct CableChange {
    std::vector<Cable> before, after;
    Id nextIdBefore = kNoId, nextIdAfter = kNoId;

    // The change from `old` to `now` (each in any order).
    static CableChange between(const std::vector<Cable> &old, Id oldNextId, const std::vector<Cable> &now, Id nextId);
    bool empty() const { return before.empty() && after.empty(); }
    // Folds a later change into this one: before keeps the first version of each cable, after the last.
    void append(const CableChange &later);
    // The project's cables with this change applied forwards (redo) or backwards (undo), in link order.
    std::vector<Cable> applied(const Project &project, bool forwards) const;
};

// Cables rerouted after racks moved, when the move itself is no longer the last edit.
class RerouteCablesCommand : public QUndoCommand {
public:
    RerouteCablesCommand(Document *document, CableChange change, const QString &text);

    void undo() override;
    void redo() override;
    int id() const override { return int(CommandId::RerouteCables); }

private:
    Document *m_document;
    CableChange m_change;
};

} // namespace plenum::app

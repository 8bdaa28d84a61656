// SPDX-License-Identifier: GPL-3.0-or-later
// Undo commands of the Document. Each command changes the model only through Document so the
// typed change signals fire; commands that may merge use an id from CommandId.
#pragma once

#include "model/project.h"

#include <QUndoCommand>

namespace plenum::app {

class Document;

// Merge ids for QUndoCommand::id(): one enum so no two command kinds collide.
enum class CommandId : int {
    MoveRack = 1,
    RouteCables = 2,
    RerouteCables = 3,
};

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

// Moves one rack's footprint centre. Successive moves of the same rack within one gesture
// (a mouse drag) merge, so one drag is one undo entry.
class MoveRackCommand : public QUndoCommand {
public:
    MoveRackCommand(Document *document, Id rackId, Point from, Point to, int gesture);

    void undo() override;
    void redo() override;
    int id() const override { return int(CommandId::MoveRack); }
    bool mergeWith(const QUndoCommand *other) override;

    Id rackId() const { return m_rackId; }
    Point from() const { return m_from; }
    Point to() const { return m_to; }
    // The rack's cables rerouted after the move (in the background, once the rack was dropped):
    // from now on undo and redo restore them with the position. `change` is already applied.
    void attachCables(const CableChange &change) { m_cables.append(change); }
    bool hasCables() const { return !m_cables.empty(); }

private:
    Document *m_document;
    Id m_rackId;
    Point m_from;
    Point m_to;
    int m_gesture; // 0: never merges
    CableChange m_cables;
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

// Replaces every cable with a routing result (Tools ▸ Route cables); undo restores the cables (and the
// id counter) from before.
class RouteCablesCommand : public QUndoCommand {
public:
    RouteCablesCommand(
        Document *document, std::vector<Cable> before, Id nextIdBefore, std::vector<Cable> after, Id nextIdAfter);

    void undo() override;
    void redo() override;
    int id() const override { return int(CommandId::RouteCables); }

private:
    Document *m_document;
    std::vector<Cable> m_before, m_after;
    Id m_nextIdBefore, m_nextIdAfter;
};

} // namespace plenum::app

// SPDX-License-Identifier: GPL-3.0-or-later
// Undo commands of the Document. Each command changes the model only through Document so the
// typed change signals fire; commands that may merge use an id from CommandId.
#pragma once

#include "edit/change_set.h"
#include "model/project.h"

#include <QUndoCommand>

namespace plenum::app {

class Document;

// Merge ids for QUndoCommand::id(): one enum so no two command kinds collide.
enum class CommandId : int {
    Edit = 1,
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

// One hand edit (DESIGN.md §12): the core change sets it applied, in order, each with its inverse;
// undo applies the inverses backwards, redo the sets forwards. Successive edits sharing a non-zero
// gesture and merge key (one mouse drag of one rack) merge into one undo entry; a gesture that ends
// where it began is obsolete. Cables rerouted in the background for the racks it touched join it
// (attachCables) and are undone first, redone last.
class EditCommand : public QUndoCommand {
public:
    // `sets` are already applied to the document's project, in order; the first redo() does nothing.
    EditCommand(Document *document, const QString &text, std::vector<edit::ChangeSet> sets, std::vector<Id> racks,
        int gesture = 0, Id mergeKey = kNoId);

    void undo() override;
    void redo() override;
    int id() const override { return int(CommandId::Edit); }
    bool mergeWith(const QUndoCommand *other) override;

    // The racks whose cables this edit may have changed (what the background reroute routes again).
    const std::vector<Id> &racks() const { return m_racks; }
    // The racks' cables rerouted after the edit: from now on undo and redo restore them with the
    // edit. `change` is already applied.
    void attachCables(const CableChange &change) { m_cables.append(change); }
    bool hasCables() const { return !m_cables.empty(); }

private:
    Document *m_document;
    std::vector<edit::ChangeSet> m_sets, m_inverses;
    std::vector<Id> m_racks;
    int m_gesture; // 0: never merges
    Id m_mergeKey;
    bool m_applied = true; // the first redo() finds the set applied already
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

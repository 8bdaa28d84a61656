// SPDX-License-Identifier: GPL-3.0-or-later
// The one undo command of the GUI's hand edits (edit_command.cpp).
#pragma once

#include "commands/cable_change.h"
#include "commands/commands.h"
#include "edit/change_set.h"
#include "model/project.h"

#include <QUndoCommand>

#include <vector>

namespace plenum::app {

class Document;

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
    // The same for an incremental reroute's change set (already applied): it becomes the last set,
    // undone first and redone last.
    void attachChanges(edit::ChangeSet changes);
    bool hasCables() const { return !m_cables.empty() || m_attached; }

private:
    Document *m_document;
    std::vector<edit::ChangeSet> m_sets, m_inverses;
    std::vector<Id> m_racks;
    int m_gesture; // 0: never merges
    Id m_mergeKey;
    bool m_applied = true; // the first redo() finds the set applied already
    bool m_attached = false; // attachChanges() was called: merges no more
    CableChange m_cables;
};

} // namespace plenum::app

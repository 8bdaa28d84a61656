// SPDX-License-Identifier: GPL-3.0-or-later
// The incremental engine kept with the document (issue #17, engine_journal.h): its states, and
// the incremental reroute's cables applied as a change set, so that undo and redo of them are
// change sets too (and recorded for the next replay).
#include "commands/edit_command.h"
#include "document/document.h"
#include "routing/incremental.h"

namespace plenum::app {

bool Document::keepRoutingState(std::shared_ptr<const routing::RoutingState> state, int revision)
{
    return m_engine.keepRouting(std::move(state), revision, m_revision);
}

bool Document::keepCheckState(std::shared_ptr<const rules::CheckState> state, int revision)
{
    return m_engine.keepChecks(std::move(state), revision, m_revision);
}

bool Document::applyEngineReroute(
    edit::ChangeSet cables, std::shared_ptr<const routing::RoutingState> state, int baseRevision, const QString &text)
{
    if (baseRevision != m_revision)
        return false;
    if (cables.empty()) {
        keepRoutingState(std::move(state), m_revision);
        return true;
    }
    try {
        edit::apply(m_project, cables); // validates first: a change set that does not fit changes nothing
    } catch (const std::exception &) {
        return false; // cannot happen at the base revision; the next reroute starts from the journal
    }
    afterChange(cables);
    // The stack owns its commands; the last one takes the cables the edits changed while it is the
    // newest step (nothing to redo, whose change sets expect the cables as they are) and unsaved.
    const QUndoCommand *last = m_undoStack.index() > 0 ? m_undoStack.command(m_undoStack.index() - 1) : nullptr;
    auto *edit = const_cast<EditCommand *>(dynamic_cast<const EditCommand *>(last));
    if (edit && m_undoStack.index() == m_undoStack.count() && !m_undoStack.isClean())
        edit->attachChanges(std::move(cables));
    else
        m_undoStack.push(new EditCommand(this, text, { std::move(cables) }, {}));
    keepRoutingState(std::move(state), m_revision);
    return true;
}

} // namespace plenum::app

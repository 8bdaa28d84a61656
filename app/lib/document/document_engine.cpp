// SPDX-License-Identifier: GPL-3.0-or-later
// The incremental engine kept with the document (issue #17, engine_journal.h): its states, and
// the incremental reroute's cables applied as a change set, so that undo and redo of them are
// change sets too (and recorded for the next replay).
#include "commands/edit_command.h"
#include "document/document.h"
#include "routing/incremental.h"
#include "rules/incremental_check.h"

#include <algorithm>

namespace plenum::app {
namespace {

// Past this many entity changes since the state (a deleted row, a full route's cables applied), the
// run goes to a job: its time grows with them, and the window would freeze for it.
constexpr std::size_t kInPlaceChanges = 2048;

std::size_t changeCount(const ChangeList &sets)
{
    std::size_t n = 0;
    for (const auto &set : sets)
        n += set->changes.size();
    return n;
}

} // namespace

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
    pushRerouteStep(std::move(cables), text);
    keepRoutingState(std::move(state), m_revision);
    return true;
}

void Document::pushRerouteStep(edit::ChangeSet cables, const QString &text)
{
    afterChange(cables);
    // The stack owns its commands; the last one takes the cables the edits changed while it is the
    // newest step (nothing to redo, whose change sets expect the cables as they are) and unsaved.
    const QUndoCommand *last = m_undoStack.index() > 0 ? m_undoStack.command(m_undoStack.index() - 1) : nullptr;
    auto *edit = const_cast<EditCommand *>(dynamic_cast<const EditCommand *>(last));
    if (edit && m_undoStack.index() == m_undoStack.count() && !m_undoStack.isClean())
        edit->attachChanges(std::move(cables));
    else
        m_undoStack.push(new EditCommand(this, text, { std::move(cables) }, {}));
}

bool Document::rerouteInPlace(const QString &text, routing::RerouteReport &report, routing::Refusal &refusal)
{
    refusal = {};
    EngineTaken<routing::RoutingState> taken = m_engine.takeRouting(m_revision);
    if (!taken.state)
        return false;
    if (changeCount(taken.changes) > kInPlaceChanges) {
        keepRoutingState(std::move(taken.state), taken.revision); // a job replays them
        return false;
    }
    edit::ChangeSet all; // every edit since the state, in order
    for (const auto &set : taken.changes)
        all.changes.insert(all.changes.end(), set->changes.begin(), set->changes.end());
    std::optional<routing::RerouteReport> r = routing::rerouteIncrementalOnly(m_project, *taken.state, all, refusal);
    if (!r)
        return false; // the project as it was, the state gone with `taken`: a job routes in full
    // The router wrote the cables into the project: the change set it returns is what it applied.
    if (!r->cables.empty())
        pushRerouteStep(r->cables, text);
    keepRoutingState(std::move(taken.state), m_revision);
    report = std::move(*r);
    return true;
}

bool Document::checkInPlace()
{
    EngineTaken<rules::CheckState> taken = m_engine.takeChecks(m_revision);
    if (!taken.state)
        return false;
    const auto everyOwner = [](const edit::Change &c) {
        const edit::EntityKind kind = c.kind();
        return kind == edit::EntityKind::Phase || kind == edit::EntityKind::Hall || kind == edit::EntityKind::Row
            || kind == edit::EntityKind::RackType || kind == edit::EntityKind::DeviceType;
    };
    const bool job = changeCount(taken.changes) > kInPlaceChanges
        || std::any_of(taken.changes.begin(), taken.changes.end(),
            [&](const auto &set) { return std::any_of(set->changes.begin(), set->changes.end(), everyOwner); });
    if (job) {
        // Every owner checked again, or many changes: a job's work, from the state put back.
        keepCheckState(std::move(taken.state), taken.revision);
        return false;
    }
    std::vector<const edit::ChangeSet *> changes;
    for (const auto &set : taken.changes)
        changes.push_back(set.get());
    rules::CheckReport report = rules::checkIncremental(m_project, *taken.state, changes);
    keepCheckState(std::move(taken.state), m_revision);
    setFindings(std::move(report.findings), m_revision);
    return true;
}

} // namespace plenum::app

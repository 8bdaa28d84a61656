// SPDX-License-Identifier: GPL-3.0-or-later
// The incremental engine's memory in the document (issue #17, DESIGN.md §12): the routing state
// (routing/incremental.h) and the check state (rules/incremental_check.h), each as it was at one
// revision of the project, and the change sets that made every later revision. A background job
// brings a state up to the current revision by replaying those change sets through
// rerouteIncremental() or checkIncremental(); a revision made any other way (a new or opened
// project, every cable replaced by a full routing or its undo) breaks the chain, and the states
// older than it are dropped, so a job never replays a history with a gap.
#pragma once

#include "edit/change_set.h"

#include <cstddef>
#include <deque>
#include <memory>
#include <optional>
#include <vector>

namespace plenum::routing {
struct RoutingState;
}
namespace plenum::rules {
struct CheckState;
}

namespace plenum::app {

using ChangeList = std::vector<std::shared_ptr<const edit::ChangeSet>>;

// A state and the revision it describes, with the change sets since (what a job needs).
template <class State> struct EngineInput {
    std::shared_ptr<const State> state;
    int revision = -1;
    ChangeList changes; // made revisions revision + 1 … now, in order
};

// A state taken out of the journal to be brought up to date in place (Document::rerouteInPlace).
template <class State> struct EngineTaken {
    std::shared_ptr<State> state; // null: not taken
    int revision = -1;
    ChangeList changes;
};

class EngineJournal {
public:
    // At most this many change sets are kept; past it, the states older than the oldest kept go.
    static constexpr std::size_t kMaxChanges = 4096;
    // Without a state, the last few are kept for jobs that are about to bring one.
    static constexpr std::size_t kMaxChangesWithoutState = 64;

    // Revision `revision` (the one after the last recorded or broken) was made by `changes`.
    void record(int revision, const edit::ChangeSet &changes);
    // Revision `revision` was made otherwise: every state older than it is dropped.
    void breakAt(int revision);
    // The change sets that made revisions from + 1 … to, in order; nullopt when one is missing.
    std::optional<ChangeList> between(int from, int to) const;

    // The states kept, each with what a job needs to bring it to revision `now`; empty (a null
    // state) when there is none or the chain from it is broken.
    EngineInput<routing::RoutingState> routing(int now) const;
    EngineInput<rules::CheckState> checks(int now) const;
    // Keeps a state computed at `revision`, unless the chain from there to `now` is broken or a
    // newer state is kept already. True if kept.
    bool keepRouting(std::shared_ptr<const routing::RoutingState> state, int revision, int now);
    bool keepChecks(std::shared_ptr<const rules::CheckState> state, int revision, int now);
    // The state with the change sets since, taken out of the journal to be changed in place — only
    // when the journal alone holds it (a job's copy may still be read) and the chain to `now` holds;
    // otherwise nothing is taken (a null state). Keep it again with keepRouting / keepChecks.
    EngineTaken<routing::RoutingState> takeRouting(int now);
    EngineTaken<rules::CheckState> takeChecks(int now);
    void clear();

    std::size_t changeCount() const { return m_changes.size(); }

private:
    template <class State>
    EngineInput<State> input(const std::shared_ptr<const State> &state, int revision, int now) const;
    template <class State> EngineTaken<State> take(std::shared_ptr<const State> &kept, int &revision, int now);
    bool reachable(int revision, int now) const;
    void trim();

    struct Entry {
        int revision;
        std::shared_ptr<const edit::ChangeSet> changes;
    };
    std::deque<Entry> m_changes; // consecutive revisions, oldest first
    std::shared_ptr<const routing::RoutingState> m_routing;
    int m_routingRevision = -1;
    std::shared_ptr<const rules::CheckState> m_checks;
    int m_checksRevision = -1;
};

} // namespace plenum::app

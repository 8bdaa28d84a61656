// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/engine_journal.h"

#include <algorithm>
#include <utility>

namespace plenum::app {

void EngineJournal::record(int revision, const edit::ChangeSet &changes)
{
    if (!m_changes.empty() && m_changes.back().revision != revision - 1)
        breakAt(revision - 1); // a revision in between was not recorded (defensive: bumps record or break)
    m_changes.push_back({ revision, std::make_shared<const edit::ChangeSet>(changes) });
    trim();
}

void EngineJournal::breakAt(int revision)
{
    m_changes.clear();
    if (m_routingRevision < revision) {
        m_routing.reset();
        m_routingRevision = -1;
    }
    if (m_checksRevision < revision) {
        m_checks.reset();
        m_checksRevision = -1;
    }
}

bool EngineJournal::reachable(int revision, int now) const
{
    if (revision < 0 || revision > now)
        return false;
    if (revision == now)
        return true;
    return !m_changes.empty() && m_changes.front().revision <= revision + 1 && m_changes.back().revision == now;
}

std::optional<ChangeList> EngineJournal::between(int from, int to) const
{
    if (!reachable(from, to))
        return std::nullopt;
    ChangeList list;
    for (const Entry &e : m_changes)
        if (e.revision > from && e.revision <= to)
            list.push_back(e.changes);
    return list;
}

template <class State>
EngineInput<State> EngineJournal::input(const std::shared_ptr<const State> &state, int revision, int now) const
{
    EngineInput<State> in;
    if (!state)
        return in;
    std::optional<ChangeList> changes = between(revision, now);
    if (!changes)
        return in;
    in.state = state;
    in.revision = revision;
    in.changes = std::move(*changes);
    return in;
}

EngineInput<routing::RoutingState> EngineJournal::routing(int now) const
{
    return input(m_routing, m_routingRevision, now);
}

EngineInput<rules::CheckState> EngineJournal::checks(int now) const
{
    return input(m_checks, m_checksRevision, now);
}

bool EngineJournal::keepRouting(std::shared_ptr<const routing::RoutingState> state, int revision, int now)
{
    if (!state || !reachable(revision, now) || (m_routing && m_routingRevision > revision))
        return false;
    m_routing = std::move(state);
    m_routingRevision = revision;
    trim();
    return true;
}

bool EngineJournal::keepChecks(std::shared_ptr<const rules::CheckState> state, int revision, int now)
{
    if (!state || !reachable(revision, now) || (m_checks && m_checksRevision > revision))
        return false;
    m_checks = std::move(state);
    m_checksRevision = revision;
    trim();
    return true;
}

template <class State>
EngineTaken<State> EngineJournal::take(std::shared_ptr<const State> &kept, int &revision, int now)
{
    EngineTaken<State> out;
    if (!kept || kept.use_count() != 1)
        return out;
    std::optional<ChangeList> changes = between(revision, now);
    if (!changes)
        return out;
    // Every state kept here was made (and handed over) by a job as a non-const object: the journal
    // holds it as const only so that readers do not change it while it is shared.
    out.state = std::const_pointer_cast<State>(std::move(kept));
    out.revision = std::exchange(revision, -1);
    out.changes = std::move(*changes);
    kept.reset();
    return out;
}

EngineTaken<routing::RoutingState> EngineJournal::takeRouting(int now)
{
    return take(m_routing, m_routingRevision, now);
}

EngineTaken<rules::CheckState> EngineJournal::takeChecks(int now)
{
    return take(m_checks, m_checksRevision, now);
}

void EngineJournal::clear()
{
    m_changes.clear();
    m_routing.reset();
    m_checks.reset();
    m_routingRevision = m_checksRevision = -1;
}

void EngineJournal::trim()
{
    // Without a state, or with one of the two missing, the last few change sets stay for a job
    // that is about to bring it (a routing of the opened project, say).
    const std::size_t keep = m_routing && m_checks ? 0 : kMaxChangesWithoutState;
    int floor = -1; // the change sets up to the oldest state's revision are needed no more
    if (m_routing)
        floor = m_routingRevision;
    if (m_checks)
        floor = floor < 0 ? m_checksRevision : std::min(floor, m_checksRevision);
    if (floor < 0)
        floor = m_changes.empty() ? 0 : m_changes.back().revision;
    while (m_changes.size() > keep && m_changes.front().revision <= floor)
        m_changes.pop_front();
    if (m_changes.size() <= kMaxChanges)
        return;
    while (m_changes.size() > kMaxChanges)
        m_changes.pop_front();
    const int oldest = m_changes.front().revision - 1; // the oldest revision still reachable
    if (m_routing && m_routingRevision < oldest) {
        m_routing.reset();
        m_routingRevision = -1;
    }
    if (m_checks && m_checksRevision < oldest) {
        m_checks.reset();
        m_checksRevision = -1;
    }
}

} // namespace plenum::app

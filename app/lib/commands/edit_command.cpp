// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands/edit_command.h"

#include "document/document.h"

#include <algorithm>
#include <map>
#include <utility>

namespace plenum::app {

EditCommand::EditCommand(Document *document, const QString &text, std::vector<edit::ChangeSet> sets,
    std::vector<Id> racks, int gesture, Id mergeKey)
    : m_document(document)
    , m_sets(std::move(sets))
    , m_racks(std::move(racks))
    , m_gesture(gesture)
    , m_mergeKey(mergeKey)
{
    for (const edit::ChangeSet &set : m_sets)
        m_inverses.push_back(set.inverted());
    setText(text);
}

void EditCommand::undo()
{
    if (!m_cables.empty())
        m_document->applyCables(m_cables.applied(m_document->project(), false), m_cables.nextIdBefore);
    for (auto it = m_inverses.rbegin(); it != m_inverses.rend(); ++it)
        m_document->applyChangeSet(*it);
    m_applied = false;
}

void EditCommand::redo()
{
    if (m_applied)
        return; // pushed after the edit was made
    for (const edit::ChangeSet &set : m_sets)
        m_document->applyChangeSet(set);
    if (!m_cables.empty())
        m_document->applyCables(m_cables.applied(m_document->project(), true), m_cables.nextIdAfter);
    m_applied = true;
}

void EditCommand::attachChanges(edit::ChangeSet changes)
{
    m_inverses.push_back(changes.inverted());
    m_sets.push_back(std::move(changes));
    m_attached = true;
}

bool EditCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const EditCommand *>(other);
    if (m_gesture == 0 || next->m_gesture != m_gesture || next->m_mergeKey != m_mergeKey || hasCables())
        return false;
    m_sets.insert(m_sets.end(), next->m_sets.begin(), next->m_sets.end());
    m_inverses.insert(m_inverses.end(), next->m_inverses.begin(), next->m_inverses.end());
    for (Id rack : next->m_racks)
        if (std::find(m_racks.begin(), m_racks.end(), rack) == m_racks.end())
            m_racks.push_back(rack);
    // Obsolete when every entity the gesture touched is back as it was (a drag back to its start):
    // only modifications, each entity's first `before` equal to its last `after`.
    std::map<std::pair<int, Id>, std::pair<const edit::Entity *, const edit::Entity *>> ends;
    bool onlyModified = true;
    for (const edit::ChangeSet &set : m_sets) {
        onlyModified = onlyModified && set.next_id_before == set.next_id_after;
        for (const edit::Change &c : set.changes) {
            if (!c.modified()) {
                onlyModified = false;
                break;
            }
            auto [it, fresh] = ends.try_emplace({ int(c.kind()), c.id() }, &*c.before, &*c.after);
            if (!fresh)
                it->second.second = &*c.after;
        }
    }
    bool back = onlyModified;
    for (const auto &[key, values] : ends)
        back = back && *values.first == *values.second;
    setObsolete(back);
    return true;
}

} // namespace plenum::app

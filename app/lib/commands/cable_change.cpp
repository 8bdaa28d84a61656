// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands/cable_change.h"

#include "document/document.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

namespace plenum::app {

CableChange CableChange::between(const std::vector<Cable> &old, Id oldNextId, const std::vector<Cable> &now, Id nextId)
{
    CableChange change;
    change.nextIdBefore = oldNextId;
    change.nextIdAfter = nextId;
    std::unordered_map<Id, const Cable *> oldById;
    oldById.reserve(old.size());
    for (const Cable &c : old)
        oldById.emplace(c.id, &c);
    std::unordered_set<Id> kept;
    for (const Cable &c : now) {
        auto it = oldById.find(c.id);
        if (it != oldById.end()) {
            kept.insert(c.id);
            if (*it->second == c)
                continue;
            change.before.push_back(*it->second);
        }
        change.after.push_back(c);
    }
    for (const Cable &c : old)
        if (!kept.count(c.id))
            change.before.push_back(c); // removed
    return change;
}

void CableChange::append(const CableChange &later)
{
    if (empty()) {
        *this = later;
        return;
    }
    std::unordered_set<Id> known;
    for (const Cable &c : before)
        known.insert(c.id);
    std::unordered_set<Id> ours; // cables that exist only because of this change so far
    for (const Cable &c : after)
        if (!known.count(c.id))
            ours.insert(c.id);
    for (const Cable &c : later.before)
        if (!known.count(c.id) && !ours.count(c.id))
            before.push_back(c); // first changed now: this is its original
    std::unordered_set<Id> replaced;
    for (const Cable &c : later.before)
        replaced.insert(c.id);
    for (const Cable &c : later.after)
        replaced.insert(c.id);
    std::erase_if(after, [&](const Cable &c) { return replaced.count(c.id) > 0; });
    after.insert(after.end(), later.after.begin(), later.after.end());
    nextIdAfter = later.nextIdAfter;
}

std::vector<Cable> CableChange::applied(const Project &project, bool forwards) const
{
    std::unordered_set<Id> touched;
    for (const Cable &c : before)
        touched.insert(c.id);
    for (const Cable &c : after)
        touched.insert(c.id);
    std::vector<Cable> cables;
    cables.reserve(project.cables.size() + after.size());
    for (const Cable &c : project.cables)
        if (!touched.count(c.id))
            cables.push_back(c);
    const std::vector<Cable> &add = forwards ? after : before;
    cables.insert(cables.end(), add.begin(), add.end());
    // Back into link order, as the router writes them (a cable of an unknown link goes last).
    std::unordered_map<Id, std::size_t> linkOrder;
    linkOrder.reserve(project.links.size());
    for (std::size_t i = 0; i < project.links.size(); ++i)
        linkOrder.emplace(project.links[i].id, i);
    auto order = [&](const Cable &c) {
        auto it = linkOrder.find(c.link);
        return it == linkOrder.end() ? project.links.size() : it->second;
    };
    std::stable_sort(cables.begin(), cables.end(), [&](const Cable &a, const Cable &b) { return order(a) < order(b); });
    return cables;
}

RerouteCablesCommand::RerouteCablesCommand(Document *document, CableChange change, const QString &text)
    : m_document(document)
    , m_change(std::move(change))
{
    setText(text);
}

void RerouteCablesCommand::undo()
{
    m_document->applyCables(m_change.applied(m_document->project(), false), m_change.nextIdBefore);
}

void RerouteCablesCommand::redo()
{
    m_document->applyCables(m_change.applied(m_document->project(), true), m_change.nextIdAfter);
}

} // namespace plenum::app

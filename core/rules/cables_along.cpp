// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/cables_along.h"

#include <algorithm>

namespace plenum::rules {

bool cableLiesOn(const Cable &cable, Id pathway)
{
    return cable.slack.pathway == pathway
        || std::any_of(
            cable.route.begin(), cable.route.end(), [&](const RouteStep &step) { return step.pathway == pathway; });
}

void CablesAlong::add(const Cable &cable)
{
    // Each pathway once per cable: a route runs along a pathway over consecutive segments.
    Id last = kNoId;
    for (const RouteStep &step : cable.route) {
        if (step.pathway == last || step.pathway == kNoId)
            continue;
        last = step.pathway;
        std::vector<Id> &list = m_lists[step.pathway].cables;
        if (list.empty() || list.back() != cable.id)
            list.push_back(cable.id);
    }
    if (cable.slack.pathway != kNoId) {
        std::vector<Id> &list = m_lists[cable.slack.pathway].cables;
        if (list.empty() || list.back() != cable.id)
            list.push_back(cable.id);
    }
}

CablesAlong::CablesAlong(const Project &project)
{
    for (const Cable &cable : project.cables)
        add(cable);
    for (auto &[pathway, list] : m_lists) {
        // A route that comes back to a pathway lists its cable again.
        std::sort(list.cables.begin(), list.cables.end());
        list.cables.erase(std::unique(list.cables.begin(), list.cables.end()), list.cables.end());
        list.compacted = list.cables.size();
    }
}

void CablesAlong::update(const edit::ChangeSet &changes)
{
    for (const edit::Change &c : changes.changes)
        if (c.after && c.kind() == edit::EntityKind::Cable)
            add(std::get<Cable>(*c.after));
}

void CablesAlong::compact(const Project &project, const CableColumns &columns)
{
    for (auto it = m_lists.begin(); it != m_lists.end();) {
        List &list = it->second;
        if (list.cables.size() < 2 * list.compacted + 64) {
            ++it;
            continue;
        }
        std::vector<Id> kept;
        for (Id id : list.cables) {
            const std::uint32_t at = columns.position(id);
            if (at < project.cables.size() && project.cables[at].id == id && cableLiesOn(project.cables[at], it->first))
                kept.push_back(id);
        }
        std::sort(kept.begin(), kept.end());
        kept.erase(std::unique(kept.begin(), kept.end()), kept.end());
        if (kept.empty()) {
            it = m_lists.erase(it);
            continue;
        }
        list.cables = std::move(kept);
        list.compacted = list.cables.size();
        ++it;
    }
}

std::optional<std::vector<std::size_t>> CablesAlong::positions(
    const Project &project, const CableColumns &columns, const IdSet &pathways) const
{
    if (!columns.unique() || columns.size() != project.cables.size())
        return std::nullopt;
    std::vector<std::size_t> out;
    for (Id pathway : pathways) {
        const auto it = m_lists.find(pathway);
        if (it == m_lists.end())
            continue;
        for (Id id : it->second.cables) {
            const std::uint32_t at = columns.position(id);
            if (at < project.cables.size() && project.cables[at].id == id && cableLiesOn(project.cables[at], pathway))
                out.push_back(at);
        }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::size_t CablesAlong::entries() const
{
    std::size_t n = 0;
    for (const auto &[pathway, list] : m_lists)
        n += list.cables.size();
    return n;
}

} // namespace plenum::rules

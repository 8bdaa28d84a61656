// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/cable_columns.h"

#include <algorithm>

namespace plenum::rules {

CableRow cableRow(const Cable &cable)
{
    CableRow r;
    r.id = cable.id;
    r.link = cable.link;
    r.end_a = cable.end_a.device;
    r.end_b = cable.end_b.device;
    r.slack_rack = cable.slack.rack;
    r.slack_pathway = cable.slack.pathway;
    r.slack_segment = cable.slack.segment;
    r.span = cable.span;
    return r;
}

CableColumns::CableColumns(const Project &project)
{
    m_rows.reserve(project.cables.size());
    for (const Cable &cable : project.cables) {
        m_rows.push_back(cableRow(cable));
        m_channel += cable.span != CableSpan::Link;
        m_sorted = m_sorted && (m_rows.size() < 2 || m_rows[m_rows.size() - 2].link <= cable.link);
    }
    if (m_rows.size() >= kNone) { // positions do not fit: every lookup fails, every update rebuilds
        m_unique = false;
        return;
    }
    reserveSlots(project.next_id);
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const Id id = m_rows[i].id;
        if (id >= 0 && std::size_t(id) < m_slots.size()) {
            std::uint32_t &slot = m_slots[std::size_t(id)];
            m_unique = m_unique && slot == kNone;
            if (slot == kNone)
                slot = std::uint32_t(i);
        } else {
            m_unique = m_far.emplace(id, std::uint32_t(i)).second && m_unique;
        }
    }
}

void CableColumns::reserveSlots(Id nextId)
{
    // Ids below next_id in a valid project; slots up to a bound like ProjectIndex's.
    const std::uint64_t bound = 64 * std::uint64_t(m_rows.size()) + (1u << 20);
    if (nextId <= 0 || std::uint64_t(nextId) > bound || std::size_t(nextId) <= m_slots.size())
        return;
    m_slots.resize(std::size_t(nextId), kNone);
    for (auto it = m_far.begin(); it != m_far.end();)
        if (it->first >= 0 && std::size_t(it->first) < m_slots.size()) {
            m_slots[std::size_t(it->first)] = it->second;
            it = m_far.erase(it);
        } else {
            ++it;
        }
}

std::uint32_t CableColumns::position(Id id) const
{
    if (id >= 0 && std::size_t(id) < m_slots.size())
        return m_slots[std::size_t(id)];
    const auto it = m_far.find(id);
    return it == m_far.end() ? kNone : it->second;
}

bool CableColumns::sortedAround(std::size_t at) const
{
    const auto ordered
        = [&](std::size_t i) { return i == 0 || i >= m_rows.size() || m_rows[i - 1].link <= m_rows[i].link; };
    return ordered(at) && ordered(at + 1);
}

void CableColumns::place(std::size_t from)
{
    for (std::size_t i = from; i < m_rows.size(); ++i) {
        const Id id = m_rows[i].id;
        if (id >= 0 && std::size_t(id) < m_slots.size())
            m_slots[std::size_t(id)] = std::uint32_t(i);
        else
            m_far[id] = std::uint32_t(i);
    }
}

bool CableColumns::update(const edit::ChangeSet &changes, Id nextId)
{
    if (!m_unique)
        return false;
    std::vector<std::size_t> removed;
    std::vector<std::pair<std::size_t, CableRow>> placed; // (position after, row)
    std::vector<CableRow> appended;
    std::vector<Id> modified;
    auto forget = [&](Id id) {
        if (id >= 0 && std::size_t(id) < m_slots.size())
            m_slots[std::size_t(id)] = kNone;
        else
            m_far.erase(id);
    };
    // Modifications in place first (apply() writes them before removals: their positions are the
    // table's before the change set).
    for (const edit::Change &c : changes.changes) {
        if (c.kind() != edit::EntityKind::Cable)
            continue;
        const Id id = c.id();
        if (c.before) {
            // The row must be the change's `before`: a change set of another step (or turned the
            // other way) does not fit, rather than leave a stale row where only the ids match.
            const std::uint32_t at = position(id);
            if (at == kNone || at >= m_rows.size() || !(m_rows[at] == cableRow(std::get<Cable>(*c.before))))
                return false;
            m_channel -= m_rows[at].span != CableSpan::Link;
            if (c.after) {
                m_rows[at] = cableRow(std::get<Cable>(*c.after));
                m_channel += m_rows[at].span != CableSpan::Link;
                modified.push_back(id);
            } else {
                removed.push_back(at);
            }
        } else if (c.index == edit::Change::kAppend) {
            appended.push_back(cableRow(std::get<Cable>(*c.after)));
        } else {
            placed.emplace_back(c.index, cableRow(std::get<Cable>(*c.after)));
        }
    }
    // Still in link order: the rows were, and each seam is (a modified row, the tail from the
    // first removal or addition on).
    auto keepOrder = [&](std::size_t tail) {
        for (Id id : modified)
            m_sorted = m_sorted && sortedAround(position(id));
        for (std::size_t i = std::max<std::size_t>(tail, 1); m_sorted && i < m_rows.size(); ++i)
            m_sorted = m_rows[i - 1].link <= m_rows[i].link;
    };
    if (removed.empty() && placed.empty() && appended.empty()) {
        reserveSlots(nextId);
        keepOrder(m_rows.size());
        return true;
    }
    std::sort(removed.begin(), removed.end());
    if (std::adjacent_find(removed.begin(), removed.end()) != removed.end())
        return false;
    std::size_t first = m_rows.size(); // the first position whose row may differ
    if (!removed.empty() && placed.empty() && appended.empty()) {
        // Removals alone: the rows after the first closed up, each placed as it moves (one pass
        // where place() and keepOrder() made three). Rows taken out of rows in link order leave
        // them in it: only the modified rows' neighbours are checked.
        std::size_t next = 0, out = removed.front();
        for (std::size_t i = removed.front(); i < m_rows.size(); ++i) {
            if (next < removed.size() && removed[next] == i) {
                forget(m_rows[i].id);
                ++next;
                continue;
            }
            const CableRow &row = m_rows[out] = m_rows[i];
            if (row.id >= 0 && std::size_t(row.id) < m_slots.size())
                m_slots[std::size_t(row.id)] = std::uint32_t(out);
            else
                m_far[row.id] = std::uint32_t(out);
            ++out;
        }
        m_rows.resize(out);
        reserveSlots(nextId);
        for (Id id : modified)
            m_sorted = m_sorted && sortedAround(position(id));
        return true;
    }
    if (!removed.empty()) {
        first = removed.front();
        std::size_t next = 0, out = removed.front();
        for (std::size_t i = removed.front(); i < m_rows.size(); ++i) {
            if (next < removed.size() && removed[next] == i) {
                forget(m_rows[i].id);
                ++next;
                continue;
            }
            m_rows[out++] = m_rows[i];
        }
        m_rows.resize(out);
    }
    std::stable_sort(placed.begin(), placed.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    std::size_t size = m_rows.size();
    for (const auto &[pos, row] : placed)
        m_channel += row.span != CableSpan::Link;
    for (const CableRow &row : appended)
        m_channel += row.span != CableSpan::Link;
    for (const auto &[pos, row] : placed) {
        if (pos > size++ || position(row.id) != kNone)
            return false;
    }
    for (const CableRow &row : appended) {
        if (position(row.id) != kNone)
            return false;
        placed.emplace_back(size++, row);
    }
    if (!placed.empty()) {
        first = std::min(first, placed.front().first);
        if (placed.front().first >= m_rows.size()) {
            for (const auto &[pos, row] : placed)
                m_rows.push_back(row);
        } else { // merge: one pass from the first addition on
            std::vector<CableRow> tail(m_rows.begin() + std::ptrdiff_t(placed.front().first), m_rows.end());
            m_rows.resize(placed.front().first);
            std::size_t src = 0;
            for (const auto &[pos, row] : placed) {
                while (m_rows.size() < pos)
                    m_rows.push_back(tail[src++]);
                m_rows.push_back(row);
            }
            m_rows.insert(m_rows.end(), tail.begin() + std::ptrdiff_t(src), tail.end());
        }
    }
    if (m_rows.size() >= kNone)
        return false;
    reserveSlots(nextId);
    // Two additions of one id: the second's slot would hide the first.
    for (const auto &[pos, row] : placed)
        if (position(row.id) != kNone)
            return false;
        else if (row.id >= 0 && std::size_t(row.id) < m_slots.size())
            m_slots[std::size_t(row.id)] = 0; // claimed; place() writes the position
        else
            m_far[row.id] = 0;
    place(first);
    keepOrder(first);
    return true;
}

} // namespace plenum::rules

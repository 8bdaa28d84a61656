// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/fill_sums.h"
#include "catalog/catalog.h"
#include "routing/cable_types.h"
#include "rules/cable_columns.h"
#include "rules/cables_along.h"

#include <algorithm>
#include <optional>
#include <set>
#include <utility>

namespace plenum::rules {

using routing::CableSums;

void FillSums::add(const Cable &cable, const catalog::CableType *type, const ProjectIndex &index, int sign,
    const std::function<bool(Id)> &wanted)
{
    m_scratch.clear();
    routing::cableUse(cable, type, index, wanted, m_scratch);
    // A route runs along a pathway over several segments: its cells are looked up once per run.
    Id last = kNoId;
    Cells *cells = nullptr;
    for (const auto &[key, cell] : m_scratch) {
        if (!cells || key.first != last) {
            last = key.first;
            cells = &m_cells[key.first];
            m_changed.insert(key.first);
        }
        CableSums::Cell &at = (*cells)[key.second];
        at.area += sign * cell.area;
        at.kg += sign * cell.kg;
        at.count += sign * cell.count;
    }
}

FillSums::FillSums(const Project &project, const ProjectIndex &index)
{
    routing::CableTypeMemo types(catalog::builtinCatalog());
    for (const Cable &cable : project.cables) {
        const catalog::CableType *type = types.of(cable);
        if (routing::twinPort(type)) {
            Twins &twins = m_twins[cable.label];
            twins.cables.push_back(cable.id);
            if (twins.counted != kNoId || cable.route.empty())
                continue;
            twins.counted = cable.id;
        }
        add(cable, type, index, +1);
    }
    for (auto &[label, twins] : m_twins)
        std::sort(twins.cables.begin(), twins.cables.end());
    m_changed = IdSet();
}

bool FillSums::update(const Project &project, const ProjectIndex &index, const CableColumns &columns,
    const CablesAlong &along, const std::vector<const edit::ChangeSet *> &changes)
{
    m_changed = IdSet();
    m_remade = false;
    if (!columns.unique() || columns.size() != project.cables.size())
        return false;
    // Each changed cable as it was before the first change set that names it (nullptr: it was not
    // in the table), in the order first named; the changed pathways.
    std::unordered_map<Id, const Cable *> before;
    std::vector<Id> order;
    IdSet pathways;
    for (const edit::ChangeSet *cs : changes) {
        std::unordered_map<Id, const Cable *> mine; // this change set's (a move is a removal and an addition)
        for (const edit::Change &c : cs->changes) {
            if (c.kind() == edit::EntityKind::Pathway)
                pathways.insert(c.id());
            if (c.kind() != edit::EntityKind::Cable)
                continue;
            const Cable *was = c.before ? &std::get<Cable>(*c.before) : nullptr;
            auto [at, fresh] = mine.try_emplace(c.id(), was);
            if (!fresh && was)
                at->second = was;
        }
        for (const auto &[id, was] : mine)
            if (before.try_emplace(id, was).second)
                order.push_back(id);
    }
    // A cable as it is now (nullptr: not in the table).
    auto now = [&](Id id) -> const Cable * {
        const std::uint32_t at = columns.position(id);
        return at < project.cables.size() && project.cables[at].id == id ? &project.cables[at] : nullptr;
    };
    routing::CableTypeMemo typesBefore(catalog::builtinCatalog()), typesNow(catalog::builtinCatalog());
    // The plain cables out as they were and in as they are; the twin-port ones off and onto their
    // labels' lists, those labels counted again below.
    std::set<std::string> labels;
    for (Id id : order) {
        if (const Cable *was = before.at(id)) {
            const catalog::CableType *type = typesBefore.of(*was);
            if (routing::twinPort(type)) {
                labels.insert(was->label);
                if (auto it = m_twins.find(was->label); it != m_twins.end())
                    std::erase(it->second.cables, id);
            } else {
                add(*was, type, index, -1);
            }
        }
        if (const Cable *is = now(id)) {
            const catalog::CableType *type = typesNow.of(*is);
            if (routing::twinPort(type)) {
                labels.insert(is->label);
                std::vector<Id> &list = m_twins[is->label].cables;
                list.insert(std::lower_bound(list.begin(), list.end(), id), id);
            } else {
                add(*is, type, index, +1);
            }
        }
    }
    for (const std::string &label : labels) {
        Twins &twins = m_twins[label];
        if (twins.counted != kNoId) {
            const auto it = before.find(twins.counted);
            const Cable *was = it != before.end() ? it->second : now(twins.counted);
            if (!was)
                return false; // counted and never named, yet gone: not the table the sums were of
            add(*was, typesBefore.of(*was), index, -1);
        }
        // The first with a route in the table's order.
        const Cable *first = nullptr;
        std::uint32_t firstAt = CableColumns::kNone;
        for (Id id : twins.cables)
            if (const Cable *is = now(id); is && !is->route.empty()) {
                const std::uint32_t at = columns.position(id);
                if (!first || at < firstAt) {
                    first = is;
                    firstAt = at;
                }
            }
        twins.counted = first ? first->id : kNoId;
        if (first)
            add(*first, typesNow.of(*first), index, +1);
        if (twins.cables.empty())
            m_twins.erase(label);
    }
    // A changed pathway summed again from the cables on it (the coils spread over its segments'
    // lengths now; a cable's steps on it count whatever became of the pathway).
    if (pathways.size() > 0) {
        const std::optional<std::vector<std::size_t>> on = along.positions(project, columns, pathways);
        if (!on)
            return false;
        for (Id pathway : pathways) {
            m_cells.erase(pathway);
            m_changed.insert(pathway);
        }
        const std::function<bool(Id)> wanted = [&](Id pathway) { return pathways.count(pathway) > 0; };
        routing::CableTypeMemo types(catalog::builtinCatalog());
        for (std::size_t i : *on) {
            const Cable &cable = project.cables[i];
            const catalog::CableType *type = types.of(cable);
            if (routing::twinPort(type)) {
                const auto it = m_twins.find(cable.label);
                if (it == m_twins.end() || it->second.counted != cable.id)
                    continue;
            }
            add(cable, type, index, +1, wanted);
        }
    }
    return true;
}

void FillSums::forPathway(Id pathway, const std::function<void(int, const routing::SegmentUse &)> &fn) const
{
    const auto it = m_cells.find(pathway);
    if (it == m_cells.end())
        return;
    for (const auto &[segment, cell] : it->second)
        if (cell != CableSums::Cell {})
            fn(segment, routing::useOf(cell));
}

void FillSums::forEach(const std::function<void(routing::SegmentKey, const routing::SegmentUse &)> &fn) const
{
    for (const auto &[pathway, cells] : m_cells)
        for (const auto &[segment, cell] : cells)
            if (cell != CableSums::Cell {})
                fn({ pathway, segment }, routing::useOf(cell));
}

bool operator==(const FillSums &x, const FillSums &y)
{
    auto cells = [](const FillSums &sums) {
        std::map<routing::SegmentKey, CableSums::Cell> out;
        for (const auto &[pathway, cells] : sums.m_cells)
            for (const auto &[segment, cell] : cells)
                if (cell != CableSums::Cell {})
                    out[{ pathway, segment }] = cell;
        return out;
    };
    return cells(x) == cells(y) && x.m_twins == y.m_twins;
}

} // namespace plenum::rules

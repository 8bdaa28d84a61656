// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/phase_edit.h"
#include "edit/edit_common.h"

#include <fmt/format.h>

#include <charconv>
#include <unordered_set>

namespace plenum::edit {
namespace {

std::size_t positionOf(const Project &p, const std::string &name)
{
    const Id id = findPhase(p, name);
    for (std::size_t i = 0; i < p.phases.size(); ++i)
        if (p.phases[i].id == id)
            return i;
    throw Error(fmt::format("there is no phase called '{}'", name));
}

void requireFreeName(const Project &p, const std::string &name, Id except)
{
    if (name.empty())
        throw Error("a phase needs a name");
    for (const auto &ph : p.phases)
        if (ph.name == name && ph.id != except)
            throw Error(fmt::format("a phase called '{}' already exists", name));
}

// Sets the phase of every entity of `items` whose id is in `ids`; a link's cable follows it.
template <typename T>
void assign(Draft &draft, const std::vector<T> &items, const std::unordered_set<Id> &ids, Id phase)
{
    for (const auto &item : items)
        if (ids.count(item.id) && item.phase != phase) {
            T after = item;
            after.phase = phase;
            draft.modify(item, after);
        }
}

} // namespace

ChangeSet addPhase(Project &p, const std::string &name, const std::string &before)
{
    requireFreeName(p, name, kNoId);
    const std::size_t at = before.empty() ? p.phases.size() : positionOf(p, before);
    ChangeSet cs;
    cs.next_id_before = p.next_id;
    cs.next_id_after = p.next_id + 1;
    cs.changes.push_back({ std::nullopt, Entity(Phase { p.next_id, name }), at });
    return apply(p, cs).inverted();
}

ChangeSet renamePhase(Project &p, const std::string &phase, const std::string &name)
{
    const Phase &ph = p.phases[positionOf(p, phase)];
    requireFreeName(p, name, ph.id);
    Draft draft(p);
    draft.modify(ph, Phase { ph.id, name });
    return draft.commit();
}

ChangeSet movePhase(Project &p, const std::string &phase, int position)
{
    const std::size_t from = positionOf(p, phase);
    if (position < 0 || std::size_t(position) >= p.phases.size())
        throw Error(fmt::format("phase '{}' cannot move to position {}: the project has {} phases (0 to {})",
            p.phases[from].name, position, p.phases.size(), p.phases.size() - 1));
    ChangeSet cs;
    if (std::size_t(position) == from)
        return cs;
    cs.changes.push_back({ Entity(p.phases[from]), std::nullopt, from });
    cs.changes.push_back({ std::nullopt, Entity(p.phases[from]), std::size_t(position) });
    return apply(p, cs).inverted();
}

ChangeSet assignPhase(Project &p, const std::string &phase, const std::vector<std::string> &objects)
{
    const Id target = findPhase(p, phase);
    if (objects.empty())
        throw Error(fmt::format("assign to phase '{}': no objects named", phase));
    std::unordered_set<Id> ids;
    for (const auto &text : objects) {
        std::vector<Id> found;
        auto byName = [&](const auto &items) {
            for (const auto &item : items)
                if (item.name == text)
                    found.push_back(item.id);
        };
        byName(p.racks);
        byName(p.devices);
        byName(p.pathways);
        byName(p.reservations);
        if (found.empty()) {
            Id id = 0;
            const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), id);
            auto byId = [&](const auto &items) {
                for (const auto &item : items)
                    if (item.id == id)
                        found.push_back(id);
            };
            if (ec == std::errc() && end == text.data() + text.size()) {
                byId(p.racks);
                byId(p.devices);
                byId(p.links);
                byId(p.pathways);
                byId(p.reservations);
            }
        }
        if (found.empty())
            throw Error(fmt::format(
                "there is no rack, device, pathway or reservation called '{}' (links: by id)", text.substr(0, 80)));
        if (found.size() > 1)
            throw Error(fmt::format("'{}' names more than one object; name it by its id", text.substr(0, 80)));
        ids.insert(found.front());
    }
    Draft draft(p);
    assign(draft, p.racks, ids, target);
    assign(draft, p.devices, ids, target);
    assign(draft, p.links, ids, target);
    assign(draft, p.pathways, ids, target);
    assign(draft, p.reservations, ids, target);
    std::unordered_set<Id> links;
    for (const auto &l : p.links)
        if (ids.count(l.id))
            links.insert(l.id);
    if (!links.empty()) {
        std::unordered_set<Id> cables;
        for (const auto &c : p.cables)
            if (links.count(c.link))
                cables.insert(c.id);
        assign(draft, p.cables, cables, target);
    }
    return draft.commit();
}

} // namespace plenum::edit

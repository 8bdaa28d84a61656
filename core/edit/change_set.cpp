// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/change_set.h"
#include "edit/table_moves.h"
#include "model/id_set.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <unordered_map>
#include <unordered_set>

namespace plenum::edit {
namespace {

constexpr std::array<std::string_view, kEntityKinds> kNames = { "phase", "hall", "obstacle", "row", "rack type", "rack",
    "device type", "device", "link", "pathway", "cable", "reservation", "underlay" };
constexpr std::array<std::string_view, kEntityKinds> kTables = { "phases", "halls", "obstacles", "rows", "rack_types",
    "racks", "device_types", "devices", "links", "pathways", "cables", "reservations", "underlays" };

std::vector<Phase> &table(Project &p, Phase *)
{
    return p.phases;
}
std::vector<Hall> &table(Project &p, Hall *)
{
    return p.halls;
}
std::vector<Obstacle> &table(Project &p, Obstacle *)
{
    return p.obstacles;
}
std::vector<Row> &table(Project &p, Row *)
{
    return p.rows;
}
std::vector<RackType> &table(Project &p, RackType *)
{
    return p.rack_types;
}
std::vector<Rack> &table(Project &p, Rack *)
{
    return p.racks;
}
std::vector<DeviceType> &table(Project &p, DeviceType *)
{
    return p.device_types;
}
std::vector<Device> &table(Project &p, Device *)
{
    return p.devices;
}
std::vector<Link> &table(Project &p, Link *)
{
    return p.links;
}
std::vector<Pathway> &table(Project &p, Pathway *)
{
    return p.pathways;
}
std::vector<Cable> &table(Project &p, Cable *)
{
    return p.cables;
}
std::vector<Reservation> &table(Project &p, Reservation *)
{
    return p.reservations;
}
std::vector<Underlay> &table(Project &p, Underlay *)
{
    return p.underlays;
}

// What apply() found out about one table while validating, used when it writes.
struct TablePlan {
    std::vector<const Change *> changes;
    std::unordered_map<Id, std::size_t> removed; // id → position before
    std::vector<std::pair<std::size_t, const Change *>> modified; // position before, change
    std::vector<std::pair<std::size_t, const Change *>> added; // final position, ascending
};

template <typename T> void validate(Project &p, TablePlan &plan)
{
    std::vector<T> &items = table(p, static_cast<T *>(nullptr));
    const std::string_view kind = kNames[std::size_t(kindOf(Entity(T {})))];
    // The positions of the ids this change set names, found in one pass over the table: a map of
    // every id (570,000 links at ~100k GPUs) was most of a small edit's time.
    constexpr std::size_t kAbsent = std::size_t(-1);
    std::unordered_map<Id, std::size_t> position;
    position.reserve(plan.changes.size());
    IdSet named; // a bit per id: most entities are passed over without hashing
    for (const Change *c : plan.changes) {
        position.emplace(c->id(), kAbsent);
        named.insert(c->id());
    }
    // A removal's or a modification's index, where the entity is (exact in every change set an
    // edit, a reroute or apply() makes), is taken when the entity there has that id: without an
    // addition among them, that spares the pass over the table (~10 ms over 570,000 cables).
    bool atPlaces = true;
    for (const Change *c : plan.changes)
        if (c->before && c->index < items.size() && items[c->index].id == c->id())
            position[c->id()] = c->index;
        else
            atPlaces = false;
    if (!atPlaces)
        for (std::size_t i : positionsWhere(items, [&](const T &item) { return named.count(item.id) > 0; }))
            if (auto it = position.find(items[i].id); it->second == kAbsent)
                it->second = i;
    auto present = [&](Id id) {
        auto it = position.find(id);
        return it != position.end() && it->second != kAbsent ? it : position.end();
    };
    // An id may be listed once, or twice as one removal and one addition: a move to a new position.
    std::unordered_map<Id, int> roles; // bit 1: removed, 2: added, 4: modified
    std::unordered_set<Id> removedHere;
    for (const Change *c : plan.changes) {
        const Id id = c->id();
        const int role = c->removed() ? 1 : c->added() ? 2 : 4;
        int &seen = roles[id];
        if ((seen & role) || (seen && (role == 4 || seen == 4)))
            throw Error(fmt::format("the change set changes {} {} twice", kind, id));
        seen |= role;
        if (role == 1)
            removedHere.insert(id);
    }
    std::size_t removals = 0;
    std::vector<const Change *> appended, placed;
    for (const Change *c : plan.changes) {
        const Id id = c->id();
        if (c->before) {
            auto it = present(id);
            if (it == position.end())
                throw Error(fmt::format("{} {} is not in the project", kind, id));
            if (!(items[it->second] == std::get<T>(*c->before)))
                throw Error(fmt::format("{} {} has changed since the change set was made", kind, id));
            if (c->after)
                plan.modified.emplace_back(it->second, c);
            else
                plan.removed.emplace(id, it->second);
            removals += c->after ? 0 : 1;
        } else {
            if (present(id) != position.end() && !removedHere.count(id))
                throw Error(fmt::format("{} {} is already in the project", kind, id));
            (c->index == Change::kAppend ? appended : placed).push_back(c);
        }
    }
    std::stable_sort(
        placed.begin(), placed.end(), [](const Change *a, const Change *b) { return a->index < b->index; });
    std::size_t size = items.size() - removals;
    for (const Change *c : placed) {
        if (c->index > size)
            throw Error(fmt::format("{} {} would be added at position {} of {}", kind, c->id(), c->index, size));
        plan.added.emplace_back(c->index, c);
        ++size;
    }
    for (const Change *c : appended)
        plan.added.emplace_back(size++, c);
}

template <typename T> void write(Project &p, const TablePlan &plan, ChangeSet &inverse)
{
    std::vector<T> &items = table(p, static_cast<T *>(nullptr));
    for (const auto &[pos, c] : plan.modified) // before removals: positions are those validated
        items[pos] = std::get<T>(*c->after);
    if (!plan.removed.empty()) {
        std::vector<std::pair<std::size_t, Id>> gone;
        for (const auto &[id, pos] : plan.removed)
            gone.emplace_back(pos, id);
        std::sort(gone.begin(), gone.end());
        for (const auto &[pos, id] : gone)
            inverse.changes.push_back({ std::nullopt, Entity(items[pos]), pos });
        std::vector<std::size_t> positions;
        positions.reserve(gone.size());
        for (const auto &[pos, id] : gone)
            positions.push_back(pos);
        removeAt(items, positions);
    }
    if (plan.added.empty())
        return;
    if (plan.added.front().first >= items.size()) {
        for (const auto &[pos, c] : plan.added)
            items.push_back(std::get<T>(*c->after));
    } else {
        // In place, from the back: the table grows by the entities added (their copies made
        // first, so that nothing is moved before every allocation succeeded), and each entity
        // after the first place is moved once to its final place. A new table of 570,000 cables
        // (the undo of a switch's deletion at ~100k GPUs) cost more than the whole edit.
        std::vector<T> values;
        values.reserve(plan.added.size());
        for (const auto &[pos, c] : plan.added)
            values.push_back(std::get<T>(*c->after));
        // Two entities named for one place take it and the next, in the change set's order.
        std::vector<std::size_t> at;
        at.reserve(plan.added.size());
        for (const auto &[pos, c] : plan.added)
            at.push_back(at.empty() ? pos : std::max(pos, at.back() + 1));
        insertAt(items, std::move(values), at);
    }
    for (const auto &[pos, c] : plan.added)
        inverse.changes.push_back({ c->after, std::nullopt, pos });
}

template <std::size_t... I>
void forEachKind(std::index_sequence<I...>, Project &p, std::array<TablePlan, kEntityKinds> &plans, ChangeSet *inverse)
{
    // Validation (inverse == nullptr) and writing walk the same tables in the same order.
    (([&] {
        using T = std::variant_alternative_t<I, Entity>;
        if (plans[I].changes.empty())
            return;
        if (inverse)
            write<T>(p, plans[I], *inverse);
        else
            validate<T>(p, plans[I]);
    }()),
        ...);
}

} // namespace

EntityKind kindOf(const Entity &entity)
{
    return EntityKind(entity.index());
}

Id idOf(const Entity &entity)
{
    return std::visit([](const auto &e) { return e.id; }, entity);
}

std::string_view kindName(EntityKind kind)
{
    return kNames[std::size_t(kind)];
}

std::string_view kindTable(EntityKind kind)
{
    return kTables[std::size_t(kind)];
}

bool ChangeSet::touches(EntityKind kind) const
{
    return std::any_of(changes.begin(), changes.end(), [&](const Change &c) { return c.kind() == kind; });
}

std::vector<std::string> ChangeSet::touchedKinds() const
{
    std::array<bool, kEntityKinds> seen {};
    for (const Change &c : changes)
        seen[std::size_t(c.kind())] = true;
    std::vector<std::string> out;
    for (std::size_t k = 0; k < kEntityKinds; ++k)
        if (seen[k])
            out.emplace_back(kTables[k]);
    return out;
}

std::vector<Id> ChangeSet::added(EntityKind kind) const
{
    std::vector<Id> out;
    for (const Change &c : changes)
        if (c.added() && c.kind() == kind)
            out.push_back(c.id());
    return out;
}

std::vector<Id> ChangeSet::removed(EntityKind kind) const
{
    std::vector<Id> out;
    for (const Change &c : changes)
        if (c.removed() && c.kind() == kind)
            out.push_back(c.id());
    return out;
}

std::vector<Id> ChangeSet::modified(EntityKind kind) const
{
    std::vector<Id> out;
    for (const Change &c : changes)
        if (c.modified() && c.kind() == kind)
            out.push_back(c.id());
    return out;
}

ChangeSet ChangeSet::inverted() const
{
    ChangeSet out;
    out.next_id_before = next_id_after;
    out.next_id_after = next_id_before;
    out.changes.reserve(changes.size());
    for (const Change &c : changes)
        out.changes.push_back({ c.after, c.before, c.index });
    return out;
}

ChangeSet apply(Project &project, const ChangeSet &changes)
{
    if (changes.next_id_before != changes.next_id_after) {
        if (project.next_id != changes.next_id_before)
            throw Error(fmt::format(
                "the change set was made when the next id was {}; it is {}", changes.next_id_before, project.next_id));
        if (changes.next_id_after < 1)
            throw Error("the change set sets the next id below 1");
    }
    std::array<TablePlan, kEntityKinds> plans;
    for (const Change &c : changes.changes) {
        if (!c.before && !c.after)
            throw Error("the change set has an empty change");
        if (c.before && c.after && (c.before->index() != c.after->index() || idOf(*c.before) != idOf(*c.after)))
            throw Error(
                fmt::format("a change of {} {} changes its kind or id", kindName(kindOf(*c.before)), idOf(*c.before)));
        plans[std::size_t(c.kind())].changes.push_back(&c);
    }
    forEachKind(std::make_index_sequence<kEntityKinds>(), project, plans, nullptr);
    ChangeSet inverse;
    inverse.next_id_before = changes.next_id_after;
    inverse.next_id_after = changes.next_id_before;
    // A modification's inverse names the entity's place after this change set where its table
    // gains and loses nothing (there, the place it has now).
    std::unordered_map<const Change *, std::size_t> placeOf;
    for (const TablePlan &plan : plans)
        if (plan.removed.empty() && plan.added.empty())
            for (const auto &[pos, c] : plan.modified)
                placeOf.emplace(c, pos);
    for (const Change &c : changes.changes)
        if (c.modified()) {
            const auto at = placeOf.find(&c);
            inverse.changes.push_back({ c.after, c.before, at == placeOf.end() ? Change::kAppend : at->second });
        }
    forEachKind(std::make_index_sequence<kEntityKinds>(), project, plans, &inverse);
    if (changes.next_id_before != changes.next_id_after)
        project.next_id = changes.next_id_after;
    return inverse;
}

std::string summary(const ChangeSet &changes)
{
    std::array<std::array<int, 3>, kEntityKinds> counts {};
    for (const Change &c : changes.changes)
        ++counts[std::size_t(c.kind())][c.added() ? 0 : c.removed() ? 1 : 2];
    std::string out;
    for (std::size_t k = 0; k < kEntityKinds; ++k) {
        if (counts[k] == std::array<int, 3> {})
            continue;
        out += fmt::format("{}{}", out.empty() ? "" : ", ", kTables[k]);
        if (counts[k][0])
            out += fmt::format(" +{}", counts[k][0]);
        if (counts[k][1])
            out += fmt::format(" -{}", counts[k][1]);
        if (counts[k][2])
            out += fmt::format(" ~{}", counts[k][2]);
    }
    return out;
}

} // namespace plenum::edit

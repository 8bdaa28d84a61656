// SPDX-License-Identifier: GPL-3.0-or-later
// A change set (DESIGN.md §12, KiCad's COMMIT): the entities an edit added, removed and modified,
// each with its value before and after, plus the project's id counter before and after. Applying
// a change set returns its inverse; applying that restores the project exactly (same ids, same
// order, same next_id), so undo and redo are one operation over change sets. A change set names
// the kinds of entity it touched, which is what a later incremental route and check scope on.
#pragma once

#include "model/project.h"

#include <cstddef>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace plenum::edit {

// One alternative per entity table of the project, in the order of fields::tables().
using Entity = std::variant<Phase, Hall, Obstacle, Row, RackType, Rack, DeviceType, Device, Link, Pathway, Cable,
    Reservation, Underlay>;

enum class EntityKind {
    Phase,
    Hall,
    Obstacle,
    Row,
    RackType,
    Rack,
    DeviceType,
    Device,
    Link,
    Pathway,
    Cable,
    Reservation,
    Underlay
};
inline constexpr std::size_t kEntityKinds = 13;

EntityKind kindOf(const Entity &entity);
Id idOf(const Entity &entity);
// "rack", "device type", … (singular, for messages) and "racks", "device_types", … (plural, as in
// fields::tables and the JSON dump).
std::string_view kindName(EntityKind kind);
std::string_view kindTable(EntityKind kind);

// Added: only `after`. Removed: only `before`. Modified: both, same kind and id. One removal and
// one addition of the same id move the entity to the addition's position (reordering phases).
struct Change {
    std::optional<Entity> before;
    std::optional<Entity> after;
    // Position in its table: for a removal, where it was (before); for an addition, where it lands
    // (after). kAppend on an addition appends in the order listed; apply() returns exact positions.
    std::size_t index = kAppend;
    static constexpr std::size_t kAppend = std::size_t(-1);

    bool added() const { return !before && after; }
    bool removed() const { return before && !after; }
    bool modified() const { return before && after; }
    EntityKind kind() const { return kindOf(after ? *after : *before); }
    Id id() const { return idOf(after ? *after : *before); }
};

struct ChangeSet {
    std::vector<Change> changes;
    Id next_id_before = kNoId; // kNoId (both): the change set allocates no ids
    Id next_id_after = kNoId;

    bool empty() const { return changes.empty() && next_id_before == next_id_after; }
    bool touches(EntityKind kind) const;
    // Names of the kinds touched, in table order ("racks", "devices", …).
    std::vector<std::string> touchedKinds() const;
    // Ids of entities of `kind` added / removed / modified, in the order listed.
    std::vector<Id> added(EntityKind kind) const;
    std::vector<Id> removed(EntityKind kind) const;
    std::vector<Id> modified(EntityKind kind) const;
    // The inverse of a change set whose positions are exact (as every change set returned by
    // apply() or by an edit is): before and after swapped.
    ChangeSet inverted() const;
};

// Applies `changes` to `project` and returns the inverse (with exact positions). Validates first
// and changes nothing when the change set does not fit the project: a removed or modified entity
// that is missing or whose current value differs from `before`, an added id already present, an
// addition position beyond its table, a modification that changes the kind or id, or a next_id
// that differs from next_id_before. Throws Error naming the entity.
// Per table, modifications and removals are applied first, then additions in ascending position.
ChangeSet apply(Project &project, const ChangeSet &changes);

// Counts per kind, e.g. "racks +2 ~1, devices +4, cables -3" (empty string: nothing changed).
std::string summary(const ChangeSet &changes);

} // namespace plenum::edit

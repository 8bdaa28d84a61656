// SPDX-License-Identifier: GPL-3.0-or-later
// What every edit family shares (not a public API of its own): a Draft that collects the changes of
// one edit against the current project and applies them as one change set, and the lookups that
// turn a user's names into objects with one clear sentence when they do not resolve.
#pragma once

#include "edit/change_set.h"
#include "model/id_set.h"
#include "model/index.h"

#include <optional>
#include <set>
#include <string>
#include <unordered_set>
#include <vector>

namespace plenum::edit {

// One edit being built. Nothing changes in the project until commit(), which applies the change
// set and returns it (exact positions), so an edit that throws before commit() changed nothing.
class Draft {
public:
    explicit Draft(Project &project)
        : m_project(project)
        , m_nextId(project.next_id)
    {
    }
    Project &project() { return m_project; }
    const Project &project() const { return m_project; }
    Id allocateId() { return m_nextId++; }
    void add(Entity after) { m_changes.changes.push_back({ std::nullopt, std::move(after), Change::kAppend }); }
    void remove(Entity before) { m_changes.changes.push_back({ std::move(before), std::nullopt, Change::kAppend }); }
    // The same, with the entity's place in its table (spares apply() a search of the table).
    void remove(Entity before, std::size_t at) { m_changes.changes.push_back({ std::move(before), std::nullopt, at }); }
    void modify(Entity before, Entity after)
    {
        m_changes.changes.push_back({ std::move(before), std::move(after), Change::kAppend });
    }
    // Removes the cables of `links` (their route and length no longer hold); removeLinksAndCables
    // the links too. A channel's cables are its two cords and the trunk behind its panel ports
    // (model/channel.h), which the next route lays again for every channel it serves. Each cable is
    // removed once however often it is named. Linear in the project's links and cables.
    void dropCables(const std::unordered_set<Id> &links);
    void removeLinksAndCables(const std::unordered_set<Id> &links);
    // For `devices` going: the links with an end on one removed, and those patched through a fibre
    // panel among them made point to point again; the cables of both dropped. One pass over the
    // links and one over the cables.
    void removeLinksOf(const std::unordered_set<Id> &devices);
    // Removes the U-range reservations held in `racks` (they go with the racks).
    void removeReservationsIn(const std::unordered_set<Id> &racks);
    // Links with a cable that plugs into one of `devices`: an end, or a channel's panel port.
    std::unordered_set<Id> cabledAt(const std::unordered_set<Id> &devices) const;
    ChangeSet commit();

private:
    using TrunkKey = std::pair<std::pair<Id, int>, std::pair<Id, int>>; // a trunk's two panel ports, ordered
    void addTrunkOf(const Link &link, std::optional<ProjectIndex> &index, std::set<TrunkKey> &trunks) const;
    void dropCablesOf(const IdSet &links, const std::set<TrunkKey> &trunks);

    Project &m_project;
    Id m_nextId;
    ChangeSet m_changes;
    std::unordered_set<Id> m_droppedCables;
};

// Lookups by name, or by numeric id when no object has that name; Error naming the kind and text.
const Rack &findRack(const Project &project, const std::string &nameOrId);
const Device &findDevice(const Project &project, const std::string &nameOrId);
const Row &findRow(const Project &project, const std::string &nameOrId);
// A phase by name; empty: the first phase.
Id findPhase(const Project &project, const std::string &name);
// A hall by name or id; empty: the project's only hall.
Id findHall(const Project &project, const std::string &nameOrId);
// The device type with this slug in the project, else a copy of the catalogue's (with a new id,
// added through the draft). Error "device type 'x' is not in the project or the catalogue".
DeviceType deviceTypeFor(Draft &draft, const std::string &slug);
RackType rackTypeFor(Draft &draft, const std::string &slug);
const RackType &rackTypeOf(const Project &project, const Rack &rack);
const DeviceType &deviceTypeOf(const Project &project, const Device &device);

// Whether another rack / device / row already has this name (Error naming it when `throwIfTaken`).
void requireFreeRackName(const Project &project, const std::string &name, Id except = kNoId);
void requireFreeDeviceName(const Project &project, const std::string &name, Id except = kNoId);
// "17–24" or "17" for a U span.
std::string uSpan(int u, int height);

} // namespace plenum::edit

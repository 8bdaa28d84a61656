// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/rack_edit.h"
#include "edit/edit_common.h"
#include "edit/lock_edit.h"
#include "rules/placement.h"

#include <fmt/format.h>

#include <algorithm>
#include <unordered_map>

namespace plenum::edit {
namespace {

int normalDegrees(int deg)
{
    return ((deg % 360) + 360) % 360;
}

void requirePlacement(const Project &p, const Rack &rack, const RackType &type)
{
    if (auto problem = rules::rackPlacementProblem(p, rack, type, { rack.id }))
        throw Error(*problem);
}

std::unordered_set<Id> devicesIn(const Project &p, Id rack)
{
    std::unordered_set<Id> out;
    for (const auto &d : p.devices)
        if (d.rack == rack)
            out.insert(d.id);
    return out;
}

// A rack standing somewhere else: its devices' cables are stale.
ChangeSet reposition(Project &p, const std::string &name, Point position, int rotation)
{
    const Rack &rack = findRack(p, name);
    requireUnlocked(rack);
    Rack after = rack;
    after.position = position;
    after.rotation_deg = normalDegrees(rotation);
    requirePlacement(p, after, rackTypeOf(p, rack));
    Draft draft(p);
    draft.modify(rack, after);
    draft.dropCables(draft.cabledAt(devicesIn(p, rack.id)));
    return draft.commit();
}

} // namespace

ChangeSet addRack(Project &p, const RackSpec &spec)
{
    Draft draft(p);
    requireFreeRackName(p, spec.name);
    Rack rack;
    rack.name = spec.name;
    rack.hall = findHall(p, spec.hall);
    rack.row = spec.row.empty() ? kNoId : findRow(p, spec.row).id;
    if (rack.row != kNoId && findRow(p, spec.row).hall != rack.hall)
        throw Error(fmt::format("row {} is in another hall than rack {}", spec.row, spec.name));
    rack.phase = findPhase(p, spec.phase);
    rack.position = spec.position;
    rack.rotation_deg = normalDegrees(spec.rotation_deg);
    const RackType type = rackTypeFor(draft, spec.rack_type);
    rack.rack_type = type.id;
    rack.id = draft.allocateId();
    requirePlacement(p, rack, type);
    draft.add(rack);
    return draft.commit();
}

ChangeSet moveRack(Project &p, const std::string &rack, Point position)
{
    return reposition(p, rack, position, findRack(p, rack).rotation_deg);
}

std::optional<std::string> moveRacksProblem(
    const Project &p, const std::vector<Id> &racks, std::int64_t dx_mm, std::int64_t dy_mm)
{
    if (racks.empty())
        return "name at least one rack to move";
    std::unordered_map<Id, const Rack *> byId;
    for (const auto &r : p.racks)
        byId.emplace(r.id, &r);
    for (Id id : racks) {
        const auto it = byId.find(id);
        if (it == byId.end())
            return fmt::format("there is no rack with id {}", id);
        if (auto locked = lockProblem(*it->second))
            return locked;
    }
    // Racks moved together keep their places relative to each other, so each is checked against
    // the racks that stay only (linear in the racks per moved rack).
    for (Id id : racks) {
        Rack after = *byId.at(id);
        after.position = { after.position.x_mm + dx_mm, after.position.y_mm + dy_mm };
        if (auto problem = rules::rackPlacementProblem(p, after, rackTypeOf(p, after), racks))
            return problem;
    }
    return std::nullopt;
}

ChangeSet moveRacks(Project &p, const std::vector<std::string> &names, std::int64_t dx_mm, std::int64_t dy_mm)
{
    std::vector<Id> ids;
    for (const std::string &name : names) {
        const Id id = findRack(p, name).id;
        if (std::find(ids.begin(), ids.end(), id) == ids.end())
            ids.push_back(id);
    }
    if (auto problem = moveRacksProblem(p, ids, dx_mm, dy_mm))
        throw Error(*problem);
    const std::unordered_set<Id> moving(ids.begin(), ids.end());
    Draft draft(p);
    for (const auto &rack : p.racks)
        if (moving.count(rack.id)) {
            Rack after = rack;
            after.position = { rack.position.x_mm + dx_mm, rack.position.y_mm + dy_mm };
            draft.modify(rack, after);
        }
    std::unordered_set<Id> devices;
    for (const auto &d : p.devices)
        if (moving.count(d.rack))
            devices.insert(d.id);
    draft.dropCables(draft.cabledAt(devices));
    return draft.commit();
}

ChangeSet placeRackAnywhere(Project &p, const std::string &name, Point position)
{
    const Rack &rack = findRack(p, name);
    requireUnlocked(rack);
    Rack after = rack;
    after.position = position;
    Draft draft(p);
    if (!(after == rack))
        draft.modify(rack, after);
    return draft.commit();
}

ChangeSet rotateRack(Project &p, const std::string &rack, int rotation_deg)
{
    return reposition(p, rack, findRack(p, rack).position, rotation_deg);
}

ChangeSet deleteRack(Project &p, const std::string &name)
{
    const Rack &rack = findRack(p, name);
    requireUnlocked(rack);
    Draft draft(p);
    const auto devices = devicesIn(p, rack.id);
    draft.removeLinksOf(devices); // a panel going: its channels go point to point
    for (const auto &d : p.devices)
        if (devices.count(d.id))
            draft.remove(d);
    draft.remove(rack);
    draft.removeReservationsIn({ rack.id });
    return draft.commit();
}

ChangeSet duplicateRack(Project &p, const std::string &name, const std::string &copyName, Point position)
{
    const Rack &rack = findRack(p, name);
    requireFreeRackName(p, copyName);
    Draft draft(p);
    Rack copy = rack;
    copy.id = draft.allocateId();
    copy.name = copyName;
    copy.position = position;
    copy.locked = false; // the copy is placed anew
    requirePlacement(p, copy, rackTypeOf(p, rack));
    draft.add(copy);
    std::unordered_set<std::string> names;
    for (const auto &d : p.devices)
        names.insert(d.name);
    for (const auto &d : p.devices) {
        if (d.rack != rack.id)
            continue;
        Device c = d;
        c.id = draft.allocateId();
        c.rack = copy.id;
        const auto at = d.name.find(rack.name);
        c.name = at != std::string::npos ? std::string(d.name).replace(at, rack.name.size(), copyName)
                                         : d.name + "-" + copyName;
        if (!names.insert(c.name).second)
            throw Error(fmt::format("the copy of device {} would be called {}, which is taken", d.name, c.name));
        draft.add(c);
    }
    return draft.commit();
}

ChangeSet setRackName(Project &p, const std::string &name, const std::string &newName)
{
    const Rack &rack = findRack(p, name);
    requireFreeRackName(p, newName, rack.id);
    Rack after = rack;
    after.name = newName;
    Draft draft(p);
    draft.modify(rack, after);
    draft.dropCables(draft.cabledAt(devicesIn(p, rack.id))); // their end labels name the rack
    return draft.commit();
}

ChangeSet setRackRow(Project &p, const std::string &name, const std::string &row)
{
    const Rack &rack = findRack(p, name);
    Rack after = rack;
    after.row = row.empty() ? kNoId : findRow(p, row).id;
    if (after.row != kNoId && findRow(p, row).hall != rack.hall)
        throw Error(fmt::format("row {} is in another hall than rack {}", row, rack.name));
    Draft draft(p);
    draft.modify(rack, after);
    return draft.commit();
}

ChangeSet setRackPhase(Project &p, const std::string &name, const std::string &phase)
{
    const Rack &rack = findRack(p, name);
    Rack after = rack;
    after.phase = findPhase(p, phase);
    Draft draft(p);
    draft.modify(rack, after);
    return draft.commit();
}

} // namespace plenum::edit

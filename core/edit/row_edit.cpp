// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/row_edit.h"
#include "edit/edit_common.h"
#include "edit/lock_edit.h"
#include "rules/placement.h"

#include <fmt/format.h>

namespace plenum::edit {
namespace {

// Everything addRow() adds, into `draft`, or Error naming the row and the reason; nothing is
// committed here.
void planRow(Draft &draft, const RowSpec &spec)
{
    const Project &p = draft.project();
    if (spec.name.empty())
        throw Error("a row needs a name");
    for (const auto &r : p.rows)
        if (r.name == spec.name)
            throw Error(fmt::format("a row called {} already exists", spec.name));
    if (spec.count < 1 || spec.count > 1000)
        throw Error(fmt::format("row {} needs 1 to 1000 racks (got {})", spec.name, spec.count));
    if (spec.facing_deg != 0 && spec.facing_deg != 90 && spec.facing_deg != 180 && spec.facing_deg != 270)
        throw Error(fmt::format("row {} must face 0, 90, 180 or 270 degrees (got {})", spec.name, spec.facing_deg));
    Row row;
    row.hall = findHall(p, spec.hall);
    row.name = spec.name;
    row.facing_deg = spec.facing_deg;
    const Id phase = findPhase(p, spec.phase);
    const RackType type = rackTypeFor(draft, spec.rack_type);
    row.id = draft.allocateId();
    draft.add(row);
    const bool eastwards = spec.facing_deg == 0 || spec.facing_deg == 180;
    const std::string prefix = spec.rack_prefix.empty() ? spec.name : spec.rack_prefix;
    std::vector<std::pair<Rack, RackType>> placed;
    for (int i = 0; i < spec.count; ++i) {
        Rack rack;
        rack.id = draft.allocateId();
        rack.name = fmt::format("{}{:02}", prefix, i + 1);
        requireFreeRackName(p, rack.name);
        rack.hall = row.hall;
        rack.row = row.id;
        rack.rack_type = type.id;
        rack.position = { spec.first.x_mm + (eastwards ? i * std::int64_t(type.width_mm) : 0),
            spec.first.y_mm + (eastwards ? 0 : i * std::int64_t(type.width_mm)) };
        rack.rotation_deg = spec.facing_deg;
        rack.phase = phase;
        // Neighbours in the new row only touch; checking against the previous one is enough.
        std::vector<std::pair<Rack, RackType>> also;
        if (!placed.empty())
            also.push_back(placed.back());
        if (auto problem = rules::rackPlacementProblem(p, rack, type, {}, also))
            throw Error(fmt::format("row {}: {}", spec.name, *problem));
        placed.emplace_back(rack, type);
        draft.add(rack);
    }
}

} // namespace

ChangeSet addRow(Project &p, const RowSpec &spec)
{
    Draft draft(p);
    planRow(draft, spec);
    return draft.commit();
}

std::optional<std::string> addRowProblem(const Project &p, const RowSpec &spec)
{
    try {
        // A Draft only reads its project until commit(), which a check never calls.
        Draft draft(const_cast<Project &>(p));
        planRow(draft, spec);
    } catch (const Error &e) {
        return std::string(e.what());
    }
    return std::nullopt;
}

ChangeSet deleteRow(Project &p, const std::string &name)
{
    const Row &row = findRow(p, name);
    Draft draft(p);
    std::unordered_set<Id> racks, devices;
    for (const auto &r : p.racks)
        if (r.row == row.id) {
            requireUnlocked(r);
            racks.insert(r.id);
        }
    for (const auto &d : p.devices)
        if (racks.count(d.rack))
            devices.insert(d.id);
    draft.removeLinksOf(devices); // a panel going: its channels go point to point
    for (const auto &d : p.devices)
        if (devices.count(d.id))
            draft.remove(d);
    for (const auto &r : p.racks)
        if (racks.count(r.id))
            draft.remove(r);
    draft.removeReservationsIn(racks);
    draft.remove(row);
    return draft.commit();
}

} // namespace plenum::edit

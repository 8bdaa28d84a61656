// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/device_edit.h"
#include "edit/edit_common.h"
#include "rules/placement.h"

#include <fmt/format.h>

#include <deque>
#include <memory>
#include <unordered_map>
#include <unordered_set>

namespace plenum::edit {
namespace {

void requireSlot(const Project &p, const Device &d, const DeviceType &type, const Rack &rack, bool enters)
{
    if (auto problem = mountProblem(p, d, type, rack, enters))
        throw Error(*problem);
}

void requireFeed(const Device &d, const DeviceType &type, const std::string &feed)
{
    if (feed.empty())
        return;
    if (type.role != "pdu")
        throw Error(fmt::format("device {} is not a PDU (its role is '{}'); only a PDU has a feed", d.name, type.role));
    if (feed != "A" && feed != "B")
        throw Error(fmt::format("the feed of PDU {} must be A or B (got '{}')", d.name, feed.substr(0, 40)));
}

ChangeSet modifyDevice(Project &p, const Device &before, const Device &after, bool cablesStale)
{
    Draft draft(p);
    draft.modify(before, after);
    if (cablesStale)
        draft.dropCables(draft.cabledAt({ before.id }));
    return draft.commit();
}

} // namespace

std::optional<std::string> mountProblem(
    const Project &p, const Device &d, const DeviceType &type, const Rack &rack, bool enters)
{
    if (auto problem = rules::deviceSlotProblem(p, d, type, rack, rackTypeOf(p, rack)))
        return problem;
    if (enters)
        return rules::rackBudgetProblem(p, d, type, rack);
    return std::nullopt;
}

ChangeSet mountDevice(Project &p, const DeviceSpec &spec)
{
    requireFreeDeviceName(p, spec.name);
    const Rack &rack = findRack(p, spec.rack);
    Draft draft(p);
    const DeviceType type = deviceTypeFor(draft, spec.device_type);
    Device d;
    d.name = spec.name;
    d.device_type = type.id;
    d.rack = rack.id;
    d.u_position = spec.u;
    d.reversed = spec.face == Face::Rear;
    d.phase = spec.phase.empty() ? rack.phase : findPhase(p, spec.phase);
    d.id = draft.allocateId();
    d.feed = spec.feed;
    requireFeed(d, type, spec.feed);
    requireSlot(p, d, type, rack, !spec.allow_over_budget);
    draft.add(d);
    return draft.commit();
}

ChangeSet mountDevices(Project &p, const std::vector<DeviceSpec> &specs)
{
    Draft draft(p);
    std::unordered_set<std::string> names;
    for (const Device &d : p.devices)
        names.insert(d.name);
    std::unordered_map<std::string, const Rack *> racks; // by name, and by id as text
    for (const Rack &r : p.racks)
        racks.emplace(r.name, &r);
    for (const Rack &r : p.racks)
        racks.emplace(std::to_string(r.id), &r);
    std::unordered_map<Id, const RackType *> rackTypes;
    for (const RackType &t : p.rack_types)
        rackTypes.emplace(t.id, &t);
    std::unordered_map<std::string, Id> phases;
    for (const Phase &ph : p.phases)
        phases.emplace(ph.name, ph.id);
    // Device types by slug: the project's, then catalogue copies added once through the draft.
    std::unordered_map<std::string, std::shared_ptr<const DeviceType>> types;
    std::unordered_map<Id, const DeviceType *> typeById;
    for (const DeviceType &t : p.device_types) {
        types.emplace(t.slug, std::make_shared<const DeviceType>(t));
        typeById.emplace(t.id, &t);
    }
    std::unordered_map<Id, rules::RackOccupants> occupants; // filled on first use from one pass
    bool occupantsRead = false;
    std::deque<Device> mounted; // stable addresses for the occupants
    for (std::size_t i = 0; i < specs.size(); ++i) {
        const DeviceSpec &spec = specs[i];
        try {
            if (spec.name.empty())
                throw Error("a device needs a name");
            if (names.count(spec.name))
                throw Error(fmt::format("a device called {} already exists", spec.name));
            auto r = racks.find(spec.rack);
            const Rack &rack = r != racks.end() ? *r->second : findRack(p, spec.rack); // throws its sentence
            auto t = types.find(spec.device_type);
            if (t == types.end())
                t = types
                        .emplace(spec.device_type,
                            std::make_shared<const DeviceType>(deviceTypeFor(draft, spec.device_type)))
                        .first;
            const DeviceType &type = *t->second;
            typeById.emplace(type.id, t->second.get());
            Device d;
            d.name = spec.name;
            d.device_type = type.id;
            d.rack = rack.id;
            d.u_position = spec.u;
            d.reversed = spec.face == Face::Rear;
            if (spec.phase.empty())
                d.phase = rack.phase;
            else if (auto ph = phases.find(spec.phase); ph != phases.end())
                d.phase = ph->second;
            else
                d.phase = findPhase(p, spec.phase); // throws its sentence
            d.id = draft.allocateId();
            d.feed = spec.feed;
            requireFeed(d, type, spec.feed);
            if (!occupantsRead) {
                for (const Device &o : p.devices)
                    if (o.rack != kNoId) {
                        auto ot = typeById.find(o.device_type);
                        occupants[o.rack].devices.push_back({ &o, ot == typeById.end() ? nullptr : ot->second });
                    }
                occupantsRead = true;
            }
            const rules::RackOccupants &in = occupants[rack.id];
            auto rt = rackTypes.find(rack.rack_type);
            if (rt == rackTypes.end())
                throw Error(fmt::format("rack {} has no rack type", rack.name));
            if (auto problem = rules::deviceSlotProblem(in, d, type, rack, *rt->second))
                throw Error(*problem);
            if (!spec.allow_over_budget)
                if (auto problem = rules::rackBudgetProblem(in, d, type, rack, rt->second))
                    throw Error(*problem);
            names.insert(d.name);
            mounted.push_back(d);
            occupants[rack.id].devices.push_back({ &mounted.back(), &type });
            draft.add(d);
        } catch (const MountError &) {
            throw;
        } catch (const Error &e) {
            throw MountError(i, e.what());
        }
    }
    return draft.commit();
}

ChangeSet moveDevice(Project &p, const std::string &name, const std::string &rackName, int u)
{
    const Device &d = findDevice(p, name);
    if (rackName.empty() && d.rack == kNoId)
        throw Error(fmt::format("device {} is not in a rack; name the rack to move it to", d.name));
    const Rack &rack = rackName.empty() ? findRack(p, std::to_string(d.rack)) : findRack(p, rackName);
    Device after = d;
    after.rack = rack.id;
    after.u_position = u;
    requireSlot(p, after, deviceTypeOf(p, d), rack, d.rack != rack.id);
    return modifyDevice(p, d, after, true);
}

ChangeSet unmountDevice(Project &p, const std::string &name)
{
    const Device &d = findDevice(p, name);
    if (d.rack == kNoId)
        throw Error(fmt::format("device {} is not in a rack", d.name));
    Device after = d;
    after.rack = kNoId;
    after.u_position = 0;
    return modifyDevice(p, d, after, true);
}

ChangeSet deleteDevice(Project &p, const std::string &name)
{
    const Device &d = findDevice(p, name);
    Draft draft(p);
    draft.removeLinksOf({ d.id }); // a panel going: its channels go point to point
    draft.remove(d);
    return draft.commit();
}

ChangeSet setDeviceName(Project &p, const std::string &name, const std::string &newName)
{
    const Device &d = findDevice(p, name);
    requireFreeDeviceName(p, newName, d.id);
    Device after = d;
    after.name = newName;
    // Cable labels carry rack and U, not the device name: the cables stay valid.
    return modifyDevice(p, d, after, false);
}

ChangeSet setDevicePhase(Project &p, const std::string &name, const std::string &phase)
{
    const Device &d = findDevice(p, name);
    Device after = d;
    after.phase = findPhase(p, phase);
    return modifyDevice(p, d, after, false);
}

ChangeSet setDeviceFeed(Project &p, const std::string &name, const std::string &feed)
{
    const Device &d = findDevice(p, name);
    if (feed.empty())
        throw Error(fmt::format("name the feed of PDU {}: A or B", d.name));
    requireFeed(d, deviceTypeOf(p, d), feed);
    Device after = d;
    after.feed = feed;
    return modifyDevice(p, d, after, false);
}

ChangeSet setDeviceReversed(Project &p, const std::string &name, bool reversed)
{
    const Device &d = findDevice(p, name);
    Device after = d;
    after.reversed = reversed;
    return modifyDevice(p, d, after, d.reversed != reversed);
}

} // namespace plenum::edit

// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/device_edit.h"
#include "edit/edit_common.h"
#include "rules/placement.h"

#include <fmt/format.h>

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
        draft.dropCables(draft.linksOf({ before.id }));
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
    draft.removeLinksAndCables(draft.linksOf({ d.id }));
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

// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/blanking_edit.h"
#include "edit/edit_common.h"

#include <fmt/format.h>

#include <unordered_map>
#include <unordered_set>

namespace plenum::edit {

std::vector<int> openUnits(const Project &p, const std::string &rackName)
{
    const Rack &rack = findRack(p, rackName);
    const int height = rackTypeOf(p, rack).height_u;
    std::vector<bool> held(std::size_t(height) + 1, false);
    auto hold = [&](int low, int count) {
        for (int u = std::max(low, 1); u < low + count && u <= height; ++u)
            held[std::size_t(u)] = true;
    };
    std::unordered_map<Id, int> heights;
    for (const auto &t : p.device_types)
        heights.emplace(t.id, t.u_height);
    for (const auto &d : p.devices)
        if (d.rack == rack.id && d.u_position > 0)
            if (auto it = heights.find(d.device_type); it != heights.end())
                hold(d.u_position, it->second);
    for (const auto &r : p.reservations)
        if (r.rack == rack.id)
            hold(r.u_low, r.u_height);
    std::vector<int> open;
    for (int u = 1; u <= height; ++u)
        if (!held[std::size_t(u)])
            open.push_back(u);
    return open;
}

ChangeSet addBlankingPanels(Project &p, const std::string &rackName, const std::string &panelType)
{
    const Rack &rack = findRack(p, rackName);
    const std::vector<int> open = openUnits(p, rackName);
    if (open.empty())
        throw Error(fmt::format("rack {} has no open U to blank", rack.name));
    Draft draft(p);
    const DeviceType type = deviceTypeFor(draft, panelType);
    if (type.role != "blanking" || type.u_height != 1)
        throw Error(fmt::format("device type '{}' is not a 1U blanking panel (its role is '{}', {}U)", type.slug,
            type.role, type.u_height));
    for (int u : open) {
        Device d;
        d.name = fmt::format("{}-blank-u{:02}", rack.name, u);
        requireFreeDeviceName(p, d.name);
        d.id = draft.allocateId();
        d.device_type = type.id;
        d.rack = rack.id;
        d.u_position = u;
        d.phase = rack.phase;
        draft.add(d);
    }
    return draft.commit();
}

ChangeSet removeBlankingPanels(Project &p, const std::string &rackName)
{
    const Rack &rack = findRack(p, rackName);
    std::unordered_set<Id> blanking;
    for (const auto &t : p.device_types)
        if (t.role == "blanking")
            blanking.insert(t.id);
    Draft draft(p);
    int panels = 0;
    for (const auto &d : p.devices)
        if (d.rack == rack.id && blanking.count(d.device_type)) {
            draft.remove(d);
            ++panels;
        }
    if (panels == 0)
        throw Error(fmt::format("rack {} has no blanking panels", rack.name));
    return draft.commit();
}

} // namespace plenum::edit

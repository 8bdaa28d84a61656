// SPDX-License-Identifier: GPL-3.0-or-later
// Device edits: mount a device type in a rack at a U and face, move a device to another U or
// rack, unmount it (it stays in the project with its links, out of any rack), delete it (with its
// links and their cables), and set its name, phase or mounting. Devices are named by name or id.
// Each validates first (rules/placement.h: the U span must be inside the rack and free, the device
// no deeper than the rack; a device entering a rack may not take it over its power budget or
// weight rating, as power.rack-budget and space.rack-weight count them), changes nothing and throws Error naming the
// device and the reason when it may not, and otherwise returns its change set. A device that moves or is unmounted
// loses the cables of its links: `route` computes them again.
#pragma once

#include "edit/change_set.h"

#include <optional>
#include <string>
#include <vector>

namespace plenum::edit {

struct DeviceSpec {
    std::string name; // unique in the project
    std::string device_type; // slug in the project or the catalogue
    std::string rack; // name or id
    int u = 0; // lowest U occupied (1-based)
    Face face = Face::Front; // Rear: mounted reversed (ports and airflow turned round)
    std::string phase; // empty: the rack's phase
    std::string feed; // a PDU's power feed, "A" or "B"; only for PDUs
    // Mount even over the rack's power budget or weight rating: for an import of what is already
    // installed (a NetBox site), which power.rack-budget and space.rack-weight then report.
    bool allow_over_budget = false;
};

ChangeSet mountDevice(Project &project, const DeviceSpec &spec);
// Mounts all of `specs` in one change set, all or nothing, each validated as mountDevice validates
// it against the project and the devices mounted before it in the list — in time linear in the
// project and the list (a site import, an extension), not one pass over the project per device.
// A refused device throws MountError, whose `index` is its position in `specs`.
class MountError : public Error {
public:
    MountError(std::size_t index, const std::string &message)
        : Error(message)
        , index(index)
    {
    }
    std::size_t index;
};
ChangeSet mountDevices(Project &project, const std::vector<DeviceSpec> &specs);
// Why `device` (of `type`, its rack and U set) may not sit at its U of `rack`, as one sentence, or
// nullopt: the U span and depth (rules::deviceSlotProblem) and, when it `enters` the rack (a mount,
// a move from another rack), the power budget and weight rating (rules::rackBudgetProblem). The one
// check of mountDevice and moveDevice, and of an editor's drop preview before it calls them.
std::optional<std::string> mountProblem(
    const Project &project, const Device &device, const DeviceType &type, const Rack &rack, bool enters);
// Empty rack: the device's own rack.
ChangeSet moveDevice(Project &project, const std::string &device, const std::string &rack, int u);
ChangeSet unmountDevice(Project &project, const std::string &device);
ChangeSet deleteDevice(Project &project, const std::string &device);
ChangeSet setDeviceName(Project &project, const std::string &device, const std::string &name);
ChangeSet setDevicePhase(Project &project, const std::string &device, const std::string &phase);
// Reversing a device turns its ports round: its cables are removed.
ChangeSet setDeviceReversed(Project &project, const std::string &device, bool reversed);
// A PDU's feed, "A" or "B" (Error for another device or another feed).
ChangeSet setDeviceFeed(Project &project, const std::string &device, const std::string &feed);

} // namespace plenum::edit

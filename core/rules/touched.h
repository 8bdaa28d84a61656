// SPDX-License-Identifier: GPL-3.0-or-later
// What an edit's and its reroute's change sets touched, as the scoped rule providers read it
// (Rule::scope, rules/incremental_check.h). Generous on purpose: an owner too many is only
// checked again, an owner too few keeps a stale finding.
#pragma once

#include "edit/change_set.h"
#include "rules/rules.h"

#include <bitset>
#include <vector>

namespace plenum::rules {

struct Touched {
    std::bitset<edit::kEntityKinds> kinds; // the kinds of entity changed
    bool touches(edit::EntityKind kind) const { return kinds.test(std::size_t(kind)); }

    // Racks: changed racks; the racks of changed devices, of the ends of changed links and cables
    // and of coiled slack, before and after.
    IdSet racks;
    // Links: changed links; the links of changed cables; every link on a port of a changed link
    // (its speed is shared); the links of changed devices and of devices in changed racks.
    IdSet links;
    // Devices: changed devices and the ends of changed links (before and after), and the devices
    // in changed racks (a device's place is its rack's).
    IdSet devices;
    // Pathways: changed pathways and those on the routes and slack places of changed cables,
    // before and after.
    IdSet pathways;
    // Cables: the ids of changed cables.
    IdSet cables;
    // The values changed, before and after (pointers into the change sets).
    std::vector<const Rack *> changed_racks;
    std::vector<const Device *> changed_devices;
    std::vector<const Link *> changed_links;
    std::vector<const Cable *> changed_cables;
    std::vector<const Pathway *> changed_pathways;
    // The project's cables whose route runs along, or whose slack is coiled on, a changed pathway
    // (one pass over the routes, made only when a pathway changed): the cables an edit of those
    // pathways moved or renamed without rerouting them.
    std::vector<const Cable *> cables_along;
};

Touched touchedBy(const RuleContext &context, const std::vector<const edit::ChangeSet *> &changes);

} // namespace plenum::rules

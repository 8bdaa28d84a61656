// SPDX-License-Identifier: GPL-3.0-or-later
// The links ending on each device, kept in the routing state (routing/incremental.h) and brought
// to each edited project by the edit's link changes, so that an edit of a device finds its links
// without a pass over the link table: the reroute's scope (a changed device's links) and the
// cages patched around them (cage_plan.h: patchCages). At ~100k GPUs each such pass read the
// ~570,000 links, ~3 ms each, three times per deletion of a switch.
#pragma once

#include "model/project.h"

#include <cstddef>
#include <span>
#include <unordered_map>
#include <utility>
#include <vector>

namespace plenum::routing {

class LinksByDevice {
public:
    LinksByDevice() = default;
    explicit LinksByDevice(const Project &project); // one pass over the links

    // Whether the lists hold `project`'s links (as many as it has: a guard, not proof).
    bool holds(const Project &project) const { return m_valid && m_links == project.links.size(); }

    // Applies link changes (before, after; nullptr for an added or removed link) as an edit made
    // them. False, with the lists then of no project, when a removed link is not listed where
    // it ended.
    bool update(const std::vector<std::pair<const Link *, const Link *>> &changed);

    // The ids of the links with an end on `device` (a link with both there, once), in no order.
    std::span<const Id> of(Id device) const;

private:
    void add(const Link &link);
    bool remove(const Link &link);

    std::unordered_map<Id, std::vector<Id>> m_lists;
    std::size_t m_links = 0;
    bool m_valid = false;
};

} // namespace plenum::routing

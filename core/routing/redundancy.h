// SPDX-License-Identifier: GPL-3.0-or-later
// Redundancy groups (DESIGN.md §5: links of one group want disjoint pathways, "discrete fibre
// paths"). Every cable leaves its rack over the tray segment that rack attaches to, so the links of
// a group that all start (or end) in one rack — a node's bonded pair, its two storage links —
// necessarily share that segment: it is the rack's own, not a shared path. Disjointness is asked of
// the rest of the route: a segment is an unavoidable end of a cable when it is the first (last)
// segment of its route and the cable's a (b) end stands in a rack every link of the group touches.
// The router (separateGroups) and resilience.shared-segment both judge sharing this way.
#pragma once

#include "model/project.h"

#include <set>
#include <vector>

namespace plenum::routing {

struct GroupMember {
    Id rack_a = kNoId, rack_b = kNoId; // the racks of the link's two ends
};

// The racks every member touches (at either end).
std::set<Id> commonRacks(const std::vector<GroupMember> &members);

// Whether step `k` of a route of `steps` steps is an unavoidable end for `member`.
inline bool unavoidableEnd(const GroupMember &member, const std::set<Id> &common, std::size_t k, std::size_t steps)
{
    return (k == 0 && common.count(member.rack_a)) || (k + 1 == steps && common.count(member.rack_b));
}

} // namespace plenum::routing

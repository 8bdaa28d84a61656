// SPDX-License-Identifier: GPL-3.0-or-later
// Redundancy groups (DESIGN.md §5: links of one group want disjoint pathways, "discrete fibre
// paths"). Every cable leaves its rack over the tray segment that rack attaches to, so the links of
// a group that all start (or end) in one rack — a node's bonded pair, its two storage links —
// necessarily share that segment: it is the rack's own, not a shared path. Disjointness is asked of
// the rest of the route: a segment is an unavoidable end of a cable when it is the first (last)
// segment of its route and the cable's a (b) end stands in a rack every link of the group touches.
// The router (separateGroups) and resilience.shared-segment both judge sharing this way.
#pragma once

#include "model/index.h"
#include "model/project.h"

#include <algorithm>
#include <set>
#include <vector>

namespace plenum::routing {

struct GroupMember {
    Id rack_a = kNoId, rack_b = kNoId; // the racks of the link's two ends
};

// The racks every member touches (at either end).
std::set<Id> commonRacks(const std::vector<GroupMember> &members);

// The part of one pathway segment a cable runs along, in mm from the segment's first point. The
// router judges sharing on its graph's pieces of a segment (between two attachments or crossings),
// so two cables on one segment share it only where their spans overlap.
struct SegmentSpan {
    Id pathway = kNoId;
    int segment = 0;
    double from_mm = 0, to_mm = 0; // from_mm <= to_mm
    std::size_t first_step = 0; // the route's steps this span covers
    std::size_t last_step = 0;
};

// The spans of a cable's route, one per run of consecutive steps on the same segment. A run starts
// and ends where the route meets its neighbouring segments, or, at the route's two ends, level with
// the rack the cable drops into (`rack_a`, `rack_b`: the racks' centres on the floor). A step on a
// pathway the index does not know spans nothing.
std::vector<SegmentSpan> routeSpans(
    const std::vector<RouteStep> &route, const ProjectIndex &index, Point rack_a, Point rack_b);

// Whether two spans of one segment overlap by more than a millimetre (meeting at a point is not
// sharing).
inline bool overlapping(const SegmentSpan &x, const SegmentSpan &y)
{
    return x.pathway == y.pathway && x.segment == y.segment
        && std::min(x.to_mm, y.to_mm) - std::max(x.from_mm, y.from_mm) > 1.0;
}

// Whether step `k` of a route of `steps` steps is an unavoidable end for `member`.
inline bool unavoidableEnd(const GroupMember &member, const std::set<Id> &common, std::size_t k, std::size_t steps)
{
    return (k == 0 && common.count(member.rack_a)) || (k + 1 == steps && common.count(member.rack_b));
}

} // namespace plenum::routing

// SPDX-License-Identifier: GPL-3.0-or-later
// What routed cables put on each pathway segment, as pathway.fill and the growth analysis judge it
// (the router keeps the same sums on its graph with the same functions, routing/fill_limit.h): a
// cable's cross-section once on every segment of its route (a twin-port cable once, under its
// label), and the slack coiled on a tray segment (Cable::slack) spread over that segment; the same
// for their weight per metre (the catalogue's kg_per_m), which pathway.load judges. Summed in fixed
// point (routing/cable_sums.h), so that the sums are the same in any order: the check state's,
// patched with the cables an edit changed (rules/fill_sums.h), are those of a pass over them all.
#pragma once

#include "model/id_set.h"
#include "model/index.h"
#include "routing/cable_sums.h"

namespace plenum::catalog {
struct CableType;
}

#include <functional>
#include <map>
#include <utility>
#include <vector>

namespace plenum::routing {

struct SegmentUse {
    double area_mm2 = 0;
    double kg_per_m = 0;
    int cables = 0;
};

using SegmentKey = std::pair<Id, int>; // (pathway, segment index)

// A segment's sums as values (mm², kg/m, cables).
SegmentUse useOf(const CableSums::Cell &cell);

// What one cable of catalogue type `type` puts on the segments of the pathways `wanted` accepts
// (empty: every pathway), appended to `out`: its cross-section and weight once on each segment of
// its route (a route that comes back to a segment counts it once), and the slack coiled on a
// segment of a pathway of `index`, spread over that segment. Nothing for a cable without a route.
void cableUse(const Cable &cable, const catalog::CableType *type, const ProjectIndex &index,
    const std::function<bool(Id)> &wanted, std::vector<std::pair<SegmentKey, CableSums::Cell>> &out);

// Per (pathway, segment index), over the cables `include` accepts (empty: every cable); only the
// segments of `pathways` when given (the same sums, without the work for other pathways). With
// `pathways`, `among` may name the positions of the cables to look at, ascending: every cable
// with a route step or slack on `pathways` must be among them (rules/cables_along.h finds them
// without a pass over every route).
std::map<std::pair<Id, int>, SegmentUse> segmentUse(const Project &project, const ProjectIndex &index,
    const std::function<bool(const Cable &)> &include = {}, const IdSet *pathways = nullptr,
    const std::vector<std::size_t> *among = nullptr);

} // namespace plenum::routing

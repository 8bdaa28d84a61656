// SPDX-License-Identifier: GPL-3.0-or-later
// Which cables lie on each pathway (a step of their route, or their slack coiled on it), kept in
// the check state (rules/incremental_check.h) across edits and brought along by their change sets,
// so that a provider judging a few pathways (pathway.fill) reads the cables on them instead of
// every cable's route (a pass over the ~400,000 routes of a ~100k-GPU hall was ~20 ms of each
// incremental check after a rack edit).
//
// The lists are generous: a cable that left a pathway stays on its list until the list is
// compacted, and a cable changed twice may be listed twice; positions() checks each against the
// project, so its answer is exact.
#pragma once

#include "edit/change_set.h"
#include "model/id_set.h"
#include "model/project.h"
#include "rules/cable_columns.h"

#include <optional>
#include <unordered_map>
#include <vector>

namespace plenum::rules {

class CablesAlong {
public:
    CablesAlong() = default;
    explicit CablesAlong(const Project &project); // one pass over the routes

    // Lists each cable a change set leaves (its `after`) on the pathways it now lies on.
    void update(const edit::ChangeSet &changes);
    // Drops the cables no longer on a pathway from each list that has grown to twice its size at
    // the last compaction (so the lists stay within a constant factor of the cables on them).
    void compact(const Project &project, const CableColumns &columns);

    // The positions in `project` of the cables on any of `pathways`, ascending and each once;
    // nullopt when `columns` (the project's) cannot find cables by id (ids not unique).
    std::optional<std::vector<std::size_t>> positions(
        const Project &project, const CableColumns &columns, const IdSet &pathways) const;

    // Listed entries in all (for the memory estimate and the tests).
    std::size_t entries() const;

private:
    struct List {
        std::vector<Id> cables;
        std::size_t compacted = 0; // the list's size after the last compaction
    };
    void add(const Cable &cable);
    std::unordered_map<Id, List> m_lists;
};

// Whether a cable has a route step or its coiled slack on `pathway`.
bool cableLiesOn(const Cable &cable, Id pathway);

} // namespace plenum::rules

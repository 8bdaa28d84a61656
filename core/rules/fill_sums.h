// SPDX-License-Identifier: GPL-3.0-or-later
// What the cables put on each pathway segment (routing/segment_use.h), every phase's, kept in the
// check state (rules/incremental_check.h) across edits and patched by their change sets: a changed
// cable taken out as it was and put in as it is, in fixed point, so that the patched sums are those
// of a pass over every cable to the bit. pathway.fill judges a few pathways after an edit from
// them instead of summing every cable on those pathways again (the ~26,000 on a trunk of a ~100k-GPU
// hall were 20–60 ms of an incremental check).
//
// A twin-port cable fills a tray once for its two links: of the twin-port cables under one label,
// the first with a route in the project's order counts (as segmentUse counts it). The sums hold
// which one counts per label; a label an edit touched is counted again. A changed pathway (its
// geometry sets how a coil spreads) is summed again from the cables on it.
#pragma once

#include "edit/change_set.h"
#include "model/id_set.h"
#include "model/index.h"
#include "routing/cable_sums.h"
#include "routing/segment_use.h"

#include <functional>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

namespace plenum::rules {

class CableColumns;
class CablesAlong;

class FillSums {
public:
    FillSums() = default;
    FillSums(const Project &project, const ProjectIndex &index); // one pass over the cables

    // Brings the sums to `project` (indexed by `index`; its cable columns and cables along each
    // pathway already brought to it) after `changes`, applied in their order to the project the
    // sums were of. False when the change sets do not fit (a cable they name is not where the
    // columns say, cable ids not unique): then make the sums again.
    bool update(const Project &project, const ProjectIndex &index, const CableColumns &columns,
        const CablesAlong &along, const std::vector<const edit::ChangeSet *> &changes);

    // The segments of `pathway` with a cable or a coil on them, ascending, and their sums.
    void forPathway(Id pathway, const std::function<void(int segment, const routing::SegmentUse &)> &fn) const;
    // Every segment with a cable or a coil on it.
    void forEach(const std::function<void(routing::SegmentKey, const routing::SegmentUse &)> &fn) const;
    // The pathways whose sums the last update() changed (or might have: those it summed again).
    const IdSet &changed() const { return m_changed; }
    // Whether the sums were made by a pass over the cables, not patched (any may have changed).
    bool remade() const { return m_remade; }

    // The same sums (segments whose sums are all zero count as absent) and the same twin-port
    // cables counted (for the tests).
    friend bool operator==(const FillSums &, const FillSums &);

private:
    using Cells = std::map<int, routing::CableSums::Cell>;
    struct Twins {
        std::vector<Id> cables; // twin-port cables under the label, ascending
        Id counted = kNoId; // the one whose fill is in the sums (kNoId: none has a route)
        friend bool operator==(const Twins &, const Twins &) = default;
    };
    void add(const Cable &cable, const catalog::CableType *type, const ProjectIndex &index, int sign,
        const std::function<bool(Id)> &wanted = {});

    std::unordered_map<Id, Cells> m_cells;
    std::unordered_map<std::string, Twins> m_twins; // by label
    IdSet m_changed;
    bool m_remade = true;
    std::vector<std::pair<routing::SegmentKey, routing::CableSums::Cell>> m_scratch;
};

} // namespace plenum::rules

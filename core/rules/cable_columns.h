// SPDX-License-Identifier: GPL-3.0-or-later
// The fields of Project::cables that the checks look up or scan (id, link, span, ends, coil place),
// one small row per cable in the project's order, and the position of each cable id — kept in the
// check state (rules/incremental_check.h) across edits and updated by their change sets in time
// proportional to the cables that changed and those after them, not rebuilt by a pass over every
// cable (a Cable is ~0.5 kB: one pass over the ~400,000 of a ~100k-GPU hall was ~20 ms of each
// incremental check, and several providers made one each).
#pragma once

#include "edit/change_set.h"
#include "model/project.h"

#include <cstdint>
#include <limits>
#include <span>
#include <unordered_map>
#include <vector>

namespace plenum::rules {

struct CableRow {
    Id id = kNoId;
    Id link = kNoId;
    Id end_a = kNoId, end_b = kNoId; // Cable::end_a/end_b's devices (a trunk's panels)
    Id slack_rack = kNoId; // SlackPlace::rack
    Id slack_pathway = kNoId; // SlackPlace::pathway and segment
    int slack_segment = 0;
    CableSpan span = CableSpan::Link;
    friend bool operator==(const CableRow &, const CableRow &) = default;
};

class CableColumns {
public:
    CableColumns() = default;
    explicit CableColumns(const Project &project); // one pass over the cables

    // Applies the cable changes of `changes` as edit::apply() applies them to the table (the
    // change set's positions are exact, as an edit's, apply()'s and a reroute's are). False, and
    // the columns left to be rebuilt, when the change set does not fit them (a cable not where it
    // says, an id twice).
    bool update(const edit::ChangeSet &changes, Id nextId);

    std::span<const CableRow> rows() const { return m_rows; }
    std::size_t size() const { return m_rows.size(); }
    // The position of the cable with this id, or kNone; with ids not unique, the first's.
    static constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();
    std::uint32_t position(Id id) const;
    // Whether every cable id is distinct (else position() names one of several).
    bool unique() const { return m_unique; }
    // Whether the rows are in link order (as the router writes them): then the cables of a link
    // are a run of rows, found by a binary search.
    bool sortedByLink() const { return m_sorted; }
    // How many cables are cords or trunks of a channel (CableSpan other than Link).
    std::size_t channelCables() const { return m_channel; }

    friend bool operator==(const CableColumns &, const CableColumns &) = default;

private:
    void place(std::size_t from); // positions of the rows from `from` on
    bool sortedAround(std::size_t at) const; // rows at-1, at, at+1 in link order
    void reserveSlots(Id nextId);

    std::vector<CableRow> m_rows;
    // Position per id for ids below a bound (next_id when within 64 × cables + 2^20, as
    // ProjectIndex bounds), the others in m_far.
    std::vector<std::uint32_t> m_slots;
    std::unordered_map<Id, std::uint32_t> m_far;
    bool m_unique = true;
    bool m_sorted = true;
    std::size_t m_channel = 0;
};

CableRow cableRow(const Cable &cable);

} // namespace plenum::rules

// SPDX-License-Identifier: GPL-3.0-or-later
// The links in the selected phase at each (device, port), built once per check run by the
// RuleContext and shared by the providers that ask which links a port carries (speeds of split
// ports, unconnected and over-used ports). Each device with a known type has a seat: a run of
// slots, one per port of its type, found through a table by device id (no hash lookup per link
// end); a slot holds its one link's id, or counts several kept apart. Links are held by id, not by
// address, so that an edit that moves the link table (a deletion compacts it) leaves the table
// valid: it is patched by the edit's change sets (update) instead of made again, which took ~17 ms
// of every link or device edit at ~100k GPUs. A link end on a port its device's type lacks, or on
// a device the project lacks (a damaged project), is kept apart by (device, port).
//
// The check state keeps the table for the next run (rules/incremental_check.h): while no change
// set touched a device type or a phase, the change sets' links and devices patch it.
#pragma once

#include "model/index.h"

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <map>
#include <unordered_map>
#include <vector>

namespace plenum::edit {
struct ChangeSet;
}

namespace plenum::rules {

class RuleContext;

class PortLinks {
public:
    explicit PortLinks(const RuleContext &context);
    // Reads the project and index of `context` from now on: the same project, its links and
    // devices as they were when the table was made or last updated.
    void rebind(const RuleContext &context);
    // Brings the table to the project of `context` (the same selected phase), which `changes`
    // turned the table's project into. False when they do not describe it (a removed link the
    // table lacks, a link the project lacks) or touch a device type or a phase: then make a new
    // table (the table is then of no project).
    bool update(const RuleContext &context, const std::vector<const edit::ChangeSet *> &changes);

    // The links on one port, in the project's link order (resolved by id through the index).
    class Links {
    public:
        Links() = default;
        Links(const Id *ids, std::size_t count, const ProjectIndex *index)
            : m_ids(ids)
            , m_count(count)
            , m_index(index)
        {
        }
        class iterator {
        public:
            using iterator_category = std::forward_iterator_tag;
            using value_type = const Link *;
            using difference_type = std::ptrdiff_t;
            using pointer = const Link *const *;
            using reference = const Link *;
            iterator() = default;
            iterator(const Id *at, const ProjectIndex *index)
                : m_at(at)
                , m_index(index)
            {
            }
            const Link *operator*() const { return m_index->link(*m_at); }
            iterator &operator++()
            {
                ++m_at;
                return *this;
            }
            iterator operator++(int)
            {
                iterator was = *this;
                ++m_at;
                return was;
            }
            bool operator==(const iterator &other) const { return m_at == other.m_at; }

        private:
            const Id *m_at = nullptr;
            const ProjectIndex *m_index = nullptr;
        };
        iterator begin() const { return { m_ids, m_index }; }
        iterator end() const { return { m_ids + m_count, m_index }; }
        std::size_t size() const { return m_count; }
        bool empty() const { return m_count == 0; }

    private:
        const Id *m_ids = nullptr;
        std::size_t m_count = 0;
        const ProjectIndex *m_index = nullptr;
    };

    Links at(Id device, int port) const;
    int uses(Id device, int port) const { return int(at(device, port).size()); }
    int uses(const PortRef &end) const { return uses(end.device, end.port); }

    // The links on each port of `device` that carries one: its type's ports in order, then its
    // ports kept apart (a link with both ends on the device is on two of them).
    std::vector<Links> linksOf(Id device) const;

    // Every port that carries a link, in (device, port) order, with its links.
    template <typename F> void forEachPort(F &&f) const
    {
        for (const Port &p : portsInOrder())
            f(p.device, p.port, p.links);
    }

private:
    struct Port {
        Id device = kNoId;
        int port = 0;
        Links links;
    };
    struct Seat {
        std::uint32_t first = 0; // its port 0's slot
        std::uint32_t count = 0; // ports; 0: no seat
    };
    struct Slot {
        Id link = kNoId; // the one link, when count is 1
        std::uint32_t count = 0; // more than one: all of them in m_more
    };
    using List = std::vector<Id>;
    static constexpr std::size_t npos = std::size_t(-1);

    std::vector<Port> portsInOrder() const;
    std::size_t slotOf(Id device, int port) const; // npos: not a port of a seated device
    Links linksIn(std::size_t slot) const;
    List take(std::size_t slot);
    void put(std::size_t slot, List links);
    bool erase(Id device, int port, Id link);
    bool insert(Id device, int port, Id link, std::size_t position); // false: a link there the project lacks
    bool seat(Id device); // a seat for the device as the project has it (false: none)
    void reseat(Id device);

    const Project *m_project;
    const ProjectIndex *m_index;
    std::vector<Seat> m_seats; // by device id
    std::vector<Slot> m_slots;
    std::unordered_map<std::uint32_t, List> m_more; // by slot, the slots with several links
    std::map<std::pair<Id, int>, List> m_apart; // the ends on no seat
    std::size_t m_dead = 0; // slots of seats given up by an update
};

} // namespace plenum::rules

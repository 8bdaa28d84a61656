// SPDX-License-Identifier: GPL-3.0-or-later
// The links in the selected phase at each (device, port), built once per check run by the
// RuleContext and shared by the providers that ask which links a port carries (speeds of split
// ports, unconnected and over-used ports). The device ports are laid end to end in device order
// (a device's type says how many it has) and the links counted into them: one pass over the links
// and no sort, where sorting every link end took most of a check's scope at ~100k GPUs. A link end
// on a port its device's type lacks, or on a device the project lacks (a damaged project), is kept
// apart, sorted by (device, port).
//
// The check state keeps the table for the next run while no change set touched a link, device,
// device type or phase and the link and device tables were not moved (rules/incremental_check.h):
// it holds the links by address. A kept table is bound to the new run's context (rebind) before use.
#pragma once

#include "model/index.h"

#include <cstdint>
#include <span>
#include <vector>

namespace plenum::rules {

class RuleContext;

class PortLinks {
public:
    explicit PortLinks(const RuleContext &context);
    // Reads the project and index of `context` from now on: the same project, its links and
    // devices as they were when the table was made.
    void rebind(const RuleContext &context);

    // The links on a port, in the project's link order.
    std::span<const Link *const> at(Id device, int port) const;
    int uses(Id device, int port) const { return int(at(device, port).size()); }
    int uses(const PortRef &end) const { return uses(end.device, end.port); }

    // Every port that carries a link, in (device, port) order, with its links.
    template <typename F> void forEachPort(F &&f) const
    {
        for (const Port &p : portsInOrder())
            f(p.device, p.port, std::span<const Link *const>(p.links, p.count));
    }

private:
    struct Port {
        Id device = kNoId;
        int port = 0;
        const Link *const *links = nullptr;
        std::size_t count = 0;
    };
    std::vector<Port> portsInOrder() const;
    std::size_t slotOf(Id device, int port) const; // npos: not a port of the device's type

    const Project *m_project;
    const ProjectIndex *m_index;
    std::vector<std::size_t> m_first; // per device (project order): its port 0's slot; one past the last
    std::vector<std::uint32_t> m_start; // per slot: its first link in m_links; one past the last
    std::vector<const Link *> m_links; // grouped by slot, in link order within one
    std::vector<Port> m_other; // the ends apart, sorted by (device, port), into m_otherLinks
    std::vector<const Link *> m_otherLinks;
};

} // namespace plenum::rules

// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/port_links.h"

#include "rules/rules.h"

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <tuple>

namespace plenum::rules {

PortLinks::PortLinks(const RuleContext &c)
{
    // The link ends grouped by (device id, port), each port's links in the project's order: a
    // counting sort by device (the devices ranked by id once) and a stable sort by port within
    // each device's few ends, where one sort of every end by all three took most of a check's
    // scope at ~100k GPUs. A link end on a device the project does not have (a damaged project)
    // takes the plain sort.
    const Project &p = c.project();
    struct End {
        Id device;
        int port;
        std::size_t order; // the link's place in the project: keeps the project's link order per port
        const Link *link;
    };
    std::vector<End> ends;
    ends.reserve(2 * p.links.size());
    std::size_t order = 0;
    for (const Link &l : p.links) {
        if (c.inPhase(l.phase)) {
            ends.push_back({ l.a.device, l.a.port, order, &l });
            ends.push_back({ l.b.device, l.b.port, order, &l });
        }
        ++order;
    }
    std::vector<std::uint32_t> rank(p.devices.size()); // per device (project order): its place by id
    {
        std::vector<std::uint32_t> byId(p.devices.size());
        std::iota(byId.begin(), byId.end(), 0u);
        std::sort(byId.begin(), byId.end(), [&](std::uint32_t x, std::uint32_t y) {
            return std::pair(p.devices[x].id, x) < std::pair(p.devices[y].id, y);
        });
        for (std::uint32_t r = 0; r < byId.size(); ++r)
            rank[byId[r]] = r;
    }
    std::vector<std::uint32_t> group(ends.size()); // per end: its device's rank
    bool known = true;
    for (std::size_t i = 0; i < ends.size() && known; ++i) {
        const Device *d = c.index().device(ends[i].device);
        known = d != nullptr;
        if (known)
            group[i] = rank[std::size_t(d - p.devices.data())];
    }
    std::vector<End> sorted;
    if (known) {
        std::vector<std::size_t> first(p.devices.size() + 1, 0);
        for (std::uint32_t g : group)
            ++first[g + 1];
        for (std::size_t r = 0; r < p.devices.size(); ++r)
            first[r + 1] += first[r];
        sorted.resize(ends.size());
        std::vector<std::size_t> next(first.begin(), first.end() - 1);
        for (std::size_t i = 0; i < ends.size(); ++i)
            sorted[next[group[i]]++] = ends[i];
        for (std::size_t r = 0; r < p.devices.size(); ++r)
            std::stable_sort(sorted.begin() + std::ptrdiff_t(first[r]), sorted.begin() + std::ptrdiff_t(first[r + 1]),
                [](const End &x, const End &y) { return x.port < y.port; });
    } else {
        sorted = std::move(ends);
        std::sort(sorted.begin(), sorted.end(), [](const End &x, const End &y) {
            return std::tie(x.device, x.port, x.order) < std::tie(y.device, y.port, y.order);
        });
    }
    m_links.reserve(sorted.size());
    m_ports.reserve(sorted.size()); // at most one port per end: no regrowth over 100,000s of ports
    for (const End &e : sorted) {
        if (m_ports.empty() || m_ports.back().device != e.device || m_ports.back().port != e.port)
            m_ports.push_back({ e.device, e.port, m_links.size(), 0 });
        m_links.push_back(e.link);
        ++m_ports.back().count;
    }
}

std::span<const Link *const> PortLinks::at(Id device, int port) const
{
    auto it = std::lower_bound(m_ports.begin(), m_ports.end(), std::pair(device, port),
        [](const Port &p, const std::pair<Id, int> &key) { return std::pair(p.device, p.port) < key; });
    if (it == m_ports.end() || it->device != device || it->port != port)
        return {};
    return { m_links.data() + it->first, it->count };
}

} // namespace plenum::rules

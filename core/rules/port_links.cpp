// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/port_links.h"

#include "rules/rules.h"

#include <algorithm>
#include <tuple>

namespace plenum::rules {

PortLinks::PortLinks(const RuleContext &c)
    : m_project(&c.project())
    , m_index(&c.index())
{
    const Project &p = *m_project;
    m_first.reserve(p.devices.size() + 1);
    std::size_t slots = 0;
    for (const Device &d : p.devices) {
        m_first.push_back(slots);
        if (const DeviceType *t = m_index->deviceType(d.device_type))
            slots += t->ports.size();
    }
    m_first.push_back(slots);
    // Each end's slot (npos: kept apart), then a counting sort of the ends by slot: the counts
    // summed into each slot's end, and the ends placed from the last to the first, each at its
    // slot's end moved back by one — so each port's links stay in project order, and m_start ends
    // as each slot's start. The ends are kept as (slot, link) pairs for the second pass, which
    // then reads no link and asks no phase again.
    struct Apart {
        Id device;
        int port;
        std::size_t order;
        const Link *link;
    };
    struct End {
        std::uint32_t slot;
        std::uint32_t link;
    };
    std::vector<Apart> apart;
    std::vector<End> ends;
    ends.reserve(2 * p.links.size());
    m_start.assign(slots + 1, 0);
    for (std::size_t i = 0; i < p.links.size(); ++i) {
        const Link &l = p.links[i];
        if (!c.inPhase(l.phase))
            continue;
        for (const PortRef *end : { &l.a, &l.b }) {
            const std::size_t s = slotOf(end->device, end->port);
            if (s == std::size_t(-1)) {
                apart.push_back({ end->device, end->port, i, &l });
            } else {
                ends.push_back({ std::uint32_t(s), std::uint32_t(i) });
                ++m_start[s];
            }
        }
    }
    for (std::size_t s = 1; s < slots; ++s)
        m_start[s] += m_start[s - 1];
    if (slots > 0)
        m_start[slots] = m_start[slots - 1];
    m_links.resize(m_start[slots]);
    for (auto e = ends.rbegin(); e != ends.rend(); ++e)
        m_links[--m_start[e->slot]] = &p.links[e->link];
    std::sort(apart.begin(), apart.end(), [](const Apart &x, const Apart &y) {
        return std::tie(x.device, x.port, x.order) < std::tie(y.device, y.port, y.order);
    });
    m_otherLinks.reserve(apart.size());
    for (const Apart &e : apart)
        m_otherLinks.push_back(e.link);
    for (std::size_t i = 0; i < apart.size(); ++i) {
        if (m_other.empty() || m_other.back().device != apart[i].device || m_other.back().port != apart[i].port)
            m_other.push_back({ apart[i].device, apart[i].port, m_otherLinks.data() + i, 0 });
        ++m_other.back().count;
    }
}

void PortLinks::rebind(const RuleContext &c)
{
    m_project = &c.project();
    m_index = &c.index();
}

std::size_t PortLinks::slotOf(Id device, int port) const
{
    const Device *d = m_index->device(device);
    if (!d || port < 0)
        return std::size_t(-1);
    const std::size_t k = std::size_t(d - m_project->devices.data());
    const std::size_t s = m_first[k] + std::size_t(port);
    return s < m_first[k + 1] ? s : std::size_t(-1);
}

std::span<const Link *const> PortLinks::at(Id device, int port) const
{
    const std::size_t s = slotOf(device, port);
    if (s != std::size_t(-1))
        return { m_links.data() + m_start[s], m_start[s + 1] - m_start[s] };
    auto it = std::lower_bound(m_other.begin(), m_other.end(), std::pair(device, port),
        [](const Port &p, const std::pair<Id, int> &key) { return std::pair(p.device, p.port) < key; });
    if (it == m_other.end() || it->device != device || it->port != port)
        return {};
    return { it->links, it->count };
}

std::vector<PortLinks::Port> PortLinks::portsInOrder() const
{
    std::vector<Port> ports = m_other;
    for (std::size_t k = 0; k < m_project->devices.size(); ++k)
        for (std::size_t s = m_first[k]; s < m_first[k + 1]; ++s)
            if (m_start[s + 1] > m_start[s])
                ports.push_back({ m_project->devices[k].id, int(s - m_first[k]), m_links.data() + m_start[s],
                    m_start[s + 1] - m_start[s] });
    std::sort(ports.begin(), ports.end(),
        [](const Port &x, const Port &y) { return std::pair(x.device, x.port) < std::pair(y.device, y.port); });
    return ports;
}

} // namespace plenum::rules

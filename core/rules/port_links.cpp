// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/port_links.h"

#include "rules/rules.h"

#include <algorithm>
#include <tuple>

namespace plenum::rules {

PortLinks::PortLinks(const RuleContext &c)
{
    struct End {
        Id device;
        int port;
        std::size_t order; // the link's place in the project: keeps the project's link order per port
        const Link *link;
    };
    std::vector<End> ends;
    ends.reserve(2 * c.project().links.size());
    std::size_t order = 0;
    for (const Link &l : c.project().links) {
        if (c.inPhase(l.phase)) {
            ends.push_back({ l.a.device, l.a.port, order, &l });
            ends.push_back({ l.b.device, l.b.port, order, &l });
        }
        ++order;
    }
    std::sort(ends.begin(), ends.end(), [](const End &x, const End &y) {
        return std::tie(x.device, x.port, x.order) < std::tie(y.device, y.port, y.order);
    });
    m_links.reserve(ends.size());
    for (const End &e : ends) {
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

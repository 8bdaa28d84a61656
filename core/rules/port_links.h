// SPDX-License-Identifier: GPL-3.0-or-later
// The links in the selected phase at each (device, port), built once per check run by the
// RuleContext and shared by the providers that ask which links a port carries (speeds of split
// ports, unconnected and over-used ports). A flat vector sorted by port: one allocation for the
// whole table instead of a map node and a vector per port.
#pragma once

#include "model/project.h"

#include <span>
#include <vector>

namespace plenum::rules {

class RuleContext;

class PortLinks {
public:
    explicit PortLinks(const RuleContext &context);

    // The links on a port, in the project's link order.
    std::span<const Link *const> at(Id device, int port) const;
    int uses(Id device, int port) const { return int(at(device, port).size()); }
    int uses(const PortRef &end) const { return uses(end.device, end.port); }

    // Every port that carries a link, in (device, port) order, with its links.
    template <typename F> void forEachPort(F &&f) const
    {
        for (std::size_t i = 0; i < m_ports.size(); ++i)
            f(m_ports[i].device, m_ports[i].port,
                std::span<const Link *const>(m_links.data() + m_ports[i].first, m_ports[i].count));
    }

private:
    struct Port {
        Id device = kNoId;
        int port = 0;
        std::size_t first = 0, count = 0;
    };
    std::vector<Port> m_ports; // sorted by (device, port)
    std::vector<const Link *> m_links; // grouped by port, in m_ports' order
};

} // namespace plenum::rules

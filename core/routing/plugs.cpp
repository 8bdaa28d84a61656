// SPDX-License-Identifier: GPL-3.0-or-later
#include "routing/plugs.h"

#include <fmt/format.h>

#include <set>
#include <tuple>
#include <unordered_set>

namespace plenum::routing {

std::vector<PluggedTransceiver> pluggedTransceivers(const Project &project, const ProjectIndex &index)
{
    std::vector<PluggedTransceiver> out;
    std::set<std::tuple<Id, std::string, std::string>> seen;
    for (const Cable &c : project.cables) {
        const Link *l = index.link(c.link);
        const std::string *skus[2] = { &c.transceiver_a, &c.transceiver_b };
        const PortRef *ends[2] = { l ? &l->a : nullptr, l ? &l->b : nullptr };
        for (int e = 0; e < 2; ++e) {
            if (skus[e]->empty())
                continue;
            PluggedTransceiver t;
            t.sku = *skus[e];
            t.phase = c.phase;
            if (ends[e]) {
                t.device = ends[e]->device;
                const DeviceType *type = index.typeOfDevice(ends[e]->device);
                const int port = ends[e]->port;
                if (type && port >= 0 && port < int(type->ports.size()))
                    t.cage = type->ports[std::size_t(port)].cage.empty() ? "port:" + type->ports[std::size_t(port)].name
                                                                         : type->ports[std::size_t(port)].cage;
                else
                    t.cage = fmt::format("port{}", port);
            } else {
                t.cage = fmt::format("cable{}-{}", c.id, e);
            }
            if (seen.insert({ t.device, t.cage, t.sku }).second)
                out.push_back(std::move(t));
        }
    }
    return out;
}

std::vector<const Cable *> physicalCables(const Project &project)
{
    std::vector<const Cable *> out;
    std::unordered_set<std::string> labels;
    out.reserve(project.cables.size());
    for (const Cable &c : project.cables)
        if (c.label.empty() || labels.insert(c.label).second)
            out.push_back(&c);
    return out;
}

} // namespace plenum::routing

// SPDX-License-Identifier: GPL-3.0-or-later
#include "routing/cage_plan.h"

#include <algorithm>
#include <map>
#include <unordered_map>

namespace plenum::routing {

CageEnd cageOf(const ProjectIndex &index, const PortRef &port, int linksOnPort)
{
    CageEnd end;
    end.device = port.device;
    const DeviceType *t = index.typeOfDevice(port.device);
    if (!t || port.port < 0 || port.port >= int(t->ports.size()))
        return end;
    const PortTemplate &p = t->ports[std::size_t(port.port)];
    int ports = 1;
    if (p.cage.empty()) {
        end.cage = "port:" + p.name;
    } else {
        end.cage = p.cage;
        ports = int(
            std::count_if(t->ports.begin(), t->ports.end(), [&](const PortTemplate &q) { return q.cage == p.cage; }));
    }
    end.slots = std::max({ 1, ports, linksOnPort });
    return end;
}

std::vector<LinkCages> linkCages(const Project &project, const ProjectIndex &index)
{
    std::unordered_map<std::int64_t, int> uses; // (device, port) → links on that port
    auto key = [](const PortRef &r) { return r.device * 4096 + r.port; };
    for (const auto &l : project.links) {
        ++uses[key(l.a)];
        ++uses[key(l.b)];
    }
    std::vector<LinkCages> out;
    out.reserve(project.links.size());
    for (const auto &l : project.links) {
        LinkCages c;
        c.a = cageOf(index, l.a, uses[key(l.a)]);
        c.b = cageOf(index, l.b, uses[key(l.b)]);
        c.valid = !c.a.cage.empty() && !c.b.cage.empty();
        out.push_back(std::move(c));
    }
    return out;
}

std::vector<CageGroup> groupByCage(const std::vector<LinkCages> &cages)
{
    using Key = std::pair<Id, std::string>;
    std::map<Key, std::vector<std::size_t>> linksOf; // cage → links plugged into it
    for (std::size_t i = 0; i < cages.size(); ++i)
        if (cages[i].valid) {
            linksOf[{ cages[i].a.device, cages[i].a.cage }].push_back(i);
            if (!(cages[i].b == cages[i].a))
                linksOf[{ cages[i].b.device, cages[i].b.cage }].push_back(i);
        }
    auto links = [&](const CageEnd &e) -> const std::vector<std::size_t> & { return linksOf.at({ e.device, e.cage }); };

    std::vector<CageGroup> out(cages.size());
    for (std::size_t i = 0; i < cages.size(); ++i) {
        const LinkCages &c = cages[i];
        if (!c.valid || out[i].partner != CageGroup::npos || c.a == c.b)
            continue;
        // The end whose twin-port cage holds exactly this link and one other.
        for (bool atA : { true, false }) {
            const CageEnd &twin = atA ? c.a : c.b, &far = atA ? c.b : c.a;
            const auto &shared = links(twin);
            if (twin.slots != 2 || shared.size() != 2)
                continue;
            const std::size_t j = shared[0] == i ? shared[1] : shared[0];
            if (out[j].partner != CageGroup::npos)
                continue;
            const LinkCages &o = cages[j];
            const bool jTwinAtA = o.a == twin;
            const CageEnd &farJ = jTwinAtA ? o.b : o.a;
            Assembly kind = Assembly::PerLink;
            if (far == farJ && far.slots == 2 && links(far).size() == 2)
                kind = Assembly::TwinCable;
            else if (!(far == farJ) && far.slots == 1 && farJ.slots == 1 && !(farJ == twin))
                kind = Assembly::Splitter;
            if (kind == Assembly::PerLink)
                continue;
            out[i] = { kind, j, i < j, atA };
            out[j] = { kind, i, j < i, jTwinAtA };
            break;
        }
    }
    return out;
}

} // namespace plenum::routing

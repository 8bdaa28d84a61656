// SPDX-License-Identifier: GPL-3.0-or-later
#include "routing/cage_plan.h"

#include <algorithm>
#include <functional>
#include <unordered_map>

namespace plenum::routing {

namespace {

// Per port of a device type: how many ports share its cage (1 for a port without a cage), and the
// first port whose cage has the same name (CageEnd::cage).
struct TypeCages {
    std::vector<int> size, first;
};

std::string cageName(const PortTemplate &p)
{
    return p.cage.empty() ? "port:" + p.name : p.cage;
}

TypeCages cagesOf(const DeviceType &t)
{
    std::unordered_map<std::string, int> perCage, firstOf;
    for (std::size_t k = 0; k < t.ports.size(); ++k) {
        ++perCage[t.ports[k].cage];
        firstOf.emplace(cageName(t.ports[k]), int(k));
    }
    TypeCages out;
    out.size.reserve(t.ports.size());
    out.first.reserve(t.ports.size());
    for (const PortTemplate &q : t.ports) {
        out.size.push_back(q.cage.empty() ? 1 : perCage[q.cage]);
        out.first.push_back(firstOf.at(cageName(q)));
    }
    return out;
}

// cageOf with the cages of the device's type known (`cages`: cagesOf of it).
CageEnd cageWith(const DeviceType *t, const TypeCages *cages, const PortRef &port, int linksOnPort)
{
    CageEnd end;
    end.device = port.device;
    if (!t || port.port < 0 || port.port >= int(t->ports.size()))
        return end;
    const std::size_t k = std::size_t(port.port);
    end.cage = cageName(t->ports[k]);
    end.slots = std::max({ 1, cages->size[k], linksOnPort });
    end.first_port = cages->first[k];
    return end;
}

} // namespace

CageEnd cageOf(const ProjectIndex &index, const PortRef &port, int linksOnPort)
{
    const DeviceType *t = index.typeOfDevice(port.device);
    const TypeCages cages = t ? cagesOf(*t) : TypeCages {};
    return cageWith(t, &cages, port, linksOnPort);
}

std::vector<LinkCages> linkCages(const Project &project, const ProjectIndex &index)
{
    std::unordered_map<std::int64_t, int> uses; // (device, port) → links on that port
    auto key = [](const PortRef &r) { return r.device * 4096 + r.port; };
    for (const auto &l : project.links) {
        ++uses[key(l.a)];
        ++uses[key(l.b)];
    }
    // The cage sizes once per device type (a switch has 64 ports: counting per link end was most
    // of a route's time).
    std::unordered_map<const DeviceType *, TypeCages> sizes;
    auto end = [&](const PortRef &r) {
        const DeviceType *t = index.typeOfDevice(r.device);
        const TypeCages *s = nullptr;
        if (t) {
            auto it = sizes.find(t);
            if (it == sizes.end())
                it = sizes.emplace(t, cagesOf(*t)).first;
            s = &it->second;
        }
        return cageWith(t, s, r, uses[key(r)]);
    };
    std::vector<LinkCages> out;
    out.reserve(project.links.size());
    for (const auto &l : project.links) {
        LinkCages c;
        c.a = end(l.a);
        c.b = end(l.b);
        c.valid = !c.a.cage.empty() && !c.b.cage.empty();
        out.push_back(std::move(c));
    }
    return out;
}

std::vector<CageGroup> groupByCage(const std::vector<LinkCages> &cages)
{
    // A cage by (device, its first port): the same cage as (device, name), without the string.
    auto key = [](const CageEnd &e) { return std::pair<Id, int>(e.device, e.first_port); };
    struct KeyHash {
        std::size_t operator()(const std::pair<Id, int> &k) const
        {
            return std::hash<Id>()(k.first) * 4099 + std::size_t(k.second);
        }
    };
    std::unordered_map<std::pair<Id, int>, std::vector<std::size_t>, KeyHash> linksOf; // cage → links plugged into it
    linksOf.reserve(cages.size() * 2);
    for (std::size_t i = 0; i < cages.size(); ++i)
        if (cages[i].valid) {
            linksOf[key(cages[i].a)].push_back(i);
            if (!(cages[i].b == cages[i].a))
                linksOf[key(cages[i].b)].push_back(i);
        }
    auto links = [&](const CageEnd &e) -> const std::vector<std::size_t> & { return linksOf.at(key(e)); };

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

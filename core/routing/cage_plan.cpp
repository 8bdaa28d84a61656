// SPDX-License-Identifier: GPL-3.0-or-later
#include "routing/cage_plan.h"
#include "util/parallel.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <tuple>
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

// cageOf with the cages of the device's type known (`cages`: cagesOf of it). `portSlot`: the
// port's PortUses slot (npos: not known).
CageEnd cageWith(const DeviceType *t, const TypeCages *cages, const PortRef &port, int linksOnPort,
    std::size_t portSlot = std::size_t(-1))
{
    CageEnd end;
    end.device = port.device;
    if (!t || port.port < 0 || port.port >= int(t->ports.size()))
        return end;
    const std::size_t k = std::size_t(port.port);
    end.capacity = std::max({ 1, cages->size[k], linksOnPort });
    end.first_port = cages->first[k];
    if (portSlot != std::size_t(-1))
        end.port_slot = portSlot - k + std::size_t(end.first_port);
    return end;
}

} // namespace

CageEnd cageOf(const ProjectIndex &index, const PortRef &port, int linksOnPort)
{
    const DeviceType *t = index.typeOfDevice(port.device);
    const TypeCages cages = t ? cagesOf(*t) : TypeCages {};
    return cageWith(t, &cages, port, linksOnPort);
}

PortUses::PortUses(const Project &project, const ProjectIndex &index)
    : m_project(project)
    , m_index(index)
{
    m_first.reserve(project.devices.size() + 1);
    m_type.reserve(project.devices.size());
    std::size_t slots = 0;
    for (const Device &d : project.devices) {
        m_first.push_back(slots);
        const DeviceType *t = index.typeOfDevice(d.id);
        m_type.push_back(t);
        if (t)
            slots += t->ports.size();
    }
    m_first.push_back(slots);
    m_count.assign(slots, 0);
    for (const Link &l : project.links)
        for (const PortRef *r : { &l.a, &l.b }) {
            const std::size_t s = slotOf(*r);
            if (s != std::size_t(-1)) {
                ++m_count[s];
                continue;
            }
            auto it = std::find_if(m_other.begin(), m_other.end(), [&](const auto &o) { return o.first == *r; });
            if (it == m_other.end())
                m_other.push_back({ *r, 1 });
            else
                ++it->second;
        }
}

std::size_t PortUses::slotOf(const PortRef &port) const
{
    const Device *d = m_index.device(port.device);
    if (!d || port.port < 0)
        return std::size_t(-1);
    const std::size_t k = std::size_t(d - m_project.devices.data());
    const std::size_t s = m_first[k] + std::size_t(port.port);
    return s < m_first[k + 1] ? s : std::size_t(-1);
}

int PortUses::operator()(const PortRef &port) const
{
    const std::size_t s = slotOf(port);
    return s != std::size_t(-1) ? m_count[s] : otherUses(port);
}

int PortUses::otherUses(const PortRef &port) const
{
    for (const auto &[other, n] : m_other)
        if (other == port)
            return n;
    return 0;
}

PortUses::Place PortUses::placeOf(const PortRef &port) const
{
    Place out;
    const Device *d = m_index.device(port.device);
    if (d) {
        const std::size_t k = std::size_t(d - m_project.devices.data());
        out.type = m_type[k];
        const std::size_t s = m_first[k] + std::size_t(port.port);
        if (port.port >= 0 && s < m_first[k + 1])
            out.slot = s;
    }
    out.links = out.slot != std::size_t(-1) ? m_count[out.slot] : otherUses(port);
    return out;
}

std::vector<LinkCages> linkCages(const Project &project, const ProjectIndex &index)
{
    return linkCages(project, index, PortUses(project, index));
}

std::vector<LinkCages> linkCages(const Project &project, const ProjectIndex &, const PortUses &uses)
{
    // In runs of links, one per thread (each reads the shared counts and writes its own run of
    // the result); the cage sizes once per device type and run (a switch has 64 ports: counting
    // per link end was most of a route's time), the last type's kept at hand: links come in runs
    // of one device type.
    std::vector<LinkCages> out(project.links.size());
    const std::size_t runs = std::min<std::size_t>(std::size_t(workerThreads()), 1 + project.links.size() / 1024);
    runParallel(runs, [&](std::size_t run) {
        std::unordered_map<const DeviceType *, TypeCages> sizes;
        const DeviceType *lastType = nullptr;
        const TypeCages *lastCages = nullptr;
        auto end = [&](const PortRef &r) {
            const PortUses::Place place = uses.placeOf(r);
            const DeviceType *t = place.type;
            if (t && t != lastType) {
                auto it = sizes.find(t);
                if (it == sizes.end())
                    it = sizes.emplace(t, cagesOf(*t)).first;
                lastType = t;
                lastCages = &it->second;
            }
            return cageWith(t, t ? lastCages : nullptr, r, place.links, place.slot);
        };
        const std::size_t from = project.links.size() * run / runs, to = project.links.size() * (run + 1) / runs;
        for (std::size_t i = from; i < to; ++i) {
            const Link &l = project.links[i];
            LinkCages &c = out[i];
            c.a = end(l.a);
            c.b = end(l.b);
            c.valid = c.a.first_port >= 0 && c.b.first_port >= 0 && c.a.port_slot != std::size_t(-1)
                && c.b.port_slot != std::size_t(-1);
        }
    });
    return out;
}

std::vector<CageGroup> groupByCage(const std::vector<LinkCages> &cages)
{
    // cage → the links plugged into it, without a container per cage: the link ends grouped by
    // cage, a cage by its first port's slot among the project's device ports, in link order within
    // it (a counting sort: one pass, no comparison sort over 100,000s of link ends). An entry is a
    // link's index and end (0: a, 1: b) in 32 bits; a link whose two ends share one cage has one.
    if (cages.size() >= (std::size_t(1) << 31))
        throw Error(fmt::format("{} links are more than cages can be grouped for", cages.size()));
    std::size_t slots = 0;
    for (const LinkCages &c : cages)
        if (c.valid)
            slots = std::max({ slots, c.a.port_slot + 1, c.b.port_slot + 1 });
    // Filled from the last link to the first, each entry at its cage's end moved back by one, so
    // that a cage's links stay in link order: cage k's entries end up at [start[k + 1], start[k + 2]).
    std::vector<std::uint32_t> start(slots + 2, 0);
    for (const LinkCages &c : cages)
        if (c.valid) {
            ++start[c.a.port_slot + 1];
            if (!(c.b == c.a))
                ++start[c.b.port_slot + 1];
        }
    for (std::size_t k = 1; k <= slots; ++k)
        start[k] += start[k - 1]; // the end of cage k - 1's entries
    start[slots + 1] = start[slots];
    std::vector<std::uint32_t> plugged(start.back());
    for (std::size_t i = cages.size(); i-- > 0;)
        if (cages[i].valid) {
            if (!(cages[i].b == cages[i].a))
                plugged[--start[cages[i].b.port_slot + 1]] = std::uint32_t(i << 1 | 1);
            plugged[--start[cages[i].a.port_slot + 1]] = std::uint32_t(i << 1);
        }
    struct Links { // a cage's links, in link order
        const std::uint32_t *first;
        std::size_t count;
        std::size_t size() const { return count; }
        std::size_t operator[](std::size_t k) const { return first[k] >> 1; }
    };
    auto links = [&](std::size_t link, bool atA) {
        const std::size_t slot = atA ? cages[link].a.port_slot : cages[link].b.port_slot;
        return Links { plugged.data() + start[slot + 1], std::size_t(start[slot + 2] - start[slot + 1]) };
    };

    std::vector<CageGroup> out(cages.size());
    for (std::size_t i = 0; i < cages.size(); ++i) {
        const LinkCages &c = cages[i];
        if (!c.valid || out[i].partner != CageGroup::npos || c.a == c.b)
            continue;
        // The end whose twin-port cage holds exactly this link and one other.
        for (bool atA : { true, false }) {
            const CageEnd &twin = atA ? c.a : c.b, &far = atA ? c.b : c.a;
            const Links shared = links(i, atA);
            if (twin.capacity != 2 || shared.size() != 2)
                continue;
            const std::size_t j = shared[0] == i ? shared[1] : shared[0];
            if (out[j].partner != CageGroup::npos)
                continue;
            const LinkCages &o = cages[j];
            const bool jTwinAtA = o.a == twin;
            const CageEnd &farJ = jTwinAtA ? o.b : o.a;
            Assembly kind = Assembly::PerLink;
            if (far == farJ && far.capacity == 2 && links(i, !atA).size() == 2)
                kind = Assembly::TwinCable;
            else if (!(far == farJ) && far.capacity == 1 && farJ.capacity == 1 && !(farJ == twin))
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

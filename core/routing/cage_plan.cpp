// SPDX-License-Identifier: GPL-3.0-or-later
#include "routing/cage_plan.h"

#include <algorithm>
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
    std::size_t slots = 0;
    for (const Device &d : project.devices) {
        m_first.push_back(slots);
        if (const DeviceType *t = index.typeOfDevice(d.id))
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
    if (s != std::size_t(-1))
        return m_count[s];
    for (const auto &[other, n] : m_other)
        if (other == port)
            return n;
    return 0;
}

std::vector<LinkCages> linkCages(const Project &project, const ProjectIndex &index)
{
    return linkCages(project, index, PortUses(project, index));
}

std::vector<LinkCages> linkCages(const Project &project, const ProjectIndex &index, const PortUses &uses)
{
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
        const std::size_t slot = uses.slotOf(r);
        return cageWith(t, s, r, uses(r), slot);
    };
    std::vector<LinkCages> out;
    out.reserve(project.links.size());
    for (const auto &l : project.links) {
        LinkCages c;
        c.a = end(l.a);
        c.b = end(l.b);
        c.valid = c.a.first_port >= 0 && c.b.first_port >= 0 && c.a.port_slot != std::size_t(-1)
            && c.b.port_slot != std::size_t(-1);
        out.push_back(std::move(c));
    }
    return out;
}

std::vector<CageGroup> groupByCage(const std::vector<LinkCages> &cages)
{
    // cage → the links plugged into it, without a container per cage: (link, end) entries grouped
    // by cage, a cage by its first port's slot among the project's device ports, in link order
    // within it (a counting sort: one pass, no comparison sort over 100,000s of link ends), and
    // per link end the range of its cage's entries (a link whose two ends share one cage has one).
    struct Plug {
        std::size_t link;
        int side; // 0: the link's end a, 1: end b
    };
    std::size_t slots = 0;
    for (const LinkCages &c : cages)
        if (c.valid)
            slots = std::max({ slots, c.a.port_slot + 1, c.b.port_slot + 1 });
    std::vector<std::size_t> start(slots + 1, 0); // per cage slot: its first entry
    for (const LinkCages &c : cages)
        if (c.valid) {
            ++start[c.a.port_slot + 1];
            if (!(c.b == c.a))
                ++start[c.b.port_slot + 1];
        }
    for (std::size_t k = 0; k < slots; ++k)
        start[k + 1] += start[k];
    std::vector<Plug> plugged(start[slots]);
    std::vector<std::size_t> next(start.begin(), start.end() - 1);
    for (std::size_t i = 0; i < cages.size(); ++i)
        if (cages[i].valid) {
            plugged[next[cages[i].a.port_slot]++] = { i, 0 };
            if (!(cages[i].b == cages[i].a))
                plugged[next[cages[i].b.port_slot]++] = { i, 1 };
        }
    std::vector<std::pair<std::size_t, std::size_t>> rangeOfEnd(cages.size() * 2, { 0, 0 }); // [from, to)
    for (std::size_t i = 0; i < cages.size(); ++i)
        if (cages[i].valid) {
            const std::size_t a = cages[i].a.port_slot, b = cages[i].b.port_slot;
            rangeOfEnd[i * 2] = { start[a], start[a + 1] };
            rangeOfEnd[i * 2 + 1] = { start[b], start[b + 1] };
        }
    struct Links { // a cage's links, in link order
        const Plug *first;
        std::size_t count;
        std::size_t size() const { return count; }
        std::size_t operator[](std::size_t k) const { return first[k].link; }
    };
    auto links = [&](std::size_t link, bool atA) {
        const auto [from, to] = rangeOfEnd[link * 2 + (atA ? 0 : 1)];
        return Links { plugged.data() + from, to - from };
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

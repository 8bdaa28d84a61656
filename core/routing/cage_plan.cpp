// SPDX-License-Identifier: GPL-3.0-or-later
#include "routing/cage_plan.h"
#include "util/parallel.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <set>
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

// cageOf with the cages of the device's type known (`cages`: cagesOf of it).
CageEnd cageWith(const DeviceType *t, const TypeCages *cages, const PortRef &port, int linksOnPort)
{
    CageEnd end;
    end.device = port.device;
    if (!t || port.port < 0 || port.port >= int(t->ports.size()))
        return end;
    const std::size_t k = std::size_t(port.port);
    end.capacity = std::max({ 1, cages->size[k], linksOnPort });
    end.first_port = cages->first[k];
    return end;
}

// groupByCage's choice for link i, after every link before it: paired with the other link of a
// twin-port cage of its own when neither has a partner yet and their far ends make one cable or a
// splitter. `links(link, atA)`: the valid links plugged into that end's cage, in link order.
template <typename CageLinks>
void pairLink(const std::vector<LinkCages> &cages, std::size_t i, const CageLinks &links, std::vector<CageGroup> &out)
{
    const LinkCages &c = cages[i];
    if (!c.valid || out[i].partner != CageGroup::npos || c.a == c.b)
        return;
    // The end whose twin-port cage holds exactly this link and one other.
    for (bool atA : { true, false }) {
        const CageEnd &twin = atA ? c.a : c.b, &far = atA ? c.b : c.a;
        const auto shared = links(i, atA);
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
        return;
    }
}

// A number for each cage the valid links name, from 0 up: each device named takes a run of
// them, one per port up to its last cage's first port, in the order the links first name the
// devices. A device is found in a table by id (ids are handed out from 1 upwards), or in a map
// when the ids reach far beyond the links' count (a file from elsewhere may number from anywhere).
class CageNumbers {
public:
    explicit CageNumbers(const std::vector<LinkCages> &cages)
    {
        Id highest = 0;
        for (const LinkCages &c : cages)
            if (c.valid)
                highest = std::max({ highest, c.a.device, c.b.device });
        if (highest < Id(16 * cages.size() + 4096))
            m_table.assign(std::size_t(highest) + 1, kNone);
        std::vector<std::size_t> width; // per device number: its last cage's first port + 1
        for (const LinkCages &c : cages)
            if (c.valid)
                for (const CageEnd *e : { &c.a, &c.b }) {
                    std::uint32_t &n = slotOf(e->device);
                    if (n == kNone) {
                        n = std::uint32_t(width.size());
                        width.push_back(0);
                    }
                    width[n] = std::max(width[n], std::size_t(e->first_port) + 1);
                }
        m_first.reserve(width.size());
        for (std::size_t w : width) {
            m_first.push_back(m_count);
            m_count += w;
        }
    }
    // The cage of a valid link's end.
    std::size_t operator()(const CageEnd &e) const
    {
        const bool inTable = e.device > 0 && std::size_t(e.device) < m_table.size();
        return m_first[inTable ? m_table[std::size_t(e.device)] : m_far.at(e.device)] + std::size_t(e.first_port);
    }
    std::size_t count() const { return m_count; }

private:
    static constexpr std::uint32_t kNone = std::uint32_t(-1);
    std::uint32_t &slotOf(Id device)
    {
        if (device > 0 && std::size_t(device) < m_table.size())
            return m_table[std::size_t(device)];
        return m_far.try_emplace(device, kNone).first->second;
    }
    std::vector<std::uint32_t> m_table; // per device id: its number (kNone: not named)
    std::unordered_map<Id, std::uint32_t> m_far; // the ids beyond the table
    std::vector<std::size_t> m_first; // per device number: its first cage's
    std::size_t m_count = 0;
};

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
            return cageWith(t, t ? lastCages : nullptr, r, place.links);
        };
        const std::size_t from = project.links.size() * run / runs, to = project.links.size() * (run + 1) / runs;
        for (std::size_t i = from; i < to; ++i) {
            const Link &l = project.links[i];
            LinkCages &c = out[i];
            c.a = end(l.a);
            c.b = end(l.b);
            c.valid = c.a.first_port >= 0 && c.b.first_port >= 0;
        }
    });
    return out;
}

std::vector<CageGroup> groupByCage(const std::vector<LinkCages> &cages)
{
    // cage → the links plugged into it, without a container per cage: the link ends grouped by
    // cage (CageNumbers), in link order within it (a counting sort: one pass, no comparison sort
    // over 100,000s of link ends). An entry is a link's index and end (0: a, 1: b) in 32 bits; a
    // link whose two ends share one cage has one.
    if (cages.size() >= (std::size_t(1) << 31))
        throw Error(fmt::format("{} links are more than cages can be grouped for", cages.size()));
    const CageNumbers number(cages);
    const std::size_t slots = number.count();
    // Filled from the last link to the first, each entry at its cage's end moved back by one, so
    // that a cage's links stay in link order: cage k's entries end up at [start[k + 1], start[k + 2]).
    std::vector<std::uint32_t> start(slots + 2, 0);
    for (const LinkCages &c : cages)
        if (c.valid) {
            ++start[number(c.a) + 1];
            if (!(c.b == c.a))
                ++start[number(c.b) + 1];
        }
    for (std::size_t k = 1; k <= slots; ++k)
        start[k] += start[k - 1]; // the end of cage k - 1's entries
    start[slots + 1] = start[slots];
    std::vector<std::uint32_t> plugged(start.back());
    for (std::size_t i = cages.size(); i-- > 0;)
        if (cages[i].valid) {
            if (!(cages[i].b == cages[i].a))
                plugged[--start[number(cages[i].b) + 1]] = std::uint32_t(i << 1 | 1);
            plugged[--start[number(cages[i].a) + 1]] = std::uint32_t(i << 1);
        }
    struct Links { // a cage's links, in link order
        const std::uint32_t *first;
        std::size_t count;
        std::size_t size() const { return count; }
        std::size_t operator[](std::size_t k) const { return first[k] >> 1; }
    };
    auto links = [&](std::size_t link, bool atA) {
        const std::size_t slot = number(atA ? cages[link].a : cages[link].b);
        return Links { plugged.data() + start[slot + 1], std::size_t(start[slot + 2] - start[slot + 1]) };
    };

    std::vector<CageGroup> out(cages.size());
    for (std::size_t i = 0; i < cages.size(); ++i)
        pairLink(cages, i, links, out);
    return out;
}

} // namespace plenum::routing

namespace plenum::routing {

std::optional<CagePatch> patchCages(const Project &project, const ProjectIndex &index,
    const std::vector<std::size_t> &added, const IdSet &devices, std::vector<LinkCages> &cages,
    std::vector<CageGroup> &groups, std::size_t limit, const LinksByDevice *byDevice)
{
    const std::size_t n = project.links.size();
    if (cages.size() != n || groups.size() != n || added.size() > limit)
        return std::nullopt;
    std::vector<char> isAdded(n, 0);
    for (std::size_t i : added)
        if (i >= n)
            return std::nullopt;
        else
            isAdded[i] = 1;
    // The positions of the links ending on any of `ids` (ascending, each once) through
    // `byDevice`; false when a listed link is not the project's or more than `most` are found.
    auto linksOn = [&](const auto &ids, std::vector<std::size_t> &out, std::size_t most) {
        for (Id device : ids)
            for (Id id : byDevice->of(device)) {
                const Link *l = index.link(id);
                if (!l)
                    return false;
                out.push_back(std::size_t(l - project.links.data()));
            }
        std::sort(out.begin(), out.end());
        out.erase(std::unique(out.begin(), out.end()), out.end());
        return out.size() <= most;
    };
    // The links ending on `devices`, and the links on each of their ports: every link on such a
    // port ends there, so the counts are whole.
    using PortKey = std::pair<Id, int>;
    std::map<PortKey, int> onPort;
    std::vector<std::size_t> touching;
    if (byDevice) {
        if (!linksOn(devices, touching, limit))
            return std::nullopt;
        for (std::size_t i : added)
            if (!devices.count(project.links[i].a.device) || !devices.count(project.links[i].b.device))
                return std::nullopt; // a link of the edit whose ends were not named
    } else {
        for (std::size_t i = 0; i < n; ++i) {
            const Link &l = project.links[i];
            const bool a = devices.count(l.a.device) > 0, b = devices.count(l.b.device) > 0;
            if (isAdded[i] && !(a && b))
                return std::nullopt; // a link of the edit whose ends were not named
            if (!a && !b)
                continue;
            if (touching.size() == limit)
                return std::nullopt;
            touching.push_back(i);
        }
    }
    for (std::size_t i : touching) {
        const Link &l = project.links[i];
        for (const PortRef *end : { &l.a, &l.b })
            if (devices.count(end->device))
                ++onPort[{ end->device, end->port }];
    }
    std::unordered_map<const DeviceType *, TypeCages> typeCages;
    auto endOf = [&](const PortRef &r) {
        const DeviceType *t = index.typeOfDevice(r.device);
        const TypeCages *c = nullptr;
        if (t) {
            auto it = typeCages.find(t);
            if (it == typeCages.end())
                it = typeCages.emplace(t, cagesOf(*t)).first;
            c = &it->second;
        }
        return cageWith(t, c, r, onPort[{ r.device, r.port }]);
    };
    // The set made again: its links, and their cages as they are now.
    std::unordered_map<std::size_t, LinkCages> now;
    std::vector<std::size_t> made;
    std::set<PortKey> keys; // the cages (device, first port) of their ends, before and after
    IdSet keyDevices;
    auto addKeys = [&](const LinkCages &c) {
        for (const CageEnd *e : { &c.a, &c.b })
            if (e->first_port >= 0 && keys.insert({ e->device, e->first_port }).second)
                keyDevices.insert(e->device);
    };
    for (std::size_t i : touching) {
        const Link &l = project.links[i];
        LinkCages c = isAdded[i] ? LinkCages {} : cages[i];
        if (!isAdded[i])
            addKeys(c);
        if (devices.count(l.a.device))
            c.a = endOf(l.a);
        if (devices.count(l.b.device))
            c.b = endOf(l.b);
        c.valid = c.a.first_port >= 0 && c.b.first_port >= 0;
        addKeys(c);
        now.emplace(i, c);
        made.push_back(i);
    }
    // Closed over shared cages: a link in a cage of one made again (its cages did not change).
    // A cage is its device's, so such a link ends on a device of the keys: with `byDevice`, only
    // the links on those devices are read, those of each device once it has a key.
    std::vector<std::size_t> onKeyDevices;
    IdSet listed;
    for (std::size_t keysBefore = 0; keys.size() != keysBefore;) {
        keysBefore = keys.size();
        auto inKeys = [&](const CageEnd &e) {
            return e.first_port >= 0 && keyDevices.count(e.device) && keys.count({ e.device, e.first_port });
        };
        auto join = [&](std::size_t i) {
            const LinkCages &c = cages[i];
            if ((inKeys(c.a) || inKeys(c.b)) && now.emplace(i, c).second) {
                if (made.size() == limit)
                    return false;
                made.push_back(i);
                addKeys(c);
            }
            return true;
        };
        if (byDevice) {
            std::vector<Id> fresh;
            for (Id device : keyDevices)
                if (listed.insert(device))
                    fresh.push_back(device);
            std::vector<std::size_t> more;
            if (!linksOn(fresh, more, n))
                return std::nullopt;
            onKeyDevices.insert(onKeyDevices.end(), more.begin(), more.end());
            for (std::size_t i : onKeyDevices)
                if (!join(i))
                    return std::nullopt;
        } else {
            for (std::size_t i = 0; i < n; ++i)
                if (!join(i))
                    return std::nullopt;
        }
    }
    std::sort(made.begin(), made.end());
    // Paired again in link order among themselves (positions in `made`), as groupByCage pairs.
    std::vector<LinkCages> local;
    local.reserve(made.size());
    for (std::size_t i : made)
        local.push_back(now.at(i));
    std::map<PortKey, std::vector<std::size_t>> plugged;
    for (std::size_t k = 0; k < local.size(); ++k)
        if (local[k].valid) {
            plugged[{ local[k].a.device, local[k].a.first_port }].push_back(k);
            if (!(local[k].b == local[k].a))
                plugged[{ local[k].b.device, local[k].b.first_port }].push_back(k);
        }
    auto links = [&](std::size_t k, bool atA) -> const std::vector<std::size_t> & {
        const CageEnd &e = atA ? local[k].a : local[k].b;
        return plugged.at({ e.device, e.first_port });
    };
    std::vector<CageGroup> paired(local.size());
    for (std::size_t k = 0; k < local.size(); ++k)
        pairLink(local, k, links, paired);
    CagePatch out;
    out.links = made;
    for (std::size_t k = 0; k < made.size(); ++k) {
        const std::size_t i = made[k];
        cages[i] = local[k];
        CageGroup g = paired[k];
        if (g.partner != CageGroup::npos)
            g.partner = made[g.partner];
        groups[i] = g;
        const Link &l = project.links[i];
        auto uses = [&](const PortRef &r) { return devices.count(r.device) ? onPort.at({ r.device, r.port }) : -1; };
        out.uses.push_back({ uses(l.a), uses(l.b) });
    }
    return out;
}

} // namespace plenum::routing

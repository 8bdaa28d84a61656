// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/link_edit.h"
#include "edit/edit_common.h"
#include "model/id_set.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <map>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace plenum::edit {
namespace {

struct End {
    const Device *device = nullptr;
    const DeviceType *type = nullptr;
    int port = -1;
    std::string text;
};

class Ends {
public:
    // Only what `specs` name is indexed: their devices (one pass over the devices) and the uses of
    // their ports (one pass over the links). Indexing every device and port took most of an edit's
    // time at 16k GPUs.
    Ends(const Project &p, const std::vector<LinkSpec> &specs)
        : m_p(p)
    {
        std::unordered_set<std::string> names;
        for (const auto &spec : specs)
            for (const std::string *text : { &spec.a, &spec.b })
                if (const auto colon = text->rfind(':'); colon != std::string::npos)
                    names.insert(text->substr(0, colon));
        m_devices.reserve(names.size());
        // A name is hashed only when its length and last two characters are those of a name asked
        // for: at ~100k GPUs hashing every device's name was most of the edit.
        std::vector<bool> maybe(1 << 16, false);
        auto sketch = [](const std::string &name) {
            const auto last = [&](std::size_t k) { return name.size() > k ? unsigned(name[name.size() - 1 - k]) : 0u; };
            return (name.size() * 0x9E37u ^ last(0) * 0x85EBu ^ last(1) * 0xC2B3u) & 0xFFFFu;
        };
        for (const std::string &name : names)
            maybe[sketch(name)] = true;
        for (const auto &d : p.devices)
            if (maybe[sketch(d.name)] && names.count(d.name))
                m_devices.emplace(d.name, &d); // the first of a name, as findDevice
        for (const auto &t : p.device_types)
            m_types.emplace(t.id, &t);
        for (const auto &spec : specs)
            for (const std::string *text : { &spec.a, &spec.b }) {
                try {
                    const End e = resolve(*text);
                    m_ports.try_emplace(key({ e.device->id, e.port }));
                } catch (const Error &) {
                    // addLinks resolves the ends again in order and reports the first that fails
                }
            }
        IdSet named; // the devices of those ports: a link on none of them is passed over unhashed
        for (const auto &[port, use] : m_ports)
            named.insert(port.first);
        for (const auto &l : p.links)
            for (const PortRef *end : { &l.a, &l.b })
                if (named.count(end->device))
                    if (auto it = m_ports.find(key(*end)); it != m_ports.end() && it->second.links++ == 0)
                        it->second.first = l.id; // the first link on a port, in project order
    }

    End resolve(const std::string &text) const
    {
        const auto colon = text.rfind(':');
        if (colon == std::string::npos || colon == 0 || colon + 1 == text.size())
            throw Error(fmt::format("a link end is DEVICE:PORT (got '{}')", text.substr(0, 80)));
        const std::string device = text.substr(0, colon), port = text.substr(colon + 1);
        End e;
        e.text = text;
        if (auto it = m_devices.find(device); it != m_devices.end())
            e.device = it->second;
        else
            e.device = &findDevice(m_p, device);
        auto t = m_types.find(e.device->device_type);
        if (t == m_types.end())
            throw Error(fmt::format("device {} has no device type", e.device->name));
        e.type = t->second;
        e.port = e.type->portIndex(port);
        if (e.port < 0)
            throw Error(fmt::format("device {} ({}) has no port {}", e.device->name, e.type->slug, port.substr(0, 80)));
        return e;
    }

    std::optional<Id> linkOn(const End &e) const
    {
        auto it = m_ports.find(key({ e.device->id, e.port }));
        return it == m_ports.end() || it->second.links == 0 ? std::nullopt : std::optional<Id>(it->second.first);
    }

    int linksOn(const End &e) const
    {
        auto it = m_ports.find(key({ e.device->id, e.port }));
        return it == m_ports.end() ? 0 : it->second.links;
    }

private:
    struct Use {
        Id first = kNoId; // the first link on the port, in project order
        int links = 0;
    };
    using Key = std::pair<Id, int>;
    struct KeyHash {
        std::size_t operator()(const Key &k) const
        {
            return std::hash<Id>()(k.first) * 0x9E3779B97F4A7C15ull + std::hash<int>()(k.second);
        }
    };
    static Key key(const PortRef &end) { return { end.device, end.port }; }

    const Project &m_p;
    std::unordered_map<std::string, const Device *> m_devices;
    std::unordered_map<Id, const DeviceType *> m_types;
    std::unordered_map<Key, Use, KeyHash> m_ports;
};

bool isRole(const DeviceType &t, std::string_view role)
{
    return t.role == role;
}

Tier tierOf(const End &a, const End &b)
{
    auto pair = [&](std::string_view x, std::string_view y) {
        return (isRole(*a.type, x) && isRole(*b.type, y)) || (isRole(*a.type, y) && isRole(*b.type, x));
    };
    if (pair("leaf", "spine"))
        return Tier::LeafSpine;
    if (pair("spine", "core"))
        return Tier::SpineCore;
    return Tier::NodeLeaf;
}

std::size_t phaseRank(const Project &p, Id phase)
{
    for (std::size_t i = 0; i < p.phases.size(); ++i)
        if (p.phases[i].id == phase)
            return i;
    return 0;
}

} // namespace

ChangeSet addLink(Project &p, const LinkSpec &spec)
{
    return addLinks(p, { spec });
}

ChangeSet addLinks(Project &p, const std::vector<LinkSpec> &specs)
{
    const Ends ends(p, specs);
    Draft draft(p);
    std::map<std::pair<Id, int>, int> taken; // links on ports from earlier links of this edit
    for (const auto &spec : specs) {
        const End a = ends.resolve(spec.a), b = ends.resolve(spec.b);
        if (a.device->id == b.device->id && a.port == b.port)
            throw Error(fmt::format("a link needs two different ports (got {} twice)", spec.a));
        for (const End *e : { &a, &b }) {
            const PortTemplate &pt = e->type->ports[std::size_t(e->port)];
            const int capacity = spec.split_ports ? std::max(1, pt.lanes) : 1;
            const int before = ends.linksOn(*e);
            int &now = taken[std::pair { e->device->id, e->port }];
            if (before + now >= capacity) {
                if (capacity > 1)
                    throw Error(fmt::format(
                        "port {} of {} already carries {} links, one per lane", pt.name, e->device->name, capacity));
                if (before > 0)
                    throw Error(fmt::format("port {} of {} already carries a link", pt.name, e->device->name));
                throw Error(fmt::format("port {} of {} is used twice in this edit", pt.name, e->device->name));
            }
            ++now;
        }
        Link l;
        l.id = draft.allocateId();
        l.a = { a.device->id, a.port };
        l.b = { b.device->id, b.port };
        l.fabric = spec.fabric;
        l.tier = spec.tier ? *spec.tier : tierOf(a, b);
        l.plane = spec.plane;
        l.redundancy_group = spec.redundancy_group;
        l.phase = !spec.phase.empty()                                        ? findPhase(p, spec.phase)
            : phaseRank(p, a.device->phase) >= phaseRank(p, b.device->phase) ? a.device->phase
                                                                             : b.device->phase;
        draft.add(l);
    }
    return draft.commit();
}

std::vector<std::string> expandEnds(const std::string &pattern)
{
    const auto open = pattern.find('[');
    if (open == std::string::npos) {
        if (pattern.find(']') != std::string::npos)
            throw Error(fmt::format("'{}' has a ']' without '['", pattern.substr(0, 80)));
        return { pattern };
    }
    const auto close = pattern.find(']', open);
    const auto dash = pattern.find('-', open);
    auto number = [&](std::size_t from, std::size_t to, int &out) {
        const auto [end, ec] = std::from_chars(pattern.data() + from, pattern.data() + to, out);
        return from < to && ec == std::errc() && end == pattern.data() + to && out >= 0;
    };
    int first = 0, last = 0;
    if (close == std::string::npos || dash == std::string::npos || dash > close || !number(open + 1, dash, first)
        || !number(dash + 1, close, last) || pattern.find('[', close) != std::string::npos)
        throw Error(
            fmt::format("'{}' is not a range like node[01-32]:nic0 (one [FIRST-LAST] per end)", pattern.substr(0, 80)));
    if (last < first || last - first >= 100000)
        throw Error(
            fmt::format("the range [{}-{}] in '{}' is reversed or too long", first, last, pattern.substr(0, 80)));
    const std::size_t width = dash - open - 1;
    std::vector<std::string> out;
    for (int i = first; i <= last; ++i)
        out.push_back(pattern.substr(0, open) + fmt::format("{:0{}}", i, width) + pattern.substr(close + 1));
    return out;
}

ChangeSet addLinkRange(Project &p, const std::string &aPattern, const std::string &bPattern, const LinkSpec &base)
{
    const auto as = expandEnds(aPattern), bs = expandEnds(bPattern);
    if (as.size() != bs.size())
        throw Error(fmt::format("'{}' gives {} ends but '{}' gives {}", aPattern, as.size(), bPattern, bs.size()));
    std::vector<LinkSpec> specs;
    for (std::size_t i = 0; i < as.size(); ++i) {
        LinkSpec s = base;
        s.a = as[i];
        s.b = bs[i];
        specs.push_back(std::move(s));
    }
    return addLinks(p, specs);
}

ChangeSet deleteLink(Project &p, const std::string &linkOrEnd)
{
    Id id = kNoId;
    if (linkOrEnd.find(':') != std::string::npos) {
        LinkSpec named;
        named.a = named.b = linkOrEnd;
        const Ends ends(p, { named });
        const End e = ends.resolve(linkOrEnd);
        const auto on = ends.linkOn(e);
        if (!on)
            throw Error(
                fmt::format("port {} of {} carries no link", e.type->ports[std::size_t(e.port)].name, e.device->name));
        id = *on;
    } else {
        const auto [end, ec] = std::from_chars(linkOrEnd.data(), linkOrEnd.data() + linkOrEnd.size(), id);
        if (ec != std::errc() || end != linkOrEnd.data() + linkOrEnd.size()
            || std::none_of(p.links.begin(), p.links.end(), [&](const Link &l) { return l.id == id; }))
            throw Error(
                fmt::format("there is no link {} (name a link id or a port DEVICE:PORT)", linkOrEnd.substr(0, 80)));
    }
    Draft draft(p);
    draft.removeLinksAndCables({ id });
    return draft.commit();
}

} // namespace plenum::edit

// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/port_links.h"

#include "edit/change_set.h"
#include "rules/rules.h"

#include <algorithm>
#include <climits>
#include <limits>
#include <unordered_set>

namespace plenum::rules {
namespace {

// Seats are kept in a table by device id: ids beyond a few times the project's id counter (a
// damaged project's) are kept apart instead of sizing the table by them.
bool seatable(Id device, const Project &project)
{
    return device > 0 && device < 4 * (std::max<Id>(project.next_id, 0) + 1024);
}

} // namespace

PortLinks::PortLinks(const RuleContext &c)
    : m_project(&c.project())
    , m_index(&c.index())
{
    const Project &p = *m_project;
    for (const Device &d : p.devices)
        seat(d.id);
    // Links in project order, so each port's links are in that order.
    for (const Link &l : p.links) {
        if (!c.inPhase(l.phase))
            continue;
        for (const PortRef *end : { &l.a, &l.b }) {
            const std::size_t s = slotOf(end->device, end->port);
            if (s == npos) {
                m_apart[{ end->device, end->port }].push_back(l.id);
                continue;
            }
            Slot &slot = m_slots[s];
            if (slot.count == 0)
                slot.link = l.id;
            else if (slot.count == 1)
                m_more[std::uint32_t(s)] = { slot.link, l.id };
            else
                m_more[std::uint32_t(s)].push_back(l.id);
            ++slot.count;
        }
    }
}

void PortLinks::rebind(const RuleContext &c)
{
    m_project = &c.project();
    m_index = &c.index();
}

bool PortLinks::seat(Id device)
{
    const Device *d = m_index->device(device);
    const DeviceType *t = d ? m_index->deviceType(d->device_type) : nullptr;
    if (!t || t->ports.empty() || !seatable(device, *m_project)
        || m_slots.size() + t->ports.size() > std::numeric_limits<std::uint32_t>::max())
        return false;
    if (std::size_t(device) >= m_seats.size())
        m_seats.resize(std::size_t(device) + 1);
    Seat &s = m_seats[std::size_t(device)];
    if (s.count == 0) { // else the first of devices with one id (ProjectIndex finds that one)
        s = { std::uint32_t(m_slots.size()), std::uint32_t(t->ports.size()) };
        m_slots.resize(m_slots.size() + t->ports.size());
    }
    return true;
}

std::size_t PortLinks::slotOf(Id device, int port) const
{
    if (device <= 0 || std::uint64_t(device) >= m_seats.size() || port < 0)
        return npos;
    const Seat &s = m_seats[std::size_t(device)];
    return std::uint32_t(port) < s.count ? s.first + std::size_t(port) : npos;
}

PortLinks::Links PortLinks::linksIn(std::size_t slot) const
{
    const Slot &s = m_slots[slot];
    if (s.count <= 1)
        return { &s.link, s.count, m_index };
    const List &more = m_more.at(std::uint32_t(slot));
    return { more.data(), more.size(), m_index };
}

PortLinks::Links PortLinks::at(Id device, int port) const
{
    if (const std::size_t s = slotOf(device, port); s != npos)
        return linksIn(s);
    auto it = m_apart.find({ device, port });
    return it == m_apart.end() ? Links {} : Links { it->second.data(), it->second.size(), m_index };
}

std::vector<PortLinks::Links> PortLinks::linksOf(Id device) const
{
    std::vector<Links> out;
    if (device > 0 && std::uint64_t(device) < m_seats.size()) {
        const Seat &s = m_seats[std::size_t(device)];
        for (std::uint32_t p = 0; p < s.count; ++p)
            if (Links links = linksIn(s.first + p); !links.empty())
                out.push_back(links);
    }
    for (auto it = m_apart.lower_bound({ device, INT_MIN }); it != m_apart.end() && it->first.first == device; ++it)
        out.push_back({ it->second.data(), it->second.size(), m_index });
    return out;
}

std::vector<PortLinks::Port> PortLinks::portsInOrder() const
{
    std::vector<Port> ports;
    for (std::size_t id = 1; id < m_seats.size(); ++id)
        for (std::uint32_t p = 0; p < m_seats[id].count; ++p)
            if (Links links = linksIn(m_seats[id].first + p); !links.empty())
                ports.push_back({ Id(id), int(p), links });
    for (const auto &[key, list] : m_apart)
        ports.push_back({ key.first, key.second, Links { list.data(), list.size(), m_index } });
    std::sort(ports.begin(), ports.end(),
        [](const Port &x, const Port &y) { return std::pair(x.device, x.port) < std::pair(y.device, y.port); });
    return ports;
}

PortLinks::List PortLinks::take(std::size_t slot)
{
    Slot &s = m_slots[slot];
    List links;
    if (s.count == 1) {
        links = { s.link };
    } else if (s.count > 1) {
        auto it = m_more.find(std::uint32_t(slot));
        links = std::move(it->second);
        m_more.erase(it);
    }
    s = {};
    return links;
}

void PortLinks::put(std::size_t slot, List links)
{
    Slot &s = m_slots[slot];
    s.count = std::uint32_t(links.size());
    s.link = links.size() == 1 ? links.front() : kNoId;
    if (links.size() > 1)
        m_more[std::uint32_t(slot)] = std::move(links);
}

bool PortLinks::erase(Id device, int port, Id link)
{
    const std::size_t s = slotOf(device, port);
    List links;
    if (s != npos) {
        links = take(s);
    } else if (auto it = m_apart.find({ device, port }); it != m_apart.end()) {
        links = std::move(it->second);
        m_apart.erase(it);
    }
    auto at = std::find(links.begin(), links.end(), link);
    if (at == links.end())
        return false;
    links.erase(at);
    if (s != npos)
        put(s, std::move(links));
    else if (!links.empty())
        m_apart[{ device, port }] = std::move(links);
    return true;
}

bool PortLinks::insert(Id device, int port, Id link, std::size_t position)
{
    const std::size_t s = slotOf(device, port);
    List links = s != npos ? take(s) : List {};
    List &list = s != npos ? links : m_apart[{ device, port }];
    // After every link before it in the project (the lists are short: from the end).
    auto at = list.end();
    for (; at != list.begin(); --at) {
        const Link *l = m_index->link(*(at - 1));
        if (!l)
            return false;
        if (std::size_t(l - m_project->links.data()) <= position)
            break;
    }
    list.insert(at, link);
    if (s != npos)
        put(s, std::move(links));
    return true;
}

void PortLinks::reseat(Id device)
{
    std::vector<std::pair<int, List>> held;
    if (std::uint64_t(device) < m_seats.size() && device > 0 && m_seats[std::size_t(device)].count > 0) {
        const Seat s = m_seats[std::size_t(device)];
        // A device that keeps its number of ports (moved, renamed) keeps its seat.
        const Device *d = m_index->device(device);
        const DeviceType *t = d ? m_index->deviceType(d->device_type) : nullptr;
        if (t && t->ports.size() == s.count)
            return;
        for (std::uint32_t p = 0; p < s.count; ++p)
            if (List links = take(s.first + p); !links.empty())
                held.emplace_back(int(p), std::move(links));
        m_dead += s.count;
        m_seats[std::size_t(device)] = {};
    }
    for (auto it = m_apart.lower_bound({ device, INT_MIN }); it != m_apart.end() && it->first.first == device;) {
        held.emplace_back(it->first.second, std::move(it->second));
        it = m_apart.erase(it);
    }
    seat(device);
    for (auto &[port, links] : held)
        if (const std::size_t s = slotOf(device, port); s != npos)
            put(s, std::move(links));
        else
            m_apart[{ device, port }] = std::move(links);
}

bool PortLinks::update(const RuleContext &c, const std::vector<const edit::ChangeSet *> &changes)
{
    using edit::EntityKind;
    for (const edit::ChangeSet *cs : changes)
        if (cs->touches(EntityKind::DeviceType) || cs->touches(EntityKind::Phase))
            return false;
    rebind(c);
    // Each changed link's value in the table's project: its first change's before.
    std::unordered_map<Id, const Link *> before;
    std::vector<Id> links;
    std::unordered_set<Id> devices;
    for (const edit::ChangeSet *cs : changes)
        for (const edit::Change &change : cs->changes) {
            if (change.kind() == EntityKind::Link) {
                const Link *was = change.before ? &std::get<Link>(*change.before) : nullptr;
                if (before.emplace(change.id(), was).second)
                    links.push_back(change.id());
            } else if (change.kind() == EntityKind::Device) {
                devices.insert(change.id());
            }
        }
    for (Id id : links)
        if (const Link *l = before.at(id); l && c.inPhase(l->phase))
            if (!erase(l->a.device, l->a.port, id) || !erase(l->b.device, l->b.port, id))
                return false;
    for (Id id : devices)
        reseat(id);
    for (Id id : links)
        if (const Link *l = m_index->link(id); l && c.inPhase(l->phase)) {
            const std::size_t position = std::size_t(l - m_project->links.data());
            if (!insert(l->a.device, l->a.port, id, position) || !insert(l->b.device, l->b.port, id, position))
                return false;
        }
    // Seats given up keep their slots until the table is made again.
    return m_dead <= m_slots.size() / 2;
}

} // namespace plenum::rules

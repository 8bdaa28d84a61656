// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/helpers.h"

#include "rules/port_links.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace plenum::rules {

std::map<Id, RackLoad> rackLoadsIn(const RuleContext &c, const IdSet *only)
{
    const auto counts = [&c](Id phase) { return c.inPhase(phase); };
    if (!only)
        return rackLoads(c.project(), c.index(), counts);
    std::map<Id, std::vector<const DeviceType *>> types;
    for (const Device &d : c.project().devices)
        if (d.rack != kNoId && only->count(d.rack) && counts(d.phase))
            if (const DeviceType *t = c.index().deviceType(d.device_type))
                types[d.rack].push_back(t);
    std::map<Id, RackLoad> loads;
    for (const auto &[id, list] : types)
        if (const Rack *r = c.index().rack(id))
            loads[id] = rackLoadOfTypes(c.index().rackType(r->rack_type), list);
    return loads;
}

const catalog::CableType *cableTypeOf(const Cable &cable)
{
    // The built-in catalogue does not change while the program runs, and a project has few
    // distinct (media, SKU) pairs: remember each answer (per thread, so no locking).
    thread_local std::unordered_map<std::string, const catalog::CableType *> known;
    thread_local std::string key;
    key.assign(cable.media);
    key.push_back('\n');
    key.append(cable.sku);
    if (auto it = known.find(key); it != known.end())
        return it->second;
    const catalog::CableType *type = catalog::builtinCatalog().cableTypeFor(cable.media, cable.sku);
    known.emplace(key, type);
    return type;
}

const catalog::Transceiver *transceiverOf(const std::string &sku)
{
    if (sku.empty())
        return nullptr;
    thread_local std::unordered_map<std::string, const catalog::Transceiver *> known; // as cableTypeOf
    if (auto it = known.find(sku); it != known.end())
        return it->second;
    const catalog::Transceiver *t = catalog::builtinCatalog().findTransceiverBySku(sku);
    known.emplace(sku, t);
    return t;
}

bool isFibreMedia(const std::string &m)
{
    return m == "aoc" || m.rfind("mmf", 0) == 0 || m.rfind("smf", 0) == 0;
}

bool isCopperDataMedia(const std::string &m)
{
    return m == "dac" || m == "acc" || m == "aec" || m.rfind("cat", 0) == 0;
}

bool isPowerMedia(const std::string &m)
{
    return m.rfind("power", 0) == 0;
}

const PortTemplate *portOf(const RuleContext &c, const PortRef &end)
{
    const DeviceType *t = c.index().typeOfDevice(end.device);
    if (!t || end.port < 0 || std::size_t(end.port) >= t->ports.size())
        return nullptr;
    return &t->ports[std::size_t(end.port)];
}

int linkSpeedAt(const RuleContext &c, const PortRef &end)
{
    const PortTemplate *p = portOf(c, end);
    if (!p)
        return 0;
    return p->speed_gbps / std::max(1, c.portLinks().uses(end));
}

std::pair<int, int> linkSpeeds(const RuleContext &c, const Link &l)
{
    int sa = linkSpeedAt(c, l.a), sb = linkSpeedAt(c, l.b);
    auto alone = [&](const PortRef &end) { return c.portLinks().uses(end) <= 1; };
    if (sa > sb && sb > 0 && sa % sb == 0 && alone(l.a))
        sa = sb;
    else if (sb > sa && sa > 0 && sb % sa == 0 && alone(l.b))
        sb = sa;
    return { sa, sb };
}

std::optional<Face> intakeFace(Airflow airflow, bool reversed)
{
    std::optional<Face> f;
    if (airflow == Airflow::FrontToRear)
        f = Face::Front;
    else if (airflow == Airflow::RearToFront || airflow == Airflow::RearToSide)
        f = Face::Rear;
    if (f && reversed)
        f = *f == Face::Front ? Face::Rear : Face::Front;
    return f;
}

bool sideToSide(Airflow a)
{
    return a == Airflow::LeftToRight || a == Airflow::RightToLeft;
}

std::optional<Face> portFace(const DeviceType &type, bool reversed)
{
    int front = 0, rear = 0;
    for (const auto &p : type.ports)
        if (!p.management && p.speed_gbps > 0)
            (p.face == Face::Front ? front : rear)++;
    if (front == 0 && rear == 0)
        return std::nullopt;
    Face f = front >= rear ? Face::Front : Face::Rear;
    if (reversed)
        f = f == Face::Front ? Face::Rear : Face::Front;
    return f;
}

bool isSwitchRole(const std::string &role)
{
    return role == "leaf" || role == "spine" || role == "core" || role == "management" || role == "switch";
}

char pduFeed(const Device &pdu)
{
    return pdu.feed == "A" ? 'A' : pdu.feed == "B" ? 'B' : 0;
}

} // namespace plenum::rules

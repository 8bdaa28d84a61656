// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/edit_common.h"
#include "catalog/catalog.h"
#include "edit/table_moves.h"
#include "model/channel.h"
#include "model/id_set.h"
#include "model/index.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <optional>
#include <set>

namespace plenum::edit {
namespace {

template <typename T> const T &byNameOrId(const std::vector<T> &items, const std::string &text, std::string_view kind)
{
    for (const auto &item : items)
        if (item.name == text)
            return item;
    Id id = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), id);
    if (ec == std::errc() && end == text.data() + text.size())
        for (const auto &item : items)
            if (item.id == id)
                return item;
    throw Error(fmt::format("there is no {} called '{}'", kind, text.substr(0, 80)));
}

} // namespace

namespace {

using TrunkPort = std::pair<Id, int>; // a panel's trunk port

} // namespace

// The trunk behind a channel (model/channel.h): `index` made on first need.
void Draft::addTrunkOf(const Link &l, std::optional<ProjectIndex> &index, std::set<TrunkKey> &trunks) const
{
    if (!l.patched())
        return;
    if (!index)
        index.emplace(m_project);
    const DeviceType *ta = index->typeOfDevice(l.patch_a.device), *tb = index->typeOfDevice(l.patch_b.device);
    if (!ta || !tb)
        return;
    const TrunkPort a { l.patch_a.device, trunkPortOf(*ta, l.patch_a.port) };
    const TrunkPort b { l.patch_b.device, trunkPortOf(*tb, l.patch_b.port) };
    trunks.insert(std::minmax(a, b));
}

void Draft::dropCablesOf(const IdSet &links, const std::set<TrunkKey> &trunks)
{
    const std::vector<Cable> &cables = m_project.cables;
    for (std::size_t i : positionsWhere(cables, [&](const Cable &c) {
             if (c.span == CableSpan::Trunk)
                 return !trunks.empty()
                     && trunks.count(std::minmax(
                         TrunkPort { c.end_a.device, c.end_a.port }, TrunkPort { c.end_b.device, c.end_b.port }));
             return links.count(c.link) > 0;
         }))
        if (m_droppedCables.insert(cables[i].id).second)
            remove(cables[i], i);
}

void Draft::dropCables(const std::unordered_set<Id> &links)
{
    if (links.empty())
        return;
    std::set<TrunkKey> trunks;
    std::optional<ProjectIndex> index;
    const IdSet ids(links.begin(), links.end()); // a bit per id: the tables are passed over whole
    for (const auto &l : m_project.links)
        if (l.patched() && ids.count(l.id))
            addTrunkOf(l, index, trunks);
    dropCablesOf(ids, trunks);
}

void Draft::removeLinksAndCables(const std::unordered_set<Id> &links)
{
    if (links.empty())
        return;
    const IdSet ids(links.begin(), links.end());
    std::set<TrunkKey> trunks;
    std::optional<ProjectIndex> index;
    for (std::size_t i = 0; i < m_project.links.size(); ++i)
        if (const Link &l = m_project.links[i]; ids.count(l.id)) {
            addTrunkOf(l, index, trunks);
            remove(l, i);
        }
    dropCablesOf(ids, trunks);
}

void Draft::removeLinksOf(const std::unordered_set<Id> &devices)
{
    if (devices.empty())
        return;
    const IdSet ids(devices.begin(), devices.end());
    IdSet dropped; // the links removed and those made point to point again: their cables go
    std::set<TrunkKey> trunks;
    std::optional<ProjectIndex> index;
    for (std::size_t i = 0; i < m_project.links.size(); ++i) {
        const Link &l = m_project.links[i];
        const bool endsHere = ids.count(l.a.device) || ids.count(l.b.device);
        const bool through = l.patched() && (ids.count(l.patch_a.device) || ids.count(l.patch_b.device));
        if (!endsHere && !through)
            continue;
        addTrunkOf(l, index, trunks); // the link as it was: the trunk behind it
        dropped.insert(l.id);
        if (endsHere) {
            remove(l, i);
        } else {
            Link after = l;
            after.patch_a = after.patch_b = PortRef {};
            modify(l, after);
        }
    }
    if (!dropped.empty())
        dropCablesOf(dropped, trunks);
}

void Draft::removeReservationsIn(const std::unordered_set<Id> &racks)
{
    for (const auto &r : m_project.reservations)
        if (!r.floorArea() && racks.count(r.rack))
            remove(r);
}

std::unordered_set<Id> Draft::cabledAt(const std::unordered_set<Id> &devices) const
{
    std::unordered_set<Id> out;
    if (devices.empty())
        return out;
    const IdSet ids(devices.begin(), devices.end());
    for (const auto &l : m_project.links)
        if (ids.count(l.a.device) || ids.count(l.b.device) || ids.count(l.patch_a.device)
            || ids.count(l.patch_b.device))
            out.insert(l.id);
    return out;
}

ChangeSet Draft::commit()
{
    if (m_nextId != m_project.next_id) {
        m_changes.next_id_before = m_project.next_id;
        m_changes.next_id_after = m_nextId;
    }
    return apply(m_project, m_changes).inverted();
}

const Rack &findRack(const Project &p, const std::string &nameOrId)
{
    return byNameOrId(p.racks, nameOrId, "rack");
}

const Device &findDevice(const Project &p, const std::string &nameOrId)
{
    return byNameOrId(p.devices, nameOrId, "device");
}

const Row &findRow(const Project &p, const std::string &nameOrId)
{
    return byNameOrId(p.rows, nameOrId, "row");
}

Id findPhase(const Project &p, const std::string &name)
{
    if (p.phases.empty())
        throw Error("the project has no phases");
    if (name.empty())
        return p.phases.front().id;
    return byNameOrId(p.phases, name, "phase").id;
}

Id findHall(const Project &p, const std::string &nameOrId)
{
    if (!nameOrId.empty())
        return byNameOrId(p.halls, nameOrId, "hall").id;
    if (p.halls.size() != 1)
        throw Error(fmt::format("the project has {} halls; name the hall", p.halls.size()));
    return p.halls.front().id;
}

DeviceType deviceTypeFor(Draft &draft, const std::string &slug)
{
    for (const auto &t : draft.project().device_types)
        if (t.slug == slug)
            return t;
    const catalog::CatalogDevice *entry = catalog::builtinCatalog().findDevice(slug);
    if (!entry)
        throw Error(fmt::format("device type '{}' is not in the project or the catalogue", slug.substr(0, 80)));
    DeviceType t = entry->type;
    t.id = draft.allocateId();
    draft.add(t);
    return t;
}

RackType rackTypeFor(Draft &draft, const std::string &slug)
{
    for (const auto &t : draft.project().rack_types)
        if (t.slug == slug)
            return t;
    const catalog::CatalogRack *entry = catalog::builtinCatalog().findRack(slug);
    if (!entry)
        throw Error(fmt::format("rack type '{}' is not in the project or the catalogue", slug.substr(0, 80)));
    RackType t = entry->type;
    t.id = draft.allocateId();
    draft.add(t);
    return t;
}

const RackType &rackTypeOf(const Project &p, const Rack &rack)
{
    for (const auto &t : p.rack_types)
        if (t.id == rack.rack_type)
            return t;
    throw Error(fmt::format("rack {} refers to rack type {}, which does not exist", rack.name, rack.rack_type));
}

const DeviceType &deviceTypeOf(const Project &p, const Device &device)
{
    for (const auto &t : p.device_types)
        if (t.id == device.device_type)
            return t;
    throw Error(
        fmt::format("device {} refers to device type {}, which does not exist", device.name, device.device_type));
}

void requireFreeRackName(const Project &p, const std::string &name, Id except)
{
    if (name.empty())
        throw Error("a rack needs a name");
    for (const auto &r : p.racks)
        if (r.name == name && r.id != except)
            throw Error(fmt::format("a rack called {} already exists", name));
}

void requireFreeDeviceName(const Project &p, const std::string &name, Id except)
{
    if (name.empty())
        throw Error("a device needs a name");
    for (const auto &d : p.devices)
        if (d.name == name && d.id != except)
            throw Error(fmt::format("a device called {} already exists", name));
}

std::string uSpan(int u, int height)
{
    return height <= 1 ? fmt::format("{}", u) : fmt::format("{}–{}", u, u + height - 1);
}

} // namespace plenum::edit

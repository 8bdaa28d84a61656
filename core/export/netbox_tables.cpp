// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/netbox_tables.h"
#include "model/channel.h"

#include "catalog/netbox_types.h"
#include "model/index.h"

#include <fmt/format.h>

#include <cctype>
#include <cmath>
#include <map>
#include <set>

namespace plenum::exporting {

std::string netboxSlug(std::string_view text)
{
    std::string out;
    for (char ch : text) {
        const unsigned char c = static_cast<unsigned char>(ch);
        if (std::isalnum(c) || ch == '_')
            out += char(std::tolower(c));
        else if (!out.empty() && out.back() != '-')
            out += '-';
    }
    while (!out.empty() && out.back() == '-')
        out.pop_back();
    return out.substr(0, 100);
}

std::string netboxCableType(std::string_view media)
{
    if (media == "dac")
        return "dac-passive";
    if (media == "acc" || media == "aec")
        return "dac-active";
    if (media == "aoc")
        return "aoc";
    if (media.rfind("mmf", 0) == 0)
        return "mmf-om4";
    if (media.rfind("smf", 0) == 0)
        return "smf-os2";
    if (media == "cat6a")
        return "cat6a";
    if (media == "cat6")
        return "cat6";
    if (media.rfind("power", 0) == 0)
        return "power";
    return "";
}

namespace {

// How a port appears in NetBox.
enum class PortKind { Interface, PowerPort, PowerOutlet, RearPort };

PortKind kindOf(const DeviceType &type, const PortTemplate &port)
{
    if (catalog::isPowerConnector(port.connector)) {
        // A PDU's IEC 60320 sockets (C13, C19) are its outlets; its IEC 60309 inlet is a power port.
        const bool socket = port.connector.size() >= 2 && port.connector[0] == 'C'
            && std::isdigit(static_cast<unsigned char>(port.connector[1]));
        return type.role == "pdu" && socket ? PortKind::PowerOutlet : PortKind::PowerPort;
    }
    if (catalog::isPassThroughConnector(port.connector) || type.role == "patch-panel")
        return PortKind::RearPort;
    return PortKind::Interface;
}

std::string_view contentType(PortKind k)
{
    switch (k) {
    case PortKind::Interface:
        return "dcim.interface";
    case PortKind::PowerPort:
        return "dcim.powerport";
    case PortKind::PowerOutlet:
        return "dcim.poweroutlet";
    case PortKind::RearPort:
        return "dcim.rearport";
    }
    return "dcim.interface";
}

std::string roleColor(const std::string &role)
{
    // NetBox colours are six hex digits; these follow the elevation legend's hues.
    static const std::map<std::string, std::string> colors = { { "gpu-node", "2e7d32" }, { "leaf", "1565c0" },
        { "spine", "6a1b9a" }, { "core", "4a148c" }, { "management", "00838f" }, { "storage", "ef6c00" },
        { "pdu", "c62828" }, { "patch-panel", "546e7a" }, { "blanking", "9e9e9e" } };
    auto it = colors.find(role);
    return it == colors.end() ? "607d8b" : it->second;
}

std::string decimal(double v)
{
    return fmt::format("{:g}", std::round(v * 100) / 100);
}

} // namespace

std::vector<Table> netboxTables(const Project &project)
{
    const ProjectIndex index(project);
    const std::string site = project.name.empty() ? "Plenum" : project.name;
    const std::string siteSlug = netboxSlug(site).empty() ? "plenum" : netboxSlug(site);

    Table sites { "01-sites", { "name", "slug", "status", "description" }, {} };
    sites.rows.push_back({ site, siteSlug, "planned", "Planned with Plenum" });

    Table locations { "02-locations", { "site", "name", "slug", "status", "description" }, {} };
    for (const Hall &h : project.halls)
        locations.rows.push_back({ site, h.name, netboxSlug(h.name), "planned", "Data hall" });

    // Only the types and roles that are used.
    std::set<Id> usedTypes;
    for (const Device &d : project.devices)
        usedTypes.insert(d.device_type);
    std::set<std::string> manufacturers, roles;
    for (const DeviceType &t : project.device_types)
        if (usedTypes.count(t.id)) {
            manufacturers.insert(t.manufacturer.empty() ? "Generic" : t.manufacturer);
            roles.insert(t.role.empty() ? "other" : t.role);
        }
    Table makers { "03-manufacturers", { "name", "slug" }, {} };
    for (const auto &m : manufacturers)
        makers.rows.push_back({ m, netboxSlug(m) });
    Table roleTable { "04-device-roles", { "name", "slug", "color" }, {} };
    for (const auto &r : roles)
        roleTable.rows.push_back({ r, netboxSlug(r), roleColor(r) });

    Table types { "05-device-types",
        { "manufacturer", "model", "slug", "part_number", "u_height", "is_full_depth", "airflow", "weight",
            "weight_unit", "comments" },
        {} };
    for (const DeviceType &t : project.device_types)
        if (usedTypes.count(t.id))
            types.rows.push_back({ t.manufacturer.empty() ? "Generic" : t.manufacturer, t.model, netboxSlug(t.slug),
                t.slug, Cell::integer(t.u_height), t.depth_mm >= 600 ? "true" : "false",
                std::string(toString(t.airflow)), decimal(t.weight_kg), "kg",
                fmt::format("Plenum: typical {} W, max {} W", t.typical_power_w, t.max_power_w) });

    Table racks { "06-racks",
        { "site", "location", "name", "status", "width", "u_height", "outer_width", "outer_depth", "outer_unit",
            "max_weight", "weight_unit", "description" },
        {} };
    for (const Rack &r : project.racks) {
        const RackType *t = index.rackType(r.rack_type);
        const Hall *h = index.hall(r.hall);
        racks.rows.push_back({ site, h ? h->name : "", r.name, "planned", "19", Cell::integer(t ? t->height_u : 42),
            Cell::integer(t ? t->width_mm : 600), Cell::integer(t ? t->depth_mm : 1200), "mm",
            Cell::integer(t ? t->static_load_kg : 0), "kg", t ? t->model : "" });
    }

    Table devices { "07-devices",
        { "name", "role", "manufacturer", "device_type", "status", "site", "location", "rack", "position", "face",
            "airflow", "description" },
        {} };
    Table interfaces { "08-interfaces", { "device", "name", "type", "speed", "mgmt_only", "enabled", "description" },
        {} };
    Table powerPorts { "09-power-ports", { "device", "name", "type", "maximum_draw", "allocated_draw" }, {} };
    Table outlets { "10-power-outlets", { "device", "name", "type" }, {} };
    Table rearPorts { "11-rear-ports", { "device", "name", "type", "positions" }, {} };
    for (const Device &d : project.devices) {
        const DeviceType *t = index.deviceType(d.device_type);
        if (!t)
            continue;
        const Rack *r = index.rack(d.rack);
        const Hall *h = r ? index.hall(r->hall) : nullptr;
        const bool mounted = r && t->u_height > 0 && d.u_position > 0;
        devices.rows.push_back(
            { d.name, t->role.empty() ? "other" : t->role, t->manufacturer.empty() ? "Generic" : t->manufacturer,
                t->model, "planned", site, h ? h->name : "", r ? r->name : "",
                mounted ? Cell::integer(d.u_position) : Cell(), mounted ? (d.reversed ? "rear" : "front") : "",
                std::string(toString(t->airflow)), d.feed.empty() ? "" : fmt::format("Plenum: feed={}", d.feed) });
        const int psus = std::max(1, t->psu_count);
        for (const PortTemplate &p : t->ports) {
            switch (kindOf(*t, p)) {
            case PortKind::Interface:
                interfaces.rows.push_back(
                    { d.name, p.name, catalog::netboxInterfaceType(p.connector, p.speed_gbps, p.lanes, p.protocol),
                        p.speed_gbps > 0 ? Cell::integer(std::int64_t(p.speed_gbps) * 1000000) : Cell(),
                        p.management ? "true" : "false", "true", p.connector });
                break;
            case PortKind::PowerPort:
                powerPorts.rows.push_back({ d.name, p.name, catalog::netboxPowerType(p.connector),
                    Cell::integer(t->max_power_w / psus), Cell::integer(t->typical_power_w / psus) });
                break;
            case PortKind::PowerOutlet:
                outlets.rows.push_back({ d.name, p.name, catalog::netboxPowerType(p.connector) });
                break;
            case PortKind::RearPort:
                rearPorts.rows.push_back(
                    { d.name, p.name, catalog::netboxPassThroughType(p.connector), Cell::integer(1) });
                break;
            }
        }
    }

    Table cables { "12-cables",
        { "side_a_device", "side_a_type", "side_a_name", "side_b_device", "side_b_type", "side_b_name", "type",
            "status", "label", "length", "length_unit", "description" },
        {} };
    for (const Cable &c : project.cables) {
        // A cord of a channel ends at a panel's front port, a trunk at two trunk ports (model/channel.h).
        const auto [a, b] = cableEnds(c, index.link(c.link));
        if (a.device == kNoId || b.device == kNoId)
            continue;
        auto end = [&](const PortRef &ref, std::string &device, std::string &type, std::string &name) {
            const Device *d = index.device(ref.device);
            const DeviceType *t = index.typeOfDevice(ref.device);
            if (!d || !t || ref.port < 0 || ref.port >= int(t->ports.size()))
                return false;
            device = d->name;
            name = t->ports[std::size_t(ref.port)].name;
            type = std::string(contentType(kindOf(*t, t->ports[std::size_t(ref.port)])));
            return true;
        };
        std::string ad, at, an, bd, bt, bn;
        if (!end(a, ad, at, an) || !end(b, bd, bt, bn))
            continue;
        cables.rows.push_back({ ad, at, an, bd, bt, bn, netboxCableType(c.media), "planned", c.label,
            fmt::format("{:g}", double(c.ordered_length_mm) / 1000.0), "m",
            fmt::format("{} {}; {} / {}", c.media, c.sku, c.label_a, c.label_b) });
    }
    return { sites, locations, makers, roleTable, types, racks, devices, interfaces, powerPorts, outlets, rearPorts,
        cables };
}

} // namespace plenum::exporting

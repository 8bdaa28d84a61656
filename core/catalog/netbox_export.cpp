// SPDX-License-Identifier: GPL-3.0-or-later
// DeviceType → NetBox device-type YAML (the devicetype-library format). NetBox's power accounting
// sums maximum_draw over a device's power ports, so the device's maximum power is split evenly
// over its PSUs; the PSU rating, redundancy, depth and the other figures NetBox has no key for
// travel in a "Plenum:" line of `comments`, which importNetboxDeviceType reads back.
#include "catalog/netbox.h"
#include "catalog/netbox_types.h"

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include <cctype>
#include <functional>
#include <map>
#include <set>

namespace plenum::catalog {
namespace {

bool isConsole(const PortTemplate &p)
{
    return p.management && p.speed_gbps == 0 && !isPowerConnector(p.connector);
}

std::string consoleType(const std::string &connector)
{
    std::string t;
    for (char c : connector)
        t += c == '-' ? '-' : char(std::tolower(static_cast<unsigned char>(c)));
    if (t == "rj45")
        return "rj-45";
    if (t == "rj12")
        return "rj-12";
    if (t == "rj11")
        return "rj-11";
    return t;
}

std::int64_t share(std::int64_t total, int parts)
{
    return parts > 0 ? (total + parts - 1) / parts : 0;
}

} // namespace

std::string exportNetboxDeviceType(const DeviceType &t)
{
    std::vector<const PortTemplate *> interfaces, consoles, inlets, outlets, fronts, rears;
    for (const auto &p : t.ports) {
        if (isPassThroughConnector(p.connector)
            || (t.role == "patch-panel" && (p.connector == "RJ45" || p.connector.rfind("MPO", 0) == 0)))
            (p.face == Face::Front ? fronts : rears).push_back(&p);
        else if (isPowerConnector(p.connector))
            (t.role == "pdu" && p.face == Face::Front ? outlets : inlets).push_back(&p);
        else if (isConsole(p))
            consoles.push_back(&p);
        else
            interfaces.push_back(&p);
    }
    const int psus = int(inlets.size());

    YAML::Emitter e;
    e << YAML::BeginMap;
    e << YAML::Key << "manufacturer" << YAML::Value << t.manufacturer;
    e << YAML::Key << "model" << YAML::Value << t.model;
    e << YAML::Key << "slug" << YAML::Value << t.slug;
    e << YAML::Key << "u_height" << YAML::Value << t.u_height;
    e << YAML::Key << "is_full_depth" << YAML::Value << (t.depth_mm >= 600);
    e << YAML::Key << "airflow" << YAML::Value << std::string(toString(t.airflow));
    e << YAML::Key << "weight" << YAML::Value << fmt::format("{}", t.weight_kg); // shortest exact form
    e << YAML::Key << "weight_unit" << YAML::Value << "kg";
    const std::string plenum = fmt::format(
        "Plenum: role={} depth_mm={} typical_power_w={} max_power_w={} psu_rating_w={} psu_redundant={} gpus={} "
        "nics={} price_usd={} liquid_cooled={}",
        t.role, t.depth_mm, t.typical_power_w, t.max_power_w, t.psu_rating_w, t.psu_redundant, t.gpus, t.nics,
        t.price_usd, t.liquid_cooled);
    e << YAML::Key << "comments" << YAML::Value << YAML::Literal
      << (t.source.empty() ? plenum : fmt::format("Source: {}\n{}", t.source, plenum));

    if (!interfaces.empty()) {
        e << YAML::Key << "interfaces" << YAML::Value << YAML::BeginSeq;
        for (const auto *p : interfaces) {
            e << YAML::BeginMap << YAML::Key << "name" << YAML::Value << p->name;
            e << YAML::Key << "type" << YAML::Value
              << netboxInterfaceType(p->connector, p->speed_gbps, p->lanes, p->protocol);
            if (p->management)
                e << YAML::Key << "mgmt_only" << YAML::Value << true;
            e << YAML::EndMap;
        }
        e << YAML::EndSeq;
    }
    if (!consoles.empty()) {
        e << YAML::Key << "console-ports" << YAML::Value << YAML::BeginSeq;
        for (const auto *p : consoles)
            e << YAML::BeginMap << YAML::Key << "name" << YAML::Value << p->name << YAML::Key << "type" << YAML::Value
              << consoleType(p->connector) << YAML::EndMap;
        e << YAML::EndSeq;
    }
    if (!inlets.empty()) {
        e << YAML::Key << "power-ports" << YAML::Value << YAML::BeginSeq;
        for (const auto *p : inlets)
            e << YAML::BeginMap << YAML::Key << "name" << YAML::Value << p->name << YAML::Key << "type" << YAML::Value
              << netboxPowerType(p->connector) << YAML::Key << "maximum_draw" << YAML::Value
              << share(t.max_power_w, psus) << YAML::Key << "allocated_draw" << YAML::Value
              << share(t.typical_power_w, psus) << YAML::EndMap;
        e << YAML::EndSeq;
    }
    if (!outlets.empty()) {
        e << YAML::Key << "power-outlets" << YAML::Value << YAML::BeginSeq;
        for (const auto *p : outlets) {
            e << YAML::BeginMap << YAML::Key << "name" << YAML::Value << p->name << YAML::Key << "type" << YAML::Value
              << netboxPowerType(p->connector);
            if (!inlets.empty())
                e << YAML::Key << "power_port" << YAML::Value << inlets.front()->name;
            e << YAML::EndMap;
        }
        e << YAML::EndSeq;
    }
    // A pass-through port whose connector NetBox's type does not name exactly ("mpo" for an
    // MPO-12/APC adapter or a trunk's twelve) says it in its description, for the importer.
    auto passThrough = [&](const PortTemplate &p) {
        const std::string type = netboxPassThroughType(p.connector);
        e << YAML::Key << "name" << YAML::Value << p.name << YAML::Key << "type" << YAML::Value << type;
        if (netboxPassThroughConnector(type) != std::optional<std::string>(p.connector))
            e << YAML::Key << "description" << YAML::Value << std::string(kPlenumConnector) + p.connector;
    };
    if (!rears.empty()) {
        e << YAML::Key << "rear-ports" << YAML::Value << YAML::BeginSeq;
        for (const auto *p : rears) {
            e << YAML::BeginMap;
            passThrough(*p);
            e << YAML::Key << "positions" << YAML::Value << std::max(1, p->lanes) << YAML::EndMap;
        }
        e << YAML::EndSeq;
    }
    if (!fronts.empty()) {
        // Front ports share the rear ports in order, as many behind each (a trunk panel's F1–F12
        // behind T1, model/channel.h); with as many rear ports as front ports, one each.
        const std::size_t per = !rears.empty() && fronts.size() % rears.size() == 0 ? fronts.size() / rears.size() : 0;
        e << YAML::Key << "front-ports" << YAML::Value << YAML::BeginSeq;
        for (std::size_t i = 0; i < fronts.size(); ++i) {
            e << YAML::BeginMap;
            passThrough(*fronts[i]);
            if (!rears.empty()) {
                const auto *rear = per > 0 ? rears[i / per] : rears[i % rears.size()];
                const int position
                    = per > 0 ? int(i % per) : int((i / rears.size()) % std::size_t(std::max(1, rear->lanes)));
                e << YAML::Key << "rear_port" << YAML::Value << rear->name << YAML::Key << "rear_port_position"
                  << YAML::Value << 1 + position;
            }
            e << YAML::EndMap;
        }
        e << YAML::EndSeq;
    }
    e << YAML::EndMap;
    if (!e.good())
        throw Error(fmt::format("cannot write NetBox YAML for '{}': {}", t.slug, e.GetLastError()));
    return "---\n" + std::string(e.c_str()) + "\n";
}

namespace {

constexpr std::size_t kMaxNameBytes = 100; // well inside NAME_MAX (255) with room for suffixes

// One path component: path-safe characters only, never hidden or a dot name ("..", ".x" start
// with '_'), at most kMaxNameBytes (a long name is cut and keeps a hash of the whole).
std::string safeComponent(const std::string &name)
{
    std::string s = name;
    for (char &c : s)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_' && c != '.' && c != '+')
            c = '_';
    if (s.empty() || s[0] == '.')
        s.insert(s.begin(), '_');
    if (s.size() > kMaxNameBytes)
        s = s.substr(0, kMaxNameBytes - 9) + fmt::format("-{:08x}", std::uint32_t(std::hash<std::string> {}(name)));
    return s;
}

std::string lower(std::string s)
{
    for (char &c : s)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

} // namespace

std::string netboxFileName(const DeviceType &t)
{
    return safeComponent(t.manufacturer) + "/" + safeComponent(t.model) + ".yaml";
}

std::vector<std::string> netboxFileNames(const std::vector<DeviceType> &types)
{
    std::vector<std::string> names;
    std::set<std::string> taken; // case-folded: a checkout on a case-insensitive file system
    std::map<std::string, std::string> folderOf; // case-folded manufacturer folder → its spelling
    for (const DeviceType &t : types) {
        std::string folder = safeComponent(t.manufacturer);
        // "Nvidia" and "NVIDIA" share one folder (the first spelling), as they would on such a disk.
        folder = folderOf.emplace(lower(folder), folder).first->second;
        const std::string stem = safeComponent(t.model);
        std::string name = folder + "/" + stem + ".yaml";
        for (int n = 2; !taken.insert(lower(name)).second; ++n)
            name = folder + "/" + stem + fmt::format("-{}", n) + ".yaml";
        names.push_back(name);
    }
    return names;
}

} // namespace plenum::catalog

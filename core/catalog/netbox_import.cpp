// SPDX-License-Identifier: GPL-3.0-or-later
// NetBox device-type YAML → DeviceType. The defaults for what NetBox lacks are documented in
// docs/catalog.md ("NetBox import"); every one applied is listed in ImportedDeviceType::assumed.
#include "catalog/netbox.h"
#include "catalog/netbox_types.h"
#include "catalog/yaml_reader.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <regex>
#include <sstream>

namespace plenum::catalog {
namespace {

constexpr int kFullDepthMm = 800; // assumed depth of a full-depth device
constexpr int kHalfDepthMm = 450; // assumed depth of a half-depth device
constexpr int kPanelWidthMm = 482; // 19-inch panel (EIA-310)
constexpr int kSwitchPorts = 16; // this many data interfaces or more: a switch

struct Draft {
    PortTemplate port;
    std::string kind; // the NetBox list it came from: "interfaces", "power-outlets", …
    bool data = false; // a data interface (not management, console, power or pass-through)
};

double weightInKg(const YamlReader &r, const YAML::Node &n)
{
    const double w = r.number(n, "weight", "");
    if (w < 0)
        r.fail("weight", "must not be negative");
    const std::string unit = r.string(n, "weight_unit", std::string(), "");
    if (unit.empty())
        r.fail("weight_unit", "missing: required when weight is given (kg, g, lb or oz)");
    if (unit == "kg")
        return w;
    if (unit == "g")
        return w / 1000.0;
    if (unit == "lb")
        return w * 0.45359237;
    if (unit == "oz")
        return w * 0.028349523125;
    r.fail("weight_unit", fmt::format("unknown unit '{}' (kg, g, lb or oz)", unit));
}

// The "Plenum:" line written by exportNetboxDeviceType: `key=value` pairs Plenum reads back.
std::map<std::string, std::string> plenumComment(const YamlReader &r)
{
    std::map<std::string, std::string> out;
    std::istringstream lines(r.string(r.root(), "comments", std::string(), ""));
    for (std::string line; std::getline(lines, line);) {
        if (line.rfind("Plenum:", 0) != 0)
            continue;
        std::istringstream words(line.substr(7));
        for (std::string w; words >> w;)
            if (auto eq = w.find('='); eq != std::string::npos)
                out[w.substr(0, eq)] = w.substr(eq + 1);
    }
    return out;
}

void addPorts(const YamlReader &r, const char *key, std::vector<Draft> &ports, std::vector<std::string> &notes,
    bool &connectorAssumed)
{
    const YAML::Node list = r.sequence(r.root(), key, false);
    for (std::size_t i = 0; i < list.size(); ++i) {
        const YAML::Node &n = list[i];
        const std::string where = fmt::format("{}[{}]", key, i);
        if (!n.IsMap())
            r.fail(where, "expected a mapping with name and type");
        const std::string name = r.string(n, "name", where);
        const std::string type = r.string(n, "type", where);
        const std::string at = fmt::format("{} ({})", where, name);
        Draft d;
        d.kind = key;
        d.port.name = name;
        d.port.cage = name;
        const std::string k = key;
        if (k == "interfaces") {
            bool isVirtual = false;
            const auto kind = netboxInterfaceKind(type, &isVirtual);
            if (isVirtual) {
                notes.push_back(fmt::format("skipped virtual interface '{}' ({})", name, type));
                continue;
            }
            if (!kind)
                r.fail(at, fmt::format("unknown NetBox interface type '{}'", type));
            d.port.connector = std::string(kind->connector);
            d.port.lanes = kind->lanes;
            d.port.speed_gbps = kind->speed_mbps / 1000;
            d.port.protocol = kind->protocol();
            d.port.management = r.boolean(n, "mgmt_only", false, where);
            d.data = !d.port.management;
            connectorAssumed = connectorAssumed || kind->connector_assumed;
        } else if (k == "console-ports") {
            auto c = netboxConsoleConnector(type);
            if (!c)
                r.fail(at, fmt::format("unknown NetBox console port type '{}'", type));
            d.port.connector = *c;
            d.port.management = true;
        } else if (k == "power-ports" || k == "power-outlets") {
            auto c = netboxPowerConnector(type);
            if (!c)
                r.fail(at, fmt::format("unknown NetBox power port type '{}'", type));
            d.port.connector = *c;
        } else { // front-ports, rear-ports
            auto c = netboxPassThroughConnector(type);
            if (!c)
                r.fail(at, fmt::format("unknown NetBox port type '{}'", type));
            d.port.connector = *c;
            // Plenum's own export names a connector NetBox's type does not (netbox_export.cpp).
            const std::string description = r.string(n, "description", "", where);
            if (description.rfind(kPlenumConnector, 0) == 0 && description.size() > kPlenumConnector.size())
                d.port.connector = description.substr(kPlenumConnector.size());
            d.port.face = k == "front-ports" ? Face::Front : Face::Rear;
            d.port.lanes = int(r.integer(n, "positions", 1, where));
        }
        for (const auto &p : ports)
            if (p.port.name == name)
                r.fail(at, fmt::format("duplicate port name '{}'", name));
        ports.push_back(d);
    }
}

// Spreads the ports of each face evenly across the 19-inch panel at mid-height.
void placePorts(std::vector<PortTemplate> &ports, int heightMm)
{
    for (Face face : { Face::Front, Face::Rear }) {
        std::vector<PortTemplate *> onFace;
        for (auto &p : ports)
            if (p.face == face)
                onFace.push_back(&p);
        const int n = int(onFace.size());
        for (int i = 0; i < n; ++i) {
            onFace[i]->x_mm = n == 1 ? kPanelWidthMm / 2 : 20 + i * (kPanelWidthMm - 40) / (n - 1);
            onFace[i]->y_mm = heightMm / 2;
        }
    }
}

} // namespace

ImportedDeviceType importNetboxDeviceType(std::string_view yamlText, const std::string &fileName)
{
    const YamlReader r(fileName, yamlText);
    const YAML::Node &n = r.root();
    ImportedDeviceType out;
    DeviceType &t = out.type;
    auto assume = [&](std::string text) { out.assumed.push_back(std::move(text)); };

    t.manufacturer = r.string(n, "manufacturer");
    t.model = r.string(n, "model");
    t.slug = r.string(n, "slug");
    if (!std::regex_match(t.slug, std::regex("[-a-z0-9_]+")))
        r.fail("slug", fmt::format("'{}' is not a NetBox slug (lower-case letters, digits, - and _)", t.slug));
    const auto extra = plenumComment(r);
    auto fromComment = [&](const char *key, auto &field) {
        auto it = extra.find(key);
        if (it == extra.end())
            return false;
        try {
            if constexpr (std::is_same_v<std::decay_t<decltype(field)>, std::string>)
                field = it->second;
            else if constexpr (std::is_same_v<std::decay_t<decltype(field)>, bool>)
                field = it->second == "true";
            else
                field = static_cast<std::decay_t<decltype(field)>>(std::stod(it->second));
        } catch (const std::exception &) {
            r.fail("comments", fmt::format("Plenum line: bad value for {}", key));
        }
        return true;
    };

    double u = 1;
    if (r.has(n, "u_height"))
        u = r.number(n, "u_height");
    else
        assume("u_height: 1 (not given; NetBox's default)");
    if (u < 0 || u > 60)
        r.fail("u_height", fmt::format("{} is outside 0–60", u));
    t.u_height = int(std::ceil(u));
    if (double(t.u_height) != u)
        assume(fmt::format("u_height: {} (rounded up from {})", t.u_height, u));

    const bool fullDepth = r.boolean(n, "is_full_depth", true);
    if (!fromComment("depth_mm", t.depth_mm)) {
        t.depth_mm = fullDepth ? kFullDepthMm : kHalfDepthMm;
        assume(fmt::format("depth_mm: {} (is_full_depth: {}; NetBox has no depth)", t.depth_mm, fullDepth));
    }
    if (r.has(n, "airflow")) {
        const std::string a = r.string(n, "airflow");
        if (auto v = fromString<Airflow>(a))
            t.airflow = *v;
        else
            r.fail("airflow", fmt::format("unknown airflow '{}'", a));
    } else {
        assume("airflow: front-to-rear (not given)");
    }
    if (r.has(n, "weight"))
        t.weight_kg = std::round(weightInKg(r, n) * 1000.0) / 1000.0;
    else
        assume("weight_kg: 0 (not given)");

    std::vector<Draft> drafts;
    bool connectorAssumed = false;
    for (const char *key :
        { "interfaces", "console-ports", "power-ports", "power-outlets", "front-ports", "rear-ports" })
        addPorts(r, key, drafts, out.notes, connectorAssumed);
    if (connectorAssumed)
        assume("connector of InfiniBand interfaces (NetBox names no cage; QSFP28/QSFP56/OSFP by speed)");

    // Power: NetBox's maximum_draw/allocated_draw per power port; NetBox's own power accounting sums them.
    const YAML::Node power = r.sequence(n, "power-ports", false);
    std::int64_t maxDraw = 0, allocated = 0, largest = 0;
    bool anyMax = false, anyAllocated = false;
    for (std::size_t i = 0; i < power.size(); ++i) {
        const std::string where = fmt::format("power-ports[{}]", i);
        if (r.has(power[i], "maximum_draw")) {
            const std::int64_t v = r.integer(power[i], "maximum_draw", where);
            maxDraw += v;
            largest = std::max(largest, v);
            anyMax = true;
        }
        if (r.has(power[i], "allocated_draw")) {
            allocated += r.integer(power[i], "allocated_draw", where);
            anyAllocated = true;
        }
    }
    t.psu_count = int(power.size());
    t.psu_rating_w = largest;
    if (t.psu_count == 0) {
        const YAML::Node bays = r.sequence(n, "module-bays", false);
        for (const auto &b : bays) {
            std::string name = b.IsMap() && b["name"] ? b["name"].Scalar() : std::string();
            std::transform(
                name.begin(), name.end(), name.begin(), [](unsigned char c) { return char(std::tolower(c)); });
            if (name.rfind("psu", 0) == 0 || name.rfind("ps", 0) == 0 || name.rfind("power", 0) == 0)
                ++t.psu_count;
        }
        if (t.psu_count)
            assume(fmt::format("psu_count: {} (from PSU module bays; no power-ports given)", t.psu_count));
    }
    t.max_power_w = maxDraw;
    if (!fromComment("max_power_w", t.max_power_w) && !anyMax)
        assume("max_power_w: 0 (no maximum_draw given)");
    t.typical_power_w = anyAllocated ? allocated : t.max_power_w;
    if (!fromComment("typical_power_w", t.typical_power_w) && !anyAllocated)
        assume("typical_power_w: equal to max_power_w (no allocated_draw given)");
    fromComment("psu_rating_w", t.psu_rating_w);
    if (!fromComment("psu_redundant", t.psu_redundant))
        assume("psu_redundant: 0, i.e. N+0 (NetBox has no PSU redundancy)");

    int dataPorts = 0;
    for (const auto &d : drafts)
        dataPorts += d.data;
    const int outlets = int(r.sequence(n, "power-outlets", false).size());
    const int fronts = int(r.sequence(n, "front-ports", false).size());
    if (!fromComment("role", t.role)) {
        t.role = outlets                ? "pdu"
            : (fronts && !dataPorts)    ? "patch-panel"
            : dataPorts >= kSwitchPorts ? "switch"
            : dataPorts                 ? "server"
                                        : "other";
        assume(fmt::format("role: {} (from the ports)", t.role));
    }
    const bool isSwitch = t.role == "switch" || t.role == "leaf" || t.role == "spine" || t.role == "core";
    // Front and rear ports keep their face; a PDU's outlets face front, its inlet rear; a switch's
    // data ports face front (port side); everything else faces rear.
    for (auto &d : drafts) {
        if (d.kind == "power-outlets" || (isSwitch && d.data))
            d.port.face = Face::Front;
        else if (d.kind != "front-ports")
            d.port.face = Face::Rear;
        t.ports.push_back(d.port);
    }
    if (!t.ports.empty()) {
        placePorts(t.ports, int(rackUnitsToMm(std::max(1, t.u_height))));
        assume(isSwitch ? "port faces: data ports front, management and power rear; positions spread evenly"
                        : "port faces and positions: spread evenly across the face at mid-height");
    }

    int gpuBays = 0;
    for (const auto &b : r.sequence(n, "module-bays", false))
        gpuBays += b.IsMap() && b["name"] && b["name"].Scalar().rfind("GPU", 0) == 0;
    t.gpus = gpuBays;
    fromComment("gpus", t.gpus);
    if (!fromComment("nics", t.nics) && t.role == "server") {
        for (const auto &p : t.ports)
            t.nics += !p.management && p.speed_gbps >= 200;
        assume(fmt::format("nics: {} (data interfaces of 200G and more)", t.nics));
    }
    fromComment("liquid_cooled", t.liquid_cooled);
    if (!fromComment("price_usd", t.price_usd))
        assume("price_usd: 0 (NetBox has no price)");
    if (const auto bays = r.sequence(n, "module-bays", false); bays.size())
        out.notes.push_back(fmt::format("{} module bays not modelled", bays.size()));
    t.source = fmt::format("NetBox device type {}", fileName);
    return out;
}

} // namespace plenum::catalog

// SPDX-License-Identifier: GPL-3.0-or-later
// One built-in device type file (resources/catalog/devices/*.yaml). The format is NetBox-like
// (slug, manufacturer, model, u_height, airflow) with Plenum's extra figures in metric units and a
// `sources:` block; ports are written as groups ("OSFP{c}P{p}" over 32 cages × 2) so a 144-port
// switch stays readable. docs/catalog.md describes every key.
#include "catalog/load.h"
#include "catalog/sources.h"

#include <fmt/format.h>

namespace plenum::catalog {
namespace {

std::string expand(std::string pattern, int cage, int port)
{
    auto replace = [&](const std::string &token, int value) {
        for (auto pos = pattern.find(token); pos != std::string::npos; pos = pattern.find(token))
            pattern.replace(pos, token.size(), std::to_string(value));
    };
    replace("{c}", cage);
    replace("{p}", port);
    return pattern;
}

Face parseFace(const YamlReader &r, const std::string &text, const std::string &key)
{
    if (auto f = fromString<Face>(text))
        return *f;
    r.fail(key, fmt::format("unknown face '{}' (front or rear)", text));
}

// A port group: `cages` cages of `per_cage` ports; cage i sits in row i % rows, column i / rows.
void readPortGroup(const YamlReader &r, const YAML::Node &g, const std::string &where, DeviceType &t)
{
    const std::string name = r.string(g, "name", where);
    const int cages = int(r.integer(g, "cages", 1, where));
    const int perCage = int(r.integer(g, "per_cage", 1, where));
    const int first = int(r.integer(g, "first", 1, where));
    const int rows = int(r.integer(g, "rows", 1, where));
    if (cages < 1 || perCage < 1 || rows < 1 || cages > 1024 || perCage > 8)
        r.fail(where, "cages, per_cage and rows must be positive (at most 1024 cages, 8 ports per cage)");
    if (cages > 1 && name.find("{c}") == std::string::npos)
        r.fail(YamlReader::join(where, "name"), "a group of several cages needs {c} in its name");
    if (perCage > 1 && name.find("{p}") == std::string::npos)
        r.fail(YamlReader::join(where, "name"), "a multi-port cage needs {p} in its name");
    // Ports of a multi-port cage name their cage explicitly ("OSFP{c}"); otherwise the cage is the port.
    if (perCage > 1 && !r.has(g, "cage"))
        r.fail(YamlReader::join(where, "cage"), "a multi-port cage group needs a cage name pattern");
    const std::string cage = r.string(g, "cage", name, where);
    PortTemplate p;
    p.connector = r.string(g, "connector", where);
    p.lanes = int(r.integer(g, "lanes", 1, where));
    p.speed_gbps = int(r.integer(g, "speed_gbps", where));
    p.face = parseFace(r, r.string(g, "face", where), YamlReader::join(where, "face"));
    p.management = r.boolean(g, "management", false, where);
    // `protocol: infiniband | ethernet`; absent: unspecified (a VPI adapter runs either).
    if (r.has(g, "protocol")) {
        const std::string text = r.string(g, "protocol", where);
        const auto protocol = fromString<Protocol>(text);
        if (!protocol || *protocol == Protocol::Unspecified)
            r.fail(YamlReader::join(where, "protocol"),
                fmt::format("unknown protocol '{}' (infiniband or ethernet)", text));
        p.protocol = *protocol;
    }
    const int x0 = int(r.integer(g, "x_mm", where));
    const int y0 = int(r.integer(g, "y_mm", where));
    const int pitch = int(r.integer(g, "pitch_mm", 0, where));
    const int rowPitch = int(r.integer(g, "row_pitch_mm", 0, where));
    for (int i = 0; i < cages; ++i) {
        const int row = i % rows, column = i / rows;
        for (int k = 1; k <= perCage; ++k) {
            PortTemplate q = p;
            q.name = expand(name, first + i, k);
            q.cage = expand(cage, first + i, k);
            q.x_mm = x0 + column * pitch;
            q.y_mm = y0 + (rows - 1 - row) * rowPitch;
            if (t.portIndex(q.name) >= 0)
                r.fail(where, fmt::format("duplicate port name '{}'", q.name));
            t.ports.push_back(q);
        }
    }
}

} // namespace

std::string psuCapacityProblem(const DeviceType &t)
{
    if (t.psu_count <= 0 || t.role == "pdu")
        return {};
    const int n = t.psu_count - t.psu_redundant;
    const std::int64_t carried = std::int64_t(n) * t.psu_rating_w;
    if (carried >= t.max_power_w)
        return {};
    return fmt::format("{}+{} PSUs of {} W: the {} non-redundant carry {} W, less than max_power_w {} W", n,
        t.psu_redundant, t.psu_rating_w, n, carried, t.max_power_w);
}

CatalogDevice loadDevice(const YamlReader &r)
{
    const YAML::Node &n = r.root();
    CatalogDevice d;
    DeviceType &t = d.type;
    t.slug = r.string(n, "slug");
    t.manufacturer = r.string(n, "manufacturer");
    t.model = r.string(n, "model");
    t.role = r.string(n, "role");
    t.u_height = int(r.integer(n, "u_height"));
    t.depth_mm = int(r.integer(n, "depth_mm"));
    const std::string airflow = r.string(n, "airflow");
    if (auto a = fromString<Airflow>(airflow))
        t.airflow = *a;
    else
        r.fail("airflow", fmt::format("unknown airflow '{}' (NetBox vocabulary, e.g. front-to-rear)", airflow));
    t.liquid_cooled = r.boolean(n, "liquid_cooled", false);
    t.weight_kg = r.number(n, "weight_kg");
    t.typical_power_w = r.integer(n, "typical_power_w");
    t.max_power_w = r.integer(n, "max_power_w");
    const YAML::Node psu = r.map(n, "psu", true);
    t.psu_count = int(r.integer(psu, "count", "psu"));
    t.psu_rating_w = r.integer(psu, "rating_w", "psu");
    t.psu_redundant = int(r.integer(psu, "redundant", "psu"));
    t.gpus = int(r.integer(n, "gpus", 0, {}));
    t.nics = int(r.integer(n, "nics", 0, {}));
    t.price_usd = r.number(n, "price_usd");
    if (t.u_height < 0 || t.u_height > 60 || t.depth_mm < 0 || t.weight_kg < 0 || t.max_power_w < t.typical_power_w)
        r.fail({}, "implausible figures: u_height 0–60, depth and weight ≥ 0, max_power_w ≥ typical_power_w");
    if (t.psu_redundant < 0 || t.psu_redundant > t.psu_count)
        r.fail("psu.redundant", "must be between 0 and psu.count");
    if (const std::string problem = psuCapacityProblem(t); !problem.empty())
        r.fail("psu", problem);

    const YAML::Node ports = r.sequence(n, "ports", false);
    for (std::size_t i = 0; i < ports.size(); ++i)
        readPortGroup(r, ports[i], fmt::format("ports[{}]", i), t);

    std::vector<std::string> figures = { "u_height", "depth_mm", "airflow", "weight_kg", "typical_power_w",
        "max_power_w", "psu_count", "psu_rating_w", "psu_redundant", "price_usd" };
    if (t.gpus)
        figures.push_back("gpus");
    if (t.nics)
        figures.push_back("nics");
    if (!t.ports.empty()) {
        figures.push_back("ports");
        figures.push_back("port_positions");
    }
    const YAML::Node extras = r.map(n, "extras", false);
    for (const auto &e : extras) {
        const std::string key = e.first.Scalar();
        d.extras[key] = r.number(extras, key.c_str(), "extras");
        figures.push_back(key);
    }
    d.sources = readSources(r, n, {}, figures, { { "psu", { "psu_count", "psu_rating_w", "psu_redundant" } } });
    t.source = sourceSummary(d.sources);
    return d;
}

} // namespace plenum::catalog

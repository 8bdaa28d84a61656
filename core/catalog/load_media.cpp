// SPDX-License-Identifier: GPL-3.0-or-later
// racks.yaml, cables.yaml and transceivers.yaml: lists of entries, each with a `sources:` block.
#include "catalog/load.h"
#include "catalog/sources.h"

#include <fmt/format.h>

#include <algorithm>

namespace plenum::catalog {
namespace {

// `protocols: [infiniband, ethernet]`: what the part is sold for; absent: any (docs/catalog.md).
std::vector<Protocol> readProtocols(const YamlReader &r, const YAML::Node &n, const std::string &w)
{
    std::vector<Protocol> out;
    if (!r.has(n, "protocols"))
        return out;
    for (const std::string &name : r.strings(n, "protocols", w)) {
        const auto p = fromString<Protocol>(name);
        if (!p || *p == Protocol::Unspecified)
            r.fail(
                YamlReader::join(w, "protocols"), fmt::format("unknown protocol '{}' (infiniband or ethernet)", name));
        if (std::find(out.begin(), out.end(), *p) != out.end())
            r.fail(YamlReader::join(w, "protocols"), fmt::format("'{}' listed twice", name));
        out.push_back(*p);
    }
    return out;
}

} // namespace

std::vector<CatalogRack> loadRacks(const YamlReader &r)
{
    std::vector<CatalogRack> out;
    const YAML::Node list = r.sequence(r.root(), "racks", true);
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string w = fmt::format("racks[{}]", i);
        const YAML::Node &n = list[i];
        CatalogRack c;
        RackType &t = c.type;
        t.slug = r.string(n, "slug", w);
        t.model = r.string(n, "model", w);
        t.width_mm = int(r.integer(n, "width_mm", w));
        t.depth_mm = int(r.integer(n, "depth_mm", w));
        t.height_u = int(r.integer(n, "height_u", w));
        t.power_budget_w = r.integer(n, "power_budget_w", w);
        t.static_load_kg = int(r.integer(n, "static_load_kg", w));
        t.cable_manager_area_mm2 = int(r.integer(n, "cable_manager_area_mm2", w));
        // Optional (issue #16): absent, the project's setting rack.door_clearance_mm applies.
        const bool door = r.has(n, "door_clearance_mm");
        t.door_clearance_mm = int(r.integer(n, "door_clearance_mm", 0, w));
        t.price_usd = r.number(n, "price_usd", w);
        if (t.width_mm <= 0 || t.depth_mm <= 0 || t.height_u <= 0)
            r.fail(w, "width_mm, depth_mm and height_u must be positive");
        if (t.door_clearance_mm < 0 || (door && t.door_clearance_mm == 0))
            r.fail(
                YamlReader::join(w, "door_clearance_mm"), "must be positive (leave it out for the project's setting)");
        std::vector<std::string> figures { "width_mm", "depth_mm", "height_u", "power_budget_w", "static_load_kg",
            "cable_manager_area_mm2", "price_usd" };
        if (door)
            figures.push_back("door_clearance_mm");
        c.sources = readSources(r, n, w, figures, { { "dimensions", { "width_mm", "depth_mm", "height_u" } } });
        t.source = sourceSummary(c.sources);
        out.push_back(std::move(c));
    }
    return out;
}

std::vector<Connector> loadConnectors(const YamlReader &r)
{
    std::vector<Connector> out;
    const YAML::Node list = r.sequence(r.root(), "connectors", true);
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string w = fmt::format("connectors[{}]", i);
        const YAML::Node &n = list[i];
        Connector c;
        c.name = r.string(n, "name", w);
        c.protrusion_mm = r.number(n, "protrusion_mm", w);
        if (c.protrusion_mm < 0)
            r.fail(YamlReader::join(w, "protrusion_mm"), "must not be negative");
        c.sources = readSources(r, n, w, { "protrusion_mm" });
        out.push_back(std::move(c));
    }
    return out;
}

std::vector<CableType> loadCables(const YamlReader &r)
{
    std::vector<CableType> out;
    const YAML::Node list = r.sequence(r.root(), "cables", true);
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string w = fmt::format("cables[{}]", i);
        const YAML::Node &n = list[i];
        CableType c;
        c.id = r.string(n, "id", w);
        c.media = r.string(n, "media", w);
        c.name = r.string(n, "name", w);
        c.connector = r.string(n, "connector", w);
        c.connector_b = r.string(n, "connector_b", std::string(), w);
        c.speed_gbps = int(r.integer(n, "speed_gbps", w));
        c.links = int(r.integer(n, "links", 1, w));
        c.breakout = int(r.integer(n, "breakout", 1, w));
        c.needs_transceiver = r.boolean(n, "needs_transceiver", false, w);
        c.reach_mm = r.integer(n, "reach_mm", w);
        const YAML::Node lengths = r.sequence(n, "lengths_mm", true, w);
        for (std::size_t k = 0; k < lengths.size(); ++k) {
            std::int64_t v = 0;
            try {
                v = lengths[k].as<std::int64_t>();
            } catch (const YAML::Exception &) {
                r.fail(fmt::format("{}.lengths_mm[{}]", w, k), "expected a whole number of millimetres");
            }
            if (v <= 0 || (!c.lengths_mm.empty() && v <= c.lengths_mm.back()))
                r.fail(YamlReader::join(w, "lengths_mm"), "lengths must be positive and ascending");
            c.lengths_mm.push_back(v);
        }
        if (c.lengths_mm.empty() || c.lengths_mm.back() > c.reach_mm)
            r.fail(YamlReader::join(w, "lengths_mm"), "needs at least one length, none beyond reach_mm");
        c.od_mm = r.number(n, "od_mm", w);
        c.bend_radius_mm = r.number(n, "bend_radius_mm", w);
        c.kg_per_m = r.number(n, "kg_per_m", w);
        c.price_usd = r.number(n, "price_usd", w);
        c.price_per_m_usd = r.number(n, "price_per_m_usd", 0.0, w);
        c.sku_prefix = r.string(n, "sku_prefix", std::string(), w);
        std::vector<std::string> figures
            = { "reach_mm", "lengths_mm", "od_mm", "bend_radius_mm", "kg_per_m", "price_usd" };
        if (!c.sku_prefix.empty())
            figures.push_back("sku_prefix");
        c.sku_suffix = r.string(n, "sku_suffix", std::string(), w);
        if (!c.sku_suffix.empty())
            figures.push_back("sku_suffix");
        c.protocols = readProtocols(r, n, w);
        if (!c.protocols.empty())
            figures.push_back("protocols");
        c.sources = readSources(r, n, w, figures, { { "price", { "price_usd" } } });
        out.push_back(std::move(c));
    }
    return out;
}

std::vector<Transceiver> loadTransceivers(const YamlReader &r)
{
    std::vector<Transceiver> out;
    const YAML::Node list = r.sequence(r.root(), "transceivers", true);
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string w = fmt::format("transceivers[{}]", i);
        const YAML::Node &n = list[i];
        Transceiver t;
        t.id = r.string(n, "id", w);
        t.name = r.string(n, "name", w);
        t.sku = r.string(n, "sku", w);
        t.cage = r.string(n, "cage", w);
        t.media = r.string(n, "media", w);
        t.speed_gbps = int(r.integer(n, "speed_gbps", w));
        t.links_per_cage = int(r.integer(n, "links_per_cage", w));
        t.reach_mm = r.integer(n, "reach_mm", w);
        t.power_w = r.number(n, "power_w", w);
        t.price_usd = r.number(n, "price_usd", w);
        if (t.links_per_cage < 1 || t.links_per_cage > 8)
            r.fail(YamlReader::join(w, "links_per_cage"), "must be 1–8");
        t.protocols = readProtocols(r, n, w);
        std::vector<std::string> figures = { "sku", "links_per_cage", "reach_mm", "power_w", "price_usd" };
        if (!t.protocols.empty())
            figures.push_back("protocols");
        t.sources = readSources(r, n, w, figures);
        out.push_back(std::move(t));
    }
    return out;
}

} // namespace plenum::catalog

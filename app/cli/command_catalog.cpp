// SPDX-License-Identifier: GPL-3.0-or-later
// plenum-cli catalog [FILE.plenum] [--json]: the built-in catalogue, plus the project's own device
// and rack types when a project is given (origin "project"). JSON fields: docs/catalog.md#cli.
#include "catalog/catalog.h"
#include "cli/cli.h"
#include "cli/commands.h"
#include "store/project_file.h"
#include "json/json.h"

#include <fmt/format.h>

#include <ostream>

namespace plenum::cli {
namespace {

struct DeviceRow {
    const DeviceType *type;
    const char *origin;
    std::vector<std::string> estimates;
};

json::Value deviceJson(const DeviceRow &row)
{
    const DeviceType &t = *row.type;
    int data = 0;
    for (const auto &p : t.ports)
        data += !p.management && p.speed_gbps > 0;
    json::Array estimates;
    for (const auto &e : row.estimates)
        estimates.emplace_back(e);
    json::Value v { json::Object {} };
    v.set("slug", t.slug);
    v.set("origin", row.origin);
    v.set("manufacturer", t.manufacturer);
    v.set("model", t.model);
    v.set("role", t.role);
    v.set("u_height", t.u_height);
    v.set("depth_mm", t.depth_mm);
    v.set("airflow", std::string(toString(t.airflow)));
    v.set("liquid_cooled", t.liquid_cooled);
    v.set("weight_kg", t.weight_kg);
    v.set("typical_power_w", t.typical_power_w);
    v.set("max_power_w", t.max_power_w);
    v.set("psu_count", t.psu_count);
    v.set("psu_rating_w", t.psu_rating_w);
    v.set("psu_redundant", t.psu_redundant);
    v.set("gpus", t.gpus);
    v.set("nics", t.nics);
    v.set("ports", int(t.ports.size()));
    v.set("data_ports", data);
    v.set("price_usd", t.price_usd);
    v.set("source", t.source);
    v.set("estimates", json::Value(std::move(estimates)));
    return v;
}

json::Value rackJson(const RackType &t, const char *origin)
{
    json::Value v { json::Object {} };
    v.set("slug", t.slug);
    v.set("origin", origin);
    v.set("model", t.model);
    v.set("width_mm", t.width_mm);
    v.set("depth_mm", t.depth_mm);
    v.set("height_u", t.height_u);
    v.set("power_budget_w", t.power_budget_w);
    v.set("static_load_kg", t.static_load_kg);
    v.set("cable_manager_area_mm2", t.cable_manager_area_mm2);
    v.set("door_clearance_mm", t.door_clearance_mm);
    v.set("price_usd", t.price_usd);
    v.set("source", t.source);
    return v;
}

// The protocols a part is sold for, e.g. ["infiniband", "ethernet"]; empty: any.
json::Value protocolsJson(const std::vector<Protocol> &protocols)
{
    json::Array out;
    for (Protocol p : protocols)
        out.emplace_back(std::string(toString(p)));
    return json::Value(std::move(out));
}

json::Value cableJson(const catalog::CableType &c)
{
    json::Array lengths;
    for (auto l : c.lengths_mm)
        lengths.emplace_back(l);
    json::Value v { json::Object {} };
    v.set("id", c.id);
    v.set("media", c.media);
    v.set("name", c.name);
    v.set("connector", c.connector);
    v.set("speed_gbps", c.speed_gbps);
    v.set("links", c.links);
    v.set("breakout", c.breakout);
    v.set("needs_transceiver", c.needs_transceiver);
    v.set("reach_mm", c.reach_mm);
    v.set("lengths_mm", json::Value(std::move(lengths)));
    v.set("od_mm", c.od_mm);
    v.set("bend_radius_mm", c.bend_radius_mm);
    v.set("kg_per_m", c.kg_per_m);
    v.set("price_usd", c.price_usd);
    v.set("price_per_m_usd", c.price_per_m_usd);
    v.set("protocols", protocolsJson(c.protocols));
    return v;
}

json::Value transceiverJson(const catalog::Transceiver &t)
{
    json::Value v { json::Object {} };
    v.set("id", t.id);
    v.set("name", t.name);
    v.set("sku", t.sku);
    v.set("cage", t.cage);
    v.set("media", t.media);
    v.set("speed_gbps", t.speed_gbps);
    v.set("links_per_cage", t.links_per_cage);
    v.set("reach_mm", t.reach_mm);
    v.set("power_w", t.power_w);
    v.set("price_usd", t.price_usd);
    v.set("protocols", protocolsJson(t.protocols));
    return v;
}

} // namespace

int commandCatalog(const std::vector<std::string> &argv, Io &io)
{
    Args args(argv, {}, { "--json" });
    if (args.positionals().size() > 1)
        throw Error(fmt::format("unexpected argument '{}'", args.positionals()[1]));
    const catalog::Catalog &builtin = catalog::builtinCatalog();
    Project project;
    const bool withProject = !args.positionals().empty();
    if (withProject)
        project = openProject(args.positionals()[0]);

    std::vector<DeviceRow> devices;
    for (const auto &d : builtin.devices) {
        DeviceRow row { &d.type, "builtin", {} };
        for (const auto &[figure, source] : d.sources)
            if (source == catalog::kEstimate)
                row.estimates.push_back(figure);
        devices.push_back(std::move(row));
    }
    for (const auto &t : project.device_types)
        devices.push_back({ &t, "project", {} });
    std::vector<std::pair<const RackType *, const char *>> racks;
    for (const auto &r : builtin.racks)
        racks.emplace_back(&r.type, "builtin");
    for (const auto &r : project.rack_types)
        racks.emplace_back(&r, "project");

    if (args.has("--json")) {
        json::Array d, r, c, x;
        for (const auto &row : devices)
            d.push_back(deviceJson(row));
        for (const auto &[t, origin] : racks)
            r.push_back(rackJson(*t, origin));
        for (const auto &k : builtin.cables)
            c.push_back(cableJson(k));
        for (const auto &t : builtin.transceivers)
            x.push_back(transceiverJson(t));
        json::Value v { json::Object {} };
        v.set("devices", json::Value(std::move(d)));
        v.set("racks", json::Value(std::move(r)));
        v.set("cables", json::Value(std::move(c)));
        v.set("transceivers", json::Value(std::move(x)));
        io.out << json::write(v);
        return kExitOk;
    }
    io.out << fmt::format("devices ({})\n", devices.size());
    io.out << fmt::format("  {:<34} {:<8} {:<14} {:>3} {:>6} {:>8} {:>8} {:>5} {:>5} {:>6}\n", "slug", "origin", "role",
        "U", "depth", "typ W", "max W", "PSU", "GPUs", "ports");
    for (const auto &row : devices) {
        const DeviceType &t = *row.type;
        io.out << fmt::format("  {:<34} {:<8} {:<14} {:>3} {:>6} {:>8} {:>8} {:>5} {:>5} {:>6}\n", t.slug, row.origin,
            t.role, t.u_height, t.depth_mm, t.typical_power_w, t.max_power_w,
            fmt::format("{}+{}", t.psu_count - t.psu_redundant, t.psu_redundant), t.gpus, t.ports.size());
    }
    io.out << fmt::format("racks ({})\n", racks.size());
    for (const auto &[t, origin] : racks)
        io.out << fmt::format("  {:<34} {:<8} {:>4} x {:>4} mm {:>3}U {:>7} W {:>5} kg\n", t->slug, origin, t->width_mm,
            t->depth_mm, t->height_u, t->power_budget_w, t->static_load_kg);
    io.out << fmt::format("cables ({})\n", builtin.cables.size());
    for (const auto &c : builtin.cables)
        io.out << fmt::format("  {:<28} {:<10} {:>4}G reach {:>8} mm, {} lengths {}–{} mm, OD {} mm\n", c.id, c.media,
            c.speed_gbps, c.reach_mm, c.lengths_mm.size(), c.lengths_mm.front(), c.lengths_mm.back(), c.od_mm);
    io.out << fmt::format("transceivers ({})\n", builtin.transceivers.size());
    for (const auto &t : builtin.transceivers)
        io.out << fmt::format("  {:<22} {:<8} {:>4}G x{} {:<8} reach {:>8} mm  {}\n", t.id, t.cage, t.speed_gbps,
            t.links_per_cage, t.media, t.reach_mm, t.sku);
    return kExitOk;
}

} // namespace plenum::cli

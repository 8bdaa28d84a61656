// SPDX-License-Identifier: GPL-3.0-or-later
#include "templates/templates.h"
#include "fabric/fabric_templates.h"
#include "layout/project_builder.h"
#include "templates/starter.h"

#include <fmt/format.h>

namespace plenum {

std::vector<TemplateInfo> builtinTemplates()
{
    std::vector<TemplateInfo> list = {
        { "starter", "16 DGX H100 nodes, one rail-optimized leaf tier (8 x QM9700), two rows, ladders",
            "NVIDIA DGX SuperPOD H100 reference architecture (rail-optimized leaves), DGX H100 User Guide", true },
    };
    for (const auto &t : fabric::fabricTemplates())
        list.push_back({ t.name, t.description, t.source });
    return list;
}

TemplateInfo emptyTemplateInfo()
{
    return { "empty",
        "an empty hall of --hall WIDTHxDEPTH mm with its tile grid (--tile, 600 mm): the start of a "
        "hand design with plenum-cli edit",
        "-", false };
}

namespace {

Project emptyProject(const TemplateOptions &options, TemplateReport *report)
{
    if (options.nodes || options.target_nodes || options.tiers)
        throw Error("the 'empty' template has no fabric; --nodes, --target-nodes and --tiers apply to the fabric "
                    "templates");
    if (options.hall_width_mm <= 0 || options.hall_depth_mm <= 0)
        throw Error("the 'empty' template needs the hall's size: --hall WIDTHxDEPTH in millimetres");
    const int tile = options.tile_mm == 0 ? 600 : options.tile_mm;
    if (tile < 300 || tile > 1200)
        throw Error(fmt::format("the floor tile must be 300 to 1200 mm (got {})", tile));
    if (options.hall_width_mm < tile || options.hall_depth_mm < tile)
        throw Error(fmt::format(
            "a hall of {} x {} mm holds no {} mm tile", options.hall_width_mm, options.hall_depth_mm, tile));
    Project p;
    p.name = options.project_name.empty() ? "Empty hall" : options.project_name;
    const Id dayOne = p.allocateId();
    const Id target = p.allocateId();
    p.phases = { { dayOne, "day-one" }, { target, "target" } };
    Hall hall;
    hall.id = p.allocateId();
    hall.name = "Hall 1";
    hall.outline = { { 0, 0 }, { options.hall_width_mm, 0 }, { options.hall_width_mm, options.hall_depth_mm },
        { 0, options.hall_depth_mm } };
    hall.tile_mm = tile;
    p.halls.push_back(hall);
    requireInvariants(p, "template 'empty' is inconsistent");
    if (report)
        *report = { 0, 0, 0, options.hall_width_mm, options.hall_depth_mm, {}, {} };
    return p;
}

} // namespace

Project projectFromTemplate(const std::string &name, const TemplateOptions &options, TemplateReport *report)
{
    if (name == "empty")
        return emptyProject(options, report);
    if (options.tile_mm != 0)
        throw Error("--tile applies to the 'empty' template; the other templates lay their own floor");
    if (name == "starter") {
        if (options.nodes || options.target_nodes || options.hall_width_mm || options.hall_depth_mm || options.tiers)
            throw Error("the 'starter' template has a fixed size; --nodes, --target-nodes, --tiers and --hall apply "
                        "to the fabric templates");
        Project p = templates::starter(options);
        requireInvariants(p, "template 'starter' is inconsistent");
        return p;
    }
    for (const auto &t : fabric::fabricTemplates()) {
        if (t.name != name)
            continue;
        layout::BuildRequest request;
        request.template_name = name;
        request.nodes = options.nodes;
        request.target_nodes = options.target_nodes;
        request.tiers = options.tiers;
        request.hall.width_mm = options.hall_width_mm;
        request.hall.depth_mm = options.hall_depth_mm;
        request.hall.cross_ladder_every_racks = options.cross_ladder_every_racks;
        request.strategy = layout::parseStrategy(options.strategy);
        request.cabling = layout::parseCabling(options.cabling);
        request.project_name = options.project_name;
        layout::BuildReport built;
        Project p = layout::buildProject(request, &built);
        if (report)
            *report = { built.rows, built.racks, built.racks_day_one, built.hall_width_mm, built.hall_depth_mm,
                built.notes, built.tiers };
        return p;
    }
    std::string known = "empty";
    for (const auto &t : builtinTemplates())
        known += ", " + t.name;
    throw Error(fmt::format("unknown template '{}' (known: {})", name, known));
}

} // namespace plenum

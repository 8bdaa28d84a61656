// SPDX-License-Identifier: GPL-3.0-or-later
#include "templates/templates.h"
#include "templates/starter.h"
#include "fabric/fabric_templates.h"
#include "layout/project_builder.h"

#include <fmt/format.h>

namespace plenum {

std::vector<TemplateInfo> builtinTemplates()
{
    std::vector<TemplateInfo> list = {
        {"starter", "16 DGX H100 nodes, one rail-optimized leaf tier (8 x QM9700), two rows, ladders",
         "NVIDIA DGX SuperPOD H100 reference architecture (rail-optimized leaves), DGX H100 User Guide", true},
    };
    for (const auto &t : fabric::fabricTemplates())
        list.push_back({t.name, t.description, t.source});
    return list;
}

Project projectFromTemplate(const std::string &name, const TemplateOptions &options, TemplateReport *report)
{
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
        request.project_name = options.project_name;
        layout::BuildReport built;
        Project p = layout::buildProject(request, &built);
        if (report)
            *report = {built.rows, built.racks, built.racks_day_one, built.hall_width_mm, built.hall_depth_mm, built.notes};
        return p;
    }
    std::string known;
    for (const auto &t : builtinTemplates())
        known += (known.empty() ? "" : ", ") + t.name;
    throw Error(fmt::format("unknown template '{}' (known: {})", name, known));
}

} // namespace plenum

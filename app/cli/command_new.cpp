// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/stats.h"
#include "cli/cli.h"
#include "cli/commands.h"
#include "cli/hall_size.h"
#include "routing/router.h"
#include "store/project_file.h"
#include "templates/templates.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <ostream>

namespace plenum::cli {

int commandNew(const std::vector<std::string> &argv, Io &io)
{
    for (const auto &a : argv)
        if (a == "--from-dxf" || a.rfind("--from-dxf=", 0) == 0)
            return commandNewFromDxf(argv, io); // command_dxf.cpp: an empty hall from a DXF drawing
    for (const auto &a : argv)
        if (a == "--extend" || a.rfind("--extend=", 0) == 0)
            return commandNewExtend(argv, io); // command_new_extend.cpp: an installed cluster grown
    Args args(argv,
        { "--template", "--name", "--nodes", "--target-nodes", "--tiers", "--hall", "--strategy",
            "--cross-ladder-every", "--tile", "--cabling" },
        { "--force", "--compare-strategies" });
    args.expectPositionals(1, "OUT.plenum");
    const std::string out = args.positionals()[0];
    if (!args.has("--template"))
        throw Error("missing --template NAME (see plenum-cli templates)");
    const OutputRules rules = outputRules(args, {});
    checkOutput(out, rules);
    TemplateOptions options;
    options.project_name = args.value("--name");
    options.nodes = int(args.integer("--nodes", 0, 1));
    options.target_nodes = int(args.integer("--target-nodes", 0, 1));
    options.tiers = int(args.integer("--tiers", 0, 2, 3));
    if (options.target_nodes > 0 && options.nodes > options.target_nodes)
        throw Error(
            fmt::format("--target-nodes ({}) is smaller than --nodes ({})", options.target_nodes, options.nodes));
    if (args.has("--hall")) {
        const HallSize hall = parseHallSize(args.value("--hall"));
        options.hall_width_mm = hall.width_mm;
        options.hall_depth_mm = hall.depth_mm;
    }
    options.strategy = args.value("--strategy", "row-end");
    options.cabling = args.value("--cabling", "point-to-point");
    options.cross_ladder_every_racks = int(args.integer("--cross-ladder-every", 10, 0));
    options.tile_mm = int(args.integer("--tile", 0, 1, 100000));
    TemplateReport report;
    const Project project = projectFromTemplate(args.value("--template"), options, &report);
    saveProject(project, out, rules);
    const ProjectStats s = computeStats(project);
    io.out << fmt::format(
        "created {}: {} racks, {} devices, {} links, {} pathways\n", out, s.racks, s.devices, s.links, s.pathways);
    if (report.racks > 0)
        io.out << fmt::format("  hall {:.1f} x {:.1f} m, {} rows, {} racks ({} on day one), {} GPUs, strategy {}\n",
            report.hall_width_mm / 1000.0, report.hall_depth_mm / 1000.0, report.rows, report.racks,
            report.racks_day_one, s.gpus, options.strategy);
    if (project.racks.empty() && !project.halls.empty())
        io.out << fmt::format("  hall {:.1f} x {:.1f} m, {} mm tiles, empty: add racks with plenum-cli edit\n",
            report.hall_width_mm / 1000.0, report.hall_depth_mm / 1000.0, project.halls.front().tile_mm);
    if (!report.tiers.empty())
        io.out << "  fabric: " << report.tiers << "\n";
    for (const auto &note : report.notes)
        io.out << "  note: " << note << "\n";
    if (args.has("--compare-strategies")) {
        // Route each placement strategy's layout and compare the cable it needs.
        for (const char *strategy : { "row-end", "row-middle" }) {
            TemplateOptions o = options;
            o.strategy = strategy;
            Project p = projectFromTemplate(args.value("--template"), o);
            const routing::RouteReport r = routing::routeProject(p);
            std::int64_t total = 0, longest = 0;
            for (const auto &c : p.cables) {
                total += c.ordered_length_mm;
                longest = std::max(longest, c.required_length_mm);
            }
            io.out << fmt::format("  strategy {:<10}  cable ordered {:.1f} km, longest cable {:.1f} m, {} unrouted, "
                                  "{} overflowing segments\n",
                strategy, total / 1e6, longest / 1000.0, r.unrouted.size(), r.overflows.size());
        }
    }
    return kExitOk;
}

} // namespace plenum::cli

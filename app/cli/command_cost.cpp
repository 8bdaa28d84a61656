// SPDX-License-Identifier: GPL-3.0-or-later
// plenum-cli cost: cost per GPU and per fabric endpoint by phase (from the BOM) and the 2-tier /
// 3-tier / multi-plane comparison of the project's compute fabric at its target size
// (core/analysis/cost.h). Exit 0, 2 for bad input.
#include "analysis/cost.h"
#include "analysis/fabric_view.h"
#include "cli/cli.h"
#include "cli/commands.h"
#include "fabric/fabric_report.h"
#include "store/project_file.h"
#include "json/report_json.h"

#include <fmt/format.h>

#include <ostream>

namespace plenum::cli {

int commandCost(const std::vector<std::string> &argv, Io &io)
{
    Args args(argv, {}, { "--json" });
    args.expectPositionals(1, "FILE.plenum");
    const std::string file = args.positionals()[0];
    const Project project = openProject(file);
    const std::vector<analysis::PhaseCost> phases = analysis::costByPhase(project);
    const analysis::FabricView view = analysis::fabricView(project);
    std::string basis;
    const auto spec = analysis::projectFabricSpec(project, view, &basis);
    const std::vector<analysis::DesignCost> designs
        = spec ? analysis::compareFabricDesigns(*spec) : std::vector<analysis::DesignCost> {};
    if (args.has("--json")) {
        io.out << json::writeReport(fields::group([&](auto &&f) {
            f("file", file);
            f("phases", phases);
            f("fabric_template", basis.empty() ? std::nullopt : std::optional<std::string>(basis));
            f("designs", designs);
        }));
        return kExitOk;
    }
    io.out << fmt::format("cost of {} (catalogue prices; many are estimates)\n", file);
    io.out << fmt::format("  {:<12} {:>14} {:>14} {:>8} {:>10} {:>12} {:>14}\n", "phase", "adds", "cumulative", "GPUs",
        "per GPU", "per endpoint", "network/endp.");
    for (const auto &p : phases)
        io.out << fmt::format("  {:<12} {:>14} {:>14} {:>8} {:>10} {:>12} {:>14}\n", p.phase,
            analysis::usd(p.added_usd), analysis::usd(p.cumulative_usd), p.gpus, analysis::usd(p.perGpuUsd()),
            analysis::usd(p.perEndpointUsd()), analysis::usd(p.networkPerEndpointUsd()));
    if (designs.empty()) {
        io.out << "\nno fabric comparison: no fabric template matches the project's compute fabric\n";
        return kExitOk;
    }
    io.out << fmt::format("\nthe compute fabric three ways ({} at {} nodes):\n", basis, spec->target_nodes);
    for (const auto &d : designs) {
        if (d.possible)
            io.out << fabric::countsToText(d.design, d.counts) << "\n";
        else
            io.out << fmt::format("{}: not possible: {}\n\n", d.design, d.error);
    }
    return kExitOk;
}

} // namespace plenum::cli

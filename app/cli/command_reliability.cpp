// SPDX-License-Identifier: GPL-3.0-or-later
// plenum-cli reliability: expected interruptions per day, MTBF, the optimal checkpoint interval
// (Young, Daly) and expected goodput for a project's fleet, or for a fleet given by flags
// (core/analysis/reliability.h). Rates default to the Llama 3 calibration; --rates reads a JSON
// file (the format --print-rates writes). Exit 0, 2 for bad input.
#include "analysis/reliability.h"
#include "cli/cli.h"
#include "cli/commands.h"
#include "store/atomic_file.h"
#include "store/project_file.h"
#include "json/report_json.h"

#include <fmt/format.h>

#include <cmath>
#include <ostream>

namespace plenum::cli {

int commandReliability(const std::vector<std::string> &argv, Io &io)
{
    Args args(argv,
        { "--gpus", "--nodes", "--nics", "--endpoints", "--planes", "--rates", "--checkpoint-minutes",
            "--restart-minutes", "--phase" },
        { "--json", "--print-rates" });
    if (args.has("--print-rates")) {
        args.expectPositionals(0, "no file with --print-rates");
        io.out << json::write(analysis::ratesToJson(analysis::llama3Rates()));
        return kExitOk;
    }
    if (args.positionals().size() > 1)
        throw Error(fmt::format("unexpected argument '{}'", args.positionals()[1]));
    analysis::Fleet fleet;
    std::string what;
    if (args.positionals().size() == 1) {
        if (args.has("--gpus") || args.has("--nodes") || args.has("--nics") || args.has("--endpoints"))
            throw Error("give a project file or --gpus/--nodes/--nics/--endpoints, not both");
        const Project project = openProject(args.positionals()[0]);
        int phase = -1;
        if (args.has("--phase")) {
            const std::string name = args.value("--phase");
            phase = -2;
            for (std::size_t i = 0; i < project.phases.size(); ++i)
                if (project.phases[i].name == name)
                    phase = int(i);
            if (phase == -2)
                throw Error(fmt::format("the project has no phase '{}'", name));
        }
        fleet = analysis::projectFleet(project, phase);
        what = args.positionals()[0] + (args.has("--phase") ? " at " + args.value("--phase") : std::string());
    } else {
        if (!args.has("--gpus"))
            throw Error("give a project file or --gpus N");
        fleet.gpus = double(args.integer("--gpus", 0, 1));
        fleet.nodes = double(args.integer("--nodes", std::int64_t(std::ceil(fleet.gpus / 8)), 1));
        fleet.nics = double(args.integer("--nics", std::int64_t(fleet.gpus), 0));
        fleet.endpoints = double(args.integer("--endpoints", std::int64_t(fleet.nics), 0));
        fleet.network_failures_degrade = args.integer("--planes", 1, 1) > 1;
        what = fmt::format("{:.0f} GPUs", fleet.gpus);
    }
    if (args.has("--phase") && args.positionals().empty())
        throw Error("--phase needs a project file");
    analysis::ReliabilityRates rates = analysis::llama3Rates();
    if (args.has("--rates"))
        rates = analysis::ratesFromJson(json::parse(readFile(args.value("--rates"), 1 << 20)));
    analysis::ReliabilityOptions o;
    o.checkpoint_minutes = args.number("--checkpoint-minutes", o.checkpoint_minutes, 0);
    o.restart_minutes = args.number("--restart-minutes", o.restart_minutes, 0);
    if (o.checkpoint_minutes <= 0)
        throw Error("--checkpoint-minutes must be more than 0");
    const analysis::ReliabilityReport r = analysis::assessReliability(fleet, rates, o);

    if (args.has("--json")) {
        io.out << json::writeReport(fields::group([&](auto &&f) {
            f("fleet", fleet);
            f("source", rates.source);
            visitReport(o, f);
            visitReport(r, f);
        }));
        return kExitOk;
    }
    io.out << fmt::format("reliability of {} ({:.0f} GPUs, {:.0f} nodes, {:.0f} NICs, {:.0f} fabric endpoints)\n", what,
        fleet.gpus, fleet.nodes, fleet.nics, fleet.endpoints);
    io.out << fmt::format("  rates: {}\n", rates.source);
    io.out << fmt::format("  interruptions per day   {:>10.3f}\n", r.interruptions_per_day);
    if (r.degradations_per_day > 0)
        io.out << fmt::format(
            "  absorbed by a plane/day {:>10.3f}  (network failures degrade instead)\n", r.degradations_per_day);
    io.out << fmt::format("  MTBF                    {:>10.1f} h\n", r.mtbf_hours);
    io.out << fmt::format("  checkpoint (C = {:g} min, restart {:g} min): Young {:.1f} min, Daly {:.1f} min\n",
        o.checkpoint_minutes, o.restart_minutes, r.young_minutes, r.daly_minutes);
    io.out << fmt::format("  expected goodput        {:>10.1f} %  (checkpointing hourly: {:.1f} %)\n", r.goodput * 100,
        r.goodput_hourly * 100);
    io.out << "  per category (events per day):\n";
    for (const auto &c : r.categories)
        io.out << fmt::format("    {:<30} {:<8} {:>8.4f}{}\n", c.name, analysis::toString(c.basis), c.per_day,
            c.interrupts ? "" : "  (degrades)");
    return kExitOk;
}

} // namespace plenum::cli

// SPDX-License-Identifier: GPL-3.0-or-later
// plenum-cli growth: the growth plan of a project (core/analysis/growth.h): per phase transition
// what is added, which existing cables must be re-terminated (maintenance windows), what was
// reserved for the target, and the strategy comparison (fabric built for the target on day one
// vs. built for day one and grown). Exit 0 when growing needs no maintenance window and
// everything checked was reserved, 1 when not, 2 for bad input.
#include "analysis/cost.h"
#include "analysis/extension.h"
#include "analysis/growth.h"
#include "cli/cli.h"
#include "cli/commands.h"
#include "store/project_file.h"
#include "json/report_json.h"

#include <fmt/format.h>

#include <cmath>
#include <optional>
#include <ostream>

namespace plenum::cli {
namespace {

std::string money(double v)
{
    return analysis::usd(v);
}

std::string toText(const std::string &file, const analysis::GrowthReport &r)
{
    std::string out = fmt::format("growth plan of {}\n", file);
    if (!r.installed_phase.empty())
        out += fmt::format("  {} is installed: {} racks, {} devices ({} nodes, {} GPUs), {} links, {} cables already "
                           "in place ({} of equipment), not bought again\n",
            r.installed_phase, r.installed.racks, r.installed.devices, r.installed.nodes, r.installed.gpus,
            r.installed.links, r.installed.cables, money(r.installed_value_usd));
    if (r.transitions.empty())
        out += "  one phase only: nothing is added later\n";
    for (const auto &t : r.transitions) {
        out += fmt::format("\n{} -> {}\n", t.from, t.to);
        out += fmt::format("  adds {} racks, {} devices ({} nodes, {} GPUs, {} fabric switches), {} links, {} cables: "
                           "{}\n",
            t.added.racks, t.added.devices, t.added.nodes, t.added.gpus, t.added.switches, t.added.links,
            t.added.cables, money(t.added.cost_usd));
        out += fmt::format("  {} new links land on equipment installed earlier\n", t.added.links_to_existing);
        if (t.reterminated)
            out += fmt::format("  {} existing cables re-terminated: {} maintenance window, {:.1f} h, {} nodes "
                               "affected\n",
                t.reterminated, t.maintenance_windows, t.window_hours, t.affected_nodes);
        else
            out += "  no existing cable moves: no maintenance window\n";
        for (const auto &c : t.reservations)
            out += fmt::format("  {:<16} {:<13} {}\n", c.item, c.status, c.detail);
    }
    if (r.strategies) {
        const auto &s = *r.strategies;
        out += fmt::format(
            "\nstrategy ({} -> {} nodes, fabric template {}):\n", s.day_one_nodes, s.target_nodes, r.fabric_basis);
        out += fmt::format("  {:<26} {:>8} {:>14} {:>14} {:>7} {:>8} {:>10} {:>14}\n", "", "switches", "up front",
            "hardware", "moved", "window", "GPU-hours", "total");
        for (const auto *x : { &s.built_for_target, &s.grown })
            out += fmt::format("  {:<26} {:>8} {:>14} {:>14} {:>7} {:>7.1f}h {:>10} {:>14}\n", x->name,
                x->switches_day_one, money(x->upfront_usd), money(x->hardware_usd), x->reterminated, x->downtime_hours,
                analysis::grouped(std::llround(x->gpu_hours_lost)), money(x->totalUsd()));
        if (s.grown.reterminated)
            out += fmt::format("  growing moves {} uplinks ({} at the least, whatever the port plan)\n",
                s.grown.reterminated, s.grown.minimum_moves);
    } else {
        out += fmt::format("\nno strategy comparison: {}\n", r.strategies_note);
    }
    if (r.storage)
        out += fmt::format(
            "\nstorage ({} -> {} nodes): {}\n", r.storage_nodes_day_one, r.storage_nodes_target, r.storage->message);
    return out;
}

std::string extensionText(const analysis::ExtensionPlan &x)
{
    std::string out = fmt::format("\nextension of the installed fabric, {} -> {} nodes (fabric template {}):\n",
        x.installed_nodes, x.target_nodes, x.fabric_template);
    out += fmt::format("  leaves {} -> {}, spines {} -> {}; each leaf {} uplinks, {} to each spine\n",
        x.installed_leaves, x.target_leaves, x.installed_spines, x.target_spines, x.uplinks_per_leaf, x.links_per_pair);
    out += fmt::format("  new links: {} node-leaf, {} leaf-spine; {} installed uplinks stay\n", x.new_node_links,
        x.new_uplinks, x.kept_uplinks);
    if (x.moved_uplinks == 0) {
        out += "  no installed uplink moves: no maintenance window\n";
    } else {
        out += fmt::format("  {} installed uplinks move to new spines: a {:.1f} h window, {} nodes affected, {} of "
                           "GPU time\n",
            x.moved_uplinks, x.window_hours, x.affected_nodes, money(x.downtime_usd));
        for (std::size_t i = 0; i < x.moves.size() && i < 10; ++i)
            out += fmt::format("    {} of {}'s links to {}\n", x.moves[i].links, x.moves[i].leaf, x.moves[i].spine);
        if (x.moves.size() > 10)
            out += fmt::format("    … and {} more leaf-spine pairs (--json lists them all)\n", x.moves.size() - 10);
    }
    out += fmt::format("  new switches and links: {}\n", money(x.hardware_usd));
    return out;
}

} // namespace

int commandGrowth(const std::vector<std::string> &argv, Io &io)
{
    Args args(argv, { "--minutes-per-cable", "--validation-hours", "--gpu-hour-usd", "--target-nodes" }, { "--json" });
    args.expectPositionals(1, "FILE.plenum");
    const std::string file = args.positionals()[0];
    analysis::GrowthOptions o;
    o.minutes_per_cable = args.number("--minutes-per-cable", o.minutes_per_cable, 0);
    o.validation_hours = args.number("--validation-hours", o.validation_hours, 0);
    o.gpu_hour_usd = args.number("--gpu-hour-usd", o.gpu_hour_usd, 0);
    const Project project = openProject(file);
    const analysis::GrowthReport r = analysis::analyseGrowth(project, o);
    std::optional<analysis::ExtensionPlan> extension;
    if (args.has("--target-nodes"))
        extension = analysis::planExtension(project, int(args.integer("--target-nodes", 0, 1)), o);
    if (args.has("--json")) {
        io.out << json::writeReport(fields::group([&](auto &&f) {
            f("file", file);
            visitReport(r, f);
            f("extension", extension);
        }));
    } else {
        io.out << toText(file, r) << (extension ? extensionText(*extension) : std::string());
    }
    bool clean = !extension || extension->moved_uplinks == 0;
    for (const auto &t : r.transitions) {
        clean = clean && t.reterminated == 0;
        for (const auto &c : t.reservations)
            clean = clean && c.status != "not reserved";
    }
    return clean ? kExitOk : kExitFindings;
}

} // namespace plenum::cli

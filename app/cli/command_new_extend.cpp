// SPDX-License-Identifier: GPL-3.0-or-later
// plenum-cli new OUT.plenum --extend EXISTING.plenum --target-nodes M: the installed cluster of
// EXISTING grown to M nodes in a new phase (core/layout/extend.h) — new racks on free floor, new
// nodes, leaves and spines, their links, trays — and the recabling the installed spines need,
// named and priced as `growth --target-nodes` does. Exit 0, or 2 for bad input (nothing written).
#include "analysis/cost.h"
#include "cli/cli.h"
#include "cli/commands.h"
#include "layout/extend.h"
#include "store/project_file.h"
#include "json/report_json.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <ostream>

namespace plenum::cli {
namespace {

std::string toText(const std::string &out, const std::string &from, const layout::ExtendReport &r)
{
    const auto &x = r.plan;
    std::string s = fmt::format("created {}: {} extended from {} to {} nodes in phase '{}'\n", out, from,
        x.installed_nodes, x.target_nodes, r.phase);
    s += fmt::format(
        "  added {} racks, {} devices ({} nodes, {} leaves, {} spines, {} storage and in-band leaves), {} pathways\n",
        r.racks.size(), r.devices, r.nodes, r.leaves, r.spines, r.side_leaves, r.pathways);
    if (!r.racks.empty())
        s += fmt::format("  new racks: {}{}\n",
            fmt::join(r.racks.begin(), r.racks.begin() + std::min<std::size_t>(r.racks.size(), 12), " "),
            r.racks.size() > 12 ? " …" : "");
    s += fmt::format("  new links: {} node-leaf, {} leaf-spine, {} storage and in-band node-leaf, {} storage and "
                     "in-band leaf-spine, {} power and management inside the new racks, {} management uplinks\n",
        r.node_links, r.uplinks, r.side_node_links, r.side_uplinks, r.rack_links, r.oob_uplinks);
    if (x.moved_uplinks == 0) {
        s += "  no installed uplink moves: no maintenance window\n";
    } else {
        s += fmt::format(
            "  recabling: {} installed uplinks move to new spines ({} leaf-spine pairs), a {:.1f} h window, "
            "{} nodes affected, {} of GPU time\n",
            x.moved_uplinks, x.moves.size(), x.window_hours, x.affected_nodes, analysis::usd(x.downtime_usd));
        for (std::size_t i = 0; i < x.moves.size() && i < 10; ++i)
            s += fmt::format("    {} of {}'s links to {}\n", x.moves[i].links, x.moves[i].leaf, x.moves[i].spine);
        if (x.moves.size() > 10)
            s += fmt::format("    … and {} more leaf-spine pairs (--json lists them all)\n", x.moves.size() - 10);
    }
    if (r.deferred_uplinks > 0)
        s += fmt::format(
            "  {} leaf-spine links wait for the ports the recabling frees (not cabled yet)\n", r.deferred_uplinks);
    if (r.deferred_node_links > 0)
        s += fmt::format("  {} node-leaf links wait for a leaf port another device holds (the fabric manager: move it "
                         "to a spine port)\n",
            r.deferred_node_links);
    if (r.deferred_side_uplinks > 0)
        s += fmt::format("  {} storage and in-band leaf-spine links wait for a spine port (the installed side spines "
                         "are full; not cabled yet)\n",
            r.deferred_side_uplinks);
    if (r.deferred_oob_uplinks > 0)
        s += fmt::format("  {} management switches find no free port on the out-of-band aggregation (its last ports "
                         "stay kept for the site uplinks; not cabled)\n",
            r.deferred_oob_uplinks);
    if (r.unconnected_side_ports > 0)
        s += fmt::format("  not extended: {} ports of the new nodes on networks other than compute, storage and "
                         "in-band stay unconnected\n",
            r.unconnected_side_ports);
    s += fmt::format("  new compute-fabric switches and links: {}\n", analysis::usd(x.hardware_usd));
    return s;
}

} // namespace

int commandNewExtend(const std::vector<std::string> &argv, Io &io)
{
    Args args(argv,
        { "--extend", "--target-nodes", "--phase", "--minutes-per-cable", "--validation-hours", "--gpu-hour-usd" },
        { "--json", "--force" });
    args.expectPositionals(1, "OUT.plenum");
    const std::string out = args.positionals()[0];
    const std::string from = args.value("--extend");
    if (from.empty())
        throw Error("--extend needs the installed project, EXISTING.plenum");
    if (!args.has("--target-nodes"))
        throw Error("missing --target-nodes M: the node count to grow the installed cluster to");
    const OutputRules rules = outputRules(args, { from });
    checkOutput(out, rules);
    layout::ExtendOptions o;
    o.target_nodes = int(args.integer("--target-nodes", 0, 1));
    o.phase = args.value("--phase", o.phase);
    o.growth.minutes_per_cable = args.number("--minutes-per-cable", o.growth.minutes_per_cable, 0);
    o.growth.validation_hours = args.number("--validation-hours", o.growth.validation_hours, 0);
    o.growth.gpu_hour_usd = args.number("--gpu-hour-usd", o.growth.gpu_hour_usd, 0);
    const Project installed = openProject(from);
    layout::ExtendReport report;
    const Project project = layout::extendProject(installed, o, &report);
    saveProject(project, out, rules);
    if (args.has("--json"))
        io.out << json::writeReport(fields::group([&](auto &&f) {
            f("file", out);
            f("extends", from);
            visitReport(report, f);
        }));
    else
        io.out << toText(out, from, report);
    return kExitOk;
}

} // namespace plenum::cli

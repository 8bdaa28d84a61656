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
#include "json/json.h"

#include <fmt/format.h>

#include <cmath>
#include <optional>
#include <ostream>

namespace plenum::cli {
namespace {

json::Value strategyJson(const analysis::StrategyCost &s)
{
    json::Value v { json::Object {} };
    v.set("name", s.name);
    v.set("tiers_day_one", s.tiers_day_one);
    v.set("switches_day_one", s.switches_day_one);
    v.set("switches_target", s.switches_target);
    v.set("upfront_usd", s.upfront_usd);
    v.set("hardware_usd", s.hardware_usd);
    v.set("reterminated", s.reterminated);
    v.set("minimum_moves", s.minimum_moves);
    v.set("maintenance_windows", s.maintenance_windows);
    v.set("affected_nodes", s.affected_nodes);
    v.set("downtime_hours", s.downtime_hours);
    v.set("gpu_hours_lost", s.gpu_hours_lost);
    v.set("downtime_usd", s.downtime_usd);
    v.set("total_usd", s.totalUsd());
    return v;
}

json::Value toJson(const std::string &file, const analysis::GrowthReport &r)
{
    json::Value v { json::Object {} };
    v.set("file", file);
    json::Array phases;
    for (const auto &p : r.phases)
        phases.push_back(json::Value(p));
    v.set("phases", json::Value(std::move(phases)));
    if (r.installed_phase.empty()) {
        v.set("installed", json::Value(nullptr));
    } else {
        json::Value i { json::Object {} };
        i.set("phase", r.installed_phase);
        i.set("racks", r.installed.racks);
        i.set("devices", r.installed.devices);
        i.set("nodes", r.installed.nodes);
        i.set("gpus", r.installed.gpus);
        i.set("links", r.installed.links);
        i.set("cables", r.installed.cables);
        i.set("value_usd", r.installed_value_usd);
        v.set("installed", std::move(i));
    }
    json::Array transitions;
    for (const auto &t : r.transitions) {
        json::Value x { json::Object {} };
        x.set("from", t.from);
        x.set("to", t.to);
        json::Value a { json::Object {} };
        a.set("racks", t.added.racks);
        a.set("devices", t.added.devices);
        a.set("nodes", t.added.nodes);
        a.set("gpus", t.added.gpus);
        a.set("switches", t.added.switches);
        a.set("links", t.added.links);
        a.set("cables", t.added.cables);
        a.set("cost_usd", t.added.cost_usd);
        a.set("links_to_existing", t.added.links_to_existing);
        x.set("added", std::move(a));
        x.set("reterminated", t.reterminated);
        json::Array ex;
        for (const auto &e : t.reterminated_examples)
            ex.push_back(json::Value(e));
        x.set("reterminated_examples", json::Value(std::move(ex)));
        x.set("maintenance_windows", t.maintenance_windows);
        x.set("affected_nodes", t.affected_nodes);
        x.set("window_hours", t.window_hours);
        json::Array res;
        for (const auto &c : t.reservations)
            res.push_back(json::Value(json::Object { { "item", json::Value(c.item) },
                { "status", json::Value(c.status) }, { "detail", json::Value(c.detail) } }));
        x.set("reservations", json::Value(std::move(res)));
        transitions.push_back(std::move(x));
    }
    v.set("transitions", json::Value(std::move(transitions)));
    if (r.strategies) {
        json::Value s { json::Object {} };
        s.set("fabric_template", r.fabric_basis);
        s.set("day_one_nodes", r.strategies->day_one_nodes);
        s.set("target_nodes", r.strategies->target_nodes);
        s.set("built_for_target", strategyJson(r.strategies->built_for_target));
        s.set("grown", strategyJson(r.strategies->grown));
        v.set("strategies", std::move(s));
    } else {
        v.set("strategies", json::Value(nullptr));
        v.set("strategies_note", r.strategies_note);
    }
    if (r.storage) {
        json::Value s { json::Object {} };
        s.set("nodes_day_one", r.storage_nodes_day_one);
        s.set("nodes_target", r.storage_nodes_target);
        s.set("locked", r.storage->locked ? json::Value(r.storage->locked->name()) : json::Value(nullptr));
        s.set("best_at_target",
            r.storage->target.best ? json::Value(r.storage->target.best->name()) : json::Value(nullptr));
        s.set("inefficient", r.storage->inefficient);
        s.set("message", r.storage->message);
        v.set("storage", std::move(s));
    } else {
        v.set("storage", json::Value(nullptr));
    }
    return v;
}

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

} // namespace

json::Value extensionJson(const analysis::ExtensionPlan &x)
{
    json::Value v { json::Object {} };
    v.set("fabric_template", x.fabric_template);
    v.set("installed_nodes", x.installed_nodes);
    v.set("target_nodes", x.target_nodes);
    v.set("installed_leaves", x.installed_leaves);
    v.set("target_leaves", x.target_leaves);
    v.set("installed_spines", x.installed_spines);
    v.set("target_spines", x.target_spines);
    v.set("uplinks_per_leaf", x.uplinks_per_leaf);
    v.set("links_per_pair", x.links_per_pair);
    v.set("new_node_links", x.new_node_links);
    v.set("kept_uplinks", x.kept_uplinks);
    v.set("moved_uplinks", x.moved_uplinks);
    v.set("new_uplinks", x.new_uplinks);
    json::Array moves;
    for (const auto &m : x.moves)
        moves.push_back(json::Value(json::Object {
            { "leaf", json::Value(m.leaf) }, { "spine", json::Value(m.spine) }, { "links", json::Value(m.links) } }));
    v.set("moves", json::Value(std::move(moves)));
    v.set("affected_nodes", x.affected_nodes);
    v.set("window_hours", x.window_hours);
    v.set("downtime_usd", x.downtime_usd);
    v.set("hardware_usd", x.hardware_usd);
    return v;
}

namespace {

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
        json::Value v = toJson(file, r);
        v.set("extension", extension ? extensionJson(*extension) : json::Value(nullptr));
        io.out << json::write(v);
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

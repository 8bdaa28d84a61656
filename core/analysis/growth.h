// SPDX-License-Identifier: GPL-3.0-or-later
// The growth plan (DESIGN.md §6 "Growth"): for every phase transition of a project, what is added
// (racks, devices, cables, money), which existing cables must be re-terminated (each a maintenance
// window: how many, which nodes, how long) and whether spine ports, floor positions, pathway fill,
// power and cooling were reserved for the later phase. Then the strategy question of the seed
// article: a fabric built for the target on day one against one built for day one and grown, in
// money up front, total money and downtime — both sized by core/fabric from the project's spec.
//
// Re-termination is counted against core/fabric's wiring rule (every leaf spreads its uplinks
// evenly over all spines, on consecutive spine ports): a leaf–spine link is re-terminated when
// the spine or spine port it lands on differs between the day-one-sized and the target-sized
// fabric. The minimum, whatever the port plan, is the links that must change spine: per leaf and
// spine, the day-one links beyond what the target gives that pair.
#pragma once

#include "analysis/erasure.h"
#include "fabric/fabric_spec.h"
#include "model/project.h"
#include "json/report_json.h"

#include <optional>
#include <string>
#include <vector>

namespace plenum::analysis {

struct GrowthOptions {
    double minutes_per_cable = 10; // re-terminate one link: unplug, move, plug, label, test [estimate]
    double validation_hours = 4; // revalidate the fabric after recabling (link tests, NCCL runs) [estimate]
    double gpu_hour_usd = 2.5; // value of one GPU-hour out of service [estimate, about a cloud H100 hour]
    int gpus_per_node = 0; // 0: the spec's NICs per node
};

struct ReservationCheck {
    std::string item; // "spine ports", "floor positions", "pathway fill", "power", "cooling"
    std::string status; // "reserved", "not reserved", "not checked"
    std::string detail; // one sentence with the numbers
};

struct PhaseAdditions {
    int racks = 0, devices = 0, nodes = 0, switches = 0, links = 0, cables = 0;
    std::int64_t gpus = 0;
    double cost_usd = 0; // the phase's BOM subtotal
    int links_to_existing = 0; // new links landing on devices of an earlier phase
};

struct TransitionReport {
    std::string from, to;
    PhaseAdditions added;
    int reterminated = 0; // earlier links displaced from their port by this phase's links
    std::vector<std::string> reterminated_examples; // "C123 at spine-001:OSFP3P1"
    int maintenance_windows = 0;
    int affected_nodes = 0;
    double window_hours = 0;
    std::vector<ReservationCheck> reservations;
};

struct StrategyCost {
    std::string name; // "built for target", "built for day one, grown"
    int tiers_day_one = 0;
    std::int64_t switches_day_one = 0, switches_target = 0;
    double upfront_usd = 0; // switches and links bought on day one
    double hardware_usd = 0; // all switches and links up to the target
    int reterminated = 0; // leaf–spine (and spine–core) links moved at expansion
    int minimum_moves = 0; // links that must change switch whatever the port plan
    int maintenance_windows = 0;
    int affected_nodes = 0; // day-one nodes behind moved uplinks
    double downtime_hours = 0; // the window
    double gpu_hours_lost = 0;
    double downtime_usd = 0;
    double totalUsd() const { return hardware_usd + downtime_usd; }
};

struct StrategyComparison {
    int day_one_nodes = 0, target_nodes = 0;
    StrategyCost built_for_target;
    StrategyCost grown;
};

// spec.nodes = day one, spec.target_nodes = target. Throws Error when the target cannot be built.
StrategyComparison compareGrowthStrategies(const fabric::FabricSpec &spec, const GrowthOptions &options = {});

// A site imported from NetBox (import/netbox_site.h) has its first phase named "existing": what
// is in it is installed. Its racks, devices, links and cables are counted as installed, at no cost
// (nothing of it is bought again; `installed_value_usd` is what its BOM would be), later phases
// add and pay only for their own, moving one of its cables is a re-termination (a maintenance
// window) like any other, and there is no built-for-target alternative to compare: the installed
// fabric is the one that grows.
inline constexpr const char *kInstalledPhase = "existing";

struct GrowthReport {
    std::vector<std::string> phases;
    std::string installed_phase; // kInstalledPhase when the first phase is installed, else empty
    PhaseAdditions installed; // what that phase holds; cost_usd 0
    double installed_value_usd = 0; // its BOM subtotal, already spent
    std::vector<TransitionReport> transitions;
    std::string fabric_basis; // fabric template the strategy comparison is sized from
    std::optional<StrategyComparison> strategies;
    std::string strategies_note; // why there is no comparison
    int storage_nodes_day_one = 0, storage_nodes_target = 0;
    std::optional<ErasureLockIn> storage;
};

// The fields of the report as `plenum-cli growth --json` lists them (json/report_json.h), the
// command's own `file` before them and `extension` after. The installed phase, the strategy
// comparison and the storage lock-in are null when absent; `strategies_note` is listed only then.
template <typename F> void visitReport(const ReservationCheck &c, F &&f)
{
    f("item", c.item);
    f("status", c.status);
    f("detail", c.detail);
}
template <typename F> void visitReport(const PhaseAdditions &a, F &&f)
{
    f("racks", a.racks);
    f("devices", a.devices);
    f("nodes", a.nodes);
    f("gpus", a.gpus);
    f("switches", a.switches);
    f("links", a.links);
    f("cables", a.cables);
    f("cost_usd", a.cost_usd);
    f("links_to_existing", a.links_to_existing);
}
template <typename F> void visitReport(const TransitionReport &t, F &&f)
{
    f("from", t.from);
    f("to", t.to);
    f("added", t.added);
    f("reterminated", t.reterminated);
    f("reterminated_examples", t.reterminated_examples);
    f("maintenance_windows", t.maintenance_windows);
    f("affected_nodes", t.affected_nodes);
    f("window_hours", t.window_hours);
    f("reservations", t.reservations);
}
template <typename F> void visitReport(const StrategyCost &s, F &&f)
{
    f("name", s.name);
    f("tiers_day_one", s.tiers_day_one);
    f("switches_day_one", s.switches_day_one);
    f("switches_target", s.switches_target);
    f("upfront_usd", s.upfront_usd);
    f("hardware_usd", s.hardware_usd);
    f("reterminated", s.reterminated);
    f("minimum_moves", s.minimum_moves);
    f("maintenance_windows", s.maintenance_windows);
    f("affected_nodes", s.affected_nodes);
    f("downtime_hours", s.downtime_hours);
    f("gpu_hours_lost", s.gpu_hours_lost);
    f("downtime_usd", s.downtime_usd);
    f("total_usd", s.totalUsd());
}
template <typename F> void visitReport(const StrategyComparison &s, F &&f)
{
    f("day_one_nodes", s.day_one_nodes);
    f("target_nodes", s.target_nodes);
    f("built_for_target", s.built_for_target);
    f("grown", s.grown);
}
template <typename F> void visitReport(const GrowthReport &r, F &&f)
{
    f("phases", r.phases);
    const auto installed = fields::group([&](auto &&g) {
        g("phase", r.installed_phase);
        g("racks", r.installed.racks);
        g("devices", r.installed.devices);
        g("nodes", r.installed.nodes);
        g("gpus", r.installed.gpus);
        g("links", r.installed.links);
        g("cables", r.installed.cables);
        g("value_usd", r.installed_value_usd);
    });
    f("installed", r.installed_phase.empty() ? std::nullopt : std::optional(installed));
    f("transitions", r.transitions);
    if (r.strategies) {
        f("strategies", fields::group([&](auto &&g) {
            g("fabric_template", r.fabric_basis);
            visitReport(*r.strategies, g);
        }));
    } else {
        f("strategies", std::optional<StrategyComparison>());
        f("strategies_note", r.strategies_note);
    }
    const auto storage = fields::group([&](auto &&g) {
        g("nodes_day_one", r.storage_nodes_day_one);
        g("nodes_target", r.storage_nodes_target);
        g("locked", r.storage->locked ? std::optional<std::string>(r.storage->locked->name()) : std::nullopt);
        g("best_at_target",
            r.storage->target.best ? std::optional<std::string>(r.storage->target.best->name()) : std::nullopt);
        g("inefficient", r.storage->inefficient);
        g("message", r.storage->message);
    });
    f("storage", r.storage ? std::optional(storage) : std::nullopt);
}

GrowthReport analyseGrowth(
    const Project &project, const GrowthOptions &options = {}, const ErasureOptions &erasure = {});

} // namespace plenum::analysis

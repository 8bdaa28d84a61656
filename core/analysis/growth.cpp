// SPDX-License-Identifier: GPL-3.0-or-later
// The growth plan of a project (analysis/growth.h): per phase transition what is added, what is
// re-terminated and what was reserved (growth_parts.h), then the strategy comparison
// (growth_strategy.cpp) and the storage lock-in.
#include "analysis/growth.h"

#include "analysis/growth_parts.h"

#include <fmt/format.h>

#include <algorithm>

namespace plenum::analysis {

GrowthReport analyseGrowth(const Project &p, const GrowthOptions &o, const ErasureOptions &erasure)
{
    GrowthReport r;
    const ProjectIndex index(p);
    const FabricView view = fabricView(p);
    for (const auto &ph : p.phases)
        r.phases.push_back(ph.name);

    std::vector<TransitionReport> per = growth_parts::additionsPerPhase(p, index, view);
    if (!p.phases.empty() && p.phases.front().name == kInstalledPhase) {
        r.installed_phase = kInstalledPhase;
        r.installed = per.front().added;
        r.installed_value_usd = r.installed.cost_usd;
        r.installed.cost_usd = 0;
    }
    std::map<int, std::set<Id>> affected = growth_parts::countReterminations(p, index, per);

    // Reservations per transition: errors the later phase adds over the earlier one.
    const std::vector<growth_parts::ErrorsByGroup> errors = growth_parts::errorsPerPhase(p);
    for (int i = 1; i < int(per.size()); ++i) {
        TransitionReport &t = per[std::size_t(i)];
        t.affected_nodes = int(affected[i].size());
        if (t.reterminated > 0) {
            t.maintenance_windows = 1;
            t.window_hours = t.reterminated * o.minutes_per_cable / 60.0 + o.validation_hours;
        }
        t.reservations = growth_parts::reservationChecks(p, index, view, i, t, errors);
        r.transitions.push_back(std::move(t));
    }

    // Strategy comparison from the project's fabric spec.
    if (!r.installed_phase.empty()) {
        r.strategies_note = fmt::format("phase '{}' is installed: its fabric is the one that grows, there is no "
                                        "built-for-target alternative",
            r.installed_phase);
    } else if (auto spec = projectFabricSpec(p, view, &r.fabric_basis)) {
        GrowthOptions go = o;
        if (go.gpus_per_node <= 0 && view.target_nodes > 0)
            go.gpus_per_node = int(view.gpus / view.target_nodes);
        try {
            if (spec->nodes < spec->target_nodes)
                r.strategies = compareGrowthStrategies(*spec, go);
            else
                r.strategies_note = "day one already has every node: there is no expansion to compare";
        } catch (const Error &e) {
            r.strategies_note = e.what();
        }
    } else {
        r.strategies_note = view.nodes.empty() ? "the project has no compute fabric"
                                               : "no fabric template matches the project's node and switch types, so "
                                                 "the alternatives cannot be sized";
    }

    // Storage: the erasure-coding stripe chosen for day one's storage nodes, at the target.
    for (const auto &d : p.devices)
        if (const DeviceType *t = index.deviceType(d.device_type); t && t->role == "storage") {
            ++r.storage_nodes_target;
            r.storage_nodes_day_one += view.phase_of.at(d.id) == 0;
        }
    if (r.storage_nodes_target > 0)
        r.storage = erasureLockIn(r.storage_nodes_day_one, r.storage_nodes_target, std::nullopt, erasure);
    return r;
}

} // namespace plenum::analysis

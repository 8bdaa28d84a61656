// SPDX-License-Identifier: GPL-3.0-or-later
// The design review's summary with numbered actions.
#include "analysis/review_parts.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <fmt/format.h>
#include <map>
#include <set>

namespace plenum::analysis::review_parts {

std::string summary(const Project &p, const Facts &f)
{
    std::string s = "## Summary\n\n";
    const FabricView &v = f.view;
    s += fmt::format("- **Size:** {} GPU nodes ({} GPUs) on day one, {} nodes ({} GPUs) at target.\n", v.day_one_nodes,
        v.day_one_gpus, v.target_nodes, v.gpus);
    s += fmt::format("- **Fabric:** {} {}-tier compute fabric{}.\n", planeWords(v.planes), v.tiers,
        f.basis.empty() ? "" : fmt::format(" following the `{}` reference design", f.basis));
    if (!f.costs.empty()) {
        const PhaseCost &last = f.costs.back();
        s += fmt::format("- **Cost:** {} in total at target ({} per GPU, {} per fabric endpoint); network {} per "
                         "endpoint.\n",
            money(last.cumulative_usd), money(last.perGpuUsd()), money(last.perEndpointUsd()),
            money(last.networkPerEndpointUsd()));
    }
    int moved = 0;
    for (const auto &t : f.growth.transitions)
        moved += t.reterminated;
    if (!f.growth.transitions.empty())
        s += fmt::format("- **Growth:** {} existing cable{} to move at expansion{}.\n", moved, moved == 1 ? "" : "s",
            moved == 0 ? " — expansion is racking and cabling new equipment only" : " (maintenance windows)");
    if (f.growth.strategies) {
        const auto &g = f.growth.strategies->grown;
        if (g.reterminated > 0)
            s += fmt::format("- **Strategy:** a fabric sized only for day one would save {} up front but move {} "
                             "uplinks in a maintenance window of about {:.0f} hours at expansion.\n",
                money(f.growth.strategies->built_for_target.upfront_usd - g.upfront_usd), g.reterminated,
                g.downtime_hours);
        else
            s += "- **Strategy:** a fabric sized only for day one would have the same spines and spreading: growing "
                 "it moves no cable either.\n";
    }
    if (const KindSummary *sw = kindOf(f, ComponentKind::Switch))
        s += fmt::format("- **Resilience:** {} of {} single switch failures stop a job; {} leave it running with "
                         "less bandwidth.\n",
            sw->down, sw->components, sw->degraded);
    s += fmt::format("- **Reliability:** {:.2f} expected interruptions per day at target (MTBF {:.1f} h); checkpoint "
                     "every {:.0f} min for an expected goodput of {}.\n",
        f.reliability.interruptions_per_day, f.reliability.mtbf_hours, f.reliability.daly_minutes,
        pct(f.reliability.goodput));
    std::map<std::string, int> errorCodes;
    std::size_t warnings = 0;
    for (const auto &x : f.findings) {
        if (x.severity == rules::Severity::Error)
            ++errorCodes[x.code];
        warnings += x.severity == rules::Severity::Warning;
    }
    std::string codes;
    for (const auto &[code, n] : errorCodes)
        codes += fmt::format("{}`{}` × {}", codes.empty() ? ": " : ", ", code, n);
    s += fmt::format("- **Design checks:** {} error(s){}, {} warning(s) from `plenum-cli check`.\n\n",
        rules::errorCount(f.findings), codes, warnings);

    s += "### Actions\n\n";
    int n = 0;
    auto action = [&](const std::string &text) { s += fmt::format("{}. {}\n", ++n, text); };
    if (moved > 0)
        action(fmt::format("Reserve ports for the target now: {} cables would have to be moved at expansion.", moved));
    else if (f.growth.strategies && f.growth.strategies->grown.reterminated > 0)
        action(fmt::format("Keep the spines of the target on day one (as planned): {} more up front avoids moving {} "
                           "uplinks and about {} GPU-hours of downtime at expansion.",
            money(f.growth.strategies->built_for_target.upfront_usd - f.growth.strategies->grown.upfront_usd),
            f.growth.strategies->grown.reterminated, grouped(std::llround(f.growth.strategies->grown.gpu_hours_lost))));
    const KindSummary *sw = kindOf(f, ComponentKind::Switch);
    if (sw && sw->down > 0 && v.planes <= 1)
        action(fmt::format("Decide on a second plane: in this single-plane fabric {} of {} switch failures stop a "
                           "training job (a leaf failure takes a rail of {} nodes off the network). A biplanar "
                           "design keeps it running at half bandwidth on the affected NICs.",
            sw->down, sw->components, sw->worst.nodes_down));
    if (const KindSummary *seg = kindOf(f, ComponentKind::Segment); seg && seg->down > 0)
        action(fmt::format("Give the fabric a second cable route: {} of {} pathway segments carry cables whose loss "
                           "stops a job; the worst, {}, takes {} nodes down (\"discrete fibre paths\").",
            seg->down, seg->components, md(seg->worst.component.name), seg->worst.nodes_down));
    if (const KindSummary *feed = kindOf(f, ComponentKind::Feed); feed && feed->worst.devices_power_capped > 0)
        action(fmt::format("Confirm the power plan for a feed loss: {} devices would run on fewer PSUs than their N+M "
                           "asks for (power-capped).",
            feed->worst.devices_power_capped));
    if (f.growth.storage && f.growth.storage->inefficient)
        action("Choose the erasure-coding stripe for the target storage size before the first pool is created.");
    else if (f.growth.storage_nodes_target == 0)
        action("Plan the storage cluster: the project has no storage nodes yet; size its erasure-coding stripe for "
               "the target (table in section 2).");
    action("Agree the success metric with the integrator (section 5) before the purchase order: delivered goodput, "
           "time to first productive job, or cost per useful GPU-hour.");
    (void)p;
    return s + "\n";
}

} // namespace plenum::analysis::review_parts

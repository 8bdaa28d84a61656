// SPDX-License-Identifier: GPL-3.0-or-later
// The design review's Network section: planes, tiers, switches, designs, cable, growth.
#include "analysis/review_parts.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <fmt/format.h>
#include <map>
#include <set>

namespace plenum::analysis::review_parts {

namespace {

// Planes, tiers and the switches of day one and of the target.
std::string fabricShape(const FabricView &v)
{
    std::string s;
    int leavesD = 0, leavesT = 0, spinesD = 0, spinesT = 0, coresD = 0, coresT = 0;
    for (const auto &[id, layer] : v.switches) {
        const bool d1 = v.phase_of.at(id) == 0;
        (layer == SwitchLayer::Leaf ? leavesT : layer == SwitchLayer::Spine ? spinesT : coresT)++;
        (layer == SwitchLayer::Leaf ? leavesD : layer == SwitchLayer::Spine ? spinesD : coresD) += d1;
    }
    s += fmt::format("The compute fabric is **{}** with {} tier{}: {} endpoints per node{}. ", planeWords(v.planes),
        v.tiers, v.tiers == 1 ? "" : "s", v.endpoints_per_node,
        v.ports_per_nic > 1 ? fmt::format(" ({} per NIC port, one on each plane)", v.ports_per_nic) : "");
    s += spinesD == spinesT && coresD == coresT && spinesT > 0
        ? "Every spine and core switch of the target is installed on day one, so growing is adding leaves and "
          "nodes to ports kept free for them.\n\n"
        : "Not every spine of the target is installed on day one.\n\n";
    Table t({ "switches", "day one", "target" });
    t.row({ "leaves", std::to_string(leavesD), std::to_string(leavesT) });
    t.row({ "spines", std::to_string(spinesD), std::to_string(spinesT) });
    if (coresT)
        t.row({ "cores", std::to_string(coresD), std::to_string(coresT) });
    s += t.text();
    return s;
}

// The target's endpoints in each candidate design (Facts::designs, not empty).
std::string designComparison(const Facts &f)
{
    std::string s = fmt::format("**The same {} endpoints three ways** (switches + switch-to-switch links per "
                                "endpoint, the Slim Fly / DeepSeek convention; catalogue prices):\n\n",
        grouped(std::int64_t(f.view.target_nodes) * f.view.endpoints_per_node));
    Table d({ "design", "planes", "switches", "switch links", "transceivers", "network cost", "per endpoint" });
    for (const auto &x : f.designs) {
        if (!x.possible) {
            d.row({ x.design, std::to_string(x.planes), "-", "-", "-", "not possible", "-" });
            continue;
        }
        const auto &c = x.counts;
        d.row({ x.design, std::to_string(c.planes), grouped(c.leaves + c.spines + c.cores),
            grouped(c.leaf_spine + c.spine_core), grouped(c.transceivers), money(c.totalUsd()),
            money(c.perEndpointUsd()) });
    }
    s += d.text();
    return s;
}

// Cable ordered against required per fabric and tier (Facts::tiers, not empty).
std::string cableTiers(const Facts &f)
{
    std::string s = "**Cable ordered against required**, per fabric and tier: what the catalogue's length steps "
                    "add to the metres the routes need.\n\n";
    Table c({ "fabric", "tier", "cables", "ordered", "required", "ordered / required" });
    for (const auto &t : f.tiers)
        c.row({ std::string(toString(t.fabric)), std::string(toString(t.tier)), grouped(t.cables),
            fmt::format("{} m", grouped((t.ordered_mm + 500) / 1000)),
            fmt::format("{} m", grouped((t.required_mm + 500) / 1000)),
            fmt::format("{:.2f}", t.orderedPerRequired()) });
    s += c.text();
    return s;
}

// What each transition adds, the cables it moves and what it finds reserved.
std::string growthPlan(const Facts &f)
{
    std::string s = "### Growth plan\n\n";
    if (f.growth.transitions.empty())
        s += "The project has a single phase: nothing is added later.\n\n";
    for (const auto &tr : f.growth.transitions) {
        s += fmt::format("**{} → {}** adds {} racks, {} devices ({} GPU nodes, {} GPUs, {} fabric switches), {} links "
                         "and {} routed cables for {}. {} of the new links land on equipment installed earlier.\n\n",
            md(tr.from), md(tr.to), tr.added.racks, tr.added.devices, tr.added.nodes, tr.added.gpus, tr.added.switches,
            tr.added.links, tr.added.cables, money(tr.added.cost_usd), tr.added.links_to_existing);
        if (tr.reterminated > 0)
            s += fmt::format("**{} existing cables must be re-terminated**: one maintenance window of about {:.1f} h "
                             "affecting {} nodes.\n\n",
                tr.reterminated, tr.window_hours, tr.affected_nodes);
        else
            s += "No existing cable has to be moved: no maintenance window.\n\n";
        Table r({ "reserved for the target?", "status", "detail" });
        for (const auto &x : tr.reservations)
            r.row({ x.item, x.status, md(x.detail) });
        s += r.text();
    }
    return s;
}

// The fabric built for the target against the one grown from day one, or why there is no comparison.
std::string strategyComparison(const Facts &f, const ReviewOptions &o)
{
    std::string s;
    if (f.growth.strategies) {
        const auto &c = *f.growth.strategies;
        s += fmt::format("**Strategy: fabric built for the target on day one vs. built for day one and grown** "
                         "({} → {} nodes, sized by Plenum's fabric generator from `{}`):\n\n",
            c.day_one_nodes, c.target_nodes, f.growth.fabric_basis);
        Table st({ "strategy", "switches day one", "up front", "hardware to target", "uplinks moved", "window",
            "incl. downtime" });
        for (const StrategyCost *x : { &c.built_for_target, &c.grown })
            st.row({ x->name, std::to_string(x->switches_day_one), money(x->upfront_usd), money(x->hardware_usd),
                x->reterminated ? fmt::format("{} (≥ {})", x->reterminated, x->minimum_moves) : "0",
                x->maintenance_windows ? fmt::format("{:.0f} h", x->downtime_hours) : "none", money(x->totalUsd()) });
        s += st.text();
        if (c.grown.reterminated > 0)
            s += fmt::format("Growing the day-one-sized fabric moves {} uplinks ({} at the least, whatever the port "
                             "plan) in a window that takes {} nodes out for about {:.0f} h: {} GPU-hours, priced at {} "
                             "per GPU-hour. A window is {:.0f} min per moved cable plus {:.0f} h of fabric "
                             "revalidation (estimates; `plenum-cli growth --minutes-per-cable --validation-hours "
                             "--gpu-hour-usd` recomputes).\n\n",
                c.grown.reterminated, c.grown.minimum_moves, c.grown.affected_nodes, c.grown.downtime_hours,
                grouped(std::llround(c.grown.gpu_hours_lost)), fmt::format("${:.2f}", o.growth.gpu_hour_usd),
                o.growth.minutes_per_cable, o.growth.validation_hours);
        else
            s += "At these sizes the day-one fabric already has the target's spines and spreading: either way, "
                 "growing moves no cable.\n\n";
    } else if (!f.growth.strategies_note.empty()) {
        s += fmt::format("No strategy comparison: {}.\n\n", f.growth.strategies_note);
    }
    return s;
}

} // namespace

std::string network(const Facts &f, const ReviewOptions &o)
{
    std::string s = "## 1. Network — is the fabric designed for the target, single or multi-plane?\n\n";
    s += fabricShape(f.view);
    if (!f.designs.empty())
        s += designComparison(f);
    if (!f.tiers.empty())
        s += cableTiers(f);
    s += growthPlan(f);
    s += strategyComparison(f, o);
    return s;
}

} // namespace plenum::analysis::review_parts

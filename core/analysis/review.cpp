// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/review.h"

#include "analysis/cost.h"
#include "analysis/fabric_view.h"
#include "analysis/resilience.h"
#include "export/markdown_table.h"
#include "export/slurm_topology.h"
#include "model/index.h"
#include "routing/length_stats.h"
#include "rules/rules.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <set>

namespace plenum::analysis {
namespace {

std::string money(double v) { return usd(v); }

// A name from the project as Markdown text: every ASCII punctuation character is backslash-escaped
// (CommonMark allows it for all of them), so a name can neither form a link, an image that fetches a
// remote resource (`![x](http://…)`), raw HTML, emphasis or a table cell break, nor end a line.
std::string md(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
            out += ' ';
            continue;
        }
        if (std::ispunct(static_cast<unsigned char>(c)))
            out += '\\';
        out += c;
    }
    return out;
}
std::string pct(double f, int digits = 1) { return fmt::format("{:.{}f} %", f * 100, digits); }

// A review table: the shared table shape, written as a Markdown pipe table
// (export/markdown_table.h); cells must not contain '|'.
struct Table : exporting::Table {
    explicit Table(std::vector<std::string> columns) { header = std::move(columns); }
    void row(const std::vector<std::string> &cells) { rows.emplace_back(cells.begin(), cells.end()); }
    std::string text() const { return exporting::toMarkdown(*this); }
};

struct Facts {
    FabricView view;
    std::string basis;
    std::optional<fabric::FabricSpec> spec;
    GrowthReport growth;
    std::vector<PhaseCost> costs;
    std::vector<DesignCost> designs;
    ResilienceSurvey survey;
    ReliabilityReport reliability, reliabilityDayOne;
    Fleet fleet;
    std::vector<exporting::SlurmSwitch> slurm;
    std::string slurmError;
    exporting::SlurmGrouping slurmGrouping = exporting::SlurmGrouping::Leaf;
    rules::Findings findings;
    std::vector<routing::TierLengths> tiers;
    int liquidCooled = 0;
};

const KindSummary *kindOf(const Facts &f, ComponentKind k)
{
    for (const auto &s : f.survey.kinds)
        if (s.kind == k)
            return &s;
    return nullptr;
}

std::string planeWords(int planes)
{
    return planes <= 1 ? "single-plane" : planes == 2 ? "biplanar (2 planes)" : fmt::format("multi-plane ({} planes)", planes);
}

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
                           money(f.growth.strategies->built_for_target.upfront_usd -
                                 f.growth.strategies->grown.upfront_usd),
                           f.growth.strategies->grown.reterminated,
                           grouped(std::llround(f.growth.strategies->grown.gpu_hours_lost))));
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

std::string network(const Facts &f, const ReviewOptions &o)
{
    std::string s = "## 1. Network — is the fabric designed for the target, single or multi-plane?\n\n";
    const FabricView &v = f.view;
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
    Table t({"switches", "day one", "target"});
    t.row({"leaves", std::to_string(leavesD), std::to_string(leavesT)});
    t.row({"spines", std::to_string(spinesD), std::to_string(spinesT)});
    if (coresT)
        t.row({"cores", std::to_string(coresD), std::to_string(coresT)});
    s += t.text();

    if (!f.designs.empty()) {
        s += fmt::format("**The same {} endpoints three ways** (switches + switch-to-switch links per endpoint, the "
                         "Slim Fly / DeepSeek convention; catalogue prices):\n\n",
                         grouped(std::int64_t(v.target_nodes) * v.endpoints_per_node));
        Table d({"design", "planes", "switches", "switch links", "transceivers", "network cost", "per endpoint"});
        for (const auto &x : f.designs) {
            if (!x.possible) {
                d.row({x.design, std::to_string(x.planes), "-", "-", "-", "not possible", "-"});
                continue;
            }
            const auto &c = x.counts;
            d.row({x.design, std::to_string(c.planes), grouped(c.leaves + c.spines + c.cores),
                   grouped(c.leaf_spine + c.spine_core), grouped(c.transceivers), money(c.totalUsd()),
                   money(c.perEndpointUsd())});
        }
        s += d.text();
    }

    if (!f.tiers.empty()) {
        s += "**Cable ordered against required**, per fabric and tier: what the catalogue's length steps add to "
             "the metres the routes need.\n\n";
        Table c({"fabric", "tier", "cables", "ordered", "required", "ordered / required"});
        for (const auto &t : f.tiers)
            c.row({std::string(toString(t.fabric)), std::string(toString(t.tier)), grouped(t.cables),
                   fmt::format("{} m", grouped((t.ordered_mm + 500) / 1000)),
                   fmt::format("{} m", grouped((t.required_mm + 500) / 1000)),
                   fmt::format("{:.2f}", t.orderedPerRequired())});
        s += c.text();
    }

    s += "### Growth plan\n\n";
    if (f.growth.transitions.empty())
        s += "The project has a single phase: nothing is added later.\n\n";
    for (const auto &tr : f.growth.transitions) {
        s += fmt::format("**{} → {}** adds {} racks, {} devices ({} GPU nodes, {} GPUs, {} fabric switches), {} links "
                         "and {} routed cables for {}. {} of the new links land on equipment installed earlier.\n\n",
                         md(tr.from), md(tr.to), tr.added.racks, tr.added.devices, tr.added.nodes, tr.added.gpus,
                         tr.added.switches, tr.added.links, tr.added.cables, money(tr.added.cost_usd),
                         tr.added.links_to_existing);
        if (tr.reterminated > 0)
            s += fmt::format("**{} existing cables must be re-terminated**: one maintenance window of about {:.1f} h "
                             "affecting {} nodes.\n\n",
                             tr.reterminated, tr.window_hours, tr.affected_nodes);
        else
            s += "No existing cable has to be moved: no maintenance window.\n\n";
        Table r({"reserved for the target?", "status", "detail"});
        for (const auto &x : tr.reservations)
            r.row({x.item, x.status, md(x.detail)});
        s += r.text();
    }
    if (f.growth.strategies) {
        const auto &c = *f.growth.strategies;
        s += fmt::format("**Strategy: fabric built for the target on day one vs. built for day one and grown** "
                         "({} → {} nodes, sized by Plenum's fabric generator from `{}`):\n\n",
                         c.day_one_nodes, c.target_nodes, f.growth.fabric_basis);
        Table st({"strategy", "switches day one", "up front", "hardware to target", "uplinks moved", "window",
                  "incl. downtime"});
        for (const StrategyCost *x : {&c.built_for_target, &c.grown})
            st.row({x->name, std::to_string(x->switches_day_one), money(x->upfront_usd), money(x->hardware_usd),
                    x->reterminated ? fmt::format("{} (≥ {})", x->reterminated, x->minimum_moves) : "0",
                    x->maintenance_windows ? fmt::format("{:.0f} h", x->downtime_hours) : "none",
                    money(x->totalUsd())});
        s += st.text();
        if (c.grown.reterminated > 0)
            s += fmt::format("Growing the day-one-sized fabric moves {} uplinks ({} at the least, whatever the port "
                             "plan) in a window that takes {} nodes out for about {:.0f} h: {} GPU-hours, priced at {} "
                             "per GPU-hour. A window is {:.0f} min per moved cable plus {:.0f} h of fabric "
                             "revalidation (estimates; `plenum-cli growth --minutes-per-cable --validation-hours "
                             "--gpu-hour-usd` recomputes).\n\n",
                             c.grown.reterminated, c.grown.minimum_moves, c.grown.affected_nodes,
                             c.grown.downtime_hours, grouped(std::llround(c.grown.gpu_hours_lost)),
                             fmt::format("${:.2f}", o.growth.gpu_hour_usd), o.growth.minutes_per_cable,
                             o.growth.validation_hours);
        else
            s += "At these sizes the day-one fabric already has the target's spines and spreading: either way, "
                 "growing moves no cable.\n\n";
    } else if (!f.growth.strategies_note.empty()) {
        s += fmt::format("No strategy comparison: {}.\n\n", f.growth.strategies_note);
    }
    return s;
}

std::string storage(const Facts &f, const ReviewOptions &o)
{
    std::string s = "## 2. Storage — does the layout stay efficient at the target size?\n\n";
    s += "An erasure-coded pool keeps the stripe (k data + m parity) it was created with. A stripe needs k+m failure "
         "domains and one spare to rebuild after a loss; efficiency is k/(k+m).\n\n";
    if (f.growth.storage) {
        const auto &l = *f.growth.storage;
        s += fmt::format("The project has {} storage nodes on day one and {} at target. {}.\n\n",
                         f.growth.storage_nodes_day_one, f.growth.storage_nodes_target, md(l.message));
    } else {
        s += "The project has **no storage nodes** yet (the reference designs use a separate storage fabric). "
             "Whatever is bought, the stripe chosen at the first node count is the one the target lives with:\n\n";
    }
    Table t({"storage nodes", "widest stripe", "best stripe", "efficiency", "a 4+2 stripe here"});
    std::set<int> sizes = {7, 12, 24, 50, 100};
    if (f.growth.storage) {
        sizes.insert(f.growth.storage_nodes_day_one);
        sizes.insert(f.growth.storage_nodes_target);
    }
    for (int n : sizes) {
        if (n <= 0)
            continue;
        const ErasureAdvice a = adviseErasure(n, o.erasure);
        const std::string misfit = erasureMisfit({4, 2}, n, o.erasure);
        std::string label = std::to_string(n);
        if (f.growth.storage && n == f.growth.storage_nodes_day_one)
            label += " (day one)";
        if (f.growth.storage && n == f.growth.storage_nodes_target)
            label += " (target)";
        t.row({label, std::to_string(a.max_width), a.best ? a.best->name() : "replication",
               a.best ? pct(a.best->efficiency()) : "-", misfit.empty() ? pct(4.0 / 6.0) : "does not fit"});
    }
    s += t.text();
    const ErasureLockIn example = erasureLockIn(7, 50, std::nullopt, o.erasure);
    if (!f.growth.storage)
        s += fmt::format("Example: {}.\n\n", md(example.message));
    return s;
}

std::string orchestration(const Facts &f)
{
    std::string s = "## 3. Orchestration — scheduling, placement and who operates it\n\n";
    if (!f.slurm.empty()) {
        int leaves = 0, uppers = 0;
        for (const auto &sw : f.slurm)
            (sw.level == 0 ? leaves : uppers)++;
        s += f.slurmGrouping == exporting::SlurmGrouping::Su
                 ? fmt::format("Slurm's topology/tree plugin gets the fabric from `plenum-cli export FILE --format "
                               "slurm-topology`: every node is cabled to each rail leaf of its scalable unit, so "
                               "each of the {} scalable units is one switch line over its nodes (a node under "
                               "several leaves is what Slurm's tree cannot model), with {} lines for the switches "
                               "above; the scheduler places a job in as few scalable units as possible. The first "
                               "lines:\n\n```\n",
                               leaves, uppers)
                 : fmt::format("Slurm's topology/tree plugin gets the fabric from `plenum-cli export FILE --format "
                               "slurm-topology`: {} leaf switch lines and {} lines for the switches above, so the "
                               "scheduler places a job on as few leaves as possible. The first lines:\n\n```\n",
                               leaves, uppers);
        int shown = 0;
        for (const auto &sw : f.slurm) {
            if (shown >= 4)
                break;
            if (sw.level == 0 && shown >= 2)
                continue;
            s += fmt::format("SwitchName={} {}={}\n", sw.name, sw.level == 0 ? "Nodes" : "Switches",
                             exporting::hostlist(sw.children));
            ++shown;
        }
        s += "```\n\n";
    } else {
        s += fmt::format("No Slurm topology: {}.\n\n", md(f.slurmError));
    }
    s += "Plenum plans the hardware; these are for the integrator to answer in writing:\n\n"
         "- Who runs the scheduler (Slurm for training queues, a Kubernetes stack for inference) and the fabric "
         "manager, and with what response time?\n"
         "- How are tenants separated (partitions, accounts, network isolation)?\n"
         "- If work spans sites, what places jobs across them (single pane of glass, placement rules)?\n\n";
    return s;
}

std::string resilience(const Facts &f)
{
    std::string s = "## 4. Resilience — where are the single points of failure?\n\n";
    s += fmt::format("Every single component was removed in turn ({} fabric). *Down* means a node loses power, "
                     "cooling or a GPU's only network path, so a job spanning it stops; *degraded* means it keeps "
                     "running with less bandwidth or power.\n\n",
                     planeWords(f.view.planes));
    Table t({"component", "count", "down", "degraded", "no effect", "worst case"});
    for (const auto &k : f.survey.kinds)
        t.row({std::string(toString(k.kind)), std::to_string(k.components), std::to_string(k.down),
               std::to_string(k.degraded), std::to_string(k.none), md(k.worst.summary)});
    s += t.text();
    if (f.survey.kinds.empty())
        s += "The project has no components to fail.\n\n";
    int shared = 0;
    for (const auto &x : f.findings)
        shared += x.code == "resilience.shared-segment";
    s += "Baseline the seed article asks for:\n\n";
    s += fmt::format("- Redundant NIC paths: {}.\n",
                     f.view.ports_per_nic > 1 ? "yes, every NIC port has a link on each plane"
                     : f.view.planes > 1      ? "each NIC is on its own plane; traffic of a lost plane goes through the node"
                                              : "no, each GPU has one NIC on one plane");
    const KindSummary *feed = kindOf(f, ComponentKind::Feed);
    s += fmt::format("- Power on A and B feeds: {}.\n",
                     feed && feed->components >= 2 ? fmt::format("yes; worst feed loss: {}", md(feed->worst.summary))
                                                   : "not modelled (no PDUs on named A/B feeds)");
    const KindSummary *seg = kindOf(f, ComponentKind::Segment);
    s += fmt::format("- Discrete fibre paths: {} of {} pathway segments carrying cables stop a job when cut; {} "
                     "redundancy group(s) share a segment.\n",
                     seg ? seg->down : 0, seg ? seg->components : 0, shared);
    if (f.liquidCooled > 0) {
        const KindSummary *cdu = kindOf(f, ComponentKind::Cdu);
        s += cdu ? fmt::format("- Liquid cooling: {} liquid-cooled devices; {} of {} CDUs stop a job when lost.\n",
                               f.liquidCooled, cdu->down, cdu->components)
                 : fmt::format("- Liquid cooling: {} liquid-cooled devices but no CDU in the project — the cooling "
                               "loop and its redundancy are not modelled yet; ask for the CDU plan (N+1?).\n",
                               f.liquidCooled);
    }
    s += "- Two ISPs: not modelled by Plenum (no site uplinks in the project) — ask.\n\n";
    return s;
}

std::string metrics(const Facts &f, const ReviewOptions &o)
{
    std::string s = "## 5. Metrics — which number decides success?\n\n";
    const ReliabilityReport &r = f.reliability;
    s += fmt::format("Failure rates are calibrated on Meta's Llama 3 run (419 unexpected interruptions in 54 days on "
                     "16,384 H100 GPUs) and scaled to this fleet: {} GPUs, {} nodes, {} NICs, {} fabric endpoints at "
                     "target.\n\n",
                     grouped(std::llround(f.fleet.gpus)), grouped(std::llround(f.fleet.nodes)),
                     grouped(std::llround(f.fleet.nics)), grouped(std::llround(f.fleet.endpoints)));
    Table t({"", "day one", "target"});
    t.row({"interruptions per day", fmt::format("{:.2f}", f.reliabilityDayOne.interruptions_per_day),
           fmt::format("{:.2f}", r.interruptions_per_day)});
    t.row({"MTBF of a whole-cluster job", fmt::format("{:.1f} h", f.reliabilityDayOne.mtbf_hours),
           fmt::format("{:.1f} h", r.mtbf_hours)});
    t.row({"checkpoint interval (Young)", fmt::format("{:.0f} min", f.reliabilityDayOne.young_minutes),
           fmt::format("{:.0f} min", r.young_minutes)});
    t.row({"checkpoint interval (Daly)", fmt::format("{:.0f} min", f.reliabilityDayOne.daly_minutes),
           fmt::format("{:.0f} min", r.daly_minutes)});
    t.row({"expected goodput", pct(f.reliabilityDayOne.goodput), pct(r.goodput)});
    t.row({"goodput checkpointing hourly", pct(f.reliabilityDayOne.goodput_hourly), pct(r.goodput_hourly)});
    if (r.degradations_per_day > 0)
        t.row({"network failures absorbed by a plane, per day", fmt::format("{:.2f}", f.reliabilityDayOne.degradations_per_day),
               fmt::format("{:.2f}", r.degradations_per_day)});
    s += t.text();
    s += fmt::format("Assumed: a checkpoint takes {:.0f} min to write and a restart {:.0f} min (estimates; `plenum-cli "
                     "reliability --checkpoint-minutes --restart-minutes` recomputes).\n\n",
                     o.reliability.checkpoint_minutes, o.reliability.restart_minutes);
    std::vector<CategoryRate> top = r.categories;
    std::sort(top.begin(), top.end(), [](const CategoryRate &a, const CategoryRate &b) { return a.per_day > b.per_day; });
    s += "Largest causes at target: ";
    for (std::size_t i = 0; i < std::min<std::size_t>(4, top.size()); ++i)
        s += fmt::format("{}{} ({:.3f}/day)", i ? ", " : "", top[i].name, top[i].per_day);
    s += ".\n\n";

    Table c({"phase", "adds", "cumulative", "per GPU", "per endpoint", "network per endpoint"});
    for (const auto &x : f.costs)
        c.row({md(x.phase), money(x.added_usd), money(x.cumulative_usd), money(x.perGpuUsd()), money(x.perEndpointUsd()),
               money(x.networkPerEndpointUsd())});
    s += c.text();
    if (!f.costs.empty() && f.costs.back().gpus > 0) {
        const double capexPerGpu = f.costs.back().perGpuUsd();
        s += fmt::format("At {} goodput the {} of hardware per GPU costs {} per GPU of useful work. Proposed acceptance "
                         "metric: the integrator is accountable for delivered goodput of at least {} on a "
                         "whole-cluster job at target size, measured over a month — or for the business number "
                         "(time to ship, rental yield) this cluster exists for.\n",
                         pct(r.goodput), money(capexPerGpu), money(r.goodput > 0 ? capexPerGpu / r.goodput : 0),
                         pct(std::floor(r.goodput * 100) / 100, 0));
    }
    return s;
}

} // namespace

std::string reviewMarkdown(const Project &p, const ReviewOptions &o)
{
    Facts f;
    f.view = fabricView(p);
    f.spec = projectFabricSpec(p, f.view, &f.basis);
    f.growth = analyseGrowth(p, o.growth, o.erasure);
    f.costs = costByPhase(p);
    if (f.spec)
        f.designs = compareFabricDesigns(*f.spec);
    f.survey = surveyResilience(p);
    f.fleet = projectFleet(p);
    f.reliability = assessReliability(f.fleet, o.rates, o.reliability);
    f.reliabilityDayOne = assessReliability(projectFleet(p, 0), o.rates, o.reliability);
    try {
        f.slurm = exporting::slurmSwitches(p, exporting::SlurmGrouping::Auto, &f.slurmGrouping);
    } catch (const Error &e) {
        f.slurmError = e.what();
    }
    f.findings = rules::runChecks(p);
    f.tiers = routing::lengthsByTier(p);
    const ProjectIndex index(p);
    for (const auto &d : p.devices)
        if (const DeviceType *t = index.deviceType(d.device_type); t && t->liquid_cooled)
            ++f.liquidCooled;

    std::string s = fmt::format("# Design review: {}\n\n", md(p.name));
    s += fmt::format("The five questions a CTO should ask before signing — Network, Storage, Orchestration, "
                     "Resilience, Metrics — answered with this project's numbers{}. Prices are the catalogue's "
                     "(many are estimates); failure rates are Meta's Llama 3 figures.\n\n",
                     o.date.empty() ? "" : fmt::format(" ({})", o.date));
    s += summary(p, f);
    s += network(f, o);
    s += storage(f, o);
    s += orchestration(f);
    s += resilience(f);
    s += metrics(f, o);
    return s;
}

} // namespace plenum::analysis

// SPDX-License-Identifier: GPL-3.0-or-later
// The design review's Storage, Orchestration, Resilience and Metrics sections.
#include "analysis/review_parts.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <fmt/format.h>
#include <map>
#include <set>

namespace plenum::analysis::review_parts {

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
    Table t({ "storage nodes", "widest stripe", "best stripe", "efficiency", "a 4+2 stripe here" });
    std::set<int> sizes = { 7, 12, 24, 50, 100 };
    if (f.growth.storage) {
        sizes.insert(f.growth.storage_nodes_day_one);
        sizes.insert(f.growth.storage_nodes_target);
    }
    for (int n : sizes) {
        if (n <= 0)
            continue;
        const ErasureAdvice a = adviseErasure(n, o.erasure);
        const std::string misfit = erasureMisfit({ 4, 2 }, n, o.erasure);
        std::string label = std::to_string(n);
        if (f.growth.storage && n == f.growth.storage_nodes_day_one)
            label += " (day one)";
        if (f.growth.storage && n == f.growth.storage_nodes_target)
            label += " (target)";
        t.row({ label, std::to_string(a.max_width), a.best ? a.best->name() : "replication",
            a.best ? pct(a.best->efficiency()) : "-", misfit.empty() ? pct(4.0 / 6.0) : "does not fit" });
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
    Table t({ "component", "count", "down", "degraded", "no effect", "worst case" });
    for (const auto &k : f.survey.kinds)
        t.row({ std::string(toString(k.kind)), std::to_string(k.components), std::to_string(k.down),
            std::to_string(k.degraded), std::to_string(k.none), md(k.worst.summary) });
    s += t.text();
    if (f.survey.kinds.empty())
        s += "The project has no components to fail.\n\n";
    int shared = 0;
    for (const auto &x : f.findings)
        shared += x.code == "resilience.shared-segment";
    s += "Baseline the seed article asks for:\n\n";
    s += fmt::format("- Redundant NIC paths: {}.\n",
        f.view.ports_per_nic > 1 ? "yes, every NIC port has a link on each plane"
            : f.view.planes > 1  ? "each NIC is on its own plane; traffic of a lost plane goes through the node"
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
        grouped(std::llround(f.fleet.gpus)), grouped(std::llround(f.fleet.nodes)), grouped(std::llround(f.fleet.nics)),
        grouped(std::llround(f.fleet.endpoints)));
    Table t({ "", "day one", "target" });
    t.row({ "interruptions per day", fmt::format("{:.2f}", f.reliabilityDayOne.interruptions_per_day),
        fmt::format("{:.2f}", r.interruptions_per_day) });
    t.row({ "MTBF of a whole-cluster job", fmt::format("{:.1f} h", f.reliabilityDayOne.mtbf_hours),
        fmt::format("{:.1f} h", r.mtbf_hours) });
    t.row({ "checkpoint interval (Young)", fmt::format("{:.0f} min", f.reliabilityDayOne.young_minutes),
        fmt::format("{:.0f} min", r.young_minutes) });
    t.row({ "checkpoint interval (Daly)", fmt::format("{:.0f} min", f.reliabilityDayOne.daly_minutes),
        fmt::format("{:.0f} min", r.daly_minutes) });
    t.row({ "expected goodput", pct(f.reliabilityDayOne.goodput), pct(r.goodput) });
    t.row({ "goodput checkpointing hourly", pct(f.reliabilityDayOne.goodput_hourly), pct(r.goodput_hourly) });
    if (r.degradations_per_day > 0)
        t.row({ "network failures absorbed by a plane, per day",
            fmt::format("{:.2f}", f.reliabilityDayOne.degradations_per_day),
            fmt::format("{:.2f}", r.degradations_per_day) });
    s += t.text();
    s += fmt::format("Assumed: a checkpoint takes {:.0f} min to write and a restart {:.0f} min (estimates; `plenum-cli "
                     "reliability --checkpoint-minutes --restart-minutes` recomputes).\n\n",
        o.reliability.checkpoint_minutes, o.reliability.restart_minutes);
    std::vector<CategoryRate> top = r.categories;
    std::sort(
        top.begin(), top.end(), [](const CategoryRate &a, const CategoryRate &b) { return a.per_day > b.per_day; });
    s += "Largest causes at target: ";
    for (std::size_t i = 0; i < std::min<std::size_t>(4, top.size()); ++i)
        s += fmt::format("{}{} ({:.3f}/day)", i ? ", " : "", top[i].name, top[i].per_day);
    s += ".\n\n";

    Table c({ "phase", "adds", "cumulative", "per GPU", "per endpoint", "network per endpoint" });
    for (const auto &x : f.costs)
        c.row({ md(x.phase), money(x.added_usd), money(x.cumulative_usd), money(x.perGpuUsd()),
            money(x.perEndpointUsd()), money(x.networkPerEndpointUsd()) });
    s += c.text();
    if (!f.costs.empty() && f.costs.back().gpus > 0) {
        const double capexPerGpu = f.costs.back().perGpuUsd();
        s += fmt::format(
            "At {} goodput the {} of hardware per GPU costs {} per GPU of useful work. Proposed acceptance "
            "metric: the integrator is accountable for delivered goodput of at least {} on a "
            "whole-cluster job at target size, measured over a month — or for the business number "
            "(time to ship, rental yield) this cluster exists for.\n",
            pct(r.goodput), money(capexPerGpu), money(r.goodput > 0 ? capexPerGpu / r.goodput : 0),
            pct(std::floor(r.goodput * 100) / 100, 0));
    }
    return s;
}

} // namespace plenum::analysis::review_parts

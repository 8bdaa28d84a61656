// SPDX-License-Identifier: GPL-3.0-or-later
// What the cluster costs per GPU and per fabric endpoint, phase by phase (from the BOM, so every
// figure is the catalogue's, many of them estimates), and the 2-tier / 3-tier / multi-plane
// comparison of the compute fabric at this project's size (core/fabric, the Slim Fly / DeepSeek
// convention: switches plus switch-to-switch links per endpoint).
#pragma once

#include "fabric/fabric_report.h"
#include "fabric/fat_tree.h"
#include "model/project.h"

#include <string>
#include <vector>

namespace plenum::analysis {

struct PhaseCost {
    std::string phase;
    double added_usd = 0; // what this phase adds (BOM subtotal)
    double cumulative_usd = 0; // this phase and the earlier ones
    double network_usd = 0; // cumulative switches, transceivers and data cables
    std::int64_t gpus = 0, endpoints = 0; // cumulative; endpoints: GPU nodes' compute fabric ports
    double perGpuUsd() const { return gpus ? cumulative_usd / double(gpus) : 0; }
    double perEndpointUsd() const { return endpoints ? cumulative_usd / double(endpoints) : 0; }
    double networkPerEndpointUsd() const { return endpoints ? network_usd / double(endpoints) : 0; }
};

std::vector<PhaseCost> costByPhase(const Project &project);

// The fields of a phase's cost as `plenum-cli cost --json` lists them (json/report_json.h).
template <typename F> void visitReport(const PhaseCost &p, F &&f)
{
    f("phase", p.phase);
    f("added_usd", p.added_usd);
    f("cumulative_usd", p.cumulative_usd);
    f("network_usd", p.network_usd);
    f("gpus", p.gpus);
    f("endpoints", p.endpoints);
    f("per_gpu_usd", p.perGpuUsd());
    f("per_endpoint_usd", p.perEndpointUsd());
    f("network_per_endpoint_usd", p.networkPerEndpointUsd());
}

// "1,234,567" and "$1,234,567" (rounded to whole dollars), for reports.
std::string grouped(std::int64_t value);
std::string usd(double value);

struct DesignCost {
    std::string design; // "2-tier", "3-tier", "multi-plane"
    int planes = 0, tiers = 0;
    bool possible = false;
    std::string error; // why not, when impossible
    fabric::FabricCounts counts;
};

// The same endpoints (spec.target_nodes × endpoints per node) three ways: one plane in 2 tiers,
// one plane in 3 tiers, and one plane per endpoint of a node in 2 tiers.
std::vector<DesignCost> compareFabricDesigns(const fabric::FabricSpec &spec);

// A design: its name, then its fabric figures in line (fabric/fabric_report.h) or why it is impossible.
template <typename F> void visitReport(const DesignCost &d, F &&f)
{
    f("design", d.design);
    if (d.possible)
        visitReport(d.counts, f);
    else
        f("error", d.error);
}

} // namespace plenum::analysis

// SPDX-License-Identifier: GPL-3.0-or-later
// Extending an installed compute fabric (issue #21, first step of `new --extend`): what growing a
// single-plane 2-tier fabric from its installed nodes to `target` nodes needs under core/fabric's
// wiring rule (every leaf spreads its uplinks evenly over all spines): new nodes' links, new leaves
// and spines, new leaf–spine links, and the installed leaf–spine links that must move to a new
// spine because each leaf–spine pair carries fewer links in the larger fabric — named per leaf and
// spine and priced as a maintenance window (GrowthOptions). It reads the installed links, not a
// model of them, so a leaf that runs with fewer uplinks (a port given to the fabric manager) is
// counted as it is. Placing the new racks is not part of it yet.
#pragma once

#include "analysis/growth.h"
#include "model/project.h"

#include <string>
#include <vector>

namespace plenum::analysis {

struct UplinkMove {
    std::string leaf, spine;
    int links = 0; // installed links of this pair that move to a new spine
};

struct ExtensionPlan {
    std::string fabric_template;
    int installed_nodes = 0, target_nodes = 0;
    int installed_leaves = 0, target_leaves = 0;
    int installed_spines = 0, target_spines = 0;
    int uplinks_per_leaf = 0; // in the target fabric
    int links_per_pair = 0; // target: links between one leaf and one spine
    int new_node_links = 0; // node–leaf links of the new nodes
    int kept_uplinks = 0; // installed leaf–spine links that stay where they are
    int moved_uplinks = 0; // installed leaf–spine links re-terminated on a new spine
    int new_uplinks = 0; // leaf–spine links cabled new
    std::vector<UplinkMove> moves; // per leaf and installed spine, in leaf then spine name order
    int affected_nodes = 0; // installed nodes behind leaves whose uplinks move
    double window_hours = 0; // moved × minutes per cable + validation; 0 when nothing moves
    double downtime_usd = 0; // affected GPUs × window × GPU-hour price
    double hardware_usd = 0; // new switches and new links at the fabric template's prices
};

// The fields of the plan as `plenum-cli growth --target-nodes --json` and `new --extend --json`
// list them (json/report_json.h).
template <typename F> void visitReport(const UplinkMove &m, F &&f)
{
    f("leaf", m.leaf);
    f("spine", m.spine);
    f("links", m.links);
}
template <typename F> void visitReport(const ExtensionPlan &x, F &&f)
{
    f("fabric_template", x.fabric_template);
    f("installed_nodes", x.installed_nodes);
    f("target_nodes", x.target_nodes);
    f("installed_leaves", x.installed_leaves);
    f("target_leaves", x.target_leaves);
    f("installed_spines", x.installed_spines);
    f("target_spines", x.target_spines);
    f("uplinks_per_leaf", x.uplinks_per_leaf);
    f("links_per_pair", x.links_per_pair);
    f("new_node_links", x.new_node_links);
    f("kept_uplinks", x.kept_uplinks);
    f("moved_uplinks", x.moved_uplinks);
    f("new_uplinks", x.new_uplinks);
    f("moves", x.moves);
    f("affected_nodes", x.affected_nodes);
    f("window_hours", x.window_hours);
    f("downtime_usd", x.downtime_usd);
    f("hardware_usd", x.hardware_usd);
}

// Throws Error when the project has no single-plane 2-tier compute fabric of a known template,
// when `target` is not above the installed nodes, or when two tiers cannot serve it.
ExtensionPlan planExtension(const Project &installed, int target, const GrowthOptions &options = {});

} // namespace plenum::analysis

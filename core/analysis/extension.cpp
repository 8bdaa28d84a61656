// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/extension.h"

#include "analysis/fabric_view.h"
#include "fabric/fat_tree.h"
#include "model/index.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

namespace plenum::analysis {

ExtensionPlan planExtension(const Project &p, int target, const GrowthOptions &o)
{
    const FabricView view = fabricView(p);
    if (view.nodes.empty())
        throw Error("the project has no compute fabric to extend");
    if (view.tiers != 2 || view.planes != 1)
        throw Error(fmt::format("extension is planned for single-plane 2-tier compute fabrics; this one has {} "
                                "tier(s) and {} plane(s)",
            view.tiers, view.planes));
    ExtensionPlan plan;
    auto spec = projectFabricSpec(p, view, &plan.fabric_template);
    if (!spec)
        throw Error("no fabric template matches the project's node and switch types");
    plan.installed_nodes = int(view.nodes.size());
    plan.target_nodes = target;
    if (target <= plan.installed_nodes)
        throw Error(fmt::format("--target-nodes {} is not above the {} installed nodes", target, plan.installed_nodes));
    spec->nodes = spec->target_nodes = target;
    spec->tiers = 2;
    const fabric::FabricGraph graph = fabric::buildFatTree(*spec); // throws when 2 tiers cannot serve it
    for (const auto &s : graph.switches) {
        plan.target_leaves += s.layer == fabric::Layer::Leaf;
        plan.target_spines += s.layer == fabric::Layer::Spine;
    }
    if (plan.target_spines == 0)
        throw Error(fmt::format("{} nodes need a single leaf per rail: there is no spine layer to extend", target));
    plan.uplinks_per_leaf = graph.leaf_up;
    plan.links_per_pair = graph.leaf_up / plan.target_spines;
    int targetNodeLinks = 0;
    for (const auto &l : graph.links)
        targetNodeLinks += l.upper == fabric::Layer::Leaf;

    // The installed links: node–leaf links of GPU nodes, and leaf–spine links per pair.
    const ProjectIndex index(p);
    const std::set<Id> nodes(view.nodes.begin(), view.nodes.end());
    std::map<std::pair<std::string, std::string>, int> pairs; // (leaf, spine) names → links
    std::map<Id, std::set<Id>> nodesOfLeaf;
    int installedNodeLinks = 0;
    // Leaves: the switches GPU nodes are cabled to; spines: the switches those leaves are cabled to
    // (read from the links, so a spine that also serves the fabric manager stays a spine).
    std::set<Id> leaves, spines;
    for (const Link &l : p.links)
        if (l.fabric == Fabric::Compute && (nodes.count(l.a.device) != nodes.count(l.b.device))) {
            const bool nodeIsA = nodes.count(l.a.device) > 0;
            const Id leaf = nodeIsA ? l.b.device : l.a.device;
            leaves.insert(leaf);
            nodesOfLeaf[leaf].insert(nodeIsA ? l.a.device : l.b.device);
            ++installedNodeLinks;
        }
    for (const Link &l : p.links)
        if (l.fabric == Fabric::Compute && (leaves.count(l.a.device) != leaves.count(l.b.device))
            && !nodes.count(l.a.device) && !nodes.count(l.b.device)) {
            const Id leaf = leaves.count(l.a.device) ? l.a.device : l.b.device;
            const Id other = leaf == l.a.device ? l.b.device : l.a.device;
            if (view.switches.count(other)) { // a switch, not the fabric manager
                spines.insert(other);
                ++pairs[{ index.device(leaf)->name, index.device(other)->name }];
            }
        }
    plan.installed_leaves = int(leaves.size());
    plan.installed_spines = int(spines.size());
    if (plan.installed_spines > plan.target_spines)
        throw Error(fmt::format("the installed fabric has {} spines, more than the {} a {}-node fabric has",
            plan.installed_spines, plan.target_spines, target));

    std::set<std::string> movingLeaves;
    for (const auto &[pair, links] : pairs) {
        plan.kept_uplinks += std::min(links, plan.links_per_pair);
        if (links > plan.links_per_pair) {
            plan.moves.push_back({ pair.first, pair.second, links - plan.links_per_pair });
            plan.moved_uplinks += links - plan.links_per_pair;
            movingLeaves.insert(pair.first);
        }
    }
    plan.new_node_links = targetNodeLinks - installedNodeLinks;
    plan.new_uplinks = plan.target_leaves * plan.uplinks_per_leaf - plan.kept_uplinks - plan.moved_uplinks;

    std::set<Id> affected;
    for (const auto &[leaf, behind] : nodesOfLeaf)
        if (movingLeaves.count(index.device(leaf)->name))
            affected.insert(behind.begin(), behind.end());
    plan.affected_nodes = int(affected.size());
    if (plan.moved_uplinks > 0) {
        plan.window_hours = plan.moved_uplinks * o.minutes_per_cable / 60.0 + o.validation_hours;
        const int gpus = o.gpus_per_node > 0 ? o.gpus_per_node : spec->nics_per_node;
        plan.downtime_usd = double(plan.affected_nodes) * gpus * plan.window_hours * o.gpu_hour_usd;
    }
    plan.hardware_usd = (plan.target_leaves - plan.installed_leaves) * spec->leaf.price_usd
        + (plan.target_spines - plan.installed_spines) * spec->spine.price_usd
        + plan.new_uplinks * spec->switch_link_price_usd + plan.new_node_links * spec->endpoint_link_price_usd;
    return plan;
}

} // namespace plenum::analysis

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

namespace {

// The target fabric (two tiers): its leaves, spines and uplinks into `plan`; returns its node–leaf
// links.
int sizeTarget(ExtensionPlan &plan, const fabric::FabricSpec &spec, int target)
{
    const fabric::FabricGraph graph = fabric::buildFatTree(spec); // throws when 2 tiers cannot serve it
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
    return targetNodeLinks;
}

// The installed links: node–leaf links of GPU nodes, and leaf–spine links per pair.
struct Installed {
    std::map<std::pair<std::string, std::string>, int> pairs; // (leaf, spine) names → links
    std::map<Id, std::set<Id>> nodesOfLeaf;
    int nodeLinks = 0;
    std::set<Id> leaves, spines;
};

Installed installedFabric(const Project &p, const FabricView &view, const ProjectIndex &index)
{
    Installed in;
    const std::set<Id> nodes(view.nodes.begin(), view.nodes.end());
    // Leaves: the switches GPU nodes are cabled to; spines: the switches those leaves are cabled to
    // (read from the links, so a spine that also serves the fabric manager stays a spine).
    for (const Link &l : p.links)
        if (l.fabric == Fabric::Compute && (nodes.count(l.a.device) != nodes.count(l.b.device))) {
            const bool nodeIsA = nodes.count(l.a.device) > 0;
            const Id leaf = nodeIsA ? l.b.device : l.a.device;
            in.leaves.insert(leaf);
            in.nodesOfLeaf[leaf].insert(nodeIsA ? l.a.device : l.b.device);
            ++in.nodeLinks;
        }
    for (const Link &l : p.links)
        if (l.fabric == Fabric::Compute && (in.leaves.count(l.a.device) != in.leaves.count(l.b.device))
            && !nodes.count(l.a.device) && !nodes.count(l.b.device)) {
            const Id leaf = in.leaves.count(l.a.device) ? l.a.device : l.b.device;
            const Id other = leaf == l.a.device ? l.b.device : l.a.device;
            if (view.switches.count(other)) { // a switch, not the fabric manager
                in.spines.insert(other);
                ++in.pairs[{ index.device(leaf)->name, index.device(other)->name }];
            }
        }
    return in;
}

// The installed uplinks beyond the target's links per pair move: counted into `plan`; returns the
// leaves they move from.
std::set<std::string> planMoves(ExtensionPlan &plan, const Installed &in)
{
    std::set<std::string> movingLeaves;
    for (const auto &[pair, links] : in.pairs) {
        plan.kept_uplinks += std::min(links, plan.links_per_pair);
        if (links > plan.links_per_pair) {
            plan.moves.push_back({ pair.first, pair.second, links - plan.links_per_pair });
            plan.moved_uplinks += links - plan.links_per_pair;
            movingLeaves.insert(pair.first);
        }
    }
    return movingLeaves;
}

// The nodes behind the moving leaves, the maintenance window, its downtime and the new hardware.
void priceExtension(ExtensionPlan &plan, const Installed &in, const std::set<std::string> &movingLeaves,
    const ProjectIndex &index, const fabric::FabricSpec &spec, const GrowthOptions &o)
{
    std::set<Id> affected;
    for (const auto &[leaf, behind] : in.nodesOfLeaf)
        if (movingLeaves.count(index.device(leaf)->name))
            affected.insert(behind.begin(), behind.end());
    plan.affected_nodes = int(affected.size());
    if (plan.moved_uplinks > 0) {
        plan.window_hours = plan.moved_uplinks * o.minutes_per_cable / 60.0 + o.validation_hours;
        const int gpus = o.gpus_per_node > 0 ? o.gpus_per_node : spec.nics_per_node;
        plan.downtime_usd = double(plan.affected_nodes) * gpus * plan.window_hours * o.gpu_hour_usd;
    }
    plan.hardware_usd = (plan.target_leaves - plan.installed_leaves) * spec.leaf.price_usd
        + (plan.target_spines - plan.installed_spines) * spec.spine.price_usd
        + plan.new_uplinks * spec.switch_link_price_usd + plan.new_node_links * spec.endpoint_link_price_usd;
}

} // namespace

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
    const int targetNodeLinks = sizeTarget(plan, *spec, target);

    const ProjectIndex index(p);
    const Installed installed = installedFabric(p, view, index);
    plan.installed_leaves = int(installed.leaves.size());
    plan.installed_spines = int(installed.spines.size());
    if (plan.installed_spines > plan.target_spines)
        throw Error(fmt::format("the installed fabric has {} spines, more than the {} a {}-node fabric has",
            plan.installed_spines, plan.target_spines, target));
    const std::set<std::string> movingLeaves = planMoves(plan, installed);
    plan.new_node_links = targetNodeLinks - installed.nodeLinks;
    plan.new_uplinks = plan.target_leaves * plan.uplinks_per_leaf - plan.kept_uplinks - plan.moved_uplinks;
    priceExtension(plan, installed, movingLeaves, index, *spec, o);
    return plan;
}

} // namespace plenum::analysis

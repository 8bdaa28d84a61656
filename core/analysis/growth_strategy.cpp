// SPDX-License-Identifier: GPL-3.0-or-later
// The strategy comparison of the growth plan (analysis/growth.h): a fabric built for the target on
// day one against one built for day one and grown, both built by core/fabric from one spec.
#include "analysis/growth.h"

#include "fabric/fat_tree.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

namespace plenum::analysis {
namespace {

fabric::FabricGraph buildAuto(fabric::FabricSpec spec)
{
    try {
        return fabric::buildFatTree(spec);
    } catch (const Error &) {
        if (spec.tiers != 2)
            throw;
        spec.tiers = 3; // two tiers cannot serve this size: a core tier, as `plenum-cli new` does
        return fabric::buildFatTree(spec);
    }
}

using SwitchKey = std::tuple<int, int, int>; // layer, plane, index
SwitchKey keyOf(const fabric::Switch &s)
{
    return { int(s.layer), s.plane, s.index };
}

struct Uplinks {
    // (lower switch, lower port) → (upper switch, upper port)
    std::map<std::pair<SwitchKey, int>, std::pair<SwitchKey, int>> ends;
    std::map<SwitchKey, std::map<SwitchKey, int>> perPair; // lower → upper → links
    std::map<SwitchKey, std::set<SwitchKey>> uppersOf;
};

Uplinks uplinksOf(const fabric::FabricGraph &g)
{
    Uplinks u;
    for (const auto &l : g.links) {
        if (l.upper == fabric::Layer::Leaf)
            continue;
        const SwitchKey lo = keyOf(g.switches[std::size_t(l.a.sw)]), hi = keyOf(g.switches[std::size_t(l.b.sw)]);
        u.ends[{ lo, l.a.port }] = { hi, l.b.port };
        ++u.perPair[lo][hi];
        u.uppersOf[lo].insert(hi);
    }
    return u;
}

double priceOf(const fabric::FabricSpec &s, fabric::Layer layer)
{
    return layer == fabric::Layer::Leaf ? s.leaf.price_usd
        : layer == fabric::Layer::Spine ? s.spine.price_usd
                                        : s.core.price_usd;
}

double linkPrice(const fabric::FabricSpec &s, const fabric::FabricLink &l)
{
    return l.upper == fabric::Layer::Leaf ? s.endpoint_link_price_usd : s.switch_link_price_usd;
}

// Built for the target: day one buys the day-one part of the target fabric (spines, cores and
// every uplink of the day-one leaves); later phases only add.
StrategyCost builtForTarget(const fabric::FabricSpec &spec, const fabric::FabricGraph &target)
{
    StrategyCost b;
    b.name = "built for target";
    b.tiers_day_one = target.spec.tiers;
    for (const auto &s : target.switches) {
        b.hardware_usd += priceOf(spec, s.layer);
        ++b.switches_target;
        if (s.day_one) {
            b.upfront_usd += priceOf(spec, s.layer);
            ++b.switches_day_one;
        }
    }
    for (const auto &l : target.links) {
        b.hardware_usd += linkPrice(spec, l);
        if (l.day_one)
            b.upfront_usd += linkPrice(spec, l);
    }
    return b;
}

// Built for day one, grown, its hardware: day one buys the day-one-sized fabric; the expansion
// adds the switches and links the target has beyond it.
StrategyCost grownHardware(
    const fabric::FabricSpec &spec, const fabric::FabricGraph &dayOne, const fabric::FabricGraph &target)
{
    StrategyCost g;
    g.name = "built for day one, grown";
    g.tiers_day_one = dayOne.spec.tiers;
    g.switches_day_one = std::int64_t(dayOne.switches.size());
    g.switches_target = std::int64_t(target.switches.size());
    for (const auto &s : dayOne.switches)
        g.upfront_usd += priceOf(spec, s.layer);
    for (const auto &l : dayOne.links)
        g.upfront_usd += linkPrice(spec, l);
    g.hardware_usd = g.upfront_usd;
    std::map<int, std::int64_t> switchesD, switchesT;
    for (const auto &s : dayOne.switches)
        ++switchesD[int(s.layer)];
    for (const auto &s : target.switches)
        ++switchesT[int(s.layer)];
    for (const auto &[layer, n] : switchesT)
        g.hardware_usd += double(std::max<std::int64_t>(0, n - switchesD[layer])) * priceOf(spec, fabric::Layer(layer));
    std::map<int, std::int64_t> linksD, linksT;
    for (const auto &l : dayOne.links)
        ++linksD[int(l.upper)];
    for (const auto &l : target.links)
        ++linksT[int(l.upper)];
    for (const auto &[upper, n] : linksT) {
        const double each
            = upper == int(fabric::Layer::Leaf) ? spec.endpoint_link_price_usd : spec.switch_link_price_usd;
        g.hardware_usd += double(std::max<std::int64_t>(0, n - linksD[upper])) * each;
    }
    return g;
}

// The uplinks growing moves: counts them (and those that must move whatever the port plan) into
// `g` and returns the lower switches with a moved uplink.
std::set<SwitchKey> countMoves(StrategyCost &g, const Uplinks &before, const Uplinks &after)
{
    std::set<SwitchKey> moved;
    for (const auto &[lower, upper] : before.ends) {
        auto it = after.ends.find(lower);
        if (it == after.ends.end() || it->second != upper) {
            ++g.reterminated;
            moved.insert(lower.first);
        }
    }
    for (const auto &[lower, uppers] : before.perPair) {
        auto t = after.perPair.find(lower);
        for (const auto &[upper, n] : uppers) {
            int keep = 0;
            if (t != after.perPair.end())
                if (auto k = t->second.find(upper); k != t->second.end())
                    keep = k->second;
            g.minimum_moves += std::max(0, n - keep);
        }
    }
    return moved;
}

// The day-one nodes whose traffic crosses a moved link: behind a leaf with a moved uplink, or a
// leaf below a moved spine.
int affectedNodes(const fabric::FabricGraph &dayOne, const Uplinks &before, const std::set<SwitchKey> &moved)
{
    std::set<SwitchKey> affectedLeaves;
    for (const auto &s : dayOne.switches) {
        if (s.layer != fabric::Layer::Leaf)
            continue;
        bool hit = moved.count(keyOf(s)) > 0;
        if (auto it = before.uppersOf.find(keyOf(s)); it != before.uppersOf.end())
            for (const SwitchKey &up : it->second)
                hit = hit || moved.count(up) > 0;
        if (hit)
            affectedLeaves.insert(keyOf(s));
    }
    std::set<int> nodes;
    for (const auto &l : dayOne.links)
        if (l.upper == fabric::Layer::Leaf && affectedLeaves.count(keyOf(dayOne.switches[std::size_t(l.b.sw)])))
            nodes.insert(l.a.node);
    return int(nodes.size());
}

// Built for day one, grown: its hardware, the uplinks the expansion moves and the maintenance
// window that takes the nodes behind them out.
StrategyCost grownFromDayOne(const fabric::FabricSpec &spec, const fabric::FabricGraph &dayOne,
    const fabric::FabricGraph &target, const GrowthOptions &o, int gpusPerNode)
{
    StrategyCost g = grownHardware(spec, dayOne, target);
    const Uplinks before = uplinksOf(dayOne), after = uplinksOf(target);
    const std::set<SwitchKey> moved = countMoves(g, before, after);
    g.affected_nodes = affectedNodes(dayOne, before, moved);
    if (g.reterminated > 0) {
        g.maintenance_windows = 1;
        g.downtime_hours = g.reterminated * o.minutes_per_cable / 60.0 + o.validation_hours;
        g.gpu_hours_lost = g.downtime_hours * g.affected_nodes * gpusPerNode;
        g.downtime_usd = g.gpu_hours_lost * o.gpu_hour_usd;
    }
    return g;
}

} // namespace

StrategyComparison compareGrowthStrategies(const fabric::FabricSpec &spec, const GrowthOptions &o)
{
    if (spec.nodes <= 0)
        throw Error("the day-one node count must be positive to compare growth strategies");
    const fabric::FabricGraph target = buildAuto(spec);
    fabric::FabricSpec small = spec;
    small.target_nodes = spec.nodes;
    small.tiers = 2;
    const fabric::FabricGraph dayOne = buildAuto(small);
    const int gpusPerNode = o.gpus_per_node > 0 ? o.gpus_per_node : spec.nics_per_node;

    StrategyComparison r;
    r.day_one_nodes = spec.nodes;
    r.target_nodes = spec.target_nodes;
    r.built_for_target = builtForTarget(spec, target);
    r.grown = grownFromDayOne(spec, dayOne, target, o, gpusPerNode);
    return r;
}

} // namespace plenum::analysis

// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/growth.h"

#include "analysis/fabric_view.h"
#include "export/bom.h"
#include "fabric/fat_tree.h"
#include "model/index.h"
#include "model/phase_lookup.h"
#include "routing/fill_limit.h"
#include "routing/segment_use.h"
#include "rules/rules.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <tuple>

namespace plenum::analysis {
namespace {

// ---- Strategy comparison --------------------------------------------------------------------

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

    // Built for the target: day one buys the day-one part of the target fabric (spines, cores and
    // every uplink of the day-one leaves); later phases only add.
    StrategyCost &b = r.built_for_target;
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

    // Built for day one, grown: day one buys the day-one-sized fabric; the expansion adds what the
    // target has beyond it and moves the uplinks whose far end changes.
    StrategyCost &g = r.grown;
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

    const Uplinks before = uplinksOf(dayOne), after = uplinksOf(target);
    std::set<SwitchKey> moved; // lower switches with a moved uplink
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
    // Leaves whose traffic crosses a moved link: the leaf itself, or a leaf below a moved spine.
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
    g.affected_nodes = int(nodes.size());
    if (g.reterminated > 0) {
        g.maintenance_windows = 1;
        g.downtime_hours = g.reterminated * o.minutes_per_cable / 60.0 + o.validation_hours;
        g.gpu_hours_lost = g.downtime_hours * g.affected_nodes * gpusPerNode;
        g.downtime_usd = g.gpu_hours_lost * o.gpu_hour_usd;
    }
    return r;
}

namespace {

// ---- Project transitions --------------------------------------------------------------------

// The project's fill limits: its settings over the rule defaults.
routing::FillLimits fillLimitsOfProject(const Project &p)
{
    RuleSettings settings = rules::ruleDefaults();
    for (const auto &[key, value] : p.settings)
        settings[key] = value;
    return routing::fillLimitsOf(settings);
}

// Peak fill of any pathway segment by the cables up to phase index `phase`, as a share of the
// segment's NEC 392.22 fill limit (routing/fill_limit.h, as the router and pathway.fill judge it;
// a twin-port cable once, slack coiled on a segment included, routing/segment_use.h): 1 is full. -1 when the project
// has no routed cables.
double peakFill(const Project &p, const ProjectIndex &index, int phase, std::string *where)
{
    bool any = false;
    for (const auto &c : p.cables)
        any = any || phaseIndex(p, c.phase) <= phase;
    const auto area = routing::segmentUse(p, index, [&](const Cable &c) { return phaseIndex(p, c.phase) <= phase; });
    if (!any)
        return -1;
    const routing::FillLimits limits = fillLimitsOfProject(p);
    double peak = 0;
    for (const auto &[seg, use] : area) {
        const double a = use.area_mm2;
        const Pathway *pw = index.pathway(seg.first);
        if (!pw)
            continue;
        const double usable = limits.usableAreaMm2(*pw);
        const double fill = usable > 0 ? a / usable : 0;
        if (fill > peak) {
            peak = fill;
            if (where)
                *where = fmt::format("{} segment {}", pw->name, seg.second);
        }
    }
    return peak;
}

std::map<std::string, int> errorsByGroup(const Project &p, const std::string &phase)
{
    rules::CheckOptions o;
    o.phase = phase;
    o.only_codes = { "fabric.port-overuse", "space.outside-hall", "space.obstacle", "pathway.fill", "power.",
        "airflow.rack-heat", "airflow.aisle-heat", "airflow.hall-heat" };
    std::map<std::string, int> out;
    for (const auto &f : rules::runChecks(p, o)) {
        if (f.severity != rules::Severity::Error)
            continue;
        const std::string &c = f.code;
        const std::string group = c.rfind("fabric.", 0) == 0 ? "spine ports"
            : c.rfind("space.", 0) == 0                      ? "floor positions"
            : c == "pathway.fill"                            ? "pathway fill"
            : c.rfind("power.", 0) == 0                      ? "power"
                                                             : "cooling";
        ++out[group];
    }
    return out;
}

int portCapacity(const ProjectIndex &index, const PortRef &end, const std::vector<const Link *> &links)
{
    const DeviceType *t = index.typeOfDevice(end.device);
    if (!t || end.port < 0 || std::size_t(end.port) >= t->ports.size())
        return 1;
    const int speed = t->ports[std::size_t(end.port)].speed_gbps;
    int slowest = 0;
    for (const Link *l : links) {
        const PortRef &other = l->a == end ? l->b : l->a;
        const DeviceType *ot = index.typeOfDevice(other.device);
        if (ot && other.port >= 0 && std::size_t(other.port) < ot->ports.size()) {
            const int s = ot->ports[std::size_t(other.port)].speed_gbps;
            if (s > 0)
                slowest = slowest ? std::min(slowest, s) : s;
        }
    }
    return speed > 0 && slowest > 0 ? std::max(1, speed / slowest) : 1;
}

} // namespace

GrowthReport analyseGrowth(const Project &p, const GrowthOptions &o, const ErasureOptions &erasure)
{
    GrowthReport r;
    const ProjectIndex index(p);
    const FabricView view = fabricView(p);
    for (const auto &ph : p.phases)
        r.phases.push_back(ph.name);
    const int phases = std::max<int>(1, int(p.phases.size()));

    std::vector<TransitionReport> per(static_cast<std::size_t>(phases));
    for (int i = 1; i < phases; ++i) {
        per[std::size_t(i)].from = p.phases[std::size_t(i - 1)].name;
        per[std::size_t(i)].to = p.phases[std::size_t(i)].name;
    }
    auto at = [&](Id phase) -> TransitionReport & { return per[std::size_t(phaseIndex(p, phase))]; };
    for (const auto &rack : p.racks)
        ++at(rack.phase).added.racks;
    for (const auto &d : p.devices) {
        PhaseAdditions &a = at(d.phase).added;
        ++a.devices;
        const DeviceType *t = index.deviceType(d.device_type);
        a.gpus += t ? t->gpus : 0;
        a.nodes += t && t->gpus > 0;
        a.switches += view.switches.count(d.id) > 0;
    }
    for (const auto &c : p.cables)
        ++at(c.phase).added.cables;
    std::map<std::pair<Id, int>, std::vector<const Link *>> onPort;
    std::map<Id, std::vector<Id>> nodesOfLeaf;
    for (const auto &l : p.links) {
        TransitionReport &t = at(l.phase);
        ++t.added.links;
        const int lp = phaseIndex(p, l.phase);
        const int pa = view.phase_of.count(l.a.device) ? view.phase_of.at(l.a.device) : 0;
        const int pb = view.phase_of.count(l.b.device) ? view.phase_of.at(l.b.device) : 0;
        t.added.links_to_existing += lp > 0 && (pa < lp || pb < lp);
        onPort[{ l.a.device, l.a.port }].push_back(&l);
        onPort[{ l.b.device, l.b.port }].push_back(&l);
        if (l.fabric == Fabric::Compute && l.tier == Tier::NodeLeaf)
            nodesOfLeaf[l.b.device].push_back(l.a.device);
    }
    for (const auto &row : exporting::bomRows(p))
        if (row.category == "Subtotal")
            for (int i = 0; i < phases; ++i)
                if (!p.phases.empty() && p.phases[std::size_t(i)].name == row.phase)
                    per[std::size_t(i)].added.cost_usd = row.extended_usd;

    if (!p.phases.empty() && p.phases.front().name == kInstalledPhase) {
        r.installed_phase = kInstalledPhase;
        r.installed = per.front().added;
        r.installed_value_usd = r.installed.cost_usd;
        r.installed.cost_usd = 0;
    }

    // Re-terminations: a port whose links outnumber what it carries once a later phase adds its
    // link: the earlier link has to be unplugged and moved (a maintenance window).
    std::map<int, std::set<Id>> affected; // transition → nodes behind the displaced links
    for (const auto &[port, links] : onPort) {
        const int cap = portCapacity(index, { port.first, port.second }, links);
        if (int(links.size()) <= cap)
            continue;
        std::vector<const Link *> sorted = links;
        std::stable_sort(sorted.begin(), sorted.end(),
            [&](const Link *a, const Link *b) { return phaseIndex(p, a->phase) < phaseIndex(p, b->phase); });
        const int latest = phaseIndex(p, sorted.back()->phase);
        if (latest == 0)
            continue; // over-use within day one is the fabric.port-overuse rule's business
        for (std::size_t k = 0; k + std::size_t(cap) < sorted.size(); ++k) {
            const Link *l = sorted[k];
            if (phaseIndex(p, l->phase) >= latest)
                continue;
            TransitionReport &t = per[std::size_t(latest)];
            ++t.reterminated;
            if (t.reterminated_examples.size() < 5)
                t.reterminated_examples.push_back(
                    fmt::format("link {} at {}", l->id, index.portName({ port.first, port.second })));
            for (const PortRef *end : { &l->a, &l->b }) {
                if (l->fabric == Fabric::Compute && l->tier == Tier::NodeLeaf && end == &l->a)
                    affected[latest].insert(end->device);
                if (auto it = nodesOfLeaf.find(end->device); it != nodesOfLeaf.end())
                    affected[latest].insert(it->second.begin(), it->second.end());
            }
        }
    }

    // Reservations per transition: errors the later phase adds over the earlier one.
    std::vector<std::map<std::string, int>> errors;
    for (const auto &ph : p.phases)
        errors.push_back(errorsByGroup(p, ph.name));
    for (int i = 1; i < phases; ++i) {
        TransitionReport &t = per[std::size_t(i)];
        t.affected_nodes = int(affected[i].size());
        if (t.reterminated > 0) {
            t.maintenance_windows = 1;
            t.window_hours = t.reterminated * o.minutes_per_cable / 60.0 + o.validation_hours;
        }
        auto added = [&](const std::string &group) {
            const auto &now = errors[std::size_t(i)], &before = errors[std::size_t(i - 1)];
            const int n = now.count(group) ? now.at(group) : 0, b = before.count(group) ? before.at(group) : 0;
            return n - b;
        };
        auto status = [&](bool ok) { return std::string(ok ? "reserved" : "not reserved"); };
        {
            const int over = added("spine ports");
            t.reservations.push_back({ "spine ports", status(t.reterminated == 0 && over <= 0),
                fmt::format("{} new links land on free ports of switches and nodes installed earlier; {} earlier "
                            "link{} must be moved{}",
                    t.added.links_to_existing, t.reterminated, t.reterminated == 1 ? "" : "s",
                    over > 0 ? fmt::format("; {} port over-use error(s) appear", over) : "") });
        }
        {
            const int over = added("floor positions");
            t.reservations.push_back({ "floor positions", status(over <= 0),
                fmt::format("{} rack{} of {} stand on positions laid out since day one{}", t.added.racks,
                    t.added.racks == 1 ? "" : "s", t.to,
                    over > 0 ? fmt::format("; {} placement error(s)", over) : "") });
        }
        {
            std::string whereBefore, whereAfter;
            const double before = peakFill(p, index, i - 1, &whereBefore), after = peakFill(p, index, i, &whereAfter);
            if (after < 0)
                t.reservations.push_back({ "pathway fill", "not checked",
                    "the project is not routed yet (plenum-cli route): no cable fill to compare" });
            else
                t.reservations.push_back({ "pathway fill", status(added("pathway fill") <= 0 && after <= 1 + 1e-9),
                    fmt::format("fullest segment at {:.0f} % of its fill limit at {} ({}), {:.0f} % at {} ({}); "
                                "limits {:.0f} % of a ladder's or runway's cross-section, {:.0f} % of a solid "
                                "tray's (NEC 392.22)",
                        std::max(0.0, before) * 100, t.from, whereBefore.empty() ? "-" : whereBefore, after * 100, t.to,
                        whereAfter, fillLimitsOfProject(p).ventilated_ratio * 100,
                        fillLimitsOfProject(p).solid_ratio * 100) });
        }
        std::int64_t powerBefore = 0, powerAfter = 0, budgetAfter = 0;
        for (const auto &d : p.devices) {
            const DeviceType *type = index.deviceType(d.device_type);
            if (!type || type->role == "pdu")
                continue;
            const int ph = view.phase_of.at(d.id);
            powerAfter += ph <= i ? type->max_power_w : 0;
            powerBefore += ph <= i - 1 ? type->max_power_w : 0;
        }
        for (const auto &rack : p.racks)
            if (phaseIndex(p, rack.phase) <= i)
                if (const RackType *rt = index.rackType(rack.rack_type))
                    budgetAfter += rt->power_budget_w;
        t.reservations.push_back({ "power", status(added("power") <= 0),
            fmt::format("maximum draw {:.0f} kW at {}, {:.0f} kW at {} within {:.0f} kW of rack budgets; {} new power "
                        "error(s)",
                double(powerBefore) / 1000, t.from, double(powerAfter) / 1000, t.to, double(budgetAfter) / 1000,
                std::max(0, added("power"))) });
        std::int64_t cooling = 0;
        for (const auto &h : p.halls)
            cooling += h.cooling_capacity_w;
        t.reservations.push_back({ "cooling", cooling > 0 ? status(added("cooling") <= 0) : std::string("not checked"),
            cooling > 0 ? fmt::format("heat up to {:.0f} kW at {} against {:.0f} kW of hall cooling; {} new heat "
                                      "error(s)",
                double(powerAfter) / 1000, t.to, double(cooling) / 1000, std::max(0, added("cooling")))
                        : fmt::format("the hall has no cooling capacity set; {:.0f} kW of heat at {} is checked only "
                                      "against rack limits",
                            double(powerAfter) / 1000, t.to) });
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

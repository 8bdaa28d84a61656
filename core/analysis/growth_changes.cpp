// SPDX-License-Identifier: GPL-3.0-or-later
// What each phase of a project adds and which earlier links it displaces (analysis/growth_parts.h).
#include "analysis/growth_parts.h"

#include "export/bom.h"
#include "model/phase_lookup.h"

#include <fmt/format.h>

#include <algorithm>

namespace plenum::analysis::growth_parts {
namespace {

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

std::vector<TransitionReport> additionsPerPhase(const Project &p, const ProjectIndex &index, const FabricView &view)
{
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
    for (const auto &l : p.links) {
        TransitionReport &t = at(l.phase);
        ++t.added.links;
        const int lp = phaseIndex(p, l.phase);
        const int pa = view.phase_of.count(l.a.device) ? view.phase_of.at(l.a.device) : 0;
        const int pb = view.phase_of.count(l.b.device) ? view.phase_of.at(l.b.device) : 0;
        t.added.links_to_existing += lp > 0 && (pa < lp || pb < lp);
    }
    for (const auto &row : exporting::bomRows(p))
        if (row.category == "Subtotal")
            for (int i = 0; i < phases; ++i)
                if (!p.phases.empty() && p.phases[std::size_t(i)].name == row.phase)
                    per[std::size_t(i)].added.cost_usd = row.extended_usd;
    return per;
}

std::map<int, std::set<Id>> countReterminations(
    const Project &p, const ProjectIndex &index, std::vector<TransitionReport> &per)
{
    std::map<std::pair<Id, int>, std::vector<const Link *>> onPort;
    std::map<Id, std::vector<Id>> nodesOfLeaf;
    for (const auto &l : p.links) {
        onPort[{ l.a.device, l.a.port }].push_back(&l);
        onPort[{ l.b.device, l.b.port }].push_back(&l);
        if (l.fabric == Fabric::Compute && l.tier == Tier::NodeLeaf)
            nodesOfLeaf[l.b.device].push_back(l.a.device);
    }
    std::map<int, std::set<Id>> affected; // phase → nodes behind the displaced links
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
    return affected;
}

} // namespace plenum::analysis::growth_parts

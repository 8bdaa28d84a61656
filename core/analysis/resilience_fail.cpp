// SPDX-License-Identifier: GPL-3.0-or-later
// One failure, step by step (analysis/resilience.h): the component's own loss, then power, then
// cooling, then the compute fabric's loss of nodes and bandwidth, then the one-sentence summary.
#include "analysis/resilience_data.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <set>

namespace plenum::analysis {

using resilience::Endpoint;
using resilience::feedOf;
using resilience::Uplink;

namespace {

// What one failure takes down, step by step: the component itself, then what loses power, then
// what loses cooling; the fabric's loss and the summary are computed from it.
struct Failure {
    std::unordered_set<Id> dead; // devices down
    std::unordered_set<std::size_t> cut; // links cut by a severed segment
    std::set<Id> deadPdus;
    Id lostHallCdu = kNoId;
    std::vector<std::string> offNames, cappedNames;
    std::string coolingNote;
};

// The component's own loss: a switch, a plane's switches, a segment's links, a feed's PDUs, a PDU,
// an in-rack CDU device or a hall CDU.
Failure initialLoss(const ResilienceModel::Data &d, const Component &c)
{
    Failure f;
    switch (c.kind) {
    case ComponentKind::Switch:
        f.dead.insert(c.id);
        break;
    case ComponentKind::Plane:
        for (const auto &[sw, plane] : d.planeOf)
            if (plane == c.index && !d.endpointsOfNode.count(sw))
                f.dead.insert(sw);
        break;
    case ComponentKind::Segment:
        if (auto it = d.linksThrough.find({ c.id, c.index }); it != d.linksThrough.end())
            f.cut.insert(it->second.begin(), it->second.end());
        break;
    case ComponentKind::Feed:
        for (const auto &dev : d.p.devices)
            if (feedOf(dev) == char(c.index))
                if (const DeviceType *t = d.index.typeOfDevice(dev.id); t && t->role == "pdu")
                    f.deadPdus.insert(dev.id);
        break;
    case ComponentKind::Pdu:
        f.deadPdus.insert(c.id);
        break;
    case ComponentKind::Cdu:
        if (d.index.device(c.id))
            f.dead.insert(c.id);
        else
            f.lostHallCdu = c.id;
        break;
    }
    f.dead.insert(f.deadPdus.begin(), f.deadPdus.end());
    return f;
}

// Power: only when a PDU died or a cord was cut. A device keeps running on its surviving PSUs when
// enough are left (N of N+R), runs power-capped when they still carry its typical draw, else is off.
void losePower(const ResilienceModel::Data &d, Failure &f, FailureImpact &out)
{
    if (f.deadPdus.empty() && f.cut.empty())
        return;
    for (const auto &[dev, feeds] : d.psus) {
        int alive = 0;
        for (const auto &feed : feeds)
            alive += !f.deadPdus.count(feed.pdu) && !f.cut.count(feed.link);
        if (alive == int(feeds.size()))
            continue;
        const DeviceType *t = d.index.typeOfDevice(dev);
        const Device *device = d.index.device(dev);
        if (!t || !device)
            continue;
        const int total = t->psu_count > 0 ? t->psu_count : int(feeds.size());
        const int need = std::max(1, total - t->psu_redundant);
        if (alive >= need)
            continue;
        if (alive > 0 && double(alive) * double(t->psu_rating_w) >= double(t->typical_power_w)
            && t->typical_power_w > 0) {
            ++out.devices_power_capped;
            f.cappedNames.push_back(device->name);
        } else {
            f.dead.insert(dev);
            ++out.devices_off;
            f.offNames.push_back(device->name);
        }
    }
}

// Cooling: liquid-cooled devices that lose their last CDU (their rack's, or the hall's only one).
void loseCooling(const ResilienceModel::Data &d, Failure &f, FailureImpact &out)
{
    const bool cduLost = f.lostHallCdu != kNoId || std::any_of(f.dead.begin(), f.dead.end(), [&](Id id) {
        const DeviceType *t = d.index.typeOfDevice(id);
        return t && t->role == "cdu";
    });
    if (!cduLost)
        return;
    for (Id liquid : d.liquidCooled) {
        const Device &dev = *d.index.device(liquid);
        if (f.dead.count(dev.id))
            continue;
        bool uncooled = false;
        if (auto it = d.rackCdus.find(dev.rack); it != d.rackCdus.end()) {
            uncooled = std::all_of(it->second.begin(), it->second.end(), [&](Id cdu) { return f.dead.count(cdu) > 0; });
        } else if (f.lostHallCdu != kNoId) {
            const Rack *rack = d.index.rack(dev.rack);
            auto hall = rack ? d.hallCdus.find(rack->hall) : d.hallCdus.end();
            if (hall != d.hallCdus.end() && std::count(hall->second.begin(), hall->second.end(), f.lostHallCdu)) {
                if (hall->second.size() == 1)
                    uncooled = true;
                else
                    f.coolingNote = fmt::format("liquid cooling continues on the hall's {} other CDU(s); the model "
                                                "has no CDU capacities, so check they carry the load",
                        hall->second.size() - 1);
            }
        }
        if (uncooled) {
            f.dead.insert(dev.id);
            ++out.devices_off;
            f.offNames.push_back(dev.name);
        }
    }
}

// The compute fabric: each node's share of working paths (a leaf's share of working uplinks, a
// spine's of working core uplinks), nodes down (no working port, or a NIC without one in a
// single-plane fabric) and degraded, and the fraction of bandwidth lost.
void fabricLoss(
    const ResilienceModel::Data &d, const Failure &f, const std::unordered_set<std::size_t> &down, FailureImpact &out)
{
    std::unordered_map<Id, double> share;
    auto upShare = [&](Id sw, auto &&self) -> double {
        if (f.dead.count(sw))
            return 0.0;
        auto cached = share.find(sw);
        if (cached != share.end())
            return cached->second;
        double s = 1;
        if (auto it = d.up.find(sw); it != d.up.end() && !it->second.empty()) {
            double sum = 0;
            for (const Uplink &u : it->second)
                if (!down.count(u.link))
                    sum += self(u.upper, self);
            s = sum / double(it->second.size());
        }
        share[sw] = s;
        return s;
    };
    // Only a dead node or switch or a cut compute link changes the fabric.
    const bool fabricHit = std::any_of(f.dead.begin(), f.dead.end(), [&](Id id) { return d.inFabric.count(id) > 0; })
        || std::any_of(down.begin(), down.end(), [&](std::size_t l) { return d.p.links[l].fabric == Fabric::Compute; });
    if (!fabricHit)
        return;
    double lost = 0, total = 0;
    for (Id node : d.nodes) {
        const auto &eps = d.endpointsOfNode.at(node);
        std::vector<std::pair<int, double>> nic; // (node port, bandwidth), sorted below
        double nodeSum = 0;
        for (std::size_t e : eps) {
            const Endpoint &ep = d.endpoints[e];
            const double bw = f.dead.count(node) || down.count(ep.link) ? 0.0 : upShare(ep.leaf, upShare);
            nic.push_back({ ep.nic, bw });
            nodeSum += bw;
        }
        lost += double(eps.size()) - nodeSum;
        total += double(eps.size());
        bool isDown = f.dead.count(node) > 0 || nodeSum <= 1e-12;
        if (!isDown && d.planes == 1) {
            std::sort(nic.begin(), nic.end());
            for (std::size_t i = 0; i < nic.size();) {
                double sum = 0;
                std::size_t j = i;
                for (; j < nic.size() && nic[j].first == nic[i].first; ++j)
                    sum += nic[j].second;
                isDown = isDown || sum <= 1e-12; // a NIC with no working port
                i = j;
            }
        }
        const Device *dev = d.index.device(node);
        const DeviceType *t = d.index.typeOfDevice(node);
        if (isDown) {
            ++out.nodes_down;
            out.gpus_down += t ? t->gpus : 0;
            if (out.examples.size() < 6 && dev)
                out.examples.push_back(dev->name + " down");
        } else if (nodeSum < double(eps.size()) - 1e-9) {
            ++out.nodes_degraded;
            if (out.examples.size() < 6 && dev)
                out.examples.push_back(fmt::format("{} at {:.0f} %", dev->name, 100 * nodeSum / double(eps.size())));
        }
    }
    out.bandwidth_lost = total > 0 ? lost / total : 0;
}

// The level and the one-line summary a designer reads.
void summarise(const Failure &f, const std::string &name, FailureImpact &out)
{
    for (const auto &n : f.cappedNames)
        if (out.examples.size() < 6)
            out.examples.push_back(n + " power-capped");
    for (const auto &n : f.offNames)
        if (out.examples.size() < 6)
            out.examples.push_back(n + " off");
    const bool anyDegraded = out.nodes_degraded > 0 || out.devices_power_capped > 0 || out.links_cut > 0
        || out.devices_off > 0 || !f.coolingNote.empty();
    out.level = out.nodes_down > 0 ? ImpactLevel::Down : anyDegraded ? ImpactLevel::Degraded : ImpactLevel::None;

    std::vector<std::string> parts;
    if (out.nodes_down)
        parts.push_back(
            fmt::format("{} node{} down ({} GPUs)", out.nodes_down, out.nodes_down == 1 ? "" : "s", out.gpus_down));
    if (out.nodes_degraded)
        parts.push_back(fmt::format(
            "{} node{} running with less bandwidth", out.nodes_degraded, out.nodes_degraded == 1 ? "" : "s"));
    if (out.bandwidth_lost > 0)
        parts.push_back(fmt::format("{:.1f} % of the compute fabric's bandwidth lost", out.bandwidth_lost * 100));
    if (out.devices_power_capped)
        parts.push_back(fmt::format("{} device{} power-capped on the surviving PSUs", out.devices_power_capped,
            out.devices_power_capped == 1 ? "" : "s"));
    if (out.devices_off)
        parts.push_back(
            fmt::format("{} device{} without power or cooling", out.devices_off, out.devices_off == 1 ? "" : "s"));
    if (out.links_cut && parts.empty())
        parts.push_back(fmt::format(
            "{} link{} lost, none of them needed by the compute fabric", out.links_cut, out.links_cut == 1 ? "" : "s"));
    if (!f.coolingNote.empty())
        parts.push_back(f.coolingNote);
    std::string text;
    for (std::size_t i = 0; i < parts.size(); ++i)
        text += (i ? "; " : "") + parts[i];
    out.summary = fmt::format("{}: {}", name, text.empty() ? "no effect" : text);
}

} // namespace

FailureImpact ResilienceModel::fail(const Component &c) const
{
    const Data &d = *m;
    FailureImpact out;
    out.component = c;
    Failure f = initialLoss(d, c);
    losePower(d, f, out);
    loseCooling(d, f, out);
    // Links cut or ending on a dead device.
    std::unordered_set<std::size_t> down = f.cut;
    for (Id dev : f.dead)
        if (auto it = d.linksOf.find(dev); it != d.linksOf.end())
            down.insert(it->second.begin(), it->second.end());
    out.links_cut = int(down.size());
    fabricLoss(d, f, down, out);
    summarise(f, c.name, out);
    return out;
}

} // namespace plenum::analysis

// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/resilience.h"

#include "analysis/fabric_view.h"
#include "model/index.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace plenum::analysis {

std::string_view toString(ComponentKind kind)
{
    switch (kind) {
    case ComponentKind::Switch: return "switch";
    case ComponentKind::Plane: return "plane";
    case ComponentKind::Segment: return "segment";
    case ComponentKind::Feed: return "feed";
    case ComponentKind::Pdu: return "pdu";
    case ComponentKind::Cdu: return "cdu";
    }
    return "switch";
}

std::string_view toString(ImpactLevel level)
{
    switch (level) {
    case ImpactLevel::None: return "none";
    case ImpactLevel::Degraded: return "degraded";
    case ImpactLevel::Down: return "down";
    }
    return "none";
}

namespace {

// Feed of a PDU (its `feed` field), as the power.* rules read it.
char feedOf(const Device &pdu)
{
    return pdu.feed == "A" ? 'A' : pdu.feed == "B" ? 'B' : 0;
}

bool psuConnector(const PortTemplate &p) { return p.connector == "C14" || p.connector == "C20"; }

struct Endpoint {
    Id node = kNoId;
    int nic = -1; // node port
    Id leaf = kNoId;
    std::size_t link = 0;
};

struct Uplink {
    std::size_t link = 0;
    Id upper = kNoId;
};

struct PsuFeed {
    Id pdu = kNoId;
    std::size_t link = 0;
};

} // namespace

struct ResilienceModel::Data {
    const Project &p;
    ProjectIndex index;
    int planes = 1;
    std::vector<Endpoint> endpoints;
    std::map<Id, std::vector<std::size_t>> endpointsOfNode; // node → endpoints, project order
    std::vector<Id> nodes;
    std::unordered_map<Id, std::vector<Uplink>> up; // leaf → spines, spine → cores
    std::unordered_map<Id, int> planeOf;            // switch → plane
    std::map<Id, std::vector<PsuFeed>> psus;        // device → its connected PSUs
    std::map<std::pair<Id, int>, std::vector<std::size_t>> linksThrough; // (pathway, segment) → links
    std::unordered_map<Id, std::vector<std::size_t>> linksOf;           // device → links
    std::map<Id, std::vector<Id>> rackCdus; // rack → in-rack CDU devices
    std::map<Id, std::vector<Id>> hallCdus; // hall → CDU obstacles
    std::vector<Id> liquidCooled;           // devices that need a CDU
    std::unordered_set<Id> inFabric;        // nodes and switches of the compute fabric

    explicit Data(const Project &project) : p(project), index(project) {}
};

ResilienceModel::ResilienceModel(const Project &project) : m(std::make_unique<Data>(project))
{
    const Project &p = project;
    std::set<int> planes;
    std::unordered_map<Id, std::size_t> linkPos;
    for (std::size_t i = 0; i < p.links.size(); ++i) {
        const Link &l = p.links[i];
        linkPos[l.id] = i;
        m->linksOf[l.a.device].push_back(i);
        if (l.b.device != l.a.device)
            m->linksOf[l.b.device].push_back(i);
        if (l.fabric == Fabric::Compute) {
            planes.insert(std::max(0, l.plane));
            if (l.tier == Tier::NodeLeaf) {
                m->endpointsOfNode[l.a.device].push_back(m->endpoints.size());
                m->endpoints.push_back({l.a.device, l.a.port, l.b.device, i});
            } else if (l.tier == Tier::LeafSpine || l.tier == Tier::SpineCore) {
                m->up[l.a.device].push_back({i, l.b.device});
            }
            if (l.tier != Tier::NodeLeaf)
                m->planeOf[l.a.device] = std::max(0, l.plane);
            m->planeOf[l.b.device] = std::max(0, l.plane);
        }
        // PSU → PDU.
        for (auto [end, other] : {std::pair{&l.a, &l.b}, std::pair{&l.b, &l.a}}) {
            const DeviceType *t = m->index.typeOfDevice(end->device);
            const DeviceType *ot = m->index.typeOfDevice(other->device);
            if (t && ot && ot->role == "pdu" && t->role != "pdu" && end->port >= 0 &&
                std::size_t(end->port) < t->ports.size() && psuConnector(t->ports[std::size_t(end->port)]))
                m->psus[end->device].push_back({other->device, i});
        }
    }
    m->planes = std::max<int>(1, int(planes.size()));
    for (const auto &d : p.devices)
        if (const DeviceType *t = m->index.typeOfDevice(d.id); t && t->gpus > 0 && m->endpointsOfNode.count(d.id))
            m->nodes.push_back(d.id); // fabric managers are endpoints but not nodes
    for (const auto &c : p.cables) {
        auto it = linkPos.find(c.link);
        if (it == linkPos.end())
            continue;
        std::set<std::pair<Id, int>> seen;
        for (const auto &s : c.route)
            if (seen.insert({s.pathway, s.segment}).second)
                m->linksThrough[{s.pathway, s.segment}].push_back(it->second);
    }
    for (const auto &d : p.devices)
        if (const DeviceType *t = m->index.deviceType(d.device_type); t && t->role == "cdu" && d.rack != kNoId)
            m->rackCdus[d.rack].push_back(d.id);
    for (const auto &o : p.obstacles)
        if (o.kind == ObstacleKind::Cdu)
            m->hallCdus[o.hall].push_back(o.id);
    for (const auto &d : p.devices)
        if (const DeviceType *t = m->index.deviceType(d.device_type); t && t->liquid_cooled)
            m->liquidCooled.push_back(d.id);
    for (const auto &ep : m->endpoints)
        m->inFabric.insert(ep.node);
    for (const auto &[sw, plane] : m->planeOf)
        m->inFabric.insert(sw);
}

ResilienceModel::~ResilienceModel() = default;

namespace {

// What one failure takes down, step by step: the component itself, then what loses power, then
// what loses cooling; the fabric's loss and the summary are computed from it.
struct Failure {
    std::unordered_set<Id> dead;         // devices down
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
    case ComponentKind::Switch: f.dead.insert(c.id); break;
    case ComponentKind::Plane:
        for (const auto &[sw, plane] : d.planeOf)
            if (plane == c.index && !d.endpointsOfNode.count(sw))
                f.dead.insert(sw);
        break;
    case ComponentKind::Segment:
        if (auto it = d.linksThrough.find({c.id, c.index}); it != d.linksThrough.end())
            f.cut.insert(it->second.begin(), it->second.end());
        break;
    case ComponentKind::Feed:
        for (const auto &dev : d.p.devices)
            if (feedOf(dev) == char(c.index))
                if (const DeviceType *t = d.index.typeOfDevice(dev.id); t && t->role == "pdu")
                    f.deadPdus.insert(dev.id);
        break;
    case ComponentKind::Pdu: f.deadPdus.insert(c.id); break;
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
        if (alive > 0 && double(alive) * double(t->psu_rating_w) >= double(t->typical_power_w) &&
            t->typical_power_w > 0) {
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
void fabricLoss(const ResilienceModel::Data &d, const Failure &f, const std::unordered_set<std::size_t> &down,
                FailureImpact &out)
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
    const bool fabricHit =
        std::any_of(f.dead.begin(), f.dead.end(), [&](Id id) { return d.inFabric.count(id) > 0; }) ||
        std::any_of(down.begin(), down.end(), [&](std::size_t l) { return d.p.links[l].fabric == Fabric::Compute; });
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
            nic.push_back({ep.nic, bw});
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
    const bool anyDegraded = out.nodes_degraded > 0 || out.devices_power_capped > 0 || out.links_cut > 0 ||
                             out.devices_off > 0 || !f.coolingNote.empty();
    out.level = out.nodes_down > 0 ? ImpactLevel::Down : anyDegraded ? ImpactLevel::Degraded : ImpactLevel::None;

    std::vector<std::string> parts;
    if (out.nodes_down)
        parts.push_back(fmt::format("{} node{} down ({} GPUs)", out.nodes_down, out.nodes_down == 1 ? "" : "s",
                                    out.gpus_down));
    if (out.nodes_degraded)
        parts.push_back(fmt::format("{} node{} running with less bandwidth", out.nodes_degraded,
                                    out.nodes_degraded == 1 ? "" : "s"));
    if (out.bandwidth_lost > 0)
        parts.push_back(fmt::format("{:.1f} % of the compute fabric's bandwidth lost", out.bandwidth_lost * 100));
    if (out.devices_power_capped)
        parts.push_back(fmt::format("{} device{} power-capped on the surviving PSUs", out.devices_power_capped,
                                    out.devices_power_capped == 1 ? "" : "s"));
    if (out.devices_off)
        parts.push_back(fmt::format("{} device{} without power or cooling", out.devices_off,
                                    out.devices_off == 1 ? "" : "s"));
    if (out.links_cut && parts.empty())
        parts.push_back(fmt::format("{} link{} lost, none of them needed by the compute fabric", out.links_cut,
                                    out.links_cut == 1 ? "" : "s"));
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

std::vector<Component> singleComponents(const Project &project)
{
    const FabricView view = fabricView(project);
    const ProjectIndex index(project);
    std::vector<Component> out;
    for (const auto &d : project.devices)
        if (view.switches.count(d.id))
            out.push_back({ComponentKind::Switch, d.id, 0, d.name});
    for (int plane = 0; plane < view.planes; ++plane)
        out.push_back({ComponentKind::Plane, kNoId, plane, fmt::format("plane {}", plane + 1)});
    std::set<std::pair<Id, int>> segments;
    for (const auto &c : project.cables)
        for (const auto &s : c.route)
            segments.insert({s.pathway, s.segment});
    for (const auto &pw : project.pathways)
        for (int s = 0; s + 1 < int(pw.points.size()); ++s)
            if (segments.count({pw.id, s}))
                out.push_back({ComponentKind::Segment, pw.id, s, fmt::format("{} segment {}", pw.name, s)});
    std::set<char> feeds;
    for (const auto &d : project.devices)
        if (const DeviceType *t = index.typeOfDevice(d.id); t && t->role == "pdu") {
            if (char f = feedOf(d))
                feeds.insert(f);
        }
    for (char f : feeds)
        out.push_back({ComponentKind::Feed, kNoId, int(f), fmt::format("feed {}", f)});
    for (const auto &d : project.devices)
        if (const DeviceType *t = index.typeOfDevice(d.id); t && t->role == "pdu")
            out.push_back({ComponentKind::Pdu, d.id, 0, d.name});
    for (const auto &d : project.devices)
        if (const DeviceType *t = index.typeOfDevice(d.id); t && t->role == "cdu")
            out.push_back({ComponentKind::Cdu, d.id, 0, d.name});
    for (const auto &o : project.obstacles)
        if (o.kind == ObstacleKind::Cdu)
            out.push_back({ComponentKind::Cdu, o.id, 0, o.name});
    return out;
}

Component findComponent(const Project &project, const std::string &text)
{
    const auto colon = text.find(':');
    const std::string kind = colon == std::string::npos ? std::string() : text.substr(0, colon);
    const std::string rest = colon == std::string::npos ? text : text.substr(colon + 1);
    const std::vector<Component> all = singleComponents(project);
    auto byName = [&](ComponentKind k, const std::string &name) -> const Component * {
        for (const auto &c : all)
            if (c.kind == k && c.name == name)
                return &c;
        return nullptr;
    };
    if (kind == "plane" || kind == "feed") {
        const std::string name = (kind == "plane" ? "plane " : "feed ") + rest;
        if (const Component *c = byName(kind == "plane" ? ComponentKind::Plane : ComponentKind::Feed, name))
            return *c;
        throw Error(fmt::format("the project has no {}", name));
    }
    if (kind == "segment") {
        const auto last = rest.rfind(':');
        if (last != std::string::npos)
            if (const Component *c = byName(ComponentKind::Segment, rest.substr(0, last) + " segment " + rest.substr(last + 1)))
                return *c;
        throw Error(fmt::format("no cable runs through pathway segment '{}' (write segment:PATHWAY:N)", rest));
    }
    for (ComponentKind k : {ComponentKind::Switch, ComponentKind::Pdu, ComponentKind::Cdu}) {
        if (!kind.empty() && kind != toString(k))
            continue;
        if (const Component *c = byName(k, rest))
            return *c;
    }
    if (!kind.empty() && kind != "switch" && kind != "pdu" && kind != "cdu")
        throw Error(fmt::format("unknown component kind '{}' (switch, plane, segment, feed, pdu, cdu)", kind));
    throw Error(fmt::format("the project has no {} named '{}'", kind.empty() ? "switch, PDU or CDU" : kind, rest));
}

ResilienceSurvey surveyResilience(const Project &project)
{
    ResilienceSurvey s;
    s.planes = fabricView(project).planes;
    const ResilienceModel model(project);
    std::map<ComponentKind, KindSummary> kinds;
    for (const Component &c : singleComponents(project)) {
        const FailureImpact f = model.fail(c);
        KindSummary &k = kinds[c.kind];
        k.kind = c.kind;
        ++k.components;
        (f.level == ImpactLevel::Down ? k.down : f.level == ImpactLevel::Degraded ? k.degraded : k.none)++;
        const bool worse = k.components == 1 || f.nodes_down > k.worst.nodes_down ||
                           (f.nodes_down == k.worst.nodes_down && f.bandwidth_lost > k.worst.bandwidth_lost + 1e-12) ||
                           (f.nodes_down == k.worst.nodes_down && std::abs(f.bandwidth_lost - k.worst.bandwidth_lost) <= 1e-12 &&
                            int(f.level) > int(k.worst.level));
        if (worse)
            k.worst = f;
    }
    for (auto &[kind, k] : kinds)
        s.kinds.push_back(std::move(k));
    return s;
}

} // namespace plenum::analysis

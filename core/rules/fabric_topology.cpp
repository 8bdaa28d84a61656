// SPDX-License-Identifier: GPL-3.0-or-later
// Shape of the compute fabric (REFERENCE.md "Fabrics").
//   fabric.rail-misaligned   error    rail-optimized fat tree (NVIDIA DGX SuperPOD RA): rail i of
//                                     every node of a scalable unit goes to leaf i of that SU. A
//                                     node-leaf link to a leaf with a rail that comes from a
//                                     different node port than the leaf's other links (the majority
//                                     port), or from a node of another SU, breaks one-hop rail traffic.
//                                     Only GPU nodes' links count (a UFM on a spare leaf port is fine).
//   fabric.plane-crossing    error    multi-plane fat tree (DeepSeek-V3, ISCA 2025): planes never
//                                     connect; a link whose two switches, or whose switch and the
//                                     link itself, are on different planes.
//   fabric.oversubscription  warning  a leaf's downlink bandwidth over its uplink bandwidth exceeds
//                                     fabric.max_oversubscription (0: not checked — the project
//                                     does not store the fabric's oversubscription target).
#include "rules/helpers.h"
#include "rules/port_links.h"
#include "rules/touched.h"

#include <fmt/format.h>

#include <unordered_set>

namespace plenum::rules {
namespace {

constexpr const char *kRail = "Rail misalignment";
constexpr const char *kPlane = "Link between planes";
constexpr const char *kOversub = "Oversubscription above target";

// Every finding is owned by its first object: a link (rail-misaligned, plane-crossing) or a leaf
// (oversubscription). `only` names the owners to check (nullptr: all); a leaf is judged with all
// its links, so the links read are those among them and every link of their ends' devices.
void check(const RuleContext &c, const IdSet *only, Findings &out)
{
    IdSet ends; // with `only`: the devices among it and the ends of the links among it
    if (only)
        for (Id id : *only) {
            if (const Link *l = c.index().link(id)) {
                ends.insert(l->a.device);
                ends.insert(l->b.device);
            } else {
                ends.insert(id);
            }
        }
    // Rail alignment: leaf → node port name → links.
    std::map<Id, std::map<std::string, std::vector<const Link *>>> railPorts;
    std::map<Id, std::pair<double, double>> leafBandwidth; // down, up (Gb/s)
    for (const auto &l : c.project().links) {
        if (!c.inPhase(l.phase) || l.fabric != Fabric::Compute)
            continue;
        if (only && !only->count(l.id) && !ends.count(l.a.device) && !ends.count(l.b.device))
            continue;
        const Device *a = c.index().device(l.a.device), *b = c.index().device(l.b.device);
        const DeviceType *ta = c.index().typeOfDevice(l.a.device), *tb = c.index().typeOfDevice(l.b.device);
        if (!a || !b || !ta || !tb)
            continue;
        auto where = [&] { return c.deviceLocation(a->id); }; // made when a finding is
        const bool switchA = isSwitchRole(ta->role), switchB = isSwitchRole(tb->role);
        if (switchA && switchB && a->plane >= 0 && b->plane >= 0 && a->plane != b->plane)
            out.push_back(c.finding("fabric.plane-crossing", Severity::Error, kPlane,
                fmt::format("{} (plane {}) links to {} (plane {})", a->name, a->plane, b->name, b->plane),
                { l.id, a->id, b->id }, where()));
        else if (l.plane >= 0)
            for (const Device *sw : { switchA ? a : nullptr, switchB ? b : nullptr })
                if (sw && sw->plane >= 0 && sw->plane != l.plane) {
                    out.push_back(c.finding("fabric.plane-crossing", Severity::Error, kPlane,
                        fmt::format("a plane-{} link lands on {} (plane {})", l.plane, sw->name, sw->plane),
                        { l.id, sw->id }, where()));
                    break;
                }
        if (l.tier == Tier::NodeLeaf) {
            const bool nodeIsA = !switchA && switchB;
            const Device *node = nodeIsA ? a : b, *leaf = nodeIsA ? b : a;
            const PortRef &nodePort = nodeIsA ? l.a : l.b;
            const DeviceType *nt = nodeIsA ? ta : tb;
            // Rails are GPU nodes' ports; a fabric manager or storage head on a spare leaf port
            // is not on a rail.
            if (leaf->rail >= 0 && nt->gpus > 0)
                railPorts[leaf->id][nt->ports[std::size_t(nodePort.port)].name].push_back(&l);
            if (leaf->su >= 0 && node->su >= 0 && leaf->su != node->su)
                out.push_back(c.finding("fabric.rail-misaligned", Severity::Error, kRail,
                    fmt::format(
                        "{} (SU {}) links to leaf {} of SU {}", node->name, node->su + 1, leaf->name, leaf->su + 1),
                    { l.id, node->id, leaf->id }, where()));
            leafBandwidth[leaf->id].first += linkSpeedAt(c, nodeIsA ? l.b : l.a);
        } else if (l.tier == Tier::LeafSpine) {
            // The layout puts the lower switch (the leaf) at end a.
            leafBandwidth[a->id].second += linkSpeedAt(c, l.a);
        }
    }
    for (const auto &[leafId, ports] : railPorts) {
        if (ports.size() < 2)
            continue;
        const std::string *major = nullptr;
        std::size_t best = 0;
        for (const auto &[name, links] : ports)
            if (links.size() > best) {
                best = links.size();
                major = &name;
            }
        const Device *leaf = c.index().device(leafId);
        for (const auto &[name, links] : ports) {
            if (&name == major)
                continue;
            for (const Link *l : links)
                out.push_back(c.finding("fabric.rail-misaligned", Severity::Error, kRail,
                    fmt::format("leaf {} (rail {}) takes {} from {}; its other nodes use {}", leaf->name,
                        leaf->rail + 1, name, c.index().portName(c.index().device(l->a.device) == leaf ? l->b : l->a),
                        *major),
                    { l->id, leafId }, c.deviceLocation(leafId)));
        }
    }
    const double target = c.setting("fabric.max_oversubscription");
    if (target > 0)
        for (const auto &[leafId, bw] : leafBandwidth) {
            if (bw.first <= 0 || bw.second <= 0)
                continue;
            const double ratio = bw.first / bw.second;
            if (ratio > target + 1e-9)
                out.push_back(c.finding("fabric.oversubscription", Severity::Warning, kOversub,
                    fmt::format("leaf {} has {:.0f}G down and {:.0f}G up ({:.2f}:1; target {:.2f}:1)",
                        c.index().device(leafId)->name, bw.first, bw.second, ratio, target),
                    { leafId }, c.deviceLocation(leafId)));
        }
}

// A link's findings read the link, its ends' fields and places; a leaf's, every link on it (the
// majority rail port, the bandwidth at the ports' shared speeds). The owners: the touched links
// and devices (rules/touched.h) and every link of a touched device.
std::optional<IdSet> touchedLinksAndLeaves(const RuleContext &c, const Touched &t)
{
    IdSet owners = t.links;
    for (Id id : t.devices) {
        owners.insert(id);
        if (const DeviceType *type = c.index().typeOfDevice(id))
            for (std::size_t p = 0; p < type->ports.size(); ++p)
                for (const Link *l : c.portLinks().at(id, int(p)))
                    owners.insert(l->id);
    }
    return owners;
}

} // namespace

std::unique_ptr<Rule> makeFabricTopologyRule()
{
    return std::make_unique<ScopedRule>(std::vector<Rule::Code> { { "fabric.rail-misaligned", Severity::Error, kRail },
                                            { "fabric.plane-crossing", Severity::Error, kPlane },
                                            { "fabric.oversubscription", Severity::Warning, kOversub } },
        &touchedLinksAndLeaves, false, &check);
}

} // namespace plenum::rules

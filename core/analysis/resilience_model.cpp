// SPDX-License-Identifier: GPL-3.0-or-later
// ResilienceModel's data (resilience_data.h), built once from the project's links, cables, PSUs and
// CDUs.
#include "analysis/resilience_data.h"

#include <algorithm>
#include <set>

namespace plenum::analysis {
namespace {

bool psuConnector(const PortTemplate &p)
{
    return p.connector == "C14" || p.connector == "C20";
}

} // namespace

ResilienceModel::ResilienceModel(const Project &project)
    : m(std::make_unique<Data>(project))
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
                m->endpoints.push_back({ l.a.device, l.a.port, l.b.device, i });
            } else if (l.tier == Tier::LeafSpine || l.tier == Tier::SpineCore) {
                m->up[l.a.device].push_back({ i, l.b.device });
            }
            if (l.tier != Tier::NodeLeaf)
                m->planeOf[l.a.device] = std::max(0, l.plane);
            m->planeOf[l.b.device] = std::max(0, l.plane);
        }
        // PSU → PDU.
        for (auto [end, other] : { std::pair { &l.a, &l.b }, std::pair { &l.b, &l.a } }) {
            const DeviceType *t = m->index.typeOfDevice(end->device);
            const DeviceType *ot = m->index.typeOfDevice(other->device);
            if (t && ot && ot->role == "pdu" && t->role != "pdu" && end->port >= 0
                && std::size_t(end->port) < t->ports.size() && psuConnector(t->ports[std::size_t(end->port)]))
                m->psus[end->device].push_back({ other->device, i });
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
            if (seen.insert({ s.pathway, s.segment }).second)
                m->linksThrough[{ s.pathway, s.segment }].push_back(it->second);
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

} // namespace plenum::analysis

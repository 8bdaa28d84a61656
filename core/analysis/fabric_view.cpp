// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/fabric_view.h"

#include "fabric/fabric_templates.h"

#include <algorithm>
#include <set>

namespace plenum::analysis {

std::string_view toString(SwitchLayer layer)
{
    switch (layer) {
    case SwitchLayer::Leaf:
        return "leaf";
    case SwitchLayer::Spine:
        return "spine";
    case SwitchLayer::Core:
        return "core";
    }
    return "leaf";
}

FabricView fabricView(const Project &project)
{
    FabricView v;
    const ProjectIndex index(project);
    for (const auto &d : project.devices)
        v.phase_of[d.id] = phaseIndex(project, d.phase);
    std::map<Id, int> nodeLinks;
    std::map<std::pair<Id, int>, int> linksOnNodePort;
    std::set<int> planes;
    for (const auto &l : project.links) {
        if (l.fabric != Fabric::Compute)
            continue;
        planes.insert(std::max(0, l.plane));
        switch (l.tier) {
        case Tier::NodeLeaf:
            ++nodeLinks[l.a.device];
            ++linksOnNodePort[{ l.a.device, l.a.port }];
            v.switches[l.b.device] = SwitchLayer::Leaf;
            break;
        case Tier::LeafSpine:
            v.switches[l.b.device] = SwitchLayer::Spine;
            break;
        case Tier::SpineCore:
            v.switches[l.b.device] = SwitchLayer::Core;
            break;
        default:
            break;
        }
    }
    v.planes = int(planes.size());
    for (const auto &[id, layer] : v.switches)
        v.tiers = std::max(v.tiers, int(layer) + 1);
    for (const auto &[port, n] : linksOnNodePort)
        v.ports_per_nic = std::max(v.ports_per_nic, n);
    for (const auto &d : project.devices) {
        auto it = nodeLinks.find(d.id);
        const DeviceType *t = index.deviceType(d.device_type);
        if (it == nodeLinks.end() || !t || t->gpus <= 0)
            continue; // fabric managers and other non-GPU endpoints are not nodes
        v.nodes.push_back(d.id);
        v.endpoints_per_node = std::max(v.endpoints_per_node, it->second);
        const bool dayOne = v.phase_of[d.id] == 0;
        v.day_one_nodes += dayOne;
        const int gpus = t->gpus;
        v.gpus += gpus;
        v.day_one_gpus += dayOne ? gpus : 0;
        if (v.node_slug.empty())
            v.node_slug = t->slug;
    }
    v.target_nodes = int(v.nodes.size());
    for (const auto &[id, layer] : v.switches)
        if (const DeviceType *t = index.typeOfDevice(id); t && layer == SwitchLayer::Leaf) {
            v.switch_slug = t->slug;
            break;
        }
    return v;
}

std::optional<fabric::FabricSpec> projectFabricSpec(const Project &project, const FabricView &view, std::string *basis)
{
    (void)project;
    if (view.nodes.empty())
        return std::nullopt;
    for (const auto &t : fabric::fabricTemplates()) {
        if (t.node_slug != view.node_slug || t.switch_slug != view.switch_slug || t.spec.planes != view.planes)
            continue;
        if (t.spec.endpointsPerNode() != view.endpoints_per_node)
            continue;
        fabric::FabricSpec spec = fabric::fabricTemplate(t.name).spec;
        spec.nodes = std::max(0, view.day_one_nodes);
        spec.target_nodes = view.target_nodes;
        spec.tiers = std::max(2, view.tiers);
        if (basis)
            *basis = t.name;
        return spec;
    }
    return std::nullopt;
}

std::int64_t gpusUpToPhase(const Project &project, const ProjectIndex &index, int phase)
{
    std::int64_t gpus = 0;
    for (const auto &d : project.devices)
        if (phaseIndex(project, d.phase) <= phase)
            if (const DeviceType *t = index.deviceType(d.device_type))
                gpus += t->gpus;
    return gpus;
}

} // namespace plenum::analysis

// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/resilience.h"
#include "analysis/resilience_data.h"

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

using resilience::feedOf;

std::string_view toString(ComponentKind kind)
{
    switch (kind) {
    case ComponentKind::Switch:
        return "switch";
    case ComponentKind::Plane:
        return "plane";
    case ComponentKind::Segment:
        return "segment";
    case ComponentKind::Feed:
        return "feed";
    case ComponentKind::Pdu:
        return "pdu";
    case ComponentKind::Cdu:
        return "cdu";
    }
    return "switch";
}

std::string_view toString(ImpactLevel level)
{
    switch (level) {
    case ImpactLevel::None:
        return "none";
    case ImpactLevel::Degraded:
        return "degraded";
    case ImpactLevel::Down:
        return "down";
    }
    return "none";
}

std::vector<Component> singleComponents(const Project &project)
{
    const FabricView view = fabricView(project);
    const ProjectIndex index(project);
    std::vector<Component> out;
    for (const auto &d : project.devices)
        if (view.switches.count(d.id))
            out.push_back({ ComponentKind::Switch, d.id, 0, d.name });
    for (int plane = 0; plane < view.planes; ++plane)
        out.push_back({ ComponentKind::Plane, kNoId, plane, fmt::format("plane {}", plane + 1) });
    std::set<std::pair<Id, int>> segments;
    for (const auto &c : project.cables)
        for (const auto &s : c.route)
            segments.insert({ s.pathway, s.segment });
    for (const auto &pw : project.pathways)
        for (int s = 0; s + 1 < int(pw.points.size()); ++s)
            if (segments.count({ pw.id, s }))
                out.push_back({ ComponentKind::Segment, pw.id, s, fmt::format("{} segment {}", pw.name, s) });
    std::set<char> feeds;
    for (const auto &d : project.devices)
        if (const DeviceType *t = index.typeOfDevice(d.id); t && t->role == "pdu") {
            if (char f = feedOf(d))
                feeds.insert(f);
        }
    for (char f : feeds)
        out.push_back({ ComponentKind::Feed, kNoId, int(f), fmt::format("feed {}", f) });
    for (const auto &d : project.devices)
        if (const DeviceType *t = index.typeOfDevice(d.id); t && t->role == "pdu")
            out.push_back({ ComponentKind::Pdu, d.id, 0, d.name });
    for (const auto &d : project.devices)
        if (const DeviceType *t = index.typeOfDevice(d.id); t && t->role == "cdu")
            out.push_back({ ComponentKind::Cdu, d.id, 0, d.name });
    for (const auto &o : project.obstacles)
        if (o.kind == ObstacleKind::Cdu)
            out.push_back({ ComponentKind::Cdu, o.id, 0, o.name });
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
            if (const Component *c
                = byName(ComponentKind::Segment, rest.substr(0, last) + " segment " + rest.substr(last + 1)))
                return *c;
        throw Error(fmt::format("no cable runs through pathway segment '{}' (write segment:PATHWAY:N)", rest));
    }
    for (ComponentKind k : { ComponentKind::Switch, ComponentKind::Pdu, ComponentKind::Cdu }) {
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
        const bool worse = k.components == 1 || f.nodes_down > k.worst.nodes_down
            || (f.nodes_down == k.worst.nodes_down && f.bandwidth_lost > k.worst.bandwidth_lost + 1e-12)
            || (f.nodes_down == k.worst.nodes_down && std::abs(f.bandwidth_lost - k.worst.bandwidth_lost) <= 1e-12
                && int(f.level) > int(k.worst.level));
        if (worse)
            k.worst = f;
    }
    for (auto &[kind, k] : kinds)
        s.kinds.push_back(std::move(k));
    return s;
}

} // namespace plenum::analysis

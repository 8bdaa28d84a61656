// SPDX-License-Identifier: GPL-3.0-or-later
// Single-failure analysis (the CTO's "where are the single points of failure?"): remove one
// component — a fabric switch, a whole plane, a pathway segment, a PDU feed or one PDU, a CDU —
// and report what loses power, cooling, connectivity or bandwidth.
//
// The model:
// - A cut pathway segment cuts every cable routed through it; a dead device takes its links down.
// - Power: a device runs on the PSUs whose PDU (and cord) survive: at least N of N+M → ok; fewer,
//   but their rating still covers the typical draw → power-capped (degraded); else off.
// - Cooling: liquid-cooled devices need a CDU: an in-rack CDU (role "cdu") serves its rack, hall
//   CDUs (obstacles of kind cdu) serve the hall; losing the last one stops those devices.
// - Bandwidth of a node's fabric port: 0 when its link, leaf or the node is down; else the share of
//   its leaf's uplinks that still reach the top (a spine's share of surviving core links counts
//   too); 1 for a leaf without uplinks.
// - A node is down when it has no power or cooling, when it loses every fabric port, or — in a
//   single-plane fabric — when one of its NICs loses every port (its GPU drops out of the
//   collective: the job stops). With two or more planes, cross-plane traffic goes through the node
//   (REFERENCE.md, DeepSeek ISCA 2025), so a lost NIC port costs bandwidth: degraded, running.
#pragma once

#include "model/project.h"

#include <memory>
#include <string>
#include <vector>

namespace plenum::analysis {

enum class ComponentKind { Switch, Plane, Segment, Feed, Pdu, Cdu };
std::string_view toString(ComponentKind kind);

struct Component {
    ComponentKind kind = ComponentKind::Switch;
    Id id = kNoId; // switch, PDU or CDU device, CDU obstacle, or pathway
    int index = 0; // plane number, segment number, or the feed letter
    std::string name; // "leaf-su01-r1", "plane 2", "ROW-A-DATA segment 3", "feed A"
};

enum class ImpactLevel { None, Degraded, Down };
std::string_view toString(ImpactLevel level);

struct FailureImpact {
    Component component;
    ImpactLevel level = ImpactLevel::None;
    int nodes_down = 0, nodes_degraded = 0;
    std::int64_t gpus_down = 0;
    double bandwidth_lost = 0; // share of the compute fabric's node-port bandwidth lost (0..1)
    int links_cut = 0; // links of any fabric through a cut segment or to a dead device
    int devices_off = 0; // devices without power or cooling
    int devices_power_capped = 0;
    std::vector<std::string> examples; // a few names of what is down or degraded
    std::string summary; // one sentence
};

// The fields of a failure as `plenum-cli resilience --json` lists them (json/report_json.h).
template <typename F> void visitReport(const FailureImpact &x, F &&f)
{
    f("kind", x.component.kind);
    f("component", x.component.name);
    f("impact", x.level);
    f("nodes_down", x.nodes_down);
    f("gpus_down", x.gpus_down);
    f("nodes_degraded", x.nodes_degraded);
    f("bandwidth_lost", x.bandwidth_lost);
    f("links_cut", x.links_cut);
    f("devices_off", x.devices_off);
    f("devices_power_capped", x.devices_power_capped);
    f("examples", x.examples);
    f("summary", x.summary);
}

// Every single component of the project worth failing, in a stable order.
std::vector<Component> singleComponents(const Project &project);

// Parses "switch:NAME", "plane:N" (1-based), "segment:PATHWAY:N", "feed:A", "pdu:NAME",
// "cdu:NAME", or a bare device name; throws Error naming the component when there is no such thing.
Component findComponent(const Project &project, const std::string &text);

class ResilienceModel {
public:
    explicit ResilienceModel(const Project &project);
    ~ResilienceModel();
    FailureImpact fail(const Component &component) const;

    struct Data; // the project's links, power and cooling as the failure steps read them (opaque)

private:
    std::unique_ptr<Data> m;
};

struct KindSummary {
    ComponentKind kind = ComponentKind::Switch;
    int components = 0, down = 0, degraded = 0, none = 0;
    FailureImpact worst; // the failure with the most nodes down, then the most bandwidth lost
};

struct ResilienceSurvey {
    int planes = 0;
    std::vector<KindSummary> kinds; // in ComponentKind order, kinds the project has
};

template <typename F> void visitReport(const KindSummary &k, F &&f)
{
    f("kind", k.kind);
    f("components", k.components);
    f("down", k.down);
    f("degraded", k.degraded);
    f("none", k.none);
    f("worst", k.worst);
}
template <typename F> void visitReport(const ResilienceSurvey &s, F &&f)
{
    f("planes", s.planes);
    f("kinds", s.kinds);
}

ResilienceSurvey surveyResilience(const Project &project);

} // namespace plenum::analysis

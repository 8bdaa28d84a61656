// SPDX-License-Identifier: GPL-3.0-or-later
// The pods and comparisons of the incremental engine's tests (test_incremental, test_incremental_route,
// test_incremental_checks): a small routed pod whose trays form a cycle, its variants, a full route
// to compare an incremental reroute with, and the first difference for a failure message.
#pragma once

#include "edit/field_edit.h"
#include "random_edits.h"
#include "routing/incremental.h"
#include "rules/rules.h"

#include <algorithm>
#include <array>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace plenum::testing {

// The first cable that differs, for the failure message.
inline std::string firstDifference(const Project &a, const Project &b)
{
    if (a.cables.size() != b.cables.size())
        return "incremental has " + std::to_string(a.cables.size()) + " cables, full "
            + std::to_string(b.cables.size());
    for (std::size_t i = 0; i < a.cables.size(); ++i)
        if (!(a.cables[i] == b.cables[i]))
            return "cable " + std::to_string(i) + " (link " + std::to_string(a.cables[i].link) + ", id "
                + std::to_string(a.cables[i].id) + " vs " + std::to_string(b.cables[i].id) + ", ordered "
                + std::to_string(a.cables[i].ordered_length_mm) + " vs " + std::to_string(b.cables[i].ordered_length_mm)
                + ", route steps " + std::to_string(a.cables[i].route.size()) + " vs "
                + std::to_string(b.cables[i].route.size()) + ")";
    if (a.next_id != b.next_id)
        return "next_id " + std::to_string(a.next_id) + " vs " + std::to_string(b.next_id);
    return "a table other than cables";
}

// The first finding only one of two lists has, for the failure message.
inline std::string firstDifference(const rules::Findings &incremental, const rules::Findings &full)
{
    for (const auto &[a, b, which] :
        { std::tuple { &incremental, &full, "only incremental" }, std::tuple { &full, &incremental, "only full" } })
        for (const rules::Finding &f : *a)
            if (std::find(b->begin(), b->end(), f) == b->end())
                return std::string(which) + ": " + f.code + " " + f.message;
    return "the same findings in another order";
}

// The pod of test_edit_random with ladders of four segments and a second tray across the aisle at
// the far end (x = 7.2 m), so the trays form a cycle: a cable between rows A and B then has two routes, of exactly
// equal length between racks whose x add up to 9.6 m, and which one it takes depends on the end its tree grows from
// (routing::router_impl::treeFromB). And redundancy groups: each node's two links to the two leaves over
// OSFP1 (as the layout groups a bonded pair), whose second member avoids the first's segments.
inline Project cyclicPod(int trayWidthMm)
{
    Project p = startingPod();
    // Ladders over the rows in four segments each (a route's segments are the trays' point pairs),
    // joined at both ends.
    for (const Pathway &pw : std::vector<Pathway>(p.pathways))
        deletePathway(p, pw.id);
    for (const auto &[name, y] : { std::pair { "Ladder A", 3000 }, std::pair { "Ladder B", 6600 } })
        addPathway(p,
            { name, kNoId, PathwayKind::Ladder, Service::Data,
                { { 2400, y, 2600 }, { 3600, y, 2600 }, { 4800, y, 2600 }, { 6000, y, 2600 }, { 7200, y, 2600 } },
                trayWidthMm, 100, "" });
    for (const auto &[name, x] : { std::pair { "Cross", 2400 }, std::pair { "Cross 2", 7200 } })
        addPathway(p,
            { name, kNoId, PathwayKind::Tray, Service::Data, { { x, 3000, 2600 }, { x, 6600, 2600 } }, trayWidthMm, 100,
                "" });
    // Cable managers judged at 0.05 % of their area (30 mm² of 60,000) (the default is 50 %): the racks with a few
    // fibres stay under it, the racks with a dozen go over, so rack.cable-manager's findings
    // appear, change and clear as the random edits move cables (its incremental scope is judged).
    p.settings["rack.cable_manager_fill_ratio"] = 0.0005;
    mountDevice(p, { "nodeA", "nvidia-dgx-h100", "A06", 3, Face::Front, "" });
    addLink(p, { "nodeA:OSFP3P1", "leaf1:OSFP11P1" });
    mountDevice(p, { "nodeB", "nvidia-dgx-h100", "B06", 3, Face::Front, "" });
    addLinkRange(p, "nodeB:OSFP[3-4]P1", "leaf1:OSFP[9-10]P1");
    // startingPod's ranges: links 0–5 are node1–6 OSFP1P1 to leaf1, 6–11 OSFP1P2 to leaf2, 12–17
    // OSFP2P1 to leaf1; then nodeA's (24) and nodeB's (25, 26).
    const std::vector<Link> links = p.links;
    for (std::size_t n = 0; n < 6; ++n)
        for (std::size_t k : { n, n + 6 })
            setField(p, "links", std::to_string(links[k].id), "redundancy_group", std::to_string(n + 1));
    // And two groups across the rows, each of a row-A link and one of nodeB's (row B), all to
    // leaf1 in A03: node1 (A01, link 12) with nodeB's first link, nodeA (A06, link 24) with its
    // second. From B06 one way round passes over A01's stretch of ladder A, the other over A06's;
    // the way east is the shorter for both of nodeB's links (by 1.2 m or more, no tie), so the
    // second of them detours round the west cross tray.
    for (const auto &[group, ids] : { std::pair { 7, std::array { links.at(12).id, links.at(25).id } },
             std::pair { 8, std::array { links.at(24).id, links.at(26).id } } })
        for (Id id : ids)
            setField(p, "links", std::to_string(id), "redundancy_group", std::to_string(group));
    // So that the findings of every provider the incremental checks scope appear and clear as the
    // edits go (else a scope too narrow could not fail the comparison): limits the pod's cables
    // cross (none of them read by the router) — slack over 0.5 m (cable.slack), twisted pair over
    // 4 m (cable.reach's provider), trays over 0.3 kg/m (pathway.fill's provider) —
    p.settings["cable.max_slack_mm"] = 500;
    p.settings["cable.max_forced_slack_mm"] = 500;
    p.settings["cable.copper_channel_max_mm"] = 4000;
    p.settings["pathway.max_load_kg_per_m"] = 0.3;
    // tray runs over 0.5 m longer than their racks' distance (cable.detour) —
    p.settings["cable.max_detour_mm"] = 500;
    // racks over 400 kg/m² of floor, three GPU servers (about 130 kg each) in a 0.72 m² rack
    // (space.rack-weight's provider) —
    p.settings["space.floor_rating_kg_m2"] = 400;
    // rails and scalable units on the leaves and nodes (node4–6 in another SU than the leaves,
    // OSFP2P1 not leaf1's majority port: fabric.rail-misaligned), the nodes' eth0 on a management
    // switch in A03 (copper channels), and two PDUs high in A02 with node1's PSUs on both feeds and
    // node2's on feed A only (power.feed-split). The cords are compute-fabric links, so those that
    // reach another rack (nodeP's, high in A01) run along the data ladder (pathway.power-data).
    // Edits adds and deletes more of each.
    using Setting = std::array<const char *, 3>; // device, field, value
    for (const Setting &set : { Setting { "leaf1", "rail", "0" }, Setting { "leaf1", "su", "0" },
             Setting { "leaf2", "rail", "1" }, Setting { "leaf2", "su", "0" }, Setting { "node1", "su", "0" },
             Setting { "node2", "su", "0" }, Setting { "node3", "su", "0" }, Setting { "node4", "su", "1" },
             Setting { "node5", "su", "1" }, Setting { "node6", "su", "1" } })
        setField(p, "devices", set[0], set[1], set[2]);
    if (trayWidthMm < 100)
        return p; // the narrow trays are for fill: power cords and copper would fill them at once
    // 70 mm in front of a port (cable.bend-radius: an OSFP transceiver's nose and an MPO plug
    // before a fibre may bend do not fit it at the front of a switch, but do at a rear-facing port
    // with the rack's spare depth behind it) — not read by the router.
    p.settings["rack.door_clearance_mm"] = 70;
    // And one empty rack turned round, its front in the hot aisle (airflow.rack-facing), so that
    // such findings clear as well as appear while the edits turn, move and delete racks.
    rotateRack(p, "A05", 180);
    mountDevice(p, { "pduA", "pdu-3ph-415v-32a", "A02", 44, Face::Rear, "", "A" });
    mountDevice(p, { "pduB", "pdu-3ph-415v-32a", "A02", 45, Face::Rear, "", "B" });
    mountDevice(p, { "nodeP", "nvidia-dgx-h100", "A01", 40, Face::Front, "" });
    mountDevice(p, { "mgmt1", "nvidia-sn2201", "A03", 30, Face::Front, "" });
    addLinkRange(p, "node[1-6]:eth0", "mgmt1:swp[1-6]");
    using Cord = std::array<const char *, 2>; // PSU, outlet
    for (const Cord &cord : { Cord { "node1:PSU1", "pduA:C19-1" }, Cord { "node1:PSU2", "pduB:C19-1" },
             Cord { "node2:PSU1", "pduA:C19-2" }, Cord { "node2:PSU2", "pduA:C19-3" },
             Cord { "nodeP:PSU1", "pduA:C19-4" }, Cord { "nodeP:PSU2", "pduB:C19-4" } })
        addLink(p, { cord[0], cord[1] });
    // Racks of 25 kW, set last (a mount over the budget is refused): A01's four and A02's three
    // GPU servers are over it (power.rack-budget), and fall under it as the edits take them out.
    for (RackType &t : p.rack_types)
        t.power_budget_w = 25000;
    return p;
}

// The project routed in full with a state of its own: what an incremental reroute must equal.
inline Project routedInFull(Project p)
{
    routing::RoutingState state;
    routing::routeAll(p, state);
    return p;
}

// The pod with a third switch, leaf3 in A03 3 U above leaf1, and the two links of its first
// twin-port OSFP cage to leaf1's 20th: one twin-port cable (NVIDIA MCP4Y10) for both.
inline Project podWithTwinCable()
{
    Project p = cyclicPod(300);
    mountDevice(p, { "leaf3", "nvidia-qm9700", "A03", 43, Face::Front, "" });
    addLinkRange(p, "leaf3:OSFP1P[1-2]", "leaf1:OSFP20P[1-2]");
    return p;
}

} // namespace plenum::testing

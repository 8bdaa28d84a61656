// SPDX-License-Identifier: GPL-3.0-or-later
// Internal to core/layout's extension (extend.h), split by concern: extend_fabric.cpp reads the
// installed compute fabric and plans the new devices and links; extend_side.cpp does the same for
// the storage and in-band networks; extend_place.cpp finds free floor positions; extend_paths.cpp
// lays trays over the new racks; extend.cpp builds the racks and applies everything through
// core/edit.
#pragma once

#include "analysis/extension.h"
#include "analysis/fabric_view.h"
#include "edit/link_edit.h"
#include "model/project.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace plenum::layout::extension {

// The installed rail-optimized compute fabric, read from its links.
struct InstalledFabric {
    std::vector<Id> nodes; // GPU nodes, project order
    std::vector<int> rail_ports; // node port index by rail
    std::vector<std::vector<Id>> su_leaves; // per scalable unit: its leaf by rail
    std::vector<int> su_nodes; // nodes per scalable unit
    std::vector<int> node_su; // per node: its scalable unit (index into su_leaves)
    std::vector<Id> spines; // by name
    std::set<Id> leaf_set, spine_set;
    std::vector<int> leaf_down_ports, leaf_up_ports; // leaf ports used towards nodes / spines
    std::vector<int> spine_ports; // a spine's ports at the uplinks' speed, not management
    Id node_type = kNoId, leaf_type = kNoId, spine_type = kNoId;
    int plane = 0;
    int su_size = 0; // nodes of a full scalable unit (the template's)
};

// Throws Error when the installed fabric is not rail-optimized with one rail plan for every node.
InstalledFabric readInstalledFabric(const Project &project, const analysis::FabricView &view, int su_size);

// The names of the new devices and the compute links between them and the installed fabric.
struct FabricGrowth {
    std::vector<std::string> nodes, leaves, spines; // new device names, in placing order
    std::vector<edit::LinkSpec> node_links; // node–leaf
    std::vector<edit::LinkSpec> uplinks; // leaf–spine, where both ends have free ports
    int deferred_uplinks = 0; // plan.new_uplinks − uplinks.size()
    int deferred_node_links = 0; // rails whose installed leaf has no free down port
    // Per new node: the new scalable unit it is in (its leaves are leaves[su × rails + rail]), or
    // -1 when it fills an installed partial one.
    std::vector<int> node_su;
};

FabricGrowth planFabricGrowth(const Project &project, const InstalledFabric &fabric,
    const analysis::ExtensionPlan &plan, const std::string &phase);

// A network beside the compute fabric (storage, in-band) as the installed GPU nodes reach it, read
// from its links: every node on the same ports (its "rails", e.g. a bonded a/b pair), the leaves
// of each of its scalable units (the nodes that share leaves).
struct InstalledSide {
    Fabric fabric = Fabric::Storage;
    std::vector<int> node_ports; // node port by rail, in port order
    std::vector<int> node_groups; // the first node's link on each rail: its redundancy group (0: none)
    std::vector<int> node_planes; // … and its plane
    std::vector<std::vector<Id>> su_leaves; // per SU, by its first node: leaf by rail
    std::vector<int> su_nodes; // GPU nodes per SU
    std::vector<int> su_first_node; // index into InstalledFabric::nodes
    std::vector<int> node_su; // per GPU node: its SU here
    std::set<Id> leaves; // every leaf of the network, also those of storage nodes only
    int speed_gbps = 0; // the rails' speed
};

// The storage and in-band networks the installed nodes reach. Throws Error when a node is cabled
// to one on other ports than the first node (the extension copies one rail plan).
std::vector<InstalledSide> readInstalledSides(const Project &project, const InstalledFabric &fabric);

// What the new nodes need on one side network: free down ports of the installed SU of the last
// installed node first, then new SUs whose leaves copy the installed first SU's (type, ports,
// uplinks to the same spines where those have free ports), named by the installed pattern with the
// next SU number ("stor-leaf-su03-a").
struct SideGrowth {
    Fabric fabric = Fabric::Storage;
    std::vector<std::vector<std::string>> sus; // new SUs: leaf names by rail
    std::vector<int> su_block; // per new SU: FabricGrowth::node_su of its first node
    std::vector<edit::LinkSpec> node_links; // each new node's rails, a redundancy group per node as installed
    std::vector<edit::LinkSpec> uplinks; // new leaves to the installed spines with free ports
    int deferred_uplinks = 0; // new leaves' uplinks whose spine has no free port left
};

// `group`: the project's highest redundancy group, advanced by the groups handed out.
SideGrowth planSideGrowth(const Project &project, const InstalledFabric &fabric, const InstalledSide &side,
    const FabricGrowth &growth, const std::string &phase, int &group);

// A name numbered by its SU: "stor-leaf-su01-a" → prefix "stor-leaf-su", number 1, width 2, suffix
// "-a"; with(3) → "stor-leaf-su03-a". suName: the last "su" followed by digits, else nullopt.
struct SuName {
    std::string prefix, suffix;
    int number = 0;
    std::size_t width = 0;
    std::string with(int su) const;
};
std::optional<SuName> suName(const std::string &name);

// The next `count` names after the highest-numbered of `existing` (trailing digits, width kept:
// node00064 → node00065 …), skipping names in `taken`. Error when `existing` has no numbered name.
std::vector<std::string> continueNames(
    const std::vector<std::string> &existing, int count, const std::set<std::string> &taken);

// A line of installed racks: same orientation (rows running along x for facings 0/180, along y for
// 90/270) and the same across coordinate.
struct Line {
    bool along_x = true;
    std::int64_t across = 0;
    int facing = 0;
    std::int64_t lo = 0, hi = 0; // along coordinate of the line's two ends (its racks' outer sides)
    Id row = kNoId; // the installed row of its racks (kNoId: none, or a new line)
    bool added = false; // a new line
};

struct Slot {
    Point position;
    int line = -1; // index into FloorPlan::lines
};

// Free positions for new racks of `type` in `hall`: each `take` returns the first position, in the
// order of preference for a rack copying `model` (its own line continued, the other installed
// lines continued, then new lines at the installed pitch), that passes rules::rackPlacementProblem
// and rules::rackAisleProblem against the project and the racks taken so far, and keeps the installed
// layout's clearances to the walls (the least distance of an installed rack to the hall's bounding
// box, along x and along y: the end and wall clearances the installed rows were laid out with).
// A new rack of another width (an 800 mm leaf rack after 600 mm GPU racks) stands flush against the
// racks taken before it on its line.
class FloorPlan {
public:
    // `type`: the racks' depth across a line (every rack type of the hall shares it).
    FloorPlan(const Project &project, const Hall &hall, const RackType &type);
    std::optional<Slot> take(const Rack &model, const RackType &type, const std::string &name);
    std::vector<Line> lines;

private:
    std::vector<Point> candidates(int line, const RackType &type) const;
    std::vector<int> lineOrder(int first) const;
    void addLines();
    bool fits(Rack &rack, const RackType &type) const;
    const Project &m_p;
    const Hall &m_hall;
    const RackType &m_type;
    std::int64_t m_x0 = 0, m_y0 = 0, m_x1 = 0, m_y1 = 0; // the hall's bounding box, less the installed
                                                         // racks' clearances to it
    double m_cold = 0, m_hot = 0;
    std::vector<std::pair<Rack, RackType>> m_taken;
    std::set<std::tuple<std::int64_t, std::int64_t, int, int>> m_dead; // refused or taken (x, y, facing, width)
};

struct PlacedRun {
    std::vector<const Rack *> racks; // new racks of one line, side by side
    const Rack *model = nullptr; // the installed rack the first one copies
};

// Trays over each run, one per service the hall's installed trays carry, joined to the nearest
// installed tray point of that service. Returns the pathways added.
int addRunPathways(Project &project, const std::vector<PlacedRun> &runs, const std::string &phase);

} // namespace plenum::layout::extension

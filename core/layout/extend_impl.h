// SPDX-License-Identifier: GPL-3.0-or-later
// Internal to core/layout's extension (extend.h), split by concern: extend_fabric.cpp reads the
// installed compute fabric and plans the new devices and links; extend_place.cpp finds free floor
// positions; extend_paths.cpp lays trays over the new racks; extend.cpp builds the racks and
// applies everything through core/edit.
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
};

FabricGrowth planFabricGrowth(const Project &project, const InstalledFabric &fabric,
    const analysis::ExtensionPlan &plan, const std::string &phase);

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
class FloorPlan {
public:
    FloorPlan(const Project &project, const Hall &hall, const RackType &type);
    std::optional<Slot> take(const Rack &model, const std::string &name);
    std::vector<Line> lines;

private:
    std::vector<Point> candidates(int line) const;
    std::vector<int> lineOrder(int first) const;
    void addLines();
    bool fits(Rack &rack) const;
    const Project &m_p;
    const Hall &m_hall;
    const RackType &m_type;
    std::int64_t m_x0 = 0, m_y0 = 0, m_x1 = 0, m_y1 = 0; // the hall's bounding box, less the installed
                                                         // racks' clearances to it
    double m_cold = 0, m_hot = 0;
    std::vector<std::pair<Rack, RackType>> m_taken;
    std::set<std::tuple<std::int64_t, std::int64_t, int>> m_dead; // refused or taken positions
};

struct PlacedRun {
    std::vector<const Rack *> racks; // new racks of one line, side by side
    const Rack *model = nullptr; // the installed rack the first one copies
};

// Trays over each run, one per service the hall's installed trays carry, joined to the nearest
// installed tray point of that service. Returns the pathways added.
int addRunPathways(Project &project, const std::vector<PlacedRun> &runs, const std::string &phase);

} // namespace plenum::layout::extension

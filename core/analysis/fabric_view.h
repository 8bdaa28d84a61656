// SPDX-License-Identifier: GPL-3.0-or-later
// The compute fabric of a project as the buyer's analyses (growth, resilience, reliability, cost,
// review) see it: which devices are GPU nodes and which are leaves, spines and cores (read from
// the tiers of the compute links, not from names), per phase; and the FabricSpec that reproduces
// it, so core/fabric can size the alternatives (day-one-sized fabric, 2/3-tier, multi-plane).
#pragma once

#include "fabric/fabric_spec.h"
#include "model/index.h"
#include "model/phase_lookup.h"
#include "model/project.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace plenum::analysis {

enum class SwitchLayer { Leaf, Spine, Core };
std::string_view toString(SwitchLayer layer);

struct FabricView {
    std::vector<Id> nodes; // GPU devices with node→leaf compute links, project order
    std::map<Id, SwitchLayer> switches; // compute fabric switches by layer
    std::map<Id, int> phase_of; // device id → index into Project::phases (0 = day one)
    int planes = 0; // distinct planes of the compute links (0: no compute fabric)
    int tiers = 0; // 1: leaves only, 2: + spines, 3: + cores
    int endpoints_per_node = 0; // compute node→leaf links of the busiest node
    int ports_per_nic = 1; // links sharing one node port (2: biplanar 800G as 2 × 400G)
    int day_one_nodes = 0;
    int target_nodes = 0;
    std::int64_t gpus = 0, day_one_gpus = 0;
    std::string node_slug, switch_slug; // device types of the nodes and the leaves
};

FabricView fabricView(const Project &project);

// The FabricSpec of the project's compute fabric: the fabric template whose node and switch types
// and plane count match (its prices and scalable-unit size), with the project's day-one and target
// node counts and tier count; nullopt when the project has no compute fabric or no template matches.
// `basis` receives the template's name.
std::optional<fabric::FabricSpec> projectFabricSpec(
    const Project &project, const FabricView &view, std::string *basis = nullptr);

// Number of GPUs of devices added up to and including phase index `phase`.
std::int64_t gpusUpToPhase(const Project &project, const ProjectIndex &index, int phase);

} // namespace plenum::analysis

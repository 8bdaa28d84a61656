// SPDX-License-Identifier: GPL-3.0-or-later
// The parts of the growth plan (analysis/growth.h), private to its files: what each phase adds and
// which earlier links it displaces (growth_changes.cpp), what each transition finds reserved
// (growth_reservations.cpp); analyseGrowth (growth.cpp) puts them together with the strategy
// comparison (growth_strategy.cpp) and the storage lock-in.
#pragma once

#include "analysis/fabric_view.h"
#include "analysis/growth.h"
#include "model/index.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace plenum::analysis::growth_parts {

// One entry per phase (index 0: day one; at least one): its name and its predecessor's as `to`
// and `from` (day one's empty), and what the phase adds, with its BOM subtotal as `cost_usd`.
std::vector<TransitionReport> additionsPerPhase(const Project &p, const ProjectIndex &index, const FabricView &view);

// Re-terminations: a port whose links outnumber what it carries once a later phase adds its link:
// the earlier link has to be unplugged and moved (a maintenance window). Counts them (with up to
// five examples) into the entry of the phase that displaces them and returns, per phase index,
// the nodes behind the displaced links.
std::map<int, std::set<Id>> countReterminations(
    const Project &p, const ProjectIndex &index, std::vector<TransitionReport> &perPhase);

// Error findings per reservation group ("spine ports", "floor positions", "pathway fill",
// "power", "cooling") of the checks of each phase, in phase order.
using ErrorsByGroup = std::map<std::string, int>;
std::vector<ErrorsByGroup> errorsPerPhase(const Project &p);

// The reservation checks of the transition into phase index `i` (≥ 1): spine ports, floor
// positions, pathway fill, power and cooling, each from the errors phase `i` adds over `i − 1`.
std::vector<ReservationCheck> reservationChecks(const Project &p, const ProjectIndex &index, const FabricView &view,
    int i, const TransitionReport &t, const std::vector<ErrorsByGroup> &errors);

} // namespace plenum::analysis::growth_parts

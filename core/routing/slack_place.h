// SPDX-License-Identifier: GPL-3.0-or-later
// Where slack is coiled, and where a rack's exhaust zone is (DESIGN.md §5, §6; the seed's cluster
// cooked its fibre because the slack was bundled behind the servers, in the hot exhaust).
//
// A rack's exhaust side is the face (in its own frame) its devices blow out of, weighted by their
// typical power: front-to-rear and side-to-rear devices exhaust at their rear, rear-to-front ones
// at their front, a reversed mounting turns that round; racks with no such device count as
// exhausting at the rear (fronts face the cold aisle). In a rack, the exhaust zone is the half of
// the depth on that side, at every height. On the floor it is the hot aisle: the strip behind the
// exhaust face, `hot_aisle_depth_mm` deep and as wide as the rack, up to the top of its U space —
// a tray above the racks is out of it, a tray run at server height across the hot aisle is in it.
#pragma once

#include "model/index.h"
#include "routing/rack_geometry.h"

#include <optional>
#include <string>
#include <unordered_map>

namespace plenum::routing {

// The face a device blows its air out of in the rack's frame (nullopt: passive, mixed, sideways
// or vertical airflow).
std::optional<Face> exhaustFace(Airflow airflow, bool reversed);

// Every rack's exhaust side.
std::unordered_map<Id, Face> rackExhaustSides(const Project &project, const ProjectIndex &index);

// Whether a place lies in an exhaust zone (`exhaust`: rackExhaustSides()). For a tray segment,
// `why` names the rack whose hot aisle it crosses.
bool inExhaustZone(const Project &project, const ProjectIndex &index, const std::unordered_map<Id, Face> &exhaust,
    const SlackPlace &place, double hotAisleDepthMm, std::string *why = nullptr);

// Whether `rack` can decide inExhaustZone() of a tray place: the coil's point lies across the rack
// and behind its front or its rear within the hot aisle's depth (whichever face it exhausts at, at
// any height, in any hall). False means the rack's place, turn and exhaust side do not matter to
// it (the incremental checks judge again only the tray coils near a changed rack). True when the
// rack's type is unknown.
bool nearHotAisle(const Project &project, const ProjectIndex &index, const Rack &rack, const SlackPlace &place,
    double hotAisleDepthMm);

// The place in words, for the cable schedule: "A01 cable manager, front half, 0.52-0.62 m" or
// "Row A ladder, segment 2".
std::string describe(const ProjectIndex &index, const SlackPlace &place);

} // namespace plenum::routing

// SPDX-License-Identifier: GPL-3.0-or-later
// What `plenum-cli new` asks of the layout: a fabric template at day-one and target sizes, a hall
// (given or sized to fit), aisle widths and clearances, and a placement strategy.
#pragma once

#include "model/project.h"

#include <string>
#include <vector>

namespace plenum::layout {

// Where a row's leaf racks stand: at the row end next to the backbone, or in the middle of the row.
// Spine and core racks always stand in a network row in the middle of the hall.
enum class Strategy { RowEnd, RowMiddle };
std::string_view toString(Strategy);
Strategy parseStrategy(std::string_view text); // throws Error listing the known names

enum class RackNaming { FloorGrid, RowPosition };

// How links between rows are cabled (issue #16): each with a cable of its own from port to port, or
// structured — fibre panels near the row ends, trunks between the rows' panels and short cords from
// the ports to the panels (model/channel.h; layout/structured.cpp says which links).
enum class Cabling { PointToPoint, Structured };
std::string_view toString(Cabling); // "point-to-point", "structured"
Cabling parseCabling(std::string_view text); // throws Error listing the known names

struct HallSpec {
    std::int64_t width_mm = 0; // 0: sized to fit the target
    std::int64_t depth_mm = 0;
    int tile_mm = 600;
    int cold_aisle_mm = 1200;
    int hot_aisle_mm = 1200;
    int wall_clearance_mm = 1200; // first and last row to the walls
    int end_clearance_mm = 1200; // row ends to the walls, beyond the backbone trays (at both ends)
    int obstacle_clearance_mm = 600;
    int max_racks_per_row = 0; // 0: 20, or more for large halls so the hall stays about square
    // Cross-aisle ladders (and fibre runways) joining neighbouring rows between the backbones at
    // both row ends, at most this many racks apart; 0: only the backbones.
    int cross_ladder_every_racks = 10;
    int ceiling_height_mm = 4500;
    Containment containment = Containment::ColdAisle;
    RackNaming naming = RackNaming::FloorGrid;
    std::vector<Obstacle> obstacles; // outlines in hall coordinates (ids and hall set by the builder)
};

struct BuildRequest {
    std::string template_name;
    int nodes = 0; // day one; 0: the template's default
    int target_nodes = 0; // 0: same as nodes
    int tiers = 0; // 0: 2 tiers when they suffice, else 3
    HallSpec hall;
    Strategy strategy = Strategy::RowEnd;
    Cabling cabling = Cabling::PointToPoint;
    std::string project_name;
};

struct BuildReport {
    int rows = 0;
    int racks = 0;
    int racks_day_one = 0;
    int devices = 0;
    int links = 0;
    int pathways = 0;
    std::int64_t hall_width_mm = 0;
    std::int64_t hall_depth_mm = 0;
    std::vector<std::string> notes; // what the designer should know (e.g. a fabric manager left unconnected)
    std::string tiers; // the tier count chosen and why (fabric::TierChoice::why), as `plenum-cli fabric` says it
};

} // namespace plenum::layout

// SPDX-License-Identifier: GPL-3.0-or-later
// Built-in project templates for `plenum-cli new` and the new-project wizard.
#pragma once

#include "model/project.h"

#include <string>
#include <vector>

namespace plenum {

struct TemplateInfo {
    std::string name;
    std::string description;
    std::string source; // the public reference the template follows
    bool fixed_size = false; // its node counts, tiers and hall are its own: TemplateOptions may not size it
};

struct TemplateOptions {
    std::string project_name;
    int nodes = 0; // day one; 0: the template's default
    int target_nodes = 0; // 0: same as nodes
    int tiers = 0; // 0: automatic
    std::int64_t hall_width_mm = 0; // 0: sized to fit the target
    std::int64_t hall_depth_mm = 0;
    std::string strategy = "row-end";
    std::string cabling = "point-to-point"; // or "structured" (layout::Cabling)
    int cross_ladder_every_racks = 10; // cross-aisle ladders at most this many racks apart; 0: none
    int tile_mm = 0; // floor tile; 0: 600 mm (the 'empty' template only)
};

struct TemplateReport {
    int rows = 0;
    int racks = 0;
    int racks_day_one = 0;
    std::int64_t hall_width_mm = 0;
    std::int64_t hall_depth_mm = 0;
    std::vector<std::string> notes;
    std::string tiers; // the fabric's tier count and why it was chosen; empty for the 'empty' template
};

std::vector<TemplateInfo> builtinTemplates();

// The 'empty' template: one rectangular hall of hall_width_mm × hall_depth_mm with its tile grid
// (tile_mm), phases day-one and target, and nothing else — the start of a hand design with
// `plenum-cli edit`. Not among builtinTemplates(), which are the generated designs.
TemplateInfo emptyTemplateInfo();

// Builds a complete project from a template (or the 'empty' one); throws Error for an unknown
// template name, an impossible size or a hall too small for the target.
Project projectFromTemplate(const std::string &name, const TemplateOptions &options, TemplateReport *report = nullptr);

} // namespace plenum

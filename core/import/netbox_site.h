// SPDX-License-Identifier: GPL-3.0-or-later
// An existing site from NetBox (issue #21): NetBox's CSV files of racks, devices, cables and,
// optionally, interfaces — as NetBox's bulk import reads them and as `plenum-cli export --format
// netbox` writes them (export/netbox_tables.h) — plus the floor position of every rack, which
// NetBox does not hold, become a project whose every object is in the phase `existing`.
//
// Columns are found by name (the fields of NetBox's import forms; the headers of NetBox's table
// export are accepted too: "Device A", "Termination A", "Type", "Position (U)", …); other columns
// are ignored. The project is built through the edit layer (core/edit), so it satisfies the same
// checks as a hand edit; every error names the file and line or the objects it concerns, and the
// whole import fails or succeeds: nothing is returned half-built.
#pragma once

#include "model/project.h"

#include <optional>
#include <string>
#include <vector>

namespace plenum::importing {

struct SiteFile {
    std::string name; // shown in errors: "racks.csv"
    std::string text;
};

struct SiteInput {
    SiteFile racks; // name [, site, location, u_height, outer_width, outer_depth, outer_unit, description]
    SiteFile devices; // name, device_type, rack, position, face [, manufacturer, role, airflow, description]
    SiteFile cables; // side_a_device, side_a_name, side_b_device, side_b_name [, side_a_type, side_b_type]
    std::optional<SiteFile> interfaces; // device, name [, type]: checked against the device types
    SiteFile positions; // rack, x_mm, y_mm, rotation: where each rack stands (centre, degrees clockwise)
    // NetBox device types imported from devicetype-library YAML (catalog/netbox.h); they are looked
    // up before the built-in catalogue.
    std::vector<DeviceType> device_types;
    // The hall: 0 × 0 fits the racks with kMarginMm of floor round them.
    std::int64_t hall_width_mm = 0;
    std::int64_t hall_depth_mm = 0;
};

inline constexpr const char *kExistingPhase = "existing";
inline constexpr std::int64_t kMarginMm = 3000;

struct SiteReport {
    int racks = 0;
    int devices = 0;
    int links = 0;
    int pathways = 0;
    std::vector<std::string> notes; // what was assumed (rack types matched by size, fabrics inferred, …)
};

// Throws Error naming the file and line, or listing every unknown device type / unplaced rack.
Project importNetboxSite(const SiteInput &input, SiteReport *report = nullptr);

} // namespace plenum::importing

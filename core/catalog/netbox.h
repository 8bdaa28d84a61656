// SPDX-License-Identifier: GPL-3.0-or-later
// NetBox device types (netbox-community/devicetype-library YAML) ↔ Plenum device types.
//
// Import maps what NetBox knows (manufacturer, model, slug, u_height, is_full_depth, airflow,
// weight, interfaces, console ports, power ports with maximum/allocated draw, power outlets, front
// and rear ports, module bays) and fills what it lacks with documented defaults (docs/catalog.md),
// listing each default in `assumed`. Export writes the same format back, plus one "Plenum:" line in
// `comments` carrying the figures NetBox has no key for, so that export → import keeps them.
#pragma once

#include "model/project.h"

#include <string>
#include <string_view>
#include <vector>

namespace plenum::catalog {

struct ImportedDeviceType {
    DeviceType type; // id left at kNoId
    std::vector<std::string> assumed; // "depth_mm: 800 (is_full_depth: true; NetBox has no depth)", …
    std::vector<std::string> notes; // what was skipped: virtual interfaces, module bays, …
};

// Throws Error("FILE: …") naming the key for malformed YAML, missing required keys (manufacturer,
// model, slug), bad values and port types that have no mapping.
ImportedDeviceType importNetboxDeviceType(std::string_view yamlText, const std::string &fileName);

// NetBox YAML for `type`, ending with a newline.
std::string exportNetboxDeviceType(const DeviceType &type);

// Where the devicetype-library keeps it: "<Manufacturer>/<model>.yaml" — each part path-safe
// characters only ([A-Za-z0-9._+-], others '_'), never hidden or "..", at most 100 bytes (a longer
// name is cut and keeps a hash of the whole).
std::string netboxFileName(const DeviceType &type);
// The file names of `types`, in order: netboxFileName made unique (also ignoring case, as on a
// case-insensitive disk) by "-2", "-3", … in the order given.
std::vector<std::string> netboxFileNames(const std::vector<DeviceType> &types);

} // namespace plenum::catalog

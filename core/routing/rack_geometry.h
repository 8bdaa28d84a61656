// SPDX-License-Identifier: GPL-3.0-or-later
// Where a port is in the hall and how a cable leaves its rack (DESIGN.md §5, the in-rack term).
//
// The model, in the rack's own frame — s across the width (to the right seen from the front,
// 0 at the centre), v into the depth (0 at the front face), z up from the floor:
// - U1's bottom is `rack.u1_height_mm` above the floor; a port is at
//   z = u1 + (U − 1) × 44.45 mm + the port's y on its face.
// - A device mounted normally has its front face at v = 0 and its rear face at v = its depth;
//   a reversed one has its front at v = rack depth and its rear at v = rack depth − its depth.
// - The 19-inch panel (482.6 mm) is centred; a port x mm from the panel's left edge seen from its
//   face is at s = −241.3 + x on the rack's front side and s = 241.3 − x on the rear side.
// - Cables run sideways to the vertical cable manager on their side (s < 0 left, else right), at
//   s = ±(rack width / 2 − `rack.manager_inset_mm`), along the depth to the manager at v = depth/2,
//   and up (or down, for an underfloor pathway) to the rack's exit at the top (or bottom).
#pragma once

#include "model/index.h"

namespace plenum::routing {

struct PortPlace {
    const Rack *rack = nullptr;
    const RackType *rack_type = nullptr;
    double x = 0, y = 0, z = 0; // world position of the port, mm
    double s = 0, v = 0; // rack frame
    bool left = true; // which vertical cable manager it uses
};

struct RackFrame {
    double cx = 0, cy = 0; // footprint centre
    double fx = 0, fy = 1; // unit vector the front faces
    double rx = 1, ry = 0; // unit vector to the right, seen from the front
    double top_z = 0; // top of the U space
    double manager_s = 0; // |s| of the managers
    double depth = 0;
    // World point of rack-frame (s, v).
    std::pair<double, double> world(double s, double v) const
    {
        return { cx + s * rx + (depth / 2 - v) * fx, cy + s * ry + (depth / 2 - v) * fy };
    }
};

struct RackSettings {
    double u1_height_mm = 100;
    double manager_inset_mm = 50;
};

// The project's rack settings (`rack.u1_height_mm`, `rack.manager_inset_mm`), defaults where unset.
RackSettings rackSettingsOf(const Project &project);

RackFrame rackFrame(const Rack &rack, const RackType &type, const RackSettings &settings);

// Nullopt-like: place.rack == nullptr when the device is not racked or references are broken.
PortPlace placePort(const ProjectIndex &index, const PortRef &port, const RackSettings &settings);

// placePort(…).rack without the geometry: the port's rack, or nullptr where placePort gives none.
const Rack *portRack(const ProjectIndex &index, const PortRef &port);

// The exit point of a rack's manager (left or right) at the top or bottom.
struct Exit {
    double x = 0, y = 0, z = 0;
};
Exit rackExit(const RackFrame &frame, bool left, bool bottom);

// In-rack run from a port to its manager and along it to the exit: lateral + depth + vertical.
double inRackMm(const PortPlace &port, const RackFrame &frame, bool bottom);

} // namespace plenum::routing

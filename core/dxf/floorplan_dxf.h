// SPDX-License-Identifier: GPL-3.0-or-later
// The floor plan as a DXF drawing for the facility's CAD (issue #21), written by dxflib: to scale
// in millimetres ($INSUNITS 4), drawing coordinates = the model's floor coordinates, one layer per
// kind of object:
//   PLENUM-OUTLINE       each hall's outline (closed LWPOLYLINE)
//   PLENUM-OBSTACLES     columns, CRAHs, CDUs, doors, other (closed LWPOLYLINE)
//   PLENUM-RESERVATIONS  floor areas held for a later phase (closed LWPOLYLINE)
//   PLENUM-RACKS         rack footprints (closed LWPOLYLINE)
//   PLENUM-RACK-NAMES    rack names (TEXT, centred on the footprint)
//   PLENUM-TRAY-DATA, PLENUM-TRAY-FIBRE, PLENUM-TRAY-POWER
//                        each pathway segment by service: its width to scale along the segment
//                        (closed LWPOLYLINE; a vertical segment, a riser, as a width × width square)
//   PLENUM-ROUTES        optional: each routed cable's path through the pathways (open LWPOLYLINE)
//   PLENUM-TITLE         the title block below the plan: a frame and TEXT lines (project, date,
//                        scale 1:1 mm, Plenum)
// Aisles are not objects of the model (the GUI draws them as hints), so they have no layer.
// dxflib prints reals with "%.16lf" into a fixed buffer (a coordinate of 1e300 overflows it); the
// model's coordinates are held to ±2 km (store/input_limits.h), so every number written is short.
#pragma once

#include "export/exporter.h"

#include <string>

namespace plenum::dxf {

inline constexpr const char *kLayerOutline = "PLENUM-OUTLINE";
inline constexpr const char *kLayerObstacles = "PLENUM-OBSTACLES";
inline constexpr const char *kLayerReservations = "PLENUM-RESERVATIONS";
inline constexpr const char *kLayerRacks = "PLENUM-RACKS";
inline constexpr const char *kLayerRackNames = "PLENUM-RACK-NAMES";
inline constexpr const char *kLayerTrayData = "PLENUM-TRAY-DATA";
inline constexpr const char *kLayerTrayFibre = "PLENUM-TRAY-FIBRE";
inline constexpr const char *kLayerTrayPower = "PLENUM-TRAY-POWER";
inline constexpr const char *kLayerRoutes = "PLENUM-ROUTES";
inline constexpr const char *kLayerTitle = "PLENUM-TITLE";

// The layer of a pathway of `service`.
const char *trayLayer(Service service);

struct FloorplanDxfOptions {
    bool routes = false; // PLENUM-ROUTES: each routed cable's path
    std::string date; // the title block's date; empty: today (UTC, YYYY-MM-DD)
};

// Writes the plan of `project` to `path` under `rules` (atomic: nothing is left on failure).
void writeFloorplanDxf(
    const Project &project, const std::string &path, const FloorplanDxfOptions &options, const OutputRules &rules);

// Text for a DXF R2000 TEXT value: ASCII as it is, other characters as \U+XXXX, control
// characters as '?'.
std::string dxfText(std::string_view utf8);

// The exporter "floorplan-dxf" (export/exporter.h); ExportOptions::dxf_routes adds PLENUM-ROUTES.
const exporting::Exporter &floorplanDxfExporter();

} // namespace plenum::dxf

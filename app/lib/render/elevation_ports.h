// SPDX-License-Identifier: GPL-3.0-or-later
// Where a device's ports are drawn in a rack elevation: one geometry for the renderer that draws
// them and the elevation that picks them under the pointer (port picking, issue #18).
#pragma once

#include "render/elevation_renderer.h"

#include <vector>

namespace plenum::app {

// Whether `port` of `device` faces the rack's front (face 0) or rear (1): its own face, turned
// round when the device is mounted reversed.
bool portShownOn(const Device &device, const PortTemplate &port, int face);
// The port's rectangle on a device body drawn at `body` (x from the left of a 19" panel, y up
// from the device's bottom; cage sizes by connector).
QRectF portRect(const DeviceType &type, const PortTemplate &port, QRectF body);
// The body of a device drawn in `box` (a layout's DeviceBox rect).
inline QRectF deviceBody(QRectF box)
{
    return box.adjusted(1, 0.5, -1, -0.5);
}

struct DrawnPort {
    Id device = kNoId;
    int port = -1; // index into the device type's ports
    int face = 0;
    QRectF rect;
};
// Every port drawn in `layout` (devices with a body of their own: not 0U, not blanking panels).
std::vector<DrawnPort> drawnPorts(const ElevationLayout &layout, const Project &project);
// The drawn port under `point` whose centre is nearest to it, or one with device kNoId.
DrawnPort portAt(const ElevationLayout &layout, const Project &project, QPointF point);

} // namespace plenum::app

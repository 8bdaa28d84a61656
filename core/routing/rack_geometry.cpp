// SPDX-License-Identifier: GPL-3.0-or-later
#include "routing/rack_geometry.h"

#include "geometry/footprint.h"

#include <cmath>

namespace plenum::routing {
namespace {

constexpr double kPanelHalfWidthMm = 482.6 / 2; // EIA-310 19-inch panel
constexpr double kRackUnitMm = 44.45;

} // namespace

RackSettings rackSettingsOf(const Project &project)
{
    RackSettings s;
    auto value = [&](const char *key, double fallback) {
        auto it = project.settings.find(key);
        return it == project.settings.end() ? fallback : it->second;
    };
    s.u1_height_mm = value("rack.u1_height_mm", s.u1_height_mm);
    s.manager_inset_mm = value("rack.manager_inset_mm", s.manager_inset_mm);
    return s;
}

RackFrame rackFrame(const Rack &rack, const RackType &type, const RackSettings &settings)
{
    RackFrame f;
    f.cx = double(rack.position.x_mm);
    f.cy = double(rack.position.y_mm);
    const geometry::Facing front = geometry::facing(rack.rotation_deg);
    f.fx = front.x;
    f.fy = front.y;
    // Right, for someone standing in front of the rack and facing it (looking along −front).
    f.rx = -f.fy;
    f.ry = f.fx;
    f.top_z = settings.u1_height_mm + type.height_u * kRackUnitMm;
    f.manager_s = type.width_mm / 2.0 - settings.manager_inset_mm;
    f.depth = type.depth_mm;
    return f;
}

const Rack *portRack(const ProjectIndex &index, const PortRef &ref)
{
    const Device *d = index.device(ref.device);
    const DeviceType *t = d ? index.deviceType(d->device_type) : nullptr;
    const Rack *r = d ? index.rack(d->rack) : nullptr;
    const RackType *rt = r ? index.rackType(r->rack_type) : nullptr;
    return t && rt && ref.port >= 0 && ref.port < int(t->ports.size()) ? r : nullptr;
}

PortPlace placePort(const ProjectIndex &index, const PortRef &ref, const RackSettings &settings)
{
    PortPlace p;
    const Device *d = index.device(ref.device);
    const DeviceType *t = d ? index.deviceType(d->device_type) : nullptr;
    const Rack *r = d ? index.rack(d->rack) : nullptr;
    const RackType *rt = r ? index.rackType(r->rack_type) : nullptr;
    if (!t || !rt || ref.port < 0 || ref.port >= int(t->ports.size()))
        return p;
    const PortTemplate &port = t->ports[std::size_t(ref.port)];
    p.rack = r;
    p.rack_type = rt;
    // Which side of the rack the port's face is on, and the face's depth position.
    const bool deviceFront = port.face == Face::Front;
    const bool onRackFront = deviceFront != d->reversed;
    double v;
    if (!d->reversed)
        v = deviceFront ? 0 : t->depth_mm;
    else
        v = deviceFront ? rt->depth_mm : rt->depth_mm - t->depth_mm;
    p.v = v;
    p.s = onRackFront ? -kPanelHalfWidthMm + port.x_mm : kPanelHalfWidthMm - port.x_mm;
    p.left = p.s < 0;
    p.z = settings.u1_height_mm + (d->u_position - 1) * kRackUnitMm + port.y_mm;
    const RackFrame f = rackFrame(*r, *rt, settings);
    const auto [x, y] = f.world(p.s, p.v);
    p.x = x;
    p.y = y;
    return p;
}

Exit rackExit(const RackFrame &frame, bool left, bool bottom)
{
    const auto [x, y] = frame.world(left ? -frame.manager_s : frame.manager_s, frame.depth / 2);
    return { x, y, bottom ? 0.0 : frame.top_z };
}

double inRackMm(const PortPlace &port, const RackFrame &frame, bool bottom)
{
    const double managerS = port.left ? -frame.manager_s : frame.manager_s;
    const double lateral = std::abs(port.s - managerS);
    const double depth = std::abs(port.v - frame.depth / 2);
    const double vertical = bottom ? port.z : frame.top_z - port.z;
    return lateral + depth + vertical;
}

} // namespace plenum::routing

// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/elevation_ports.h"

#include "model/index.h"

#include <cmath>
#include <limits>

namespace plenum::app {
namespace {

constexpr double kPanelWidthMm = 482.6; // EIA-310 19" panel: port x positions are on this width
constexpr double kUnitMm = 44.45; // EIA-310 rack unit

QSizeF portSizeMm(const std::string &connector)
{
    if (connector == "RJ45")
        return { 12, 9 };
    if (connector.rfind("C1", 0) == 0 || connector.rfind("C2", 0) == 0)
        return { 15, 11 };
    if (connector == "SFP" || connector.rfind("SFP", 0) == 0)
        return { 10, 7 };
    return { 11, 8 }; // OSFP, QSFP and the like, drawn at their pitch rather than true cage size
}

} // namespace

bool portShownOn(const Device &d, const PortTemplate &port, int face)
{
    const Face shownOn = d.reversed ? (port.face == Face::Front ? Face::Rear : Face::Front) : port.face;
    return shownOn == (face == 0 ? Face::Front : Face::Rear);
}

QRectF portRect(const DeviceType &t, const PortTemplate &port, QRectF r)
{
    const double sx = r.width() / kPanelWidthMm;
    const double sy = r.height() / (std::max(1, t.u_height) * kUnitMm);
    const QSizeF mm = portSizeMm(port.connector);
    const double w = std::max(4.0, mm.width() * sx), h = std::max(3.0, mm.height() * sy);
    const QPointF c(r.left() + port.x_mm * sx, r.bottom() - port.y_mm * sy);
    return { c.x() - w / 2, c.y() - h / 2, w, h };
}

std::vector<DrawnPort> drawnPorts(const ElevationLayout &layout, const Project &project)
{
    std::vector<DrawnPort> out;
    const ProjectIndex index(project);
    for (const ElevationLayout::DeviceBox &box : layout.boxes) {
        const Device *d = index.device(box.device);
        const DeviceType *t = d ? index.deviceType(d->device_type) : nullptr;
        if (!t || t->u_height == 0 || t->role == "blanking")
            continue;
        const QRectF body = deviceBody(box.rect);
        for (std::size_t i = 0; i < t->ports.size(); ++i)
            if (portShownOn(*d, t->ports[i], box.face))
                out.push_back({ d->id, int(i), box.face, portRect(*t, t->ports[i], body) });
    }
    return out;
}

DrawnPort portAt(const ElevationLayout &layout, const Project &project, QPointF point)
{
    DrawnPort best;
    double bestDistance = std::numeric_limits<double>::max();
    for (const DrawnPort &p : drawnPorts(layout, project)) {
        if (!p.rect.contains(point))
            continue;
        const QPointF d = p.rect.center() - point;
        const double distance = std::hypot(d.x(), d.y());
        if (distance < bestDistance) {
            bestDistance = distance;
            best = p;
        }
    }
    return best;
}

} // namespace plenum::app

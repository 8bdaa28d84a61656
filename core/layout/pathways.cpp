// SPDX-License-Identifier: GPL-3.0-or-later
// The default pathway network: over every row a ladder for copper and management cabling, a fibre
// runway over the front half where the template keeps optics apart, and a power tray over the rear
// half (power apart from data, REFERENCE.md "Pathways"); east of the rows a backbone of each kind
// joins the row trays (the cross-connect between rows and to the spine row). Row trays end on a
// backbone vertex, so the routing graph joins them there.
#include "layout/builder.h"

#include <fmt/format.h>

namespace plenum::layout {

void Builder::addPathways()
{
    const RackType &rt = rackType();
    const std::int64_t tile = m_p.halls.front().tile_mm;
    const std::int64_t rackTop = rackUnitsToMm(rt.height_u) + 200; // plinth and roof
    const std::int64_t zData = (rackTop + 300 + 49) / 50 * 50;
    const std::int64_t zFiber = zData + 200;
    const std::int64_t zPower = zData - 150;
    const std::int64_t offset = 300; // fibre over the fronts, power over the rears

    auto add = [&](std::string name, PathwayKind kind, Service service, std::vector<Point3> points, int width,
                   int depth, Id phase) {
        Pathway pw;
        pw.id = m_p.allocateId();
        pw.name = std::move(name);
        pw.hall = m_hall;
        pw.kind = kind;
        pw.service = service;
        pw.points = std::move(points);
        pw.width_mm = width;
        pw.loading_depth_mm = depth;
        pw.phase = phase;
        m_p.pathways.push_back(std::move(pw));
    };

    std::vector<Point3> data, fiber, power;
    for (std::size_t r = 0; r < m_rows.size(); ++r) {
        const std::int64_t y = m_rowY[r];
        const std::int64_t front = r % 2 == 0 ? 1 : -1; // row 0 faces north
        const std::int64_t west = m_rowX[r].first - rt.width_mm / 2;
        bool dayOne = false;
        for (int i : m_rows[r].racks)
            dayOne = dayOne || m_racks[std::size_t(i)].day_one;
        const Id phase = dayOne ? m_dayOne : m_target;
        const std::string row = m_p.rows[r].name;
        add(fmt::format("Row {} ladder", row), PathwayKind::Ladder, Service::Data,
            {{west, y, zData}, {m_backboneX, y, zData}}, 600, 150, phase);
        data.push_back({m_backboneX, y, zData});
        if (m_profile.separate_fiber) {
            add(fmt::format("Row {} fibre runway", row), PathwayKind::FiberRunway, Service::Fiber,
                {{west, y + front * offset, zFiber}, {m_backboneX + tile, y + front * offset, zFiber}}, 300, 100,
                phase);
            fiber.push_back({m_backboneX + tile, y + front * offset, zFiber});
        }
        add(fmt::format("Row {} power tray", row), PathwayKind::Tray, Service::Power,
            {{west, y - front * offset, zPower}, {m_backboneX + 2 * tile, y - front * offset, zPower}}, 300, 100,
            phase);
        power.push_back({m_backboneX + 2 * tile, y - front * offset, zPower});
    }
    if (data.size() > 1)
        add("Backbone ladder", PathwayKind::Ladder, Service::Data, data, 900, 150, m_dayOne);
    if (fiber.size() > 1)
        add("Backbone fibre runway", PathwayKind::FiberRunway, Service::Fiber, fiber, 600, 100, m_dayOne);
    if (power.size() > 1)
        add("Backbone power tray", PathwayKind::Tray, Service::Power, power, 600, 100, m_dayOne);
}

} // namespace plenum::layout

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
        m_rowPathways.push_back({m_p.pathways.size() - 1, std::size_t(-1)});
        if (m_profile.separate_fiber) {
            m_rowPathways.back().second = m_p.pathways.size();
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
    if (data.size() > 1) {
        m_backbonePathways.first = m_p.pathways.size();
        add("Backbone ladder", PathwayKind::Ladder, Service::Data, data, 900, 150, m_dayOne);
    }
    if (fiber.size() > 1) {
        m_backbonePathways.second = m_p.pathways.size();
        add("Backbone fibre runway", PathwayKind::FiberRunway, Service::Fiber, fiber, 600, 100, m_dayOne);
    }
    if (power.size() > 1)
        add("Backbone power tray", PathwayKind::Tray, Service::Power, power, 600, 100, m_dayOne);
}

// Widens the default trays where the target's cables would not fit: a row's ladder and runway carry
// every data link with an end in one of its racks that leaves its rack, a backbone every link
// between rows. Fibre counts as a 3 mm cable (LinkX MPO), copper as 6 mm (Cat6A; DACs stay within
// a rack or its neighbour). Each pathway gets the narrowest standard width whose NEC 392.22 fill
// limit (50 % of width × loading depth) holds the estimate with 25 % to spare for growth. The
// router reports what still overflows.
void Builder::sizePathways()
{
    std::map<Id, std::size_t> rowOfRack;
    for (std::size_t r = 0; r < m_rows.size(); ++r)
        for (int i : m_rows[r].racks)
            rowOfRack[m_racks[std::size_t(i)].rack] = r;
    std::vector<double> rowFiber(m_rows.size()), rowCopper(m_rows.size());
    double backboneFiber = 0, backboneCopper = 0;
    const double fiber = 3.14159 * 1.5 * 1.5, copper = 3.14159 * 3.0 * 3.0; // mm² per cable
    for (const auto &l : m_p.links) {
        if (l.fabric == Fabric::Power)
            continue;
        const Id ra = device(l.a.device).rack, rb = device(l.b.device).rack;
        if (ra == rb || ra == kNoId || rb == kNoId)
            continue;
        const bool optical = l.fabric != Fabric::OutOfBand;
        const std::size_t a = rowOfRack.at(ra), b = rowOfRack.at(rb);
        for (std::size_t r : {a, b}) {
            (optical ? rowFiber : rowCopper)[r] += optical ? fiber : copper;
            if (a == b)
                break;
        }
        if (a != b)
            (optical ? backboneFiber : backboneCopper) += optical ? fiber : copper;
    }
    auto widen = [&](std::size_t index, double area) {
        if (index == std::size_t(-1))
            return;
        Pathway &pw = m_p.pathways[index];
        const double usable = 0.5 / 1.25 * double(std::min<std::int64_t>(pw.loading_depth_mm, 150));
        for (int width : {300, 450, 600, 750, 900})
            if (width >= pw.width_mm && width * usable >= area) {
                pw.width_mm = width;
                return;
            }
        pw.width_mm = std::max(pw.width_mm, 900); // the widest standard size; the router reports overflow
    };
    for (std::size_t r = 0; r < m_rowPathways.size(); ++r) {
        widen(m_rowPathways[r].first, rowCopper[r] + (m_profile.separate_fiber ? 0 : rowFiber[r]));
        widen(m_rowPathways[r].second, rowFiber[r]);
    }
    widen(m_backbonePathways.first, backboneCopper + (m_profile.separate_fiber ? 0 : backboneFiber));
    widen(m_backbonePathways.second, backboneFiber);
}

} // namespace plenum::layout

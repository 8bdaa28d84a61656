// SPDX-License-Identifier: GPL-3.0-or-later
// The default pathway network, as GPU halls are built (DESIGN.md §4): over every row a ladder for
// copper and management cabling, a fibre runway over the front half where the template keeps optics
// apart, and a power tray over the rear half (power apart from data, REFERENCE.md "Pathways").
// Backbones at both row ends and cross-aisle ladders every few racks (HallSpec::
// cross_ladder_every_racks) join each row's ladder and runway to the next row's, so the trays form
// a grid: a link between neighbouring rows crosses the aisle near its racks instead of running to
// one row end and back, a congested or cut segment has a way round it, and redundant links can take
// disjoint paths. Trays join where they share a point (routing/pathway_graph.h), so each row tray
// has a vertex at every crossing, and each crossing between two rows is a pathway of its own, sized
// for its own load. Power cords stay in their rack: the power trays keep one backbone east.
#include "layout/builder.h"
#include "layout/tray_width.h"
#include "routing/fill_limit.h"
#include "routing/router.h"
#include "rules/rules.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <set>

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

    // Where the trays between rows run, west to east: the west backbone, the cross-aisle ladders,
    // the east backbone. The fibre backbones lie one tile further out than the data ones.
    std::vector<std::int64_t> dataX { m_westBackboneX }, fiberX { m_westBackboneX - tile };
    dataX.insert(dataX.end(), m_crossX.begin(), m_crossX.end());
    fiberX.insert(fiberX.end(), m_crossX.begin(), m_crossX.end());
    dataX.push_back(m_backboneX);
    fiberX.push_back(m_backboneX + tile);

    std::vector<char> dayOne(m_rows.size(), 0);
    std::vector<std::int64_t> fiberY(m_rows.size());
    std::vector<Point3> power;
    for (std::size_t r = 0; r < m_rows.size(); ++r) {
        const std::int64_t y = m_rowY[r];
        const std::int64_t front = r % 2 == 0 ? 1 : -1; // row 0 faces north
        const std::int64_t west
            = m_rowX[r].first - rackType(m_racks[std::size_t(m_rows[r].racks.front())].switch_rack).width_mm / 2;
        for (int i : m_rows[r].racks)
            dayOne[r] = dayOne[r] || m_racks[std::size_t(i)].day_one;
        const Id phase = dayOne[r] ? m_dayOne : m_target;
        const std::string row = m_p.rows[r].name;
        std::vector<Point3> ladder, runway;
        for (std::int64_t x : dataX)
            ladder.push_back({ x, y, zData });
        fiberY[r] = y + front * offset;
        for (std::int64_t x : fiberX)
            runway.push_back({ x, fiberY[r], zFiber });
        add(fmt::format("Row {} ladder", row), PathwayKind::Ladder, Service::Data, std::move(ladder), 600, 150, phase);
        if (m_profile.separate_fiber)
            add(fmt::format("Row {} fibre runway", row), PathwayKind::FiberRunway, Service::Fiber, std::move(runway),
                300, 100, phase);
        add(fmt::format("Row {} power tray", row), PathwayKind::Tray, Service::Power,
            { { west, y - front * offset, zPower }, { m_backboneX + 2 * tile, y - front * offset, zPower } }, 300, 100,
            phase);
        power.push_back({ m_backboneX + 2 * tile, y - front * offset, zPower });
    }
    // Between each pair of neighbouring rows: the two backbone pieces and the cross-aisle ladders,
    // each its own pathway (sized by sizePathways for what crosses there).
    for (std::size_t r = 0; r + 1 < m_rows.size(); ++r) {
        const Id phase = dayOne[r] && dayOne[r + 1] ? m_dayOne : m_target;
        const std::string pair = fmt::format("{}-{}", m_p.rows[r].name, m_p.rows[r + 1].name);
        auto name = [&](std::size_t k, const char *what) {
            if (k == 0)
                return fmt::format("West backbone {} {}", what, pair);
            if (k + 1 == dataX.size())
                return fmt::format("East backbone {} {}", what, pair);
            return fmt::format("Cross {} {} #{}", what, pair, k);
        };
        for (std::size_t k = 0; k < dataX.size(); ++k)
            add(name(k, "ladder"), PathwayKind::Ladder, Service::Data,
                { { dataX[k], m_rowY[r], zData }, { dataX[k], m_rowY[r + 1], zData } }, 300, 150, phase);
        if (m_profile.separate_fiber)
            for (std::size_t k = 0; k < fiberX.size(); ++k)
                add(name(k, "fibre runway"), PathwayKind::FiberRunway, Service::Fiber,
                    { { fiberX[k], fiberY[r], zFiber }, { fiberX[k], fiberY[r + 1], zFiber } }, 300, 100, phase);
    }
    if (power.size() > 1)
        add("Backbone power tray", PathwayKind::Tray, Service::Power, power, 600, 100, m_dayOne);
}

// Sizes the default trays for the target's cables, as the router will lay them.
// 1. The router lays every link without capacity limits (its first pass: the routes, media and
//    cable diameters a routed project starts from) and each pathway gets the narrowest standard
//    width whose fill limit (layout/tray_width.h: its kind's NEC 392.22 ratio) holds its busiest
//    segment with 25 % to spare for growth, and enough parallel trays that their weight per metre
//    stays within pathway.max_load_kg_per_m per tray (NEMA VE 1 class A) with the same spare. Where one tray of the
//    widest standard size (900 mm) cannot, it becomes n parallel 900 mm trays on the same route (beside or stacked
//    above each other), one pathway of n × 900 mm named so ("Row G fibre runway (3 × 900 mm)"): the fill limit is per
//    tray, and n trays hold n times one tray's.
// 2. Then the router lays them as `route` will (negotiated congestion, plan only): cables it moves
//    off a full tray land on others. Every pathway that still overflows gets the narrowest width
//    (standard, or n × 900 mm) that holds what it was asked to carry with 10 % to spare (its
//    fill and its weight); at most kRounds times.
void Builder::sizePathways()
{
    constexpr int kTray = 900; // parallel trays are 900 mm (routing::traysOf)
    constexpr int kRounds = 4;
    std::map<Id, std::string> baseName;
    const auto ratingIt = m_p.settings.find("pathway.max_load_kg_per_m");
    const double rating
        = ratingIt != m_p.settings.end() ? ratingIt->second : rules::ruleDefaults().at("pathway.max_load_kg_per_m");
    const routing::FillLimits limits = routing::fillLimitsOf(m_p.settings);
    auto widthFor = [&](const Pathway &pw, double load, double kg, double usable, int from) {
        return trayWidthFor(pw, limits, load, kg, usable, rating, from);
    };
    auto setWidth = [&](Pathway &pw, int width) {
        if (!baseName.count(pw.id))
            baseName[pw.id] = pw.name;
        pw.width_mm = width;
        const int trays = width / kTray;
        pw.name = width > kTray && width % kTray == 0 ? fmt::format("{} ({} × {} mm)", baseName[pw.id], trays, kTray)
                                                      : baseName[pw.id];
    };

    routing::RouteOptions first;
    first.max_iterations = 1;
    first.plan_only = true; // `new` writes an unrouted project
    const routing::RouteReport routed = routing::routeProject(m_p, first);
    std::map<Id, std::pair<double, double>> load; // pathway → its busiest segment's mm², kg/m
    for (const auto &f : routed.fills) {
        auto &[area, kg] = load[f.pathway];
        area = std::max(area, f.used_mm2);
        kg = std::max(kg, f.kg_per_m);
    }
    for (auto &pw : m_p.pathways)
        if (auto it = load.find(pw.id); it != load.end())
            setWidth(pw, widthFor(pw, it->second.first, it->second.second, 1 / 1.25, pw.width_mm));

    for (int round = 0; round < kRounds; ++round) {
        routing::RouteOptions options;
        options.plan_only = true;
        const routing::RouteReport report = routing::routeProject(m_p, options);
        std::vector<routing::SegmentFill> over = report.overflows; // over the fill limit or the load rating
        std::map<Id, const Pathway *> byId;
        for (const auto &pw : m_p.pathways)
            byId[pw.id] = &pw;
        for (const auto &f : report.fills)
            if (rating > 0 && f.used_mm2 <= f.capacity_mm2 + 1e-6
                && f.kg_per_m > rating * routing::traysOf(*byId.at(f.pathway)) + 1e-9)
                over.push_back(f);
        if (over.empty())
            return;
        std::map<Id, std::pair<double, double>> used; // overflowing pathway → its busiest segment, mm², kg/m
        for (const auto &o : over) {
            auto &[area, kg] = used[o.pathway];
            area = std::max(area, o.used_mm2);
            kg = std::max(kg, o.kg_per_m);
        }
        for (auto &pw : m_p.pathways)
            if (auto it = used.find(pw.id); it != used.end())
                setWidth(pw, widthFor(pw, it->second.first, it->second.second, 1 / 1.1, pw.width_mm + 1));
    }
}

} // namespace plenum::layout

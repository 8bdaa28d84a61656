// SPDX-License-Identifier: GPL-3.0-or-later
// Rows on the floor: blocks (SUs) of GPU racks with their leaf racks, one row per block or several
// small blocks per row; a network row for spines and cores in the middle of the hall ("spines
// central", so the longest leaf–spine run is about half the hall); rows alternate their facing so
// fronts face fronts across a cold aisle and rears share a hot aisle (ASHRAE TC 9.9). Racks snap
// to floor tiles and step around obstacles and their clearance zones. Both row ends keep room for
// the backbone trays (pathways.cpp) and the end clearance beyond them.
#include "geometry/footprint.h"
#include "layout/builder.h"
#include "layout/geometry.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>

namespace plenum::layout {
namespace {

std::int64_t snapUp(std::int64_t v, std::int64_t tile)
{
    return (v + tile - 1) / tile * tile;
}

} // namespace

void Builder::planRows()
{
    // Rows of up to 20 racks; a large hall gets longer rows so that it stays roughly square
    // (rows × (depth + aisle) ≈ racks per row × width), instead of a corridor hundreds of metres
    // deep. A real hall that size is split into rooms with cross aisles: not modelled yet.
    int maxPerRow = m_req.hall.max_racks_per_row;
    if (maxPerRow <= 0) {
        const RackType &rt = rackType();
        const double pitch = rt.depth_mm + (m_req.hall.cold_aisle_mm + m_req.hall.hot_aisle_mm) / 2.0;
        const double square = std::sqrt(double(m_racks.size()) * pitch / rt.width_mm);
        maxPerRow = std::max(20, int(std::ceil(square)));
    }
    std::vector<PlannedRow> suRows, networkRows;
    // Each block (SU) keeps its leaf racks next to its GPU racks: at the block's east end, towards
    // the backbone (row-end), or in the middle of the block (row-middle). Node–leaf cables then
    // stay within the block however long the row is. The racks of a side network's b leaves stand
    // at the block's west end, those of its a leaves at the east end (rack_fill.cpp).
    PlannedRow row;
    auto place = [&](const std::vector<int> &gpu, const std::vector<int> &leaf, const std::vector<int> &west,
                     const std::vector<int> &east) {
        row.racks.insert(row.racks.end(), west.begin(), west.end());
        if (m_req.strategy == Strategy::RowEnd) {
            row.racks.insert(row.racks.end(), gpu.begin(), gpu.end());
            row.racks.insert(row.racks.end(), leaf.begin(), leaf.end());
        } else {
            const auto half = gpu.begin() + std::ptrdiff_t(gpu.size() / 2);
            row.racks.insert(row.racks.end(), gpu.begin(), half);
            row.racks.insert(row.racks.end(), leaf.begin(), leaf.end());
            row.racks.insert(row.racks.end(), half, gpu.end());
        }
        row.racks.insert(row.racks.end(), east.begin(), east.end());
    };
    // Racks of each block (SU): its GPU racks, its leaf racks, those at its west and east ends.
    struct BlockRacks {
        std::vector<int> gpu, leaf, west, east;
    };
    std::map<int, BlockRacks> blocks;
    const Id switchType = typeId(m_template.switch_slug);
    for (int i = 0; i < int(m_racks.size()); ++i) {
        const PlannedRack &r = m_racks[std::size_t(i)];
        if (r.block < 0)
            continue;
        const bool isLeafRack = !r.devices.empty() && device(r.devices.front()).device_type == switchType;
        BlockRacks &b = blocks[r.block];
        (r.block_end < 0 ? b.west : r.block_end > 0 ? b.east : isLeafRack ? b.leaf : b.gpu).push_back(i);
    }
    for (const auto &[block, b] : blocks) {
        const std::size_t size = b.gpu.size() + b.leaf.size() + b.west.size() + b.east.size();
        if (!row.racks.empty() && row.racks.size() + size > std::size_t(maxPerRow)) {
            suRows.push_back(row);
            row.racks.clear();
        }
        place(b.gpu, b.leaf, b.west, b.east);
    }
    if (!row.racks.empty())
        suRows.push_back(row);
    PlannedRow net;
    net.network = true;
    for (int i = 0; i < int(m_racks.size()); ++i) {
        if (m_racks[std::size_t(i)].block >= 0)
            continue;
        if (int(net.racks.size()) == maxPerRow) {
            networkRows.push_back(net);
            net.racks.clear();
        }
        net.racks.push_back(i);
    }
    if (!net.racks.empty())
        networkRows.push_back(net);
    const std::size_t half = suRows.size() / 2;
    m_rows.assign(suRows.begin(), suRows.begin() + std::ptrdiff_t(half));
    m_rows.insert(m_rows.end(), networkRows.begin(), networkRows.end());
    m_rows.insert(m_rows.end(), suRows.begin() + std::ptrdiff_t(half), suRows.end());
}

std::string Builder::rackName(int row, int position, Point centre, const RackType &rt) const
{
    const HallSpec &h = m_req.hall;
    if (h.naming == RackNaming::RowPosition)
        return fmt::format("{}{:02}", letters(row), position + 1);
    return floorGridName(centre, rt, h.tile_mm);
}

void Builder::placeRows()
{
    const HallSpec &h = m_req.hall;
    const RackType &rt = rackType();
    const std::int64_t tile = std::max(100, h.tile_mm);
    const std::int64_t wall = snapUp(h.wall_clearance_mm, tile), cold = snapUp(h.cold_aisle_mm, tile);
    const std::int64_t hot = snapUp(h.hot_aisle_mm, tile), endc = snapUp(h.end_clearance_mm, tile);

    m_hall = m_p.allocateId();
    std::vector<std::vector<Point>> keepOut; // obstacles grown by their clearance
    for (Obstacle o : h.obstacles) {
        o.id = m_p.allocateId();
        o.hall = m_hall;
        if (o.name.empty())
            o.name = fmt::format("O{}", m_p.obstacles.size() + 1);
        keepOut.push_back(geometry::grow(o.outline, h.obstacle_clearance_mm));
        m_p.obstacles.push_back(o);
    }

    // Rows along x, stacked along y: row 0 faces north (+y), row 1 south, … so rows 0/1 share a
    // cold aisle, rows 1/2 a hot aisle. West of the rows: the end clearance, the fibre and the data
    // backbone, one tile each (the east end mirrors it, with the power backbone one tile further).
    const std::int64_t x0 = endc + 2 * tile;
    std::int64_t y = wall + rt.depth_mm / 2;
    std::int64_t maxEast = x0;
    std::vector<std::vector<Point>> centres(m_rows.size());
    auto widthOf = [&](int rack) { return rackType(m_racks[std::size_t(rack)].switch_rack).width_mm; };
    auto rowLength = [&](const PlannedRow &row) {
        std::int64_t length = 0;
        for (int i : row.racks)
            length += widthOf(i);
        return length;
    };
    std::int64_t longest = 0; // mm
    for (const auto &row : m_rows)
        if (!row.network)
            longest = std::max(longest, rowLength(row));
    for (std::size_t r = 0; r < m_rows.size(); ++r) {
        const int facing = r % 2 == 0 ? 0 : 180;
        // Network racks stand at the east end of their row (on a tile edge), next to the backbone,
        // so that the leaf–spine runs from every row are as short as the hall allows.
        const std::int64_t length = rowLength(m_rows[r]);
        std::int64_t west = x0 + (m_rows[r].network && length < longest ? (longest - length) / tile * tile : 0);
        for (int i : m_rows[r].racks) {
            const RackType &type = rackType(m_racks[std::size_t(i)].switch_rack);
            // Step around obstacles a rack width at a time.
            for (;; west += type.width_mm) {
                Rack probe;
                probe.position = { west + type.width_mm / 2, y };
                probe.rotation_deg = facing;
                const auto footprint = geometry::rackFootprint(probe, type);
                if (std::none_of(keepOut.begin(), keepOut.end(),
                        [&](const auto &o) { return geometry::overlaps(footprint, o); }))
                    break;
            }
            centres[r].push_back({ west + type.width_mm / 2, y });
            west += type.width_mm;
            maxEast = std::max(maxEast, west);
        }
        m_rowY.push_back(y);
        if (r + 1 < m_rows.size())
            y += rt.depth_mm + (r % 2 == 0 ? cold : hot);
    }
    // Backbone trays one tile east of the longest row (data, fibre, power) and one tile west of the
    // rows (data, fibre); cross-aisle ladders between them on the compute racks' grid from the row
    // start, evenly spaced and at most `cross_ladder_every_racks` compute-rack widths apart (0: none),
    // so no rack is more than about half that from a way across the aisle.
    m_backboneX = snapUp(maxEast, tile) + tile;
    m_westBackboneX = x0 - tile;
    const std::int64_t columns = (maxEast - x0 + rt.width_mm - 1) / rt.width_mm;
    if (h.cross_ladder_every_racks > 0 && columns > h.cross_ladder_every_racks) {
        const std::int64_t spans = (columns + h.cross_ladder_every_racks - 1) / h.cross_ladder_every_racks;
        for (std::int64_t i = 1; i < spans; ++i)
            m_crossX.push_back(x0 + (i * columns + spans / 2) / spans * rt.width_mm);
    }
    const std::int64_t needWidth = snapUp(m_backboneX + 2 * tile + endc, tile);
    const std::int64_t needDepth = snapUp(y + rt.depth_mm / 2 + wall, tile);
    const std::int64_t width = h.width_mm > 0 ? h.width_mm : needWidth;
    const std::int64_t depth = h.depth_mm > 0 ? h.depth_mm : needDepth;
    if (h.width_mm > 0 || h.depth_mm > 0) {
        int misfits = 0, total = 0;
        for (std::size_t r = 0; r < centres.size(); ++r)
            for (std::size_t k = 0; k < centres[r].size(); ++k) {
                const Point &c = centres[r][k];
                ++total;
                const bool fitsX = c.x_mm + widthOf(m_rows[r].racks[k]) / 2 + (needWidth - maxEast) <= width;
                const bool fitsY = c.y_mm + rt.depth_mm / 2 + wall <= depth;
                misfits += !(fitsX && fitsY);
            }
        if (misfits > 0)
            throw Error(fmt::format("the hall of {} x {} mm is too small for the target: {} of {} racks do not fit "
                                    "(it needs about {} x {} mm with these aisles and clearances)",
                width, depth, misfits, total, needWidth, needDepth));
    }

    Hall hall;
    hall.id = m_hall;
    hall.name = "Hall 1";
    hall.outline = { { 0, 0 }, { width, 0 }, { width, depth }, { 0, depth } };
    hall.tile_mm = int(tile);
    hall.ceiling_height_mm = h.ceiling_height_mm;
    hall.containment = h.containment;
    m_p.halls.push_back(hall);

    for (std::size_t r = 0; r < m_rows.size(); ++r) {
        Row row { m_p.allocateId(), m_hall, letters(std::int64_t(r)), r % 2 == 0 ? 0 : 180 };
        m_p.rows.push_back(row);
        m_rowIds.push_back(row.id);
        m_rowX.push_back({ centres[r].front().x_mm, centres[r].back().x_mm });
        for (std::size_t k = 0; k < m_rows[r].racks.size(); ++k) {
            PlannedRack &planned = m_racks[std::size_t(m_rows[r].racks[k])];
            Rack rack;
            rack.id = planned.rack = m_p.allocateId();
            rack.name = rackName(int(r), int(k), centres[r][k], rackType(planned.switch_rack));
            rack.hall = m_hall;
            rack.row = row.id;
            rack.rack_type = planned.switch_rack ? m_networkRackType : m_rackType;
            rack.position = centres[r][k];
            rack.rotation_deg = row.facing_deg;
            rack.phase = planned.day_one ? m_dayOne : m_target;
            m_p.racks.push_back(rack);
        }
    }
    fillRacks();
}

} // namespace plenum::layout

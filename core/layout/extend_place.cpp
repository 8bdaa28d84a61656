// SPDX-License-Identifier: GPL-3.0-or-later
// Free floor for an extension's racks (extend_impl.h, FloorPlan): the installed racks' lines are
// continued at the rack pitch, then new lines are added at the installed row pitch with the
// installed alternation of facings (fronts towards fronts across a cold aisle, rears towards rears
// across a hot aisle). Every candidate is judged by the checks the space.* rules use.
#include "layout/extend_impl.h"
#include "layout/geometry.h"
#include "rules/placement.h"
#include "rules/rules.h"

#include <algorithm>
#include <cstdlib>

namespace plenum::layout::extension {
namespace {

bool axisFacing(int deg)
{
    return deg == 0 || deg == 90 || deg == 180 || deg == 270;
}

double setting(const Project &p, const std::string &name)
{
    if (auto it = p.settings.find(name); it != p.settings.end())
        return it->second;
    return rules::ruleDefaults().at(name);
}

} // namespace

FloorPlan::FloorPlan(const Project &project, const Hall &hall, const RackType &type)
    : m_p(project)
    , m_hall(hall)
    , m_type(type)
{
    m_x0 = m_y0 = INT64_MAX;
    m_x1 = m_y1 = INT64_MIN;
    for (const Point &q : hall.outline) {
        m_x0 = std::min(m_x0, q.x_mm), m_y0 = std::min(m_y0, q.y_mm);
        m_x1 = std::max(m_x1, q.x_mm), m_y1 = std::max(m_y1, q.y_mm);
    }
    // The installed racks' least clearance to the walls, per axis.
    std::int64_t marginX = INT64_MAX, marginY = INT64_MAX;
    for (const Rack &r : project.racks)
        for (const RackType &t : project.rack_types)
            if (r.hall == hall.id && t.id == r.rack_type && axisFacing(r.rotation_deg)) {
                const bool alongX = r.rotation_deg == 0 || r.rotation_deg == 180;
                const std::int64_t hx = (alongX ? t.width_mm : t.depth_mm) / 2,
                                   hy = (alongX ? t.depth_mm : t.width_mm) / 2;
                marginX = std::min({ marginX, r.position.x_mm - hx - m_x0, m_x1 - r.position.x_mm - hx });
                marginY = std::min({ marginY, r.position.y_mm - hy - m_y0, m_y1 - r.position.y_mm - hy });
            }
    if (marginX != INT64_MAX) {
        m_x0 += std::max<std::int64_t>(marginX, 0), m_x1 -= std::max<std::int64_t>(marginX, 0);
        m_y0 += std::max<std::int64_t>(marginY, 0), m_y1 -= std::max<std::int64_t>(marginY, 0);
    }
    m_cold = setting(project, "space.cold_aisle_min_mm");
    m_hot = setting(project, "space.hot_aisle_min_mm");
    for (const Rack &r : project.racks) {
        if (r.hall != hall.id || !axisFacing(r.rotation_deg))
            continue;
        const bool alongX = r.rotation_deg == 0 || r.rotation_deg == 180;
        const std::int64_t across = alongX ? r.position.y_mm : r.position.x_mm;
        const std::int64_t along = alongX ? r.position.x_mm : r.position.y_mm;
        // A line ends at its outer racks' sides, whatever their widths (an 800 mm network rack
        // beside 600 mm GPU racks).
        auto t = std::find_if(project.rack_types.begin(), project.rack_types.end(),
            [&](const RackType &x) { return x.id == r.rack_type; });
        const std::int64_t half = t == project.rack_types.end() ? 0 : t->width_mm / 2;
        auto it = std::find_if(
            lines.begin(), lines.end(), [&](const Line &l) { return l.along_x == alongX && l.across == across; });
        if (it == lines.end()) {
            lines.push_back({ alongX, across, r.rotation_deg, along - half, along + half, r.row, false });
        } else {
            it->lo = std::min(it->lo, along - half);
            it->hi = std::max(it->hi, along + half);
        }
    }
    std::sort(lines.begin(), lines.end(),
        [](const Line &a, const Line &b) { return std::pair(a.along_x, a.across) < std::pair(b.along_x, b.across); });
    addLines();
}

// New lines beyond the installed ones, per orientation: the gap two lines back repeats (a cold
// aisle, then a hot one), and so does the facing.
void FloorPlan::addLines()
{
    for (const bool alongX : { true, false }) {
        std::vector<Line> same;
        for (const Line &l : lines)
            if (l.along_x == alongX)
                same.push_back(l);
        if (same.empty())
            continue;
        std::int64_t lo = same.front().lo;
        for (const Line &l : same)
            lo = std::min(lo, l.lo);
        const std::int64_t half = m_type.depth_mm / 2; // across a line
        const std::int64_t limitLo = (alongX ? m_y0 : m_x0) + half, limitHi = (alongX ? m_y1 : m_x1) - half;
        for (const int dir : { 1, -1 }) {
            std::vector<Line> seq = same;
            if (dir < 0)
                std::reverse(seq.begin(), seq.end());
            const std::int64_t defaultGap = m_type.depth_mm + std::int64_t(std::max(m_cold, m_hot));
            for (int guard = 0; guard < 10000; ++guard) {
                const std::size_t n = seq.size();
                const std::int64_t gap = n >= 3 ? std::llabs(seq[n - 2].across - seq[n - 3].across)
                    : n == 2                    ? std::llabs(seq[1].across - seq[0].across)
                                                : defaultGap;
                const int facing = n >= 2 ? seq[n - 2].facing : (seq[0].facing + 180) % 360;
                Line l { alongX, seq.back().across + dir * std::max<std::int64_t>(gap, 1), facing, lo, lo, kNoId,
                    true };
                if (l.across < limitLo || l.across > limitHi)
                    break;
                seq.push_back(l);
                lines.push_back(l);
            }
        }
    }
}

std::vector<Point> FloorPlan::candidates(int index, const RackType &type) const
{
    const Line &l = lines[std::size_t(index)];
    const std::int64_t pitch = std::max(1, type.width_mm);
    const std::int64_t half = type.width_mm / 2; // along a line
    const std::int64_t limitLo = (l.along_x ? m_x0 : m_y0) + half, limitHi = (l.along_x ? m_x1 : m_y1) - half;
    auto at = [&](std::int64_t along) { return l.along_x ? Point { along, l.across } : Point { l.across, along }; };
    std::vector<Point> out;
    // Side by side from the line's ends, which move with the racks taken: the new rack's side
    // touches the outer rack's (a new line starts at the installed lines' west or south end).
    for (std::int64_t a = l.hi + half; a <= limitHi; a += pitch)
        out.push_back(at(a));
    for (std::int64_t a = l.lo - half; a >= limitLo; a -= pitch)
        out.push_back(at(a));
    return out;
}

// The model's line, the other installed lines, then the new lines nearest first.
std::vector<int> FloorPlan::lineOrder(int first) const
{
    std::vector<int> order;
    if (first >= 0)
        order.push_back(first);
    for (int i = 0; i < int(lines.size()); ++i)
        if (i != first && !lines[std::size_t(i)].added)
            order.push_back(i);
    std::vector<int> added;
    for (int i = 0; i < int(lines.size()); ++i)
        if (lines[std::size_t(i)].added)
            added.push_back(i);
    const std::int64_t ref = first >= 0 ? lines[std::size_t(first)].across : 0;
    std::stable_sort(added.begin(), added.end(), [&](int a, int b) {
        return std::llabs(lines[std::size_t(a)].across - ref) < std::llabs(lines[std::size_t(b)].across - ref);
    });
    order.insert(order.end(), added.begin(), added.end());
    return order;
}

bool FloorPlan::fits(Rack &rack, const RackType &type) const
{
    return !rules::rackPlacementProblem(m_p, rack, type, {}, m_taken)
        && !rules::rackAisleProblem(m_p, rack, type, m_cold, m_hot, m_taken);
}

std::optional<Slot> FloorPlan::take(const Rack &model, const RackType &type, const std::string &name)
{
    int first = -1;
    for (int i = 0; i < int(lines.size()); ++i) {
        const Line &l = lines[std::size_t(i)];
        const bool alongX = model.rotation_deg == 0 || model.rotation_deg == 180;
        if (!l.added && l.along_x == alongX && l.across == (alongX ? model.position.y_mm : model.position.x_mm))
            first = i;
    }
    for (int i : lineOrder(first)) {
        Line &l = lines[std::size_t(i)];
        for (const Point &q : candidates(i, type)) {
            const auto key = std::tuple(q.x_mm, q.y_mm, l.facing, type.width_mm);
            if (m_dead.count(key))
                continue;
            Rack r;
            r.id = -Id(m_taken.size()) - 1; // distinct from every project id
            r.name = name;
            r.hall = m_hall.id;
            r.position = q;
            r.rotation_deg = l.facing;
            r.rack_type = type.id;
            if (!fits(r, type)) {
                m_dead.insert(key); // racks taken later only add obstacles
                continue;
            }
            m_dead.insert(key);
            m_taken.push_back({ r, type });
            const std::int64_t along = l.along_x ? q.x_mm : q.y_mm, half = type.width_mm / 2;
            l.lo = std::min(l.lo, along - half);
            l.hi = std::max(l.hi, along + half);
            return Slot { q, i };
        }
    }
    return std::nullopt;
}

} // namespace plenum::layout::extension

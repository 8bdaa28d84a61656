// SPDX-License-Identifier: GPL-3.0-or-later
#include "asbuilt/fixlist.h"

#include "model/index.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace plenum::asbuilt {

bool naturalLess(const std::string &a, const std::string &b)
{
    auto digit = [](char c) { return c >= '0' && c <= '9'; };
    std::size_t i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (digit(a[i]) && digit(b[j])) {
            std::size_t ie = i, je = j;
            while (ie < a.size() && a[ie] == '0')
                ++ie;
            while (je < b.size() && b[je] == '0')
                ++je;
            std::size_t ae = ie, be = je;
            while (ae < a.size() && digit(a[ae]))
                ++ae;
            while (be < b.size() && digit(b[be]))
                ++be;
            if (ae - ie != be - je) // more significant digits: larger
                return ae - ie < be - je;
            const int c = a.compare(ie, ae - ie, b, je, be - je);
            if (c != 0)
                return c < 0;
            i = ae;
            j = be;
            continue;
        }
        if (a[i] != b[j])
            return static_cast<unsigned char>(a[i]) < static_cast<unsigned char>(b[j]);
        ++i;
        ++j;
    }
    return a.size() - i < b.size() - j;
}

namespace {

// Where a rack sits on the crew's walk.
struct Place {
    int group = 2; // 0: in a row, 1: in a hall but no row, 2: not racked or not planned
    std::string hall, row, rack;
    std::int64_t along = 0; // position along its row
};

bool placeLess(const Place &x, const Place &y)
{
    if (x.group == 2 || y.group == 2)
        return x.group < y.group;
    if (x.hall != y.hall)
        return naturalLess(x.hall, y.hall);
    if (x.group != y.group)
        return x.group < y.group;
    if (x.row != y.row)
        return naturalLess(x.row, y.row);
    if (x.along != y.along)
        return x.along < y.along;
    return naturalLess(x.rack, y.rack);
}

} // namespace

std::vector<FixRow> fixList(const Project &project, const DiffReport &report)
{
    const ProjectIndex index(project);
    std::map<std::string, Place> places; // rack name -> place
    for (const Rack &r : project.racks) {
        Place p;
        p.rack = r.name;
        const Hall *h = index.hall(r.hall);
        p.hall = h ? h->name : std::string();
        const Row *row = index.row(r.row);
        p.group = row ? 0 : 1;
        if (row) {
            p.row = row->name;
            const bool eastwards = row->facing_deg == 0 || row->facing_deg == 180; // core/edit/row_edit.cpp
            p.along = eastwards ? r.position.x_mm : r.position.y_mm;
        }
        places.emplace(r.name, std::move(p));
    }
    std::vector<FixRow> rows;
    std::vector<Place> where;
    rows.reserve(report.differences.size());
    for (std::size_t i = 0; i < report.differences.size(); ++i) {
        const Difference &d = report.differences[i];
        FixRow f;
        f.difference = i;
        f.kind = d.kind;
        f.device = d.at.device;
        f.u = d.at.u;
        const bool nic = d.at.planned && d.at.description != d.at.device; // a node's CA: its cage name
        if (d.at.port_name.empty())
            f.port = std::to_string(d.at.port);
        else if (d.at.by_name || nic)
            f.port = d.at.port_name;
        else // a switch port: the number on the faceplate, and the cage
            f.port = std::to_string(d.at.port) + " (" + d.at.port_name + ")";
        Place p;
        if (auto it = places.find(d.at.rack); d.at.planned && !d.at.rack.empty() && it != places.end())
            p = it->second;
        f.hall = p.hall;
        f.row = p.row;
        f.rack = p.rack;
        for (const std::string &c : d.cables)
            if (!c.empty())
                f.cables += (f.cables.empty() ? "" : " / ") + c;
        f.action = d.action;
        f.problem = d.message;
        rows.push_back(std::move(f));
        where.push_back(std::move(p));
    }
    std::vector<std::size_t> order(rows.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t i, std::size_t j) {
        if (placeLess(where[i], where[j]))
            return true;
        if (placeLess(where[j], where[i]))
            return false;
        if (rows[i].rack != rows[j].rack) // two unplaced racks of equal rank
            return naturalLess(rows[i].rack, rows[j].rack);
        if (rows[i].u != rows[j].u)
            return rows[i].u > rows[j].u; // top of the rack first
        if (rows[i].device != rows[j].device)
            return naturalLess(rows[i].device, rows[j].device);
        return naturalLess(rows[i].port, rows[j].port);
    });
    std::vector<FixRow> sorted;
    sorted.reserve(rows.size());
    for (std::size_t k = 0; k < order.size(); ++k) {
        sorted.push_back(std::move(rows[order[k]]));
        sorted.back().step = int(k + 1);
    }
    return sorted;
}

exporting::Table fixListTable(const std::vector<FixRow> &rows)
{
    exporting::Table t;
    t.name = "fixlist";
    t.header = { "step", "hall", "row", "rack", "u", "device", "port", "cables", "class", "action", "problem" };
    for (const FixRow &r : rows)
        t.rows.push_back({ exporting::Cell::integer(r.step), r.hall, r.row, r.rack,
            r.u > 0 ? exporting::Cell::integer(r.u) : exporting::Cell(""), r.device, r.port, r.cables,
            std::string(toString(r.kind)), r.action, r.problem });
    return t;
}

} // namespace plenum::asbuilt

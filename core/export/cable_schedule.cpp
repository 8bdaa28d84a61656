// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/cable_schedule.h"

#include "model/channel.h"
#include "model/index.h"
#include "model/phase_lookup.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

namespace plenum::exporting {

namespace {

CableEnd endOf(const ProjectIndex &index, const PortRef &ref, const std::string &label, const std::string &transceiver)
{
    CableEnd e;
    e.label = label;
    e.transceiver = transceiver;
    const Device *d = index.device(ref.device);
    if (!d)
        return e;
    e.device = d->name;
    e.u = d->u_position;
    if (const Rack *r = index.rack(d->rack))
        e.rack = r->name;
    if (const DeviceType *t = index.deviceType(d->device_type); t && ref.port >= 0 && ref.port < int(t->ports.size()))
        e.port = t->ports[std::size_t(ref.port)].name;
    return e;
}

} // namespace

std::vector<CableRow> cableScheduleRows(const Project &project)
{
    const ProjectIndex index(project);
    std::vector<CableRow> rows;
    rows.reserve(project.cables.size());
    for (const Cable &c : project.cables) {
        CableRow r;
        r.cable = c.id;
        r.label = c.label;
        // A channel's cord runs between a port and a panel's front port, its trunk between two
        // panels' trunk ports and serves channels of any fabric (model/channel.h).
        const Link *l = index.link(c.link);
        if (const auto [a, b] = cableEnds(c, l); a.device != kNoId) {
            r.from = endOf(index, a, c.label_a, c.transceiver_a);
            r.to = endOf(index, b, c.label_b, c.transceiver_b);
            r.fabric = l ? std::string(toString(l->fabric)) : std::string(toString(c.span));
        }
        r.media = c.media;
        r.sku = c.sku;
        r.ordered_length_mm = c.ordered_length_mm;
        r.required_length_mm = c.required_length_mm;
        r.slack_mm = c.slackMm();
        r.slack_location = c.slack_location;
        r.bundle = c.bundle;
        r.phase = phaseName(project, c.phase);
        // Fold consecutive segments of one pathway: "TRAY-A 2-4 > SPINE 1".
        std::string lastName;
        int first = -1, last = -1;
        auto flush = [&] {
            if (lastName.empty())
                return;
            r.route += (r.route.empty() ? "" : " > ") + lastName + " "
                + (first == last ? fmt::format("{}", first)
                                 : fmt::format("{}-{}", std::min(first, last), std::max(first, last)));
        };
        std::string unknown;
        for (const RouteStep &s : c.route) {
            const Pathway *pw = index.pathway(s.pathway);
            if (!pw)
                unknown = fmt::format("pathway {}", s.pathway);
            const std::string &name = pw ? pw->name : unknown;
            if (r.pull_pathway.empty())
                r.pull_pathway = name;
            if (name == lastName && (s.segment == last + 1 || s.segment == last - 1)) {
                last = s.segment;
                continue;
            }
            flush();
            lastName = name;
            first = last = s.segment;
        }
        flush();
        rows.push_back(std::move(r));
    }
    // Pull order, sorting indices (a row is a dozen strings: moving each once is cheaper).
    std::vector<std::size_t> order(rows.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t i, std::size_t j) {
        const CableRow &a = rows[i], &b = rows[j];
        const bool ia = a.pull_pathway.empty(), ib = b.pull_pathway.empty();
        return std::tie(ia, a.pull_pathway, a.from.rack, a.to.rack, a.label)
            < std::tie(ib, b.pull_pathway, b.from.rack, b.to.rack, b.label);
    });
    // Row j becomes rows[order[j]], in place (cycle by cycle): a second vector of rows would be
    // another ~340 MB of fresh memory at ~100k GPUs.
    const std::size_t done = order.size();
    for (std::size_t i = 0; i < order.size(); ++i) {
        if (order[i] == done || order[i] == i)
            continue;
        CableRow first = std::move(rows[i]);
        std::size_t j = i;
        while (order[j] != i) {
            const std::size_t k = order[j];
            rows[j] = std::move(rows[k]);
            order[j] = done;
            j = k;
        }
        rows[j] = std::move(first);
        order[j] = done;
    }
    return rows;
}

Table cableScheduleTable(const std::vector<CableRow> &rows)
{
    return cableScheduleTable(std::vector<CableRow>(rows));
}

const std::vector<std::string> &cableScheduleHeader()
{
    static const std::vector<std::string> header = { "pull_order", "label", "from_rack", "from_u", "from_device",
        "from_port", "from_label", "to_rack", "to_u", "to_device", "to_port", "to_label", "fabric", "media", "sku",
        "ordered_length_m", "required_length_m", "slack_m", "slack_location", "pull_pathway", "route",
        "transceiver_from", "transceiver_to", "bundle", "phase" };
    return header;
}

void cableScheduleCells(CableRow &&r, std::int64_t pullOrder, std::vector<Cell> &cells)
{
    auto dec = [](std::int64_t v) { return Cell::decimal(double(v) / 1000.0, 2); };
    auto take = [](std::string &s) { return Cell(std::move(s)); };
    cells.clear();
    cells.reserve(25);
    cells.push_back(Cell::integer(pullOrder));
    cells.push_back(take(r.label));
    cells.push_back(take(r.from.rack));
    cells.push_back(Cell::integer(r.from.u));
    cells.push_back(take(r.from.device));
    cells.push_back(take(r.from.port));
    cells.push_back(take(r.from.label));
    cells.push_back(take(r.to.rack));
    cells.push_back(Cell::integer(r.to.u));
    cells.push_back(take(r.to.device));
    cells.push_back(take(r.to.port));
    cells.push_back(take(r.to.label));
    cells.push_back(take(r.fabric));
    cells.push_back(take(r.media));
    cells.push_back(take(r.sku));
    cells.push_back(dec(r.ordered_length_mm));
    cells.push_back(dec(r.required_length_mm));
    cells.push_back(dec(r.slack_mm));
    cells.push_back(take(r.slack_location));
    cells.push_back(take(r.pull_pathway));
    cells.push_back(take(r.route));
    cells.push_back(take(r.from.transceiver));
    cells.push_back(take(r.to.transceiver));
    cells.push_back(take(r.bundle));
    cells.push_back(take(r.phase));
}

Table cableScheduleTable(std::vector<CableRow> &&rows)
{
    Table t;
    t.name = "Cables";
    t.header = cableScheduleHeader();
    std::int64_t n = 0;
    t.rows.reserve(rows.size());
    for (CableRow &r : rows) {
        std::vector<Cell> cells;
        cableScheduleCells(std::move(r), ++n, cells);
        t.rows.push_back(std::move(cells));
    }
    return t;
}

void writeCableScheduleCsv(std::vector<CableRow> &&rows, CsvWriter &out)
{
    out.header("Cables", cableScheduleHeader());
    std::vector<Cell> cells;
    std::int64_t n = 0;
    for (CableRow &r : rows) {
        cableScheduleCells(std::move(r), ++n, cells);
        out.row(cells); // the row's strings go with `cells` at the next row
    }
}

std::vector<SegmentLoad> segmentLoads(const Project &project, const std::vector<CableRow> &rows)
{
    const ProjectIndex index(project);
    std::map<std::pair<std::string, int>, SegmentLoad> loads;
    std::map<Id, std::size_t> rowOfCable;
    for (std::size_t i = 0; i < rows.size(); ++i)
        rowOfCable[rows[i].cable] = i;
    for (const Cable &c : project.cables)
        for (const RouteStep &s : c.route) {
            const Pathway *pw = index.pathway(s.pathway);
            const std::string name = pw ? pw->name : fmt::format("pathway {}", s.pathway);
            SegmentLoad &l = loads[{ name, s.segment }];
            l.pathway = name;
            l.segment = s.segment;
            if (auto it = rowOfCable.find(c.id); it != rowOfCable.end())
                l.rows.push_back(it->second);
        }
    std::vector<SegmentLoad> out;
    for (auto &[key, l] : loads) {
        std::sort(l.rows.begin(), l.rows.end());
        out.push_back(std::move(l));
    }
    return out;
}

} // namespace plenum::exporting

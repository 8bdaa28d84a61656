// SPDX-License-Identifier: GPL-3.0-or-later
// The cable schedule (DESIGN.md §9): one row per cable — label, both ends (rack, U, device, port),
// media, SKU, ordered and required length, slack, route through the pathway segments, phase — in
// pull order: by the pathway the cable is pulled along (its first pathway), then rack, then label.
// Cables that stay inside one rack (no pathway) come last. The pull sheets use the same rows.
#pragma once

#include "export/table.h"
#include "model/project.h"

#include <string>
#include <vector>

namespace plenum::exporting {

struct CableEnd {
    std::string rack; // "" when the device is not racked
    int u = 0;
    std::string device;
    std::string port;
    std::string label; // TIA-606 end label
    std::string transceiver;
};

struct CableRow {
    Id cable = kNoId;
    std::string label;
    CableEnd from, to;
    std::string fabric; // "compute", "storage", "in-band", "out-of-band", "power"
    std::string media;
    std::string sku;
    std::int64_t ordered_length_mm = 0;
    std::int64_t required_length_mm = 0;
    std::int64_t slack_mm = 0;
    std::string slack_location;
    std::string pull_pathway; // the pathway it is pulled along; "" inside one rack
    std::string route; // segments as text, consecutive ones folded ("TRAY-A 2-4 > SPINE 1")
    std::string bundle;
    std::string phase;
};

std::vector<CableRow> cableScheduleRows(const Project &project);
Table cableScheduleTable(const std::vector<CableRow> &rows);
Table cableScheduleTable(std::vector<CableRow> &&rows); // moves the rows' strings into the table
// The schedule's columns, and one row's cells (its strings moved out of `r`), as the table has them.
const std::vector<std::string> &cableScheduleHeader();
void cableScheduleCells(CableRow &&r, std::int64_t pullOrder, std::vector<Cell> &cells);
// The CSV of cableScheduleTable(rows), written a row at a time (no table is built).
void writeCableScheduleCsv(std::vector<CableRow> &&rows, CsvWriter &out);

// "TRAY-A/3" → every pathway segment with the cables through it, in pathway/segment order.
struct SegmentLoad {
    std::string pathway;
    int segment = 0;
    std::vector<std::size_t> rows; // indices into the cableScheduleRows() result
};
std::vector<SegmentLoad> segmentLoads(const Project &project, const std::vector<CableRow> &rows);

} // namespace plenum::exporting

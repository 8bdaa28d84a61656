// SPDX-License-Identifier: GPL-3.0-or-later
// The fix list for the crew (issue #19): one row per difference of a DiffReport, placed where the
// fix starts (Difference::at: rack, U, device, port), with the cable labels, the class and the
// action, in walking order: hall by hall, row by row (row names compared with their numbers as
// numbers: "R2" before "R10"), along each row from its low end (x for a row running east-west,
// y for one running north-south, the axis across the row's facing), top of the rack first
// (highest U), then port; racks in no row follow their hall's rows by name; places the plan does
// not have (an unknown node) come last. Written as CSV (fixListTable) and as a PDF with a page per
// rack (app/export/fixlist_pdf).
#pragma once

#include "asbuilt/diff.h"
#include "export/table.h"
#include "model/project.h"

#include <string>
#include <vector>

namespace plenum::asbuilt {

struct FixRow {
    int step = 0; // 1.. in walking order
    std::string hall, row, rack; // "" when not racked or not planned
    int u = 0;
    std::string device,
        port; // port: what the crew reads: "17 (OSFP9P1)" on an IB switch, "OSFP1P2" on a node, "swp1s0"
    std::string cables; // labels of the cables concerned, " / " between them
    DiffKind kind = DiffKind::Missing;
    std::string action, problem;
    std::size_t difference = 0; // index into DiffReport::differences
};

std::vector<FixRow> fixList(const Project &project, const DiffReport &report);

// step, hall, row, rack, u, device, port, cables, class, action, problem
exporting::Table fixListTable(const std::vector<FixRow> &rows);

// "R2" < "R10": runs of digits compare by value, the rest byte by byte.
bool naturalLess(const std::string &a, const std::string &b);

} // namespace plenum::asbuilt

// SPDX-License-Identifier: GPL-3.0-or-later
// How the views draw an as-built comparison (issue #19), per class of difference: the cables of
// miswired and swapped links in the as-built red, those of missing links dashed, as the floor
// plan strokes them (each cable's route and the drops to its racks, highlight.h), and the planned
// devices and ports at their ends, as the elevations mark them. Other classes (degraded, extra,
// unknown device) are marked through the panel's highlight only. Linear in the project's cables.
#pragma once

#include "asbuilt/diff.h"
#include "model/project.h"

#include <QLineF>

#include <set>
#include <utility>
#include <vector>

namespace plenum::app {

struct AsbuiltMarks {
    std::vector<QLineF> wrong_lines; // miswired and swapped cables, world millimetres
    std::vector<QLineF> missing_lines; // missing cables
    std::set<Id> wrong_devices, missing_devices; // planned devices at their ends
    std::set<std::pair<Id, int>> wrong_ports, missing_ports; // (device, port index) at their ends
    std::set<Id> wrong_cables, missing_cables;
    bool empty() const { return wrong_devices.empty() && missing_devices.empty(); }
};

// Missing links first: a link both missing and miswired (never from one report) counts as wrong.
AsbuiltMarks asbuiltMarks(const Project &project, const asbuilt::DiffReport &report);

} // namespace plenum::app

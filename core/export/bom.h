// SPDX-License-Identifier: GPL-3.0-or-later
// The bill of materials (DESIGN.md §9): racks, devices, switches, PDUs, transceivers, cables by
// media and orderable length, power cords, blanking panels and pathways by the metre, with
// quantity, unit price and extended price — for each phase (what that phase adds) and in total.
#pragma once

#include "export/table.h"
#include "model/project.h"

#include <string>
#include <vector>

namespace plenum::exporting {

struct BomRow {
    std::string phase; // a phase name, or "total"
    std::string category; // "Racks", "Devices", "Switches", "PDUs", "Transceivers", "Cables",
                          // "Power cords", "Blanking panels", "Pathways"; "Subtotal"/"Total" rows
    std::string item; // what to buy, in words
    std::string manufacturer;
    std::string part; // SKU or model
    std::string unit; // "ea" or "m"
    double quantity = 0;
    double unit_price_usd = 0;
    double extended_usd = 0;
};

// Rows per phase (in Project::phases order, each followed by a "Subtotal" row), then the "total"
// rows and a final "Total" row. Prices are the catalogue's (see its sources: many are estimates).
std::vector<BomRow> bomRows(const Project &project);
Table bomTable(const std::vector<BomRow> &rows);

// Estimated installed price of a pathway per metre, by kind (USD; a class estimate).
double pathwayPricePerMetreUsd(PathwayKind kind);
// Length of a pathway's centre line in millimetres.
std::int64_t pathwayLengthMm(const Pathway &pathway);

} // namespace plenum::exporting

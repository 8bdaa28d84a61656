// SPDX-License-Identifier: GPL-3.0-or-later
// One accessor per drawn format (each in its own file), listed by drawingExporters().
#pragma once

#include "export/exporter.h"

namespace plenum::app {

const exporting::Exporter &pullSheetsExporter(); // pullsheets_pdf.cpp
const exporting::Exporter &elevationsExporter(); // elevations_pdf.cpp
const exporting::Exporter &labelsExporter(); // labels_pdf.cpp
const exporting::Exporter &floorPlanPdfExporter(); // floorplan.cpp
const exporting::Exporter &floorPlanPngExporter(); // floorplan.cpp

} // namespace plenum::app

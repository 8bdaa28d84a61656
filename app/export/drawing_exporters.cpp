// SPDX-License-Identifier: GPL-3.0-or-later
#include "drawing_exporters.h"

#include "drawing_exporters_impl.h"
#include "review_pdf.h"

namespace plenum::app {

const std::vector<const exporting::Exporter *> &drawingExporters()
{
    static const std::vector<const exporting::Exporter *> list = { &pullSheetsExporter(), &elevationsExporter(),
        &labelsExporter(), &floorPlanPdfExporter(), &floorPlanPngExporter(), &reviewPdfExporter() };
    return list;
}

} // namespace plenum::app

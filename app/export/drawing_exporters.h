// SPDX-License-Identifier: GPL-3.0-or-later
// The drawn outputs (DESIGN.md §9): pull sheets, rack elevations, cable labels and the floor plan
// as PDF (QPdfWriter) and the floor plan as PNG (QImage). Each draws with QPainter; elevations use
// the renderer the GUI shows (render/elevation_renderer.h). Files are written through AtomicOutput
// (sheet.h: the output policy of store/atomic_file.h), so a failed export leaves nothing behind.
#pragma once

#include "export/exporter.h"

#include <vector>

namespace plenum::app {

const std::vector<const exporting::Exporter *> &drawingExporters();

} // namespace plenum::app

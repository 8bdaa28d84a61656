// SPDX-License-Identifier: GPL-3.0-or-later
// The project of File ▸ New from DXF… and `plenum-cli new --from-dxf` (issue #21), one code path
// for both: core/dxf's hall import (dxf::projectFromDrawing) and then the drawing itself as a
// locked underlay, shifted by the same offset as the hall so that every column's obstacle lies on
// its drawn circle. Layers named in `skip_layers` are left out of the underlay (the dialog's
// "ignore"); everything else the importer reads is drawn, the mapped layers too.
#pragma once

#include "dxf/hall_import.h"

#include <string>
#include <vector>

namespace plenum::app {

struct DxfProjectOptions {
    dxf::HallImportOptions hall;
    bool underlay = true; // false: no underlay (`--no-underlay`)
    std::string underlay_name; // empty: "drawing"
    std::vector<std::string> skip_layers; // not drawn in the underlay (compared as CAD does, without case)
};

// Throws Error (the core's one sentence) when the hall cannot be made or the drawing not drawn;
// then nothing is returned.
Project projectFromDxfDrawing(
    const dxf::Drawing &drawing, const DxfProjectOptions &options, dxf::HallImportReport *report = nullptr);

} // namespace plenum::app

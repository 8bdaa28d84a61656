// SPDX-License-Identifier: GPL-3.0-or-later
// A DXF drawing as an underlay picture (issues #18, #21): every polyline (with its arcs), circle,
// arc and line of model space that core/dxf reads — those of blocks placed by INSERT too — drawn
// as dark line art on a transparent PNG of at most kMaxDxfPixels on its longer side, with the
// scale and corner that put it at the drawing's own millimetre coordinates. (Text, hatches,
// dimensions and splines are not read by core/dxf, so they are not drawn.)
#pragma once

#include "dxf/dxf_drawing.h"

#include <QByteArray>
#include <QPointF>
#include <QString>

#include <optional>
#include <vector>

namespace plenum::app {

inline constexpr int kMaxDxfPixels = 4096;

struct DxfPicture {
    QByteArray png; // empty on failure
    double mm_per_px = 1;
    qint64 x_mm = 0, y_mm = 0; // the picture's top-left corner on the floor
    QString error;
};

// Every planar shape (arcs as chords within dxf::kMaxChordErrorMm) as floor-millimetre
// polylines: drawing coordinates times `mmPerUnit`, minus the shift. The underlay and the New from
// DXF preview draw these.
std::vector<std::vector<QPointF>> dxfLines(
    const dxf::Drawing &drawing, double mmPerUnit, double shiftXMm = 0, double shiftYMm = 0);

// `mmPerUnit` when the drawing has no $INSUNITS; `shiftMm` is subtracted from every coordinate
// (the offset `new --from-dxf` moved the hall by).
DxfPicture drawDxf(
    const dxf::Drawing &drawing, std::optional<double> mmPerUnit, double shiftXMm = 0, double shiftYMm = 0);

} // namespace plenum::app

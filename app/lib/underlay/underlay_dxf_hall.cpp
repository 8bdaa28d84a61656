// SPDX-License-Identifier: GPL-3.0-or-later
#include "underlay/underlay_dxf_hall.h"

#include "edit/underlay_edit.h"
#include "store/input_limits.h"
#include "underlay/underlay_dxf.h"

#include <fmt/format.h>

#include <algorithm>

namespace plenum::app {

Project projectFromDxfDrawing(const dxf::Drawing &drawing, const DxfProjectOptions &o, dxf::HallImportReport *reportOut)
{
    dxf::HallImportReport report;
    Project p = dxf::projectFromDrawing(drawing, o.hall, &report);
    if (o.underlay) {
        dxf::Drawing shown;
        shown.insunits = drawing.insunits;
        for (const dxf::Shape &s : drawing.shapes)
            if (std::none_of(o.skip_layers.begin(), o.skip_layers.end(),
                    [&](const std::string &l) { return dxf::sameLayer(l, s.layer); }))
                shown.shapes.push_back(s);
        // The hall's unit (header or chosen) and the hall's shift: the picture lies where the hall does.
        const DxfPicture picture
            = drawDxf(shown, dxf::mmPerUnit(report.unit), double(report.shift.x_mm), double(report.shift.y_mm));
        if (picture.png.isEmpty())
            throw Error(fmt::format("the underlay: {}", picture.error.toStdString()));
        if (std::size_t(picture.png.size()) > limits::kMaxUnderlayBytes)
            throw Error(fmt::format("the underlay: the drawn DXF is {:.1f} MiB (at most {} MiB)",
                double(picture.png.size()) / (1 << 20), limits::kMaxUnderlayBytes >> 20));
        edit::UnderlaySpec spec;
        spec.name = o.underlay_name.empty() ? "drawing" : o.underlay_name.substr(0, 200);
        spec.format = UnderlayFormat::Png;
        spec.bytes = std::make_shared<const std::string>(picture.png.constData(), std::size_t(picture.png.size()));
        spec.x_mm = picture.x_mm;
        spec.y_mm = picture.y_mm;
        spec.mm_per_px = picture.mm_per_px;
        spec.opacity = 0.6;
        spec.locked = true;
        edit::addUnderlay(p, spec);
    }
    if (reportOut)
        *reportOut = report;
    return p;
}

} // namespace plenum::app

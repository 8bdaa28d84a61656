// SPDX-License-Identifier: GPL-3.0-or-later
// Test drawings written through dxflib's own writer (DL_Dxf, DL_WriterA): layers, closed and open
// LWPOLYLINEs, CIRCLEs and LINEs, with or without a $INSUNITS header.
#pragma once

#include <dl_dxf.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace plenum::test {

struct DxfFixture {
    struct Poly {
        std::string layer;
        std::vector<std::pair<double, double>> pts;
        bool closed = true;
    };
    struct Circle {
        std::string layer;
        double cx, cy, r;
    };
    struct Line {
        std::string layer;
        double x1, y1, x2, y2;
    };
    std::optional<int> insunits;
    std::vector<std::string> layers;
    std::vector<Poly> polys;
    std::vector<Circle> circles;
    std::vector<Line> lines;

    // Writes the drawing (DXF R2000) to `path`; false when dxflib could not open it.
    bool write(const std::string &path) const
    {
        DL_Dxf dxf;
        DL_WriterA *dw = dxf.out(path.c_str(), DL_Codes::AC1015);
        if (!dw)
            return false;
        dxf.writeHeader(*dw);
        if (insunits) {
            dw->dxfString(9, "$INSUNITS");
            dw->dxfInt(70, *insunits);
        }
        dw->sectionEnd();
        dw->sectionTables();
        dxf.writeVPort(*dw);
        dw->tableLinetypes(1);
        dxf.writeLinetype(*dw, DL_LinetypeData("CONTINUOUS", "Continuous", 0, 0, 0.0));
        dw->tableEnd();
        dw->tableLayers(int(layers.size()) + 1);
        dxf.writeLayer(*dw, DL_LayerData("0", 0), DL_Attributes("", 7, 0, 100, "CONTINUOUS"));
        for (const auto &l : layers)
            dxf.writeLayer(*dw, DL_LayerData(l, 0), DL_Attributes("", 7, 0, 100, "CONTINUOUS"));
        dw->tableEnd();
        dw->tableStyle(1);
        dxf.writeStyle(*dw, DL_StyleData("standard", 0, 0.0, 1.0, 0.0, 0, 2.5, "txt", ""));
        dw->tableEnd();
        dxf.writeView(*dw);
        dxf.writeUcs(*dw);
        dw->tableAppid(1);
        dxf.writeAppid(*dw, "ACAD");
        dw->tableEnd();
        dxf.writeDimStyle(*dw, 1, 1, 1, 1, 1);
        dxf.writeBlockRecord(*dw);
        dw->tableEnd();
        dw->sectionEnd();
        dw->sectionBlocks();
        for (const char *b : {"*Model_Space", "*Paper_Space", "*Paper_Space0"}) {
            dxf.writeBlock(*dw, DL_BlockData(b, 0, 0.0, 0.0, 0.0));
            dxf.writeEndBlock(*dw, b);
        }
        dw->sectionEnd();
        dw->sectionEntities();
        for (const auto &p : polys) {
            const DL_Attributes at(p.layer, 256, -1, "BYLAYER", 1.0);
            dxf.writePolyline(*dw, DL_PolylineData(int(p.pts.size()), 0, 0, p.closed ? 1 : 0), at);
            for (const auto &[x, y] : p.pts)
                dxf.writeVertex(*dw, DL_VertexData(x, y));
            dxf.writePolylineEnd(*dw);
        }
        for (const auto &c : circles)
            dxf.writeCircle(*dw, DL_CircleData(c.cx, c.cy, 0.0, c.r), DL_Attributes(c.layer, 256, -1, "BYLAYER", 1.0));
        for (const auto &l : lines)
            dxf.writeLine(*dw, DL_LineData(l.x1, l.y1, 0.0, l.x2, l.y2, 0.0),
                          DL_Attributes(l.layer, 256, -1, "BYLAYER", 1.0));
        dw->sectionEnd();
        dxf.writeObjects(*dw);
        dxf.writeObjectsEnd(*dw);
        dw->dxfEOF();
        dw->close();
        delete dw;
        return true;
    }
};

} // namespace plenum::test

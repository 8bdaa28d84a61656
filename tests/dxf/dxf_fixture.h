// SPDX-License-Identifier: GPL-3.0-or-later
// Test drawings written through dxflib's own writer (DL_Dxf, DL_WriterA): layers, closed and open
// LWPOLYLINEs (with arc segments: bulges), CIRCLEs, ARCs and LINEs, blocks of them placed by
// INSERTs (nested too), with or without a $INSUNITS header.
#pragma once

#include <dl_dxf.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace plenum::test {

struct DxfFixture {
    struct Circle {
        std::string layer;
        double cx, cy, r;
    };
    struct Poly {
        std::string layer;
        std::vector<std::pair<double, double>> pts;
        bool closed = true;
        std::vector<double> bulges = {}; // per vertex; empty: straight edges
    };
    struct Arc {
        std::string layer;
        double cx, cy, r, startDeg, endDeg;
    };
    struct Insert {
        std::string block, layer;
        double x, y, sx = 1, sy = 1, angleDeg = 0;
        int cols = 1, rows = 1;
        double colSpacing = 0, rowSpacing = 0;
    };
    struct Block {
        std::string name;
        double baseX = 0, baseY = 0;
        std::vector<Poly> polys = {};
        std::vector<Circle> circles = {};
        std::vector<Insert> inserts = {};
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
    std::vector<Arc> arcs;
    std::vector<Block> blocks;
    std::vector<Insert> inserts;

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
        for (const auto &b : blocks)
            dxf.writeBlockRecord(*dw, b.name);
        dw->tableEnd();
        dw->sectionEnd();
        dw->sectionBlocks();
        for (const char *b : { "*Model_Space", "*Paper_Space", "*Paper_Space0" }) {
            dxf.writeBlock(*dw, DL_BlockData(b, 0, 0.0, 0.0, 0.0));
            dxf.writeEndBlock(*dw, b);
        }
        for (const auto &b : blocks) {
            dxf.writeBlock(*dw, DL_BlockData(b.name, 0, b.baseX, b.baseY, 0.0));
            writeShapes(dxf, *dw, b.polys, b.circles, b.inserts);
            dxf.writeEndBlock(*dw, b.name);
        }
        dw->sectionEnd();
        dw->sectionEntities();
        writeShapes(dxf, *dw, polys, circles, inserts);
        for (const auto &a : arcs)
            dxf.writeArc(*dw, DL_ArcData(a.cx, a.cy, 0.0, a.r, a.startDeg, a.endDeg),
                DL_Attributes(a.layer, 256, -1, "BYLAYER", 1.0));
        for (const auto &l : lines)
            dxf.writeLine(
                *dw, DL_LineData(l.x1, l.y1, 0.0, l.x2, l.y2, 0.0), DL_Attributes(l.layer, 256, -1, "BYLAYER", 1.0));
        dw->sectionEnd();
        dxf.writeObjects(*dw);
        dxf.writeObjectsEnd(*dw);
        dw->dxfEOF();
        dw->close();
        delete dw;
        return true;
    }

private:
    static void writeShapes(DL_Dxf &dxf, DL_WriterA &dw, const std::vector<Poly> &polys,
        const std::vector<Circle> &circles, const std::vector<Insert> &inserts)
    {
        for (const auto &p : polys) {
            const DL_Attributes at(p.layer, 256, -1, "BYLAYER", 1.0);
            dxf.writePolyline(dw, DL_PolylineData(int(p.pts.size()), 0, 0, p.closed ? 1 : 0), at);
            for (std::size_t i = 0; i < p.pts.size(); ++i)
                dxf.writeVertex(
                    dw, DL_VertexData(p.pts[i].first, p.pts[i].second, 0.0, i < p.bulges.size() ? p.bulges[i] : 0.0));
            dxf.writePolylineEnd(dw);
        }
        for (const auto &c : circles)
            dxf.writeCircle(dw, DL_CircleData(c.cx, c.cy, 0.0, c.r), DL_Attributes(c.layer, 256, -1, "BYLAYER", 1.0));
        for (const auto &i : inserts)
            dxf.writeInsert(dw,
                DL_InsertData(
                    i.block, i.x, i.y, 0.0, i.sx, i.sy, 1.0, i.angleDeg, i.cols, i.rows, i.colSpacing, i.rowSpacing),
                DL_Attributes(i.layer, 256, -1, "BYLAYER", 1.0));
    }
};

} // namespace plenum::test

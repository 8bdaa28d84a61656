// SPDX-License-Identifier: GPL-3.0-or-later
// The hall from an architect's DXF drawing (issue #21). Each drawing is written through dxflib's
// writer (dxf_fixture.h), read back by core/dxf, and the hall and its obstacles are compared with
// coordinates worked out by hand below. Bad drawings each give their one error and no project.
#include "dxf/arc_flatten.h"
#include "dxf/dxf_drawing.h"
#include "dxf/hall_import.h"
#include "dxf_fixture.h"

#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <climits>
#include <cmath>
#include <fstream>
#include <sstream>

using namespace plenum;
using plenum::test::DxfFixture;

namespace {

// The L-shaped hall, drawn in metres at (100 m, 50 m) from the drawing's origin:
//
//   (100,68) +-----------+ (112,68)
//            |           |
//            |           + (112,62) --------+ (124,62)
//            |                              |
//   (100,50) +------------------------------+ (124,50)
//
// Moved to put the lower-left corner at (0, 0) and converted to millimetres (× 1000): (0,0),
// (24000,0), (24000,12000), (12000,12000), (12000,18000), (0,18000) — counter-clockwise as drawn.
DxfFixture lHall()
{
    DxfFixture f;
    f.insunits = 6; // metres
    f.layers = { "A-WALL-OUTLINE", "S-COLS", "M-CRAH", "X-NOGO", "A-ANNO" };
    f.polys.push_back(
        { "A-WALL-OUTLINE", { { 100, 50 }, { 124, 50 }, { 124, 62 }, { 112, 62 }, { 112, 68 }, { 100, 68 } }, true });
    // Three round columns of 0.5 m diameter (r = 250 mm) at (106,56), (118,56), (106,62) m.
    f.circles = { { "S-COLS", 106, 56, 0.25 }, { "S-COLS", 118, 56, 0.25 }, { "S-COLS", 106, 62, 0.25 } };
    // One CRAH of 2.5 m × 0.9 m against the west wall: (101,64)–(103.5,64.9) m.
    f.polys.push_back({ "M-CRAH", { { 101, 64 }, { 103.5, 64 }, { 103.5, 64.9 }, { 101, 64.9 } }, true });
    // A no-go zone of 2 m × 2 m: (108,52)–(110,54) m.
    f.polys.push_back({ "X-NOGO", { { 108, 52 }, { 110, 52 }, { 110, 54 }, { 108, 54 } }, true });
    // Annotation lines the import does not read.
    f.lines = { { "A-ANNO", 100, 49, 124, 49 }, { "A-ANNO", 99, 50, 99, 68 } };
    return f;
}

// The octagon around a circle of radius 250 mm at (cx, cy) (hall_import.h): corners at
// (±250, ±t) and (±t, ±250) with t = 250 · (√2 − 1) = 103.553 → 104 mm once rounded (both
// cx ± 103.553 round away from cx since cx is a whole number: 6000 + 103.553 = 6103.553 → 6104,
// 6000 − 103.553 = 5896.447 → 5896).
std::vector<Point> column(std::int64_t cx, std::int64_t cy)
{
    return { { cx + 250, cy + 104 }, { cx + 104, cy + 250 }, { cx - 104, cy + 250 }, { cx - 250, cy + 104 },
        { cx - 250, cy - 104 }, { cx - 104, cy - 250 }, { cx + 104, cy - 250 }, { cx + 250, cy - 104 } };
}

// The same polygon up to its starting corner (the model stores outlines counter-clockwise but
// may start them anywhere).
bool sameRing(const std::vector<Point> &a, const std::vector<Point> &b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t s = 0; s < a.size(); ++s) {
        bool all = true;
        for (std::size_t i = 0; i < a.size() && all; ++i)
            all = a[(s + i) % a.size()] == b[i];
        if (all)
            return true;
    }
    return false;
}

std::string ringText(const std::vector<Point> &r)
{
    std::string s;
    for (const auto &p : r)
        s += "(" + std::to_string(p.x_mm) + "," + std::to_string(p.y_mm) + ") ";
    return s;
}

const Obstacle *obstacleNamed(const Project &p, const std::string &name)
{
    for (const auto &o : p.obstacles)
        if (o.name == name)
            return &o;
    return nullptr;
}

dxf::HallImportOptions lOptions()
{
    dxf::HallImportOptions o;
    o.outline_layer = "A-WALL-OUTLINE";
    o.column_layer = "S-COLS";
    o.crah_layer = "M-CRAH";
    o.nogo_layer = "X-NOGO";
    return o;
}

std::string slurp(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

} // namespace

class TestDxfImport : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    std::string path(const char *name) const { return (m_dir.path() + "/" + name).toStdString(); }

    std::string written(const DxfFixture &f, const char *name)
    {
        const std::string p = path(name);
        if (!f.write(p))
            qFatal("dxflib could not write %s", p.c_str());
        return p;
    }

    // The error of importing `file` with `o`; fails the test when it imports.
    QString importError(const std::string &file, const dxf::HallImportOptions &o)
    {
        try {
            dxf::projectFromDxf(file, o);
        } catch (const Error &e) {
            return QString::fromStdString(e.what());
        }
        return QStringLiteral("(no error)");
    }

private slots:
    void layersAndCounts()
    {
        const dxf::Drawing d = dxf::readDrawing(written(lHall(), "l.dxf"));
        QCOMPARE(d.insunits.value_or(-1), 6);
        // The layer table: "0" and the five named ones, in table order.
        QCOMPARE(int(d.layers.size()), 6);
        QCOMPARE(QString::fromStdString(d.layers[1].name), QStringLiteral("A-WALL-OUTLINE"));
        QCOMPARE(d.layers[1].counts.at("LWPOLYLINE"), std::int64_t(1));
        QCOMPARE(d.layers[2].counts.at("CIRCLE"), std::int64_t(3));
        QCOMPARE(d.layers[3].counts.at("LWPOLYLINE"), std::int64_t(1));
        QCOMPARE(d.layers[5].counts.at("LINE"), std::int64_t(2));
        QCOMPARE(d.layers[0].total, std::int64_t(0));
        QCOMPARE(d.entities, std::int64_t(1 + 3 + 1 + 1 + 2));
    }

    void lShapedHallWithColumnsInMetres()
    {
        dxf::HallImportReport report;
        const Project p = dxf::projectFromDxf(written(lHall(), "l.dxf"), lOptions(), &report);
        QCOMPARE(int(p.halls.size()), 1);
        const std::vector<Point> hall
            = { { 0, 0 }, { 24000, 0 }, { 24000, 12000 }, { 12000, 12000 }, { 12000, 18000 }, { 0, 18000 } };
        QVERIFY2(sameRing(p.halls.front().outline, hall), ringText(p.halls.front().outline).c_str());
        QCOMPARE(p.halls.front().tile_mm, 600);
        QCOMPARE(report.shift.x_mm, std::int64_t(100000));
        QCOMPARE(report.shift.y_mm, std::int64_t(50000));
        QCOMPARE(report.width_mm, std::int64_t(24000));
        QCOMPARE(report.depth_mm, std::int64_t(18000));
        QVERIFY(report.unit_from_header);
        QCOMPARE(int(p.obstacles.size()), 3 + 1 + 1);
        QCOMPARE(report.columns, 3);
        QCOMPARE(report.crahs, 1);
        QCOMPARE(report.nogo, 1);
        // (106,56), (118,56), (106,62) m less (100,50) m: (6000,6000), (18000,6000), (6000,12000) mm.
        const std::pair<const char *, std::vector<Point>> expected[] = {
            { "Column 1", column(6000, 6000) },
            { "Column 2", column(18000, 6000) },
            { "Column 3", column(6000, 12000) },
            // (101,64)–(103.5,64.9) m less (100,50) m.
            { "CRAH 1", { { 1000, 14000 }, { 3500, 14000 }, { 3500, 14900 }, { 1000, 14900 } } },
            // (108,52)–(110,54) m less (100,50) m.
            { "No-go 1", { { 8000, 2000 }, { 10000, 2000 }, { 10000, 4000 }, { 8000, 4000 } } },
        };
        for (const auto &[name, ring] : expected) {
            const Obstacle *o = obstacleNamed(p, name);
            QVERIFY2(o, name);
            QVERIFY2(sameRing(o->outline, ring), (std::string(name) + ": " + ringText(o->outline)).c_str());
            QCOMPARE(o->hall, p.halls.front().id);
        }
        QVERIFY(obstacleNamed(p, "Column 1")->kind == ObstacleKind::Column);
        QVERIFY(obstacleNamed(p, "CRAH 1")->kind == ObstacleKind::Crah);
        QVERIFY(obstacleNamed(p, "No-go 1")->kind == ObstacleKind::Other);
        QVERIFY(checkInvariants(p).empty());
        QCOMPARE(int(p.phases.size()), 2);
    }

    void keepOrigin()
    {
        dxf::HallImportOptions o = lOptions();
        o.keep_origin = true;
        const Project p = dxf::projectFromDxf(written(lHall(), "l.dxf"), o);
        const std::vector<Point> hall = { { 100000, 50000 }, { 124000, 50000 }, { 124000, 62000 }, { 112000, 62000 },
            { 112000, 68000 }, { 100000, 68000 } };
        QVERIFY2(sameRing(p.halls.front().outline, hall), ringText(p.halls.front().outline).c_str());
        QVERIFY(sameRing(obstacleNamed(p, "Column 1")->outline, column(106000, 56000)));
    }

    void inchesFromTheFlagWhenTheHeaderHasNone()
    {
        // A square room of 400 in (10,160 mm) with one column of radius 10 in (254 mm) at
        // (100 in, 100 in) = (2540, 2540) mm: t = 254 · (√2 − 1) = 105.21 → 105.
        DxfFixture f;
        f.layers = { "ROOM", "COL" };
        f.polys.push_back({ "ROOM", { { 0, 0 }, { 400, 0 }, { 400, 400 }, { 0, 400 } }, true });
        f.circles = { { "COL", 100, 100, 10 } };
        const std::string file = written(f, "in.dxf");
        dxf::HallImportOptions o;
        o.outline_layer = "room"; // layer names compare without regard to case
        o.column_layer = "COL";
        QVERIFY(importError(file, o).contains(QStringLiteral("no $INSUNITS header")));
        o.units = dxf::Unit::Inch;
        dxf::HallImportReport report;
        const Project p = dxf::projectFromDxf(file, o, &report);
        QVERIFY(!report.unit_from_header);
        QVERIFY(sameRing(p.halls.front().outline, { { 0, 0 }, { 10160, 0 }, { 10160, 10160 }, { 0, 10160 } }));
        const std::vector<Point> col = { { 2794, 2645 }, { 2645, 2794 }, { 2435, 2794 }, { 2286, 2645 }, { 2286, 2435 },
            { 2435, 2286 }, { 2645, 2286 }, { 2794, 2435 } };
        QVERIFY2(sameRing(p.obstacles.front().outline, col), ringText(p.obstacles.front().outline).c_str());
    }

    void millimetresAndAClosingVertex()
    {
        // An outline drawn open but ending where it starts is closed; mm need no conversion.
        DxfFixture f;
        f.insunits = 4;
        f.layers = { "OUT" };
        f.polys.push_back({ "OUT", { { 0, 0 }, { 9000, 0 }, { 9000, 6000 }, { 0, 6000 }, { 0, 0 } }, false });
        const std::string file = written(f, "mm.dxf");
        dxf::HallImportOptions o;
        o.outline_layer = "OUT";
        QVERIFY(dxf::projectFromDxf(file, o).halls.front().outline.size() == 4);
        o.units = dxf::Unit::Metre;
        QVERIFY(importError(file, o).contains(QStringLiteral("disagrees with the drawing's $INSUNITS")));
    }

    void badDrawings_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("error");
        QTest::newRow("no outline")
            << "no-outline"
            << "layer 'A-WALL-OUTLINE' has no closed polyline to be the hall outline (it has 4 LINE)";
        QTest::newRow("open polyline") << "open"
                                       << "on layer 'A-WALL-OUTLINE' is not closed";
        QTest::newRow("two outlines") << "two"
                                      << "has 2 closed polylines";
        QTest::newRow("missing layer") << "missing-layer"
                                       << "--crah-layer: the drawing has no layer 'M-CRAH'";
        QTest::newRow("column outside the hall") << "outside"
                                                 << "CIRCLE (handle";
        QTest::newRow("huge coordinate") << "huge"
                                         << "has a coordinate out of range";
        QTest::newRow("garbage") << "garbage"
                                 << "is not a DXF group code";
        QTest::newRow("truncated") << "truncated"
                                   << "truncated";
        QTest::newRow("vertex count") << "count"
                                      << "LWPOLYLINE group 90 declares '2000000000' vertices";
        QTest::newRow("long line") << "long-line"
                                   << "bytes long";
        QTest::newRow("binary") << "binary"
                                << "binary DXF";
        QTest::newRow("unknown unit") << "miles"
                                      << "$INSUNITS header is 3";
    }

    void badDrawings()
    {
        QFETCH(QString, kind);
        QFETCH(QString, error);
        DxfFixture f = lHall();
        dxf::HallImportOptions o = lOptions();
        std::string text;
        if (kind == "no-outline") {
            f.polys.erase(f.polys.begin());
            for (int i = 0; i < 4; ++i)
                f.lines.push_back({ "A-WALL-OUTLINE", 0, double(i), 1, double(i) });
        } else if (kind == "open") {
            f.polys.front().closed = false;
        } else if (kind == "two") {
            f.polys.push_back({ "A-WALL-OUTLINE", { { 0, 0 }, { 1, 0 }, { 1, 1 } }, true });
        } else if (kind == "missing-layer") {
            f.layers.erase(f.layers.begin() + 2);
            f.polys.erase(f.polys.begin() + 1);
        } else if (kind == "outside") {
            f.circles.push_back({ "S-COLS", 120, 66, 0.25 }); // in the L's missing corner
        } else if (kind == "huge") {
            // dxflib's writer prints reals with "%.16lf" into a fixed buffer, so 1e300 is put in
            // the text afterwards, in place of this circle's x.
            f.circles.push_back({ "S-COLS", 777.125, 56, 0.25 });
        } else if (kind == "miles") {
            f.insunits = 3;
        }
        std::string file = written(f, "bad.dxf");
        const std::string good = slurp(file);
        if (kind == "garbage")
            text = "This is not a drawing.\nIt is a letter.\n";
        else if (kind == "huge") {
            text = good;
            const std::size_t at = text.find("\n777.125");
            QVERIFY(at != std::string::npos);
            text.replace(at, 8, "\n1e300");
        } else if (kind == "truncated")
            text = good.substr(0, good.rfind('\n', good.size() / 2) + 1);
        else if (kind == "count") {
            // The outline's vertex count (group 90 of the LWPOLYLINE) made two thousand million.
            text = good;
            const std::size_t at = text.find("\n 90\n6\n");
            QVERIFY(at != std::string::npos);
            text.replace(at, 7, "\n 90\n2000000000\n");
        } else if (kind == "long-line") {
            text = good;
            text.replace(text.find("A-ANNO"), 6, std::string(5000, 'A'));
        } else if (kind == "binary")
            text = std::string("AutoCAD Binary DXF\r\n\x1a", 22) + good;
        if (!text.empty()) {
            std::ofstream(file, std::ios::binary | std::ios::trunc) << text;
        }
        const QString got = importError(file, o);
        QVERIFY2(got.contains(error), qPrintable(got));
    }

    void r12PolylineBlocksPaperSpaceAndMirroredCircle()
    {
        // Written by hand in the older form: a POLYLINE with VERTEX entities and SEQEND, a circle
        // with the extrusion (0, 0, −1) (its x mirrored: centre (2000, 2000) in its own coordinate
        // system is (−2000, 2000) on the floor), a block COL (a 250 mm circle at its base point) placed
        // by an INSERT at (1000, 1000), and a circle in paper space (group 67 = 1), which is not read.
        const std::string text
            = "0\nSECTION\n2\nHEADER\n9\n$INSUNITS\n70\n4\n0\nENDSEC\n"
              "0\nSECTION\n2\nBLOCKS\n0\nBLOCK\n8\n0\n2\nCOL\n70\n0\n10\n0\n20\n0\n"
              "0\nCIRCLE\n8\nCOLUMNS\n10\n0\n20\n0\n40\n250\n0\nENDBLK\n8\n0\n0\nENDSEC\n"
              "0\nSECTION\n2\nENTITIES\n"
              "0\nPOLYLINE\n8\nOUTLINE\n66\n1\n70\n1\n"
              "0\nVERTEX\n8\nOUTLINE\n10\n0\n20\n0\n0\nVERTEX\n8\nOUTLINE\n10\n8000\n20\n0\n"
              "0\nVERTEX\n8\nOUTLINE\n10\n8000\n20\n5000\n0\nVERTEX\n8\nOUTLINE\n10\n0\n20\n5000\n0\nSEQEND\n"
              "0\nCIRCLE\n8\nCRAH\n10\n2000\n20\n2000\n40\n400\n210\n0\n220\n0\n230\n-1\n"
              "0\nINSERT\n8\nCOLUMNS\n2\nCOL\n10\n1000\n20\n1000\n"
              "0\nCIRCLE\n8\nCOLUMNS\n67\n1\n10\n50\n20\n50\n40\n5\n"
              "0\nENDSEC\n0\nEOF\n";
        const dxf::Drawing d = dxf::parseDrawing(text, "r12.dxf");
        QCOMPARE(d.insunits.value_or(-1), 4);
        QCOMPARE(d.entities, std::int64_t(3));
        QCOMPARE(d.block_entities, std::int64_t(1));
        QCOMPARE(d.paper_entities, std::int64_t(1));
        QCOMPARE(int(d.shapes.size()), 3);
        QCOMPARE(d.insert_shapes, std::int64_t(1));
        const dxf::Shape &outline = d.shapes[0];
        QCOMPARE(QString::fromStdString(outline.type), QStringLiteral("POLYLINE"));
        QVERIFY(outline.closed);
        QCOMPARE(int(outline.vertices.size()), 4);
        QCOMPARE(outline.vertices[2].x, 8000.0);
        QCOMPARE(outline.vertices[2].y, 5000.0);
        const dxf::Shape &crah = d.shapes[1];
        QCOMPARE(QString::fromStdString(crah.type), QStringLiteral("CIRCLE"));
        QCOMPARE(crah.cx, -2000.0);
        QCOMPARE(crah.cy, 2000.0);
        std::int64_t inserts = 0;
        for (const auto &l : d.layers)
            if (l.name == "COLUMNS")
                inserts = l.counts.count("INSERT") ? l.counts.at("INSERT") : -1;
        QCOMPARE(inserts, std::int64_t(1));
        // The block's circle, placed: centre (0, 0) + (1000, 1000), named by its INSERT (entity 3).
        const dxf::Shape &placed = d.shapes[2];
        QCOMPARE(QString::fromStdString(placed.type), QStringLiteral("CIRCLE"));
        QCOMPARE(placed.cx, 1000.0);
        QCOMPARE(placed.cy, 1000.0);
        QCOMPARE(placed.radius, 250.0);
        QCOMPARE(QString::fromStdString(dxf::describe(placed)),
            QStringLiteral("CIRCLE of block 'COL' (INSERT, entity 3) on layer 'COLUMNS'"));
        // A columns layer of block references: each placed circle is a column.
        dxf::HallImportOptions o;
        o.outline_layer = "OUTLINE";
        o.column_layer = "COLUMNS";
        const Project p = dxf::projectFromDrawing(d, o);
        QCOMPARE(int(p.obstacles.size()), 1);
        QVERIFY2(
            sameRing(p.obstacles.front().outline, column(1000, 1000)), ringText(p.obstacles.front().outline).c_str());
    }

    // Arc segments within dxf::kMaxChordErrorMm = 5 mm. The outline: a 10 × 6 m rectangle in mm
    // whose east side is a half circle (bulge 1 from (10000, 0) to (10000, 6000): centre
    // (10000, 3000), r = 3000, counter-clockwise from −90° to 90°, so it bulges east to 13000).
    // A chord subtending φ strays r·(1 − cos(φ/2)): 28 chords of 180°/28 stray 3000·(1 − cos 3.214°)
    // = 4.72 mm, 27 would stray 3000·(1 − cos 3.333°) = 5.08 mm, so the arc is 28 chords, 27 points
    // between its ends; the 14th is (13000, 3000). A round column drawn as a closed LWPOLYLINE of two
    // half circles (bulge 1 each) between (2000, 2000) and (2600, 2000), r = 300: 2·acos(1 − 5/300)
    // = 0.3658 rad a chord, ⌈π / 0.3658⌉ = 9 chords per half, 18 corners, on the circle every 20°
    // from 180°: the lowest at 260° and 280°, y = 2000 − 300·sin 80° = 1704.6 → 1705, the highest
    // 2295; x from 2000 to 2600 (the vertices at 180° and 0°).
    void arcSegments()
    {
        QCOMPARE(dxf::arcChords(3000, M_PI, 5), 28);
        QCOMPARE(dxf::arcChords(300, M_PI, 5), 9);
        DxfFixture f;
        f.insunits = 4;
        f.layers = { "OUT", "COLS" };
        f.polys.push_back({ "OUT", { { 0, 0 }, { 10000, 0 }, { 10000, 6000 }, { 0, 6000 } }, true, { 0, 1, 0, 0 } });
        f.polys.push_back({ "COLS", { { 2000, 2000 }, { 2600, 2000 } }, true, { 1, 1 } });
        dxf::HallImportOptions o;
        o.outline_layer = "OUT";
        o.column_layer = "COLS";
        const Project p = dxf::projectFromDxf(written(f, "arcs.dxf"), o);
        const auto &hall = p.halls.front().outline;
        QCOMPARE(int(hall.size()), 4 + 27);
        bool east = false;
        for (const Point &q : hall) {
            east = east || (q.x_mm == 13000 && q.y_mm == 3000);
            QVERIFY(q.x_mm <= 13000);
            if (q.x_mm > 10000) // on the arc, to the rounding of a millimetre
                QVERIFY2(std::abs(std::hypot(double(q.x_mm - 10000), double(q.y_mm - 3000)) - 3000) <= 0.71,
                    ringText(hall).c_str());
        }
        QVERIFY2(east, ringText(hall).c_str());
        const auto &col = p.obstacles.front().outline;
        QCOMPARE(int(col.size()), 18);
        std::int64_t minX = INT64_MAX, maxX = INT64_MIN, minY = INT64_MAX, maxY = INT64_MIN;
        for (const Point &q : col) {
            minX = std::min(minX, q.x_mm), maxX = std::max(maxX, q.x_mm);
            minY = std::min(minY, q.y_mm), maxY = std::max(maxY, q.y_mm);
        }
        QCOMPARE(minX, std::int64_t(2000));
        QCOMPARE(maxX, std::int64_t(2600));
        QCOMPARE(minY, std::int64_t(1705));
        QCOMPARE(maxY, std::int64_t(2295));
    }

    // ARC entities are read (and drawn in the underlay) but are not obstacles: a column layer of a
    // circle and an arc makes one column and notes the arc.
    void arcEntitiesAreNotObstacles()
    {
        DxfFixture f;
        f.insunits = 4;
        f.layers = { "OUT", "COLS" };
        f.polys.push_back({ "OUT", { { 0, 0 }, { 9000, 0 }, { 9000, 6000 }, { 0, 6000 } }, true });
        f.circles = { { "COLS", 3000, 3000, 200 } };
        f.arcs = { { "COLS", 6000, 3000, 500, 30, 120 } };
        const dxf::Drawing d = dxf::readDrawing(written(f, "arc.dxf"));
        const auto arc = std::find_if(
            d.shapes.begin(), d.shapes.end(), [](const dxf::Shape &s) { return s.kind == dxf::Shape::Kind::Arc; });
        QVERIFY(arc != d.shapes.end());
        QCOMPARE(arc->start_deg, 30.0);
        QCOMPARE(arc->end_deg, 120.0);
        QCOMPARE(arc->radius, 500.0);
        dxf::HallImportOptions o;
        o.outline_layer = "OUT";
        o.column_layer = "COLS";
        dxf::HallImportReport r;
        const Project p = dxf::projectFromDrawing(d, o, &r);
        QCOMPARE(int(p.obstacles.size()), 1);
        QCOMPARE(r.notes.size(), std::size_t(1));
        QVERIFY2(QString::fromStdString(r.notes.front()).contains(QStringLiteral("1 ARC")), r.notes.front().c_str());
    }

    // Blocks placed by INSERT, in a 12 × 8 m room in mm. Block RECT, a 600 × 200 rectangle from its
    // base point (0, 0), inserted on S-COLS at (5000, 3000) scaled (1.5, 2) and turned 90°: a point
    // (x, y) goes to (5000, 3000) + R(90°)·(1.5x, 2y) = (5000 − 2y, 3000 + 1.5x), so its corners are
    // (5000, 3000), (5000, 3900), (4600, 3900), (4600, 3000). Block COL, a 250 mm circle on layer
    // "0" at (100, 100) with base point (100, 100); block PAIR, on layer "0" two INSERTs of COL at (0,
    // 0) and (3000, 0); PAIR inserted on S-COLS at (2000, 5000): circles at (2000, 5000) and
    // (5000, 5000), on S-COLS (layer "0" takes the INSERT's layer, through both levels).
    void blocksPlacedByInserts()
    {
        DxfFixture f;
        f.insunits = 4;
        f.layers = { "OUT", "S-COLS" };
        f.polys.push_back({ "OUT", { { 0, 0 }, { 12000, 0 }, { 12000, 8000 }, { 0, 8000 } }, true });
        f.blocks.push_back({ "RECT", 0, 0, { { "0", { { 0, 0 }, { 600, 0 }, { 600, 200 }, { 0, 200 } }, true } } });
        f.blocks.push_back({ "COL", 100, 100, {}, { { "0", 100, 100, 250 } } });
        f.blocks.push_back({ "PAIR", 0, 0, {}, {}, { { "COL", "0", 0, 0 }, { "COL", "0", 3000, 0 } } });
        f.inserts.push_back({ "RECT", "S-COLS", 5000, 3000, 1.5, 2, 90 });
        f.inserts.push_back({ "pair", "S-COLS", 2000, 5000 }); // block names compare without case
        const dxf::Drawing d = dxf::readDrawing(written(f, "blocks.dxf"));
        QCOMPARE(d.insert_shapes, std::int64_t(3));
        dxf::HallImportOptions o;
        o.outline_layer = "OUT";
        o.column_layer = "S-COLS";
        const Project p = dxf::projectFromDrawing(d, o);
        QCOMPARE(int(p.obstacles.size()), 3);
        QVERIFY2(sameRing(obstacleNamed(p, "Column 1")->outline,
                     { { 5000, 3000 }, { 5000, 3900 }, { 4600, 3900 }, { 4600, 3000 } }),
            ringText(obstacleNamed(p, "Column 1")->outline).c_str());
        QVERIFY2(sameRing(obstacleNamed(p, "Column 2")->outline, column(2000, 5000)),
            ringText(obstacleNamed(p, "Column 2")->outline).c_str());
        QVERIFY2(sameRing(obstacleNamed(p, "Column 3")->outline, column(5000, 5000)),
            ringText(obstacleNamed(p, "Column 3")->outline).c_str());
    }

    void hostileBlocks_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("error");
        QTest::newRow("self insert") << "self"
                                     << "blocks nest more than 8 deep";
        QTest::newRow("huge array") << "array"
                                    << "its blocks place more than 1000000 shapes";
        QTest::newRow("unknown block") << "unknown"
                                       << "the drawing has no block 'NOPE'";
        QTest::newRow("zero scale") << "zero"
                                    << "has a scale of (0, 1)";
    }

    void hostileBlocks()
    {
        QFETCH(QString, kind);
        QFETCH(QString, error);
        DxfFixture f;
        f.insunits = 4;
        f.layers = { "OUT", "S-COLS" };
        f.polys.push_back({ "OUT", { { 0, 0 }, { 12000, 0 }, { 12000, 8000 }, { 0, 8000 } }, true });
        f.blocks.push_back({ "COL", 0, 0, {}, { { "0", 0, 0, 250 } } });
        f.blocks.push_back({ "LOOP", 0, 0, {}, {}, { { "LOOP", "0", 10, 0 } } });
        if (kind == "self")
            f.inserts.push_back({ "LOOP", "S-COLS", 1000, 1000 });
        else if (kind == "array")
            f.inserts.push_back({ "COL", "S-COLS", 1000, 1000, 1, 1, 0, 2000, 1000, 1, 1 });
        else if (kind == "unknown")
            f.inserts.push_back({ "NOPE", "S-COLS", 1000, 1000 });
        else
            f.inserts.push_back({ "COL", "S-COLS", 1000, 1000, 0, 1 });
        const std::string file = written(f, "hostile.dxf");
        try {
            dxf::readDrawing(file);
            QFAIL("read a hostile block");
        } catch (const Error &e) {
            const QString got = QString::fromUtf8(e.what());
            QVERIFY2(got.contains(error), qPrintable(got));
            QVERIFY2(got.contains(QStringLiteral("on layer 'S-COLS'")), qPrintable(got));
        }
    }

    // The fuzz seed for these paths (tests/fuzz/corpus/dxf/blocks-arcs-bulges.dxf) reaches them:
    // PAIR places COL twice (a circle and an arc each: 4 shapes), RECT is a 2 × 2 array (4), and a
    // COL inserted with the extrusion (0, 0, −1) places 2 more, mirrored: its circle's centre, the
    // base point on the insertion point (9000, 6000), lies at (−9000, 6000). Arcs: that of DOORS
    // and the three placed.
    void fuzzSeedWithBlocksAndArcs()
    {
        const dxf::Drawing d = dxf::readDrawing(PLENUM_SOURCE_DIR "/tests/fuzz/corpus/dxf/blocks-arcs-bulges.dxf");
        QCOMPARE(d.insert_shapes, std::int64_t(10));
        QCOMPARE(std::count_if(d.shapes.begin(), d.shapes.end(),
                     [](const dxf::Shape &s) { return s.kind == dxf::Shape::Kind::Arc; }),
            std::ptrdiff_t(4));
        QVERIFY(std::any_of(d.shapes.begin(), d.shapes.end(), [](const dxf::Shape &s) {
            return s.kind == dxf::Shape::Kind::Circle && s.layer == "CRAH" && s.cx == -9000 && s.cy == 6000;
        }));
    }

    void nanCoordinate()
    {
        // "nan" in place of a circle's x: dxflib would read it as 0, so the lexical check refuses it.
        DxfFixture f = lHall();
        f.circles.push_back({ "S-COLS", 777.125, 56, 0.25 });
        const std::string file = written(f, "nan.dxf");
        std::string text = slurp(file);
        const std::size_t at = text.find("\n777.125");
        QVERIFY(at != std::string::npos);
        text.replace(at, 8, "\nnan");
        std::ofstream(file, std::ios::binary | std::ios::trunc) << text;
        const QString got = importError(file, lOptions());
        QVERIFY2(got.contains(QStringLiteral("group 10 of CIRCLE is 'nan', not a finite number")), qPrintable(got));
    }
};

QTEST_GUILESS_MAIN(TestDxfImport)
#include "test_dxf_import.moc"

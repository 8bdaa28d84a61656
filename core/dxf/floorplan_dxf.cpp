// SPDX-License-Identifier: GPL-3.0-or-later
#include "dxf/floorplan_dxf.h"

#include "geometry/footprint.h"
#include "store/atomic_file.h"

#include <dl_dxf.h>

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <limits>
#include <map>
#include <memory>

namespace plenum::dxf {

const char *trayLayer(Service service)
{
    switch (service) {
    case Service::Data:
        return kLayerTrayData;
    case Service::Fiber:
        return kLayerTrayFibre;
    case Service::Power:
        return kLayerTrayPower;
    }
    return kLayerTrayData;
}

std::string dxfText(std::string_view s)
{
    std::string out;
    for (std::size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c < 0x80) {
            out += c < 0x20 || c == 0x7f ? '?' : char(c);
            ++i;
            continue;
        }
        const int extra = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : c >= 0xc0 ? 1 : -1;
        std::uint32_t cp = extra == 3 ? c & 0x07u : extra == 2 ? c & 0x0fu : c & 0x1fu;
        bool ok = extra > 0 && i + std::size_t(extra) < s.size() + 1;
        for (int k = 1; ok && k <= extra; ++k) {
            if (i + std::size_t(k) >= s.size() || (static_cast<unsigned char>(s[i + k]) & 0xc0) != 0x80)
                ok = false;
            else
                cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3fu);
        }
        if (!ok || cp > 0xffff) {
            out += '?';
            i += ok ? std::size_t(extra) + 1 : 1;
            continue;
        }
        out += fmt::format("\\U+{:04X}", cp);
        i += std::size_t(extra) + 1;
    }
    return out;
}

namespace {

constexpr int kColourByLayer = 256;
// Layer colours (AutoCAD Color Index): outline white/black 7, obstacles grey 8, reservations
// orange 30, racks cyan 4, names 7, data trays green 3, fibre yellow 2, power red 1, routes
// magenta 6.
struct LayerDef {
    const char *name;
    int colour;
};
constexpr LayerDef kLayers[] = {
    { kLayerOutline, 7 },
    { kLayerObstacles, 8 },
    { kLayerReservations, 30 },
    { kLayerRacks, 4 },
    { kLayerRackNames, 7 },
    { kLayerTrayData, 3 },
    { kLayerTrayFibre, 2 },
    { kLayerTrayPower, 1 },
    { kLayerRoutes, 6 },
    { kLayerTitle, 7 },
};
constexpr double kRackNameHeightMm = 150;
constexpr double kTitleTextMm = 250;

class Writer {
public:
    Writer(DL_Dxf &dxf, DL_WriterA &dw)
        : m_dxf(dxf)
        , m_dw(dw)
    {
    }

    void closed(const char *layer, const std::vector<std::pair<double, double>> &pts) { poly(layer, pts, true); }
    void open(const char *layer, const std::vector<std::pair<double, double>> &pts) { poly(layer, pts, false); }
    void closed(const char *layer, const std::vector<Point> &pts)
    {
        std::vector<std::pair<double, double>> v;
        for (const auto &p : pts)
            v.emplace_back(double(p.x_mm), double(p.y_mm));
        closed(layer, v);
    }
    void text(const char *layer, double x, double y, double height, const std::string &utf8, bool centred)
    {
        // Centred: horizontal 1 (centre) and vertical 2 (middle) about the alignment point.
        m_dxf.writeText(m_dw,
            DL_TextData(
                x, y, 0, x, y, 0, height, 1.0, 0, centred ? 1 : 0, centred ? 2 : 0, dxfText(utf8), "Standard", 0.0),
            attributes(layer));
    }

private:
    DL_Dxf &m_dxf;
    DL_WriterA &m_dw;

    static DL_Attributes attributes(const char *layer)
    {
        return DL_Attributes(layer, kColourByLayer, -1, "BYLAYER", 1.0);
    }

    void poly(const char *layer, const std::vector<std::pair<double, double>> &pts, bool isClosed)
    {
        m_dxf.writePolyline(m_dw, DL_PolylineData(int(pts.size()), 0, 0, isClosed ? 1 : 0), attributes(layer));
        for (const auto &[x, y] : pts)
            m_dxf.writeVertex(m_dw, DL_VertexData(x, y));
        m_dxf.writePolylineEnd(m_dw);
    }
};

// The footprint of one pathway segment: `width` across the segment in plan; a segment without
// length in plan (a riser) as a width × width square about its point.
std::vector<std::pair<double, double>> segmentFootprint(const Point3 &a, const Point3 &b, double width)
{
    const double dx = double(b.x_mm - a.x_mm), dy = double(b.y_mm - a.y_mm);
    const double len = std::hypot(dx, dy), h = width / 2;
    const double ax = double(a.x_mm), ay = double(a.y_mm), bx = double(b.x_mm), by = double(b.y_mm);
    if (len < 1.0)
        return { { ax - h, ay - h }, { ax + h, ay - h }, { ax + h, ay + h }, { ax - h, ay + h } };
    const double nx = -dy / len * h, ny = dx / len * h; // left of a→b
    return { { ax - nx, ay - ny }, { bx - nx, by - ny }, { bx + nx, by + ny }, { ax + nx, ay + ny } };
}

// A cable's route in plan: the segments' end points in route order (a junction between two
// pathways joins the last point of one to the first of the next).
std::vector<std::pair<double, double>> routePath(const Cable &c, const std::map<Id, const Pathway *> &pathways)
{
    std::vector<std::pair<Point3, Point3>> steps;
    for (const auto &s : c.route) {
        const auto it = pathways.find(s.pathway);
        if (it == pathways.end() || s.segment < 0 || std::size_t(s.segment) + 1 >= it->second->points.size())
            continue;
        steps.emplace_back(it->second->points[std::size_t(s.segment)], it->second->points[std::size_t(s.segment) + 1]);
    }
    std::vector<Point3> pts;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        auto [a, b] = steps[i];
        if (pts.empty()) {
            // Start at the end the next step does not share.
            if (i + 1 < steps.size() && (a == steps[i + 1].first || a == steps[i + 1].second))
                std::swap(a, b);
            pts = { a, b };
            continue;
        }
        if (b == pts.back())
            std::swap(a, b);
        if (!(a == pts.back()))
            pts.push_back(a);
        pts.push_back(b);
    }
    std::vector<std::pair<double, double>> out;
    for (const auto &p : pts)
        if (out.empty() || out.back() != std::pair(double(p.x_mm), double(p.y_mm)))
            out.emplace_back(double(p.x_mm), double(p.y_mm));
    return out;
}

std::string today()
{
    const std::time_t now = std::time(nullptr);
    std::tm tm {};
    gmtime_r(&now, &tm);
    return fmt::format("{:04}-{:02}-{:02}", tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday);
}

void writeDocument(DL_Dxf &dxf, DL_WriterA &dw, const Project &p, const FloorplanDxfOptions &options)
{
    dxf.writeHeader(dw);
    dw.dxfString(9, "$INSUNITS");
    dw.dxfInt(70, 4); // millimetres
    dw.dxfString(9, "$MEASUREMENT");
    dw.dxfInt(70, 1); // metric
    dw.sectionEnd();

    dw.sectionTables();
    dxf.writeVPort(dw);
    dw.tableLinetypes(3);
    dxf.writeLinetype(dw, DL_LinetypeData("BYBLOCK", "", 0, 0, 0.0));
    dxf.writeLinetype(dw, DL_LinetypeData("BYLAYER", "", 0, 0, 0.0));
    dxf.writeLinetype(dw, DL_LinetypeData("CONTINUOUS", "Solid line", 0, 0, 0.0));
    dw.tableEnd();
    dw.tableLayers(int(std::size(kLayers)) + 1);
    dxf.writeLayer(dw, DL_LayerData("0", 0), DL_Attributes("", 7, -1, -3, "CONTINUOUS"));
    for (const auto &l : kLayers)
        dxf.writeLayer(dw, DL_LayerData(l.name, 0), DL_Attributes("", l.colour, -1, -3, "CONTINUOUS"));
    dw.tableEnd();
    dw.tableStyle(1);
    dxf.writeStyle(dw, DL_StyleData("Standard", 0, 0.0, 1.0, 0.0, 0, 2.5, "txt", ""));
    dw.tableEnd();
    dxf.writeView(dw);
    dxf.writeUcs(dw);
    dw.tableAppid(1);
    dxf.writeAppid(dw, "ACAD");
    dw.tableEnd();
    dxf.writeDimStyle(dw, 1, 1, 1, 1, 1);
    dxf.writeBlockRecord(dw);
    dw.tableEnd();
    dw.sectionEnd();

    dw.sectionBlocks();
    for (const char *b : { "*Model_Space", "*Paper_Space", "*Paper_Space0" }) {
        dxf.writeBlock(dw, DL_BlockData(b, 0, 0.0, 0.0, 0.0));
        dxf.writeEndBlock(dw, b);
    }
    dw.sectionEnd();

    dw.sectionEntities();
    Writer w(dxf, dw);
    double minX = std::numeric_limits<double>::max(), minY = minX, maxX = -minX;
    for (const auto &h : p.halls) {
        w.closed(kLayerOutline, h.outline);
        for (const auto &pt : h.outline) {
            minX = std::min(minX, double(pt.x_mm));
            maxX = std::max(maxX, double(pt.x_mm));
            minY = std::min(minY, double(pt.y_mm));
        }
    }
    for (const auto &o : p.obstacles)
        w.closed(kLayerObstacles, o.outline);
    for (const auto &r : p.reservations)
        if (r.floorArea())
            w.closed(kLayerReservations, r.outline);
    std::map<Id, const RackType *> types;
    for (const auto &t : p.rack_types)
        types[t.id] = &t;
    for (const auto &r : p.racks) {
        const auto t = types.find(r.rack_type);
        if (t == types.end())
            continue;
        w.closed(kLayerRacks, geometry::rackFootprint(r, *t->second));
        w.text(kLayerRackNames, double(r.position.x_mm), double(r.position.y_mm), kRackNameHeightMm, r.name, true);
    }
    std::map<Id, const Pathway *> pathways;
    for (const auto &pw : p.pathways) {
        pathways[pw.id] = &pw;
        for (std::size_t i = 0; i + 1 < pw.points.size(); ++i)
            w.closed(trayLayer(pw.service), segmentFootprint(pw.points[i], pw.points[i + 1], double(pw.width_mm)));
    }
    if (options.routes)
        for (const auto &c : p.cables)
            if (const auto path = routePath(c, pathways); path.size() >= 2)
                w.open(kLayerRoutes, path);

    // The title block: a frame 24 text heights wide and 6 high, its top 2 text heights below the
    // halls' lowest corner, flush with their leftmost one; four lines of text inside.
    if (minX > maxX)
        minX = maxX = minY = 0;
    const double th = kTitleTextMm, left = minX, top = minY - 2 * th, width = std::max(24 * th, 0.0);
    const double bottom = top - 6 * th;
    w.closed(kLayerTitle,
        std::vector<std::pair<double, double>> {
            { left, bottom }, { left + width, bottom }, { left + width, top }, { left, top } });
    const std::string lines[] = {
        p.name,
        fmt::format("Date: {}", options.date.empty() ? today() : options.date),
        "Scale 1:1, millimetres",
        "Plenum",
    };
    for (std::size_t i = 0; i < std::size(lines); ++i)
        w.text(kLayerTitle, left + th / 2, top - th * (1.4 + 1.4 * double(i)), i == 0 ? th : th * 0.7, lines[i], false);
    dw.sectionEnd();

    dxf.writeObjects(dw);
    dxf.writeObjectsEnd(dw);
    dw.dxfEOF();
}

class FloorplanDxfExporter : public exporting::Exporter {
public:
    std::string_view id() const override { return "floorplan-dxf"; }
    std::string_view description() const override
    {
        return "the floor plan for CAD (DXF, mm): outline, obstacles, racks and names, pathways by service, title "
               "block; --dxf-routes adds cable routes";
    }
    std::string_view fileFilter() const override { return "DXF drawings (*.dxf)"; }
    std::string_view extension() const override { return ".dxf"; }
    void write(const Project &project, const std::string &path, const exporting::ExportOptions &options,
        const Progress &progress) const override
    {
        progress.report(0, 1, "writing the drawing", "export");
        FloorplanDxfOptions o;
        o.routes = options.dxf_routes;
        exporting::forPhase(project, options.phase, [&](const Project &p) {
            writeFloorplanDxf(p, path, o, options.output);
            return 0;
        });
        progress.finish(1, "done");
    }
};

} // namespace

void writeFloorplanDxf(
    const Project &project, const std::string &path, const FloorplanDxfOptions &options, const OutputRules &rules)
{
    AtomicFile file(path, rules);
    {
        DL_Dxf dxf;
        // dxflib writes through its own stream, opened on the temporary file AtomicFile made.
        std::unique_ptr<DL_WriterA> dw(dxf.out(file.tempPath().c_str(), DL_VERSION_2000));
        if (!dw)
            throw Error(fmt::format("{}: dxflib could not open the file to write", path));
        writeDocument(dxf, *dw, project, options);
        dw->close();
    }
    file.commit();
}

const exporting::Exporter &floorplanDxfExporter()
{
    static const FloorplanDxfExporter e;
    return e;
}

} // namespace plenum::dxf

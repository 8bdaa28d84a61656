// SPDX-License-Identifier: GPL-3.0-or-later
// The floor plan to scale (PDF and PNG): halls, tile grid, aisles, obstacles, pathways and racks
// from the same geometry the GUI's floor view draws (floor_geometry.h), at a standard scale
// (1:50 … 1:5000) chosen so the hall fits the sheet, with rack and pathway names, a legend, a scale
// bar, a north arrow and a title block.
#include "drawing_exporters_impl.h"

#include "floor/floor_geometry.h"
#include "model/index.h"
#include "render/palette.h"
#include "sheet.h"

#include <QImage>
#include <QImageWriter>

#include <fmt/format.h>

#include <cmath>

namespace plenum::app {

namespace {

FloorColors printColors()
{
    FloorColors c;
    c.floor = QColor(0xf7f8fa);
    c.grid = QColor(0xe3e7ec);
    c.wall = QColor(0x37414d);
    c.obstacle = QColor(0xcfd6de);
    c.obstacleOutline = QColor(0x8a96a3);
    c.coldAisle = QColor(0xdbeafe);
    c.hotAisle = QColor(0xfde2e2);
    c.rack = QColor(0xd9dee5);
    c.rackFuture = QColor(0xeef1f4);
    c.rackOutline = QColor(0x37414d);
    c.rackFront = QColor(0x1e88e5);
    c.selection = palette::selection(); // services in the colours of the screen (render/palette.h)
    c.pathwayData = palette::pathwayData();
    c.pathwayFiber = palette::pathwayFiber();
    c.pathwayPower = palette::pathwayPower();
    return c;
}

QColor vertexColor(const VertexList::Vertex &v)
{
    return QColor::fromRgba(qUnpremultiply(qRgba(v.r, v.g, v.b, v.a)));
}

// World millimetres (y north) → sheet points (y down).
struct View {
    double k = 1; // points per millimetre
    QPointF origin;
    QPointF map(QPointF w) const { return { origin.x() + w.x() * k, origin.y() - w.y() * k }; }
};

void paintTriangles(QPainter &p, const View &v, const std::vector<VertexList::Vertex> &vs)
{
    p.setPen(Qt::NoPen);
    for (std::size_t i = 0; i + 2 < vs.size(); i += 3) {
        const QPointF pts[3]
            = { v.map({ vs[i].x, vs[i].y }), v.map({ vs[i + 1].x, vs[i + 1].y }), v.map({ vs[i + 2].x, vs[i + 2].y }) };
        const QColor c = vertexColor(vs[i]);
        p.setBrush(c);
        p.setPen(QPen(c, 0.15)); // closes the hairline seams between triangles
        p.drawConvexPolygon(pts, 3);
    }
}

void paintLines(QPainter &p, const View &v, const std::vector<VertexList::Vertex> &vs, double widthPt)
{
    for (std::size_t i = 0; i + 1 < vs.size(); i += 2) {
        p.setPen(QPen(vertexColor(vs[i]), widthPt));
        p.drawLine(v.map({ vs[i].x, vs[i].y }), v.map({ vs[i + 1].x, vs[i + 1].y }));
    }
}

QFont font(double pt, bool bold = false)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPointSizeF(pt);
    f.setBold(bold);
    f.setStyleStrategy(QFont::PreferNoShaping); // no ligatures: names stay searchable
    return f;
}

int standardScale(double needed)
{
    static const int scales[]
        = { 20, 25, 50, 75, 100, 125, 150, 200, 250, 300, 400, 500, 750, 1000, 1250, 1500, 2000, 2500, 5000, 10000 };
    for (int s : scales)
        if (s >= needed)
            return s;
    return int(std::ceil(needed / 1000) * 1000);
}

// Paints the whole sheet into `full` (points). Returns the scale denominator.
int paintFloorPlan(QPainter &p, QRectF full, const Project &project, const std::string &phase, PaperSize paper)
{
    const FloorColors colors = printColors();
    p.fillRect(full, Qt::white);
    const double legendW = 150, titleH = 34;
    const QRectF drawing = full.adjusted(0, 0, -legendW - 8, -titleH - 6);

    QRectF world = projectBounds(project);
    for (const Pathway &pw : project.pathways)
        for (const Point3 &pt : pw.points)
            world = world.united(QRectF(QPointF(double(pt.x_mm), double(pt.y_mm)), QSizeF(1, 1)));
    if (world.isEmpty())
        world = QRectF(0, 0, 10000, 10000);
    world.adjust(-600, -600, 600, 600); // room for names at the edge
    const double ptPerMm = 72.0 / 25.4;
    const double needed
        = std::max(world.width() * ptPerMm / drawing.width(), world.height() * ptPerMm / drawing.height());
    const int scale = standardScale(needed);
    View v;
    v.k = ptPerMm / scale;
    v.origin
        = QPointF(drawing.center().x() - world.center().x() * v.k, drawing.center().y() + world.center().y() * v.k);

    p.save();
    p.setClipRect(drawing);
    VertexList triangles, lines, grid;
    appendFloor(triangles, lines, project, colors);
    appendTileGrid(grid, project, colors);
    paintTriangles(p, v, triangles.vertices);
    paintLines(p, v, grid.vertices, 0.25);
    const ProjectIndex index(project);
    std::vector<VertexList::Vertex> fill(kRackFillVertices), outline(kRackLineVertices);
    for (const Rack &r : project.racks) {
        const RackShape shape = rackShape(r, index.rackType(r.rack_type));
        writeRackFill(fill.data(), shape, colors.rack, colors.rackFront);
        writeRackOutline(outline.data(), shape, colors.rackOutline);
        paintTriangles(p, v, fill);
        paintLines(p, v, outline, 0.4);
    }
    paintLines(p, v, lines.vertices, 0.6);

    // Names: racks inside their footprint when there is room, pathways at their first segment.
    for (const Rack &r : project.racks) {
        const RackShape shape = rackShape(r, index.rackType(r.rack_type));
        QRectF box;
        for (const QPointF &c : shape.corners)
            box = box.isNull() ? QRectF(v.map(c), QSizeF(0.01, 0.01))
                               : box.united(QRectF(v.map(c), QSizeF(0.01, 0.01)));
        const double pt = std::clamp(std::min(box.width(), box.height()) * 0.45, 2.5, 7.0);
        p.setFont(font(pt));
        p.setPen(QColor(0x1e2730));
        p.drawText(box.adjusted(-20, -20, 20, 20), Qt::AlignCenter, qs(r.name));
    }
    for (const Pathway &pw : project.pathways) {
        if (pw.points.size() < 2)
            continue;
        const QPointF a = v.map({ double(pw.points[0].x_mm), double(pw.points[0].y_mm) });
        const QPointF b = v.map({ double(pw.points[1].x_mm), double(pw.points[1].y_mm) });
        p.save();
        p.translate(a);
        double angle = std::atan2(b.y() - a.y(), b.x() - a.x()) * 180 / M_PI;
        if (angle > 90 || angle < -90)
            angle += 180;
        p.rotate(angle);
        p.setFont(font(4.5));
        p.setPen(pw.service == Service::Power  ? colors.pathwayPower
                : pw.service == Service::Fiber ? colors.pathwayFiber
                                               : colors.pathwayData.darker(150));
        p.drawText(QPointF(3, -pw.width_mm * v.k / 2 - 1.5), qs(pw.name));
        p.restore();
    }
    p.restore();

    // Legend.
    const QRectF legend(drawing.right() + 8, drawing.top(), legendW, drawing.height());
    p.setPen(QPen(QColor(0x37414d), 0.6));
    p.setBrush(Qt::NoBrush);
    p.drawRect(legend);
    double y = legend.top() + 8;
    p.setFont(font(9, true));
    p.setPen(QColor(0x1e2730));
    p.drawText(QRectF(legend.left() + 8, y, legendW - 16, 14), Qt::AlignLeft, QStringLiteral("LEGEND"));
    y += 20;
    struct Item {
        QColor fill;
        QColor line;
        QString text;
    };
    const Item items[] = { { colors.rack, colors.rackOutline, QStringLiteral("Rack") },
        { colors.rackFront, colors.rackFront, QStringLiteral("Rack front") },
        { colors.coldAisle, colors.coldAisle, QStringLiteral("Cold aisle") },
        { colors.hotAisle, colors.hotAisle, QStringLiteral("Hot aisle") },
        { Qt::white, colors.pathwayData, QStringLiteral("Data pathway (edges)") },
        { Qt::white, colors.pathwayFiber, QStringLiteral("Fibre pathway") },
        { Qt::white, colors.pathwayPower, QStringLiteral("Power pathway") },
        { colors.obstacle, colors.obstacleOutline, QStringLiteral("Column") },
        { palette::obstacle(ObstacleKind::Crah), colors.obstacleOutline, QStringLiteral("CRAH (air cooling)") },
        { palette::obstacle(ObstacleKind::Cdu), colors.obstacleOutline, QStringLiteral("CDU (liquid cooling)") },
        { palette::obstacle(ObstacleKind::Door), colors.obstacleOutline, QStringLiteral("Door") },
        { obstacleFill(ObstacleKind::Other, colors), palette::obstacle(ObstacleKind::Other),
            QStringLiteral("No-go zone (hatched)") },
        { colors.wall, colors.wall, QStringLiteral("Wall") } };
    for (const Item &it : items) {
        p.setBrush(it.fill);
        p.setPen(QPen(it.line, 1));
        p.drawRect(QRectF(legend.left() + 8, y, 16, 9));
        p.setFont(font(7));
        p.setPen(QColor(0x1e2730));
        p.drawText(QRectF(legend.left() + 30, y - 2, legendW - 36, 13), Qt::AlignLeft | Qt::AlignVCenter, it.text);
        y += 16;
    }
    // Scale bar: a round number of metres about a third of the legend wide.
    y += 10;
    const double metresFit = (legendW - 30) / (v.k * 1000);
    const double barM = metresFit >= 10 ? 10 : metresFit >= 5 ? 5 : metresFit >= 2 ? 2 : 1;
    const double barW = barM * 1000 * v.k;
    p.setPen(QPen(QColor(0x1e2730), 0.8));
    for (int i = 0; i < int(barM); ++i) {
        p.setBrush(i % 2 ? Qt::white : QColor(0x1e2730));
        p.drawRect(QRectF(legend.left() + 8 + i * barW / barM, y, barW / barM, 5));
    }
    p.setFont(font(7));
    p.drawText(
        QRectF(legend.left() + 8, y + 7, legendW - 16, 12), Qt::AlignLeft, QStringLiteral("0        %1 m").arg(barM));
    y += 26;
    p.setFont(font(9, true));
    p.drawText(QRectF(legend.left() + 8, y, legendW - 16, 14), Qt::AlignLeft,
        QStringLiteral("Scale 1:%1 (%2)")
            .arg(scale)
            .arg(QString::fromLatin1(plenum::toString(paper).data()).toUpper()));
    y += 22;
    // North arrow.
    const QPointF n(legend.left() + 24, y + 24);
    const QPointF arrow[3] = { n + QPointF(0, -20), n + QPointF(7, 6), n + QPointF(-7, 6) };
    p.setBrush(QColor(0x1e2730));
    p.setPen(Qt::NoPen);
    p.drawPolygon(arrow, 3);
    p.setPen(QColor(0x1e2730));
    p.setFont(font(9, true));
    p.drawText(QRectF(n.x() + 12, n.y() - 20, 20, 14), Qt::AlignLeft, QStringLiteral("N"));
    y += 44;
    p.setFont(font(7));
    int racksN = int(project.racks.size());
    QString facts = QStringLiteral("%1 racks\n%2 pathways\n%3 devices")
                        .arg(racksN)
                        .arg(project.pathways.size())
                        .arg(project.devices.size());
    for (const Hall &h : project.halls) {
        QRectF hb;
        for (const Point &pt : h.outline)
            hb = hb.united(QRectF(QPointF(double(pt.x_mm), double(pt.y_mm)), QSizeF(0.01, 0.01)));
        facts += QStringLiteral("\n%1: %2 × %3 m")
                     .arg(qs(h.name))
                     .arg(hb.width() / 1000, 0, 'f', 1)
                     .arg(hb.height() / 1000, 0, 'f', 1);
    }
    p.drawText(
        QRectF(legend.left() + 8, y, legendW - 16, legend.bottom() - y - 4), Qt::AlignLeft | Qt::AlignTop, facts);

    // Title block.
    const QRectF block(full.left(), full.bottom() - titleH, full.width(), titleH);
    p.setPen(QPen(QColor(0x37414d), 0.8));
    p.setBrush(Qt::NoBrush);
    p.drawRect(block);
    const double w = block.width();
    const double cols[] = { 0, w * 0.4, w * 0.65, w * 0.85, w };
    const QString values[] = { qs(project.name), QStringLiteral("Floor plan"),
        phase.empty() ? QStringLiteral("all phases") : qs(phase) + QStringLiteral(" and earlier"),
        QStringLiteral("1:%1 · Plenum").arg(scale) };
    const QString captions[]
        = { QStringLiteral("PROJECT"), QStringLiteral("DRAWING"), QStringLiteral("PHASE"), QStringLiteral("SCALE") };
    for (int i = 0; i < 4; ++i) {
        if (i)
            p.drawLine(QPointF(block.left() + cols[i], block.top()), QPointF(block.left() + cols[i], block.bottom()));
        const QRectF r(block.left() + cols[i] + 5, block.top() + 2, cols[i + 1] - cols[i] - 10, block.height() - 4);
        p.setFont(font(5.5));
        p.setPen(QColor(0x5d6a78));
        p.drawText(r, Qt::AlignLeft | Qt::AlignTop, captions[i]);
        p.setFont(font(10, true));
        p.setPen(QColor(0x1e2730));
        p.drawText(r, Qt::AlignLeft | Qt::AlignBottom, values[i]);
    }
    return scale;
}

QSizeF landscapePoints(PaperSize paper)
{
    const QSizeF s = qPageSize(paper).size(QPageSize::Point);
    return QSizeF(std::max(s.width(), s.height()), std::min(s.width(), s.height()));
}

class FloorPlanPdf : public exporting::Exporter {
public:
    std::string_view id() const override { return "floorplan-pdf"; }
    std::string_view description() const override
    {
        return "the hall to scale: racks, aisles, pathways, legend, title block (PDF)";
    }
    std::string_view fileFilter() const override { return "PDF files (*.pdf)"; }
    std::string_view extension() const override { return ".pdf"; }
    bool needsGui() const override { return true; }
    void write(const Project &whole, const std::string &path, const exporting::ExportOptions &options,
        const Progress &progress) const override
    {
        const Project project = exporting::projectUpToPhase(whole, options.phase);
        progress.report(0, 1, "floor plan", "export");
        AtomicOutput file(path, options.output);
        QPdfWriter writer(file.device());
        writer.setCreator(QStringLiteral("Plenum"));
        writer.setTitle(QStringLiteral("Floor plan — %1").arg(qs(project.name)));
        writer.setResolution(72);
        writer.setPageLayout(
            QPageLayout(qPageSize(options.paper), QPageLayout::Landscape, QMarginsF(), QPageLayout::Point));
        QPainter p;
        if (!p.begin(&writer))
            throw Error(fmt::format("cannot write '{}': the PDF could not be started", path));
        p.setRenderHint(QPainter::Antialiasing);
        const QSizeF page = landscapePoints(options.paper);
        paintFloorPlan(p, QRectF(QPointF(28, 28), page - QSizeF(56, 56)), project, options.phase, options.paper);
        if (!p.end())
            throw Error(fmt::format("cannot write '{}': the PDF could not be completed", path));
        file.commit();
        progress.finish(1, "floor plan");
    }
};

class FloorPlanPng : public exporting::Exporter {
public:
    std::string_view id() const override { return "floorplan-png"; }
    std::string_view description() const override
    {
        return "the floor plan as a PNG image of the sheet (paper size at --dpi, default 150)";
    }
    std::string_view fileFilter() const override { return "PNG images (*.png)"; }
    std::string_view extension() const override { return ".png"; }
    bool needsGui() const override { return true; }
    void write(const Project &whole, const std::string &path, const exporting::ExportOptions &options,
        const Progress &progress) const override
    {
        const Project project = exporting::projectUpToPhase(whole, options.phase);
        progress.report(0, 1, "floor plan", "export");
        const QSizeF page = landscapePoints(options.paper);
        const double dpi = options.png_dpi;
        QImage image((page * dpi / 72.0).toSize(), QImage::Format_RGB32);
        if (image.isNull())
            throw Error(fmt::format("cannot write '{}': an image of that size cannot be made", path));
        // Point-size fonts are resolved at the image's resolution: 72 dpi while painting keeps one
        // point = one unit, the world transform then scales everything to the real dpi.
        image.setDotsPerMeterX(int(std::lround(72 / 0.0254)));
        image.setDotsPerMeterY(int(std::lround(72 / 0.0254)));
        image.fill(Qt::white);
        {
            QPainter p(&image);
            p.setRenderHint(QPainter::Antialiasing);
            p.setRenderHint(QPainter::TextAntialiasing);
            p.scale(dpi / 72.0, dpi / 72.0);
            paintFloorPlan(p, QRectF(QPointF(28, 28), page - QSizeF(56, 56)), project, options.phase, options.paper);
        }
        image.setDotsPerMeterX(int(std::lround(dpi / 0.0254)));
        image.setDotsPerMeterY(int(std::lround(dpi / 0.0254)));
        AtomicOutput file(path, options.output);
        if (!image.save(file.device(), "PNG"))
            throw Error(fmt::format("cannot write '{}': PNG encoding failed", path));
        file.commit();
        progress.finish(1, "floor plan");
    }
};

} // namespace

const exporting::Exporter &floorPlanPdfExporter()
{
    static const FloorPlanPdf e;
    return e;
}

const exporting::Exporter &floorPlanPngExporter()
{
    static const FloorPlanPng e;
    return e;
}

} // namespace plenum::app

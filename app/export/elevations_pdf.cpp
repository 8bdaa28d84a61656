// SPDX-License-Identifier: GPL-3.0-or-later
// Printable rack elevations: front and rear of each rack, drawn by the renderer the GUI shows
// (render/elevation_renderer.h), one rack per page or several per sheet, with a footer per rack
// giving power, weight, U use and how many of its ports are cabled. Reserved U ranges are hatched
// with their name and phase, as the GUI shows them.
#include "drawing_exporters_impl.h"

#include "model/channel.h"
#include "model/index.h"
#include "render/elevation_renderer.h"
#include "render/elevation_reservations.h"
#include "sheet.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace plenum::app {

namespace {

// Screen pixels (96 per inch) in points: the renderer's sizes are screen pixels.
constexpr double kPxToPt = 72.0 / 96.0;

class ElevationsExporter : public exporting::Exporter {
public:
    std::string_view id() const override { return "elevations-pdf"; }
    std::string_view description() const override
    {
        return "rack elevations, front and rear, one or several racks per sheet, A4/Letter/A3 (PDF)";
    }
    std::string_view fileFilter() const override { return "PDF files (*.pdf)"; }
    std::string_view extension() const override { return ".pdf"; }
    bool needsGui() const override { return true; }

    void write(const Project &whole, const std::string &path, const exporting::ExportOptions &options,
        const Progress &progress) const override
    {
        const Project project = exporting::projectUpToPhase(whole, options.phase);
        const ProjectIndex index(project);
        std::vector<const Rack *> racks;
        for (const Rack &r : project.racks)
            racks.push_back(&r);
        std::sort(racks.begin(), racks.end(), [](const Rack *a, const Rack *b) { return a->name < b->name; });

        // Cabled ports per rack.
        std::unordered_map<Id, int> cabled, ports;
        for (const Device &d : project.devices)
            if (const DeviceType *t = index.deviceType(d.device_type))
                ports[d.rack] += int(t->ports.size());
        for (const Cable &c : project.cables) {
            const auto [a, b] = cableEnds(c, index.link(c.link)); // a channel's cords and trunk: their own ends
            for (const PortRef *e : { &a, &b })
                if (const Device *d = index.device(e->device))
                    ++cabled[d->rack];
        }

        const int perPage = std::max(1, options.racks_per_page);
        const int cols = perPage == 1 ? 1 : perPage <= 2 ? 2 : perPage <= 4 ? 2 : perPage <= 6 ? 3 : 4;
        const int rowsPerPage = (perPage + cols - 1) / cols;
        const auto orientation = cols > rowsPerPage ? QPageLayout::Landscape : QPageLayout::Portrait;
        Sheet sheet(path, options.output, options.paper, perPage == 2 ? QPageLayout::Landscape : orientation,
            "Rack elevations", project.name);
        QPainter &p = sheet.painter();

        ElevationOptions eo;
        eo.viewPhase = project.phases.empty() ? kNoId : project.phases.back().id;
        eo.showLaterPhases = false;
        eo.style.fontFamily = QStringLiteral("DejaVu Sans");

        if (racks.empty())
            sheet.line(sheet.area().topLeft(), QStringLiteral("The project has no racks."), 12);
        const QRectF area = sheet.area();
        const double cellW = area.width() / cols, cellH = area.height() / rowsPerPage;
        for (std::size_t i = 0; i < racks.size(); ++i) {
            const int slot = int(i % std::size_t(perPage));
            if (i > 0 && slot == 0)
                sheet.newPage();
            const QRectF cell(area.left() + (slot % cols) * cellW, area.top() + (slot / cols) * cellH, cellW, cellH);
            const double footerPt = 14;
            const QRectF drawing = cell.adjusted(2, 2, -2, -2 - footerPt);
            // The renderer lays out in screen pixels; draw a larger virtual page scaled down when
            // the cell is small so every U keeps its label.
            const double scale = std::min(kPxToPt, std::min(drawing.width() / 740.0, drawing.height() / 700.0));
            p.save();
            p.translate(drawing.topLeft());
            p.scale(scale, scale);
            const QRectF bounds(0, 0, drawing.width() / scale, drawing.height() / scale);
            paintElevation(p, bounds, project, racks[i]->id, eo);
            // U held for a later phase, hatched with its name and phase as on screen; the phases
            // after the printed one are named from the whole project.
            paintReservations(p, layoutElevation(bounds, project, racks[i]->id, eo), whole, racks[i]->id, eo.style);
            p.restore();
            const RackLoad load = rackLoad(project, racks[i]->id, eo.viewPhase);
            const QString footer
                = QStringLiteral("%1: %2 of %3 ports cabled  ·  %4 kW typical, %5 kW max  ·  %6 kg  ·  %7 of %8 U used")
                      .arg(qs(racks[i]->name))
                      .arg(cabled[racks[i]->id])
                      .arg(ports[racks[i]->id])
                      .arg(double(load.typical_power_w) / 1000.0, 0, 'f', 1)
                      .arg(double(load.max_power_w) / 1000.0, 0, 'f', 1)
                      .arg(load.weight_kg, 0, 'f', 0)
                      .arg(load.used_u)
                      .arg(load.height_u);
            p.setFont(sheet.font(cols > 2 ? 5.5 : 7));
            p.setPen(QColor(0x37414d));
            p.drawText(QRectF(cell.left() + 4, cell.bottom() - footerPt, cell.width() - 8, footerPt),
                Qt::AlignHCenter | Qt::AlignVCenter, footer);
            if (perPage > 1) {
                p.setPen(QPen(QColor(0xd5dbe2), 0.5));
                p.setBrush(Qt::NoBrush);
                p.drawRect(cell);
            }
            progress.report(std::int64_t(i + 1), std::int64_t(racks.size()), "elevations", "export");
        }
        sheet.finish();
    }
};

} // namespace

const exporting::Exporter &elevationsExporter()
{
    static const ElevationsExporter e;
    return e;
}

} // namespace plenum::app

// SPDX-License-Identifier: GPL-3.0-or-later
#include "export_job.h"

#include "drawing_exporters.h"
#include "dxf/floorplan_dxf.h"

#include <QGuiApplication>

#include <fmt/format.h>

#include <algorithm>

namespace plenum::app {

const std::vector<const exporting::Exporter *> &allExporters()
{
    static const std::vector<const exporting::Exporter *> list = [] {
        // The order of DESIGN.md §9: buyers' tables, crews' sheets and drawings, then other tools.
        static const char *order[] = { "bom-csv", "bom-xlsx", "cables-csv", "cables-xlsx", "pullsheets-pdf",
            "elevations-pdf", "labels-pdf", "floorplan-pdf", "floorplan-png", "floorplan-dxf", "netbox",
            "slurm-topology", "ibnetdiscover", "ibdm-topology", "ptm-dot", "ufm-p2p-csv", "ufm-p2p-xlsx", "json",
            "stats-json", "review-md", "review-pdf" };
        std::vector<const exporting::Exporter *> pool = exporting::coreExporters();
        for (const exporting::Exporter *e : drawingExporters())
            pool.push_back(e);
        pool.push_back(&dxf::floorplanDxfExporter()); // core/dxf: the floor plan for CAD (issue #21)
        std::vector<const exporting::Exporter *> all;
        for (const char *id : order)
            for (const exporting::Exporter *e : pool)
                if (e->id() == id)
                    all.push_back(e);
        for (const exporting::Exporter *e : pool) // any format not named above still shows
            if (std::find(all.begin(), all.end(), e) == all.end())
                all.push_back(e);
        return all;
    }();
    return list;
}

const exporting::Exporter *findExporter(std::string_view id)
{
    for (const exporting::Exporter *e : allExporters())
        if (e->id() == id)
            return e;
    return nullptr;
}

void runExport(const Project &project, const std::string &id, const std::string &path,
    const exporting::ExportOptions &options, const Progress &progress)
{
    const exporting::Exporter *e = findExporter(id);
    if (!e) {
        std::string known;
        for (const exporting::Exporter *x : allExporters())
            known += (known.empty() ? "" : ", ") + std::string(x->id());
        throw Error(fmt::format("unknown export format '{}' (formats: {})", id, known));
    }
    if (path.empty())
        throw Error(fmt::format("export {}: no output path given", id));
    if (e->needsCables() && project.cables.empty() && !project.links.empty())
        throw Error(
            fmt::format("export {}: the project has no cables yet; route it first (plenum-cli route FILE)", id));
    if (e->needsGui() && !qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        throw Error(fmt::format("export {}: drawing needs a QGuiApplication", id));
    if (options.racks_per_page < 1)
        throw Error("racks per page must be at least 1");
    e->write(project, path, options, progress);
}

} // namespace plenum::app

// SPDX-License-Identifier: GPL-3.0-or-later
// The DXF subcommands of plenum-cli (issue #21): `dxf-layers FILE` lists a drawing's layers and
// what they hold, so a user can pick the layers `new OUT --from-dxf FILE` turns into the hall.
#include "cli/cli.h"
#include "cli/commands.h"
#include "dxf/dxf_drawing.h"
#include "dxf/hall_import.h"
#include "store/project_file.h"
#include "underlay/underlay_dxf_hall.h"
#include "json/report_json.h"

#include <QFileInfo>
#include <QString>

#include <fmt/format.h>

#include <ostream>

namespace plenum::cli {

int commandDxfLayers(const std::vector<std::string> &argv, Io &io)
{
    Args args(argv, {}, { "--json" });
    args.expectPositionals(1, "FILE.dxf");
    const dxf::Drawing d = dxf::readDrawing(args.positionals()[0]);
    const auto unit = d.insunits ? dxf::unitOfInsunits(*d.insunits) : std::nullopt;
    if (args.has("--json")) {
        io.out << json::writeReport(d);
        return kExitOk;
    }
    io.out << fmt::format("units: {}\n",
        !d.insunits ? std::string("no $INSUNITS header (give --units to new --from-dxf)")
            : unit  ? fmt::format("{} ($INSUNITS {})", dxf::toString(*unit), *d.insunits)
                    : fmt::format("$INSUNITS {} (not read: give --units)", *d.insunits));
    io.out << fmt::format("{} entities in model space ({} in block definitions, read where INSERTs place them; {} in "
                          "paper space, not read)\n",
        d.entities, d.block_entities, d.paper_entities);
    for (const auto &l : d.layers) {
        io.out << fmt::format("  {:<24} {:>7}  {}\n", dxf::shown(l.name), l.total, dxf::countsText(l));
    }
    return kExitOk;
}

// `new OUT.plenum --from-dxf FILE …` (command_new.cpp hands it here).
int commandNewFromDxf(const std::vector<std::string> &argv, Io &io)
{
    Args args(argv,
        { "--from-dxf", "--outline-layer", "--column-layer", "--crah-layer", "--cdu-layer", "--door-layer",
            "--nogo-layer", "--units", "--tile", "--name" },
        { "--force", "--keep-origin", "--no-underlay" });
    args.expectPositionals(1, "OUT.plenum");
    const std::string out = args.positionals()[0];
    const std::string file = args.value("--from-dxf");
    if (!args.has("--outline-layer"))
        throw Error("missing --outline-layer LAYER: the layer of the hall's closed outline (plenum-cli dxf-layers "
                    "FILE lists the layers)");
    const OutputRules rules = outputRules(args, { file });
    checkOutput(out, rules);
    app::DxfProjectOptions options;
    dxf::HallImportOptions &o = options.hall;
    o.outline_layer = args.value("--outline-layer");
    o.column_layer = args.value("--column-layer");
    o.crah_layer = args.value("--crah-layer");
    o.cdu_layer = args.value("--cdu-layer");
    o.door_layer = args.value("--door-layer");
    o.nogo_layer = args.value("--nogo-layer");
    if (args.has("--units")) {
        o.units = dxf::parseUnit(args.value("--units"));
        if (!o.units)
            throw Error(
                fmt::format("--units must be mm, cm, m, in or ft (got '{}')", args.value("--units").substr(0, 40)));
    }
    o.tile_mm = int(args.integer("--tile", 0, 1, 100000));
    o.project_name = args.value("--name");
    o.keep_origin = args.has("--keep-origin");
    for (const char *flag :
        { "--outline-layer", "--column-layer", "--crah-layer", "--cdu-layer", "--door-layer", "--nogo-layer" })
        if (args.has(flag) && args.value(flag).empty())
            throw Error(fmt::format("{} needs a layer name", flag));
    options.underlay = !args.has("--no-underlay");
    options.underlay_name = QFileInfo(QString::fromStdString(file)).completeBaseName().toStdString();
    dxf::HallImportReport report;
    const Project project = app::projectFromDxfDrawing(dxf::readDrawing(file), options, &report);
    saveProject(project, out, rules);
    io.out << fmt::format(
        "created {}: hall {:.1f} x {:.1f} m ({} corners), {} mm tiles, {} columns, {} CRAHs, {} CDUs, "
        "{} doors, {} no-go zones\n",
        out, report.width_mm / 1000.0, report.depth_mm / 1000.0, project.halls.front().outline.size(),
        project.halls.front().tile_mm, report.columns, report.crahs, report.cdus, report.doors, report.nogo);
    io.out << fmt::format("  drawing unit {} ({}), {}\n", dxf::toString(report.unit),
        report.unit_from_header ? "$INSUNITS" : "--units",
        o.keep_origin ? std::string("drawing origin kept")
                      : fmt::format("moved by ({}, {}) mm to put the hall's corner at (0, 0)", -report.shift.x_mm,
                          -report.shift.y_mm));
    if (options.underlay)
        io.out << fmt::format(
            "  underlay '{}': the drawing, locked, at the hall's coordinates\n", project.underlays.front().name);
    for (const auto &note : report.notes)
        io.out << "  note: " << note << "\n";
    return kExitOk;
}

} // namespace plenum::cli

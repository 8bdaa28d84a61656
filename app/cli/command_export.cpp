// SPDX-License-Identifier: GPL-3.0-or-later
// plenum-cli export: writes one output format (DESIGN.md §9) of a project through the export job
// the GUI uses. PDF/PNG formats paint with Qt, so for them (only) a QGuiApplication is created on
// the "offscreen" platform unless QT_QPA_PLATFORM says otherwise: the command runs headless.
#include "cli/cli.h"
#include "cli/commands.h"
#include "export/export_job.h"
#include "export/headless_gui.h"
#include "store/project_file.h"

#include <QGuiApplication>

#include <fmt/format.h>

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <ostream>

namespace plenum::cli {

namespace {

struct ExportCommandOptions {
    std::string file;
    std::string format;
    std::string out;
    exporting::ExportOptions options;
};

ExportCommandOptions parse(const std::vector<std::string> &argv)
{
    Args args(argv,
        { "--format", "--out", "--phase", "--paper", "--per-page", "--dpi", "--ca-name", "--if-name",
            "--slurm-grouping" },
        { "--force", "--dxf-routes" });
    args.expectPositionals(1, "FILE.plenum");
    ExportCommandOptions o;
    o.file = args.positionals()[0];
    o.format = args.value("--format");
    o.out = args.value("--out");
    if (o.format.empty())
        throw Error("export: --format is required (see plenum-cli export --help for the list)");
    if (o.out.empty())
        throw Error("export: --out PATH is required");
    o.options.phase = args.value("--phase");
    o.options.output = outputRules(args, { o.file });
    o.options.paper = parsePaperSize(args.value("--paper", "a4"));
    o.options.racks_per_page = int(args.integer("--per-page", 1, 1, 16));
    o.options.png_dpi = int(args.integer("--dpi", 150, 30, 1200));
    if (args.has("--ca-name"))
        o.options.ib_ca_description = args.value("--ca-name");
    if (args.has("--if-name")) {
        if (o.format != "ptm-dot")
            throw Error("export: --if-name applies to --format ptm-dot (host interface names)");
        o.options.host_interface = args.value("--if-name");
    }
    o.options.slurm_grouping = exporting::parseSlurmGrouping(args.value("--slurm-grouping", "auto"));
    o.options.dxf_routes = args.has("--dxf-routes");
    if (o.options.dxf_routes && o.format != "floorplan-dxf")
        throw Error("export: --dxf-routes applies to --format floorplan-dxf");
    return o;
}

} // namespace

int commandExport(const std::vector<std::string> &argv, Io &io)
{
    if (argv.size() == 1 && (argv[0] == "--help" || argv[0] == "-h")) {
        io.out << "usage: plenum-cli export FILE.plenum --format F --out PATH [--phase NAME] [--paper a4|letter|a3]"
                  " [--per-page N] [--dpi N] [--ca-name PATTERN] [--if-name PATTERN] [--slurm-grouping auto|leaf|su] "
                  "[--dxf-routes]"
                  " [--force]\n"
                  "formats:\n";
        for (const exporting::Exporter *e : app::allExporters())
            io.out << fmt::format("  {:<16} {}\n", e->id(), e->description());
        return kExitOk;
    }
    const ExportCommandOptions o = parse(argv);
    const exporting::Exporter *exporter = app::findExporter(o.format);
    // A refused output (an existing file without --force, the input itself) costs no work.
    if (exporter && !exporter->writesFolder())
        checkOutput(o.out, o.options.output);
    const Project project = openProject(o.file);
    std::unique_ptr<QGuiApplication> gui;
    if (exporter && exporter->needsGui())
        gui = app::headlessGui();
    app::runExport(project, o.format, o.out, o.options);
    io.out << fmt::format("exported {} as {} to {}{}\n", o.file, o.format, o.out,
        o.options.phase.empty() ? "" : fmt::format(" (phase {} and earlier)", o.options.phase));
    return kExitOk;
}

} // namespace plenum::cli

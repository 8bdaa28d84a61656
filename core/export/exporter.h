// SPDX-License-Identifier: GPL-3.0-or-later
// The exporters (DESIGN.md §9) behind one small interface: an id, a file filter, a description and
// write(project, path, options, progress). Rows are computed once (bom.h, cable_schedule.h,
// netbox_tables.h, slurm_topology.h, json_topology.h) and formatted as CSV, XLSX or JSON here in
// core; PDF/PNG drawings live in app/export. Every write follows the output policy of
// store/atomic_file.h (options.output): atomic, never onto an input, an existing file only when
// allowed; an export that fails throws Error saying why and leaves no partial file behind.
#pragma once

#include "analysis/review.h"
#include "export/slurm_topology.h"
#include "model/project.h"
#include "store/atomic_file.h"
#include "util/paper_size.h"
#include "util/progress.h"

#include <string>
#include <string_view>
#include <vector>

namespace plenum::exporting {

struct ExportOptions {
    std::string phase; // empty: every phase; else that phase and the earlier ones
    PaperSize paper = PaperSize::A4;
    int racks_per_page = 1; // elevations: racks per sheet (1, 2, 4, …)
    int png_dpi = 150; // floorplan-png
    std::string ib_ca_description = "{host} mlx5_{i}"; // ibnetdiscover: CA node descriptions (asbuilt/ib_plan.h)
    std::string host_interface = "{port}"; // ptm-dot: host interface names (asbuilt/eth_plan.h)
    SlurmGrouping slurm_grouping = SlurmGrouping::Auto; // slurm-topology: nodes per leaf or per SU (slurm_topology.h)
    bool dxf_routes = false; // floorplan-dxf: each routed cable's path on layer PLENUM-ROUTES
    analysis::ReviewOptions review; // review-md, review-pdf: date, checkpoint and restart minutes, GPU-hour price
    OutputRules output; // existing output, inputs (store/atomic_file.h); default: refuse existing
};

// An exporter tells `progress` how far it has got with progress.report(done, total, what, "export"),
// which throws Error("export cancelled") when asked to stop, and progress.finish() once the output
// is in place (util/progress.h).
class Exporter {
public:
    virtual ~Exporter() = default;
    virtual std::string_view id() const = 0; // "bom-csv"
    virtual std::string_view description() const = 0; // one line for --help and the GUI
    virtual std::string_view fileFilter() const = 0; // "CSV files (*.csv)"; folders: ""
    virtual std::string_view extension() const = 0; // ".csv"; folders: ""
    virtual bool writesFolder() const { return false; }
    virtual bool needsCables() const { return false; } // the project must be routed first
    virtual bool needsGui() const { return false; } // needs a Q(Gui)Application (fonts, painting)
    // Writes the whole project, or its objects up to options.phase; throws Error on failure.
    virtual void write(const Project &project, const std::string &path, const ExportOptions &options,
        const Progress &progress) const = 0;
};

// The table exporters of core, in the order they are listed to users.
const std::vector<const Exporter *> &coreExporters();

// The objects of `project` that exist at phase `phase` (that phase and earlier ones, in the order
// of Project::phases); the whole project when `phase` is empty. Objects without a phase count as
// the first phase. Throws Error naming an unknown phase and listing the known ones.
Project projectUpToPhase(const Project &project, const std::string &phase);

// `make(project)`, or `make(projectUpToPhase(project, phase))` when a phase is given.
template <class Make> auto forPhase(const Project &project, const std::string &phase, Make &&make)
{
    return phase.empty() ? make(project) : make(projectUpToPhase(project, phase));
}

} // namespace plenum::exporting

// SPDX-License-Identifier: GPL-3.0-or-later
// The table exporters: each computes its rows once (bom.h, cable_schedule.h, netbox_tables.h,
// slurm_topology.h, json_topology.h) and formats them; the list is explicit, in user order.
#include "analysis/review.h"
#include "analysis/stats.h"
#include "asbuilt/ibdm_topo.h"
#include "asbuilt/ibnetdiscover_export.h"
#include "asbuilt/ptm_dot.h"
#include "asbuilt/ufm_p2p.h"
#include "export/bom.h"
#include "export/cable_schedule.h"
#include "export/exporter.h"
#include "export/json_topology.h"
#include "export/netbox_tables.h"
#include "export/slurm_topology.h"
#include "export/table.h"
#include "store/atomic_file.h"

#include <functional>
#include <optional>

namespace plenum::exporting {

namespace {

// A file exporter defined by a function from the (phase-filtered) project to the output.
class TableExporter : public Exporter {
public:
    enum class Kind { Csv, Xlsx, Text };
    using Make = std::function<std::vector<Table>(const Project &)>;
    using MakeText = std::function<std::string(const Project &, const ExportOptions &)>;

    TableExporter(std::string_view id, std::string_view description, Kind kind, bool needsCables, Make make,
        MakeText text = {}, std::string_view filter = {}, std::string_view ext = {})
        : m_id(id)
        , m_description(description)
        , m_kind(kind)
        , m_needsCables(needsCables)
        , m_make(std::move(make))
        , m_text(std::move(text))
        , m_filter(filter)
        , m_ext(ext)
    {
    }
    // A CSV exporter that writes its rows as it makes them (no table in memory).
    using Stream = std::function<void(const Project &, CsvWriter &)>;
    TableExporter(std::string_view id, std::string_view description, bool needsCables, Stream stream)
        : TableExporter(id, description, Kind::Csv, needsCables, {})
    {
        m_stream = std::move(stream);
    }

    std::string_view id() const override { return m_id; }
    std::string_view description() const override { return m_description; }
    std::string_view fileFilter() const override
    {
        return m_kind == Kind::Csv ? "CSV files (*.csv)" : m_kind == Kind::Xlsx ? "Excel workbooks (*.xlsx)" : m_filter;
    }
    std::string_view extension() const override
    {
        return m_kind == Kind::Csv ? ".csv" : m_kind == Kind::Xlsx ? ".xlsx" : m_ext;
    }
    bool needsCables() const override { return m_needsCables; }

    void write(const Project &project, const std::string &path, const ExportOptions &options,
        const Progress &progress) const override
    {
        progress.report(0, 2, "computing rows", "export");
        // A copy only when a phase narrows the project.
        std::optional<Project> narrowed;
        if (!options.phase.empty())
            narrowed = projectUpToPhase(project, options.phase);
        const Project &scoped = narrowed ? *narrowed : project;
        if (m_kind == Kind::Text) {
            const std::string text = m_text(scoped, options);
            progress.report(1, 2, "writing", "export");
            writeFileAtomically(path, text, options.output);
        } else if (m_stream) {
            AtomicFile file(path, options.output);
            CsvWriter csv(file);
            m_stream(scoped, csv);
            progress.report(1, 2, "writing", "export");
            csv.finish();
            file.commit();
        } else {
            const std::vector<Table> tables = m_make(scoped);
            progress.report(1, 2, "writing", "export");
            if (m_kind == Kind::Csv)
                writeFileAtomically(path, toCsv(tables.front()), options.output);
            else
                writeXlsx(tables, path, options.output);
        }
        progress.finish(2, "done");
    }

private:
    std::string_view m_id, m_description;
    Kind m_kind;
    bool m_needsCables;
    Make m_make;
    MakeText m_text;
    Stream m_stream;
    std::string_view m_filter, m_ext;
};

class NetboxExporter : public Exporter {
public:
    std::string_view id() const override { return "netbox"; }
    std::string_view description() const override
    {
        return "folder of NetBox bulk-import CSV files (sites, locations, racks, device types, devices, interfaces, "
               "cables)";
    }
    std::string_view fileFilter() const override { return ""; }
    std::string_view extension() const override { return ""; }
    bool writesFolder() const override { return true; }
    void write(const Project &project, const std::string &path, const ExportOptions &options,
        const Progress &progress) const override
    {
        progress.report(0, 2, "computing tables", "export");
        const auto tables = netboxTables(projectUpToPhase(project, options.phase));
        std::vector<std::pair<std::string, std::string>> files;
        for (const Table &t : tables)
            files.push_back({ t.name + ".csv", toCsv(t, CsvReader::Import) });
        files.push_back({ "README.txt",
            "NetBox bulk import (Plenum). Import the CSV files in the order of their numbers, each on the\n"
            "matching Import page (Organization > Sites, Locations; Devices > Manufacturers, Device Roles,\n"
            "Device Types, Racks, Devices, Interfaces, Power Ports, Power Outlets, Rear Ports;\n"
            "Connections > Cables). Every object is imported with status 'planned'.\n"
            "Back into Plenum: plenum-cli import-netbox-site OUT.plenum --racks 06-racks.csv --devices\n"
            "07-devices.csv --cables 12-cables.csv --interfaces 08-interfaces.csv --positions P.csv, where\n"
            "P.csv says where each rack stands (rack,x_mm,y_mm,rotation), which NetBox does not hold.\n" });
        progress.report(1, 2, "writing", "export");
        writeExportFolder(path, files, options.output);
        progress.finish(2, "done");
    }
};

// One table, moved in (an initializer list would copy it: a 100k-GPU schedule is half a GB).
std::vector<Table> single(Table t)
{
    std::vector<Table> out;
    out.push_back(std::move(t));
    return out;
}

std::vector<Table> bomTables(const Project &p)
{
    return single(bomTable(bomRows(p)));
}
std::vector<Table> cableTables(const Project &p)
{
    return single(cableScheduleTable(cableScheduleRows(p)));
}

} // namespace

const std::vector<const Exporter *> &coreExporters()
{
    using K = TableExporter::Kind;
    static const TableExporter bomCsv(
        "bom-csv", "bill of materials per phase and total (CSV)", K::Csv, false, bomTables);
    static const TableExporter bomXlsx(
        "bom-xlsx", "bill of materials per phase and total (XLSX)", K::Xlsx, false, bomTables);
    static const TableExporter cablesCsv("cables-csv", "cable schedule, one row per cable in pull order (CSV)", true,
        [](const Project &p, CsvWriter &out) { writeCableScheduleCsv(cableScheduleRows(p), out); });
    static const TableExporter cablesXlsx(
        "cables-xlsx", "cable schedule, one row per cable in pull order (XLSX)", K::Xlsx, true, cableTables);
    static const NetboxExporter netbox;
    static const TableExporter slurm(
        "slurm-topology", "Slurm topology.conf (topology/tree) for the compute fabric", K::Text, false, {},
        [](const Project &p, const ExportOptions &o) { return slurmTopologyConf(p, o.slurm_grouping); },
        "Slurm topology (topology.conf *.conf)", ".conf");
    static const TableExporter json(
        "json", "the full topology as JSON for other tools", K::Text, false, {},
        [](const Project &p, const ExportOptions &) { return topologyJson(p); }, "JSON files (*.json)", ".json");
    static const TableExporter stats(
        "stats-json", "the headline counts of the project as `plenum-cli stats --json` writes them (JSON)", K::Text,
        false, {}, [](const Project &p, const ExportOptions &) { return statsJson(p); }, "JSON files (*.json)",
        ".json");
    static const TableExporter review(
        "review-md", "the design review: network, storage, orchestration, resilience, metrics, growth (Markdown)",
        K::Text, false, {},
        [](const Project &p, const ExportOptions &o) { return analysis::reviewMarkdown(p, o.review); },
        "Markdown files (*.md)", ".md");
    static const TableExporter ufmCsv("ufm-p2p-csv",
        "compute fabric as the P2P file of NVIDIA's UFM Cable Validation Tool (CSV)", K::Csv, false,
        asbuilt::ufmP2pTables);
    static const TableExporter ufmXlsx("ufm-p2p-xlsx",
        "compute fabric as the P2P file of NVIDIA's UFM Cable Validation Tool (XLSX)", K::Xlsx, false,
        asbuilt::ufmP2pTables);
    static const std::vector<const Exporter *> list
        = { &bomCsv, &bomXlsx, &cablesCsv, &cablesXlsx, &netbox, &slurm, &asbuilt::ibnetdiscoverExporter(),
              &asbuilt::ibdmTopologyExporter(), &asbuilt::ptmDotExporter(), &ufmCsv, &ufmXlsx, &json, &stats, &review };
    return list;
}

} // namespace plenum::exporting

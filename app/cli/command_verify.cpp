// SPDX-License-Identifier: GPL-3.0-or-later
// plenum-cli verify: plan against as-built (issue #19). Reads what a discovery found (today the
// output of ibnetdiscover), compares it with the project's planned InfiniBand fabric through the
// one diff engine of core/asbuilt and prints every difference with its racks, U, ports, cable
// labels and the crew's fix. Exit 0 when the as-built matches the plan, 1 when it differs, 2 on
// bad input (the discovered file is read whole first: a malformed line names its number and
// nothing is compared). --fixlist csv|pdf --out F writes the crew's fix list (core/asbuilt/fixlist.h)
// instead of printing the differences.
#include "asbuilt/diff.h"
#include "asbuilt/discovery.h"
#include "asbuilt/eth_plan.h"
#include "asbuilt/fixlist.h"
#include "asbuilt/name_map.h"
#include "cli/cli.h"
#include "cli/commands.h"
#include "export/fixlist_pdf.h"
#include "export/headless_gui.h"
#include "export/table.h"
#include "store/atomic_file.h"
#include "store/project_file.h"
#include "json/report_json.h"

#include <fmt/format.h>

#include <map>
#include <ostream>
#include <sstream>

namespace plenum::cli {

namespace {

struct VerifyOptions {
    std::string file;
    std::string discovered;
    std::string format = "auto";
    std::string ca_name = std::string(asbuilt::kDefaultCaDescription);
    std::string if_name = std::string(asbuilt::kDefaultHostInterface);
    asbuilt::DiffOptions diff;
    bool json = false;
    std::string name_map, write_name_map;
    std::string fixlist; // "", "csv" or "pdf"
    std::string out;
    PaperSize paper = PaperSize::A4;
    OutputRules rules;
    std::size_t renamed = 0; // nodes renamed by --name-map
};

VerifyOptions parse(const std::vector<std::string> &argv)
{
    Args args(argv,
        { "--discovered", "--format", "--ca-name", "--if-name", "--fixlist", "--out", "--paper", "--name-map",
            "--write-name-map" },
        { "--json", "--ignore-speed", "--force" });
    args.expectPositionals(1, "FILE.plenum");
    VerifyOptions o;
    o.file = args.positionals()[0];
    o.discovered = args.value("--discovered");
    if (o.discovered.empty())
        throw Error("--discovered FILE is required (what ibnetdiscover or lldpcli -f json printed)");
    o.format = args.value("--format", "auto");
    if (o.format != "auto" && o.format != "ibnetdiscover" && o.format != "iblinkinfo" && o.format != "lldp"
        && o.format != "netbox")
        throw Error(fmt::format("unknown --format '{}' (auto, ibnetdiscover, iblinkinfo, lldp, netbox)", o.format));
    o.ca_name = args.value("--ca-name", o.ca_name);
    o.if_name = args.value("--if-name", o.if_name);
    o.diff.compare_speed = !args.has("--ignore-speed");
    o.json = args.has("--json");
    o.fixlist = args.value("--fixlist");
    o.out = args.value("--out");
    if (!o.fixlist.empty() && o.fixlist != "csv" && o.fixlist != "pdf")
        throw Error(fmt::format("unknown --fixlist '{}' (csv, pdf)", o.fixlist));
    if (!o.fixlist.empty() && o.out.empty())
        throw Error("--fixlist needs --out FILE (where the fix list goes)");
    if (o.fixlist.empty() && !o.out.empty())
        throw Error("--out is the fix list's file: name its format with --fixlist csv|pdf");
    if (!o.fixlist.empty() && o.json)
        throw Error("--fixlist and --json exclude each other (the JSON lists the same differences)");
    o.name_map = args.value("--name-map");
    o.write_name_map = args.value("--write-name-map");
    o.paper = parsePaperSize(args.value("--paper", "a4"));
    o.rules = outputRules(args, { o.file, o.discovered, o.name_map });
    if (!o.out.empty())
        checkOutput(o.out, o.rules);
    if (!o.write_name_map.empty())
        checkOutput(o.write_name_map, o.rules);
    if (!o.out.empty() && o.out == o.write_name_map)
        throw Error("--out and --write-name-map name the same file");
    return o;
}

std::string toText(const VerifyOptions &o, const asbuilt::DiffReport &r)
{
    std::string out = fmt::format("verified {} against {} ({}): {} planned links, {} found, {} ok, {} difference{}\n",
        o.file, o.discovered, o.format, r.planned_links, r.discovered_links, r.ok, r.differences.size(),
        r.differences.size() == 1 ? "" : "s");
    if (!o.name_map.empty())
        out += fmt::format("  the name map {} renamed {} node{}\n", o.name_map, o.renamed, o.renamed == 1 ? "" : "s");
    for (const auto &d : r.differences)
        out += fmt::format(
            "  {:<14} {}\n  {:<14} fix: {}\n", asbuilt::toString(d.kind), oneLine(d.message), "", oneLine(d.action));
    return out;
}

} // namespace

int commandVerify(const std::vector<std::string> &argv, Io &io)
{
    VerifyOptions o = parse(argv);
    const Project project = openProject(o.file);
    asbuilt::DiscoveryOptions read;
    read.format = o.format;
    read.ca_name = o.ca_name;
    read.if_name = o.if_name;
    read.name_map = o.name_map;
    const asbuilt::Discovery discovery = asbuilt::readDiscovery(project, o.discovered, read);
    o.format = discovery.format;
    o.renamed = discovery.renamed;
    const asbuilt::IbPlan &plan = discovery.plan;
    const asbuilt::DiscoveredFabric &found = discovery.found;
    const asbuilt::VerifyReport verified { o.file, o.discovered, o.format, o.renamed,
        asbuilt::compareWithDiscovery(project, plan, found, o.diff) };
    const asbuilt::DiffReport &report = verified.diff;
    if (!o.write_name_map.empty()) {
        if (discovery.format != "ibnetdiscover")
            throw Error("--write-name-map needs ibnetdiscover output: only it names the nodes' GUIDs");
        std::map<std::string, bool> planned;
        for (const asbuilt::IbNode &n : plan.nodes)
            planned.emplace(n.description, true);
        writeFileAtomically(o.write_name_map, asbuilt::nodeNameMapText(found, planned), o.rules);
    }
    if (!o.fixlist.empty()) {
        const std::vector<asbuilt::FixRow> rows = asbuilt::fixList(project, report);
        const std::string summary = fmt::format("verified {} against {} ({}): {} planned links, {} found, {} ok, {} "
                                                "difference{}",
            o.file, o.discovered, o.format, report.planned_links, report.discovered_links, report.ok,
            report.differences.size(), report.differences.size() == 1 ? "" : "s");
        if (o.fixlist == "csv") {
            writeFileAtomically(o.out, exporting::toCsv(asbuilt::fixListTable(rows)), o.rules);
        } else {
            const auto gui = app::headlessGui();
            app::writeFixListPdf(rows, summary, o.out, o.rules, o.paper, project.name);
        }
        io.out << summary
               << fmt::format(
                      "\nwrote the fix list ({} row{}) to {}\n", rows.size(), rows.size() == 1 ? "" : "s", o.out);
    } else {
        io.out << (o.json ? json::writeReport(verified) + "\n" : toText(o, report));
    }
    return report.differences.empty() ? kExitOk : kExitFindings;
}

} // namespace plenum::cli

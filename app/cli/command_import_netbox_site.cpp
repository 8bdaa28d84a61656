// SPDX-License-Identifier: GPL-3.0-or-later
// plenum-cli import-netbox-site OUT.plenum --racks F --devices F --cables F --positions F
//   [--interfaces F] [--devicetypes DIR] [--hall WxD] [--force]: an existing site from NetBox's CSV
// files (core/import/netbox_site.h), every object in the phase `existing`. Everything is read and
// built first; the project file is written only when the whole import succeeded (exit 0), else
// one line naming the file and line or the objects (exit 2) and nothing is written.
#include "catalog/netbox.h"
#include "cli/cli.h"
#include "cli/commands.h"
#include "cli/hall_size.h"
#include "import/netbox_site.h"
#include "store/project_file.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <ostream>

namespace plenum::cli {
namespace {

constexpr std::size_t kMaxCsvBytes = std::size_t(256) << 20;
constexpr std::size_t kMaxYamlBytes = std::size_t(16) << 20;
constexpr std::size_t kMaxYamlFiles = 10000;

std::vector<DeviceType> readDeviceTypes(const std::string &dir)
{
    namespace fs = std::filesystem;
    std::vector<std::string> files;
    std::error_code ec;
    if (fs::is_regular_file(dir, ec)) {
        files.push_back(dir);
    } else if (fs::is_directory(dir, ec)) {
        for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::recursive_directory_iterator();
             it.increment(ec)) {
            const std::string ext = it->path().extension().string();
            if (it->is_regular_file(ec) && (ext == ".yaml" || ext == ".yml"))
                files.push_back(it->path().string());
            if (files.size() > kMaxYamlFiles)
                throw Error(fmt::format("--devicetypes {}: more than {} YAML files", dir, kMaxYamlFiles));
        }
        if (ec)
            throw Error(fmt::format("--devicetypes {}: {}", dir, ec.message()));
    } else {
        throw Error(fmt::format("--devicetypes {}: no such file or folder", dir));
    }
    std::sort(files.begin(), files.end());
    std::vector<DeviceType> types;
    for (const auto &f : files)
        types.push_back(catalog::importNetboxDeviceType(readFile(f, kMaxYamlBytes), f).type);
    return types;
}

} // namespace

int commandImportNetboxSite(const std::vector<std::string> &argv, Io &io)
{
    Args args(argv, { "--racks", "--devices", "--cables", "--interfaces", "--positions", "--devicetypes", "--hall" },
        { "--force" });
    args.expectPositionals(1, "OUT.plenum");
    const std::string out = args.positionals()[0];
    for (const char *flag : { "--racks", "--devices", "--cables", "--positions" })
        if (!args.has(flag))
            throw Error(fmt::format("missing {} FILE.csv", flag));
    std::vector<std::string> inputs;
    for (const char *flag : { "--racks", "--devices", "--cables", "--positions", "--interfaces" })
        if (args.has(flag))
            inputs.push_back(args.value(flag));
    const OutputRules rules = outputRules(args, inputs);
    checkOutput(out, rules);

    importing::SiteInput in;
    auto file = [&](const char *flag) {
        return importing::SiteFile { args.value(flag), readFile(args.value(flag), kMaxCsvBytes) };
    };
    in.racks = file("--racks");
    in.devices = file("--devices");
    in.cables = file("--cables");
    in.positions = file("--positions");
    if (args.has("--interfaces"))
        in.interfaces = file("--interfaces");
    if (args.has("--devicetypes"))
        in.device_types = readDeviceTypes(args.value("--devicetypes"));
    if (args.has("--hall")) {
        const HallSize hall = parseHallSize(args.value("--hall"));
        in.hall_width_mm = hall.width_mm;
        in.hall_depth_mm = hall.depth_mm;
    }
    importing::SiteReport report;
    const Project project = importing::importNetboxSite(in, &report);
    saveProject(project, out, rules);
    io.out << fmt::format("imported {} racks, {} devices, {} links into {} (phase '{}'), {} pathways laid; route it "
                          "with plenum-cli route {}\n",
        report.racks, report.devices, report.links, out, importing::kExistingPhase, report.pathways, out);
    for (const auto &n : report.notes)
        io.out << "  note: " << n << "\n";
    return kExitOk;
}

} // namespace plenum::cli

// SPDX-License-Identifier: GPL-3.0-or-later
// plenum-cli export-devicetypes [FILE.plenum] [--slug SLUG] [--out DIR]: device types as NetBox
// device-type YAML — the project's own types when a project is given, else the built-in
// catalogue. With --out each type is written atomically to DIR/<Manufacturer>/<model>.yaml (the
// devicetype-library layout; names made path-safe and unique by catalog::netboxFileNames, every
// path checked to stay inside DIR and against the output rules before anything is written; an
// existing file only with --force); without it the documents go to stdout.
#include "catalog/catalog.h"
#include "catalog/netbox.h"
#include "cli/cli.h"
#include "cli/commands.h"
#include "store/atomic_file.h"
#include "store/project_file.h"

#include <fmt/format.h>

#include <filesystem>
#include <ostream>

namespace plenum::cli {

int commandExportDevicetypes(const std::vector<std::string> &argv, Io &io)
{
    Args args(argv, { "--slug", "--out" }, { "--force" });
    if (args.positionals().size() > 1)
        throw Error(fmt::format("unexpected argument '{}'", args.positionals()[1]));
    std::vector<DeviceType> types;
    std::vector<std::string> inputs;
    if (args.positionals().empty()) {
        for (const auto &d : catalog::builtinCatalog().devices)
            types.push_back(d.type);
    } else {
        inputs.push_back(args.positionals()[0]);
        types = openProject(args.positionals()[0]).device_types;
    }
    if (args.has("--slug")) {
        const std::string slug = args.value("--slug");
        std::erase_if(types, [&](const DeviceType &t) { return t.slug != slug; });
        if (types.empty())
            throw Error(fmt::format("no device type with slug '{}'", slug));
    }
    if (types.empty())
        throw Error("no device types to export");

    // Render and check everything before writing anything.
    const std::vector<std::string> names = catalog::netboxFileNames(types);
    std::vector<std::string> texts;
    for (const auto &t : types)
        texts.push_back(catalog::exportNetboxDeviceType(t));
    if (!args.has("--out")) {
        for (const auto &text : texts)
            io.out << text;
        return kExitOk;
    }
    namespace fs = std::filesystem;
    const fs::path dir = fs::absolute(fs::path(args.value("--out")));
    std::error_code ec;
    if (!fs::is_directory(fs::symlink_status(dir, ec)) && !fs::is_directory(dir.parent_path(), ec))
        throw Error(fmt::format(
            "cannot write into '{}': the folder '{}' does not exist", dir.string(), dir.parent_path().string()));
    const OutputRules rules = outputRules(args, inputs);
    std::vector<fs::path> targets;
    for (const std::string &name : names) {
        // netboxFileNames gives "Manufacturer/model.yaml" of plain parts; the manufacturer folder
        // must be a real folder inside DIR, not a link that leads out of it.
        const fs::path target = dir / name;
        if (target.lexically_normal().parent_path().parent_path() != dir.lexically_normal())
            throw Error(fmt::format("refusing to write '{}': it is not inside '{}'", target.string(), dir.string()));
        const fs::file_status folder = fs::symlink_status(target.parent_path(), ec);
        if (fs::exists(folder) && !fs::is_directory(folder))
            throw Error(fmt::format("cannot write '{}': '{}' is not a folder (a link or a file)", target.string(),
                target.parent_path().string()));
        if (fs::exists(folder))
            checkOutput(target.string(), rules);
        targets.push_back(target);
    }
    for (std::size_t i = 0; i < targets.size(); ++i) {
        fs::create_directories(targets[i].parent_path(), ec);
        if (ec)
            throw Error(fmt::format("cannot create '{}': {}", targets[i].parent_path().string(), ec.message()));
        writeFileAtomically(targets[i].string(), texts[i], rules);
        io.out << fmt::format("wrote {}\n", targets[i].string());
    }
    return kExitOk;
}

} // namespace plenum::cli

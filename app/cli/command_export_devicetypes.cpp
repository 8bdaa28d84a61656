// SPDX-License-Identifier: GPL-3.0-or-later
// plenum-cli export-devicetypes [FILE.plenum] [--slug SLUG] [--out DIR]: device types as NetBox
// device-type YAML — the project's own types when a project is given, else the built-in
// catalogue. With --out each type is written atomically to DIR/<Manufacturer>/<model>.yaml (the
// devicetype-library layout); without it the documents go to stdout.
#include "catalog/catalog.h"
#include "catalog/netbox.h"
#include "cli/cli.h"
#include "store/atomic_file.h"
#include "store/project_file.h"

#include <fmt/format.h>

#include <filesystem>
#include <ostream>

namespace plenum::cli {

int commandExportDevicetypes(const std::vector<std::string> &argv, Io &io)
{
    Args args(argv, {"--slug", "--out"}, {});
    if (args.positionals().size() > 1)
        throw Error(fmt::format("unexpected argument '{}'", args.positionals()[1]));
    std::vector<DeviceType> types;
    if (args.positionals().empty()) {
        for (const auto &d : catalog::builtinCatalog().devices)
            types.push_back(d.type);
    } else {
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

    // Render everything before writing anything.
    std::vector<std::pair<std::string, std::string>> files;
    for (const auto &t : types)
        files.emplace_back(catalog::netboxFileName(t), catalog::exportNetboxDeviceType(t));
    if (!args.has("--out")) {
        for (const auto &[name, text] : files)
            io.out << text;
        return kExitOk;
    }
    const std::filesystem::path dir = args.value("--out");
    for (const auto &[name, text] : files) {
        const auto target = dir / name;
        std::error_code ec;
        std::filesystem::create_directories(target.parent_path(), ec);
        if (ec)
            throw Error(fmt::format("cannot create '{}': {}", target.parent_path().string(), ec.message()));
        writeFileAtomically(target.string(), text);
        io.out << fmt::format("wrote {}\n", target.string());
    }
    return kExitOk;
}

} // namespace plenum::cli

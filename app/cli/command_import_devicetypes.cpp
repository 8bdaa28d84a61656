// SPDX-License-Identifier: GPL-3.0-or-later
// plenum-cli import-devicetypes FILE.plenum YAML...: NetBox device types into the project's own
// catalogue. Every YAML file is read and mapped first; a file that fails (malformed YAML, missing
// key, unknown port type, slug already in the project or in an earlier file) gets one line on
// stderr and is skipped. The good ones are added with new ids and the project is saved once,
// atomically. Exit 0 when every file imported, 2 when any failed (the good ones are still saved);
// when none imported, the project file is not touched.
#include "catalog/netbox.h"
#include "cli/cli.h"
#include "cli/commands.h"
#include "store/atomic_file.h"
#include "store/project_file.h"

#include <fmt/format.h>

#include <ostream>
#include <set>

namespace plenum::cli {

int commandImportDevicetypes(const std::vector<std::string> &argv, Io &io)
{
    Args args(argv, {}, { "--quiet" });
    if (args.positionals().size() < 2)
        throw Error("missing argument: expected FILE.plenum YAML...");
    const std::string path = args.positionals()[0];
    Project project = openProject(path);

    std::set<std::string> slugs;
    for (const auto &t : project.device_types)
        slugs.insert(t.slug);
    std::vector<catalog::ImportedDeviceType> good;
    std::vector<std::string> goodFiles;
    int failed = 0;
    for (std::size_t i = 1; i < args.positionals().size(); ++i) {
        const std::string &file = args.positionals()[i];
        try {
            catalog::ImportedDeviceType imported = catalog::importNetboxDeviceType(readFile(file, 16 << 20), file);
            if (!slugs.insert(imported.type.slug).second)
                throw Error(fmt::format(
                    "{}: key 'slug': '{}' is already a device type of the project", file, imported.type.slug));
            good.push_back(std::move(imported));
            goodFiles.push_back(file);
        } catch (const Error &e) {
            ++failed;
            const std::string message = e.what();
            // Errors from the importer already start with the file name.
            io.err << "plenum-cli import-devicetypes: "
                   << oneLine(message.rfind(file + ":", 0) == 0 ? message : fmt::format("{}: {}", file, message))
                   << "\n";
        }
    }
    if (good.empty()) {
        io.err << fmt::format("plenum-cli import-devicetypes: nothing imported; {} unchanged\n", path);
        return kExitBadInput;
    }
    for (auto &g : good) {
        g.type.id = project.allocateId();
        project.device_types.push_back(g.type);
    }
    requireInvariants(project, "import-devicetypes");
    saveProject(project, path);
    for (std::size_t i = 0; i < good.size(); ++i) {
        const DeviceType &t = good[i].type;
        io.out << fmt::format("imported {} ({} {}, {}U, {} ports) from {}\n", t.slug, t.manufacturer, t.model,
            t.u_height, t.ports.size(), goodFiles[i]);
        if (!args.has("--quiet"))
            for (const auto &a : good[i].assumed)
                io.out << "  assumed " << a << "\n";
    }
    io.out << fmt::format("{} of {} files imported into {}\n", good.size(), good.size() + failed, path);
    return failed ? kExitBadInput : kExitOk;
}

} // namespace plenum::cli

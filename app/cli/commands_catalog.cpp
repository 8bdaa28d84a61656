// SPDX-License-Identifier: GPL-3.0-or-later
// Catalogue subcommands (catalog, import-devicetypes, export-devicetypes), one per file.
#include "cli/cli.h"

namespace plenum::cli {

int commandCatalog(const std::vector<std::string> &args, Io &io);
int commandImportDevicetypes(const std::vector<std::string> &args, Io &io);
int commandExportDevicetypes(const std::vector<std::string> &args, Io &io);

std::vector<Command> catalogCommands()
{
    return {
        {"catalog", "catalog [FILE.plenum] [--json]",
         "list device, rack and cable types (built-in, plus the project's own)", commandCatalog},
        {"import-devicetypes", "import-devicetypes FILE.plenum YAML...",
         "add NetBox device types to a project", commandImportDevicetypes},
        {"export-devicetypes", "export-devicetypes [FILE.plenum] [--slug S]... [--out DIR [--force]]",
         "write device types as NetBox YAML", commandExportDevicetypes},
    };
}

} // namespace plenum::cli

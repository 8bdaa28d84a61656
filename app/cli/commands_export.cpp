// SPDX-License-Identifier: GPL-3.0-or-later
// The export subcommands of plenum-cli.
#include "cli/cli.h"

namespace plenum::cli {

int commandExport(const std::vector<std::string> &args, Io &io); // command_export.cpp

std::vector<Command> exportCommands()
{
    return {{"export",
             "export FILE.plenum --format F --out PATH [--phase NAME] [--paper a4|letter|a3] [--per-page N] [--dpi N] [--ca-name PATTERN] "
             "[--slurm-grouping auto|leaf|su] [--dxf-routes] [--force]",
             "write BOM, cable schedule, pull sheets, labels, elevations, floor plan (PDF, PNG, DXF), NetBox, Slurm, ibnetdiscover or JSON "
             "(export --help lists the formats)",
             commandExport}};
}

} // namespace plenum::cli

// SPDX-License-Identifier: GPL-3.0-or-later
// Catalogue subcommands (catalog, import-devicetypes, export-devicetypes).
#include "cli/cli.h"

namespace plenum::cli {

std::vector<Command> catalogCommands()
{
    return {};
}

} // namespace plenum::cli

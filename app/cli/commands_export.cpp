// SPDX-License-Identifier: GPL-3.0-or-later
// The export subcommands of plenum-cli.
#include "cli/cli.h"

namespace plenum::cli {

std::vector<Command> exportCommands()
{
    return {};
}

} // namespace plenum::cli

// SPDX-License-Identifier: GPL-3.0-or-later
// The rules subcommands of plenum-cli.
#include "cli/cli.h"

namespace plenum::cli {

std::vector<Command> rulesCommands()
{
    return {};
}

} // namespace plenum::cli

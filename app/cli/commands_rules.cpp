// SPDX-License-Identifier: GPL-3.0-or-later
// The rules subcommands of plenum-cli.
#include "cli/cli.h"

namespace plenum::cli {

int commandCheck(const std::vector<std::string> &args, Io &io);

std::vector<Command> rulesCommands()
{
    return {
        { "check", "check FILE.plenum [--json] [--phase NAME] [--only CODE,...]",
            "run the design rule checker; exit 1 when it finds errors", commandCheck },
    };
}

} // namespace plenum::cli

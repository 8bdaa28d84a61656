// SPDX-License-Identifier: GPL-3.0-or-later
// The plan-against-as-built subcommands of plenum-cli (issue #19).
#include "cli/cli.h"

namespace plenum::cli {

int commandVerify(const std::vector<std::string> &args, Io &io); // command_verify.cpp

std::vector<Command> asbuiltCommands()
{
    return { { "verify",
        "verify FILE.plenum --discovered FILE|FOLDER [--format auto|ibnetdiscover|iblinkinfo|lldp|netbox] [--ca-name PATTERN] "
        "[--if-name PATTERN] [--name-map FILE] [--write-name-map FILE] [--ignore-speed] [--json | --fixlist csv|pdf --out FILE [--paper a4|letter|a3] [--force]]",
        "compare what ibnetdiscover, iblinkinfo, LLDP (lldpcli -f json) or a NetBox cables CSV found with the planned compute fabric: every missing, "
        "miswired, swapped, degraded, unknown or extra link with the crew's fix; exit 1 when the as-built differs; --fixlist writes the crew's fix list in walking order",
        commandVerify } };
}

} // namespace plenum::cli

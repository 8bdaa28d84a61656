// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli.h"
#include "json/project_json.h"
#include "store/atomic_file.h"
#include "store/project_file.h"

#include <ostream>

namespace plenum::cli {

int commandDump(const std::vector<std::string> &argv, Io &io)
{
    Args args(argv, {"--out"}, {});
    args.expectPositionals(1, "FILE.plenum");
    const std::string text = projectToJson(openProject(args.positionals()[0]));
    if (args.has("--out"))
        writeFileAtomically(args.value("--out"), text);
    else
        io.out << text;
    return kExitOk;
}

} // namespace plenum::cli

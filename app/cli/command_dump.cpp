// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli.h"
#include "cli/commands.h"
#include "store/atomic_file.h"
#include "store/project_file.h"
#include "json/project_json.h"

#include <ostream>

namespace plenum::cli {

int commandDump(const std::vector<std::string> &argv, Io &io)
{
    Args args(argv, { "--out" }, { "--force" });
    args.expectPositionals(1, "FILE.plenum");
    const std::string file = args.positionals()[0];
    const OutputRules rules = outputRules(args, { file });
    if (args.has("--out"))
        checkOutput(args.value("--out"), rules); // before the work: a refused output costs nothing
    const std::string text = projectToJson(openProject(file));
    if (args.has("--out"))
        writeFileAtomically(args.value("--out"), text, rules);
    else
        io.out << text;
    return kExitOk;
}

} // namespace plenum::cli

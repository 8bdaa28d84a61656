// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli.h"
#include "cli/commands.h"
#include "store/atomic_file.h"
#include "store/project_file.h"
#include "json/project_json.h"

#include <fmt/format.h>

#include <ostream>

namespace plenum::cli {

int commandLoad(const std::vector<std::string> &argv, Io &io)
{
    Args args(argv, {}, { "--force" });
    args.expectPositionals(2, "project.json OUT.plenum");
    const std::string in = args.positionals()[0];
    const std::string out = args.positionals()[1];
    const OutputRules rules = outputRules(args, { in });
    checkOutput(out, rules);
    Project project;
    try {
        project = projectFromJson(readFile(in));
    } catch (const Error &e) {
        throw Error(fmt::format("'{}': {}", in, e.what()));
    }
    saveProject(project, out, rules);
    io.out << fmt::format("wrote {}\n", out);
    return kExitOk;
}

} // namespace plenum::cli

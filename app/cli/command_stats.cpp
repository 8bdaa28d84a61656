// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/stats.h"
#include "cli/cli.h"
#include "cli/commands.h"
#include "store/project_file.h"

#include <fmt/format.h>

#include <ostream>

namespace plenum::cli {

int commandStats(const std::vector<std::string> &argv, Io &io)
{
    Args args(argv, {}, { "--json" });
    args.expectPositionals(1, "FILE.plenum");
    const Project project = openProject(args.positionals()[0]);
    if (args.has("--json")) {
        io.out << statsJson(project);
        return kExitOk;
    }
    const ProjectStats s = computeStats(project);
    io.out << project.name << "\n";
    visitReport(
        s, [&](const char *key, std::int64_t value) { io.out << fmt::format("  {:<26} {:>12}\n", key, value); });
    return kExitOk;
}

} // namespace plenum::cli

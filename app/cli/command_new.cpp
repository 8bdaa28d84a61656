// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli.h"
#include "analysis/stats.h"
#include "store/project_file.h"
#include "templates/templates.h"

#include <fmt/format.h>

#include <filesystem>
#include <ostream>

namespace plenum::cli {

int commandNew(const std::vector<std::string> &argv, Io &io)
{
    Args args(argv, {"--template", "--name"}, {"--force"});
    args.expectPositionals(1, "OUT.plenum");
    const std::string out = args.positionals()[0];
    if (!args.has("--template"))
        throw Error("missing --template NAME (see plenum-cli templates)");
    if (!args.has("--force") && std::filesystem::exists(out))
        throw Error(fmt::format("'{}' already exists (use --force to replace it)", out));
    TemplateOptions options;
    options.project_name = args.value("--name");
    const Project project = projectFromTemplate(args.value("--template"), options);
    saveProject(project, out);
    const ProjectStats s = computeStats(project);
    io.out << fmt::format("created {}: {} racks, {} devices, {} links, {} pathways\n", out, s.racks, s.devices, s.links,
                          s.pathways);
    return kExitOk;
}

} // namespace plenum::cli

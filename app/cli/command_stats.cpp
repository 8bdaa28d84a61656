// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli.h"
#include "cli/commands.h"
#include "analysis/stats.h"
#include "json/json.h"
#include "store/project_file.h"

#include <fmt/format.h>

#include <ostream>

namespace plenum::cli {

int commandStats(const std::vector<std::string> &argv, Io &io)
{
    Args args(argv, {}, {"--json"});
    args.expectPositionals(1, "FILE.plenum");
    const Project project = openProject(args.positionals()[0]);
    const ProjectStats s = computeStats(project);
    const std::pair<const char *, std::int64_t> rows[] = {
        {"halls", s.halls},
        {"rows", s.rows},
        {"racks", s.racks},
        {"devices", s.devices},
        {"ports", s.ports},
        {"links", s.links},
        {"cables", s.cables},
        {"pathways", s.pathways},
        {"gpus", s.gpus},
        {"total_cable_length_mm", s.ordered_cable_length_mm},
        {"required_cable_length_mm", s.required_cable_length_mm},
        {"pathway_length_mm", s.pathway_length_mm},
    };
    if (args.has("--json")) {
        json::Value v{json::Object{}};
        v.set("name", project.name);
        for (const auto &[key, value] : rows)
            v.set(key, json::Value(value));
        io.out << json::write(v);
        return kExitOk;
    }
    io.out << project.name << "\n";
    for (const auto &[key, value] : rows)
        io.out << fmt::format("  {:<26} {:>12}\n", key, value);
    return kExitOk;
}

} // namespace plenum::cli

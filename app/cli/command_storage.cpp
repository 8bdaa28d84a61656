// SPDX-License-Identifier: GPL-3.0-or-later
// plenum-cli storage: the erasure-coding advisor (core/analysis/erasure.h). The storage nodes come
// from the project (devices of role "storage", day one and target; failure domain node or rack) or
// from --nodes/--target-nodes. Prints the best k+m stripe at both sizes and whether the stripe
// chosen at day one (--scheme, else day one's best) is inefficient at the target. Exit 0, 1 when
// the day-one stripe is flagged, 2 for bad input.
#include "analysis/erasure.h"
#include "analysis/fabric_view.h"
#include "cli/cli.h"
#include "cli/commands.h"
#include "model/index.h"
#include "store/project_file.h"
#include "json/report_json.h"

#include <fmt/format.h>

#include <ostream>
#include <set>

namespace plenum::cli {
namespace {

// Storage failure domains of a project up to day one and at target.
std::pair<int, int> projectDomains(const Project &p, bool racks)
{
    const ProjectIndex index(p);
    std::set<Id> dayOne, target;
    int nodesDayOne = 0, nodesTarget = 0;
    for (const auto &d : p.devices) {
        const DeviceType *t = index.deviceType(d.device_type);
        if (!t || t->role != "storage")
            continue;
        const bool first = phaseIndex(p, d.phase) == 0;
        ++nodesTarget;
        nodesDayOne += first;
        target.insert(d.rack);
        if (first)
            dayOne.insert(d.rack);
    }
    if (racks)
        return { int(dayOne.size()), int(target.size()) };
    return { nodesDayOne, nodesTarget };
}

} // namespace

int commandStorage(const std::vector<std::string> &argv, Io &io)
{
    Args args(argv,
        { "--nodes", "--target-nodes", "--scheme", "--domain", "--spares", "--min-parity", "--max-parity", "--max-data",
            "--max-width-fraction" },
        { "--json" });
    if (args.positionals().size() > 1)
        throw Error(fmt::format("unexpected argument '{}'", args.positionals()[1]));
    const std::string domain = args.value("--domain", "node");
    if (domain != "node" && domain != "rack")
        throw Error(fmt::format("--domain must be node or rack (got '{}')", domain));
    int dayOne = 0, target = 0;
    std::string source;
    if (args.positionals().size() == 1) {
        if (args.has("--nodes") || args.has("--target-nodes"))
            throw Error("give a project file or --nodes/--target-nodes, not both");
        const Project project = openProject(args.positionals()[0]);
        std::tie(dayOne, target) = projectDomains(project, domain == "rack");
        if (target == 0)
            throw Error(fmt::format("{} has no storage nodes (devices of role 'storage'); give --nodes N "
                                    "--target-nodes M to size a storage cluster",
                args.positionals()[0]));
        source = args.positionals()[0];
    } else {
        if (!args.has("--nodes"))
            throw Error("give a project file or --nodes N [--target-nodes M]");
        if (domain == "rack")
            throw Error("--domain rack needs a project file (without one, give the rack count as --nodes)");
        dayOne = int(args.integer("--nodes", 0, 1));
        target = int(args.integer("--target-nodes", dayOne, dayOne));
        source = "given sizes";
    }
    analysis::ErasureOptions o;
    o.spares = int(args.integer("--spares", o.spares, 0));
    o.min_parity = int(args.integer("--min-parity", o.min_parity, 1));
    o.max_parity = int(args.integer("--max-parity", std::max(o.max_parity, o.min_parity), o.min_parity));
    o.max_data = int(args.integer("--max-data", o.max_data, 2));
    o.max_width_fraction = args.number("--max-width-fraction", o.max_width_fraction, 0);
    std::optional<analysis::ErasureScheme> scheme;
    if (args.has("--scheme"))
        scheme = analysis::parseErasureScheme(args.value("--scheme"));
    const analysis::ErasureLockIn r = analysis::erasureLockIn(dayOne, target, scheme, o);

    if (args.has("--json")) {
        io.out << json::writeReport(fields::group([&](auto &&f) {
            f("source", source);
            f("domain", domain);
            visitReport(r, f);
        }));
    } else {
        io.out << fmt::format("erasure coding for {} (failure domain: {})\n", source, domain);
        for (const auto *a : { &r.day_one, &r.target })
            io.out << fmt::format("  {:>4} {}s: widest stripe {:>2}, parity >= {}, best {}{}\n", a->domains, domain,
                a->max_width, a->min_parity, a->best ? a->best->name() : "none (replicate)",
                a->best ? fmt::format(" ({:.1f} %)", a->best->efficiency() * 100) : "");
        io.out << fmt::format("  {}{}\n", r.inefficient ? "FLAG: " : "", r.message);
    }
    return r.inefficient ? kExitFindings : kExitOk;
}

} // namespace plenum::cli

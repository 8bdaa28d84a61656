// SPDX-License-Identifier: GPL-3.0-or-later
// `plenum-lengths FILE.plenum…` or `plenum-lengths --template NAME --nodes N`: how far a routed
// project's cables stray from the straight line (routing/length_stats.h), one block per project, for
// docs/pathways.md. A template is generated and routed as `plenum-cli new` + `route` would. A
// measurement, not a test.
#include "routing/length_stats.h"
#include "routing/router.h"
#include "store/project_file.h"
#include "templates/templates.h"

#include <fmt/format.h>

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>

namespace {

void print(const char *what, const plenum::routing::Distribution &d, double scale, const char *unit)
{
    fmt::print("  {:<34} {:>7}  median {:>7.2f}{}  p95 {:>7.2f}{}  worst {:>7.2f}{}\n", what, d.count, d.median / scale,
        unit, d.p95 / scale, unit, d.worst / scale, unit);
}

void example(const char *what, const plenum::routing::CableExample &c)
{
    fmt::print("  {} {}: {} -> {}, ports {:.1f} m apart, racks {:.1f} m (Manhattan), tray {:.1f} m, required "
               "{:.1f} m, ordered {:.0f} m\n",
        what, c.label, c.rack_a, c.rack_b, c.port_distance_mm / 1000, c.rack_manhattan_mm / 1000.0,
        c.pathway_mm / 1000.0, c.required_mm / 1000.0, c.ordered_mm / 1000.0);
}

void report(const std::string &what, const plenum::Project &p)
{
    const plenum::routing::LengthStats s = plenum::routing::lengthStats(p);
    std::int64_t ordered = 0, required = 0, long30 = 0;
    for (const auto &c : p.cables) {
        ordered += c.ordered_length_mm;
        required += c.required_length_mm;
        long30 += c.ordered_length_mm >= 30000;
    }
    fmt::print("{} ({}): {} cables, {:.2f} km ordered / {:.2f} km required, {} ordered at 30 m or more\n", what, p.name,
        p.cables.size(), ordered / 1e6, required / 1e6, long30);
    print("required / port distance, racks", s.ratio_between_racks, 1, " ");
    print("required / port distance, rows", s.ratio_between_rows, 1, " ");
    print("tray detour, racks", s.detour_between_racks_mm, 1000, "m");
    print("tray detour, rows", s.detour_between_rows_mm, 1000, "m");
    example("worst ratio", s.worst_ratio);
    example("worst detour", s.worst_detour);
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 2) {
        std::fprintf(stderr,
            "usage: plenum-lengths FILE.plenum...  (routed projects)\n"
            "       plenum-lengths --template NAME --nodes N [--target-nodes M]\n");
        return 2;
    }
    try {
        const std::string first = argv[1];
        if (first == "--template") {
            plenum::TemplateOptions o;
            std::string name;
            for (int i = 1; i + 1 < argc; i += 2) {
                const std::string flag = argv[i];
                if (flag == "--template")
                    name = argv[i + 1];
                else if (flag == "--nodes")
                    o.nodes = std::atoi(argv[i + 1]);
                else if (flag == "--target-nodes")
                    o.target_nodes = std::atoi(argv[i + 1]);
                else
                    throw plenum::Error("unknown option " + flag);
            }
            plenum::Project p = plenum::projectFromTemplate(name, o);
            const plenum::routing::RouteReport r = plenum::routing::routeProject(p);
            report(fmt::format("{} --nodes {}", name, o.nodes), p);
            fmt::print("  route: {} unrouted, {} overflowing segments\n", r.unrouted.size(), r.overflows.size());
            return 0;
        }
        for (int i = 1; i < argc; ++i)
            report(argv[i], plenum::openProject(argv[i]));
    } catch (const std::exception &e) {
        std::fprintf(stderr, "plenum-lengths: %s\n", e.what());
        return 1;
    }
    return 0;
}

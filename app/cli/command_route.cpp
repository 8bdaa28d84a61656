// SPDX-License-Identifier: GPL-3.0-or-later
// plenum-cli route: routes every link through the pathways, saves the project, prints a summary.
#include "cli/cli.h"
#include "cli/commands.h"
#include "routing/route_report.h"
#include "store/project_file.h"
#include "json/report_json.h"

#include <fmt/format.h>

#include <ostream>

namespace plenum::cli {
namespace {

std::string reportToText(
    const std::string &file, const routing::RouteReport &r, const std::vector<routing::TierLengths> &tiers)
{
    std::string out = r.channels > 0
        ? fmt::format("routed {}: {} cables for {} links ({} computed now)\n", file, r.cables, r.links, r.routed)
        : fmt::format("routed {}: {} of {} links are cables ({} computed now)\n", file, r.cables, r.links, r.routed);
    if (r.channels > 0)
        out += fmt::format(
            "  {} links patched through fibre panels: a cord at each end, {} trunks between the panels\n", r.channels,
            r.trunks);
    out += fmt::format("  {} physical cables (a twin-port cable serves two links), {} transceivers\n",
        r.cable_assemblies, r.transceivers);
    out += fmt::format("  {:<12} {:>8} {:>14} {:>14}  orderable lengths (m x cables)\n", "media", "cables",
        "ordered (m)", "required (m)");
    for (const auto &[name, m] : r.media) {
        std::string lengths;
        for (const auto &[length, count] : m.by_length)
            lengths += fmt::format("{}{:g}x{}", lengths.empty() ? "" : ", ", length / 1000.0, count);
        out += fmt::format("  {:<12} {:>8} {:>14.1f} {:>14.1f}  {}\n", name, m.cables, m.ordered_length_mm / 1000.0,
            m.required_length_mm / 1000.0, lengths);
    }
    out += fmt::format(
        "  {:<28} {:>8} {:>14} {:>14}  ordered/required\n", "tier", "cables", "ordered (m)", "required (m)");
    for (const auto &t : tiers)
        out += fmt::format("  {:<28} {:>8} {:>14.1f} {:>14.1f}  {:.3f}\n",
            toString(t.fabric) == toString(t.tier) ? std::string(toString(t.tier))
                                                   : fmt::format("{} {}", toString(t.fabric), toString(t.tier)),
            t.cables, t.ordered_mm / 1000.0, t.required_mm / 1000.0, t.orderedPerRequired());
    out += fmt::format("  slack: max {:.2f} m, mean {:.2f} m\n", r.max_slack_mm / 1000.0, r.mean_slack_mm / 1000.0);
    if (r.overflows.empty())
        out += "  pathway fill: no segment over its limit\n";
    for (const auto &o : r.overflows)
        out += fmt::format("  OVERFLOW {} segment {}: {} cables, {:.0f}% of the fill limit\n", o.name, o.segment,
            o.cables, 100 * o.used_mm2 / o.capacity_mm2);
    for (const auto &s : r.shared)
        out += fmt::format(
            "  redundancy group {} shares pathway {} segment {} ({} links)\n", s.group, s.pathway, s.segment, s.links);
    for (const auto &u : r.unrouted)
        out += fmt::format("  unrouted link {}: {}\n", u.link, u.reason);
    return out;
}

} // namespace

int commandRoute(const std::vector<std::string> &argv, Io &io)
{
    Args args(argv, {}, { "--json" });
    args.expectPositionals(1, "FILE.plenum");
    const std::string file = args.positionals()[0];
    checkOutput(file, saveInPlace()); // a read-only project is refused before the routing work
    Project project = openProject(file);
    routing::RouteSummary summary;
    summary.report = routing::routeProject(project);
    saveProject(project, file);
    summary.tiers = routing::lengthsByTier(project);
    io.out << (args.has("--json") ? json::writeReport(summary) : reportToText(file, summary.report, summary.tiers));
    return kExitOk;
}

} // namespace plenum::cli

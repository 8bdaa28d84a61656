// SPDX-License-Identifier: GPL-3.0-or-later
// plenum-cli route: routes every link through the pathways, saves the project, prints a summary.
#include "cli/cli.h"
#include "cli/commands.h"
#include "routing/length_stats.h"
#include "routing/router.h"
#include "store/project_file.h"
#include "json/json.h"

#include <fmt/format.h>

#include <cmath>
#include <ostream>

namespace plenum::cli {
namespace {

json::Value reportToJson(const routing::RouteReport &r, const std::vector<routing::TierLengths> &tiers)
{
    json::Value v { json::Object {} };
    v.set("links", json::Value(r.links));
    v.set("cables", json::Value(r.cables));
    v.set("cable_assemblies", json::Value(r.cable_assemblies));
    v.set("transceivers", json::Value(r.transceivers));
    v.set("routed", json::Value(r.routed));
    v.set("iterations", json::Value(r.iterations));
    json::Array media;
    for (const auto &[name, m] : r.media) {
        json::Value e { json::Object {} };
        e.set("media", name);
        e.set("cables", json::Value(m.cables));
        e.set("ordered_length_mm", json::Value(m.ordered_length_mm));
        e.set("required_length_mm", json::Value(m.required_length_mm));
        json::Array lengths;
        for (const auto &[length, count] : m.by_length)
            lengths.push_back(
                json::Value(json::Object { { "length_mm", json::Value(length) }, { "cables", json::Value(count) } }));
        e.set("lengths", json::Value(std::move(lengths)));
        media.push_back(std::move(e));
    }
    v.set("media", json::Value(std::move(media)));
    json::Array byTier;
    for (const auto &t : tiers) {
        json::Value e { json::Object {} };
        e.set("fabric", std::string(toString(t.fabric)));
        e.set("tier", std::string(toString(t.tier)));
        e.set("cables", json::Value(t.cables));
        e.set("ordered_length_mm", json::Value(t.ordered_mm));
        e.set("required_length_mm", json::Value(t.required_mm));
        e.set("ordered_per_required", json::Value(std::round(1000 * t.orderedPerRequired()) / 1000));
        byTier.push_back(std::move(e));
    }
    v.set("tiers", json::Value(std::move(byTier)));
    json::Value slack { json::Object {} };
    slack.set("max_mm", json::Value(r.max_slack_mm));
    slack.set("mean_mm", json::Value(std::int64_t(std::llround(r.mean_slack_mm))));
    v.set("slack", std::move(slack));
    json::Array overflows;
    for (const auto &o : r.overflows) {
        json::Value e { json::Object {} };
        e.set("pathway", json::Value(o.pathway));
        e.set("name", o.name);
        e.set("segment", json::Value(o.segment));
        e.set("cables", json::Value(o.cables));
        e.set("used_mm2", json::Value(std::int64_t(std::llround(o.used_mm2))));
        e.set("capacity_mm2", json::Value(std::int64_t(std::llround(o.capacity_mm2))));
        e.set("fill_percent", json::Value(std::round(1000 * o.used_mm2 / o.capacity_mm2) / 10));
        overflows.push_back(std::move(e));
    }
    v.set("overflows", json::Value(std::move(overflows)));
    json::Array unrouted;
    for (const auto &u : r.unrouted)
        unrouted.push_back(
            json::Value(json::Object { { "link", json::Value(u.link) }, { "reason", json::Value(u.reason) } }));
    v.set("unrouted", json::Value(std::move(unrouted)));
    json::Array shared;
    for (const auto &s : r.shared)
        shared.push_back(
            json::Value(json::Object { { "group", json::Value(s.group) }, { "pathway", json::Value(s.pathway) },
                { "segment", json::Value(s.segment) }, { "links", json::Value(s.links) } }));
    v.set("shared_segments", json::Value(std::move(shared)));
    return v;
}

std::string reportToText(
    const std::string &file, const routing::RouteReport &r, const std::vector<routing::TierLengths> &tiers)
{
    std::string out
        = fmt::format("routed {}: {} of {} links are cables ({} computed now)\n", file, r.cables, r.links, r.routed);
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
    const routing::RouteReport report = routing::routeProject(project);
    saveProject(project, file);
    const auto tiers = routing::lengthsByTier(project);
    io.out << (args.has("--json") ? json::write(reportToJson(report, tiers)) : reportToText(file, report, tiers));
    return kExitOk;
}

} // namespace plenum::cli

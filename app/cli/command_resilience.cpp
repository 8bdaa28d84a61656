// SPDX-License-Identifier: GPL-3.0-or-later
// plenum-cli resilience: single failures (core/analysis/resilience.h). Without --component it
// fails every switch, plane, pathway segment carrying cables, PDU feed, PDU and CDU in turn and
// summarises each kind (how many stop a job, how many only degrade it, the worst case); with
// --component it reports one failure; --all lists every failure. Exit 0, 2 for bad input or an
// unknown component.
#include "analysis/resilience.h"
#include "cli/cli.h"
#include "cli/commands.h"
#include "json/json.h"
#include "store/project_file.h"

#include <fmt/format.h>

#include <ostream>

namespace plenum::cli {
namespace {

json::Value impactJson(const analysis::FailureImpact &f)
{
    json::Value v{json::Object{}};
    v.set("kind", analysis::toString(f.component.kind));
    v.set("component", f.component.name);
    v.set("impact", analysis::toString(f.level));
    v.set("nodes_down", f.nodes_down);
    v.set("gpus_down", f.gpus_down);
    v.set("nodes_degraded", f.nodes_degraded);
    v.set("bandwidth_lost", f.bandwidth_lost);
    v.set("links_cut", f.links_cut);
    v.set("devices_off", f.devices_off);
    v.set("devices_power_capped", f.devices_power_capped);
    json::Array ex;
    for (const auto &e : f.examples)
        ex.push_back(json::Value(e));
    v.set("examples", json::Value(std::move(ex)));
    v.set("summary", f.summary);
    return v;
}

std::string impactText(const analysis::FailureImpact &f)
{
    std::string out = fmt::format("{:<8} {:<9} {}\n", analysis::toString(f.component.kind), analysis::toString(f.level),
                                  f.summary);
    if (!f.examples.empty()) {
        out += "         e.g.";
        for (const auto &e : f.examples)
            out += " " + e + (&e == &f.examples.back() ? "" : ",");
        out += "\n";
    }
    return out;
}

} // namespace

int commandResilience(const std::vector<std::string> &argv, Io &io)
{
    Args args(argv, {"--component"}, {"--json", "--all"});
    args.expectPositionals(1, "FILE.plenum");
    const std::string file = args.positionals()[0];
    const Project project = openProject(file);
    const bool asJson = args.has("--json");
    if (args.has("--component") || args.has("--all")) {
        const analysis::ResilienceModel model(project);
        std::vector<analysis::Component> list;
        if (args.has("--component"))
            list.push_back(analysis::findComponent(project, args.value("--component")));
        else
            list = analysis::singleComponents(project);
        json::Array items;
        std::string text;
        for (const auto &c : list) {
            const analysis::FailureImpact f = model.fail(c);
            if (asJson)
                items.push_back(impactJson(f));
            else
                text += impactText(f);
        }
        if (asJson) {
            json::Value v{json::Object{}};
            v.set("file", file);
            v.set("failures", json::Value(std::move(items)));
            io.out << json::write(v);
        } else {
            io.out << text;
        }
        return kExitOk;
    }
    const analysis::ResilienceSurvey s = analysis::surveyResilience(project);
    if (asJson) {
        json::Value v{json::Object{}};
        v.set("file", file);
        v.set("planes", s.planes);
        json::Array kinds;
        for (const auto &k : s.kinds) {
            json::Value x{json::Object{}};
            x.set("kind", analysis::toString(k.kind));
            x.set("components", k.components);
            x.set("down", k.down);
            x.set("degraded", k.degraded);
            x.set("none", k.none);
            x.set("worst", impactJson(k.worst));
            kinds.push_back(std::move(x));
        }
        v.set("kinds", json::Value(std::move(kinds)));
        io.out << json::write(v);
        return kExitOk;
    }
    io.out << fmt::format("single failures in {} ({} plane{}):\n", file, s.planes, s.planes == 1 ? "" : "s");
    io.out << fmt::format("  {:<8} {:>6} {:>6} {:>9} {:>10}  worst case\n", "kind", "count", "down", "degraded",
                          "no effect");
    for (const auto &k : s.kinds)
        io.out << fmt::format("  {:<8} {:>6} {:>6} {:>9} {:>10}  {}\n", analysis::toString(k.kind), k.components,
                              k.down, k.degraded, k.none, k.worst.summary);
    if (s.kinds.empty())
        io.out << "  the project has nothing to fail\n";
    return kExitOk;
}

} // namespace plenum::cli

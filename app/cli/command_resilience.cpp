// SPDX-License-Identifier: GPL-3.0-or-later
// plenum-cli resilience: single failures (core/analysis/resilience.h). Without --component it
// fails every switch, plane, pathway segment carrying cables, PDU feed, PDU and CDU in turn and
// summarises each kind (how many stop a job, how many only degrade it, the worst case); with
// --component it reports one failure; --all lists every failure. Exit 0, 2 for bad input or an
// unknown component.
#include "analysis/resilience.h"
#include "cli/cli.h"
#include "cli/commands.h"
#include "store/project_file.h"
#include "json/report_json.h"

#include <fmt/format.h>

#include <ostream>

namespace plenum::cli {
namespace {

std::string impactText(const analysis::FailureImpact &f)
{
    std::string out
        = fmt::format("{:<8} {:<9} {}\n", analysis::toString(f.component.kind), analysis::toString(f.level), f.summary);
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
    Args args(argv, { "--component" }, { "--json", "--all" });
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
        std::vector<analysis::FailureImpact> failures;
        failures.reserve(list.size());
        for (const auto &c : list)
            failures.push_back(model.fail(c));
        if (asJson) {
            io.out << json::writeReport(fields::group([&](auto &&f) {
                f("file", file);
                f("failures", failures);
            }));
        } else {
            for (const auto &f : failures)
                io.out << impactText(f);
        }
        return kExitOk;
    }
    const analysis::ResilienceSurvey s = analysis::surveyResilience(project);
    if (asJson) {
        io.out << json::writeReport(fields::group([&](auto &&f) {
            f("file", file);
            visitReport(s, f);
        }));
        return kExitOk;
    }
    io.out << fmt::format("single failures in {} ({} plane{}):\n", file, s.planes, s.planes == 1 ? "" : "s");
    io.out << fmt::format(
        "  {:<8} {:>6} {:>6} {:>9} {:>10}  worst case\n", "kind", "count", "down", "degraded", "no effect");
    for (const auto &k : s.kinds)
        io.out << fmt::format("  {:<8} {:>6} {:>6} {:>9} {:>10}  {}\n", analysis::toString(k.kind), k.components,
            k.down, k.degraded, k.none, k.worst.summary);
    if (s.kinds.empty())
        io.out << "  the project has nothing to fail\n";
    return kExitOk;
}

} // namespace plenum::cli

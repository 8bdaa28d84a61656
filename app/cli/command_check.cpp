// SPDX-License-Identifier: GPL-3.0-or-later
// plenum-cli check: runs the design rule checker (core/rules, the engine the GUI's checks panel
// uses) on a project and prints the findings. Exit 0 when no error was found, 1 when one was,
// 2 for bad input (unreadable file, unknown phase, bad flag).
#include "cli/cli.h"
#include "cli/commands.h"
#include "rules/rules.h"
#include "store/project_file.h"
#include "json/json.h"

#include <fmt/format.h>

#include <algorithm>
#include <ostream>

namespace plenum::cli {
namespace {

struct CheckCounts {
    std::size_t errors = 0, warnings = 0, infos = 0;
};

CheckCounts countOf(const rules::Findings &findings)
{
    CheckCounts c;
    for (const auto &f : findings)
        (f.severity == rules::Severity::Error            ? c.errors
                : f.severity == rules::Severity::Warning ? c.warnings
                                                         : c.infos)++;
    return c;
}

json::Value toJson(const std::string &file, const std::string &phase, const rules::Findings &findings)
{
    const CheckCounts n = countOf(findings);
    json::Value v { json::Object {} };
    v.set("file", file);
    v.set("phase", phase);
    v.set("errors", json::Value(std::int64_t(n.errors)));
    v.set("warnings", json::Value(std::int64_t(n.warnings)));
    v.set("infos", json::Value(std::int64_t(n.infos)));
    json::Array list;
    for (const auto &f : findings) {
        json::Value e { json::Object {} };
        e.set("code", f.code);
        e.set("severity", rules::toString(f.severity));
        e.set("title", f.title);
        e.set("message", f.message);
        json::Array objects;
        for (Id id : f.objects)
            objects.push_back(json::Value(id));
        e.set("objects", json::Value(std::move(objects)));
        if (f.location)
            e.set("location",
                json::Value(json::Object { { "hall", json::Value(f.location->hall) },
                    { "x_mm", json::Value(f.location->x_mm) }, { "y_mm", json::Value(f.location->y_mm) } }));
        else
            e.set("location", json::Value(nullptr));
        list.push_back(std::move(e));
    }
    v.set("findings", json::Value(std::move(list)));
    return v;
}

std::string toText(const std::string &file, const std::string &phase, const rules::Findings &findings)
{
    const CheckCounts n = countOf(findings);
    std::string out = fmt::format("checked {} ({}): {} error{}, {} warning{}, {} info\n", file, phase, n.errors,
        n.errors == 1 ? "" : "s", n.warnings, n.warnings == 1 ? "" : "s", n.infos);
    for (const auto &f : findings)
        out += fmt::format("  {:<7} {:<26} {}\n", rules::toString(f.severity), f.code, f.message);
    return out;
}

std::vector<std::string> splitCodes(const std::string &text)
{
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = text.find(',', start);
        const std::string part = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        if (!part.empty())
            out.push_back(part);
        if (comma == std::string::npos)
            break;
        start = comma + 1;
    }
    return out;
}

// Every --only entry must name a rule code or a code prefix ("airflow."): a typo would otherwise
// select nothing and pass.
void requireKnownCodes(const std::vector<std::string> &only)
{
    std::vector<std::string> known;
    for (const auto &rule : rules::allRules())
        for (const auto &c : rule->codes())
            known.emplace_back(c.code);
    for (const std::string &wanted : only) {
        const bool prefix = !wanted.empty() && wanted.back() == '.';
        const bool found = std::any_of(known.begin(), known.end(),
            [&](const std::string &code) { return code == wanted || (prefix && code.rfind(wanted, 0) == 0); });
        if (!found)
            throw Error(
                fmt::format("--only: unknown rule code '{}' (see docs/rules.md for the codes)", wanted.substr(0, 80)));
    }
}

} // namespace

int commandCheck(const std::vector<std::string> &argv, Io &io)
{
    Args args(argv, { "--phase", "--only" }, { "--json" });
    args.expectPositionals(1, "FILE.plenum");
    const std::string file = args.positionals()[0];
    rules::CheckOptions options;
    options.phase = args.value("--phase");
    options.only_codes = splitCodes(args.value("--only"));
    requireKnownCodes(options.only_codes);
    const Project project = openProject(file);
    const rules::Findings findings = rules::runChecks(project, options); // Error for an unknown phase
    const std::string phase = options.phase.empty() ? std::string("target") : options.phase;
    io.out << (args.has("--json") ? json::write(toJson(file, phase, findings)) + "\n" : toText(file, phase, findings));
    return rules::errorCount(findings) > 0 ? kExitFindings : kExitOk;
}

} // namespace plenum::cli

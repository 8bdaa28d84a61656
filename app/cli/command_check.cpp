// SPDX-License-Identifier: GPL-3.0-or-later
// plenum-cli check: runs the design rule checker (core/rules, the engine the GUI's checks panel
// uses) on a project and prints the findings. Exit 0 when no error was found, 1 when one was,
// 2 for bad input (unreadable file, unknown phase, bad flag).
#include "cli/cli.h"
#include "cli/commands.h"
#include "rules/check_report.h"
#include "store/project_file.h"
#include "json/report_json.h"

#include <fmt/format.h>

#include <algorithm>
#include <ostream>

namespace plenum::cli {
namespace {

std::string toText(const rules::CheckReport &r)
{
    const auto errors = rules::severityCount(r.findings, rules::Severity::Error);
    const auto warnings = rules::severityCount(r.findings, rules::Severity::Warning);
    std::string out = fmt::format("checked {} ({}): {} error{}, {} warning{}, {} info\n", r.file, r.phase, errors,
        errors == 1 ? "" : "s", warnings, warnings == 1 ? "" : "s",
        rules::severityCount(r.findings, rules::Severity::Info));
    for (const auto &f : r.findings)
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
    rules::CheckReport report;
    report.file = file;
    report.findings = rules::runChecks(project, options); // Error for an unknown phase
    report.phase = options.phase.empty() ? std::string("target") : options.phase;
    io.out << (args.has("--json") ? json::writeReport(report) + "\n" : toText(report));
    return rules::errorCount(report.findings) > 0 ? kExitFindings : kExitOk;
}

} // namespace plenum::cli

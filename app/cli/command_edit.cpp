// SPDX-License-Identifier: GPL-3.0-or-later
// plenum-cli edit: one edit operation from the command line, or a JSON list of them (--script),
// applied through core/edit all or nothing — on any error nothing is written and the exit code is
// 2 with the failing operation's index and reason. --route then lays again only the cables the
// edit can change (routing/incremental.h: identical to a full route, or a full route when that
// cannot be guaranteed, said with its reason) and --check reruns the rule providers whose inputs
// changed (rules/incremental_check.h) and compares the findings before and after. Prints what changed: entities per
// operation, cables added/rerouted/removed, findings that appeared or cleared (--json for the same as JSON).
#include "cli/cli.h"
#include "cli/commands.h"
#include "edit/script.h"
#include "routing/incremental.h"
#include "routing/route_report.h"
#include "rules/incremental_check.h"
#include "rules/rules.h"
#include "store/atomic_file.h"
#include "store/project_file.h"
#include "json/json.h"
#include "json/report_json.h"

#include <fmt/format.h>

#include <array>
#include <map>
#include <ostream>
#include <unordered_map>

namespace plenum::cli {
namespace {

struct EditOptions {
    std::string file;
    std::string script; // --script FILE
    std::string out; // --out FILE: write there instead of in place
    bool route = false, check = false, json = false, force = false;
    json::Value operation { json::Object {} }; // OP and its --key value pairs
    bool hasOperation = false;
};

EditOptions parse(const std::vector<std::string> &argv)
{
    EditOptions o;
    std::vector<std::string> positionals;
    for (std::size_t i = 0; i < argv.size(); ++i) {
        const std::string &a = argv[i];
        if (a.rfind("--", 0) != 0 || a.size() < 3) {
            positionals.push_back(a);
            continue;
        }
        std::string flag = a.substr(2), value;
        bool inlineValue = false;
        if (auto eq = flag.find('='); eq != std::string::npos) {
            value = flag.substr(eq + 1);
            flag = flag.substr(0, eq);
            inlineValue = true;
        }
        bool *sw = flag == "route" ? &o.route
            : flag == "check"      ? &o.check
            : flag == "json"       ? &o.json
            : flag == "force"      ? &o.force
                                   : nullptr;
        if (sw) {
            if (inlineValue)
                throw Error(fmt::format("option '--{}' takes no value", flag));
            *sw = true;
            continue;
        }
        if (!inlineValue) {
            if (i + 1 >= argv.size())
                throw Error(fmt::format("option '--{}' needs a value", flag));
            value = argv[++i];
        }
        if (flag == "script")
            o.script = value;
        else if (flag == "out")
            o.out = value;
        else if (o.operation.find(flag))
            throw Error(fmt::format("option '--{}' is given twice", flag));
        else if (flag == "op")
            throw Error("option '--op' is not a member: the operation is OP, the argument after FILE.plenum");
        else
            o.operation.set(flag, value); // a member of the operation; the operation checks its names
    }
    if (positionals.empty())
        throw Error("missing argument FILE.plenum");
    o.file = positionals[0];
    if (positionals.size() > 2)
        throw Error(fmt::format("unexpected argument '{}'", positionals[2].substr(0, 80)));
    o.hasOperation = positionals.size() == 2;
    if (o.hasOperation && !o.script.empty())
        throw Error("give either one operation or --script FILE, not both");
    if (!o.hasOperation && o.script.empty())
        throw Error("missing operation (" + [] {
            std::string all;
            for (const auto &n : edit::operationNames())
                all += (all.empty() ? "" : ", ") + n;
            return all;
        }() + ") or --script FILE");
    if (o.hasOperation) {
        json::Value op { json::Object {} };
        op.set("op", positionals[1]);
        for (auto &member : o.operation.object())
            op.set(member.first, std::move(member.second));
        o.operation = std::move(op);
    } else if (!o.operation.object().empty()) {
        throw Error(fmt::format("unknown option '--{}' (operation options go after OP, not with --script)",
            o.operation.object().front().first.substr(0, 80)));
    }
    return o;
}

struct CableDiff {
    std::int64_t added = 0, removed = 0, rerouted = 0, unchanged = 0, without = 0;
    std::int64_t ordered_change_mm = 0;
};

template <typename F> void visitReport(const CableDiff &d, F &&f)
{
    f("added", d.added);
    f("rerouted", d.rerouted);
    f("removed", d.removed);
    f("unchanged", d.unchanged);
    f("links_without_cable", d.without);
    f("ordered_length_change_mm", d.ordered_change_mm);
}

CableDiff diffCables(const Project &before, const Project &after)
{
    CableDiff d;
    std::unordered_map<Id, const Cable *> old;
    for (const auto &c : before.cables)
        old.emplace(c.link, &c);
    std::unordered_map<Id, bool> seen;
    for (const auto &c : after.cables) {
        auto it = old.find(c.link);
        d.ordered_change_mm += c.ordered_length_mm;
        seen[c.link] = true;
        if (it == old.end())
            ++d.added;
        else if (it->second->route != c.route || it->second->required_length_mm != c.required_length_mm
            || it->second->ordered_length_mm != c.ordered_length_mm || it->second->sku != c.sku)
            ++d.rerouted;
        else
            ++d.unchanged;
    }
    for (const auto &c : before.cables) {
        d.ordered_change_mm -= c.ordered_length_mm;
        if (!seen.count(c.link))
            ++d.removed;
    }
    d.without = std::int64_t(after.links.size()) - std::int64_t(after.cables.size());
    return d;
}

std::string findingKey(const rules::Finding &f)
{
    std::string key = f.code + '\x1f' + f.message;
    for (Id id : f.objects)
        key += fmt::format("\x1f{}", id);
    return key;
}

// Findings of `after` not in `before` (appeared) and of `before` not in `after` (cleared), as multisets.
std::pair<rules::Findings, rules::Findings> diffFindings(const rules::Findings &before, const rules::Findings &after)
{
    std::map<std::string, int> count;
    for (const auto &f : before)
        ++count[findingKey(f)];
    rules::Findings appeared, cleared;
    for (const auto &f : after) {
        auto it = count.find(findingKey(f));
        if (it != count.end() && it->second > 0)
            --it->second;
        else
            appeared.push_back(f);
    }
    std::map<std::string, int> now;
    for (const auto &f : after)
        ++now[findingKey(f)];
    for (const auto &f : before) {
        auto it = now.find(findingKey(f));
        if (it != now.end() && it->second > 0)
            --it->second;
        else
            cleared.push_back(f);
    }
    return { appeared, cleared };
}

// Net effect of one operation's change sets per table: an entity counts once, as added (absent
// before the first change, present after the last), removed, or modified.
using NetCounts = std::array<std::array<std::int64_t, 3>, edit::kEntityKinds>;

NetCounts netCounts(const std::vector<edit::ChangeSet> &sets)
{
    std::map<std::pair<std::size_t, Id>, std::pair<bool, bool>> net; // (kind, id) → (before, after)
    for (const auto &cs : sets)
        for (const auto &c : cs.changes) {
            auto [it, fresh] = net.try_emplace({ std::size_t(c.kind()), c.id() }, c.before.has_value(), false);
            it->second.second = c.after.has_value();
        }
    NetCounts n {};
    for (const auto &[key, state] : net)
        if (state.first != state.second || state.first)
            ++n[key.first][!state.first ? 0 : !state.second ? 1 : 2];
    return n;
}

// An operation's net changes as JSON: per table it touched, entities added, removed and modified.
auto changeCounts(const std::vector<edit::ChangeSet> &sets)
{
    return fields::group([n = netCounts(sets)](auto &&f) {
        for (std::size_t k = 0; k < edit::kEntityKinds; ++k)
            if (n[k] != std::array<std::int64_t, 3> {})
                f(edit::kindTable(edit::EntityKind(k)), fields::group([&](auto &&g) {
                    g("added", n[k][0]);
                    g("removed", n[k][1]);
                    g("modified", n[k][2]);
                }));
    });
}

// A finding that appeared or cleared: its code, severity, message and objects (check --json lists
// all of its fields).
constexpr auto findingSummary = [](auto &&f, const rules::Finding &x) {
    f("code", x.code);
    f("severity", x.severity);
    f("message", x.message);
    f("objects", x.objects);
};

std::string stepSummary(const std::vector<edit::ChangeSet> &sets)
{
    const NetCounts n = netCounts(sets);
    std::string out;
    for (std::size_t k = 0; k < edit::kEntityKinds; ++k) {
        if (n[k] == std::array<std::int64_t, 3> {})
            continue;
        out += fmt::format("{}{}", out.empty() ? "" : ", ", edit::kindTable(edit::EntityKind(k)));
        const char *signs[] = { " +", " -", " ~" };
        for (int i = 0; i < 3; ++i)
            if (n[k][i])
                out += fmt::format("{}{}", signs[i], n[k][i]);
    }
    return out.empty() ? "no change" : out;
}

} // namespace

int commandEdit(const std::vector<std::string> &argv, Io &io)
{
    const EditOptions o = parse(argv);
    // Refuse an unwritable target before any work.
    OutputRules rules = o.out.empty() ? saveInPlace() : OutputRules { o.force, false, { o.file } };
    if (!o.script.empty())
        rules.inputs.push_back(o.script);
    const std::string target = o.out.empty() ? o.file : o.out;
    checkOutput(target, rules);
    json::Value operations { json::Array {} };
    if (o.hasOperation) {
        operations.array().push_back(o.operation);
    } else {
        operations = json::parse(readFile(o.script, std::size_t(64) << 20));
        if (!operations.isArray())
            throw Error(fmt::format("{}: an edit script is a JSON list of operations", o.script));
    }
    const Project original = openProject(o.file);
    Project project = original;
    // The incremental engine needs the routing state and findings of the project before the edit:
    // --route lays the file's cables first as a full route does (unchanged for a file routed by this
    // version), --check checks it; then only what the edit touched is laid again and rechecked.
    routing::RoutingState state;
    rules::CheckState checks;
    if (o.route)
        routing::routeAll(project, state);
    rules::Findings before, after, appeared, cleared;
    if (o.check) {
        before = *rules::checkAll(project, checks).findings;
        if (project.cables != original.cables || project.next_id != original.next_id)
            before = rules::runChecks(original); // the file was not routed as the router lays it now
    }
    const std::vector<edit::ScriptStep> steps = edit::runScript(project, operations);
    requireInvariants(project, "the edited project is inconsistent (a bug: please report it)");
    std::vector<const edit::ChangeSet *> changed;
    edit::ChangeSet all;
    for (const auto &step : steps)
        for (const auto &cs : step.changes) {
            changed.push_back(&cs);
            all.changes.insert(all.changes.end(), cs.changes.begin(), cs.changes.end());
        }
    std::optional<routing::RerouteReport> reroute;
    std::optional<routing::RouteReport> route;
    if (o.route) {
        reroute = routing::rerouteIncremental(project, state, all);
        route = reroute->route;
        changed.push_back(&reroute->cables);
    }
    if (o.check) {
        // The reroute's index of the edited project (none without --route: the check makes one).
        after = *rules::checkIncremental(project, checks, changed, reroute ? reroute->route.index : nullptr).findings;
        std::tie(appeared, cleared) = diffFindings(before, after);
    }
    saveProject(project, target, rules);

    const CableDiff cables = diffCables(original, project);
    if (o.json) {
        io.out << json::writeReport(fields::group([&](auto &&f) {
            f("file", target);
            f("operations", fields::each(steps, [&](auto &&g, const edit::ScriptStep &step) {
                g("index", &step - steps.data());
                g("op", step.op);
                g("changes", changeCounts(step.changes));
            }));
            f("routed", o.route);
            if (reroute) {
                f("incremental", !reroute->fallback);
                if (reroute->fallback)
                    f("full_route_because", reroute->fallback_reason);
                f("links_laid", reroute->route.routed);
            }
            f("cables", cables);
            if (route)
                f("unrouted", route->unrouted);
            if (o.check)
                f("findings", fields::group([&](auto &&g) {
                    g("appeared", fields::each(appeared, findingSummary));
                    g("cleared", fields::each(cleared, findingSummary));
                    g("errors", rules::errorCount(after));
                    g("total", after.size());
                }));
        }));
    } else {
        io.out << fmt::format("edited {}: {} operation{}\n", target, steps.size(), steps.size() == 1 ? "" : "s");
        for (std::size_t i = 0; i < steps.size(); ++i)
            io.out << fmt::format("  [{}] {}: {}\n", i, steps[i].op, stepSummary(steps[i].changes));
        io.out << fmt::format("  cables: {} added, {} rerouted, {} removed; ordered length {:+.1f} m\n", cables.added,
            cables.rerouted, cables.removed, cables.ordered_change_mm / 1000.0);
        if (reroute)
            io.out << (reroute->fallback ? fmt::format("  routed in full: {}\n", reroute->fallback_reason)
                                         : fmt::format("  routed incrementally: {} link{} laid again\n",
                                             reroute->route.routed, reroute->route.routed == 1 ? "" : "s"));
        if (route)
            for (const auto &u : route->unrouted)
                io.out << fmt::format("  unrouted link {}: {}\n", u.link, u.reason);
        if (!o.route && cables.without > 0)
            io.out << fmt::format("  {} link{} without a cable: add --route (or run plenum-cli route)\n",
                cables.without, cables.without == 1 ? "" : "s");
        if (o.check) {
            io.out << fmt::format("  findings: {} appeared, {} cleared; now {} errors of {} findings\n",
                appeared.size(), cleared.size(), rules::errorCount(after), after.size());
            for (const auto &f : appeared)
                io.out << fmt::format("    + {:<7} {:<26} {}\n", rules::toString(f.severity), f.code, f.message);
            for (const auto &f : cleared)
                io.out << fmt::format("    - {:<7} {:<26} {}\n", rules::toString(f.severity), f.code, f.message);
        }
    }
    return o.check && rules::errorCount(after) > 0 ? kExitFindings : kExitOk;
}

} // namespace plenum::cli

// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit_table.h"

#include "edit/change_set.h"
#include "edit/device_edit.h"
#include "edit/link_edit.h"
#include "edit/pathway_edit.h"
#include "edit/rack_edit.h"
#include "model/index.h"
#include "routing/incremental.h"
#include "rules/incremental_check.h"
#include "rules/rules.h"
#include "store/project_file.h"

#include <fmt/format.h>

#include <malloc.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <functional>
#include <set>

namespace plenum::bench {
namespace {

using Clock = std::chrono::steady_clock;
double since(Clock::time_point t)
{
    return std::chrono::duration<double>(Clock::now() - t).count();
}

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

const DeviceType *typeOf(const Project &p, const Device &d)
{
    for (const DeviceType &t : p.device_types)
        if (t.id == d.device_type)
            return &t;
    return nullptr;
}

// The edits, each found on the project untimed and made by a function (timed).
struct Edit {
    std::string name;
    std::function<edit::ChangeSet(Project &)> make; // empty: not possible on this project (note says why)
    std::string note;
};

std::vector<Edit> edits(const Project &p)
{
    std::vector<Edit> out;
    ProjectIndex index(p);
    // A GPU rack moved 3 m along x, as the floor plan's drag does (a modification of the rack,
    // applied whether or not it lands on another rack; the checker reports where it ends up).
    const Rack *gpuRack = nullptr;
    for (const Device &d : p.devices)
        if (const DeviceType *t = typeOf(p, d); t && t->gpus > 0 && d.rack != kNoId) {
            gpuRack = index.rack(d.rack);
            break;
        }
    if (gpuRack) {
        const Rack rack = *gpuRack;
        out.push_back({ "move a GPU rack 3 m",
            [rack](Project &q) {
                Rack moved = rack;
                moved.position.x_mm += 3000;
                edit::ChangeSet cs;
                cs.changes.push_back({ edit::Entity(rack), edit::Entity(moved), 0 });
                for (std::size_t i = 0; i < q.racks.size(); ++i)
                    if (q.racks[i].id == rack.id)
                        cs.changes.back().index = i;
                const edit::ChangeSet undo = edit::apply(q, cs);
                return undo.inverted();
            },
            "" });
    }
    // A rack and up to four GPU servers: the first free spot east of the racks, then the GPU
    // rack's own servers (at most 4) at their U and face, so they fit its power budget and space.
    if (gpuRack) {
        std::int64_t east = 0, y = gpuRack->position.y_mm;
        for (const Rack &r : p.racks)
            east = std::max(east, r.position.x_mm);
        std::vector<edit::DeviceSpec> servers;
        for (const Device &d : p.devices)
            if (d.rack == gpuRack->id && servers.size() < 4)
                if (const DeviceType *t = typeOf(p, d); t && t->gpus > 0)
                    servers.push_back({ fmt::format("bench-node{}", servers.size()), t->slug, "BENCH1", d.u_position,
                        d.reversed ? Face::Rear : Face::Front, "", "" });
        std::string type;
        for (const RackType &t : p.rack_types)
            if (t.id == gpuRack->rack_type)
                type = t.slug;
        const int rotation = gpuRack->rotation_deg; // by value: the edit grows the rack table gpuRack points into
        Project probe = p;
        Point at {};
        bool found = false;
        for (std::int64_t dx = 1200; dx <= 12000 && !found; dx += 600)
            try {
                at = { east + dx, y };
                edit::addRack(probe, { "BENCH1", type, at, rotation, "", "", "" });
                found = true;
            } catch (const Error &) {
            }
        const std::string name = fmt::format("add a rack + mount {} servers", servers.size());
        if (found)
            out.push_back({ name,
                [=](Project &q) {
                    edit::ChangeSet all = edit::addRack(q, { "BENCH1", type, at, rotation, "", "", "" });
                    for (const edit::DeviceSpec &spec : servers) {
                        const edit::ChangeSet cs = edit::mountDevice(q, spec);
                        all.changes.insert(all.changes.end(), cs.changes.begin(), cs.changes.end());
                        all.next_id_after = cs.next_id_after;
                    }
                    return all;
                },
                "" });
        else
            out.push_back({ name, {}, "no free spot east of the racks" });
    }
    // 8 links between two switches of one type in two racks, on ports no link uses.
    {
        std::set<std::pair<Id, int>> used;
        for (const Link &l : p.links) {
            used.insert({ l.a.device, l.a.port });
            used.insert({ l.b.device, l.b.port });
        }
        std::map<Id, std::vector<std::string>> freePorts; // device → free data ports
        for (const Device &d : p.devices)
            if (const DeviceType *t = typeOf(p, d); t && d.rack != kNoId && (t->role == "leaf" || t->role == "spine"))
                for (std::size_t k = 0; k < t->ports.size(); ++k)
                    if (!t->ports[k].management && !used.count({ d.id, int(k) }))
                        freePorts[d.id].push_back(d.name + ":" + t->ports[k].name);
        const Device *a = nullptr, *b = nullptr;
        for (const Device &d : p.devices)
            if (freePorts[d.id].size() >= 8) {
                if (!a)
                    a = &d;
                else if (d.device_type == a->device_type && d.rack != a->rack) {
                    b = &d;
                    break;
                }
            }
        if (a && b) {
            std::vector<edit::LinkSpec> specs;
            for (std::size_t k = 0; k < 8; ++k)
                specs.push_back({ freePorts[a->id][k], freePorts[b->id][k] });
            out.push_back({ "add 8 links", [specs](Project &q) { return edit::addLinks(q, specs); }, "" });
        } else {
            out.push_back({ "add 8 links", {}, "no two switches of one type with 8 free ports each" });
        }
    }
    // A leaf switch deleted with its links and cables.
    for (const Device &d : p.devices)
        if (const DeviceType *t = typeOf(p, d); t && t->role == "leaf") {
            const std::string name = d.name;
            out.push_back({ "delete a leaf switch", [name](Project &q) { return edit::deleteDevice(q, name); }, "" });
            break;
        }
    // A tray that carries cables raised by 100 mm: the first from the middle of the list with a
    // cable over it. Raised, it leaves the trays it joined, and its cables go another way.
    std::set<Id> carrying;
    for (const Cable &c : p.cables)
        for (const RouteStep &step : c.route)
            carrying.insert(step.pathway);
    for (std::size_t k = p.pathways.size() / 2; k < p.pathways.size(); ++k)
        if (carrying.count(p.pathways[k].id)) {
            const Id id = p.pathways[k].id;
            out.push_back({ "move a tray", [id](Project &q) { return edit::movePathway(q, id, 0, 0, 100); }, "" });
            break;
        }
    return out;
}

// Where a full check spends its time: the context (index and phases) and the slowest providers.
std::string providerTimes(const Project &p)
{
    auto t = Clock::now();
    const rules::RuleContext context(p, {});
    const double contextMs = since(t) * 1000;
    std::vector<std::pair<double, std::string>> times;
    for (const auto &rule : rules::allRules()) {
        rules::Findings out;
        t = Clock::now();
        rule->check(context, out);
        times.emplace_back(since(t) * 1000, rule->codes().front().code);
    }
    std::sort(times.rbegin(), times.rend());
    std::string line = fmt::format("check: context {:.0f} ms; slowest providers:", contextMs);
    for (std::size_t k = 0; k < times.size() && k < 6; ++k)
        line += fmt::format(" {} {:.0f} ms{}", times[k].second, times[k].first, k + 1 < 6 ? "," : "");
    return line;
}

} // namespace

std::string editTable(const std::string &routedFile, int repeats, double budget_s)
{
    // The heap in use (glibc's mallinfo2: bytes allocated and not freed, in the arenas and in
    // blocks of their own, as large tables are) after each step: the
    // project as opened, then the routing state (the full route lays the file's cables again, as
    // long as they were, so the growth is the state's), then the check state.
    const auto heap = [] {
        const struct mallinfo2 m = mallinfo2();
        return double(m.uordblks + m.hblkhd) / 1e6;
    };
    const double heap0 = heap();
    Project p = openProject(routedFile);
    const double heapProject = heap();
    auto start = Clock::now();
    routing::RoutingState state;
    routing::routeAll(p, state);
    const double routeS = since(start);
    const double heapRouted = heap();
    start = Clock::now();
    rules::CheckState checks;
    rules::checkAll(p, checks);
    const double checkS = since(start);
    const double heapChecked = heap();
    fmt::print("    state: full route {:.2f} s ({}), full check {:.2f} s\n", routeS,
        state.cache.exact ? "exact: edits can be incremental" : "not exact: fill decides, every edit routes in full",
        checkS);
    const double project = heapProject - heap0, states = heapChecked - heapProject;
    fmt::print("    memory: project {:.0f} MB, cached states {:.0f} MB (routing {:.0f}, checks {:.0f}) = {:.2f}x the "
               "project's (budget 1.5x) {}\n",
        project, states, heapRouted - heapProject, heapChecked - heapRouted, states / project,
        states <= 1.5 * project ? "ok" : "OVER");
    fmt::print("    {}\n", providerTimes(p));
    // PLENUM_BENCH_EDIT=TEXT runs only the edits whose name contains TEXT (for a profiler).
    const char *only = std::getenv("PLENUM_BENCH_EDIT");
    for (const Edit &e : edits(p)) {
        if (only && e.name.find(only) == std::string::npos)
            continue;
        if (!e.make) {
            fmt::print("    {:<30} not run: {}\n", e.name, e.note);
            continue;
        }
        std::vector<double> doTimes, undoTimes, editTimes, routeTimes;
        std::string how;
        std::int64_t laid = 0, rerun = 0, scoped = 0, providers = 0;
        const auto begin = Clock::now();
        for (int k = 0; k < repeats && (k == 0 || since(begin) < budget_s); ++k) {
            auto t = Clock::now();
            edit::ChangeSet cs = e.make(p);
            editTimes.push_back(since(t));
            const auto tr = Clock::now();
            routing::RerouteReport r = routing::rerouteIncremental(p, state, cs);
            routeTimes.push_back(since(tr));
            {
                // The report dropped before the next check, as plenum-cli edit drops it: that check
                // patches the findings in place (a caller still holding them, as the GUI's findings
                // list does, makes it patch a copy).
                const rules::CheckReport c
                    = rules::checkIncremental(p, checks, { &cs, &r.cables }, std::move(r.route.index));
                doTimes.push_back(since(t));
                rerun = std::int64_t(c.rerun);
                scoped = std::int64_t(c.scoped);
                providers = std::int64_t(c.providers);
            }
            how = r.fallback ? "full route: " + std::string(routing::fallbackName(r.cause)) : "incremental";
            laid = r.route.routed;
            t = Clock::now();
            // The change sets as applied (apply() returns their inverses), as the reroute is told.
            edit::ChangeSet undo = edit::apply(p, r.cables.inverted()).inverted();
            const edit::ChangeSet undoEdit = edit::apply(p, cs.inverted()).inverted();
            undo.changes.insert(undo.changes.end(), undoEdit.changes.begin(), undoEdit.changes.end());
            const routing::RerouteReport u = routing::rerouteIncremental(p, state, undo);
            rules::checkIncremental(p, checks, { &undo, &u.cables }, u.route.index);
            undoTimes.push_back(since(t));
        }
        const double d = median(doTimes) * 1000, u = median(undoTimes) * 1000;
        fmt::print(
            "    {:<30} {:>6.0f} ms {:<4} undo {:>6.0f} ms {:<4} median of {}: edit {:.0f} + route {:.0f} + check "
            "{:.0f} ms; {}, {} links laid, {}/{} rule providers ({} scoped)\n",
            e.name, d, d <= 100 ? "ok" : "OVER", u, u <= 100 ? "ok" : "OVER", doTimes.size(), median(editTimes) * 1000,
            median(routeTimes) * 1000, (median(doTimes) - median(editTimes) - median(routeTimes)) * 1000, how, laid,
            rerun, providers, scoped);
        std::fflush(stdout);
    }
    return fmt::format("budget 100 ms per edit and per undo (DESIGN §11)");
}

} // namespace plenum::bench

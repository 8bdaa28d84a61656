// SPDX-License-Identifier: GPL-3.0-or-later
// `make bench`: times Plenum's pipeline steps at several sizes and prints one table with wall time
// and peak memory (DESIGN.md §11). Each case runs in its own child process so that its peak
// resident memory is its own. Measurements only — budgets are compared by a reader, never asserted.
#include "edit_table.h"
#include "export/exporter.h"
#include "fabric/fabric_templates.h"
#include "fabric/fat_tree.h"
#include "routing/router.h"
#include "rules/rules.h"
#include "store/project_file.h"
#include "templates/templates.h"
#include "util/huge_pages.h"
#include "json/project_json.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

struct Case {
    std::string step;
    std::string size;
    std::function<std::string()> run; // returns a short note (counts)
};

struct Measurement {
    double seconds = 0;
    long peak_kb = 0;
    std::string note;
    bool ok = false;
};

Measurement measure(const Case &c)
{
    int fds[2];
    if (pipe(fds) != 0)
        return {};
    const pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        std::string note;
        const auto start = std::chrono::steady_clock::now();
        try {
            note = c.run();
        } catch (const std::exception &e) {
            note = std::string("FAILED: ") + e.what();
        }
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        rusage usage {};
        getrusage(RUSAGE_SELF, &usage);
        const std::string line = fmt::format("{} {} {}", seconds, usage.ru_maxrss, note);
        [[maybe_unused]] auto n = write(fds[1], line.data(), line.size());
        close(fds[1]);
        _exit(0);
    }
    close(fds[1]);
    std::string out;
    char buffer[4096];
    ssize_t n;
    while ((n = read(fds[0], buffer, sizeof buffer)) > 0)
        out.append(buffer, std::size_t(n));
    close(fds[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    Measurement m;
    char note[3000] = {};
    if (std::sscanf(out.c_str(), "%lf %ld %2999[^\n]", &m.seconds, &m.peak_kb, note) >= 2) {
        m.note = note;
        m.ok = m.note.rfind("FAILED", 0) != 0;
    }
    return m;
}

void writeCableSchedule(const plenum::Project &p, const std::string &path)
{
    for (const auto *e : plenum::exporting::coreExporters())
        if (e->id() == "cables-csv") {
            e->write(p, path, {}, {});
            return;
        }
    throw plenum::Error("no cables-csv exporter");
}

std::string fabricCase(const std::string &name, int nodes)
{
    plenum::fabric::FabricTemplate t = plenum::fabric::fabricTemplate(name);
    t.spec.nodes = t.spec.target_nodes = nodes;
    if (nodes * t.spec.endpointsPerNode() / t.spec.planes > t.spec.leaf.radix * t.spec.leaf.radix / 2)
        t.spec.tiers = 3;
    const auto f = plenum::fabric::buildFatTree(t.spec);
    const auto c = plenum::fabric::countFabric(f);
    return fmt::format("{} switches, {} links", c.leaves + c.spines + c.cores, f.links.size());
}

int ioTable(const std::string &file, int runs)
{
    const std::string copy
        = std::filesystem::temp_directory_path() / fmt::format("plenum-bench-io-{}.plenum", getpid());
    const Case open { "open", file, [file] {
                         const auto p = plenum::openProject(file);
                         return fmt::format("{} links, {} cables", p.links.size(), p.cables.size());
                     } };
    const Case save { "save", file,
        [file, copy] {
            const auto p = plenum::openProject(file);
            const auto start = std::chrono::steady_clock::now();
            plenum::saveProject(p, copy);
            const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            return fmt::format("save alone {:.2f} s, {} MB", s, std::filesystem::file_size(copy) / 1000000);
        } };
    fmt::print("{:<6} {:>10} {:>12}  {}\n", "step", "time (s)", "peak (MiB)", "result");
    int failures = 0;
    for (int r = 0; r < runs; ++r)
        for (const Case *c : { &open, &save }) {
            const Measurement m = measure(*c);
            failures += !m.ok;
            fmt::print("{:<6} {:>10.3f} {:>12.1f}  {}\n", c->step, m.seconds, m.peak_kb / 1024.0,
                m.ok ? m.note : "FAILED " + m.note);
            std::fflush(stdout);
        }
    std::filesystem::remove(copy);
    return failures ? 1 : 0;
}

} // namespace

// `plenum-bench [SIZE...]` (e.g. mp-16k): only the cases of those sizes (all: every case).
// `plenum-bench --edits FILE.plenum [RUNS]`: only the edit table, on that routed project (RUNS: 20).
// `plenum-bench --io FILE.plenum [RUNS]`: opening and saving that project (RUNS: 5).
int main(int argc, char **argv)
{
    // As the programs a user runs do (util/huge_pages.h), so that the bench measures what they see.
    plenum::util::restartWithHugePages(argv);
    // `plenum-bench --edits FILE.plenum`: the edit table alone, on a routed project of one's own.
    if ((argc == 3 || argc == 4) && std::string(argv[1]) == "--edits") {
        fmt::print("{}\n", plenum::bench::editTable(argv[2], argc == 4 ? std::max(1, std::atoi(argv[3])) : 20, 60));
        return 0;
    }
    // `plenum-bench --io FILE.plenum [RUNS]`: opening and saving that project (DESIGN §11's budget
    // at ~100k GPUs: ≤ 2 s each), each run in a fresh process as a user's command would.
    if ((argc == 3 || argc == 4) && std::string(argv[1]) == "--io")
        return ioTable(argv[2], argc == 4 ? std::max(1, std::atoi(argv[3])) : 5);
    const std::vector<std::string> only(argv + 1, argv + argc);
    const std::string dir = std::filesystem::temp_directory_path() / fmt::format("plenum-bench-{}", getpid());
    std::filesystem::create_directories(dir);
    // Projects are built once per size by the generate step and reused by the later steps.
    auto generate = [dir](const std::string &name, const std::string &tmpl, int nodes) {
        return [=] {
            plenum::TemplateOptions o;
            o.nodes = nodes;
            const auto p = plenum::projectFromTemplate(tmpl, o);
            plenum::saveProject(p, dir + "/" + name + ".plenum");
            return fmt::format("{} racks, {} devices, {} links", p.racks.size(), p.devices.size(), p.links.size());
        };
    };
    auto route = [dir](const std::string &name) {
        return [=] {
            auto p = plenum::openProject(dir + "/" + name + ".plenum");
            const auto start = std::chrono::steady_clock::now();
            const auto r = plenum::routing::routeProject(p);
            const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            plenum::saveProject(p, dir + "/" + name + "-routed.plenum");
            return fmt::format("{} cables ({:.2f} s routing alone), {} overflowing segments, {} unrouted", r.cables, s,
                r.overflows.size(), r.unrouted.size());
        };
    };
    auto save = [dir](const std::string &name) {
        return [=] {
            const auto p = plenum::openProject(dir + "/" + name + "-routed.plenum");
            const auto start = std::chrono::steady_clock::now();
            plenum::saveProject(p, dir + "/" + name + "-copy.plenum");
            const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            return fmt::format("save alone {:.2f} s, {} MB", s,
                std::filesystem::file_size(dir + "/" + name + "-copy.plenum") / 1000000);
        };
    };
    auto open = [dir](const std::string &name) {
        return [=] {
            const auto p = plenum::openProject(dir + "/" + name + "-routed.plenum");
            return fmt::format("{} cables", p.cables.size());
        };
    };
    auto moveRack = [dir](const std::string &name) {
        return [=] {
            auto p = plenum::openProject(dir + "/" + name + "-routed.plenum");
            const auto start = std::chrono::steady_clock::now();
            auto &rack = p.racks[p.racks.size() / 2];
            rack.position.x_mm += 600;
            plenum::routing::RouteOptions o;
            o.only_racks = { rack.id };
            const auto r = plenum::routing::routeProject(p, o);
            const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            return fmt::format("{} cables rerouted in {:.0f} ms", r.routed, s * 1000);
        };
    };
    auto check = [dir](const std::string &name) {
        return [=] {
            const auto p = plenum::openProject(dir + "/" + name + "-routed.plenum");
            const auto start = std::chrono::steady_clock::now();
            const auto findings = plenum::rules::runChecks(p);
            const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            return fmt::format("check alone {:.2f} s, {} findings, {} errors", s, findings.size(),
                plenum::rules::errorCount(findings));
        };
    };
    auto exportSchedule = [dir](const std::string &name) {
        return [=] {
            const auto p = plenum::openProject(dir + "/" + name + "-routed.plenum");
            const auto start = std::chrono::steady_clock::now();
            writeCableSchedule(p, dir + "/" + name + "-cables.csv");
            const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            return fmt::format("export alone {:.2f} s, {} MB", s,
                std::filesystem::file_size(dir + "/" + name + "-cables.csv") / 1000000);
        };
    };
    // DESIGN §11's first budget: generate + route + check + cable-schedule export in one go.
    auto pipeline = [dir](const std::string &name, const std::string &tmpl, int nodes) {
        return [=] {
            plenum::TemplateOptions o;
            o.nodes = nodes;
            auto p = plenum::projectFromTemplate(tmpl, o);
            plenum::routing::routeProject(p);
            const auto findings = plenum::rules::runChecks(p);
            writeCableSchedule(p, dir + "/" + name + "-pipeline.csv");
            return fmt::format("{} cables, {} findings", p.cables.size(), findings.size());
        };
    };
    struct Size {
        std::string name, label, tmpl;
        int nodes;
    };
    const std::vector<Size> sizes = {
        { "h100-1k", "1k GPUs (dgx-h100-superpod, 128 nodes)", "dgx-h100-superpod", 128 },
        { "mp-16k", "16k GPUs (multiplane-8x400, 2048 nodes)", "multiplane-8x400", 2048 },
        { "b300-100k", "100k GPUs (dgx-b300-xdr-superpod, 12,528 nodes)", "dgx-b300-xdr-superpod", 12528 },
    };
    std::vector<Case> cases = {
        { "generate fabric", "1k GPUs (dgx-h100-superpod, 128 nodes)",
            [] { return fabricCase("dgx-h100-superpod", 128); } },
        { "generate fabric", "16k GPUs (multiplane-8x400, 2048 nodes)",
            [] { return fabricCase("multiplane-8x400", 2048); } },
        { "generate fabric", "100k GPUs (multiplane-8x400, 12,500 nodes, 3 tiers)",
            [] { return fabricCase("multiplane-8x400", 12500); } },
    };
    // The edit table at the sizes of DESIGN §11's edit budget: the edits print their own lines.
    auto editTable = [dir](const std::string &name) {
        return [=] { return plenum::bench::editTable(dir + "/" + name + "-routed.plenum", 20, 60); };
    };
    if (!only.empty())
        cases.clear();
    for (const auto &z : sizes) {
        if (!only.empty() && std::find(only.begin(), only.end(), z.name) == only.end())
            continue;
        cases.push_back({ "generate project", z.label, generate(z.name, z.tmpl, z.nodes) });
        cases.push_back({ "route + save", z.label, route(z.name) });
        cases.push_back({ "check", z.label, check(z.name) });
        cases.push_back({ "export cables-csv", z.label, exportSchedule(z.name) });
        cases.push_back({ "save", z.label + " routed", save(z.name) });
        cases.push_back({ "open", z.label + " routed", open(z.name) });
        cases.push_back({ "move rack + reroute", z.label, moveRack(z.name) });
        if (z.name != "h100-1k")
            cases.push_back({ "edit table (below)", z.label, editTable(z.name) });
    }
    if (only.empty())
        cases.push_back({ "generate+route+check+export", "16k GPUs (multiplane-8x400, 2048 nodes)",
            pipeline("mp-16k", "multiplane-8x400", 2048) });
    fmt::print("{:<28} {:<50} {:>10} {:>12}  {}\n", "step", "size", "time (s)", "peak (MiB)", "result");
    int failures = 0;
    for (const auto &c : cases) {
        const Measurement m = measure(c);
        failures += !m.ok;
        fmt::print("{:<28} {:<50} {:>10.3f} {:>12.1f}  {}\n", c.step, c.size, m.seconds, m.peak_kb / 1024.0,
            m.ok ? m.note : "FAILED " + m.note);
        std::fflush(stdout);
    }
    std::filesystem::remove_all(dir);
    return failures ? 1 : 0;
}

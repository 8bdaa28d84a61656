// SPDX-License-Identifier: GPL-3.0-or-later
// `make bench`: times Plenum's pipeline steps at several sizes and prints one table with wall time
// and peak memory (DESIGN.md §11). Each case runs in its own child process so that its peak
// resident memory is its own. Measurements only — budgets are compared by a reader, never asserted.
#include "fabric/fabric_templates.h"
#include "fabric/fat_tree.h"
#include "json/project_json.h"
#include "store/project_file.h"
#include "templates/templates.h"

#include <fmt/format.h>

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
        rusage usage{};
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

} // namespace

int main()
{
    const std::string dir = std::filesystem::temp_directory_path() / fmt::format("plenum-bench-{}", getpid());
    std::filesystem::create_directories(dir);
    std::vector<Case> cases = {
        {"generate fabric", "1k GPUs (dgx-h100-superpod, 128 nodes)", [] { return fabricCase("dgx-h100-superpod", 128); }},
        {"generate fabric", "16k GPUs (multiplane-8x400, 2048 nodes)", [] { return fabricCase("multiplane-8x400", 2048); }},
        {"generate fabric", "100k GPUs (multiplane-8x400, 12,500 nodes, 3 tiers)",
         [] { return fabricCase("multiplane-8x400", 12500); }},
        {"generate fabric", "100k GPUs (dgx-b300-xdr-superpod, 12,500 nodes, 3 tiers)",
         [] { return fabricCase("dgx-b300-xdr-superpod", 12500); }},
        {"save project", "starter (128 GPUs)", [dir] {
             plenum::saveProject(plenum::projectFromTemplate("starter", {}), dir + "/starter.plenum");
             return std::string("written");
         }},
        {"open project", "starter (128 GPUs)", [dir] {
             const auto p = plenum::openProject(dir + "/starter.plenum");
             return fmt::format("{} devices", p.devices.size());
         }},
        {"dump JSON", "starter (128 GPUs)", [dir] {
             return fmt::format("{} bytes", plenum::projectToJson(plenum::openProject(dir + "/starter.plenum")).size());
         }},
    };
    fmt::print("{:<18} {:<56} {:>10} {:>12}  {}\n", "step", "size", "time (s)", "peak (MiB)", "result");
    int failures = 0;
    for (const auto &c : cases) {
        const Measurement m = measure(c);
        failures += !m.ok;
        fmt::print("{:<18} {:<56} {:>10.3f} {:>12.1f}  {}\n", c.step, c.size, m.seconds, m.peak_kb / 1024.0,
                   m.ok ? m.note : "FAILED " + m.note);
    }
    std::filesystem::remove_all(dir);
    return failures ? 1 : 0;
}

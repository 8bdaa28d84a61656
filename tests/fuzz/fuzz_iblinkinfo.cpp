// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: iblinkinfo output read by `plenum-cli verify` (issue #19), compared with the
// starter project's planned InfiniBand fabric (the seeds: what the real iblinkinfo printed for one
// plane of it under ibsim, and a hand-written record with a down port and a narrow link, so
// mutations still name planned nodes). Any text is either refused with plenum::Error or read into
// a fabric whose promises hold:
// - every link joins two described nodes at ports inside their port counts, each port used once;
// - the diff accounts for every planned link exactly once (ok, or in one difference).
#include "asbuilt/diff.h"
#include "asbuilt/ib_plan.h"
#include "asbuilt/iblinkinfo_parse.h"
#include "templates/templates.h"

#include <cstdint>
#include <cstdlib>
#include <set>
#include <string_view>

using namespace plenum;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const Project project = projectFromTemplate("starter", {});
    static const asbuilt::IbPlan plan = asbuilt::planInfiniband(project);
    asbuilt::DiscoveredFabric found;
    try {
        found = asbuilt::parseIblinkinfo(std::string_view(reinterpret_cast<const char *>(data), size));
    } catch (const Error &) {
        return 0;
    }
    std::set<asbuilt::DiscoveredEnd> used;
    for (const auto &l : found.links)
        for (const auto &e : { l.a, l.b }) {
            if (e.node < 0 || std::size_t(e.node) >= found.nodes.size() || e.port < 1
                || e.port > found.nodes[std::size_t(e.node)].ports)
                std::abort();
            if (!used.insert(e).second && !(l.a == l.b))
                std::abort();
        }
    for (const bool speed : { true, false }) {
        asbuilt::DiffOptions options;
        options.compare_speed = speed;
        const asbuilt::DiffReport r = asbuilt::compareWithDiscovery(project, plan, found, options);
        std::size_t accounted = r.ok;
        for (const auto &d : r.differences) {
            accounted += d.links.size();
            if (d.message.empty() || d.action.empty())
                std::abort();
        }
        if (accounted != plan.links.size())
            std::abort();
    }
    return 0;
}

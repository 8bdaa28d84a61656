// SPDX-License-Identifier: GPL-3.0-or-later
// What every discovery reader promises (issue #19), checked by the fuzz targets of the readers
// `plenum-cli verify` uses (ibnetdiscover, iblinkinfo, LLDP, NetBox cables, name maps): a fabric
// read without an Error holds only links between described nodes at ports inside their port
// counts, each port used once (a loopback cable uses its one port at both ends), and the diff
// against the plan accounts for every planned link exactly once (ok, or in one difference with a
// message and an action for the crew). A broken promise aborts, which libFuzzer reports.
#pragma once

#include "asbuilt/diff.h"
#include "asbuilt/ib_plan.h"
#include "asbuilt/ibnetdiscover_parse.h"
#include "model/project.h"

#include <cstdint>
#include <cstdlib>
#include <set>
#include <string_view>

namespace plenum::fuzz {

inline std::string_view textOf(const std::uint8_t *data, std::size_t size)
{
    return { reinterpret_cast<const char *>(data), size };
}

inline void checkFabric(const asbuilt::DiscoveredFabric &found)
{
    std::set<asbuilt::DiscoveredEnd> used;
    for (const auto &l : found.links)
        for (const auto &e : { l.a, l.b }) {
            if (e.node < 0 || std::size_t(e.node) >= found.nodes.size() || e.port < 1
                || e.port > found.nodes[std::size_t(e.node)].ports)
                std::abort();
            if (!used.insert(e).second && !(l.a == l.b))
                std::abort();
        }
}

inline void checkDiff(const Project &project, const asbuilt::IbPlan &plan, const asbuilt::DiscoveredFabric &found,
    const asbuilt::DiffOptions &options = {})
{
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

// Both ways the IB readers are compared: with and without the links' speed.
inline void checkDiffWithAndWithoutSpeed(
    const Project &project, const asbuilt::IbPlan &plan, const asbuilt::DiscoveredFabric &found)
{
    for (const bool speed : { true, false }) {
        asbuilt::DiffOptions options;
        options.compare_speed = speed;
        checkDiff(project, plan, found, options);
    }
}

} // namespace plenum::fuzz

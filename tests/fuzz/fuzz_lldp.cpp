// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: lldpcli JSON read by `plenum-cli verify --format lldp` (issue #19), compared
// with the planned Ethernet fabric of an 8-node inference cluster (the seeds name its switches,
// nodes and interfaces, so mutations still reach the diff). Any text is either refused with
// plenum::Error or read into a fabric whose promises hold:
// - every link joins two discovered nodes at ports inside their port counts, each port once;
// - the diff accounts for every planned link exactly once (ok, or in one difference).
#include "asbuilt/diff.h"
#include "asbuilt/eth_plan.h"
#include "asbuilt/lldp_parse.h"
#include "templates/templates.h"

#include <cstdint>
#include <cstdlib>
#include <set>
#include <string_view>

using namespace plenum;

namespace {

const Project &project()
{
    static const Project p = [] {
        TemplateOptions o;
        o.nodes = 8;
        return projectFromTemplate("ethernet-inference", o);
    }();
    return p;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const asbuilt::IbPlan plan = asbuilt::planEthernet(project());
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    for (const char *host : { "leaf-su01-r1", "" }) {
        asbuilt::DiscoveredFabric found;
        try {
            found = asbuilt::fabricFromLldp(asbuilt::parseLldpJson(text, host), plan);
        } catch (const Error &) {
            continue;
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
        const asbuilt::DiffReport r = asbuilt::compareWithDiscovery(project(), plan, found);
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

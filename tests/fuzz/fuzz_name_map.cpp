// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: a node name map read by `plenum-cli verify --name-map` (issue #19), applied to
// the starter project's InfiniBand fabric as ibnetdiscover finds it before any node description is
// set (every node named by its GUID only), then compared with the plan. The seeds map the plan's
// GUIDs to the planned names, so mutations still rename nodes. Any text is either refused with
// plenum::Error or read into a map whose names are 1 to 256 bytes without a quote or a control
// character; applying it renames exactly the nodes whose GUID it lists; the map written back for
// the renamed names reads again, each name once under the GUID of a node that carries it; and the
// renamed fabric keeps the promises of fabric_promises.h.
#include "asbuilt/ib_plan.h"
#include "asbuilt/ibnetdiscover_parse.h"
#include "asbuilt/name_map.h"
#include "fabric_promises.h"
#include "seed_projects.h"

#include <map>
#include <set>
#include <string>

using namespace plenum;

namespace {

// The starter fabric as found with unset node descriptions (what the firmware reports then).
asbuilt::DiscoveredFabric unnamedFabric()
{
    asbuilt::DiscoveredFabric f = asbuilt::parseIbnetdiscover(asbuilt::ibnetdiscoverText(fuzz::starterProject()));
    for (auto &n : f.nodes)
        n.description = n.is_switch ? "MF0;switch:MQM9700/U1" : "MT4129 ConnectX-7";
    return f;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const asbuilt::IbPlan plan = asbuilt::planInfiniband(fuzz::starterProject());
    static const asbuilt::DiscoveredFabric unnamed = unnamedFabric();
    asbuilt::NodeNameMap map;
    try {
        map = asbuilt::parseNodeNameMap(fuzz::textOf(data, size));
    } catch (const Error &) {
        return 0;
    }
    for (const auto &[guid, name] : map) {
        if (name.empty() || name.size() > 256)
            std::abort();
        for (const char c : name)
            if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f || c == '"')
                std::abort();
    }
    asbuilt::DiscoveredFabric found = unnamed;
    const std::size_t renamed = asbuilt::applyNameMap(found, map);
    std::size_t listed = 0;
    std::map<std::string, bool> names;
    for (std::size_t i = 0; i < found.nodes.size(); ++i) {
        const auto guid = asbuilt::guidOfNodeId(found.nodes[i].id);
        if (!guid)
            std::abort(); // every node of the export has a GUID id
        const auto it = map.find(*guid);
        const std::string &expected = it == map.end() ? unnamed.nodes[i].description : it->second;
        if (found.nodes[i].description != expected)
            std::abort();
        if (it != map.end()) {
            ++listed;
            names[it->second] = true;
        }
    }
    if (renamed != listed)
        std::abort();
    // Written back for the renamed names, the map lists each name once, under the GUID of a node
    // that carries it, and reads again.
    std::map<std::uint64_t, std::string> byGuid;
    for (const auto &n : found.nodes)
        byGuid[*asbuilt::guidOfNodeId(n.id)] = n.description;
    const asbuilt::NodeNameMap back = asbuilt::parseNodeNameMap(asbuilt::nodeNameMapText(found, names));
    std::set<std::string> written;
    for (const auto &[guid, name] : back) {
        const auto it = byGuid.find(guid);
        if (it == byGuid.end() || it->second != name || !names.count(name) || !written.insert(name).second)
            std::abort();
    }
    if (written.size() != names.size())
        std::abort();
    fuzz::checkFabric(found);
    fuzz::checkDiffWithAndWithoutSpeed(fuzz::starterProject(), plan, found);
    return 0;
}

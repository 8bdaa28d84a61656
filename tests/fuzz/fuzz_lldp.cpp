// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: lldpcli JSON read by `plenum-cli verify --format lldp` (issue #19), compared
// with the planned Ethernet fabric of an 8-node inference cluster (the seeds name its switches,
// nodes and interfaces, so mutations still reach the diff). Any text is either refused with
// plenum::Error or read into a fabric whose promises hold (fabric_promises.h):
// - every link joins two discovered nodes at ports inside their port counts, each port once;
// - the diff accounts for every planned link exactly once (ok, or in one difference).
#include "asbuilt/eth_plan.h"
#include "asbuilt/lldp_parse.h"
#include "fabric_promises.h"
#include "seed_projects.h"

using namespace plenum;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const asbuilt::IbPlan plan = asbuilt::planEthernet(fuzz::ethernetProject());
    const std::string_view text = fuzz::textOf(data, size);
    for (const char *host : { "leaf-su01-r1", "" }) {
        asbuilt::DiscoveredFabric found;
        try {
            found = asbuilt::fabricFromLldp(asbuilt::parseLldpJson(text, host), plan);
        } catch (const Error &) {
            continue;
        }
        fuzz::checkFabric(found);
        fuzz::checkDiff(fuzz::ethernetProject(), plan, found);
    }
    return 0;
}

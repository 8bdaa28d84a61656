// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: a NetBox cables CSV read by `plenum-cli verify --format netbox` (issue #19),
// compared with the planned Ethernet fabric of an 8-node inference cluster (the seeds are cables
// of that plan in both shapes the reader takes, NetBox's bulk import columns and its cable list
// export, so mutations still reach the diff). Any text is either refused with plenum::Error or
// read into neighbour pairs whose four names are non-empty and free of control characters, with
// one termination per side, and into a fabric whose promises hold (fabric_promises.h).
#include "asbuilt/eth_plan.h"
#include "asbuilt/netbox_cables.h"
#include "fabric_promises.h"
#include "seed_projects.h"

#include <string>
#include <vector>

using namespace plenum;

namespace {

bool wellFormedName(const std::string &s, bool port)
{
    if (s.empty() || s.front() == ' ' || s.back() == ' ' || s.front() == '\t' || s.back() == '\t')
        return false;
    for (const char c : s)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f || (port && c == ','))
            return false;
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const asbuilt::IbPlan plan = asbuilt::planEthernet(fuzz::ethernetProject());
    const std::string_view text = fuzz::textOf(data, size);
    (void)asbuilt::looksLikeNetboxCables(text);
    std::vector<asbuilt::LldpNeighbor> cables;
    try {
        cables = asbuilt::parseNetboxCablesCsv(text);
    } catch (const Error &) {
        return 0;
    }
    for (const auto &c : cables)
        if (!wellFormedName(c.local_host, false) || !wellFormedName(c.local_port, true)
            || !wellFormedName(c.remote_host, false) || !wellFormedName(c.remote_port, true))
            std::abort();
    asbuilt::DiscoveredFabric found;
    try {
        found = asbuilt::fabricFromLldp(cables, plan);
    } catch (const Error &) {
        return 0; // two cables that disagree about one port
    }
    fuzz::checkFabric(found);
    fuzz::checkDiff(fuzz::ethernetProject(), plan, found);
    return 0;
}

// SPDX-License-Identifier: GPL-3.0-or-later
// Reading what a discovery found, for `plenum-cli verify` and File ▸ Import discovered topology
// (issue #19): a file or folder, its format named or told from its content (auto: a folder or a
// JSON document with an "lldp" member is LLDP, a file starting "Switch: 0x…:" or "CA: …:"
// iblinkinfo output, a file with a Switch or Ca record ibnetdiscover output), read whole and
// parsed, with the planned fabric it is compared with (InfiniBand for ibnetdiscover and
// iblinkinfo, Ethernet for LLDP). Untrusted input: every Error names the file (and the line
// where the parser knows it); nothing is half-read. Files of at most 512 MB, together.
#pragma once

#include "asbuilt/diff.h"
#include "asbuilt/eth_plan.h"
#include "asbuilt/ib_plan.h"
#include "asbuilt/ibnetdiscover_parse.h"
#include "model/project.h"

#include <string>

namespace plenum::asbuilt {

struct DiscoveryOptions {
    std::string format = "auto"; // auto, ibnetdiscover, iblinkinfo, lldp
    std::string ca_name = std::string(kDefaultCaDescription);
    std::string if_name = std::string(kDefaultHostInterface);
    std::string name_map; // a node-name-map file (name_map.h) for ibnetdiscover output; "" for none
};

struct Discovery {
    std::string format; // as read: "ibnetdiscover", "iblinkinfo" or "lldp"
    IbPlan plan;
    DiscoveredFabric found;
    std::size_t renamed = 0; // nodes the name map renamed
};

// Throws Error for an unknown format, an unreadable or malformed file, a plan the format cannot
// describe.
Discovery readDiscovery(const Project &project, const std::string &path, const DiscoveryOptions &options);

} // namespace plenum::asbuilt

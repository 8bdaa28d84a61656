// SPDX-License-Identifier: GPL-3.0-or-later
// Reads what ibnetdiscover printed (or an ibsim net file in the same format): Switch, Ca and Rt
// records with physical port numbers and node descriptions, and the links between them. The
// input is untrusted: a malformed line, a port outside its node, a link to a node the file never
// describes, or two ends that disagree (A says it reaches B port 3, B's port 3 says otherwise)
// make the whole read fail with an Error naming the line; nothing is half-imported.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace plenum::asbuilt {

struct DiscoveredNode {
    std::string id; // "S-0002c90300a1b2c3": as the file names the node
    std::string description; // node description ("leaf-su01-r1", "node00001 mlx5_0"); the id when absent
    bool is_switch = false;
    int ports = 0;
    int line = 0; // of the record header, from 1
    std::map<int, std::string> port_names; // interface names where the discovery names ports (LLDP)
};

struct DiscoveredEnd {
    int node = -1; // index into DiscoveredFabric::nodes
    int port = 0;
    friend bool operator==(const DiscoveredEnd &, const DiscoveredEnd &) = default;
    friend auto operator<=>(const DiscoveredEnd &, const DiscoveredEnd &) = default;
};

struct DiscoveredLink {
    DiscoveredEnd a, b;
    int width = 0; // active lanes (1, 2, 4, 8, 12); 0 when the file does not say
    int lane_gbps = 0; // active per-lane speed (NDR = 100); 0 when the file does not say
    std::string rate; // as printed, "4xNDR"; empty when absent
    int line = 0; // the first line that lists the link
};

struct DiscoveredFabric {
    std::vector<DiscoveredNode> nodes;
    std::vector<DiscoveredLink> links; // each physical link once
};

// Throws Error "line N: …" for the first problem.
DiscoveredFabric parseIbnetdiscover(std::string_view text);

// True when `text` has the shape of ibnetdiscover output (a Switch/Ca/Hca record header).
bool looksLikeIbnetdiscover(std::string_view text);

} // namespace plenum::asbuilt

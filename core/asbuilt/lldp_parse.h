// SPDX-License-Identifier: GPL-3.0-or-later
// Reads what lldpd's `lldpcli -f json show neighbors` printed (issue #19), in both shapes lldpd
// produces: `-f json` (interfaces and chassis keyed by name, one interface an object, several an
// array of one-member objects) and `-f json0` (every level an array, names in "name"/"value"
// members). One host's output names its neighbours but not the host itself, so the host comes
// from the caller (a file's name without `.json`), or the document is an object of host ->
// output holding several hosts. The input is untrusted: a malformed document, an entry without
// a neighbour name or port, or two hosts that disagree about one link (A's swp3 sees B's eth0,
// B's eth0 sees C) make the whole read fail with an Error naming the host and interface; nothing
// is half-imported.
#pragma once

#include "asbuilt/ib_plan.h"
#include "asbuilt/ibnetdiscover_parse.h"

#include <string>
#include <string_view>
#include <vector>

namespace plenum::asbuilt {

struct LldpNeighbor {
    std::string local_host, local_port; // the host that reported, its interface
    std::string remote_host, remote_port; // the neighbour's system name (or chassis id), its port
};

// One host's output (`host` non-empty), or an object of host -> output (`host` empty).
std::vector<LldpNeighbor> parseLldpJson(std::string_view text, const std::string &host);

// True when `text` is a JSON document with an "lldp" member at the top or one level down.
bool looksLikeLldpJson(std::string_view text);

// The discovered links between the plan's compute ports: a neighbour pair is kept when one of its
// ends is a compute port of the plan (a switch port, or a host port that carries a planned link);
// links between other ports (storage, management) are other networks and left out. Ports are
// numbered as in the plan (IbNode::port_names); names the plan does not know get numbers above
// the plan's and keep their names (DiscoveredNode::port_names). Seen from both ends, a link must
// be seen the same way: otherwise Error.
DiscoveredFabric fabricFromLldp(const std::vector<LldpNeighbor> &neighbors, const IbPlan &plan);

} // namespace plenum::asbuilt

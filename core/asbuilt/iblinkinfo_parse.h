// SPDX-License-Identifier: GPL-3.0-or-later
// Reads what iblinkinfo (infiniband-diags) printed (issue #19): a record per node, `Switch: 0x<guid>
// <description>:` or `CA: <description>:`, then a line per port —
//   [0x<port guid>] <lid> <port>[<ext>] ==( <width> <speed> Gbps <state>/ <phys state>)==> <peer lid> <peer
//   port>[<ext>] "<peer description>" ( <notes> )
// or, for a port without a link, `==( Down/ Polling)==> [ ] "" ( )`. A port whose physical state is
// LinkUp is a link to the named peer; any other (Down, Polling, Disabled, Sleep) has none, so its
// planned link is missing. The width ("4X") and the per-lane signalling rate libibmad prints
// ("2.5 Gbps" SDR … "53.125 Gbps" HDR, "106.25 Gbps" NDR) give each link's active width and speed,
// which the diff engine compares with the plan (degraded). Nodes are told apart by description,
// as iblinkinfo names the peers: two records with one description are refused. The input is
// untrusted: a malformed line, two ends that disagree or a port listed twice fail the whole read
// with an Error naming the line; nothing is half-imported.
#pragma once

#include "asbuilt/ibnetdiscover_parse.h"

#include <string_view>

namespace plenum::asbuilt {

// Throws Error "line N: …" for the first problem.
DiscoveredFabric parseIblinkinfo(std::string_view text);

// True when the first record header of `text` is iblinkinfo's ("Switch: 0x…" or "CA: …").
bool looksLikeIblinkinfo(std::string_view text);

} // namespace plenum::asbuilt

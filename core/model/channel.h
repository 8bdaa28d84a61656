// SPDX-License-Identifier: GPL-3.0-or-later
// Structured cabling's channel (issue #16, DESIGN.md §5): a link patched through two fibre panels
// (Link::patch_a, patch_b) is realised by three cables — a cord from end a to the front port of
// its panel, a trunk from that panel's trunk port to the far panel's, and a cord from the far
// panel's front port to end b. One trunk serves every channel between its two trunk ports: each
// front port is one leg of the trunk behind it (routing/channels.h lays them).
#pragma once

#include "model/project.h"

#include <utility>

namespace plenum {

// The trunk port behind front port `front` of a fibre panel: a device type of role "patch-panel"
// whose front-facing ports share its rear-facing (trunk) ports equally, in port order (front port
// k of n is behind trunk port k / (n / trunks)). -1 when `front` is not such a port.
int trunkPortOf(const DeviceType &panel, int front);

// The two ports a cable plugs into: the link's ends for a whole link, end a and its panel's front
// port for cord A, the far panel's front port and end b for cord B, the two trunk ports for a
// trunk (Cable::end_a, end_b). `link` is the cable's link (unused for a trunk); without it the ends
// are empty PortRefs.
std::pair<PortRef, PortRef> cableEnds(const Cable &cable, const Link *link);

} // namespace plenum

// SPDX-License-Identifier: GPL-3.0-or-later
// Laying structured cabling (issue #16; the channel is model/channel.h): a project whose links
// include channels is routed as its physical links — each channel's two cords and every trunk
// between two panels' trunk ports as links of their own, laid by the router like any other — and
// the cables are folded back onto the project's links (Cable::span). Then one fibre is chosen per
// trunk group — the trunks whose channels meet in a transceiver cage, since one trunk's legs serve
// channels of many links and a twin-port module serves both links of its cage — the cheapest whose
// optics reach every channel of the group end to end (cords, trunk and the two panels: NVIDIA's
// SR4 reach counts two panels).
//
// Such a project is always routed in full (RouteOptions' scope and cache are not used; the cache
// is marked invalid, so an edit's reroute falls back to a full one and says why).
#pragma once

#include "routing/router.h"

namespace plenum::routing {

// Whether any link of the project runs through patch panels.
bool hasChannels(const Project &project);

// routeProject() of a project with channels.
RouteReport routeChannels(Project &project, const RouteOptions &options);

} // namespace plenum::routing

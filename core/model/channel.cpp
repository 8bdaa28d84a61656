// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/channel.h"

namespace plenum {

int trunkPortOf(const DeviceType &panel, int front)
{
    if (panel.role != "patch-panel" || front < 0 || front >= int(panel.ports.size())
        || panel.ports[std::size_t(front)].face != Face::Front)
        return -1;
    int fronts = 0, trunks = 0, position = 0;
    for (std::size_t i = 0; i < panel.ports.size(); ++i) {
        const bool isFront = panel.ports[i].face == Face::Front;
        position += isFront && int(i) < front;
        fronts += isFront;
        trunks += !isFront;
    }
    if (trunks == 0 || fronts % trunks != 0)
        return -1;
    const int wanted = position / (fronts / trunks);
    for (std::size_t i = 0, k = 0; i < panel.ports.size(); ++i)
        if (panel.ports[i].face == Face::Rear && int(k++) == wanted)
            return int(i);
    return -1;
}

std::pair<PortRef, PortRef> cableEnds(const Cable &cable, const Link *link)
{
    if (cable.span == CableSpan::Trunk)
        return { cable.end_a, cable.end_b };
    if (!link)
        return {};
    switch (cable.span) {
    case CableSpan::CordA:
        return { link->a, link->patch_a };
    case CableSpan::CordB:
        return { link->patch_b, link->b };
    default:
        return { link->a, link->b };
    }
}

} // namespace plenum

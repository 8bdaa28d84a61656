// SPDX-License-Identifier: GPL-3.0-or-later
// What NetBox does not say about a cable and Plenum needs (internal to netbox_site.cpp): the
// network a link belongs to and its tier, read from the shape of the cabling.
#pragma once

#include "model/project.h"

#include <string>
#include <vector>

namespace plenum::importing {

struct SiteEnd {
    std::string device;
    const DeviceType *type = nullptr;
    int port = -1;
};

struct SiteCable {
    int line = 0;
    SiteEnd a, b;
    Fabric fabric = Fabric::Compute;
    Tier tier = Tier::NodeLeaf;
    int plane = -1;
};

// Sets fabric, tier and plane of every cable:
// - power: a power connector at either end (Power, tier Power);
// - out of band: a management port at either end, or a management switch (OutOfBand, Management);
// - the data networks: switches (roles leaf, spine, core) joined by data cables form networks; the
//   networks that reach the most ports of one GPU node are the compute fabric (one plane each,
//   numbered from 0 in the order of the cables when there are several; else plane 0), a network
//   reaching a storage device is the storage fabric, any other the in-band network. The tier is
//   node–leaf for a cable with a non-switch end; between switches, leaf–spine when the lower
//   switch is one hop from the nodes and storage devices, spine–core when two.
// Linear in the cables.
void classifyLinks(std::vector<SiteCable> &cables);

} // namespace plenum::importing

// SPDX-License-Identifier: GPL-3.0-or-later
// The planned projects the discovery fuzz targets compare with, built once per process: the seeds
// in corpus/ name their switches, nodes and ports, so mutations of them still reach the diff.
#pragma once

#include "model/project.h"
#include "templates/templates.h"

namespace plenum::fuzz {

// The starter template: 16 DGX nodes, 8 rail leaves (InfiniBand).
inline const Project &starterProject()
{
    static const Project p = projectFromTemplate("starter", {});
    return p;
}

// An 8-node Ethernet inference cluster (leaf-su01-r1…, node00001…, gpu-nic0…).
inline const Project &ethernetProject()
{
    static const Project p = [] {
        TemplateOptions o;
        o.nodes = 8;
        return projectFromTemplate("ethernet-inference", o);
    }();
    return p;
}

} // namespace plenum::fuzz

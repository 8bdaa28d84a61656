// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/phases.h"

namespace plenum::app {

int phaseRank(const Project &project, Id phase)
{
    for (std::size_t i = 0; i < project.phases.size(); ++i)
        if (project.phases[i].id == phase)
            return int(i);
    return 0;
}

bool isLaterPhase(const Project &project, Id objectPhase, Id viewPhase)
{
    return phaseRank(project, objectPhase) > phaseRank(project, viewPhase);
}

} // namespace plenum::app

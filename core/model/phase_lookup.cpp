// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/phase_lookup.h"

namespace plenum {

int phaseIndex(const Project &project, Id id)
{
    for (std::size_t i = 0; i < project.phases.size(); ++i)
        if (project.phases[i].id == id)
            return int(i);
    return 0;
}

std::string phaseName(const Project &project, Id id)
{
    if (project.phases.empty())
        return "all";
    return project.phases[std::size_t(phaseIndex(project, id))].name;
}

} // namespace plenum

// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/catalog_lookup.h"

namespace plenum::exporting {

const catalog::CableType *cableTypeOf(const Cable &cable, const catalog::Catalog &catalog)
{
    return catalog.cableTypeFor(cable.media, cable.sku);
}

const catalog::Transceiver *transceiverBySku(const std::string &sku, const catalog::Catalog &catalog)
{
    return catalog.findTransceiverBySku(sku);
}

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

} // namespace plenum::exporting

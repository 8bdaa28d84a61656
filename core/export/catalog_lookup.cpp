// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/catalog_lookup.h"

namespace plenum::exporting {

const catalog::CableType *cableTypeOf(const Cable &cable, const catalog::Catalog &catalog)
{
    const catalog::CableType *best = nullptr;
    std::size_t bestPrefix = 0;
    for (const auto &t : catalog.cables) {
        if (t.media != cable.media)
            continue;
        const std::string prefix = t.sku_prefix.empty() ? t.id + "-" : t.sku_prefix;
        if (cable.sku.rfind(prefix, 0) == 0 && (best == nullptr || prefix.size() > bestPrefix)) {
            best = &t;
            bestPrefix = prefix.size();
        } else if (best == nullptr && bestPrefix == 0) {
            best = &t; // same media at least, until a prefix matches
        }
    }
    return best;
}

const catalog::Transceiver *transceiverBySku(const std::string &sku, const catalog::Catalog &catalog)
{
    for (const auto &t : catalog.transceivers)
        if (t.sku == sku)
            return &t;
    return nullptr;
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

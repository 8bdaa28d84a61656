// SPDX-License-Identifier: GPL-3.0-or-later
#include "routing/segment_use.h"
#include "catalog/catalog.h"
#include "routing/fill_limit.h"

#include <set>
#include <string>

namespace plenum::routing {

std::map<std::pair<Id, int>, SegmentUse> segmentUse(
    const Project &project, const ProjectIndex &index, const std::function<bool(const Cable &)> &include)
{
    std::map<std::pair<Id, int>, SegmentUse> used;
    std::set<std::string> twins; // labels of twin-port cables counted (one cable for two links)
    for (const auto &cable : project.cables) {
        if (cable.route.empty() || (include && !include(cable)))
            continue;
        const catalog::CableType *type = catalog::builtinCatalog().cableTypeFor(cable.media, cable.sku);
        if (type && type->links > 1 && type->breakout == 1 && !twins.insert(cable.label).second)
            continue;
        const double od = type ? type->od_mm : 0;
        const double kg = type ? type->kg_per_m : 0;
        std::set<std::pair<Id, int>> mine;
        for (const auto &step : cable.route)
            mine.insert({ step.pathway, step.segment });
        for (const auto &key : mine) {
            SegmentUse &u = used[key];
            u.area_mm2 += cableAreaMm2(od);
            u.kg_per_m += kg;
            ++u.cables;
        }
        if (cable.slack.pathway != kNoId)
            if (const Pathway *pw = index.pathway(cable.slack.pathway)) {
                SegmentUse &u = used[{ pw->id, cable.slack.segment }];
                const double length = segmentLengthMm(*pw, cable.slack.segment);
                u.area_mm2 += slackAreaMm2(od, double(cable.slackMm()), length);
                u.kg_per_m += slackKgPerM(kg, double(cable.slackMm()), length);
            }
    }
    return used;
}

} // namespace plenum::routing

// SPDX-License-Identifier: GPL-3.0-or-later
#include "routing/segment_use.h"
#include "catalog/catalog.h"
#include "routing/fill_limit.h"

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace plenum::routing {

std::map<std::pair<Id, int>, SegmentUse> segmentUse(const Project &project, const ProjectIndex &index,
    const std::function<bool(const Cable &)> &include, const std::unordered_set<Id> *pathways)
{
    // The pathways wanted by their place in the table (a hash lookup per route step was a large
    // part of an incremental check).
    std::vector<char> want;
    if (pathways) {
        want.assign(project.pathways.size(), 0);
        for (Id id : *pathways)
            if (const Pathway *pw = index.pathway(id))
                want[std::size_t(pw - project.pathways.data())] = 1;
    }
    auto wanted = [&](Id pathway) {
        if (!pathways)
            return true;
        const Pathway *pw = index.pathway(pathway);
        return pw && want[std::size_t(pw - project.pathways.data())];
    };
    // The catalogue's type of each (media, SKU), looked up once (Catalog::cableTypeFor scans).
    std::map<std::pair<std::string_view, std::string_view>, const catalog::CableType *> types;
    auto typeOf = [&](const Cable &cable) {
        auto [it, fresh] = types.try_emplace({ cable.media, cable.sku }, nullptr);
        if (fresh)
            it->second = catalog::builtinCatalog().cableTypeFor(cable.media, cable.sku);
        return it->second;
    };
    std::vector<std::pair<Id, int>> mine; // one cable's segments
    // With `pathways`: the labels of the cables on them. Another cable under such a label (a
    // twin-port partner) decides which of the two counts, so it is read too; the rest put
    // nothing on those pathways.
    std::unordered_set<std::string_view> labels;
    if (pathways)
        for (const auto &cable : project.cables)
            if (wanted(cable.slack.pathway)
                || std::any_of(cable.route.begin(), cable.route.end(),
                    [&](const RouteStep &step) { return wanted(step.pathway); }))
                labels.insert(cable.label);
    std::map<std::pair<Id, int>, SegmentUse> used;
    std::set<std::string> twins; // labels of twin-port cables counted (one cable for two links)
    for (const auto &cable : project.cables) {
        if (cable.route.empty() || (pathways && !labels.count(cable.label)) || (include && !include(cable)))
            continue;
        const catalog::CableType *type = typeOf(cable);
        if (type && type->links > 1 && type->breakout == 1 && !twins.insert(cable.label).second)
            continue;
        const double od = type ? type->od_mm : 0;
        const double kg = type ? type->kg_per_m : 0;
        mine.clear();
        for (const auto &step : cable.route)
            if (wanted(step.pathway))
                mine.push_back({ step.pathway, step.segment });
        std::sort(mine.begin(), mine.end());
        mine.erase(std::unique(mine.begin(), mine.end()), mine.end());
        for (const auto &key : mine) {
            SegmentUse &u = used[key];
            u.area_mm2 += cableAreaMm2(od);
            u.kg_per_m += kg;
            ++u.cables;
        }
        if (cable.slack.pathway != kNoId && wanted(cable.slack.pathway))
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

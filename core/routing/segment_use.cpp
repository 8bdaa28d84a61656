// SPDX-License-Identifier: GPL-3.0-or-later
#include "routing/segment_use.h"
#include "catalog/catalog.h"
#include "routing/fill_limit.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <set>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>
#include <vector>

namespace plenum::routing {

std::map<std::pair<Id, int>, SegmentUse> segmentUse(const Project &project, const ProjectIndex &index,
    const std::function<bool(const Cable &)> &include, const IdSet *pathways, const std::vector<std::size_t> *among)
{
    // The pathways wanted, by id over the range of their ids (a hash lookup per route step was
    // most of an incremental check; a step off that range costs two comparisons).
    Id lo = 0, hi = -1;
    std::vector<char> want;
    if (pathways) {
        std::vector<Id> ids; // the project's pathways among them
        for (Id id : *pathways)
            if (index.pathway(id))
                ids.push_back(id);
        if (!ids.empty()) {
            lo = *std::min_element(ids.begin(), ids.end());
            hi = *std::max_element(ids.begin(), ids.end());
            want.assign(std::size_t(hi - lo + 1), 0);
            for (Id id : ids)
                want[std::size_t(id - lo)] = 1;
        }
    }
    auto wanted
        = [&](Id pathway) { return !pathways || (pathway >= lo && pathway <= hi && want[std::size_t(pathway - lo)]); };
    // The catalogue's type of each (media, SKU), looked up once (Catalog::cableTypeFor scans).
    std::map<std::pair<std::string_view, std::string_view>, const catalog::CableType *> types;
    auto typeOf = [&](const Cable &cable) {
        auto [it, fresh] = types.try_emplace({ cable.media, cable.sku }, nullptr);
        if (fresh)
            it->second = catalog::builtinCatalog().cableTypeFor(cable.media, cable.sku);
        return it->second;
    };
    auto twinType = [](const catalog::CableType *type) { return type && type->links > 1 && type->breakout == 1; };
    // The cables to sum, in project order. With `pathways`: those with a step or slack on them,
    // and the twin-port cables under the label of such a twin-port cable (one of the two counts,
    // the first in project order, whether or not it lies on those pathways); any other cable puts
    // nothing on them. The cables on them are found among `among` when given, else by a pass over
    // every route; the twin-port partners by a pass over the labels (only when there are any).
    std::vector<std::size_t> order;
    if (pathways) {
        std::unordered_set<std::string_view> twinLabels;
        std::vector<char> onWanted(project.cables.size(), 0);
        auto look = [&](std::size_t i) {
            const Cable &cable = project.cables[i];
            if (wanted(cable.slack.pathway)
                || std::any_of(cable.route.begin(), cable.route.end(),
                    [&](const RouteStep &step) { return wanted(step.pathway); })) {
                onWanted[i] = 1;
                if (twinType(typeOf(cable)))
                    twinLabels.insert(cable.label);
            }
        };
        if (among) {
            for (std::size_t i : *among)
                if (i < project.cables.size())
                    look(i);
        } else {
            for (std::size_t i = 0; i < project.cables.size(); ++i)
                look(i);
        }
        if (among && twinLabels.empty()) {
            for (std::size_t i : *among)
                if (i < project.cables.size() && onWanted[i])
                    order.push_back(i);
        } else {
            for (std::size_t i = 0; i < project.cables.size(); ++i)
                if (onWanted[i]
                    || (!twinLabels.empty() && twinLabels.count(project.cables[i].label)
                        && twinType(typeOf(project.cables[i]))))
                    order.push_back(i);
        }
    } else {
        order.resize(project.cables.size());
        std::iota(order.begin(), order.end(), std::size_t(0));
    }
    std::vector<std::pair<Id, int>> mine; // one cable's segments
    std::map<std::pair<Id, int>, SegmentUse> used;
    std::unordered_set<std::string_view> twins; // labels of twin-port cables counted (one cable for two links)
    for (std::size_t i : order) {
        const Cable &cable = project.cables[i];
        if (cable.route.empty() || (include && !include(cable)))
            continue;
        const catalog::CableType *type = typeOf(cable);
        if (twinType(type) && !twins.insert(cable.label).second)
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

// SPDX-License-Identifier: GPL-3.0-or-later
#include "routing/segment_use.h"
#include "catalog/catalog.h"
#include "routing/cable_types.h"
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

SegmentUse useOf(const CableSums::Cell &cell)
{
    return { CableSums::value(cell.area), CableSums::value(cell.kg), int(cell.count) };
}

void cableUse(const Cable &cable, const catalog::CableType *type, const ProjectIndex &index,
    const std::function<bool(Id)> &wanted, std::vector<std::pair<SegmentKey, CableSums::Cell>> &out)
{
    if (cable.route.empty())
        return;
    const double od = type ? type->od_mm : 0;
    const double kg = type ? type->kg_per_m : 0;
    const CableSums::Cell once { CableSums::units(cableAreaMm2(od)), CableSums::units(kg), 1 };
    const std::size_t first = out.size();
    for (const auto &step : cable.route)
        if (!wanted || wanted(step.pathway))
            out.push_back({ { step.pathway, step.segment }, once });
    std::sort(
        out.begin() + std::ptrdiff_t(first), out.end(), [](const auto &x, const auto &y) { return x.first < y.first; });
    out.erase(std::unique(out.begin() + std::ptrdiff_t(first), out.end(),
                  [](const auto &x, const auto &y) { return x.first == y.first; }),
        out.end());
    if (cable.slack.pathway != kNoId && (!wanted || wanted(cable.slack.pathway)))
        if (const Pathway *pw = index.pathway(cable.slack.pathway)) {
            const double length = segmentLengthMm(*pw, cable.slack.segment);
            out.push_back({ { pw->id, cable.slack.segment },
                { CableSums::units(slackAreaMm2(od, double(cable.slackMm()), length)),
                    CableSums::units(slackKgPerM(kg, double(cable.slackMm()), length)), 0 } });
        }
}

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
    CableTypeMemo types(catalog::builtinCatalog());
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
                if (twinPort(types.of(cable)))
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
                        && twinPort(types.of(project.cables[i]))))
                    order.push_back(i);
        }
    } else {
        order.resize(project.cables.size());
        std::iota(order.begin(), order.end(), std::size_t(0));
    }
    const std::function<bool(Id)> onWantedPathway = pathways ? std::function<bool(Id)>(wanted) : nullptr;
    std::vector<std::pair<SegmentKey, CableSums::Cell>> mine; // one cable's segments
    std::map<SegmentKey, CableSums::Cell> cells;
    std::unordered_set<std::string_view> twins; // labels of twin-port cables counted (one cable for two links)
    for (std::size_t i : order) {
        const Cable &cable = project.cables[i];
        if (cable.route.empty() || (include && !include(cable)))
            continue;
        const catalog::CableType *type = types.of(cable);
        if (twinPort(type) && !twins.insert(cable.label).second)
            continue;
        mine.clear();
        cableUse(cable, type, index, onWantedPathway, mine);
        for (const auto &[key, add] : mine) {
            CableSums::Cell &at = cells[key];
            at.area += add.area;
            at.kg += add.kg;
            at.count += add.count;
        }
    }
    std::map<SegmentKey, SegmentUse> used;
    for (const auto &[key, cell] : cells)
        used.emplace_hint(used.end(), key, useOf(cell));
    return used;
}

} // namespace plenum::routing

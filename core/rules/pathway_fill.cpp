// SPDX-License-Identifier: GPL-3.0-or-later
// Pathway fill (NEC 392.22, DESIGN.md §5): the cables' cross-section on a pathway segment may not
// exceed pathway.fill_limit_ratio (50 % for ladder/ventilated tray) or, for a solid-bottom tray
// (PathwayKind::Tray), pathway.fill_limit_ratio_solid (40 %) of width × loading depth, the depth
// capped at pathway.max_loading_depth_mm (150 mm) — routing/fill_limit.h, as the router sizes. Checked for the selected
// phase, so
// `--phase day-one` and the target are judged separately (the growth a tray must leave room for).
//   pathway.fill  error  a segment's cables, and the slack coiled on it (routing/fill_limit.h),
//                        fill more than the limit.
//   pathway.load  error  their weight per metre (catalogue kg_per_m, coils spread over the segment
//                        as for the fill) exceeds pathway.max_load_kg_per_m per tray (a pathway of
//                        n × 900 mm is n trays: routing::traysOf). The default, 74.4 kg/m, is NEMA
//                        VE 1 load class A (50 lb/ft, e.g. class 12A: on a 12 ft support span), the
//                        lightest standard class of metal ladder and tray; a project with heavier
//                        trays (class B 112 kg/m, C 149 kg/m) or closer supports sets its own.
#include "routing/fill_limit.h"
#include "routing/segment_use.h"
#include "rules/fill_sums.h"
#include "rules/helpers.h"
#include "rules/touched.h"

#include <fmt/format.h>

#include <cmath>
#include <optional>
#include <set>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace plenum::rules {
namespace {

constexpr const char *kFill = "Pathway fill over the limit";
constexpr const char *kLoad = "Pathway load over its rating";

// Every finding is one pathway's: `only` names the pathways to judge (nullptr: all).
void check(const RuleContext &c, const IdSet *only, Findings &out)
{
    routing::FillLimits limits;
    limits.ventilated_ratio = c.setting("pathway.fill_limit_ratio");
    limits.solid_ratio = c.setting("pathway.fill_limit_ratio_solid");
    limits.fibre_ratio = c.setting("pathway.fill_limit_ratio_fibre");
    limits.max_depth_mm = c.setting("pathway.max_loading_depth_mm");
    const double maxLoad = c.setting("pathway.max_load_kg_per_m");
    auto judge = [&](routing::SegmentKey key, const routing::SegmentUse &value) {
        const Pathway *pw = c.index().pathway(key.first);
        if (!pw)
            return;
        const double capacity = limits.usableAreaMm2(*pw);
        if (value.area_mm2 > capacity + 1e-6)
            out.push_back(c.finding("pathway.fill", Severity::Error, kFill,
                fmt::format("{} segment {}: {} cables fill {:.0f} mm² of {:.0f} mm² allowed ({:.0f} %)", pw->name,
                    key.second, value.cables, value.area_mm2, capacity,
                    capacity > 0 ? 100.0 * value.area_mm2 / capacity : 0.0),
                { pw->id }, c.pathwayLocation(pw->id, key.second)));
        const int trays = routing::traysOf(*pw);
        const double rating = maxLoad * trays;
        if (maxLoad > 0 && value.kg_per_m > rating + 1e-9)
            out.push_back(c.finding("pathway.load", Severity::Error, kLoad,
                fmt::format("{} segment {}: {} cables weigh {:.1f} kg/m, over the {:.1f} kg/m {} rated for", pw->name,
                    key.second, value.cables, value.kg_per_m, rating,
                    trays > 1 ? fmt::format("its {} trays are", trays) : std::string("it is")),
                { pw->id }, c.pathwayLocation(pw->id, key.second)));
    };
    // The check state's sums, kept across edits (every phase's: given only to such a context).
    if (const FillSums *sums = c.fillSums()) {
        if (!only) {
            sums->forEach(judge);
            return;
        }
        for (Id pathway : *only)
            sums->forPathway(pathway, [&](int segment, const routing::SegmentUse &value) {
                judge({ pathway, segment }, value);
            });
        return;
    }
    // Over a few pathways, the cables on them as the check state lists them (no pass over every route).
    const std::optional<std::vector<std::size_t>> among = only ? c.cablesOn(*only) : std::nullopt;
    const auto used = routing::segmentUse(
        c.project(), c.index(), [&](const Cable &cable) { return c.inPhase(cable.phase); }, only,
        among ? &*among : nullptr);
    for (const auto &[key, value] : used)
        judge(key, value);
}

// A segment's sums change with the cables on it and with the pathway itself: the pathways the
// change sets touched (rules/touched.h), and those of a changed twin-port cable's partner (one
// cable of the two counts, under their shared label) — with the check state's sums, those whose
// sums they patched.
std::optional<IdSet> touchedPathways(const RuleContext &c, const Touched &t)
{
    IdSet pathways = t.pathways;
    if (const FillSums *sums = c.fillSums()) {
        if (sums->remade())
            return std::nullopt; // every pathway's sums may differ
        pathways.insert(sums->changed());
        return pathways;
    }
    std::unordered_set<std::string_view> twins;
    for (const Cable *k : t.changed_cables)
        if (const auto *type = cableTypeOf(*k); type && type->links > 1)
            twins.insert(k->label);
    if (!twins.empty())
        for (const Cable &k : c.project().cables)
            if (twins.count(k.label)) {
                for (const RouteStep &step : k.route)
                    pathways.insert(step.pathway);
                pathways.insert(k.slack.pathway);
            }
    return pathways;
}

} // namespace

std::unique_ptr<Rule> makePathwayFillRule()
{
    return std::make_unique<ScopedRule>(std::vector<Rule::Code> { { "pathway.fill", Severity::Error, kFill },
                                            { "pathway.load", Severity::Error, kLoad } },
        &touchedPathways, false, &check);
}

} // namespace plenum::rules

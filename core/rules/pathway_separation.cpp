// SPDX-License-Identifier: GPL-3.0-or-later
// Services keep to their own pathways (REFERENCE.md "Pathways": power and data run in separate
// pathways; TIA-569 / EN 50174-2 separation between power and data cabling).
//   pathway.power-data     error    a power cord in a data or fibre pathway, or a data/fibre cable
//                                   in a power pathway.
//   pathway.fibre-in-copper warning a fibre or AOC cable in a copper data tray although the hall has
//                                   fibre pathways and pathway.separate_fibre is 1 (fibre is
//                                   crushed under copper; fibre runways exist to keep them apart).
#include "rules/helpers.h"
#include "rules/touched.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>
#include <unordered_set>

namespace plenum::rules {
namespace {

constexpr const char *kPowerData = "Power and data share a pathway";
constexpr const char *kFibre = "Fibre in a copper tray";

// Every finding is one cable's (its first object): `only` names the cables to check (nullptr: all).
void check(const RuleContext &c, const IdSet *only, Findings &out)
{
    std::set<Id> hallsWithFibre;
    for (const auto &pw : c.project().pathways)
        if (pw.service == Service::Fiber && c.inPhase(pw.phase))
            hallsWithFibre.insert(pw.hall);
    const bool separate = c.setting("pathway.separate_fibre") != 0;
    forCablesIn(c, only, [&](const Cable &cable) {
        if (!c.inPhase(cable.phase))
            return;
        std::set<Id> seen;
        for (const auto &step : cable.route) {
            const Pathway *pw = c.index().pathway(step.pathway);
            if (!pw || !seen.insert(pw->id).second)
                continue;
            const bool power = isPowerMedia(cable.media);
            if (power != (pw->service == Service::Power))
                out.push_back(c.finding("pathway.power-data", Severity::Error, kPowerData,
                    fmt::format("{} cable {} runs in {} pathway {}", power ? "power" : "data", cable.label,
                        toString(pw->service), pw->name),
                    { cable.id, pw->id }, c.pathwayLocation(pw->id, step.segment)));
            else if (separate && isFibreMedia(cable.media) && pw->service == Service::Data
                && hallsWithFibre.count(pw->hall))
                out.push_back(c.finding("pathway.fibre-in-copper", Severity::Warning, kFibre,
                    fmt::format("fibre cable {} ({}) runs in copper tray {}", cable.label, cable.media, pw->name),
                    { cable.id, pw->id }, c.pathwayLocation(pw->id, step.segment)));
        }
    });
}

// A finding reads its cable and the pathways on its route (and every fibre pathway, for the halls
// with fibre trays): the changed cables and the cables along a changed pathway — unless the edit
// may have changed which halls have fibre trays: a fibre pathway added or deleted (a change with
// one value: the values of one pathway's changes, before and after, are an even number unless it
// was added or deleted) or moved to another hall, service or phase.
std::optional<IdSet> touchedCables(const RuleContext &c, const Touched &t)
{
    IdSet cables = t.cables;
    if (!t.touches(edit::EntityKind::Pathway))
        return cables;
    std::map<Id, std::size_t> values;
    for (const Pathway *pw : t.changed_pathways)
        ++values[pw->id];
    const auto &changed = t.changed_pathways;
    if (std::any_of(changed.begin(), changed.end(), [](const Pathway *pw) { return pw->service == Service::Fiber; })) {
        for (const Pathway *pw : changed)
            if (const Pathway *now = c.index().pathway(pw->id);
                !now || now->hall != pw->hall || now->service != pw->service || now->phase != pw->phase)
                return std::nullopt;
        if (std::any_of(values.begin(), values.end(), [](const auto &v) { return v.second % 2 != 0; }))
            return std::nullopt;
    }
    for (const Cable *cable : t.cables_along)
        cables.insert(cable->id);
    return cables;
}

} // namespace

std::unique_ptr<Rule> makePathwaySeparationRule()
{
    return std::make_unique<ScopedRule>(std::vector<Rule::Code> { { "pathway.power-data", Severity::Error, kPowerData },
                                            { "pathway.fibre-in-copper", Severity::Warning, kFibre } },
        &touchedCables, false, &check);
}

} // namespace plenum::rules

// SPDX-License-Identifier: GPL-3.0-or-later
// Tray detour (issue #16): the seed's failure was 20–30 m cables where 3 m runs belonged, and a
// pathway network that sends a link between neighbouring rows to a far backbone and back orders
// such lengths by construction while every length is "exact".
//   cable.detour  warning  a routed cable between two racks of one hall whose pathway term (the
//                          metres it runs in trays, routing::LengthBreakdown::pathway_mm) exceeds
//                          the Manhattan distance between the two racks' centres on the floor —
//                          the shortest orthogonal run trays can give — by more than
//                          `cable.max_detour_mm`. With cross-aisle ladders every ≤ 10 racks
//                          (600 mm wide: 6 m apart) a cable reaches the nearest ladder within half
//                          a spacing each way, so a well-built network detours ≤ ~6 m; the
//                          default 10 m [estimate] leaves room for a redundancy partner's discrete
//                          path. The message names both racks, their distance, the tray run and
//                          the detour, and what would shorten it. Each cable of a structured
//                          channel (cord, trunk) is measured between its own two ends.
#include "model/channel.h"
#include "rules/helpers.h"
#include "rules/touched.h"

#include <fmt/format.h>

#include <cstdlib>
#include <unordered_set>

namespace plenum::rules {
namespace {

constexpr const char *kDetour = "Cable detours through the trays";

const Rack *rackOfEnd(const RuleContext &c, const PortRef &end)
{
    const Device *d = c.index().device(end.device);
    return d ? c.index().rack(d->rack) : nullptr;
}

// Every finding is one cable's (its first object): `only` names the cables to check (nullptr: all).
void check(const RuleContext &c, const IdSet *only, Findings &out)
{
    const double limit = c.setting("cable.max_detour_mm");
    if (limit <= 0)
        return;
    forCablesIn(c, only, [&](const Cable &cable) {
        if (!c.inPhase(cable.phase) || cable.route.empty())
            return;
        const auto [endA, endB] = cableEnds(cable, c.index().link(cable.link));
        const Rack *a = rackOfEnd(c, endA);
        const Rack *b = rackOfEnd(c, endB);
        if (!a || !b || a->id == b->id || a->hall != b->hall)
            return;
        const std::int64_t apart
            = std::abs(a->position.x_mm - b->position.x_mm) + std::abs(a->position.y_mm - b->position.y_mm);
        const std::int64_t detour = cable.breakdown.pathway_mm - apart;
        if (double(detour) <= limit)
            return;
        out.push_back(c.finding("cable.detour", Severity::Warning, kDetour,
            fmt::format("cable {} ({} → {}) runs {:.1f} m of tray between racks {:.1f} m apart (centre to centre, "
                        "along the floor's axes): {:.1f} m of detour, over the {:.1f} m limit; a cross-aisle "
                        "pathway or a tray nearer the two racks would shorten it",
                cable.label, a->name, b->name, double(cable.breakdown.pathway_mm) / 1000, double(apart) / 1000,
                double(detour) / 1000, limit / 1000),
            { cable.id, a->id, b->id }, c.rackLocation(a->id)));
    });
}

// A finding reads its cable (route, pathway term, label), its ends' devices and their racks'
// places: the changed cables, every cable of a touched link (which holds the links of changed
// devices and of the devices in changed racks, by their ends a and b) and every cord or trunk
// with an end on a touched device (a patch panel, which carries no link of its own). A whole
// link's cable ends at its link's ends a and b: a change there (a changed device, a device in a
// changed rack) already put the link among the touched ones.
std::optional<IdSet> touchedCables(const RuleContext &c, const Touched &t)
{
    IdSet ids = t.cables;
    for (Id link : t.links)
        for (const auto &[id, cable] : c.cablesOfLink(link))
            ids.insert(cable->id);
    for (const Cable *cable : c.cordsAndTrunks()) {
        const auto ends = cableEnds(*cable, c.index().link(cable->link));
        if (t.devices.count(ends.first.device) || t.devices.count(ends.second.device))
            ids.insert(cable->id);
    }
    return ids;
}

} // namespace

std::unique_ptr<Rule> makeCableDetourRule()
{
    return std::make_unique<ScopedRule>(
        std::vector<Rule::Code> { { "cable.detour", Severity::Warning, kDetour } }, &touchedCables, false, &check);
}

} // namespace plenum::rules

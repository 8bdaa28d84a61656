// SPDX-License-Identifier: GPL-3.0-or-later
// Weight (DESIGN.md §4: racks are filled within their static load; REFERENCE.md: GB200 NVL72
// racks are among the heaviest in a hall).
//   space.rack-weight  error  the devices in a rack weigh more than its rack type's static load
//                             rating (0: not modelled).
//   space.floor-load   error  a rack's devices over its footprint exceed space.floor_rating_kg_m2
//                             (the floor's distributed load rating, a building figure; 0: not checked).
#include "model/rack_load.h"
#include "rules/helpers.h"

#include <fmt/format.h>

namespace plenum::rules {
namespace {

constexpr const char *kRack = "Rack over its weight rating";
constexpr const char *kFloor = "Floor load over its rating";

// Every finding is one rack's and reads only that rack, its type and the devices in it: an edit
// rechecks the touched racks (Rule::Scope::Racks; `only`: those racks, nullptr: every rack).
void check(const RuleContext &c, const IdSet *only, Findings &out)
{
    const auto loads = rackLoadsIn(c, only);
    const double floorRating = c.setting("space.floor_rating_kg_m2");
    for (const auto &[id, load] : loads) {
        const double w = load.weight_kg;
        const Rack *r = c.index().rack(id);
        const RackType *rt = r ? c.index().rackType(r->rack_type) : nullptr;
        if (!rt || !c.inPhase(r->phase))
            continue;
        if (rt->static_load_kg > 0 && w > rt->static_load_kg)
            out.push_back(c.finding("space.rack-weight", Severity::Error, kRack,
                fmt::format("rack {} holds {:.0f} kg; it is rated for {} kg", r->name, w, rt->static_load_kg), { id },
                c.rackLocation(id)));
        const double area = rt->width_mm * double(rt->depth_mm) / 1e6;
        if (floorRating > 0 && area > 0 && w / area > floorRating)
            out.push_back(c.finding("space.floor-load", Severity::Error, kFloor,
                fmt::format("rack {} puts {:.0f} kg/m² on the floor; the floor is rated {:.0f} kg/m²", r->name,
                    w / area, floorRating),
                { id }, c.rackLocation(id)));
    }
}

} // namespace

std::unique_ptr<Rule> makeSpaceWeightRule()
{
    return std::make_unique<ScopedRule>(std::vector<Rule::Code> { { "space.rack-weight", Severity::Error, kRack },
                                            { "space.floor-load", Severity::Error, kFloor } },
        Rule::Scope::Racks, false, &check);
}

} // namespace plenum::rules

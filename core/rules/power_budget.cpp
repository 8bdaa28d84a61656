// SPDX-License-Identifier: GPL-3.0-or-later
// Rack power budget (DESIGN.md §6; REFERENCE.md: 4 DGX H100 per rack exceed 40 kW).
//   power.rack-budget  error  the maximum power of a rack's devices (PDUs themselves excluded: the
//                             budget is what the PDUs deliver) exceeds its rack type's power budget
//                             (0: not modelled). Power shelves count their loss, (1 − η) of their
//                             AC input, on the trays they feed (model/power_shelf.h).
#include "model/rack_load.h"
#include "rules/helpers.h"

#include <fmt/format.h>

#include <map>
#include <unordered_set>
#include <vector>

namespace plenum::rules {
namespace {

constexpr const char *kBudget = "Rack over its power budget";

// Every finding is one rack's and reads only that rack, its type and the devices in it, so an
// edit rechecks the touched racks (Rule::Scope::Racks; `only`: those racks, nullptr: every rack),
// their loads summed over their own devices (rackLoadsIn).
void check(const RuleContext &c, const IdSet *only, Findings &out)
{
    for (const auto &[id, load] : rackLoadsIn(c, only)) {
        const Rack *r = c.index().rack(id);
        if (!c.inPhase(r->phase) || load.power_budget_w <= 0 || load.max_power_w <= load.power_budget_w)
            continue;
        out.push_back(c.finding("power.rack-budget", Severity::Error, kBudget,
            load.power_shelf_loss_w > 0
                ? fmt::format("rack {} draws up to {:.1f} kW ({:.1f} kW of it the power shelves' loss); its budget "
                              "is {:.1f} kW",
                    r->name, load.max_power_w / 1000.0, load.power_shelf_loss_w / 1000.0, load.power_budget_w / 1000.0)
                : fmt::format("rack {} draws up to {:.1f} kW; its budget is {:.1f} kW", r->name,
                    load.max_power_w / 1000.0, load.power_budget_w / 1000.0),
            { id }, c.rackLocation(id)));
    }
}

} // namespace

std::unique_ptr<Rule> makePowerBudgetRule()
{
    return std::make_unique<ScopedRule>(std::vector<Rule::Code> { { "power.rack-budget", Severity::Error, kBudget } },
        Rule::Scope::Racks, false, &check);
}

} // namespace plenum::rules

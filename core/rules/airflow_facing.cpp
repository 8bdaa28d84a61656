// SPDX-License-Identifier: GPL-3.0-or-later
// Hot/cold aisles (ASHRAE TC 9.9, DESIGN.md §6): a row's facing names the cold aisle its fronts
// face; rows alternate so fronts face fronts and rears share a hot aisle.
//   airflow.rack-facing  error  a rack in a row is rotated differently from the row's facing: its
//                               front (intake) is in the hot aisle or blows across the aisle.
#include "rules/helpers.h"

#include <fmt/format.h>

#include <unordered_set>

namespace plenum::rules {
namespace {

constexpr const char *kFacing = "Rack facing the wrong way for its aisle";

int normalized(int deg)
{
    return ((deg % 360) + 360) % 360;
}

// Every finding is one rack's and reads that rack and its row (a row change reruns the provider
// whole), so an edit rechecks the touched racks (`only`: those racks, nullptr: every rack).
void check(const RuleContext &c, const IdSet *only, Findings &out)
{
    for (const auto &r : c.project().racks) {
        if (!c.inPhase(r.phase) || r.row == kNoId || (only && !only->count(r.id)))
            continue;
        const Row *row = c.index().row(r.row);
        if (!row || normalized(row->facing_deg) == normalized(r.rotation_deg))
            continue;
        const int diff = normalized(r.rotation_deg - row->facing_deg);
        out.push_back(c.finding("airflow.rack-facing", Severity::Error, kFacing,
            fmt::format("rack {} faces {}° but row {} faces {}°: {}", r.name, normalized(r.rotation_deg), row->name,
                normalized(row->facing_deg),
                diff == 180 ? "its front is in the hot aisle" : "it blows across the aisle"),
            { r.id, row->id }, c.rackLocation(r.id)));
    }
}

} // namespace

std::unique_ptr<Rule> makeAirflowFacingRule()
{
    return std::make_unique<ScopedRule>(std::vector<Rule::Code> { { "airflow.rack-facing", Severity::Error, kFacing } },
        Rule::Scope::Racks, false, &check);
}

} // namespace plenum::rules

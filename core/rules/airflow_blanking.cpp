// SPDX-License-Identifier: GPL-3.0-or-later
// Blanking panels (ASHRAE TC 9.9; REFERENCE.md: "fill unused U with blanking panels"): an open U
// in a rack with front-to-rear airflow lets hot exhaust recirculate to the intakes.
//   airflow.blanking  warning  a rack holding air-cooled front-to-rear equipment has U that neither
//                              a device nor a blanking panel (role "blanking") fills in the selected
//                              phase. Off when airflow.blanking_required is 0.
#include "rules/helpers.h"

#include <fmt/format.h>

#include <unordered_set>

namespace plenum::rules {
namespace {

constexpr const char *kBlanking = "Missing blanking panels";

// Every finding is one rack's and reads that rack, its type and the devices in it, so an edit
// rechecks the touched racks (Rule::Scope::Racks; `only`: those racks, nullptr: every rack).
void check(const RuleContext &c, const IdSet *only, Findings &out)
{
    if (c.setting("airflow.blanking_required") == 0)
        return;
    struct State {
        std::vector<bool> used;
        bool airCooled = false;
    };
    std::map<Id, State> racks;
    for (const auto &r : c.project().racks)
        if (c.inPhase(r.phase) && (!only || only->count(r.id)))
            if (const RackType *rt = c.index().rackType(r.rack_type))
                racks[r.id].used.assign(std::size_t(rt->height_u) + 1, false);
    for (const auto &d : c.project().devices) {
        const DeviceType *t = c.index().typeOfDevice(d.id);
        auto it = racks.find(d.rack);
        if (!c.inPhase(d.phase) || !t || it == racks.end())
            continue;
        for (int u = d.u_position; u < d.u_position + t->u_height && u < int(it->second.used.size()); ++u)
            if (u >= 1)
                it->second.used[std::size_t(u)] = true;
        if (!t->liquid_cooled && t->u_height > 0 && intakeFace(t->airflow, d.reversed))
            it->second.airCooled = true;
    }
    for (const auto &[id, s] : racks) {
        if (!s.airCooled)
            continue;
        std::string ranges;
        int open = 0;
        for (std::size_t u = 1; u < s.used.size(); ++u) {
            if (s.used[u])
                continue;
            std::size_t end = u;
            while (end + 1 < s.used.size() && !s.used[end + 1])
                ++end;
            open += int(end - u + 1);
            ranges
                += (ranges.empty() ? "" : ", ") + (end == u ? fmt::format("U{}", u) : fmt::format("U{}–U{}", u, end));
            u = end;
        }
        if (open > 0)
            out.push_back(c.finding("airflow.blanking", Severity::Warning, kBlanking,
                fmt::format(
                    "rack {} has {} open U without blanking panels: {}", c.index().rack(id)->name, open, ranges),
                { id }, c.rackLocation(id)));
    }
}

} // namespace

std::unique_ptr<Rule> makeAirflowBlankingRule()
{
    return std::make_unique<ScopedRule>(
        std::vector<Rule::Code> { { "airflow.blanking", Severity::Warning, kBlanking } }, Rule::Scope::Racks, false,
        &check);
}

} // namespace plenum::rules

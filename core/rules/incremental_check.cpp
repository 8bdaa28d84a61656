// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/incremental_check.h"

#include "rules/touched.h"

#include <algorithm>
#include <bitset>
#include <optional>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

namespace plenum::rules {
namespace {

using edit::EntityKind;
using Kinds = std::bitset<edit::kEntityKinds>;

Kinds kinds(std::initializer_list<EntityKind> list)
{
    Kinds k;
    for (EntityKind e : list)
        k.set(std::size_t(e));
    return k;
}

// What the providers of one area read (through the project, the index or the context's location
// lookups), by the area of their codes. Generous on purpose: a kind missing here would keep stale
// findings; a kind too many only reruns a provider.
Kinds inputsOf(std::string_view code)
{
    using K = EntityKind;
    const Kinds global = kinds({ K::Phase, K::Hall });
    auto area = [&](std::string_view prefix) { return code.substr(0, prefix.size()) == prefix; };
    if (area("cable.") || area("pathway.") || area("resilience."))
        return global
            | kinds({ K::Cable, K::Link, K::Device, K::DeviceType, K::Rack, K::RackType, K::Row, K::Pathway });
    // A rack's power budget is summed from the devices in it alone: no link or cable reaches it.
    if (code == "power.rack-budget")
        return global | kinds({ K::Device, K::DeviceType, K::Rack, K::RackType, K::Row });
    if (area("rack.") || area("power."))
        return global | kinds({ K::Cable, K::Link, K::Device, K::DeviceType, K::Rack, K::RackType, K::Row });
    if (area("fabric."))
        return global | kinds({ K::Link, K::Device, K::DeviceType, K::Rack, K::RackType });
    // Airflow is read from racks, rows, devices, their types and the halls' cooling: no link,
    // cable or pathway (a link edit and its reroute leave it as it was).
    if (area("airflow."))
        return global | kinds({ K::Rack, K::RackType, K::Row, K::Device, K::DeviceType, K::Obstacle });
    if (area("space."))
        return global
            | kinds(
                { K::Rack, K::RackType, K::Row, K::Device, K::DeviceType, K::Obstacle, K::Reservation, K::Pathway });
    return Kinds().set(); // an area not listed: every change reruns it
}

// a − b as multisets of findings.
Findings minus(const Findings &a, const Findings &b)
{
    std::vector<const Finding *> left, right;
    for (const Finding &f : a)
        left.push_back(&f);
    for (const Finding &f : b)
        right.push_back(&f);
    auto less = [](const Finding *x, const Finding *y) {
        return std::tie(x->code, x->objects, x->message, x->severity)
            < std::tie(y->code, y->objects, y->message, y->severity);
    };
    std::sort(left.begin(), left.end(), less);
    std::sort(right.begin(), right.end(), less);
    Findings out;
    std::size_t j = 0;
    for (const Finding *f : left) {
        while (j < right.size() && less(right[j], f))
            ++j;
        if (j < right.size() && !less(f, right[j]) && *right[j] == *f)
            ++j;
        else
            out.push_back(*f);
    }
    return out;
}

CheckReport run(const Project &project, CheckState &state, const Kinds *touched, const Progress &progress,
    const std::vector<const edit::ChangeSet *> &changes = {})
{
    const auto &rules = allRules();
    const bool all = !touched || !state.valid || state.per_rule.size() != rules.size();
    const bool wasValid = state.valid;
    Findings before;
    if (wasValid)
        for (const Findings &f : state.per_rule)
            before.insert(before.end(), f.begin(), f.end());
    state.per_rule.resize(rules.size());
    state.valid = false; // until every provider ran: a cancel leaves the state to be rebuilt
    const RuleContext context(project, {});
    CheckReport report;
    report.providers = rules.size();
    // A scoped provider rechecks only the touched racks or links while the edit changed nothing
    // else it reads (phases, halls, rows and types reach every owner).
    const bool scoped = !all
        && (*touched
            & kinds(
                { EntityKind::Phase, EntityKind::Hall, EntityKind::Row, EntityKind::RackType, EntityKind::DeviceType }))
               .none();
    std::optional<Touched> owners;
    for (std::size_t i = 0; i < rules.size(); ++i) {
        if (progress)
            progress.report(std::int64_t(i), std::int64_t(rules.size()), rules[i]->codes().front().code, "checks");
        if (!all && (inputsOf(rules[i]->codes().front().code) & *touched).none())
            continue;
        const Rule &rule = *rules[i];
        const Rule::Scope scope = rule.scope();
        if (scoped && scope != Rule::Scope::None) {
            if (!owners)
                owners = touchedBy(context, changes);
            std::optional<std::unordered_set<Id>> own;
            const std::unordered_set<Id> *ids = scope == Rule::Scope::Racks ? &owners->racks
                : scope == Rule::Scope::Links                               ? &owners->links
                                                                            : nullptr;
            if (scope == Rule::Scope::Own && (own = rule.ownersTouched(context, *owners)))
                ids = &*own;
            if (ids) {
                Findings &mine = state.per_rule[i];
                mine.erase(std::remove_if(mine.begin(), mine.end(),
                               [&](const Finding &f) { return ids->count(rule.ownerOf(f)) > 0; }),
                    mine.end());
                Findings again;
                rule.checkOnly(context, *ids, again);
                for (Finding &f : again)
                    if (ids->count(rule.ownerOf(f)))
                        mine.push_back(std::move(f));
                ++report.rerun;
                ++report.scoped;
                continue;
            }
        }
        Findings mine;
        rule.check(context, mine);
        state.per_rule[i] = std::move(mine);
        ++report.rerun;
    }
    for (const Findings &f : state.per_rule)
        report.findings.insert(report.findings.end(), f.begin(), f.end());
    if (wasValid) {
        report.appeared = minus(report.findings, before);
        report.cleared = minus(before, report.findings);
    }
    state.valid = true;
    sortFindings(report.findings);
    return report;
}

} // namespace

CheckReport checkAll(const Project &project, CheckState &state, const Progress &progress)
{
    CheckReport report = run(project, state, nullptr, progress);
    progress.finish(std::int64_t(report.providers), "done");
    return report;
}

CheckReport checkIncremental(const Project &project, CheckState &state,
    const std::vector<const edit::ChangeSet *> &changes, const Progress &progress)
{
    Kinds touched;
    for (const edit::ChangeSet *cs : changes)
        for (const edit::Change &c : cs->changes)
            touched.set(std::size_t(c.kind()));
    CheckReport report = run(project, state, &touched, progress, changes);
    progress.finish(std::int64_t(report.providers), "done");
    return report;
}

} // namespace plenum::rules

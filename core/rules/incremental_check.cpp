// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/incremental_check.h"
#include "rules/port_links.h"

#include "rules/touched.h"
#include "util/parallel.h"

#include <algorithm>
#include <bitset>
#include <chrono>
#include <optional>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>

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
    // Where pathways meet is read from the pathways alone (rules/pathway_joins.cpp).
    if (code == "pathway.unjoined")
        return global | kinds({ K::Pathway });
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
    // The floor's rules (rules/space_floor.cpp) read the racks' footprints, halls and obstacles:
    // no device in a rack (deleting a switch leaves them as they were).
    if (code == "space.outside-hall")
        return global | kinds({ K::Rack, K::RackType, K::Row, K::Obstacle });
    if (area("space."))
        return global
            | kinds(
                { K::Rack, K::RackType, K::Row, K::Device, K::DeviceType, K::Obstacle, K::Reservation, K::Pathway });
    return Kinds().set(); // an area not listed: every change reruns it
}

// What changed between two lists of one provider, each sorted by findingBefore: the findings only
// `after` has are appended to `appeared`, those only `before` has to `cleared` (as multisets; the
// order is total, so findings that compare neither way are the same finding). One pass, and the
// findings in both are not copied. Providers' codes are their own, so no finding can clear from
// one provider and appear in another.
void diffSorted(const Findings &before, const Findings &after, Findings &appeared, Findings &cleared)
{
    auto b = before.begin(), a = after.begin();
    while (b != before.end() || a != after.end()) {
        if (a == after.end() || (b != before.end() && findingBefore(*b, *a)))
            cleared.push_back(*b++);
        else if (b == before.end() || findingBefore(*a, *b))
            appeared.push_back(*a++);
        else
            ++a, ++b;
    }
}

// The order the appeared and cleared findings are reported in: by code, objects, message and
// severity, then the other fields.
void sortForReport(Findings &findings)
{
    std::sort(findings.begin(), findings.end(), [](const Finding &x, const Finding &y) {
        const auto key = [](const Finding &f) { return std::tie(f.code, f.objects, f.message, f.severity); };
        return key(x) < key(y) || (key(x) == key(y) && findingBefore(x, y));
    });
}

// The providers' lists, each sorted by findingBefore, merged into one sorted list (as runChecks
// sorts the concatenation: the order is total, so it is the same list).
Findings mergeSorted(const std::vector<Findings> &lists)
{
    std::size_t total = 0;
    using Range = std::pair<Findings::const_iterator, Findings::const_iterator>;
    std::vector<Range> heads;
    for (const Findings &f : lists) {
        total += f.size();
        if (!f.empty())
            heads.emplace_back(f.begin(), f.end());
    }
    // A min-heap of the lists' heads (std heaps are max-heaps: the comparison is reversed).
    auto later = [](const Range &x, const Range &y) { return findingBefore(*y.first, *x.first); };
    std::make_heap(heads.begin(), heads.end(), later);
    Findings out;
    out.reserve(total);
    while (!heads.empty()) {
        std::pop_heap(heads.begin(), heads.end(), later);
        Range &r = heads.back();
        out.push_back(*r.first);
        if (++r.first == r.second)
            heads.pop_back();
        else
            std::push_heap(heads.begin(), heads.end(), later);
    }
    return out;
}

// `more` (sorted by findingBefore) merged into `list` (likewise) in place: the list grown at its
// end, then merged from the back, so the findings before the first addition stay where they are.
void insertSorted(Findings &list, Findings &&more)
{
    if (more.empty())
        return;
    std::size_t i = list.size(), j = more.size();
    if (list.capacity() < i + j)
        list.reserve(i + j + i / 16); // room for the next runs' additions
    list.resize(i + j);
    std::size_t w = list.size();
    while (j > 0) {
        if (i > 0 && findingBefore(more[j - 1], list[i - 1]))
            list[--w] = std::move(list[--i]);
        else
            list[--w] = std::move(more[--j]);
    }
}

// The merged list `all` (sorted by findingBefore) without `cleared` and with `appeared` (each
// sorted by findingBefore; `cleared` a sub-multiset of `all`), in place: the findings before the
// first change stay where they are, those after it move once (no new list: at ~100k GPUs a new
// list of ~135,000 findings took longer than the providers' changes to it).
void patchSorted(Findings &all, const Findings &cleared, const Findings &appeared)
{
    // The cleared findings out: each found by a binary search after the one before it, the rest
    // closed up in one pass from the first.
    std::vector<std::size_t> gone;
    auto from = all.begin();
    for (const Finding &c : cleared) {
        const auto it = std::lower_bound(from, all.end(), c, findingBefore);
        if (it == all.end() || findingBefore(c, *it))
            continue; // not in the list (cannot happen for a run's own cleared findings)
        gone.push_back(std::size_t(it - all.begin()));
        from = it + 1;
    }
    if (!gone.empty()) {
        std::size_t out = gone.front(), next = 0;
        for (std::size_t i = gone.front(); i < all.size(); ++i) {
            if (next < gone.size() && gone[next] == i) {
                ++next;
                continue;
            }
            if (out != i)
                all[out] = std::move(all[i]);
            ++out;
        }
        all.resize(out);
    }
    insertSorted(all, Findings(appeared));
}

// The state's cable columns and cables along each pathway brought to `project`: updated by the
// change sets (in their order), else — a full run, a change set that does not fit, a count that
// differs — made again (false).
bool updateColumns(
    const Project &project, CheckState &state, bool all, const std::vector<const edit::ChangeSet *> &changes)
{
    bool fits = !all;
    for (const edit::ChangeSet *cs : changes)
        fits = fits && state.cables.update(*cs, project.next_id);
    if (fits && state.cables.size() == project.cables.size()) {
        // Each changed cable is where the columns say (a cheap guard against a change set that
        // does not describe the project).
        for (const edit::ChangeSet *cs : changes)
            for (const edit::Change &c : cs->changes)
                if (c.after && c.kind() == EntityKind::Cable) {
                    const std::uint32_t at = state.cables.position(c.id());
                    fits = fits && at < project.cables.size() && project.cables[at].id == c.id();
                }
        if (fits) {
            for (const edit::ChangeSet *cs : changes)
                state.along.update(*cs);
            state.along.compact(project, state.cables);
            return true;
        }
    }
    state.cables = CableColumns(project);
    state.along = CablesAlong(project);
    return false;
}

// What one provider's run adds to the report (each provider writes its own: they run in parallel).
struct Outcome {
    Findings appeared, cleared;
    bool scoped = false;
};

// The owner of each of a scoped provider's findings (CheckState::owners; none for a provider
// that reruns whole).
std::vector<Id> ownersOf(const Rule &rule, const Findings &findings)
{
    std::vector<Id> out;
    if (rule.scope() == Rule::Scope::None)
        return out;
    out.reserve(findings.size());
    for (const Finding &f : findings)
        out.push_back(rule.ownerOf(f));
    return out;
}

// Reruns provider `rule` into `mine` (its findings, sorted by findingBefore unless `unsorted`;
// `owners` theirs, CheckState::owners): over the owners `ids` when given — their findings taken
// out (each replaced by the last) and theirs appended, which leaves the list unsorted — else
// whole (the list sorted).
void runProvider(const Rule &rule, const RuleContext &context, const IdSet *ids, bool wasValid, Findings &mine,
    char &unsorted, std::vector<Id> &owners, Outcome &out)
{
    if (ids) {
        if (owners.size() != mine.size())
            owners = ownersOf(rule, mine);
        Findings removed;
        for (std::size_t i = 0; i < mine.size();) {
            if (!ids->count(owners[i])) {
                ++i;
                continue;
            }
            if (wasValid)
                removed.push_back(std::move(mine[i]));
            if (i + 1 != mine.size()) {
                mine[i] = std::move(mine.back());
                owners[i] = owners.back();
            }
            mine.pop_back();
            owners.pop_back();
        }
        Findings again, fresh;
        rule.checkOnly(context, *ids, again);
        for (Finding &f : again)
            if (ids->count(rule.ownerOf(f)))
                fresh.push_back(std::move(f));
        std::sort(fresh.begin(), fresh.end(), findingBefore);
        std::sort(removed.begin(), removed.end(), findingBefore);
        if (wasValid)
            diffSorted(removed, fresh, out.appeared, out.cleared);
        unsorted = unsorted || !fresh.empty() || !removed.empty();
        for (Finding &f : fresh) {
            owners.push_back(rule.ownerOf(f));
            mine.push_back(std::move(f));
        }
        out.scoped = true;
        return;
    }
    Findings fresh;
    rule.check(context, fresh);
    std::sort(fresh.begin(), fresh.end(), findingBefore);
    if (wasValid) {
        if (unsorted)
            std::sort(mine.begin(), mine.end(), findingBefore);
        diffSorted(mine, fresh, out.appeared, out.cleared);
    }
    mine = std::move(fresh);
    unsorted = 0;
    owners = ownersOf(rule, mine);
}

CheckReport run(const Project &project, CheckState &state, const Kinds *touched, const Progress &progress,
    const std::vector<const edit::ChangeSet *> &changes = {}, std::shared_ptr<const ProjectIndex> index = nullptr)
{
    const auto &rules = allRules();
    const bool all = !touched || !state.valid || state.per_rule.size() != rules.size();
    const bool wasValid = state.valid;
    state.per_rule.resize(rules.size());
    state.unsorted.resize(rules.size(), 0);
    state.owners.resize(rules.size());
    state.cost_ms.resize(rules.size(), 0);
    state.valid = false; // until every provider ran: a cancel leaves the state to be rebuilt
    // The cable columns and the cables along each pathway brought to the project on another core
    // while this one makes the context's index and patches the links per port (neither reads
    // what the other writes).
    bool patched = false;
    BackgroundTask patching([&] { patched = updateColumns(project, state, all, changes); });
    RuleContext context(project, {}, std::move(index));
    // The last run's links per port, patched by the change sets' links and devices (made again
    // after a change of a device type or a phase, or when the change sets do not fit them). They
    // are patched in a copy when another state shares them (a copy of this one, as the GUI's
    // check job makes: patching them here would change what that one reads).
    const bool portLinksChanged = all
        || (*touched & kinds({ EntityKind::Link, EntityKind::Device, EntityKind::DeviceType, EntityKind::Phase }))
               .any();
    if (std::shared_ptr<PortLinks> kept = std::exchange(state.port_links, nullptr); kept && !all) {
        if (!portLinksChanged) {
            context.usePortLinks(std::move(kept));
        } else if (!(*touched & kinds({ EntityKind::DeviceType, EntityKind::Phase })).any()) {
            if (kept.use_count() > 1)
                kept = std::make_shared<PortLinks>(*kept);
            if (kept->update(context, changes))
                context.usePortLinks(std::move(kept));
        }
    }
    // Links per port to be made again are made on another core while this one finds the touched
    // owners: the providers that read them (the slowest after a device type or phase edit) then
    // find them made, instead of one making them and another waiting.
    std::optional<BackgroundTask> makingPortLinks;
    if (portLinksChanged && !context.portLinksGiven())
        makingPortLinks.emplace([&context] { context.portLinks(); });
    patching.wait();
    context.useCableColumns(&state.cables);
    context.useCablesAlong(&state.along);
    // The fill sums patched, else made again by the provider that asks (pathway.fill, beside the
    // others) — or after the providers, when none asked: the next run patches them.
    const bool remakeFill
        = !patched || !state.fill.update(project, context.index(), state.cables, state.along, changes);
    context.useFillSums(&state.fill, remakeFill);
    CheckReport report;
    report.providers = rules.size();
    // A scoped provider rechecks only the touched racks or links while the edit changed nothing
    // else it reads (phases, halls, rows and types reach every owner).
    const bool scoped = !all
        && (*touched
            & kinds(
                { EntityKind::Phase, EntityKind::Hall, EntityKind::Row, EntityKind::RackType, EntityKind::DeviceType }))
               .none();
    // The providers to run: those whose inputs the change sets touched (every one on a full run),
    // the slowest of the last run first, so that the threads finish together.
    std::vector<std::size_t> todo;
    for (std::size_t i = 0; i < rules.size(); ++i)
        if (all || (inputsOf(rules[i]->codes().front().code) & *touched).any())
            todo.push_back(i);
    std::stable_sort(
        todo.begin(), todo.end(), [&](std::size_t x, std::size_t y) { return state.cost_ms[x] > state.cost_ms[y]; });
    // The owners the change sets touch, made before the providers start (they share them).
    std::optional<Touched> owners;
    if (scoped
        && std::any_of(todo.begin(), todo.end(), [&](std::size_t i) { return rules[i]->scope() != Rule::Scope::None; }))
        owners = touchedBy(context, changes);
    std::vector<Outcome> outcomes(rules.size());
    const std::size_t skipped = rules.size() - todo.size();
    if (progress && !todo.empty())
        progress.report(
            std::int64_t(skipped), std::int64_t(rules.size()), rules[todo.front()]->codes().front().code, "checks");
    runParallel(
        todo.size(),
        [&](std::size_t k) {
            const std::size_t i = todo[k];
            const auto begin = std::chrono::steady_clock::now();
            const Rule &rule = *rules[i];
            const Rule::Scope scope = rule.scope();
            std::optional<IdSet> own;
            const IdSet *ids = nullptr;
            if (owners && scope != Rule::Scope::None) {
                ids = scope == Rule::Scope::Racks ? &owners->racks
                    : scope == Rule::Scope::Links ? &owners->links
                                                  : nullptr;
                if (scope == Rule::Scope::Own && (own = rule.ownersTouched(context, *owners, state.per_rule[i])))
                    ids = &*own;
            }
            runProvider(
                rule, context, ids, wasValid, state.per_rule[i], state.unsorted[i], state.owners[i], outcomes[i]);
            state.cost_ms[i]
                = float(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - begin).count());
        },
        [&](std::size_t done) {
            if (progress && done < todo.size())
                progress.report(std::int64_t(skipped + done), std::int64_t(rules.size()),
                    rules[todo[done]]->codes().front().code, "checks");
        });
    if (remakeFill)
        context.fillSums();
    if (makingPortLinks)
        makingPortLinks->wait();
    report.rerun = todo.size();
    for (const Outcome &o : outcomes) {
        report.scoped += o.scoped;
        report.appeared.insert(report.appeared.end(), o.appeared.begin(), o.appeared.end());
        report.cleared.insert(report.cleared.end(), o.cleared.begin(), o.cleared.end());
    }
    // The merged list: the last run's patched with what appeared and cleared (each sorted as the
    // list is), else — a full run, a first one — merged from every provider's.
    if (wasValid && !all && state.merged) {
        Findings cleared = report.cleared, appeared = report.appeared;
        std::sort(cleared.begin(), cleared.end(), findingBefore);
        std::sort(appeared.begin(), appeared.end(), findingBefore);
        if (state.merged.use_count() > 1) // a report still holds it
            state.merged = std::make_shared<Findings>(*state.merged);
        patchSorted(*state.merged, cleared, appeared);
    } else {
        for (std::size_t i = 0; i < rules.size(); ++i)
            if (std::exchange(state.unsorted[i], 0)) {
                std::sort(state.per_rule[i].begin(), state.per_rule[i].end(), findingBefore);
                state.owners[i].clear(); // found again by the next scoped run
            }
        state.merged = std::make_shared<Findings>(mergeSorted(state.per_rule));
    }
    report.findings = state.merged;
    state.port_links = context.portLinksMade();
    sortForReport(report.appeared);
    sortForReport(report.cleared);
    state.valid = true;
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
    return checkIncremental(project, state, changes, nullptr, progress);
}

CheckReport checkIncremental(const Project &project, CheckState &state,
    const std::vector<const edit::ChangeSet *> &changes, std::shared_ptr<const ProjectIndex> index,
    const Progress &progress)
{
    Kinds touched;
    for (const edit::ChangeSet *cs : changes)
        for (const edit::Change &c : cs->changes)
            touched.set(std::size_t(c.kind()));
    CheckReport report = run(project, state, &touched, progress, changes, std::move(index));
    progress.finish(std::int64_t(report.providers), "done");
    return report;
}

} // namespace plenum::rules

// SPDX-License-Identifier: GPL-3.0-or-later
// The router's fill: what each cable puts on its segments, negotiated congestion, and the
// redundancy groups kept apart.
#include "routing/redundancy.h"
#include "routing/router_impl.h"

#include <cmath>
#include <limits>
#include <map>
#include <set>
#include <string_view>
#include <unordered_set>

namespace plenum::routing::router_impl {

void Router::addUsage(const Job &job, double sign)
{
    if (!job.choice || job.same_rack)
        return;
    // A twin-port cable is one cable for two links: its lead carries it (a splitter's two legs are
    // counted as two cables, as they part before the far ends).
    if (job.shared() && job.group.assembly == Assembly::TwinCable && !job.group.lead)
        return;
    const Leg *leg = job.chosen();
    if (!leg->net)
        return;
    const double od = job.choice->cable->od_mm, kg = job.choice->cable->kg_per_m;
    const double area = cableAreaMm2(od);
    for (int s : leg->segments) {
        leg->net->used[std::size_t(s)] += sign * area;
        leg->net->kg[std::size_t(s)] += sign * kg;
        leg->net->count[std::size_t(s)] += sign > 0 ? 1 : -1;
    }
    // Its slack is coiled on the first segment of the route (makeCable) and fills it too.
    if (!leg->segments.empty()) {
        const std::size_t first = std::size_t(leg->segments.front());
        const double slack = double(job.choice->ordered_mm) - job.required(m_settings);
        const double length = leg->net->graph->segments()[first].length_mm;
        leg->net->used[first] += sign * slackAreaMm2(od, slack, length);
        leg->net->kg[first] += sign * slackKgPerM(kg, slack, length);
    }
}

namespace {

constexpr std::int64_t kRound = 1024; // progress steps per negotiation round

int endVertex(Net *n, const PortPlace &end)
{
    return n->graph->vertexOf(n->attachment->at({ end.rack->id, end.left }));
}

// Where a round's trees grow: as in computeLegs, a cable's tree grows from whichever end more
// rerouted cables share.
struct RoundRoots {
    std::map<std::pair<Net *, int>, int> share; // (net, end vertex) → rerouted cables ending there
    std::map<std::pair<Net *, int>, std::vector<int>> targets; // a tree stops once these are settled
};

RoundRoots roundRoots(const std::vector<Job *> &again)
{
    RoundRoots r;
    for (Job *job : again)
        for (Net *n : { job->copper, job->fibre })
            if (n) {
                ++r.share[{ n, endVertex(n, job->a) }];
                ++r.share[{ n, endVertex(n, job->b) }];
            }
    for (Job *job : again)
        for (Net *n : { job->copper, job->fibre })
            if (n) {
                const int va = endVertex(n, job->a), vb = endVertex(n, job->b);
                const bool fromB = r.share[{ n, vb }] > r.share[{ n, va }];
                r.targets[{ n, fromB ? vb : va }].push_back(fromB ? va : vb);
            }
    return r;
}

} // namespace

void Router::negotiate()
{
    double previousExcess = std::numeric_limits<double>::infinity();
    std::vector<JobRoute> lastRound; // the routes the last round replaced
    const std::int64_t rounds = std::max(1, m_options.max_iterations);
    for (int iteration = 1; iteration <= m_options.max_iterations; ++iteration) {
        m_progress.report((iteration - 1) * kRound, rounds * kRound);
        m_report.iterations = iteration;
        std::set<std::pair<Net *, int>> over; // overflowing segments a cable could avoid
        const double excess = chargeOverflow(over);
        // A round that did not reduce the overflow by at least 1 % is undone: its detours cost cable
        // and relieved nothing (the load exceeds what any way round can carry). Then, or when
        // nothing overflows that a cable could avoid, stop: what remains is reported.
        if (excess > 0.99 * previousExcess) {
            for (const JobRoute &r : lastRound) {
                addUsage(*r.job, -1);
                r.restore();
                addUsage(*r.job, +1);
            }
            return;
        }
        if (over.empty() || iteration == m_options.max_iterations)
            return;
        previousExcess = excess;
        const std::vector<Job *> again = jobsThrough(over);
        lastRound.clear();
        m_negotiated = m_negotiated || !again.empty();
        if (m_negotiated && m_options.require_exact && isIncremental())
            return; // the run is refused as not exact (judgeExact): its rounds would be thrown away
        for (Job *job : again) {
            lastRound.emplace_back(job);
            addUsage(*job, -1);
        }
        rerouteRound(again, lastRound, iteration);
    }
}

// Adds to the history of every overflowing segment; returns the total overflow (mm²) and, in
// `over`, the overflowing segments a cable could avoid.
double Router::chargeOverflow(std::set<std::pair<Net *, int>> &over)
{
    double excess = 0;
    for (auto &[key, n] : m_nets) {
        const auto &segments = n.graph->segments();
        if (n.avoidable.empty())
            n.avoidable = n.graph->avoidableSegments();
        for (std::size_t s = 0; s < segments.size(); ++s)
            if (n.used[s] > segments[s].area_mm2 + 1e-6) {
                if (n.avoidable[s])
                    over.insert({ &n, int(s) });
                n.history[s] += n.used[s] / segments[s].area_mm2;
                excess += n.used[s] - segments[s].area_mm2;
            }
    }
    return excess;
}

// The jobs that may be rerouted alone whose chosen route crosses a segment of `over`.
std::vector<Job *> Router::jobsThrough(const std::set<std::pair<Net *, int>> &over)
{
    std::vector<Job *> again;
    for (auto &job : m_jobs) {
        if (!job.choice || job.same_rack || !job.chosen()->net || job.shared())
            continue;
        const Leg *leg = job.chosen();
        if (std::any_of(leg->segments.begin(), leg->segments.end(), [&](int s) { return over.count({ leg->net, s }); }))
            again.push_back(&job);
    }
    return again;
}

// Reroutes the cables of `again` (their usage taken off) one after another against the load the
// others leave (PathFinder); `lastRound` holds the routes they had. A tree is reused for the cables
// of one source until a cable pushes one of its segments over the limit; then the costs have
// changed and the tree is grown again — up to a budget of trees per round, after which the round
// finishes on the trees it has (PathFinder's costs per iteration). In a hall with cycles a large
// round would otherwise grow a tree per cable.
void Router::rerouteRound(const std::vector<Job *> &again, std::vector<JobRoute> &lastRound, int iteration)
{
    constexpr std::size_t kTreeBudget = 1024;
    const std::int64_t rounds = std::max(1, m_options.max_iterations);
    std::size_t grown = 0;
    std::map<std::pair<Net *, int>, Tree> trees;
    RoundRoots roots = roundRoots(again);
    for (std::size_t k = 0; k < again.size(); ++k) {
        Job *job = again[k];
        // Per cable: a reroute may regrow trees, so this is the one loop without cheaper steps.
        m_progress.report(
            (iteration - 1) * kRound + std::int64_t(k) * kRound / std::int64_t(again.size()), rounds * kRound);
        for (bool fibre : { false, true }) {
            Net *n = fibre ? job->fibre : job->copper;
            if (!n) {
                (fibre ? job->leg_fibre : job->leg_copper) = Leg {};
                continue;
            }
            const int va = endVertex(n, job->a), vb = endVertex(n, job->b);
            const bool fromB = roots.share[{ n, vb }] > roots.share[{ n, va }];
            const std::pair<Net *, int> key { n, fromB ? vb : va };
            auto it = trees.find(key);
            if (it == trees.end()) {
                it = trees.emplace(key, treeFor(n, key.second, costs(*n, areaOf(*job)), roots.targets[key])).first;
                ++grown;
            }
            legFromTree(*job, fibre, it->second, fromB);
        }
        choose(*job);
        if (!job->choice && lastRound[k].choice)
            lastRound[k].restore(); // a detour beyond every media's reach: keep the route it had
        // The trees stay valid until a segment fills up: then costs change and they are regrown.
        const bool wasFull = overflowsOnRoute(*job);
        addUsage(*job, +1);
        if (!wasFull && overflowsOnRoute(*job) && grown < kTreeBudget)
            trees.clear();
    }
}

double Router::areaOf(const Job &job)
{
    return cableAreaMm2(job.choice ? job.choice->cable->od_mm : 0);
}

// True when one more cable like this one would not fit on a segment of its route any more.
bool Router::overflowsOnRoute(const Job &job) const
{
    if (!job.choice || job.same_rack || !job.chosen()->net)
        return false;
    const Leg *leg = job.chosen();
    const auto &segments = leg->net->graph->segments();
    const double area = areaOf(job);
    return std::any_of(leg->segments.begin(), leg->segments.end(),
        [&](int s) { return leg->net->used[std::size_t(s)] + area > segments[std::size_t(s)].area_mm2 + 1e-6; });
}

// Links of one redundancy group avoid the segments earlier members use (routing/redundancy.h: the
// segments over a rack every member leaves from are not a shared path). A member is rerouted only
// when it shares such a segment, and keeps its new route only when a media still reaches over it
// and no segment of it overflows; what members still share is reported.
void Router::separateGroups()
{
    std::map<int, std::vector<Job *>> groups;
    for (auto &job : m_jobs)
        if (m_p.links[job.link].redundancy_group > 0 && job.choice && !job.same_rack)
            groups[m_p.links[job.link].redundancy_group].push_back(&job);
    std::int64_t done = 0;
    for (auto &entry : groups) {
        m_progress.report(done++, std::int64_t(groups.size()));
        separateGroup(entry.first, entry.second);
    }
}

namespace {

GroupMember memberOf(const Job *job)
{
    return GroupMember { job->a.rack->id, job->b.rack->id };
}

} // namespace

// The members of one group in link order, each against the segments the earlier ones took.
void Router::separateGroup(int group, const std::vector<Job *> &members)
{
    std::vector<GroupMember> ends;
    for (const Job *job : members)
        ends.push_back(memberOf(job));
    const std::set<Id> common = commonRacks(ends);
    // The segments of a member's chosen route that are not its unavoidable ends.
    auto avoidable = [&](const Job *job) {
        std::set<std::pair<Net *, int>> mine;
        const Leg *leg = job->chosen();
        for (std::size_t k = 0; k < leg->segments.size(); ++k)
            if (!unavoidableEnd(memberOf(job), common, k, leg->segments.size()))
                mine.insert({ leg->net, leg->segments[k] });
        return mine;
    };
    std::set<std::pair<Net *, int>> taken;
    const auto firstShared = std::ptrdiff_t(m_report.shared.size()); // this group's entries start here
    for (std::size_t k = 0; k < members.size(); ++k) {
        Job *job = members[k];
        std::set<std::pair<Net *, int>> mine = avoidable(job);
        const bool clashes = std::any_of(mine.begin(), mine.end(), [&](const auto &ns) { return taken.count(ns) > 0; });
        if (k > 0 && clashes && !job->shared()) {
            detourMember(job, taken);
            mine = avoidable(job);
        }
        for (const auto &ns : mine) {
            if (taken.count(ns)) {
                const auto &seg = ns.first->graph->segments()[std::size_t(ns.second)];
                auto it = std::find_if(m_report.shared.begin() + firstShared, m_report.shared.end(),
                    [&](const SharedSegment &x) { return x.pathway == seg.pathway && x.segment == seg.index; });
                if (it == m_report.shared.end())
                    m_report.shared.push_back({ group, seg.pathway, seg.index, 2 });
                else
                    ++it->links;
            }
            taken.insert(ns);
        }
    }
}

// Reroutes a member avoiding (cost × 1000) the segments `taken` by earlier ones, and keeps the
// detour only when a media reaches over it, it overflows nothing and it is not too long.
void Router::detourMember(Job *job, const std::set<std::pair<Net *, int>> &taken)
{
    m_detourTried.insert(job->link);
    const JobRoute before(job);
    const double shortest = job->required(m_settings);
    auto first = usageOf(*job);
    addUsage(*job, -1);
    for (bool fibre : { false, true }) {
        Net *n = fibre ? job->fibre : job->copper;
        if (!n)
            continue;
        std::vector<double> factors = costs(*n, areaOf(*job));
        for (const auto &[tn, s] : taken)
            if (tn == n)
                factors[std::size_t(s)] *= 1000;
        const int atA = n->graph->vertexOf(n->attachment->at({ job->a.rack->id, job->a.left }));
        const int atB = n->graph->vertexOf(n->attachment->at({ job->b.rack->id, job->b.left }));
        legFromTree(*job, fibre, treeFor(n, atA, factors, { atB }));
    }
    choose(*job);
    // A detour longer than the cap costs more cable and tray than the second path is
    // worth: keep the route and report the shared segment.
    const double allowed = shortest + std::max(m_settings.detour_max_mm, m_settings.detour_max_ratio * shortest);
    if (!job->choice || overflowsOnRoute(*job) || job->required(m_settings) > allowed)
        before.restore(); // no media reaches over the detour, it does not fit or is too long: keep the route
    if (auto now = usageOf(*job); now != first)
        m_detourFirst[job->link] = std::move(first);
    addUsage(*job, +1);
}

} // namespace plenum::routing::router_impl

// SPDX-License-Identifier: GPL-3.0-or-later
// The router's legs: shortest-path trees over the pathway graphs, and the media each leg allows.
#include "routing/router_impl.h"

#include <fmt/format.h>

#include <cmath>

namespace plenum::routing::router_impl {

// PathFinder's cost: length × (1 + history + present), where present grows steeply once one more
// cable of `area` would push the segment over its fill limit.
std::vector<double> Router::costs(const Net &n, double area) const
{
    std::vector<double> c(n.history.size(), 1.0);
    const auto &segments = n.graph->segments();
    for (std::size_t s = 0; s < c.size(); ++s) {
        const double cap = segments[s].area_mm2;
        const double over = cap > 0 ? std::max(0.0, (n.used[s] + area) / cap - 1) : 0;
        c[s] = 1 + n.history[s] + (over > 0 ? 100 * (1 + over) : 0);
    }
    return c;
}

// fromB: the tree grows from end b's attachment (the route is then read backwards).
void Router::legFromTree(Job &job, bool fibre, const Tree &tree, bool fromB) const
{
    Leg &leg = fibre ? job.leg_fibre : job.leg_copper;
    leg = Leg {};
    leg.fibre = fibre;
    Net *n = tree.net;
    const int atA = n->attachment->at({ job.a.rack->id, job.a.left });
    const int atB = n->attachment->at({ job.b.rack->id, job.b.left });
    const int target = n->graph->vertexOf(fromB ? atA : atB);
    if (!std::isfinite(tree.length[std::size_t(target)]))
        return;
    int turns = 0;
    n->graph->routeTo(target, tree.via_edge, tree.via_vertex, leg.segments, turns);
    if (leg.segments.empty()) { // both ends attach at one point: the cable crosses the tray there
        const int root = fromB ? atB : atA, far = fromB ? atA : atB; // in tree order, as routeTo gives
        leg.segments.push_back(n->graph->segmentOf(root));
        if (n->graph->segmentOf(far) != leg.segments.front())
            leg.segments.push_back(n->graph->segmentOf(far));
    }
    if (fromB)
        std::reverse(leg.segments.begin(), leg.segments.end());
    const double zA = n->graph->zOf(atA), zB = n->graph->zOf(atB);
    const bool bottomA = zA < m_settings.rack.u1_height_mm, bottomB = zB < m_settings.rack.u1_height_mm;
    leg.ok = true;
    leg.net = n;
    leg.in_a = inRackMm(job.a, job.fa, bottomA);
    leg.in_b = inRackMm(job.b, job.fb, bottomB);
    leg.drop_a = std::abs(zA - (bottomA ? 0.0 : job.fa.top_z)) + n->graph->offsetOf(atA);
    leg.drop_b = std::abs(zB - (bottomB ? 0.0 : job.fb.top_z)) + n->graph->offsetOf(atB);
    leg.pathway = tree.length[std::size_t(target)];
    leg.bends = 8 + turns; // per end: into the manager, up it, out of the rack, over the waterfall
}

Tree Router::treeFor(Net *n, int source, const std::vector<double> &factors, const std::vector<int> &targets) const
{
    Tree t;
    t.net = n;
    t.source = source;
    n->graph->shortestPaths(source, factors, t.length, t.via_edge, t.via_vertex, targets);
    return t;
}

namespace {

// How many links a device of this role gathers at its rack, in rank (treeFromB).
int gathering(const DeviceType *t)
{
    if (!t)
        return 0;
    const std::string &r = t->role;
    if (r == "core")
        return 5;
    if (r == "spine")
        return 4;
    if (r == "leaf" || r == "switch")
        return 3;
    return r == "management" ? 2 : r == "patch-panel" ? 1 : 0;
}

} // namespace

bool treeFromB(const DeviceType *a, const DeviceType *b, const Rack &rackA, const Rack &rackB)
{
    const int ga = gathering(a), gb = gathering(b);
    return gb != ga ? gb > ga : rackB.id < rackA.id;
}

// Legs over one kind of route for many jobs: one shortest-path tree per root attachment. A job's
// tree grows from the end its link names (treeFromB: the switch's), so the links of thousands of
// racks to a few switch racks take a few trees, not thousands.
void Router::computeLegs(const std::vector<Job *> &jobs, bool fibre)
{
    auto vertexOf = [](Net *n, const PortPlace &end) {
        return n->graph->vertexOf(n->attachment->at({ end.rack->id, end.left }));
    };
    for (Job *job : jobs)
        (fibre ? job->leg_fibre : job->leg_copper) = Leg {};
    std::map<std::pair<Net *, int>, std::vector<std::pair<Job *, bool>>> byRoot; // job, tree from b
    for (Job *job : jobs)
        if (Net *n = fibre ? job->fibre : job->copper) {
            const int va = vertexOf(n, job->a), vb = vertexOf(n, job->b);
            byRoot[{ n, job->from_b ? vb : va }].push_back({ job, job->from_b });
        }
    std::int64_t done = 0;
    for (auto &[root, group] : byRoot) {
        m_progress.report(done++, std::int64_t(byRoot.size()));
        Net *n = root.first;
        std::vector<int> targets;
        for (const auto &[job, fromB] : group)
            targets.push_back(vertexOf(n, fromB ? job->a : job->b));
        const Tree tree = treeFor(n, root.second, {}, targets);
        for (const auto &[job, fromB] : group)
            legFromTree(*job, fibre, tree, fromB);
    }
}

void Router::choose(Job &job)
{
    job.choice.reset();
    if (!job.reason.empty() && !job.leg_copper.ok && !job.leg_fibre.ok)
        return;
    const std::int64_t copper = job.leg_copper.ok ? std::int64_t(job.leg_copper.route(m_settings)) : -1;
    const std::int64_t fibre = job.leg_fibre.ok ? std::int64_t(job.leg_fibre.route(m_settings)) : -1;
    if (copper < 0 && fibre < 0) {
        if (job.reason.empty())
            job.reason = fmt::format("no pathway joins racks {} and {}", job.a.rack->name, job.b.rack->name);
        return;
    }
    std::string reason;
    job.choice = chooseMedia(m_catalog, job.ends, copper, fibre, reason, m_settings.loops);
    job.reason = job.choice ? "" : reason;
}

// The two links of one twin-port cage: one shared cable (twin-port or splitter) long enough for
// the longer of the two, or each its own, whichever costs less in all.
void Router::chooseShared(Job &lead, Job &follower)
{
    choose(lead);
    choose(follower);
    auto length = [&](const Leg &x, const Leg &y) {
        return x.ok && y.ok ? std::int64_t(std::max(x.route(m_settings), y.route(m_settings))) : -1;
    };
    const std::int64_t copper = length(lead.leg_copper, follower.leg_copper);
    const std::int64_t fibre = length(lead.leg_fibre, follower.leg_fibre);
    if (copper < 0 && fibre < 0)
        return;
    LinkEnds ends = lead.ends;
    ends.assembly = lead.group.assembly;
    std::string reason;
    const std::optional<MediaChoice> shared = chooseMedia(m_catalog, ends, copper, fibre, reason, m_settings.loops);
    if (!shared)
        return;
    const bool separate = lead.choice && follower.choice;
    if (separate && lead.choice->cost_usd + follower.choice->cost_usd <= shared->cost_usd)
        return;
    for (Job *j : { &lead, &follower }) {
        j->choice = shared;
        j->reason.clear();
    }
}

// Every job's legs: same-rack ones along the rack's manager, cross-rack ones over the copper and
// the fibre nets.
void Router::layLegs()
{
    std::vector<Job *> crossRack;
    for (auto &job : m_jobs) {
        if (!job.reason.empty())
            continue;
        if (job.same_rack)
            sameRackLeg(job);
        else
            crossRack.push_back(&job);
    }
    m_progress.stage(330, "copper routes");
    computeLegs(crossRack, false);
    m_progress.stage(420, "fibre routes");
    computeLegs(crossRack, true);
}

// Every job's media on its shortest legs (a cage pair's from its lead), added to the fill.
void Router::chooseMediaOfJobs()
{
    for (std::size_t i = 0; i < m_jobs.size(); ++i) {
        if (i % 1024 == 0)
            m_progress.report(std::int64_t(i), std::int64_t(m_jobs.size()));
        Job &job = m_jobs[i];
        if (job.partner && job.group.lead)
            chooseShared(job, *job.partner);
        else if (!job.partner && (job.reason.empty() || job.leg_copper.ok || job.leg_fibre.ok))
            choose(job);
        addUsage(job, +1);
    }
}

} // namespace plenum::routing::router_impl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "routing/router.h"
#include "catalog/catalog.h"
#include "model/index.h"
#include "routing/cage_plan.h"
#include "routing/media.h"
#include "routing/pathway_graph.h"
#include "routing/plugs.h"
#include "routing/rack_geometry.h"
#include "routing/redundancy.h"
#include "routing/slack_place.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <optional>
#include <set>
#include <unordered_map>

namespace plenum::routing {
namespace {

struct Settings {
    RackSettings rack;
    double service_loop_mm = 300;       // per end of a copper cable (DAC, ACC, AEC, Cat6A, power)
    double service_loop_fibre_mm = 300; // per end of a fibre cable (AOC, trunks): cable.service_loop_fibre_mm
    double bend_allowance_mm = 50;
    FillLimits fill;
};

double setting(const Project &p, const char *key, double fallback)
{
    auto it = p.settings.find(key);
    return it == p.settings.end() ? fallback : it->second;
}

Settings settingsOf(const Project &p)
{
    Settings s;
    s.rack = rackSettingsOf(p);
    s.service_loop_mm = setting(p, "cable.service_loop_mm", 300);
    s.service_loop_fibre_mm = setting(p, "cable.service_loop_fibre_mm", s.service_loop_mm);
    s.bend_allowance_mm = setting(p, "cable.bend_allowance_mm", 50);
    s.fill = fillLimitsOf(p.settings);
    return s;
}

// One hall's pathways of one service, with every rack of the hall attached at both managers.
struct Net {
    Id hall = kNoId;
    int service = 0;
    std::unique_ptr<PathwayGraph> graph;
    std::map<std::pair<Id, bool>, int> attachment; // (rack, left manager) → attachment
    std::map<std::pair<Id, int>, int> segmentOf;   // (pathway, index) → graph segment
    std::vector<double> history;                   // negotiated-congestion history per segment
    std::vector<double> used;                      // cross-section in use per segment, mm²
    std::vector<double> kg;                        // weight per metre per segment (coils included)
    std::vector<std::int64_t> count;
    std::vector<char> avoidable;                   // per segment: on a cycle (PathwayGraph::avoidableSegments)
};

// RouteOptions::progress on one 0…kTotal scale: each stage of a run owns a share of it (measured
// on the 16,384-GPU template; negotiation grows with congestion), reports inside a stage are
// mapped into that share and never go back. A false from the hook throws.
class Progress {
public:
    static constexpr std::int64_t kTotal = 1000;
    explicit Progress(const ProgressHook &hook)
        : m_hook(hook)
    {
    }
    // Enters the stage that ends at `end` (of kTotal); may cancel.
    void stage(std::int64_t end, std::string_view what)
    {
        m_start = m_end;
        m_end = end;
        m_what = what;
        report(0, 1);
    }
    // done of total within the current stage; may cancel.
    void report(std::int64_t done, std::int64_t total)
    {
        if (!m_hook)
            return;
        const std::int64_t at
            = total > 0 ? m_start + (m_end - m_start) * std::clamp<std::int64_t>(done, 0, total) / total : m_start;
        m_done = std::max(m_done, at);
        if (!m_hook(m_done, kTotal, m_what))
            throw Error("routing cancelled");
    }
    // The run is complete (the project changed): told, but too late to cancel.
    void finish()
    {
        if (m_hook)
            m_hook(kTotal, kTotal, "done");
    }

private:
    const ProgressHook &m_hook;
    std::int64_t m_start = 0, m_end = 0, m_done = 0;
    std::string_view m_what;
};

struct Leg {
    bool ok = false;
    bool fibre = false; // a fibre leg: its service loops are the fibre ones
    Net *net = nullptr;
    double in_a = 0, drop_a = 0, pathway = 0, drop_b = 0, in_b = 0;
    int bends = 0;
    std::vector<int> segments;
    double required(const Settings &s) const
    {
        return std::round(in_a) + std::round(drop_a) + std::round(pathway) + std::round(drop_b) + std::round(in_b) +
               std::round(bends * s.bend_allowance_mm) + std::round(2 * loop(s));
    }
    double loop(const Settings &s) const { return fibre ? s.service_loop_fibre_mm : s.service_loop_mm; }
};

struct Job {
    std::size_t link = 0;
    PortPlace a, b;
    RackFrame fa, fb;
    LinkEnds ends; // the link on its own (Assembly::PerLink)
    CageGroup group; // the cable it could share with its cage partner
    Job *partner = nullptr; // that partner, when it is routed in this run
    bool same_rack = false;
    Net *copper = nullptr, *fibre = nullptr;
    Leg leg_copper, leg_fibre;
    std::optional<MediaChoice> choice;
    std::string reason;
    const Leg *chosen() const { return choice && choice->fibre ? &leg_fibre : &leg_copper; }
    // Shares one twin-port or splitter cable with its partner (routed together, never rerouted alone).
    bool shared() const { return choice && choice->cable->links > 1; }
};

class Router {
public:
    Router(Project &p, const RouteOptions &o)
        : m_p(p), m_options(o), m_progress(o.progress), m_index(p), m_settings(settingsOf(p)),
          m_catalog(catalog::builtinCatalog())
    {
    }

    RouteReport run();

private:
    bool isIncremental() const
    {
        return m_options.cache && (!m_options.only_racks.empty() || !m_options.only_links.empty());
    }
    std::vector<ShareKey> shareKeys(const Job &job) const;
    std::int64_t shareOf(bool fibre, const Net *n, const PortPlace &end) const;
    void countShares();
    std::vector<std::pair<std::pair<Id, int>, double>> usageOf(const Job &job) const;
    bool judgeExact();
    void updateCache();
    Net *net(Id hall, Service service);
    void buildNets();
    void makeJobs();
    void sameRackLeg(Job &job);
    void computeLegs(const std::vector<Job *> &jobs, bool fibre);
    void legFromTree(Job &job, bool fibre, const struct Tree &tree, bool fromB = false) const;
    struct Tree treeFor(Net *n, int source, const std::vector<double> &factors,
                        const std::vector<int> &targets = {}) const;
    bool overflowsOnRoute(const Job &job) const;
    void choose(Job &job);
    void chooseShared(Job &lead, Job &follower);
    void addUsage(const Job &job, double sign);
    void negotiate();
    void separateGroups();
    Cable makeCable(const Job &job) const;
    void reportFills();
    std::vector<double> costs(const Net &n, double area) const;
    static double areaOf(const Job &job);

    Project &m_p;
    const RouteOptions &m_options;
    Progress m_progress;
    ProjectIndex m_index;
    Settings m_settings;
    const catalog::Catalog &m_catalog;
    std::map<std::pair<Id, int>, Net> m_nets;
    std::vector<Job> m_jobs;
    std::unordered_map<Id, std::size_t> m_cableOfLink;
    std::vector<CageGroup> m_groups; // per link
    std::unordered_map<Id, Face> m_exhaust; // per rack: the side its devices exhaust at
    std::unordered_map<std::string, MediaKinds> m_kinds;
    RouteReport m_report;
    std::map<ShareKey, std::int64_t> m_share; // cross-rack links per pass, net and rack manager (every link's)
    std::vector<std::vector<ShareKey>> m_jobKeys; // per job: the counts it adds to (countShares)
    bool m_negotiated = false; // a negotiation round rerouted cables
    double m_maxArea = 0;      // the largest cross-section among the cables of the run (kept ones too)
    std::unordered_map<std::size_t, std::vector<std::pair<std::pair<Id, int>, double>>> m_detourFirst; // link index → first route's load
};

Net *Router::net(Id hall, Service service)
{
    auto it = m_nets.find({hall, int(service)});
    return it == m_nets.end() || it->second.graph->empty() ? nullptr : &it->second;
}

void Router::buildNets()
{
    const std::int64_t total = std::int64_t(m_p.halls.size()) * 3;
    std::int64_t done = 0;
    for (const auto &h : m_p.halls)
        for (Service s : {Service::Data, Service::Fiber, Service::Power}) {
            m_progress.report(done++, total);
            Net n;
            n.hall = h.id;
            n.service = int(s);
            n.graph = std::make_unique<PathwayGraph>(m_p, h.id, s, m_settings.fill);
            if (!n.graph->empty())
                for (const auto &r : m_p.racks) {
                    const RackType *rt = m_index.rackType(r.rack_type);
                    if (r.hall != h.id || !rt)
                        continue;
                    const RackFrame f = rackFrame(r, *rt, m_settings.rack);
                    for (bool left : {true, false}) {
                        const Exit e = rackExit(f, left, false);
                        n.attachment[{r.id, left}] = n.graph->attach(e.x, e.y);
                    }
                }
            n.graph->finish();
            const auto &segments = n.graph->segments();
            for (std::size_t i = 0; i < segments.size(); ++i)
                n.segmentOf[{segments[i].pathway, segments[i].index}] = int(i);
            n.history.assign(segments.size(), 0);
            n.used.assign(segments.size(), 0);
            n.kg.assign(segments.size(), 0);
            n.count.assign(segments.size(), 0);
            m_nets.emplace(std::pair{h.id, int(s)}, std::move(n));
        }
}

void Router::makeJobs()
{
    std::unordered_map<std::int64_t, int> uses; // (device, port) → links on that port
    auto key = [](const PortRef &r) { return r.device * 4096 + r.port; };
    for (const auto &l : m_p.links) {
        ++uses[key(l.a)];
        ++uses[key(l.b)];
    }
    const std::vector<LinkCages> cages = linkCages(m_p, m_index);
    m_groups = groupByCage(cages);
    const std::set<Id> only(m_options.only_racks.begin(), m_options.only_racks.end());
    auto touched = [&](std::size_t i) {
        const PortPlace a = placePort(m_index, m_p.links[i].a, m_settings.rack);
        const PortPlace b = placePort(m_index, m_p.links[i].b, m_settings.rack);
        return (a.rack && only.count(a.rack->id)) || (b.rack && only.count(b.rack->id));
    };
    std::vector<std::size_t> jobOfLink(m_p.links.size(), CageGroup::npos);
    for (std::size_t i = 0; i < m_p.cables.size(); ++i)
        m_cableOfLink[m_p.cables[i].link] = i;
    // An incremental run (a cache and a scope): the links touching the racks, the links named and
    // every link without a cable, closed over cage partners and redundancy groups (a group's
    // members are separated against each other in link order, so they are laid again together).
    const bool incremental = isIncremental();
    std::vector<char> selected;
    if (incremental) {
        const std::set<Id> named(m_options.only_links.begin(), m_options.only_links.end());
        selected.assign(m_p.links.size(), 0);
        std::map<int, std::vector<std::size_t>> byGroup;
        std::vector<std::size_t> work;
        for (std::size_t i = 0; i < m_p.links.size(); ++i) {
            const Link &l = m_p.links[i];
            if (l.redundancy_group > 0)
                byGroup[l.redundancy_group].push_back(i);
            if (named.count(l.id) || !m_cableOfLink.count(l.id) || touched(i)) {
                selected[i] = 1;
                work.push_back(i);
            }
        }
        std::set<int> groupsDone;
        while (!work.empty()) {
            const std::size_t i = work.back();
            work.pop_back();
            auto take = [&](std::size_t k) {
                if (k != CageGroup::npos && !selected[k]) {
                    selected[k] = 1;
                    work.push_back(k);
                }
            };
            take(m_groups[i].partner);
            const int g = m_p.links[i].redundancy_group;
            if (g > 0 && groupsDone.insert(g).second)
                for (std::size_t k : byGroup[g])
                    take(k);
        }
    }
    for (std::size_t i = 0; i < m_p.links.size(); ++i) {
        if (i % 1024 == 0)
            m_progress.report(std::int64_t(i), std::int64_t(m_p.links.size()));
        const Link &l = m_p.links[i];
        Job job;
        job.link = i;
        job.a = placePort(m_index, l.a, m_settings.rack);
        job.b = placePort(m_index, l.b, m_settings.rack);
        job.group = m_groups[i];
        if (incremental) {
            if (!selected[i])
                continue; // keep the existing cable
        } else if (!only.empty()) {
            // A cable shared with a cage partner is rerouted when either of its links is.
            const std::size_t partner = job.group.partner;
            const bool touches = (job.a.rack && only.count(job.a.rack->id))
                || (job.b.rack && only.count(job.b.rack->id)) || (partner != CageGroup::npos && touched(partner));
            const bool partnerKept = partner != CageGroup::npos && !m_cableOfLink.count(m_p.links[partner].id);
            if (!touches && !partnerKept && m_cableOfLink.count(l.id))
                continue; // keep the existing cable
        }
        if (!job.a.rack || !job.b.rack) {
            const Device *d = m_index.device(job.a.rack ? l.b.device : l.a.device);
            job.reason = fmt::format("device '{}' is not in a rack", d ? d->name : "?");
        } else if (job.a.rack->hall != job.b.rack->hall) {
            job.reason = "the two ends are in different halls";
        }
        if (job.a.rack && job.b.rack) {
            const DeviceType *ta = m_index.typeOfDevice(l.a.device), *tb = m_index.typeOfDevice(l.b.device);
            const PortTemplate &pa = ta->ports[std::size_t(l.a.port)], &pb = tb->ports[std::size_t(l.b.port)];
            job.ends.connector_a = pa.connector;
            job.ends.connector_b = pb.connector;
            job.ends.speed_gbps = std::min(pa.speed_gbps / std::max(1, uses[key(l.a)]), pb.speed_gbps / std::max(1, uses[key(l.b)]));
            auto cagePorts = [](const DeviceType &t, const PortTemplate &p) {
                return int(std::count_if(t.ports.begin(), t.ports.end(),
                                         [&](const PortTemplate &q) { return !p.cage.empty() && q.cage == p.cage; }));
            };
            job.ends.cage_ports_a = std::max(cages[i].a.slots, cagePorts(*ta, pa));
            job.ends.cage_ports_b = std::max(cages[i].b.slots, cagePorts(*tb, pb));
            job.fa = rackFrame(*job.a.rack, *job.a.rack_type, m_settings.rack);
            job.fb = rackFrame(*job.b.rack, *job.b.rack_type, m_settings.rack);
            job.same_rack = job.a.rack->id == job.b.rack->id;
            const std::string signature = fmt::format("{}|{}|{}|{}|{}|{}", job.ends.connector_a, job.ends.connector_b,
                job.ends.speed_gbps, job.ends.cage_ports_a, job.ends.cage_ports_b, int(job.group.assembly));
            auto kinds = m_kinds.find(signature);
            if (kinds == m_kinds.end()) {
                MediaKinds k = possibleKinds(m_catalog, job.ends);
                if (job.group.assembly != Assembly::PerLink) {
                    LinkEnds shared = job.ends;
                    shared.assembly = job.group.assembly;
                    const MediaKinds s = possibleKinds(m_catalog, shared);
                    k.copper = k.copper || s.copper;
                    k.fibre = k.fibre || s.fibre;
                }
                kinds = m_kinds.emplace(signature, k).first;
            }
            if (!kinds->second.copper && !kinds->second.fibre)
                job.reason = fmt::format("the catalogue has no {}G cable between {} and {}", job.ends.speed_gbps,
                                         job.ends.connector_a, job.ends.connector_b);
            if (job.reason.empty() && !job.same_rack) {
                const Id hall = job.a.rack->hall;
                const bool power = l.fabric == Fabric::Power;
                job.copper = net(hall, power ? Service::Power : Service::Data);
                job.fibre = power ? nullptr : net(hall, Service::Fiber);
                if (!job.fibre && !power)
                    job.fibre = job.copper; // no separate fibre runway: fibre shares the data trays
                if (!kinds->second.copper)
                    job.copper = nullptr;
                if (!kinds->second.fibre)
                    job.fibre = nullptr;
                if (!job.copper && !job.fibre)
                    job.reason = fmt::format("no {} pathway in the hall joins racks {} and {}", power ? "power" : "data",
                                             job.a.rack->name, job.b.rack->name);
            }
        }
        jobOfLink[i] = m_jobs.size();
        m_jobs.push_back(std::move(job));
    }
    for (auto &job : m_jobs)
        if (job.group.partner != CageGroup::npos && jobOfLink[job.group.partner] != CageGroup::npos)
            job.partner = &m_jobs[jobOfLink[job.group.partner]];
}

void Router::sameRackLeg(Job &job)
{
    // Both ends use A's manager; the cable runs along it between the two heights.
    Leg leg;
    leg.ok = true;
    const double managerS = job.a.left ? -job.fa.manager_s : job.fa.manager_s;
    leg.in_a = std::abs(job.a.s - managerS) + std::abs(job.a.v - job.fa.depth / 2) + std::abs(job.a.z - job.b.z);
    leg.in_b = std::abs(job.b.s - managerS) + std::abs(job.b.v - job.fb.depth / 2);
    leg.bends = 4;
    job.leg_copper = leg;
    leg.fibre = true;
    job.leg_fibre = leg;
}

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

// A shortest-path tree from one attachment vertex of one net.
struct Tree {
    Net *net = nullptr;
    int source = -1;
    std::vector<double> length;
    std::vector<int> via_edge, via_vertex;
};

// fromB: the tree grows from end b's attachment (the route is then read backwards).
void Router::legFromTree(Job &job, bool fibre, const Tree &tree, bool fromB) const
{
    Leg &leg = fibre ? job.leg_fibre : job.leg_copper;
    leg = Leg{};
    leg.fibre = fibre;
    Net *n = tree.net;
    const int atA = n->attachment.at({job.a.rack->id, job.a.left});
    const int atB = n->attachment.at({job.b.rack->id, job.b.left});
    const int target = n->graph->vertexOf(fromB ? atA : atB);
    if (!std::isfinite(tree.length[std::size_t(target)]))
        return;
    int turns = 0;
    n->graph->routeTo(target, tree.via_edge, tree.via_vertex, leg.segments, turns);
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

// Legs over one kind of route for many jobs: one shortest-path tree per root attachment. A job's
// tree grows from whichever of its two ends is shared by more jobs (routes are symmetric), so the
// uplinks of thousands of racks to a few aggregation racks take a few trees, not thousands.
void Router::computeLegs(const std::vector<Job *> &jobs, bool fibre)
{
    auto vertexOf = [](Net *n, const PortPlace &end) { return n->graph->vertexOf(n->attachment.at({end.rack->id, end.left})); };
    // The counts are every cross-rack link's (countShares), also in an incremental run, so a tree
    // grows from the end a full run would grow it from.
    for (Job *job : jobs)
        (fibre ? job->leg_fibre : job->leg_copper) = Leg{};
    std::map<std::pair<Net *, int>, std::vector<std::pair<Job *, bool>>> byRoot; // job, tree from b
    for (Job *job : jobs)
        if (Net *n = fibre ? job->fibre : job->copper) {
            const int va = vertexOf(n, job->a), vb = vertexOf(n, job->b);
            const bool fromB = shareOf(fibre, n, job->b) > shareOf(fibre, n, job->a);
            byRoot[{n, fromB ? vb : va}].push_back({job, fromB});
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
    const std::int64_t copper = job.leg_copper.ok ? std::int64_t(job.leg_copper.required(m_settings)) : -1;
    const std::int64_t fibre = job.leg_fibre.ok ? std::int64_t(job.leg_fibre.required(m_settings)) : -1;
    if (copper < 0 && fibre < 0) {
        if (job.reason.empty())
            job.reason = fmt::format("no pathway joins racks {} and {}", job.a.rack->name, job.b.rack->name);
        return;
    }
    std::string reason;
    job.choice = chooseMedia(m_catalog, job.ends, copper, fibre, reason);
    job.reason = job.choice ? "" : reason;
}

// The two links of one twin-port cage: one shared cable (twin-port or splitter) long enough for
// the longer of the two, or each its own, whichever costs less in all.
void Router::chooseShared(Job &lead, Job &follower)
{
    choose(lead);
    choose(follower);
    auto length = [&](const Leg &x, const Leg &y) {
        return x.ok && y.ok ? std::int64_t(std::max(x.required(m_settings), y.required(m_settings))) : -1;
    };
    const std::int64_t copper = length(lead.leg_copper, follower.leg_copper);
    const std::int64_t fibre = length(lead.leg_fibre, follower.leg_fibre);
    if (copper < 0 && fibre < 0)
        return;
    LinkEnds ends = lead.ends;
    ends.assembly = lead.group.assembly;
    std::string reason;
    const std::optional<MediaChoice> shared = chooseMedia(m_catalog, ends, copper, fibre, reason);
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
        const double slack = double(job.choice->ordered_mm) - leg->required(m_settings);
        const double length = leg->net->graph->segments()[first].length_mm;
        leg->net->used[first] += sign * slackAreaMm2(od, slack, length);
        leg->net->kg[first] += sign * slackKgPerM(kg, slack, length);
    }
}

// What a reroute changes of a job, to undo it.
struct JobRoute {
    Job *job;
    Leg copper, fibre;
    std::optional<MediaChoice> choice;
    std::string reason;
    explicit JobRoute(Job *j)
        : job(j), copper(j->leg_copper), fibre(j->leg_fibre), choice(j->choice), reason(j->reason)
    {
    }
    void restore() const
    {
        job->leg_copper = copper;
        job->leg_fibre = fibre;
        job->choice = choice;
        job->reason = reason;
    }
};

void Router::negotiate()
{
    double previousExcess = std::numeric_limits<double>::infinity();
    std::vector<JobRoute> lastRound; // the routes the last round replaced
    constexpr std::int64_t kRound = 1024; // progress steps per round
    const std::int64_t rounds = std::max(1, m_options.max_iterations);
    for (int iteration = 1; iteration <= m_options.max_iterations; ++iteration) {
        m_progress.report((iteration - 1) * kRound, rounds * kRound);
        m_report.iterations = iteration;
        std::set<std::pair<Net *, int>> over; // overflowing segments a cable could avoid
        double excess = 0;
        for (auto &[key, n] : m_nets) {
            const auto &segments = n.graph->segments();
            if (n.avoidable.empty())
                n.avoidable = n.graph->avoidableSegments();
            for (std::size_t s = 0; s < segments.size(); ++s)
                if (n.used[s] > segments[s].area_mm2 + 1e-6) {
                    if (n.avoidable[s])
                        over.insert({&n, int(s)});
                    n.history[s] += n.used[s] / segments[s].area_mm2;
                    excess += n.used[s] - segments[s].area_mm2;
                }
        }
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
        std::vector<Job *> again;
        for (auto &job : m_jobs) {
            if (!job.choice || job.same_rack || !job.chosen()->net || job.shared())
                continue;
            const Leg *leg = job.chosen();
            if (std::any_of(leg->segments.begin(), leg->segments.end(), [&](int s) { return over.count({leg->net, s}); }))
                again.push_back(&job);
        }
        lastRound.clear();
        m_negotiated = m_negotiated || !again.empty();
        for (Job *job : again) {
            lastRound.emplace_back(job);
            addUsage(*job, -1);
        }
        // Reroute one cable after another against the load the others leave (PathFinder). A tree
        // is reused for the cables of one source until a cable pushes one of its segments over the
        // limit; then the costs have changed and the tree is grown again — up to a budget of trees
        // per round, after which the round finishes on the trees it has (PathFinder's costs per
        // iteration). In a hall with cycles a large round would otherwise grow a tree per cable.
        // As in computeLegs, a cable's tree grows from whichever end more rerouted cables share.
        constexpr std::size_t kTreeBudget = 1024;
        std::size_t grown = 0;
        std::map<std::pair<Net *, int>, Tree> trees;
        auto endVertex = [](Net *n, const PortPlace &end) {
            return n->graph->vertexOf(n->attachment.at({end.rack->id, end.left}));
        };
        std::map<std::pair<Net *, int>, int> share;
        for (Job *job : again)
            for (Net *n : {job->copper, job->fibre})
                if (n) {
                    ++share[{n, endVertex(n, job->a)}];
                    ++share[{n, endVertex(n, job->b)}];
                }
        std::map<std::pair<Net *, int>, std::vector<int>> targets; // a tree stops once these are settled
        for (Job *job : again)
            for (Net *n : {job->copper, job->fibre})
                if (n) {
                    const int va = endVertex(n, job->a), vb = endVertex(n, job->b);
                    const bool fromB = share[{n, vb}] > share[{n, va}];
                    targets[{n, fromB ? vb : va}].push_back(fromB ? va : vb);
                }
        for (std::size_t k = 0; k < again.size(); ++k) {
            Job *job = again[k];
            // Per cable: a reroute may regrow trees, so this is the one loop without cheaper steps.
            m_progress.report((iteration - 1) * kRound + std::int64_t(k) * kRound / std::int64_t(again.size()),
                              rounds * kRound);
            for (bool fibre : {false, true}) {
                Net *n = fibre ? job->fibre : job->copper;
                if (!n) {
                    (fibre ? job->leg_fibre : job->leg_copper) = Leg{};
                    continue;
                }
                const int va = endVertex(n, job->a), vb = endVertex(n, job->b);
                const bool fromB = share[{n, vb}] > share[{n, va}];
                const std::pair<Net *, int> key{n, fromB ? vb : va};
                auto it = trees.find(key);
                if (it == trees.end()) {
                    it = trees.emplace(key, treeFor(n, key.second, costs(*n, areaOf(*job)), targets[key])).first;
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
    return std::any_of(leg->segments.begin(), leg->segments.end(), [&](int s) {
        return leg->net->used[std::size_t(s)] + area > segments[std::size_t(s)].area_mm2 + 1e-6;
    });
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
    auto member = [](const Job *job) { return GroupMember{job->a.rack->id, job->b.rack->id}; };
    for (auto &entry : groups) {
        m_progress.report(done++, std::int64_t(groups.size()));
        const int group = entry.first;
        std::vector<Job *> &members = entry.second;
        std::vector<GroupMember> ends;
        for (const Job *job : members)
            ends.push_back(member(job));
        const std::set<Id> common = commonRacks(ends);
        // The segments of a member's chosen route that are not its unavoidable ends.
        auto avoidable = [&](const Job *job) {
            std::set<std::pair<Net *, int>> mine;
            const Leg *leg = job->chosen();
            for (std::size_t k = 0; k < leg->segments.size(); ++k)
                if (!unavoidableEnd(member(job), common, k, leg->segments.size()))
                    mine.insert({leg->net, leg->segments[k]});
            return mine;
        };
        std::set<std::pair<Net *, int>> taken;
        const auto firstShared = std::ptrdiff_t(m_report.shared.size()); // this group's entries start here
        for (std::size_t k = 0; k < members.size(); ++k) {
            Job *job = members[k];
            std::set<std::pair<Net *, int>> mine = avoidable(job);
            const bool clashes = std::any_of(mine.begin(), mine.end(), [&](const auto &ns) { return taken.count(ns) > 0; });
            if (k > 0 && clashes && !job->shared()) {
                const JobRoute before(job);
                auto first = usageOf(*job);
                addUsage(*job, -1);
                for (bool fibre : {false, true}) {
                    Net *n = fibre ? job->fibre : job->copper;
                    if (!n)
                        continue;
                    std::vector<double> factors = costs(*n, areaOf(*job));
                    for (const auto &[tn, s] : taken)
                        if (tn == n)
                            factors[std::size_t(s)] *= 1000;
                    const int atA = n->graph->vertexOf(n->attachment.at({job->a.rack->id, job->a.left}));
                    const int atB = n->graph->vertexOf(n->attachment.at({job->b.rack->id, job->b.left}));
                    legFromTree(*job, fibre, treeFor(n, atA, factors, {atB}));
                }
                choose(*job);
                if (!job->choice || overflowsOnRoute(*job))
                    before.restore(); // no media reaches over the detour, or it does not fit: keep the route
                if (auto now = usageOf(*job); now != first)
                    m_detourFirst[job->link] = std::move(first);
                addUsage(*job, +1);
                mine = avoidable(job);
            }
            for (const auto &ns : mine) {
                if (taken.count(ns)) {
                    const auto &seg = ns.first->graph->segments()[std::size_t(ns.second)];
                    auto it = std::find_if(m_report.shared.begin() + firstShared, m_report.shared.end(), [&](const SharedSegment &x) {
                        return x.pathway == seg.pathway && x.segment == seg.index;
                    });
                    if (it == m_report.shared.end())
                        m_report.shared.push_back({group, seg.pathway, seg.index, 2});
                    else
                        ++it->links;
                }
                taken.insert(ns);
            }
        }
    }
}

Cable Router::makeCable(const Job &job) const
{
    const Link &l = m_p.links[job.link];
    const Leg &leg = *job.chosen();
    Cable c;
    auto existing = m_cableOfLink.find(l.id);
    c.id = existing != m_cableOfLink.end() ? m_p.cables[existing->second].id : kNoId;
    c.link = l.id;
    // The two links of a shared cable carry its one label (the lead link's).
    const Id labelLink = job.shared() && !job.group.lead ? m_p.links[job.group.partner].id : l.id;
    c.label = fmt::format("C{:07}", labelLink);
    c.label_a = m_index.portName(l.a);
    c.label_b = m_index.portName(l.b);
    c.media = job.choice->cable->media;
    c.sku = skuFor(*job.choice->cable, job.choice->ordered_mm);
    c.breakdown.in_rack_a_mm = std::llround(leg.in_a);
    c.breakdown.drop_a_mm = std::llround(leg.drop_a);
    c.breakdown.pathway_mm = std::llround(leg.pathway);
    c.breakdown.drop_b_mm = std::llround(leg.drop_b);
    c.breakdown.in_rack_b_mm = std::llround(leg.in_b);
    c.breakdown.bends_mm = std::llround(leg.bends * m_settings.bend_allowance_mm);
    c.breakdown.service_loops_mm = std::llround(2 * leg.loop(m_settings));
    c.required_length_mm = c.breakdown.total();
    c.ordered_length_mm = job.choice->ordered_mm;
    if (leg.net)
        for (int s : leg.segments) {
            const auto &seg = leg.net->graph->segments()[std::size_t(s)];
            c.route.push_back({seg.pathway, seg.index});
        }
    // Slack never goes into the exhaust zone: on the first tray segment of the route (overhead,
    // above end a's rack), or, in the rack, on the cold side of end a's vertical cable manager,
    // a coil as tall as twice the bend radius (at least 100 mm) from the port's height up.
    if (c.slackMm() > 0) {
        if (job.same_rack || c.route.empty()) {
            auto hot = m_exhaust.find(job.a.rack->id);
            const Face exhaust = hot == m_exhaust.end() ? Face::Rear : hot->second;
            const double coil = std::max(100.0, 2 * job.choice->cable->bend_radius_mm);
            c.slack.rack = job.a.rack->id;
            c.slack.side = exhaust == Face::Rear ? Face::Front : Face::Rear;
            c.slack.z_low_mm = std::llround(job.a.z);
            c.slack.z_high_mm = std::llround(std::min(job.fa.top_z, job.a.z + coil));
            c.slack_location = fmt::format("{} {} {}", job.a.rack->name, job.a.left ? "left" : "right",
                describe(m_index, c.slack).substr(job.a.rack->name.size() + 1));
        } else {
            c.slack.pathway = c.route.front().pathway;
            c.slack.segment = c.route.front().segment;
            c.slack_location = fmt::format("{} above {}", describe(m_index, c.slack), job.a.rack->name);
        }
    }
    if (job.choice->transceiver_a)
        c.transceiver_a = job.choice->transceiver_a->sku;
    if (job.choice->transceiver_b)
        c.transceiver_b = job.choice->transceiver_b->sku;
    const std::string ra = job.a.rack->name, rb = job.b.rack->name;
    c.bundle = ra <= rb ? ra + "/" + rb : rb + "/" + ra;
    c.phase = l.phase;
    return c;
}

std::vector<ShareKey> Router::shareKeys(const Job &job) const
{
    std::vector<ShareKey> keys;
    for (int pass : {0, 1})
        if (const Net *n = pass ? job.fibre : job.copper)
            for (const PortPlace *end : {&job.a, &job.b})
                keys.push_back({pass, n->hall, n->service, end->rack->id, end->left});
    return keys;
}

std::int64_t Router::shareOf(bool fibre, const Net *n, const PortPlace &end) const
{
    auto it = m_share.find({fibre ? 1 : 0, n->hall, n->service, end.rack->id, end.left});
    return it == m_share.end() ? 0 : it->second;
}

// The cross-rack links sharing each rack manager, per pass and net, over every link: counted from
// the jobs in a full run; in an incremental run the cache's counts without what the rerouted and
// the vanished links added there, plus what the rerouted links add now.
void Router::countShares()
{
    m_share.clear();
    if (isIncremental()) {
        m_share = m_options.cache->share;
        auto drop = [&](Id link) {
            auto it = m_options.cache->contribution.find(link);
            if (it != m_options.cache->contribution.end())
                for (const ShareKey &k : it->second)
                    --m_share[k];
        };
        for (const Job &job : m_jobs)
            drop(m_p.links[job.link].id);
        for (const auto &[link, keys] : m_options.cache->contribution)
            if (!m_index.link(link))
                drop(link);
    }
    m_jobKeys.assign(m_jobs.size(), {});
    for (std::size_t i = 0; i < m_jobs.size(); ++i)
        if (m_jobs[i].reason.empty() && !m_jobs[i].same_rack) {
            m_jobKeys[i] = shareKeys(m_jobs[i]);
            for (const ShareKey &k : m_jobKeys[i])
                ++m_share[k];
        }
}

// What addUsage puts on each segment for this job: ((pathway, segment), mm²).
std::vector<std::pair<std::pair<Id, int>, double>> Router::usageOf(const Job &job) const
{
    std::vector<std::pair<std::pair<Id, int>, double>> out;
    if (!job.choice || job.same_rack)
        return out;
    if (job.shared() && job.group.assembly == Assembly::TwinCable && !job.group.lead)
        return out;
    const Leg *leg = job.chosen();
    if (!leg->net)
        return out;
    const auto &segments = leg->net->graph->segments();
    const double area = cableAreaMm2(job.choice->cable->od_mm);
    for (int s : leg->segments)
        out.push_back({{segments[std::size_t(s)].pathway, segments[std::size_t(s)].index}, area});
    if (!leg->segments.empty()) {
        const std::size_t first = std::size_t(leg->segments.front());
        const double slack = double(job.choice->ordered_mm) - leg->required(m_settings);
        out.push_back({{segments[first].pathway, segments[first].index},
                       slackAreaMm2(job.choice->cable->od_mm, slack, segments[first].length_mm)});
    }
    return out;
}

// RouteCache::exact: nothing was negotiated, and every segment keeps room for one more of the
// largest cable above the most it carried at any moment of the run — its final load plus the first
// routes of the redundancy members that took a detour (at any moment each cable lies on one of its
// two routes). Then no cost had a congestion term and no detour was refused for fill, in this run
// and in a full run of the same project alike: each cable is a function of its own link, its cage
// partner and its redundancy group.
bool Router::judgeExact()
{
    if (m_negotiated)
        return false;
    double largest = m_maxArea;
    for (const Job &job : m_jobs)
        if (job.choice && !job.same_rack)
            largest = std::max(largest, areaOf(job));
    std::map<std::pair<Net *, int>, double> extra;
    auto add = [&](const std::pair<Id, int> &segment, double area) {
        for (auto &[key, n] : m_nets)
            if (auto it = n.segmentOf.find(segment); it != n.segmentOf.end())
                extra[{&n, it->second}] += area;
    };
    for (const auto &[link, load] : m_detourFirst)
        for (const auto &[segment, area] : load)
            add(segment, area);
    if (isIncremental()) {
        std::set<Id> jobs;
        for (const Job &job : m_jobs)
            jobs.insert(m_p.links[job.link].id);
        for (const auto &[link, load] : m_options.cache->detour_first)
            if (!jobs.count(link) && m_index.link(link))
                for (const auto &[segment, area] : load)
                    add(segment, area);
    }
    for (auto &[key, n] : m_nets) {
        const auto &segments = n.graph->segments();
        for (std::size_t s = 0; s < segments.size(); ++s) {
            auto it = extra.find({&n, int(s)});
            const double peak = n.used[s] + (it == extra.end() ? 0.0 : it->second);
            if (peak + largest + 1e-3 > segments[s].area_mm2)
                return false;
        }
    }
    return true;
}

void Router::updateCache()
{
    RouteCache *cache = m_options.cache;
    if (!cache)
        return;
    if (!isIncremental()) {
        cache->contribution.clear();
        cache->detour_first.clear();
    } else {
        for (const Job &job : m_jobs) {
            cache->contribution.erase(m_p.links[job.link].id);
            cache->detour_first.erase(m_p.links[job.link].id);
        }
        for (auto it = cache->contribution.begin(); it != cache->contribution.end();)
            it = m_index.link(it->first) ? std::next(it) : cache->contribution.erase(it);
        for (auto it = cache->detour_first.begin(); it != cache->detour_first.end();)
            it = m_index.link(it->first) ? std::next(it) : cache->detour_first.erase(it);
    }
    for (std::size_t i = 0; i < m_jobs.size(); ++i)
        if (!m_jobKeys[i].empty())
            cache->contribution[m_p.links[m_jobs[i].link].id] = m_jobKeys[i];
    for (auto &[index, load] : m_detourFirst)
        cache->detour_first[m_p.links[index].id] = std::move(load);
    cache->share.clear();
    for (const auto &[key, count] : m_share)
        if (count != 0)
            cache->share.emplace(key, count);
    cache->exact = m_report.exact;
    cache->valid = true;
}

RouteReport Router::run()
{
    m_progress.stage(100, "pathway graphs");
    buildNets();
    m_progress.stage(300, "links");
    makeJobs();
    std::vector<Job *> crossRack;
    for (auto &job : m_jobs) {
        if (!job.reason.empty())
            continue;
        if (job.same_rack)
            sameRackLeg(job);
        else
            crossRack.push_back(&job);
    }
    countShares();
    m_progress.stage(330, "copper routes");
    computeLegs(crossRack, false);
    m_progress.stage(420, "fibre routes");
    computeLegs(crossRack, true);
    // Keep the usage of cables that are not rerouted (a twin-port cable once, under its label).
    std::set<std::string> keptTwins;
    std::set<std::size_t> rerouted;
    for (const auto &job : m_jobs)
        rerouted.insert(job.link);
    for (const auto &c : m_p.cables) {
        const Link *l = m_index.link(c.link);
        if (!l || rerouted.count(std::size_t(l - m_p.links.data())))
            continue;
        const catalog::CableType *type = m_catalog.cableTypeFor(c.media, c.sku);
        if (type && type->links > 1 && type->breakout == 1 && !keptTwins.insert(c.label).second)
            continue;
        const double od = type ? type->od_mm : 0, kg = type ? type->kg_per_m : 0;
        m_maxArea = std::max(m_maxArea, cableAreaMm2(od));
        for (const auto &step : c.route)
            for (auto &[key, n] : m_nets)
                if (auto it = n.segmentOf.find({step.pathway, step.segment}); it != n.segmentOf.end()) {
                    n.used[std::size_t(it->second)] += cableAreaMm2(od);
                    n.kg[std::size_t(it->second)] += kg;
                    ++n.count[std::size_t(it->second)];
                }
        if (c.slack.pathway != kNoId)
            for (auto &[key, n] : m_nets)
                if (auto it = n.segmentOf.find({c.slack.pathway, c.slack.segment}); it != n.segmentOf.end()) {
                    const std::size_t s = std::size_t(it->second);
                    n.used[s] += slackAreaMm2(od, double(c.slackMm()), n.graph->segments()[s].length_mm);
                    n.kg[s] += slackKgPerM(kg, double(c.slackMm()), n.graph->segments()[s].length_mm);
                }
    }
    m_progress.stage(520, "media");
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
    m_progress.stage(640, "pathway fill");
    negotiate();
    m_progress.stage(660, "redundancy groups");
    separateGroups();
    m_report.exact = judgeExact();
    if (m_options.require_exact && isIncremental() && !m_report.exact) {
        m_report.written = false;
        m_progress.finish();
        return m_report;
    }
    if (m_options.plan_only) {
        m_report.links = std::int64_t(m_p.links.size());
        for (const Job &job : m_jobs)
            if (!job.choice)
                m_report.unrouted.push_back({m_p.links[job.link].id, job.reason});
        reportFills();
        m_progress.finish();
        return m_report;
    }
    m_progress.stage(980, "cables");
    m_exhaust = rackExhaustSides(m_p, m_index);

    // Assemble the cables in link order: kept ones as they were, rerouted ones new.
    std::unordered_map<Id, Cable> fresh;
    for (std::size_t i = 0; i < m_jobs.size(); ++i) {
        if (i % 1024 == 0)
            m_progress.report(std::int64_t(i), std::int64_t(m_jobs.size()));
        const Job &job = m_jobs[i];
        if (job.choice)
            fresh.emplace(m_p.links[job.link].id, makeCable(job));
        else
            m_report.unrouted.push_back({m_p.links[job.link].id, job.reason});
        m_report.routed += job.choice ? 1 : 0;
    }
    m_progress.report(1, 1); // the last chance to cancel: from here on the project changes
    std::vector<Cable> cables;
    cables.reserve(m_p.links.size());
    std::vector<char> placed(m_options.diff ? m_p.cables.size() : 0, 0); // old cables that stay (kept or replaced)
    for (const auto &l : m_p.links) {
        auto old = m_cableOfLink.find(l.id);
        if (auto it = fresh.find(l.id); it != fresh.end()) {
            Cable c = std::move(it->second);
            if (c.id == kNoId)
                c.id = m_p.allocateId();
            if (m_options.diff) {
                if (old != m_cableOfLink.end())
                    placed[old->second] = 1;
                if (old == m_cableOfLink.end() || !(m_p.cables[old->second] == c)) {
                    CableDiff d;
                    if (old != m_cableOfLink.end()) {
                        d.before = m_p.cables[old->second];
                        d.before_index = old->second;
                    }
                    d.after = c;
                    d.after_index = cables.size();
                    m_report.diff.push_back(std::move(d));
                }
            }
            cables.push_back(std::move(c));
        } else if (old != m_cableOfLink.end() && !rerouted.count(std::size_t(&l - m_p.links.data()))) {
            if (m_options.diff)
                placed[old->second] = 1;
            cables.push_back(m_p.cables[old->second]);
        }
    }
    if (m_options.diff)
        for (std::size_t i = 0; i < placed.size(); ++i)
            if (!placed[i]) {
                CableDiff d;
                d.before = m_p.cables[i];
                d.before_index = i;
                m_report.diff.push_back(std::move(d));
            }
    m_p.cables = std::move(cables);
    updateCache();

    // Summary.
    m_report.links = std::int64_t(m_p.links.size());
    m_report.cables = std::int64_t(m_p.cables.size());
    double slackSum = 0;
    for (const auto &c : m_p.cables) {
        MediaSummary &m = m_report.media[c.media];
        ++m.cables;
        m.ordered_length_mm += c.ordered_length_mm;
        m.required_length_mm += c.required_length_mm;
        ++m.by_length[c.ordered_length_mm];
        m_report.max_slack_mm = std::max(m_report.max_slack_mm, c.slackMm());
        slackSum += double(c.slackMm());
    }
    m_report.mean_slack_mm = m_p.cables.empty() ? 0 : slackSum / double(m_p.cables.size());
    m_report.cable_assemblies = std::int64_t(physicalCables(m_p).size());
    m_report.transceivers = std::int64_t(pluggedTransceivers(m_p, m_index).size());
    reportFills();
    m_progress.finish();
    return m_report;
}

void Router::reportFills()
{
    for (const auto &[key, n] : m_nets) {
        const auto &segments = n.graph->segments();
        for (std::size_t s = 0; s < segments.size(); ++s) {
            if (n.count[s] <= 0)
                continue;
            const Pathway *pw = m_index.pathway(segments[s].pathway);
            SegmentFill fill{segments[s].pathway, pw ? pw->name : "", segments[s].index, n.used[s],
                             segments[s].area_mm2, n.count[s]};
            fill.kg_per_m = n.kg[s];
            if (n.used[s] > segments[s].area_mm2 + 1e-6)
                m_report.overflows.push_back(fill);
            m_report.fills.push_back(fill);
        }
    }
}

} // namespace

RouteReport routeProject(Project &project, const RouteOptions &options)
{
    return Router(project, options).run();
}

std::map<Id, std::string> unroutedReasons(const Project &project, const std::vector<Id> &links)
{
    std::map<Id, std::string> reasons;
    if (links.empty())
        return reasons;
    ProjectIndex index(project);
    std::set<Id> wanted(links.begin(), links.end()), racks;
    for (Id id : links)
        if (const Link *l = index.link(id))
            for (const PortRef *end : {&l->a, &l->b})
                if (const Device *d = index.device(end->device); d && d->rack != kNoId)
                    racks.insert(d->rack);
    // A plan-only run that lays the cables of these racks again (links without a cable always are):
    // the reasons are the ones a full run would give, and the project is left as it is.
    Project copy = project;
    RouteOptions options;
    options.plan_only = true;
    options.only_racks.assign(racks.begin(), racks.end());
    if (options.only_racks.empty())
        options.only_racks.push_back(kNoId); // no rack involved: only the links without a cable
    for (const Unrouted &u : Router(copy, options).run().unrouted)
        if (wanted.count(u.link))
            reasons[u.link] = u.reason;
    return reasons;
}

} // namespace plenum::routing

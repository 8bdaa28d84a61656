// SPDX-License-Identifier: GPL-3.0-or-later
// The router's inner parts (routing/router.h is its interface), shared by its files by job:
// router.cpp (nets, jobs, the run), router_legs.cpp (shortest-path legs, media), router_fill.cpp
// (fill, negotiation, redundancy), router_cache.cpp (the incremental state), router_cables.cpp
// (cables and the report). Not for use outside core/routing.
#pragma once

#include "catalog/catalog.h"
#include "model/id_set.h"
#include "model/index.h"
#include "routing/cage_plan.h"
#include "routing/fill_limit.h"
#include "routing/media.h"
#include "routing/pathway_graph.h"
#include "routing/rack_geometry.h"
#include "routing/router.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace plenum::routing::router_impl {

struct Settings {
    RackSettings rack;
    ServiceLoops loops; // per end, by media (media.h)
    double bend_allowance_mm = 50;
    // A redundant partner's detour around its group's taken segments is kept only while its required
    // length exceeds the route it had by at most max(detour_max_mm, detour_max_ratio × that length)
    // (routing.redundancy_detour_max_mm, routing.redundancy_detour_max_ratio); beyond, the cable keeps
    // its route and the shared segment is reported (resilience.shared-segment).
    double detour_max_mm = 5000;
    double detour_max_ratio = 0.5;
    FillLimits fill;
};

Settings settingsOf(const Project &p);

struct SegmentKeyHash {
    std::size_t operator()(const std::pair<Id, int> &k) const
    {
        return std::hash<Id>()(k.first) * 1021 + std::size_t(k.second);
    }
};

// One hall's pathways of one service, with every rack of the hall attached at both managers.
struct Net {
    Id hall = kNoId;
    int service = 0;
    // Not changed once made: shared with the cache, which a later run over the same pathways and
    // rack exits takes them from (RouteCache::graphs).
    std::shared_ptr<const PathwayGraph> graph;
    std::shared_ptr<const RackAttachments> attachment; // (rack, left manager) → attachment
    std::vector<double> history; // negotiated-congestion history per segment
    std::vector<double> used; // cross-section in use per segment, mm²
    std::vector<double> kg; // weight per metre per segment (coils included)
    std::vector<std::int64_t> count;
    std::vector<char> avoidable; // per segment: on a cycle (PathwayGraph::avoidableSegments)
    std::size_t offset = 0; // its first segment's place among every net's segments (CableSums)
};

// RouteOptions::progress on one 0…kTotal scale: each stage of a run owns a share of it (measured
// on the 16,384-GPU template; negotiation grows with congestion), reports inside a stage are
// mapped into that share and never go back. A cancel throws Error("routing cancelled").
class StagedProgress {
public:
    static constexpr std::int64_t kTotal = 1000;
    explicit StagedProgress(const Progress &progress)
        : m_progress(progress)
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
        if (!m_progress)
            return;
        const std::int64_t at
            = total > 0 ? m_start + (m_end - m_start) * std::clamp<std::int64_t>(done, 0, total) / total : m_start;
        m_done = std::max(m_done, at);
        m_progress.report(m_done, kTotal, m_what, "routing");
    }
    // The run is complete (the project changed): told, but too late to cancel.
    void finish() { m_progress.finish(kTotal, "done"); }

private:
    const Progress &m_progress;
    std::int64_t m_start = 0, m_end = 0, m_done = 0;
    std::string_view m_what;
};

struct Leg {
    bool ok = false;
    bool fibre = false; // over the fibre net (AOC and trunks), else the copper one
    Net *net = nullptr;
    double in_a = 0, drop_a = 0, pathway = 0, drop_b = 0, in_b = 0;
    int bends = 0;
    std::vector<int> segments;
    // The length the route needs before service loops (those depend on the cable laid on it).
    double route(const Settings &s) const
    {
        return std::round(in_a) + std::round(drop_a) + std::round(pathway) + std::round(drop_b) + std::round(in_b)
            + std::round(bends * s.bend_allowance_mm);
    }
    // The whole required length of `cable` laid on this route: with its service loop at both ends.
    double required(const Settings &s, const catalog::CableType &cable) const
    {
        return route(s) + std::round(2 * s.loops.perEndMm(cable));
    }
};

struct Job {
    std::size_t link = 0;
    PortPlace a, b;
    RackFrame fa, fb;
    LinkEnds ends; // the link on its own (Assembly::PerLink)
    CageGroup group; // the cable it could share with its cage partner
    Job *partner = nullptr; // that partner, when it is routed in this run
    bool same_rack = false;
    bool from_b = false; // its trees grow from end b (treeFromB)
    Net *copper = nullptr, *fibre = nullptr;
    Leg leg_copper, leg_fibre;
    std::optional<MediaChoice> choice;
    std::string reason;
    const Leg *chosen() const { return choice && choice->fibre ? &leg_fibre : &leg_copper; }
    // The chosen cable's required length on the chosen route (needs `choice`).
    double required(const Settings &s) const { return chosen()->required(s, *choice->cable); }
    // Shares one twin-port or splitter cable with its partner (routed together, never rerouted alone).
    bool shared() const { return choice && choice->cable->links > 1; }
};

// A shortest-path tree from one attachment vertex of one net.
struct Tree {
    Net *net = nullptr;
    int source = -1;
    std::vector<double> length;
    std::vector<int> via_edge, via_vertex;
};

struct JobRoute;

// Whether a link's shortest-path trees grow from end b: from the end whose device ranks higher
// as a gatherer of links (core, spine, leaf or switch, management, patch panel, then the rest),
// and between equals from the rack with the smaller id. Routes are symmetric, so either end gives
// a route of the same length; the root decides only between routes of equal length, and taking
// it from the link's own ends keeps each cable a function of its link (RouteCache) while the
// links to a few switch racks still share a few trees.
bool treeFromB(const DeviceType *a, const DeviceType *b, const Rack &rackA, const Rack &rackB);

// The project's devices as RouteCache::devices lists them: (id, device type) in project order.
std::vector<std::pair<Id, Id>> devicesOf(const Project &project);

class Router {
public:
    Router(Project &p, const RouteOptions &o)
        : m_p(p)
        , m_options(o)
        , m_progress(o.progress)
        , m_indexMade(std::make_shared<const ProjectIndex>(p))
        , m_index(*m_indexMade)
        , m_settings(settingsOf(p))
        , m_catalog(catalog::builtinCatalog())
    {
    }

    RouteReport run();

private:
    bool isIncremental() const
    {
        return m_options.cache && (!m_options.only_racks.empty() || !m_options.only_links.empty());
    }
    std::vector<ShareKey> shareKeys(const Job &job) const;
    // The net and graph segment of a pathway's segment (nullptr: in no net).
    std::pair<Net *, int> segmentAt(Id pathway, int index) const;
    void keyJobs();
    std::vector<std::pair<std::pair<Id, int>, double>> usageOf(const Job &job) const;
    bool judgeExact();
    void updateCache();
    Net *net(Id hall, Service service);
    void buildNets();
    std::set<Id> inexactRacks() const;
    bool devicesKept();
    void measureAttachments();
    std::set<std::pair<Id, int>> netsWithPathways() const;
    bool scopePathways();
    void makeJobs();
    bool patchLinks();
    struct DeviceTurnover {
        std::vector<Id> gone, came;
    };
    std::optional<DeviceTurnover> deviceTurnover();
    void findCablesOfLinks();
    int usesOf(std::size_t link, bool endA) const;
    Job makeJob(std::size_t link);
    LinkInputs inputsOf(std::size_t link) const;
    void closeSelection(std::vector<std::size_t> work);
    void linkPartners();
    std::vector<char> reroutedLinks() const; // per link: 1 if this run lays it
    void sameRackLeg(Job &job);
    void layLegs();
    void computeLegs(const std::vector<Job *> &jobs, bool fibre);
    void legFromTree(Job &job, bool fibre, const Tree &tree, bool fromB = false) const;
    Tree treeFor(Net *n, int source, const std::vector<double> &factors, const std::vector<int> &targets = {}) const;
    bool overflowsOnRoute(const Job &job) const;
    void choose(Job &job);
    void chooseShared(Job &lead, Job &follower);
    void chooseMediaOfJobs();
    void addUsage(const Job &job, double sign);
    void addKeptUsage(const std::vector<char> &rerouted, CableSums &sums);
    void sumCables(CableSums &sums) const;
    std::vector<std::pair<Id, double>> sumLayout() const;
    bool sumsFromCache();
    void findTwinPlaces(std::vector<std::size_t> candidates);
    void keepSums();
    void addCableSums(CableSums &sums, const Cable &c, const catalog::CableType *type, int sign) const;
    void negotiate();
    double chargeOverflow(std::set<std::pair<Net *, int>> &over);
    std::vector<Job *> jobsThrough(const std::set<std::pair<Net *, int>> &over);
    void rerouteRound(const std::vector<Job *> &again, std::vector<JobRoute> &lastRound, int iteration);
    void separateGroups();
    void separateGroup(int group, const std::vector<Job *> &members);
    void detourMember(Job *job, const std::set<std::pair<Net *, int>> &taken);
    Cable makeCable(const Job &job) const;
    std::vector<std::pair<std::size_t, Cable>> freshCables();
    void writeCables(const std::vector<char> &rerouted);
    void reportPlan();
    void reportCables();
    void reportFills();
    void summarise();
    std::vector<double> costs(const Net &n, double area) const;
    static double areaOf(const Job &job);

    Project &m_p;
    const RouteOptions &m_options;
    StagedProgress m_progress;
    std::shared_ptr<const ProjectIndex> m_indexMade; // handed on in the report (RouteReport::index)
    const ProjectIndex &m_index;
    Settings m_settings;
    const catalog::Catalog &m_catalog;
    std::map<std::pair<Id, int>, Net> m_nets;
    std::optional<KeptGraphs> m_graphsNow; // the nets' graphs and their inputs, for the cache
    // Per pathway in a net: the net, and its segments' range in the graph (a pathway's segments
    // are consecutive there).
    struct PathwaySegments {
        Net *net = nullptr;
        int first = 0, count = 0;
        std::size_t cell = 0; // its first segment among every net's (Net::offset + first)
    };
    std::size_t m_segmentCount = 0; // of every net
    std::unordered_map<Id, PathwaySegments> m_pathwaySegments;
    std::vector<Job> m_jobs;
    std::vector<std::size_t> m_cableOfLink; // per link (project order): its cable's index, or kNone
    std::vector<std::size_t> m_linkOfCable; // per cable as makeJobs found them: its link's index, or kNone
    static constexpr std::size_t kNone = std::size_t(-1);
    std::vector<CageGroup> m_groups; // per link
    std::vector<LinkCages> m_cages; // per link
    std::optional<PortUses> m_uses; // links on each port (makeJobs; not made when the cages are kept)
    const std::vector<std::pair<Id, LinkInputs>> *m_keptInputs = nullptr; // when the cages are kept: the cache's
    std::vector<std::pair<Id, Id>> m_devices; // the devices (id, type) m_cages were made for (RouteCache::devices)
    std::unordered_map<const DeviceType *, std::vector<Protocol>> m_protocols; // per type, once
    std::vector<char> m_selected; // per link: laid again in this run
    std::set<int> m_groupsDone; // incremental: groups closed over
    std::vector<std::pair<Id, LinkInputs>>
        m_inputsNow; // incremental, when the cages were made again: every link's inputs (RouteCache::inputs)
    std::vector<Id> m_vanished; // incremental: the cache's links the project no longer has
    std::vector<char> m_patched; // after patchLinks: per link, 1 if its inputs changed (or it is new)
    bool m_inputsTaken = false; // patchLinks took the cache's inputs and gave up (m_vanished is set)
    std::unordered_map<Id, Face> m_exhaust; // per rack: the side its devices exhaust at
    std::unordered_map<std::string, MediaKinds> m_kinds;
    RouteReport m_report;
    std::vector<std::vector<ShareKey>> m_jobKeys; // per job: its ends' rack managers per pass and net (keyJobs)
    bool m_negotiated = false; // a negotiation round rerouted cables
    double m_maxArea = 0; // the largest cross-section among the cables of the run (kept ones too)
    std::unordered_map<std::size_t, std::vector<std::pair<std::pair<Id, int>, double>>>
        m_detourFirst; // link index → first route's load
    std::set<std::size_t> m_detourTried; // link indices whose detour was tried (RouteCache::reach)
    // With a cache: RouteCache::attachments of this run, in no order.
    std::vector<std::pair<ShareKey, AttachPlace>> m_attachNow;
    std::map<std::pair<Id, int>, KeptPlacements> m_placementsNow; // with a cache: RouteCache::placements
    IdSet m_graphRacks; // after a pathway edit: racks whose attachments changed or lie on it
    std::vector<char> m_picked; // after a pathway edit: per link, a route over it could reach the link
    // The fill of the table's cables (router_kept.cpp): summed on a second thread or brought from
    // the cache's; after addKeptUsage, of the kept cables alone. `m_summed`: this run has them.
    CableSums m_sums;
    bool m_summed = false;
    bool m_findTwins = false; // m_sums came from the cache and cables moved: the twin-port ones are found by id
    // Set by writeCables when m_summed: the places of the new cables and of the kept twin-port
    // ones in the table written, ascending.
    std::vector<std::size_t> m_freshAt, m_keptTwins;
};

// What a reroute changes of a job, to undo it.
struct JobRoute {
    Job *job;
    Leg copper, fibre;
    std::optional<MediaChoice> choice;
    std::string reason;
    explicit JobRoute(Job *j)
        : job(j)
        , copper(j->leg_copper)
        , fibre(j->leg_fibre)
        , choice(j->choice)
        , reason(j->reason)
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

} // namespace plenum::routing::router_impl

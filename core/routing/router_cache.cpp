// SPDX-License-Identifier: GPL-3.0-or-later
// The router's incremental state (RouteCache): the links' rack managers, detours, exactness.
#include "routing/router_impl.h"

#include <limits>
#include <set>

namespace plenum::routing::router_impl {

std::vector<ShareKey> Router::shareKeys(const Job &job) const
{
    std::vector<ShareKey> keys;
    for (int pass : { 0, 1 })
        if (const Net *n = pass ? job.fibre : job.copper)
            for (const PortPlace *end : { &job.a, &job.b })
                keys.push_back({ pass, n->hall, n->service, end->rack->id, end->left });
    return keys;
}

// Per job: the rack managers its ends join, per pass and net (RouteCache::contribution): which
// links a pathway edit may reach (scopePathways).
void Router::keyJobs()
{
    m_jobKeys.assign(m_jobs.size(), {});
    for (std::size_t i = 0; i < m_jobs.size(); ++i)
        if (m_jobs[i].reason.empty() && !m_jobs[i].same_rack)
            m_jobKeys[i] = shareKeys(m_jobs[i]);
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
        out.push_back({ { segments[std::size_t(s)].pathway, segments[std::size_t(s)].index }, area });
    if (!leg->segments.empty()) {
        const std::size_t first = std::size_t(leg->segments.front());
        const double slack = double(job.choice->ordered_mm) - job.required(m_settings);
        out.push_back({ { segments[first].pathway, segments[first].index },
            slackAreaMm2(job.choice->cable->od_mm, slack, segments[first].length_mm) });
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
        if (const auto [n, s] = segmentAt(segment.first, segment.second); n)
            extra[{ n, s }] += area;
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
            auto it = extra.find({ &n, int(s) });
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
        cache->reach.clear();
        cache->detour_first.clear();
        cache->inputs.clear();
        cache->inputs.reserve(m_p.links.size());
        for (std::size_t i = 0; i < m_p.links.size(); ++i)
            cache->inputs.emplace_back(m_p.links[i].id, inputsOf(i));
    } else {
        if (!m_inputsNow.empty() || m_p.links.empty())
            cache->inputs = std::move(m_inputsNow);
        auto forget = [&](Id link) {
            cache->contribution.erase(link);
            cache->reach.erase(link);
            cache->detour_first.erase(link);
        };
        for (const Job &job : m_jobs)
            forget(m_p.links[job.link].id);
        for (Id link : m_vanished)
            forget(link);
    }
    for (std::size_t i = 0; i < m_jobs.size(); ++i) {
        if (m_jobKeys[i].empty())
            continue;
        const Job &job = m_jobs[i];
        const Id id = m_p.links[job.link].id;
        cache->contribution[id] = m_jobKeys[i];
        // What a pathway edit must beat to change this link's cable (RouteCache::reach).
        const double scale = m_detourTried.count(job.link) ? 1000 : 1;
        auto reach
            = [&](const Leg &leg) { return leg.ok ? scale * leg.pathway : std::numeric_limits<double>::infinity(); };
        cache->reach[id] = { reach(job.leg_copper), reach(job.leg_fibre) };
    }
    // The attachments updated in place (most are as they were); made again when a rack manager
    // is gone (the map then holds more than this run measured). The racks on a segment not along
    // one axis among them.
    for (const auto &[key, place] : m_attachNow)
        if (const auto [it, added] = cache->attachments.try_emplace(key, place); !added)
            it->second = place;
    if (cache->attachments.size() != m_attachNow.size())
        cache->attachments = { m_attachNow.begin(), m_attachNow.end() };
    cache->inexact_racks.clear();
    for (const auto &[key, place] : m_attachNow)
        if (!place.exact)
            cache->inexact_racks.insert(key.rack);
    cache->placements = std::move(m_placementsNow);
    cache->graphs = std::move(m_graphsNow);
    cache->nets = netsWithPathways();
    for (auto &[index, load] : m_detourFirst)
        cache->detour_first[m_p.links[index].id] = std::move(load);
    cache->cages = std::move(m_cages); // read by nothing after this
    cache->groups = std::move(m_groups);
    if (m_devices.size() != m_p.devices.size()) // a full run, or one that did not check the devices
        m_devices = devicesOf(m_p);
    cache->devices = std::move(m_devices);
    cache->cable_of_link = std::move(m_cableOfLink); // as writeCables left them: the table written
    cache->link_of_cable = std::move(m_linkOfCable);
    keepSums();
    cache->exhaust = std::move(m_exhaust); // read by nothing after this (freshCables set them)
    cache->exact = m_report.exact;
    cache->valid = true;
}

} // namespace plenum::routing::router_impl

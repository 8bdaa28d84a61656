// SPDX-License-Identifier: GPL-3.0-or-later
// The router's output: one cable per routed link, and the run's report.
#include "routing/plugs.h"
#include "routing/router_impl.h"
#include "routing/slack_place.h"

#include <fmt/format.h>

#include <cmath>
#include <limits>

namespace plenum::routing::router_impl {

Cable Router::makeCable(const Job &job) const
{
    const Link &l = m_p.links[job.link];
    const Leg &leg = *job.chosen();
    Cable c;
    const std::size_t existing = m_cableOfLink[job.link];
    c.id = existing != kNone ? m_p.cables[existing].id : kNoId;
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
    c.breakdown.service_loops_mm = std::llround(2 * m_settings.loops.perEndMm(*job.choice->cable));
    c.required_length_mm = c.breakdown.total();
    c.ordered_length_mm = job.choice->ordered_mm;
    if (leg.net)
        for (int s : leg.segments) {
            const auto &seg = leg.net->graph->segments()[std::size_t(s)];
            c.route.push_back({ seg.pathway, seg.index });
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

// The new cables of the jobs routed, each with its link's index; the others are reported unrouted.
std::vector<std::pair<std::size_t, Cable>> Router::freshCables()
{
    // The racks' exhaust sides: the cache's while no device or device type changed since its run
    // (a copy: a run cancelled from here on leaves the cache as it was); else made again, by
    // makeJobs when it compared them.
    if (isIncremental() && m_options.exhaust_racks.empty() && m_options.types_unchanged)
        m_exhaust = m_options.cache->exhaust;
    else if (!isIncremental() || m_options.exhaust_racks.empty())
        m_exhaust = rackExhaustSides(m_p, m_index);
    std::vector<std::pair<std::size_t, Cable>> fresh;
    fresh.reserve(m_jobs.size());
    for (std::size_t i = 0; i < m_jobs.size(); ++i) {
        if (i % 1024 == 0)
            m_progress.report(std::int64_t(i), std::int64_t(m_jobs.size()));
        const Job &job = m_jobs[i];
        if (job.choice)
            fresh.emplace_back(job.link, makeCable(job));
        else
            m_report.unrouted.push_back({ m_p.links[job.link].id, job.reason });
        m_report.routed += job.choice ? 1 : 0;
    }
    return fresh;
}

// Replaces the project's cables in link order: kept ones as they were, rerouted ones new (a
// rerouted link without a new cable loses its old one); with RouteOptions::diff, what changed.
// Where every kept cable stays at its index (an incremental run that adds links at the end or
// lays links again in place), only the new cables are written; otherwise the table is rebuilt,
// the kept cables moved into it.
void Router::writeCables(const std::vector<char> &rerouted)
{
    std::vector<std::pair<std::size_t, Cable>> fresh = freshCables();
    constexpr std::uint32_t kNoFresh = std::numeric_limits<std::uint32_t>::max();
    std::vector<std::uint32_t> freshOf(m_p.links.size(), kNoFresh); // per link: its new cable in `fresh`
    for (std::size_t k = 0; k < fresh.size(); ++k)
        if (freshOf[fresh[k].first] == kNoFresh)
            freshOf[fresh[k].first] = std::uint32_t(k);
    m_progress.report(1, 1); // the last chance to cancel: from here on the project changes
    const std::size_t before = m_p.cables.size();
    struct Out {
        std::size_t link;
        std::size_t old; // the link's old cable, or kNone
        Cable *fresh; // its new cable, or nullptr: the old one kept
    };
    std::vector<Out> plan; // the new table, in link order
    plan.reserve(m_p.links.size());
    bool inPlace = true;
    for (std::size_t i = 0; i < m_p.links.size(); ++i) {
        const std::size_t old = m_cableOfLink[i];
        if (freshOf[i] != kNoFresh) {
            Cable &cable = fresh[freshOf[i]].second;
            if (cable.id == kNoId)
                cable.id = m_p.allocateId();
            plan.push_back({ i, old, &cable });
        } else if (old != kNone && !rerouted[i]) {
            inPlace = inPlace && old == plan.size();
            plan.push_back({ i, old, nullptr });
        }
    }
    if (m_options.diff) { // read before anything is written
        std::vector<char> placed(m_p.cables.size(), 0); // old cables that stay (kept or replaced)
        for (std::size_t k = 0; k < plan.size(); ++k) {
            const Out &o = plan[k];
            if (o.old != kNone)
                placed[o.old] = 1;
            if (o.fresh && (o.old == kNone || !(m_p.cables[o.old] == *o.fresh))) {
                CableDiff d;
                if (o.old != kNone) {
                    d.before = m_p.cables[o.old];
                    d.before_index = o.old;
                }
                d.after = *o.fresh;
                d.after_index = k;
                m_report.diff.push_back(std::move(d));
            }
        }
        for (std::size_t i = 0; i < placed.size(); ++i)
            if (!placed[i]) {
                CableDiff d;
                d.before = m_p.cables[i];
                d.before_index = i;
                m_report.diff.push_back(std::move(d));
            }
    }
    if (inPlace) {
        // Every kept cable is already at its index k; a new one replaces what stood at k (its own
        // old cable, or one the diff above has read) or comes at the end.
        for (std::size_t k = 0; k < plan.size(); ++k) {
            if (!plan[k].fresh)
                continue;
            if (k < m_p.cables.size())
                m_p.cables[k] = std::move(*plan[k].fresh);
            else
                m_p.cables.push_back(std::move(*plan[k].fresh));
        }
        m_p.cables.resize(plan.size());
    } else {
        std::vector<Cable> cables;
        cables.reserve(plan.size());
        // Moved, not copied: each old cable is kept at most once and read by nothing after this.
        for (const Out &o : plan)
            cables.push_back(std::move(o.fresh ? *o.fresh : m_p.cables[o.old]));
        m_p.cables = std::move(cables);
    }
    // For the cache: the new table's links (RouteCache::cable_of_link; read by nothing else after
    // this) and, with the kept cables' fill at hand, where the new cables and the kept twin-port
    // ones now stand (keepSums).
    if (m_options.cache) {
        m_cableOfLink.assign(m_p.links.size(), kNone);
        m_linkOfCable.resize(plan.size());
        for (std::size_t k = 0; k < plan.size(); ++k) {
            m_cableOfLink[plan[k].link] = k;
            m_linkOfCable[k] = plan[k].link;
        }
        if (m_summed) {
            std::vector<char> wasTwin(before, 0);
            for (std::size_t j : m_sums.twins)
                wasTwin[j] = 1;
            for (std::size_t k = 0; k < plan.size(); ++k)
                if (plan[k].fresh)
                    m_freshAt.push_back(k);
                else if (wasTwin[plan[k].old])
                    m_keptTwins.push_back(k);
        }
    }
}

// The report of a plan-only run: the links it could not route and the fills, the project unchanged.
void Router::reportPlan()
{
    m_report.links = std::int64_t(m_p.links.size());
    for (const Job &job : m_jobs)
        if (!job.choice)
            m_report.unrouted.push_back({ m_p.links[job.link].id, job.reason });
    reportFills();
}

// The report of a run that wrote the cables.
void Router::reportCables()
{
    m_report.links = std::int64_t(m_p.links.size());
    m_report.cables = std::int64_t(m_p.cables.size());
    if (m_options.totals)
        summarise();
    reportFills();
}

// RouteReport's totals over the whole cable table.
void Router::summarise()
{
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
}

void Router::reportFills()
{
    for (const auto &[key, n] : m_nets) {
        const auto &segments = n.graph->segments();
        for (std::size_t s = 0; s < segments.size(); ++s) {
            if (n.count[s] <= 0)
                continue;
            const Pathway *pw = m_index.pathway(segments[s].pathway);
            SegmentFill fill { segments[s].pathway, pw ? pw->name : "", segments[s].index, n.used[s],
                segments[s].area_mm2, n.count[s] };
            fill.kg_per_m = n.kg[s];
            if (n.used[s] > segments[s].area_mm2 + 1e-6)
                m_report.overflows.push_back(fill);
            m_report.fills.push_back(fill);
        }
    }
}

} // namespace plenum::routing::router_impl

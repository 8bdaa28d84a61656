// SPDX-License-Identifier: GPL-3.0-or-later
// The router's run (router_impl.h lists its files by job): the pathway graphs with every rack
// attached (nets), one job per link to lay, and the stages in order.
#include "routing/router.h"
#include "catalog/protocol.h"
#include "routing/channels.h"
#include "routing/plugs.h"
#include "routing/router_impl.h"
#include "routing/slack_place.h"
#include "util/parallel.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>
#include <unordered_map>
#include <unordered_set>
#include <utility>

namespace plenum::routing {
namespace router_impl {

namespace {

double setting(const Project &p, const char *key, double fallback)
{
    auto it = p.settings.find(key);
    return it == p.settings.end() ? fallback : it->second;
}

} // namespace

Settings settingsOf(const Project &p)
{
    Settings s;
    s.rack = rackSettingsOf(p);
    // Defaults and their sources: docs/architecture.md, "Service loops".
    s.loops.copper_mm = setting(p, "cable.service_loop_mm", 300);
    s.loops.aoc_mm = setting(p, "cable.service_loop_aoc_mm", s.loops.copper_mm);
    s.loops.fibre_mm = setting(p, "cable.service_loop_fibre_mm", 1000);
    s.bend_allowance_mm = setting(p, "cable.bend_allowance_mm", 50);
    s.detour_max_mm = setting(p, "routing.redundancy_detour_max_mm", 5000);
    s.detour_max_ratio = setting(p, "routing.redundancy_detour_max_ratio", 0.5);
    s.fill = fillLimitsOf(p.settings);
    return s;
}

Net *Router::net(Id hall, Service service)
{
    auto it = m_nets.find({ hall, int(service) });
    return it == m_nets.end() || it->second.graph->empty() ? nullptr : &it->second;
}

// One net per hall and service, the graphs built in parallel (each reads the project alone), then
// placed in order — or taken from the cache when they were made of the same halls, pathways,
// settings and rack exits (RouteCache::graphs).
void Router::buildNets()
{
    std::vector<std::pair<Id, Service>> keys;
    KeptGraphs made; // what the graphs are made of, and then the graphs
    for (const auto &h : m_p.halls) {
        made.halls.push_back(h.id);
        for (Service s : { Service::Data, Service::Fiber, Service::Power })
            keys.emplace_back(h.id, s);
    }
    // Each rack's exits at its two managers (left first), measured once for every net.
    struct Exits {
        const Rack *rack;
        std::array<Exit, 2> at;
    };
    std::vector<Exits> exits;
    exits.reserve(m_p.racks.size());
    made.exits.reserve(m_p.racks.size());
    for (const auto &r : m_p.racks)
        if (const RackType *rt = m_index.rackType(r.rack_type)) {
            const RackFrame f = rackFrame(r, *rt, m_settings.rack);
            exits.push_back({ &r, { rackExit(f, true, false), rackExit(f, false, false) } });
            const auto &at = exits.back().at;
            made.exits.push_back({ r.id, r.hall, at[0].x, at[0].y, at[1].x, at[1].y });
        }
    std::vector<Net> built(keys.size());
    RouteCache *cache = m_options.cache;
    const KeptGraphs *kept = cache && cache->valid && cache->graphs ? &*cache->graphs : nullptr;
    if (kept && kept->halls == made.halls && kept->exits == made.exits && kept->settings == m_p.settings
        && kept->pathways == m_p.pathways && kept->nets.size() == keys.size()) {
        for (std::size_t k = 0; k < keys.size(); ++k) {
            const auto it = kept->nets.find({ keys[k].first, int(keys[k].second) });
            if (it == kept->nets.end() || !it->second.graph || !it->second.attachment) {
                kept = nullptr;
                break;
            }
            built[k].hall = keys[k].first;
            built[k].service = int(keys[k].second);
            built[k].graph = it->second.graph;
            built[k].attachment = it->second.attachment;
        }
        if (kept) // the placements are the ones these graphs were made with
            m_placementsNow = std::move(cache->placements);
    } else {
        kept = nullptr;
    }
    if (!kept) {
        std::vector<KeptPlacements> placed(keys.size());
        m_progress.report(0, std::int64_t(keys.size()));
        runParallel(
            keys.size(),
            [&](std::size_t k) {
                const auto [hall, s] = keys[k];
                Net &n = built[k];
                n.hall = hall;
                n.service = int(s);
                auto graph = std::make_shared<PathwayGraph>(m_p, hall, s, m_settings.fill);
                auto attachment = std::make_shared<RackAttachments>();
                if (!graph->empty()) {
                    // The placements of the cache's run, when its raw segments were these.
                    KeptPlacements &now = placed[k];
                    now.raw = graph->rawGeometry();
                    const KeptPlacements *was = nullptr;
                    if (cache && cache->valid)
                        if (auto it = cache->placements.find({ hall, int(s) });
                            it != cache->placements.end() && it->second.raw == now.raw)
                            was = &it->second;
                    now.racks.reserve(exits.size());
                    for (const Exits &e : exits) {
                        if (e.rack->hall != hall)
                            continue;
                        const std::array<KeptPlacements::Exit, 2> *before = nullptr;
                        if (was)
                            if (auto it = was->racks.find(e.rack->id); it != was->racks.end())
                                before = &it->second;
                        std::array<KeptPlacements::Exit, 2> &sides = now.racks[e.rack->id];
                        for (std::size_t side = 0; side < 2; ++side) {
                            const Exit &at = e.at[side];
                            const bool same = before && (*before)[side].x == at.x && (*before)[side].y == at.y;
                            const int handle = same ? graph->attachAt((*before)[side].at) : graph->attach(at.x, at.y);
                            (*attachment)[{ e.rack->id, side == 0 }] = handle;
                            sides[side] = { at.x, at.y, graph->placement(handle) };
                        }
                    }
                }
                graph->finish();
                n.graph = std::move(graph);
                n.attachment = std::move(attachment);
            },
            [&](std::size_t done) { m_progress.report(std::int64_t(done), std::int64_t(keys.size())); });
        if (cache)
            for (std::size_t k = 0; k < keys.size(); ++k)
                if (!placed[k].raw.empty())
                    m_placementsNow[{ keys[k].first, int(keys[k].second) }] = std::move(placed[k]);
    }
    for (std::size_t k = 0; k < keys.size(); ++k) {
        Net &net = m_nets.emplace(std::pair { keys[k].first, int(keys[k].second) }, std::move(built[k])).first->second;
        const std::size_t segments = net.graph->segments().size();
        net.history.assign(segments, 0);
        net.used.assign(segments, 0);
        net.kg.assign(segments, 0);
        net.count.assign(segments, 0);
        net.offset = m_segmentCount;
        const auto &list = net.graph->segments();
        m_segmentCount += list.size();
        for (std::size_t i = 0; i < list.size(); ++i) {
            PathwaySegments &p = m_pathwaySegments[list[i].pathway];
            if (!p.net)
                p = { &net, int(i), 0, net.offset + i };
            ++p.count;
        }
        made.nets[{ keys[k].first, int(keys[k].second) }] = { net.graph, net.attachment };
    }
    if (cache) { // kept by updateCache (a run that writes nothing leaves the cache as it was)
        made.pathways = m_p.pathways;
        made.settings = m_p.settings;
        m_graphsNow = std::move(made);
    }
}

std::pair<Net *, int> Router::segmentAt(Id pathway, int index) const
{
    auto it = m_pathwaySegments.find(pathway);
    if (it == m_pathwaySegments.end() || index < 0 || index >= it->second.count)
        return { nullptr, -1 };
    return { it->second.net, it->second.first + index };
}

// The racks attached in some net to a segment not along one axis (RouteCache::inexact_racks).
std::set<Id> Router::inexactRacks() const
{
    std::set<Id> racks;
    for (const auto &[key, n] : m_nets)
        for (const auto &[end, attachment] : *n.attachment)
            if (!n.graph->exactSplit(attachment))
                racks.insert(end.first);
    return racks;
}

// What a link's cable takes from the other links (RouteCache::inputs).
LinkInputs Router::inputsOf(std::size_t i) const
{
    const CageGroup &g = m_groups[i];
    LinkInputs in;
    in.uses_a = usesOf(i, true);
    in.uses_b = usesOf(i, false);
    in.slots_a = m_cages[i].a.capacity;
    in.slots_b = m_cages[i].b.capacity;
    in.partner = g.partner == CageGroup::npos ? kNoId : m_p.links[g.partner].id;
    in.assembly = int(g.assembly);
    in.lead = g.lead;
    in.twin_at_a = g.twin_at_a;
    return in;
}

// The cache's inputs of a link by id (RouteCache::inputs). The cache's links and the project's
// are both in ascending id order unless a file listed them otherwise (ids are handed out in
// order, edits append, undo puts a link back where it was): then the two are walked side by
// side, and the entries passed over are the links deleted since. Otherwise by a table of ids.
class CachedInputs {
public:
    explicit CachedInputs(const std::vector<std::pair<Id, LinkInputs>> &cached)
        : m_cached(cached)
        , m_found(cached.size(), 0)
    {
        for (std::size_t k = 1; k < cached.size() && m_walk; ++k)
            m_walk = cached[k - 1].first < cached[k].first;
    }
    // Asked in the project's link order.
    const LinkInputs *operator()(Id link)
    {
        if (m_walk && link <= m_last) { // the project's links are out of order: look up by id
            m_walk = false;
            for (std::size_t k = 0; k < m_cached.size(); ++k)
                m_byId.emplace(m_cached[k].first, k);
        }
        m_last = link;
        std::size_t k = m_cached.size();
        if (m_walk) {
            while (m_next < m_cached.size() && m_cached[m_next].first < link)
                ++m_next;
            if (m_next < m_cached.size() && m_cached[m_next].first == link)
                k = m_next++;
        } else if (auto it = m_byId.find(link); it != m_byId.end()) {
            k = it->second;
        }
        if (k == m_cached.size())
            return nullptr;
        m_found[k] = 1;
        return &m_cached[k].second;
    }
    // The cache's links not asked for (after every link of the project was).
    std::vector<Id> unfound() const
    {
        std::vector<Id> out;
        for (std::size_t k = 0; k < m_cached.size(); ++k)
            if (!m_found[k])
                out.push_back(m_cached[k].first);
        return out;
    }

private:
    const std::vector<std::pair<Id, LinkInputs>> &m_cached;
    std::vector<char> m_found;
    bool m_walk = true;
    Id m_last = std::numeric_limits<Id>::min();
    std::size_t m_next = 0;
    std::unordered_map<Id, std::size_t> m_byId;
};

std::vector<std::pair<Id, Id>> devicesOf(const Project &project)
{
    std::vector<std::pair<Id, Id>> out;
    out.reserve(project.devices.size());
    for (const Device &d : project.devices)
        out.emplace_back(d.id, d.device_type);
    return out;
}

// Whether the cache's cages hold for the devices as they are (RouteCache::devices): the devices
// both have in common at the front are the same, of the same types, and no link ends on one of
// the others (removed or added at the end since). Leaves the devices in m_devices either way.
bool Router::devicesKept()
{
    const std::vector<std::pair<Id, Id>> &cached = m_options.cache->devices;
    m_devices = devicesOf(m_p);
    const std::size_t common = std::min(cached.size(), m_devices.size());
    if (!std::equal(cached.begin(), cached.begin() + std::ptrdiff_t(common), m_devices.begin()))
        return false;
    std::vector<Id> tail;
    for (const std::vector<std::pair<Id, Id>> *list : { &cached, &std::as_const(m_devices) })
        for (std::size_t k = common; k < list->size(); ++k)
            tail.push_back((*list)[k].first);
    if (tail.empty())
        return true;
    std::sort(tail.begin(), tail.end());
    const Id lowest = tail.front(), highest = tail.back();
    auto named = [&](Id device) {
        return device >= lowest && device <= highest && std::binary_search(tail.begin(), tail.end(), device);
    };
    return std::none_of(
        m_p.links.begin(), m_p.links.end(), [&](const Link &l) { return named(l.a.device) || named(l.b.device); });
}

// Marks the links of `work` laid again, closed over cage partners and redundancy groups (a group's
// members are separated against each other in link order, so they are laid again together). A
// group's members are found by one pass over the links for every group met since the last pass:
// few groups are touched, and a table of every group's members cost more than the passes.
void Router::closeSelection(std::vector<std::size_t> work)
{
    std::unordered_set<int> pending;
    while (!work.empty() || !pending.empty()) {
        if (work.empty()) {
            for (std::size_t k = 0; k < m_p.links.size(); ++k)
                if (!m_selected[k] && pending.count(m_p.links[k].redundancy_group)) {
                    m_selected[k] = 1;
                    work.push_back(k);
                }
            pending.clear();
            continue;
        }
        const std::size_t i = work.back();
        work.pop_back();
        if (const std::size_t k = m_groups[i].partner; k != CageGroup::npos && !m_selected[k]) {
            m_selected[k] = 1;
            work.push_back(k);
        }
        const int g = m_p.links[i].redundancy_group;
        if (g > 0 && m_groupsDone.insert(g).second)
            pending.insert(g);
    }
}

void Router::makeJobs()
{
    // An incremental run after an edit of no link or device type, whose devices still hold the
    // cages (devicesKept): the cages and groups of the last run (moved out of the cache and back
    // by updateCache), and no inputs changed — the links on each port among them (usesOf).
    RouteCache *cache = m_options.cache;
    const bool reuse = isIncremental() && m_options.links_unchanged && cache->cages.size() == m_p.links.size()
        && cache->groups.size() == m_p.links.size() && cache->inputs.size() == m_p.links.size() && devicesKept();
    // Each cable's link: the cache's when no cable moved or changed its link since (the table is
    // the one the cache's run wrote), else found — on another thread while this one groups the
    // cages (neither reads what the other writes).
    const bool keptMap = isIncremental() && m_options.cables_in_place && cache->cable_of_link.size() == m_p.links.size()
        && cache->link_of_cable.size() == m_p.cables.size();
    std::optional<BackgroundTask> finding;
    if (!keptMap && !reuse)
        finding.emplace([this] { findCablesOfLinks(); });
    const bool patched = !reuse && patchLinks();
    if (reuse) {
        m_keptInputs = &cache->inputs;
        m_cages = std::move(cache->cages);
        m_groups = std::move(cache->groups);
    } else if (!patched) {
        m_uses.emplace(m_p, m_index);
        m_cages = linkCages(m_p, m_index, *m_uses);
        m_groups = groupByCage(m_cages);
    }
    if (finding)
        finding->wait();
    else if (!keptMap)
        findCablesOfLinks();
    if (keptMap) {
        m_cableOfLink = std::move(cache->cable_of_link);
        m_linkOfCable = std::move(cache->link_of_cable);
    }
    if (cache) { // until updateCache puts them back: a run that writes nothing leaves none
        cache->cages.clear();
        cache->groups.clear();
        cache->cable_of_link.clear();
        cache->link_of_cable.clear();
    }
    IdSet only(m_options.only_racks.begin(), m_options.only_racks.end());
    if (isIncremental() && !m_options.exhaust_racks.empty()) {
        // A rack whose devices changed: its links only when its exhaust side did.
        m_exhaust = rackExhaustSides(m_p, m_index);
        auto side = [](const std::unordered_map<Id, Face> &sides, Id rack) {
            const auto it = sides.find(rack);
            return it == sides.end() ? Face::Rear : it->second; // as makeCable takes a rack not listed
        };
        for (Id rack : m_options.exhaust_racks)
            if (side(m_exhaust, rack) != side(cache->exhaust, rack))
                only.insert(rack);
    }
    // The devices in those racks and in the racks a pathway edit moved: a link touches one of
    // them with an end that resolves (portRack).
    IdSet inTouchedRack;
    if (!only.empty() || !m_graphRacks.empty())
        for (const Device &d : m_p.devices)
            if (only.count(d.rack) || m_graphRacks.count(d.rack))
                inTouchedRack.insert(d.id);
    auto touched = [&](std::size_t i) {
        const Link &l = m_p.links[i];
        return (inTouchedRack.count(l.a.device) && portRack(m_index, l.a))
            || (inTouchedRack.count(l.b.device) && portRack(m_index, l.b));
    };
    // An incremental run (a cache and a scope): the links touching the racks, the links named,
    // every link without a cable, and every link whose inputs from other links changed (links on
    // its port, its cage's slots, its cage partner), closed over cage partners and redundancy groups.

    const bool incremental = isIncremental();
    m_selected.assign(m_p.links.size(), 0);
    if (incremental) {
        const IdSet named(m_options.only_links.begin(), m_options.only_links.end());
        const decltype(m_inputsNow) none; // patched: the cache's inputs are m_inputsNow's now
        CachedInputs find(patched ? none : m_options.cache->inputs);
        std::vector<std::size_t> work;
        if (!reuse && !patched) {
            // Every link's inputs, in runs of links on the threads (each writes its own run).
            m_inputsNow.resize(m_p.links.size());
            const std::size_t runs = std::min<std::size_t>(std::size_t(workerThreads()), 1 + m_p.links.size() / 1024);
            runParallel(runs, [&](std::size_t run) {
                for (std::size_t i = m_p.links.size() * run / runs; i < m_p.links.size() * (run + 1) / runs; ++i)
                    m_inputsNow[i] = { m_p.links[i].id, inputsOf(i) };
            });
        }
        if ((reuse || patched) && inTouchedRack.empty()) {
            // Nothing to read of the links themselves: the links named found by id, the others
            // from per-link flags (a pass over the link table is most of the selection's time).
            for (Id id : m_options.only_links)
                if (const Link *l = m_index.link(id))
                    m_selected[std::size_t(l - m_p.links.data())] = 1;
            for (std::size_t i = 0; i < m_p.links.size(); ++i)
                if (m_selected[i] || (patched && m_patched[i]) || (!m_picked.empty() && m_picked[i])
                    || m_cableOfLink[i] == kNone) {
                    m_selected[i] = 1;
                    work.push_back(i);
                }
        } else {
            for (std::size_t i = 0; i < m_p.links.size(); ++i) {
                const Link &l = m_p.links[i];
                bool changed = false;
                if (patched) {
                    changed = m_patched[i];
                } else if (!reuse) {
                    const LinkInputs *was = find(l.id);
                    changed = !was || !(*was == m_inputsNow[i].second);
                }
                const bool picked = !m_picked.empty() && m_picked[i];
                if (changed || picked || named.count(l.id) || m_cableOfLink[i] == kNone || touched(i)) {
                    m_selected[i] = 1;
                    work.push_back(i);
                }
            }
        }
        closeSelection(std::move(work));
        // The cache has every link of the run that made it (RouteCache::inputs): those not found
        // were deleted since.
        if (!reuse && !patched && !m_inputsTaken)
            m_vanished = find.unfound();
    }

    // One allocation for the jobs: a job is large, and growing the vector moves every job made so
    // far (at ~100k GPUs that was a fifth of a route, most of it page faults).
    m_jobs.reserve(incremental ? std::size_t(std::count(m_selected.begin(), m_selected.end(), 1)) : m_p.links.size());
    for (std::size_t i = 0; i < m_p.links.size(); ++i) {
        if (i % 1024 == 0)
            m_progress.report(std::int64_t(i), std::int64_t(m_p.links.size()));
        if (incremental && !m_selected[i])
            continue; // keep the existing cable
        if (!incremental && !only.empty()) {
            // A cable shared with a cage partner is rerouted when either of its links is.
            const std::size_t partner = m_groups[i].partner;
            const bool touches = touched(i) || (partner != CageGroup::npos && touched(partner));
            const bool partnerKept = partner != CageGroup::npos && m_cableOfLink[partner] == kNone;
            if (!touches && !partnerKept && m_cableOfLink[i] != kNone)
                continue; // keep the existing cable
        }
        m_selected[i] = 1;
        m_jobs.push_back(makeJob(i));
    }

    linkPartners();
}

// Each cable's link and each link's cable (a link with two keeps the last).
void Router::findCablesOfLinks()
{
    m_cableOfLink.assign(m_p.links.size(), kNone);
    m_linkOfCable.assign(m_p.cables.size(), kNone);
    // With kept sums whose twin-port cables moved: the cables with a listed id, in the same pass.
    std::optional<IdSet> twinIds;
    std::vector<std::size_t> twins;
    if (m_findTwins)
        twinIds.emplace(m_sums.twin_ids.begin(), m_sums.twin_ids.end());
    // Cables mostly follow their links' order: the link after the last one found is tried first.
    std::size_t next = 0;
    for (std::size_t i = 0; i < m_p.cables.size(); ++i) {
        if (twinIds && twinIds->count(m_p.cables[i].id))
            twins.push_back(i);
        const Id link = m_p.cables[i].link;
        const Link *l = next < m_p.links.size() && m_p.links[next].id == link ? &m_p.links[next] : m_index.link(link);
        if (l) {
            next = std::size_t(l - m_p.links.data());
            m_cableOfLink[next] = i;
            m_linkOfCable[i] = next++;
        }
    }
    if (twinIds)
        findTwinPlaces(std::move(twins));
}

// The links on one end's port: counted for this run, or the cache's when the cages were kept
// (then no link changed, and RouteCache::inputs lists every link in the project's order).
int Router::usesOf(std::size_t link, bool endA) const
{
    if (m_uses) {
        const Link &l = m_p.links[link];
        return (*m_uses)(endA ? l.a : l.b);
    }
    const LinkInputs &in = (*m_keptInputs)[link].second;
    return endA ? in.uses_a : in.uses_b;
}

void Router::linkPartners()
{
    std::vector<std::size_t> jobOfLink(m_p.links.size(), CageGroup::npos);
    for (std::size_t j = 0; j < m_jobs.size(); ++j)
        jobOfLink[m_jobs[j].link] = j;
    for (auto &job : m_jobs) {
        job.partner = nullptr;
        if (job.group.partner != CageGroup::npos && jobOfLink[job.group.partner] != CageGroup::npos)
            job.partner = &m_jobs[jobOfLink[job.group.partner]];
    }
}

Job Router::makeJob(std::size_t i)
{
    const Link &l = m_p.links[i];
    Job job;
    job.link = i;
    job.a = placePort(m_index, l.a, m_settings.rack);
    job.b = placePort(m_index, l.b, m_settings.rack);
    job.group = m_groups[i];
    if (!job.a.rack || !job.b.rack) {
        const Device *d = m_index.device(job.a.rack ? l.b.device : l.a.device);
        job.reason = fmt::format("device '{}' is not in a rack", d ? d->name : "?");
    } else if (job.a.rack->hall != job.b.rack->hall) {
        job.reason = "the two ends are in different halls";
    }
    if (!job.a.rack || !job.b.rack)
        return job;
    auto protocol = [&](const DeviceType *t, int port) {
        auto it = m_protocols.find(t);
        if (it == m_protocols.end())
            it = m_protocols.emplace(t, catalog::portProtocols(*t)).first;
        return it->second[std::size_t(port)];
    };
    const DeviceType *ta = m_index.typeOfDevice(l.a.device), *tb = m_index.typeOfDevice(l.b.device);
    const PortTemplate &pa = ta->ports[std::size_t(l.a.port)], &pb = tb->ports[std::size_t(l.b.port)];
    job.ends.connector_a = pa.connector;
    job.ends.connector_b = pb.connector;
    // A passive port (a patch panel's, speed 0) takes the speed of what is plugged into it.
    const int sa = pa.speed_gbps / std::max(1, usesOf(i, true));
    const int sb = pb.speed_gbps / std::max(1, usesOf(i, false));
    job.ends.speed_gbps = sa == 0 ? sb : sb == 0 ? sa : std::min(sa, sb);
    // The ports of the cage, or the links on the port when more (cageOf's slots).
    job.ends.cage_ports_a = m_cages[i].a.capacity;
    job.ends.cage_ports_b = m_cages[i].b.capacity;
    bool conflict = false;
    job.ends.protocol = catalog::linkProtocol(protocol(ta, l.a.port), protocol(tb, l.b.port), &conflict);
    job.fa = rackFrame(*job.a.rack, *job.a.rack_type, m_settings.rack);
    job.fb = rackFrame(*job.b.rack, *job.b.rack_type, m_settings.rack);
    job.same_rack = job.a.rack->id == job.b.rack->id;
    job.from_b = treeFromB(ta, tb, *job.a.rack, *job.b.rack);
    const std::string signature
        = fmt::format("{}|{}|{}|{}|{}|{}|{}", job.ends.connector_a, job.ends.connector_b, job.ends.speed_gbps,
            job.ends.cage_ports_a, job.ends.cage_ports_b, int(job.group.assembly), int(job.ends.protocol));
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
    if (conflict)
        job.reason
            = fmt::format("{} is {} but {} is {}", m_index.portName(l.a), catalog::protocolName(protocol(ta, l.a.port)),
                m_index.portName(l.b), catalog::protocolName(protocol(tb, l.b.port)));
    else if (!kinds->second.copper && !kinds->second.fibre)
        job.reason = fmt::format("the catalogue has no {}G {}cable between {} and {}", job.ends.speed_gbps,
            job.ends.protocol == Protocol::Unspecified ? std::string()
                                                       : std::string(catalog::protocolName(job.ends.protocol)) + " ",
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
    return job;
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

RouteReport Router::run()
{
    m_progress.stage(100, "pathway graphs");
    buildNets();
    if (isIncremental() && m_options.require_exact && !m_options.graph_racks.empty()) {
        // A rack of the edit attaching to a sloped or diagonal segment splits it inexactly.
        const std::set<Id> inexact = inexactRacks();
        for (Id id : m_options.graph_racks)
            if (inexact.count(id)) {
                const Rack *r = m_index.rack(id);
                m_report.written = false;
                m_report.refusal = fmt::format(
                    "rack '{}' attaches to a pathway segment that is sloped or diagonal", r ? r->name : "?");
                m_progress.finish();
                return m_report;
            }
    }
    if (m_options.cache) {
        measureAttachments();
        if (!scopePathways()) {
            m_progress.finish();
            return m_report;
        }
    }
    // A run that may keep cables (an edit's) starts from the fill the cache kept of the table, or
    // else sums the table's fill on a second thread meanwhile.
    std::optional<BackgroundTask> summing;
    if (isIncremental() || !m_options.only_racks.empty()) {
        m_summed = true;
        if (!sumsFromCache())
            summing.emplace([this] { sumCables(m_sums); });
    }
    m_progress.stage(300, "links");
    makeJobs();
    keyJobs();
    layLegs();
    const std::vector<char> rerouted = reroutedLinks();
    if (summing)
        summing->wait();
    if (m_summed)
        addKeptUsage(rerouted, m_sums);
    m_progress.stage(520, "media");
    chooseMediaOfJobs();
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
        reportPlan();
        m_progress.finish();
        return m_report;
    }
    m_progress.stage(980, "cables");
    writeCables(rerouted);
    updateCache();
    reportCables();
    m_report.index = m_indexMade;
    m_progress.finish();
    return m_report;
}

// The links of this run's jobs: their cables are laid again, the others kept.
std::vector<char> Router::reroutedLinks() const
{
    std::vector<char> rerouted(m_p.links.size(), 0);
    for (const auto &job : m_jobs)
        rerouted[job.link] = 1;
    return rerouted;
}

} // namespace router_impl

using router_impl::Router;

RouteReport routeProject(Project &project, const RouteOptions &options)
{
    if (!options.without_channels && hasChannels(project))
        return routeChannels(project, options);
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
            for (const PortRef *end : { &l->a, &l->b })
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
    for (const Unrouted &u : routeProject(copy, options).unrouted)
        if (wanted.count(u.link))
            reasons[u.link] = u.reason;
    return reasons;
}

} // namespace plenum::routing

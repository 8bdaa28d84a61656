// SPDX-License-Identifier: GPL-3.0-or-later
// The fill of the cables a run keeps (an edit's reroute keeps almost all of them): every cable of
// the table summed on a second thread while the jobs are made and laid (CableSums), then the
// cables laid again and those of vanished links taken out — exactly, as the sums are in fixed
// point — and the rest added to the nets' fill.
#include "routing/cable_types.h"
#include "routing/router_impl.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <map>
#include <string_view>
#include <unordered_set>

namespace plenum::routing::router_impl {

// What one cable puts on its segments (its cross-section on each step of its route, its slack on
// the segment it is coiled on), added to `sums` (sign +1) or taken out (-1).
void Router::addCableSums(CableSums &sums, const Cable &c, const catalog::CableType *type, int sign) const
{
    const double od = type ? type->od_mm : 0, kg = type ? type->kg_per_m : 0;
    const double area = cableAreaMm2(od);
    const CableSums::Units areaUnits = sign * CableSums::units(area), kgUnits = sign * CableSums::units(kg);
    // A route's steps come in runs along one pathway: its segments are looked up once per run.
    Id lastPathway = kNoId;
    const PathwaySegments *segments = nullptr;
    for (const auto &step : c.route) {
        if (step.pathway != lastPathway) {
            lastPathway = step.pathway;
            auto it = m_pathwaySegments.find(step.pathway);
            segments = it == m_pathwaySegments.end() ? nullptr : &it->second;
        }
        if (!segments || step.segment < 0 || step.segment >= segments->count)
            continue;
        CableSums::Cell &at = sums.cells[segments->cell + std::size_t(step.segment)];
        at.area += areaUnits;
        at.kg += kgUnits;
        at.count += sign;
    }
    if (c.slack.pathway != kNoId)
        if (const auto [n, s] = segmentAt(c.slack.pathway, c.slack.segment); n) {
            const double length = n->graph->segments()[std::size_t(s)].length_mm;
            CableSums::Cell &at = sums.cells[n->offset + std::size_t(s)];
            at.area += sign * CableSums::units(slackAreaMm2(od, double(c.slackMm()), length));
            at.kg += sign * CableSums::units(slackKgPerM(kg, double(c.slackMm()), length));
        }
}

// Every cable of the table but the twin-port ones (listed instead). Reads the project, the nets
// and the catalogue only: runs beside makeJobs and layLegs.
void Router::sumCables(CableSums &sums) const
{
    sums.cells.assign(m_segmentCount, {});
    CableTypeMemo types(m_catalog);
    const catalog::CableType *runType = nullptr; // the type of the run of cables being counted
    std::int64_t run = 0;
    for (std::size_t i = 0; i < m_p.cables.size(); ++i) {
        const Cable &c = m_p.cables[i];
        const catalog::CableType *type = types.of(c);
        if (twinPort(type)) {
            sums.twins.push_back(i);
            continue;
        }
        if (type != runType || run == 0) {
            if (run > 0)
                sums.areas[cableAreaMm2(runType ? runType->od_mm : 0)] += run;
            runType = type;
            run = 0;
        }
        ++run;
        addCableSums(sums, c, type, +1);
    }
    if (run > 0)
        sums.areas[cableAreaMm2(runType ? runType->od_mm : 0)] += run;
}

// The segments the sums of this run are over (CableSums::segments): every net's, in order.
std::vector<std::pair<Id, double>> Router::sumLayout() const
{
    std::vector<std::pair<Id, double>> layout;
    layout.reserve(m_segmentCount);
    for (const auto &[key, n] : m_nets)
        for (const auto &segment : n.graph->segments())
            layout.emplace_back(segment.pathway, segment.length_mm);
    return layout;
}

// The table's fill from the cache's (RouteCache::sums) and the cables changed since, when the
// nets have the segments the sums were made over: each changed cable out as it was and in as it
// is (integers: exactly what sumCables() gives), a twin-port one (listed, not summed) off or onto
// the list. The listed cables' places are the cache's while no cable moved in the table
// (RouteOptions::cables_in_place); otherwise makeJobs finds them again by id (findTwinPlaces).
bool Router::sumsFromCache()
{
    RouteCache *cache = m_options.cache;
    if (!isIncremental() || !cache->sums || cache->sums->segments != sumLayout())
        return false;
    CableTypeMemo types(m_catalog);
    // Whether each changed cable is a twin-port one now (the last change of an id decides).
    std::map<Id, bool> twinNow;
    for (const auto &[before, after] : m_options.changed_cables) {
        if (before && twinPort(types.of(*before)))
            twinNow[before->id] = false;
        if (after && twinPort(types.of(*after)))
            twinNow[after->id] = true;
    }
    const std::vector<Id> &listed = cache->sums->twin_ids;
    bool relist = false;
    for (const auto &[id, twin] : twinNow)
        relist = relist || twin != std::binary_search(listed.begin(), listed.end(), id);
    if (relist && m_options.cables_in_place)
        return false; // (rare) the places of the cables listed now would have to be found
    m_sums = std::move(*cache->sums);
    cache->sums.reset(); // until keepSums puts them back
    for (const auto &[before, after] : m_options.changed_cables)
        for (const auto &[cable, sign] : { std::pair { before, -1 }, std::pair { after, +1 } })
            if (const catalog::CableType *type = cable ? types.of(*cable) : nullptr; cable && !twinPort(type)) {
                addCableSums(m_sums, *cable, type, sign);
                m_sums.areas[cableAreaMm2(type ? type->od_mm : 0)] += sign;
            }
    if (relist) {
        std::vector<Id> ids;
        ids.reserve(m_sums.twin_ids.size() + twinNow.size());
        for (Id id : m_sums.twin_ids)
            if (auto it = twinNow.find(id); it == twinNow.end() || it->second)
                ids.push_back(id);
        for (const auto &[id, twin] : twinNow)
            if (twin && !std::binary_search(m_sums.twin_ids.begin(), m_sums.twin_ids.end(), id))
                ids.push_back(id);
        std::sort(ids.begin(), ids.end());
        m_sums.twin_ids = std::move(ids);
    }
    m_findTwins = !m_options.cables_in_place;
    return true;
}

// The places of the twin-port cables the kept sums list (CableSums::twin_ids), among `candidates`
// (the cables with a listed id, ascending): those of a twin-port type.
void Router::findTwinPlaces(std::vector<std::size_t> candidates)
{
    CableTypeMemo types(m_catalog);
    std::erase_if(candidates, [&](std::size_t i) { return !twinPort(types.of(m_p.cables[i])); });
    m_sums.twins = std::move(candidates);
}

// The fill of the table writeCables wrote, for the cache: the kept cables' (addKeptUsage left
// them in m_sums) and the new ones'; after a full run, the table summed.
void Router::keepSums()
{
    RouteCache *cache = m_options.cache;
    cache->sums.reset();
    if (!isIncremental() && m_options.only_racks.empty()) {
        m_sums = {};
        sumCables(m_sums);
    } else if (m_summed) {
        CableTypeMemo types(m_catalog);
        std::vector<std::size_t> twins = std::move(m_keptTwins);
        for (std::size_t k : m_freshAt) {
            const catalog::CableType *type = types.of(m_p.cables[k]);
            if (twinPort(type)) {
                twins.push_back(k);
                continue;
            }
            addCableSums(m_sums, m_p.cables[k], type, +1);
            ++m_sums.areas[cableAreaMm2(type ? type->od_mm : 0)];
        }
        std::sort(twins.begin(), twins.end());
        m_sums.twins = std::move(twins);
    } else {
        return;
    }
    // Their ids, for a run after cables moved; kept only while they name one cable each.
    m_sums.twin_ids.clear();
    for (std::size_t k : m_sums.twins)
        m_sums.twin_ids.push_back(m_p.cables[k].id);
    std::sort(m_sums.twin_ids.begin(), m_sums.twin_ids.end());
    if (std::adjacent_find(m_sums.twin_ids.begin(), m_sums.twin_ids.end()) != m_sums.twin_ids.end())
        return;
    std::erase_if(m_sums.areas, [](const auto &entry) { return entry.second == 0; }); // as sumCables lists them
    m_sums.segments = sumLayout();
    cache->sums = std::move(m_sums);
}

// The fill of the cables this run keeps: their usage stays (a twin-port cable once, under its
// label). `sums` holds every cable's (sumCables): those of links laid again and those whose link
// is gone (makeJobs found none) come out.
void Router::addKeptUsage(const std::vector<char> &laid, CableSums &sums)
{
    CableTypeMemo types(m_catalog);
    auto kept = [&](std::size_t i) {
        const std::size_t link = m_linkOfCable[i]; // the cables are those makeJobs saw
        return link != kNone && !laid[link];
    };
    for (std::size_t i = 0; i < m_p.cables.size(); ++i)
        if (!kept(i))
            if (const catalog::CableType *type = types.of(m_p.cables[i]); !twinPort(type)) {
                addCableSums(sums, m_p.cables[i], type, -1);
                --sums.areas[cableAreaMm2(type ? type->od_mm : 0)];
            }
    for (auto &[key, n] : m_nets)
        for (std::size_t s = 0; s < n.used.size(); ++s) {
            const CableSums::Cell &add = sums.cells[n.offset + s];
            n.used[s] += double(add.area) / CableSums::kUnit;
            n.kg[s] += double(add.kg) / CableSums::kUnit;
            n.count[s] += add.count;
        }
    for (auto it = sums.areas.rbegin(); it != sums.areas.rend(); ++it)
        if (it->second > 0) {
            m_maxArea = std::max(m_maxArea, it->first);
            break;
        }
    // The twin-port cables kept, one per label, the first in the table's order.
    std::unordered_set<std::string_view> keptTwins;
    for (std::size_t i : sums.twins) {
        const Cable &c = m_p.cables[i];
        if (!kept(i) || !keptTwins.insert(c.label).second)
            continue;
        const catalog::CableType *type = types.of(c);
        const double od = type->od_mm, kg = type->kg_per_m;
        const double area = cableAreaMm2(od);
        m_maxArea = std::max(m_maxArea, area);
        for (const auto &step : c.route)
            if (const auto [n, s] = segmentAt(step.pathway, step.segment); n) {
                n->used[std::size_t(s)] += area;
                n->kg[std::size_t(s)] += kg;
                ++n->count[std::size_t(s)];
            }
        if (c.slack.pathway != kNoId)
            if (const auto [n, s] = segmentAt(c.slack.pathway, c.slack.segment); n) {
                const double length = n->graph->segments()[std::size_t(s)].length_mm;
                n->used[std::size_t(s)] += slackAreaMm2(od, double(c.slackMm()), length);
                n->kg[std::size_t(s)] += slackKgPerM(kg, double(c.slackMm()), length);
            }
    }
}

} // namespace plenum::routing::router_impl

namespace plenum::routing::router_impl {

namespace {

// Moves the entries of a table made for the last run's links into the project's link order:
// `toNew` gives each old entry's place now (npos: its link is gone); the places of links the last
// run did not have get a default entry. Kept entries keep their order, so one pass forward packs
// them and one pass back spreads them: each moves at most twice, no second table.
// `same`: the entries before it stay where they are (toNew[k] == k), as after an edit that appends.
template <typename T>
void intoProjectOrder(std::vector<T> &v, const std::vector<std::size_t> &toNew, std::size_t same, std::size_t n)
{
    constexpr std::size_t npos = std::size_t(-1);
    std::size_t kept = same;
    for (std::size_t k = same; k < v.size(); ++k)
        if (toNew[k] != npos) {
            if (kept != k)
                v[kept] = std::move(v[k]);
            ++kept;
        }
    const std::size_t old = v.size();
    v.resize(std::max(n, kept));
    std::vector<char> filled(n - std::min(n, same), 0); // from `same` on
    for (std::size_t k = old; k-- > same;)
        if (toNew[k] != npos) {
            --kept;
            if (toNew[k] != kept)
                v[toNew[k]] = std::move(v[kept]);
            filled[toNew[k] - same] = 1;
        }
    v.resize(n);
    for (std::size_t i = same; i < n; ++i)
        if (!filled[i - same])
            v[i] = T {};
}

} // namespace

// The devices now against those of the cache's run (RouteCache::devices): the same, in the same
// order and of the same types, but for devices taken out and put in (`gone`, `came`). nullopt:
// devices were reordered or took another type. Leaves the devices in m_devices either way.
std::optional<Router::DeviceTurnover> Router::deviceTurnover()
{
    const std::vector<std::pair<Id, Id>> &was = m_options.cache->devices;
    m_devices = devicesOf(m_p);
    const std::vector<std::pair<Id, Id>> &now = m_devices;
    DeviceTurnover out;
    if (was == now)
        return out;
    IdSet wasIds;
    for (const auto &[id, type] : was)
        wasIds.insert(id);
    for (std::size_t i = 0, k = 0; i < now.size() || k < was.size();) {
        if (i < now.size() && k < was.size() && now[i].first == was[k].first) {
            if (now[i++].second != was[k++].second)
                return std::nullopt;
        } else if (k < was.size() && !m_index.device(was[k].first)) {
            out.gone.push_back(was[k++].first);
        } else if (i < now.size() && !wasIds.count(now[i].first)) {
            out.came.push_back(now[i++].first);
        } else {
            return std::nullopt;
        }
    }
    return out;
}

// After an edit of links and devices (RouteOptions::changed_links): the cache's cages, groups and
// inputs moved into the project's link order and patched where the edit's links end and devices
// went or came (patchCages) instead of made again for every link; then the links whose inputs
// changed, or that are new, are marked in m_patched and the cache's links gone are in m_vanished.
// False, with the cache as it was, when the tables cannot be matched: a device took another type
// or moved among the others, a device type changed, or the link tables differ by more than the
// links the change sets add and remove. When patchCages refuses (too many links share cages with
// the edit's), the cache's inputs are gone (m_inputsTaken): every link is laid again, and
// m_vanished names the links gone, as a run with them would.
bool Router::patchLinks()
{
    if (!isIncremental() || !m_options.types_unchanged || m_options.changed_links.empty())
        return false; // (a run without a cache among them)
    RouteCache *cache = m_options.cache;
    const std::vector<std::pair<Id, LinkInputs>> &cached = cache->inputs;
    if (cache->cages.size() != cached.size() || cache->groups.size() != cached.size())
        return false;
    const std::optional<DeviceTurnover> turnover = deviceTurnover();
    if (!turnover)
        return false;
    IdSet devices, before, after;
    for (const auto &[was, is] : m_options.changed_links)
        for (const Link *l : { was, is })
            if (l) {
                devices.insert(l->a.device);
                devices.insert(l->b.device);
                (l == was ? before : after).insert(l->id);
            }
    for (const std::vector<Id> *list : { &turnover->gone, &turnover->came })
        for (Id id : *list)
            devices.insert(id);
    // The cache's links against the project's: the same in the same order but for the links the
    // change sets removed (named before, not after) and added (after, not before).
    constexpr std::size_t npos = std::size_t(-1);
    const std::size_t n = m_p.links.size();
    std::vector<std::size_t> toNew(cached.size(), npos), added;
    for (std::size_t i = 0, k = 0; i < n || k < cached.size();) {
        if (i < n && k < cached.size() && m_p.links[i].id == cached[k].first) {
            toNew[k++] = i++;
        } else if (k < cached.size() && before.count(cached[k].first) && !after.count(cached[k].first)) {
            ++k;
        } else if (i < n && after.count(m_p.links[i].id) && !before.count(m_p.links[i].id)) {
            added.push_back(i++);
        } else {
            return false;
        }
    }
    constexpr std::size_t kLimit = 16384; // links made again; beyond, making every link's is as quick
    if (added.size() > kLimit)
        return false;
    m_cages = std::move(cache->cages);
    m_groups = std::move(cache->groups);
    m_inputsNow = std::move(cache->inputs);
    for (std::size_t k = 0; k < toNew.size(); ++k)
        if (toNew[k] == npos)
            m_vanished.push_back(m_inputsNow[k].first);
    std::size_t same = 0; // the links in the same place in both
    while (same < toNew.size() && toNew[same] == same)
        ++same;
    intoProjectOrder(m_cages, toNew, same, n);
    intoProjectOrder(m_groups, toNew, same, n);
    intoProjectOrder(m_inputsNow, toNew, same, n);
    for (CageGroup &g : m_groups)
        if (g.partner != CageGroup::npos && g.partner >= same)
            g.partner = toNew[g.partner]; // npos when gone: that link shares a cage with one made again
    const std::optional<CagePatch> patch
        = patchCages(m_p, m_index, added, devices, m_cages, m_groups, kLimit, m_options.links_by_device);
    if (!patch) { // the cache's inputs are gone: every link is laid again, the links gone named
        m_inputsNow.clear();
        m_inputsTaken = true;
        return false;
    }
    m_keptInputs = &m_inputsNow; // usesOf reads the links on each port there
    m_patched.assign(n, 0);
    std::vector<char> isAdded(n, 0);
    for (std::size_t i : added)
        isAdded[i] = 1;
    for (std::size_t k = 0; k < patch->links.size(); ++k) {
        const std::size_t i = patch->links[k];
        const bool had = !isAdded[i]; // else new: its ends are both the edit's, counted again
        const LinkInputs was = had ? m_inputsNow[i].second : LinkInputs {};
        LinkInputs &in = m_inputsNow[i].second;
        m_inputsNow[i].first = m_p.links[i].id;
        in.uses_a = patch->uses[k][0] >= 0 ? patch->uses[k][0] : was.uses_a;
        in.uses_b = patch->uses[k][1] >= 0 ? patch->uses[k][1] : was.uses_b;
        in = inputsOf(i);
        m_patched[i] = !had || !(was == in);
    }
    return true;
}

} // namespace plenum::routing::router_impl

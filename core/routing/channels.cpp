// SPDX-License-Identifier: GPL-3.0-or-later
#include "routing/channels.h"
#include "catalog/catalog.h"
#include "catalog/protocol.h"
#include "model/channel.h"
#include "model/index.h"
#include "routing/media.h"
#include "routing/plugs.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <unordered_map>

namespace plenum::routing {
namespace {

// What a link of the physical project stands for in the real one.
struct Origin {
    Id link = kNoId; // the project's link (kNoId: a trunk)
    CableSpan span = CableSpan::Link;
};

// One channel of the physical project: its cords' and trunk's physical link ids.
struct Channel {
    Id link = kNoId; // = cord A's id
    Id cord_b = kNoId;
    Id trunk = kNoId;
};

struct Physical {
    Project project;
    std::unordered_map<Id, Origin> origin; // physical link id → what it stands for
    std::vector<Channel> channels;
    std::map<std::pair<std::pair<Id, int>, std::pair<Id, int>>, Id> trunks; // trunk ports (ordered) → link
};

std::pair<Id, int> key(const PortRef &r)
{
    return { r.device, r.port };
}

// The trunk between the panels of link `l` (ordered ends) and its physical link, made on first use.
Id trunkOf(Physical &x, const ProjectIndex &index, const Link &l, const std::map<Id, std::size_t> &phaseRank)
{
    const DeviceType *ta = index.typeOfDevice(l.patch_a.device), *tb = index.typeOfDevice(l.patch_b.device);
    PortRef ra { l.patch_a.device, ta ? trunkPortOf(*ta, l.patch_a.port) : -1 };
    PortRef rb { l.patch_b.device, tb ? trunkPortOf(*tb, l.patch_b.port) : -1 };
    if (key(rb) < key(ra))
        std::swap(ra, rb);
    auto [it, fresh] = x.trunks.emplace(std::pair { key(ra), key(rb) }, kNoId);
    if (fresh) {
        Link t;
        t.id = x.project.allocateId();
        t.a = ra;
        t.b = rb;
        t.fabric = l.fabric;
        t.tier = l.tier;
        t.phase = l.phase;
        x.project.links.push_back(t);
        x.origin[t.id] = { kNoId, CableSpan::Trunk };
        it->second = t.id;
        return t.id;
    }
    // A trunk is needed from the earliest phase of the channels it carries.
    for (Link &t : x.project.links)
        if (t.id == it->second) {
            auto rank = [&](Id p) { return phaseRank.count(p) ? phaseRank.at(p) : phaseRank.size(); };
            if (rank(l.phase) < rank(t.phase))
                t.phase = l.phase;
            break;
        }
    return it->second;
}

Physical physicalOf(const Project &p)
{
    const ProjectIndex index(p);
    std::map<Id, std::size_t> phaseRank;
    for (std::size_t i = 0; i < p.phases.size(); ++i)
        phaseRank[p.phases[i].id] = i;
    Physical x;
    x.project = p;
    Project &q = x.project;
    q.links.clear();
    q.links.reserve(p.links.size() * 2);
    std::unordered_map<Id, Id> cordB; // link → its cord B's physical id
    for (const Link &l : p.links) {
        Link a = l;
        a.patch_a = a.patch_b = PortRef {};
        if (!l.patched()) {
            q.links.push_back(a);
            x.origin[l.id] = { l.id, CableSpan::Link };
            continue;
        }
        a.b = l.patch_a;
        Link b = l;
        b.patch_a = b.patch_b = PortRef {};
        b.id = q.allocateId();
        b.a = l.patch_b;
        q.links.push_back(a);
        q.links.push_back(b);
        x.origin[l.id] = { l.id, CableSpan::CordA };
        x.origin[b.id] = { l.id, CableSpan::CordB };
        cordB[l.id] = b.id;
        x.channels.push_back({ l.id, b.id, kNoId });
    }
    // Trunks after the cords (links are laid in table order; trunks are found by their ends).
    for (Channel &c : x.channels)
        c.trunk = trunkOf(x, index, *index.link(c.link), phaseRank);
    // The old cables keep their ids when their span is laid again (the router reuses a link's cable id).
    q.cables.clear();
    for (const Cable &c : p.cables) {
        Cable k = c;
        k.span = CableSpan::Link;
        k.end_a = k.end_b = PortRef {};
        if (c.span == CableSpan::Trunk) {
            PortRef a = c.end_a, b = c.end_b;
            if (key(b) < key(a))
                std::swap(a, b);
            auto it = x.trunks.find({ key(a), key(b) });
            if (it == x.trunks.end())
                continue;
            k.link = it->second;
        } else if (c.span == CableSpan::CordB) {
            auto it = cordB.find(c.link);
            if (it == cordB.end())
                continue;
            k.link = it->second;
        }
        q.cables.push_back(std::move(k));
    }
    return x;
}

// One fibre per trunk group (see channels.h): the trunks whose channels share a transceiver cage
// (a twin-port module serves two links, so both its channels need one fibre) form a group; each
// group takes the family ("mmf", "smf") whose cords, trunks and optics reach every channel of the
// group end to end, cheapest in all, and its channels' cables are rewritten to it.
class Plant {
public:
    Plant(Physical &x, const catalog::Catalog &catalog)
        : m_x(x)
        , m_catalog(catalog)
        , m_index(x.project)
    {
        for (std::size_t i = 0; i < x.project.cables.size(); ++i)
            m_cableOf[x.project.cables[i].link] = i;
    }

    void settle()
    {
        for (const std::vector<const Channel *> &group : groups()) {
            const std::string *best = nullptr;
            double bestCost = 0;
            for (const std::string &f : m_families) {
                double cost = 0;
                if (!fits(group, f, false, &cost))
                    continue;
                if (!best || cost < bestCost - 1e-9) {
                    best = &f;
                    bestCost = cost;
                }
            }
            // Without a fibre that serves every channel of the group, the router's choice stays:
            // cable.reach names the channels that do not reach.
            if (best)
                fits(group, *best, true, nullptr);
        }
    }

private:
    const catalog::CableType *cordType(const std::string &family, int speed) const
    {
        for (const auto &t : m_catalog.cables)
            if (t.media == family + "-mpo" && t.speed_gbps == speed && t.needs_transceiver && t.links == 1)
                return &t;
        return nullptr;
    }
    const catalog::CableType *trunkType(const std::string &family) const
    {
        for (const auto &t : m_catalog.cables)
            if (t.media == family + "-trunk")
                return &t;
        return nullptr;
    }
    Cable *cableOf(Id physicalLink)
    {
        auto it = m_cableOf.find(physicalLink);
        return it == m_cableOf.end() ? nullptr : &m_x.project.cables[it->second];
    }
    Protocol protocolOf(const PortRef &r)
    {
        const DeviceType *t = m_index.typeOfDevice(r.device);
        if (!t)
            return Protocol::Unspecified;
        auto it = m_protocols.find(t);
        if (it == m_protocols.end())
            it = m_protocols.emplace(t, catalog::portProtocols(*t)).first;
        return it->second[std::size_t(r.port)];
    }

    // The channels by trunk group: trunks joined when channels of both meet in one transceiver
    // cage at either end (union-find over trunks and cages), in the order of their first channel.
    std::vector<std::vector<const Channel *>> groups()
    {
        std::map<std::pair<Id, std::string>, std::size_t> node; // (device, cage) or (trunk, "") → node
        std::vector<std::size_t> parent;
        auto nodeOf = [&](std::pair<Id, std::string> key) {
            auto [it, fresh] = node.try_emplace(std::move(key), parent.size());
            if (fresh)
                parent.push_back(it->second);
            return it->second;
        };
        auto find = [&](std::size_t n) {
            while (parent[n] != n)
                n = parent[n] = parent[parent[n]];
            return n;
        };
        auto cageOf = [&](const PortRef &r) {
            const DeviceType *t = m_index.typeOfDevice(r.device);
            const PortTemplate *p
                = t && r.port >= 0 && r.port < int(t->ports.size()) ? &t->ports[std::size_t(r.port)] : nullptr;
            return std::pair { r.device, p && !p->cage.empty() ? p->cage : fmt::format("port{}", r.port) };
        };
        for (const Channel &ch : m_x.channels) {
            const std::size_t trunk = nodeOf({ ch.trunk, "" });
            const Link *a = m_index.link(ch.link), *b = m_index.link(ch.cord_b);
            for (const PortRef *end : { a ? &a->a : nullptr, b ? &b->b : nullptr })
                if (end)
                    parent[find(nodeOf(cageOf(*end)))] = find(trunk);
        }
        std::map<std::size_t, std::size_t> groupOf; // root → index in out
        std::vector<std::vector<const Channel *>> out;
        for (const Channel &ch : m_x.channels) {
            const std::size_t root = find(nodeOf({ ch.trunk, "" }));
            auto [it, fresh] = groupOf.try_emplace(root, out.size());
            if (fresh)
                out.emplace_back();
            out[it->second].push_back(&ch);
        }
        return out;
    }

    // Whether `family` serves every routed channel of `group`; with `write`, rewrites their cables
    // to it; with `cost`, adds the price of its cords, optics and trunks.
    bool fits(const std::vector<const Channel *> &group, const std::string &family, bool write, double *cost)
    {
        const catalog::CableType *trunk = trunkType(family);
        if (!trunk)
            return false;
        std::map<Id, bool> trunksCounted;
        for (const Channel *member : group) {
            const Channel &ch = *member;
            Cable *a = cableOf(ch.link), *b = cableOf(ch.cord_b), *t = cableOf(ch.trunk);
            if (!a || !b || !t)
                continue; // unrouted: reported by the router
            const catalog::Transceiver *had_a = m_catalog.findTransceiverBySku(a->transceiver_a);
            const catalog::Transceiver *had_b = m_catalog.findTransceiverBySku(b->transceiver_b);
            const catalog::CableType *had = m_catalog.cableTypeFor(a->media, a->sku);
            if (!had_a || !had_b || !had)
                return false;
            const catalog::CableType *cord = cordType(family, had->speed_gbps);
            if (!cord)
                return false;
            const std::int64_t la = cord->orderableLengthMm(a->required_length_mm);
            const std::int64_t lb = cord->orderableLengthMm(b->required_length_mm);
            const std::int64_t lt = trunk->orderableLengthMm(t->required_length_mm);
            if (la <= 0 || lb <= 0 || lt <= 0)
                return false;
            const std::int64_t channel = la + lt + lb;
            if (channel > trunk->reach_mm || channel > cord->reach_mm)
                return false;
            const Link *l = m_index.link(ch.link);
            const Link *lbk = m_index.link(ch.cord_b);
            const Protocol protocol = catalog::linkProtocol(protocolOf(l->a), protocolOf(lbk->b));
            const catalog::Transceiver *ta = pickTransceiver(
                m_catalog, had_a->cage, had->speed_gbps, cord->media, had_a->links_per_cage, channel, protocol);
            const catalog::Transceiver *tb = pickTransceiver(
                m_catalog, had_b->cage, had->speed_gbps, cord->media, had_b->links_per_cage, channel, protocol);
            if (!ta || !tb)
                return false;
            if (cost) {
                *cost += cord->priceUsd(la) + cord->priceUsd(lb) + ta->price_usd / ta->links_per_cage
                    + tb->price_usd / tb->links_per_cage;
                if (!trunksCounted[ch.trunk])
                    *cost += trunk->priceUsd(lt);
                trunksCounted[ch.trunk] = true;
            }
            if (write) {
                rewrite(*a, *cord, la);
                a->transceiver_a = ta->sku;
                rewrite(*b, *cord, lb);
                b->transceiver_b = tb->sku;
                rewrite(*t, *trunk, lt);
            }
        }
        return true;
    }

    static void rewrite(Cable &c, const catalog::CableType &type, std::int64_t ordered)
    {
        c.media = type.media;
        c.sku = skuFor(type, ordered);
        c.ordered_length_mm = ordered;
        // Slack that appears with the new length goes where the router puts a routed cable's: on
        // its first tray segment.
        if (c.slackMm() > 0 && !c.slack.placed() && !c.route.empty()) {
            c.slack.pathway = c.route.front().pathway;
            c.slack.segment = c.route.front().segment;
        }
    }

    Physical &m_x;
    const catalog::Catalog &m_catalog;
    ProjectIndex m_index;
    std::unordered_map<Id, std::size_t> m_cableOf;
    std::unordered_map<const DeviceType *, std::vector<Protocol>> m_protocols;
    const std::vector<std::string> m_families { "mmf", "smf" };
};

// The physical project's cables on the real project's links (labels: the link's label with -A / -B
// for its cords; a trunk its own).
std::vector<Cable> foldCables(const Physical &x)
{
    std::vector<Cable> out;
    out.reserve(x.project.cables.size());
    std::unordered_map<Id, const Link *> links;
    for (const Link &l : x.project.links)
        links[l.id] = &l;
    for (Cable c : x.project.cables) {
        const Origin &o = x.origin.at(c.link);
        c.span = o.span;
        switch (o.span) {
        case CableSpan::Trunk: {
            const Link *t = links.at(c.link);
            c.end_a = t->a;
            c.end_b = t->b;
            c.link = kNoId;
            c.label = fmt::format("T{:07}", c.id);
            break;
        }
        case CableSpan::CordA:
            c.label = fmt::format("C{:07}-A", o.link);
            break;
        case CableSpan::CordB:
            c.link = o.link;
            c.label = fmt::format("C{:07}-B", o.link);
            break;
        case CableSpan::Link:
            break;
        }
        out.push_back(std::move(c));
    }
    return out;
}

// RouteReport::diff of a full run, by cable id: changed and new cables in the new table's order,
// then the removed ones in the old table's.
std::vector<CableDiff> diffOf(const std::vector<Cable> &before, const std::vector<Cable> &after)
{
    std::unordered_map<Id, std::size_t> old;
    for (std::size_t i = 0; i < before.size(); ++i)
        old[before[i].id] = i;
    std::vector<char> kept(before.size(), 0);
    std::vector<CableDiff> diff;
    for (std::size_t j = 0; j < after.size(); ++j) {
        auto it = old.find(after[j].id);
        if (it != old.end()) {
            kept[it->second] = 1;
            if (before[it->second] == after[j])
                continue;
        }
        CableDiff d;
        if (it != old.end()) {
            d.before = before[it->second];
            d.before_index = it->second;
        }
        d.after = after[j];
        d.after_index = j;
        diff.push_back(std::move(d));
    }
    for (std::size_t i = 0; i < before.size(); ++i)
        if (!kept[i]) {
            CableDiff d;
            d.before = before[i];
            d.before_index = i;
            diff.push_back(std::move(d));
        }
    return diff;
}

void summarise(const Project &q, RouteReport &r)
{
    r.media.clear();
    double slack = 0;
    r.max_slack_mm = 0;
    for (const Cable &c : q.cables) {
        MediaSummary &m = r.media[c.media];
        ++m.cables;
        m.ordered_length_mm += c.ordered_length_mm;
        m.required_length_mm += c.required_length_mm;
        ++m.by_length[c.ordered_length_mm];
        r.max_slack_mm = std::max(r.max_slack_mm, c.slackMm());
        slack += double(c.slackMm());
    }
    r.mean_slack_mm = q.cables.empty() ? 0 : slack / double(q.cables.size());
    r.cable_assemblies = std::int64_t(physicalCables(q).size());
    r.transceivers = std::int64_t(pluggedTransceivers(q, ProjectIndex(q)).size());
}

} // namespace

bool hasChannels(const Project &project)
{
    return std::any_of(project.links.begin(), project.links.end(), [](const Link &l) { return l.patched(); });
}

RouteReport routeChannels(Project &project, const RouteOptions &options)
{
    Physical x = physicalOf(project);
    RouteOptions o;
    o.max_iterations = options.max_iterations;
    o.progress = options.progress;
    o.plan_only = options.plan_only;
    o.totals = false;
    if (options.cache)
        options.cache->valid = false; // the next edit's reroute is a full one (channels.h)
    RouteReport r = routeProject(x.project, o);
    // Unrouted spans on the project's links: a trunk's reason on every channel it carries.
    std::vector<Unrouted> unrouted;
    for (const Unrouted &u : r.unrouted) {
        const Origin &origin = x.origin.at(u.link);
        if (origin.span == CableSpan::Trunk) {
            for (const Channel &c : x.channels)
                if (c.trunk == u.link)
                    unrouted.push_back({ c.link, "its trunk: " + u.reason });
        } else {
            const char *what = origin.span == CableSpan::CordA ? "its cord at end a: "
                : origin.span == CableSpan::CordB              ? "its cord at end b: "
                                                               : "";
            unrouted.push_back({ origin.link, what + u.reason });
        }
    }
    r.unrouted = std::move(unrouted);
    r.links = std::int64_t(project.links.size());
    if (options.plan_only)
        return r;
    Plant(x, catalog::builtinCatalog()).settle();
    if (options.totals)
        summarise(x.project, r);
    std::vector<Cable> cables = foldCables(x);
    if (options.diff)
        r.diff = diffOf(project.cables, cables);
    project.cables = std::move(cables);
    // The physical project's ids for cords B and trunks stand only for this run; ids go up only by
    // the cables it adds, so routing a routed project again leaves it as it was.
    for (const Cable &c : project.cables)
        project.next_id = std::max(project.next_id, c.id + 1);
    r.cables = std::int64_t(project.cables.size());
    r.channels = std::int64_t(x.channels.size());
    r.trunks = std::int64_t(x.trunks.size());
    r.exact = false;
    return r;
}

} // namespace plenum::routing

// SPDX-License-Identifier: GPL-3.0-or-later
// The router's scope after a pathway edit (RouteOptions::graph_pathways; the reasoning is in
// routing/incremental.h, "A pathway edit"): the racks whose attachments changed, and the kept links
// that a route over the edited pathways could reach.
#include "routing/router_impl.h"

#include <fmt/format.h>

#include <cmath>
#include <iterator>
#include <limits>
#include <tuple>

namespace plenum::routing::router_impl {

namespace {

using Point = std::array<double, 3>;
constexpr double kInfinity = std::numeric_limits<double>::infinity();

// A route's length is the sum of its edges' lengths, each rounded to 2^-10 mm (pathway_graph.cpp):
// at most 2^-11 mm short of the straight line per edge. 4 mm covers 8,192 edges.
constexpr double kMarginMm = 4;

double distance(const Point &a, const Point &b)
{
    return std::sqrt((a[0] - b[0]) * (a[0] - b[0]) + (a[1] - b[1]) * (a[1] - b[1]) + (a[2] - b[2]) * (a[2] - b[2]));
}

// One net's entries into the edited pathways: the points where a route can step from an unchanged
// pathway onto an edited one (or off it). A route over the edited pathways between two racks not
// attached to them steps on at one entry and off at another (a shortest route visits no point
// twice): with fewer than two it cannot exist. Up to its first entry it runs over unchanged
// pathways only, and so after its last: each part is at least as long as the shortest route
// between its ends in the edited graph, which has every unchanged pathway (split exactly where
// racks attach) — so the distances from the entries in the edited graph bound the routes over the
// edited pathways as they are and as they were.
struct Entries {
    std::vector<Point> points;
    std::vector<int> vertices; // in the edited graph
    std::vector<std::vector<double>> from; // per entry: the length of the shortest route to each vertex
    double min_gap = kInfinity; // the least distance between two entries
    void add(const Point &p)
    {
        if (std::find(points.begin(), points.end(), p) == points.end())
            points.push_back(p);
    }
    // The least length of a route from vertex a to vertex b over the edited pathways: to one entry,
    // at least the straight line to another, on to b.
    double through(int a, int b) const
    {
        if (points.size() < 2)
            return kInfinity;
        double best = kInfinity;
        if (points.size() <= 8) {
            for (std::size_t i = 0; i < points.size(); ++i)
                for (std::size_t j = 0; j < points.size(); ++j)
                    if (i != j)
                        best = std::min(
                            best, from[i][std::size_t(a)] + distance(points[i], points[j]) + from[j][std::size_t(b)]);
            return best;
        }
        double toA = kInfinity, toB = kInfinity;
        for (std::size_t i = 0; i < points.size(); ++i) {
            toA = std::min(toA, from[i][std::size_t(a)]);
            toB = std::min(toB, from[i][std::size_t(b)]);
        }
        return toA + min_gap + toB;
    }
};

using NetKey = std::pair<Id, int>; // hall, service

// Per net: the entries of the edited pathways as `edited` has them (the project's, or the ones
// before the edit), into the pathways the edit left alone (`kept`, which are the same before and
// after). Points of different pathways join where they are equal (PathwayGraph).
std::map<NetKey, Entries> entriesOf(
    const std::vector<const Pathway *> &edited, const std::vector<const Pathway *> &kept)
{
    std::set<std::tuple<Id, int, std::int64_t, std::int64_t, std::int64_t>> joints;
    for (const Pathway *pw : kept)
        for (const Point3 &q : pw->points)
            joints.insert({ pw->hall, int(pw->service), q.x_mm, q.y_mm, q.z_mm });
    std::map<NetKey, Entries> out;
    for (const Pathway *pw : edited)
        for (const Point3 &q : pw->points)
            if (joints.count({ pw->hall, int(pw->service), q.x_mm, q.y_mm, q.z_mm }))
                out[{ pw->hall, int(pw->service) }].add({ double(q.x_mm), double(q.y_mm), double(q.z_mm) });
    return out;
}

} // namespace

void Router::measureAttachments()
{
    m_attachNow.clear();
    for (const auto &[key, n] : m_nets) {
        if (n.graph->empty())
            continue;
        for (const auto &[end, at] : *n.attachment) {
            const Point p = n.graph->point(n.graph->vertexOf(at));
            const GraphSegment &s = n.graph->segments()[std::size_t(n.graph->segmentOf(at))];
            m_attachNow.push_back({ { 0, n.hall, n.service, end.first, end.second },
                { p[0], p[1], p[2], n.graph->zOf(at), n.graph->offsetOf(at), s.pathway, s.index,
                    n.graph->exactSplit(at) } });
        }
    }
}

std::set<std::pair<Id, int>> Router::netsWithPathways() const
{
    std::set<std::pair<Id, int>> nets;
    for (const auto &[key, n] : m_nets)
        if (!n.graph->empty())
            nets.insert(key);
    return nets;
}

bool Router::scopePathways()
{
    if (!isIncremental() || m_options.graph_pathways.empty())
        return true;
    const RouteCache &cache = *m_options.cache;
    auto refuse = [&](std::string why) {
        m_report.written = false;
        m_report.refusal = std::move(why);
        return false;
    };
    // A net that gained its first pathway or lost its last changes which net a link's fibre pass
    // takes (the data trays, without a fibre runway).
    const std::set<std::pair<Id, int>> nets = netsWithPathways();
    if (nets != cache.nets) {
        std::vector<std::pair<Id, int>> differ;
        std::set_symmetric_difference(
            nets.begin(), nets.end(), cache.nets.begin(), cache.nets.end(), std::back_inserter(differ));
        const Hall *h = m_index.hall(differ.front().first);
        return refuse(fmt::format("hall '{}' {} {} pathway", h ? h->name : "?",
            nets.count(differ.front()) ? "got its first" : "lost its last", toString(Service(differ.front().second))));
    }
    const IdSet edited(m_options.graph_pathways.begin(), m_options.graph_pathways.end());
    // The racks whose attachment moved, or lies on an edited pathway: their links are laid again.
    // An attachment that moved on or off a sloped or diagonal segment of a pathway the edit left
    // alone changed that segment's pieces inexactly, and routes across it with them.
    for (const auto &[key, now] : m_attachNow) {
        auto it = cache.attachments.find(key);
        const AttachPlace *was = it == cache.attachments.end() ? nullptr : &it->second;
        const bool moved = !was || !(*was == now);
        if (!moved && !edited.count(now.pathway))
            continue;
        m_graphRacks.insert(key.rack);
        if (!moved)
            continue;
        const bool inexact
            = (!now.exact && !edited.count(now.pathway)) || (was && !was->exact && !edited.count(was->pathway));
        if (inexact) {
            const Rack *r = m_index.rack(key.rack);
            return refuse(fmt::format(
                "rack '{}' changed its attachment to a pathway segment that is sloped or diagonal", r ? r->name : "?"));
        }
    }
    // The entries of the edited pathways, as they are and as they were.
    std::vector<const Pathway *> kept, after, before;
    for (const Pathway &pw : m_p.pathways)
        (edited.count(pw.id) ? after : kept).push_back(&pw);
    for (const Pathway &pw : m_options.pathways_before)
        before.push_back(&pw);
    std::map<NetKey, Entries> entriesNow = entriesOf(after, kept), entriesThen = entriesOf(before, kept);
    for (auto *entries : { &entriesNow, &entriesThen })
        for (auto &[key, e] : *entries) {
            if (e.points.size() < 2)
                continue;
            auto net = m_nets.find(key);
            const PathwayGraph *graph = net == m_nets.end() ? nullptr : net->second.graph.get();
            for (const Point &q : e.points) {
                const int v = graph ? graph->vertexAtPoint(q) : -1;
                std::vector<double> length;
                std::vector<int> viaEdge, viaVertex;
                if (v >= 0)
                    graph->shortestPaths(v, {}, length, viaEdge, viaVertex);
                else // a point of a kept pathway without a vertex (one of a single point): bound nothing
                    length.assign(graph ? graph->vertexCount() : 0, 0.0);
                e.from.push_back(std::move(length));
            }
            for (std::size_t i = 0; i < e.points.size(); ++i)
                for (std::size_t j = i + 1; j < e.points.size(); ++j)
                    e.min_gap = std::min(e.min_gap, distance(e.points[i], e.points[j]));
        }
    m_picked.assign(m_p.links.size(), 0);
    // The kept links a route over the edited pathways could reach: one through two entries no
    // longer than the most the link's run compared (RouteCache::reach).
    auto vertex = [&](const Net &n, const ShareKey &k) {
        auto it = n.attachment->find({ k.rack, k.left });
        return it == n.attachment->end() ? -1 : n.graph->vertexOf(it->second);
    };
    for (const auto &[id, keys] : cache.contribution) {
        const Link *l = m_index.link(id);
        if (!l)
            continue;
        const std::size_t i = std::size_t(l - m_p.links.data());
        auto reach = cache.reach.find(id);
        bool pick = reach == cache.reach.end();
        for (std::size_t k = 0; !pick && k + 1 < keys.size(); k += 2) {
            const ShareKey &a = keys[k], &b = keys[k + 1];
            if (m_graphRacks.count(a.rack) || m_graphRacks.count(b.rack))
                break; // laid again with its rack
            const NetKey net { a.hall, a.service };
            const auto now = entriesNow.find(net), then = entriesThen.find(net);
            if (now == entriesNow.end() && then == entriesThen.end())
                continue;
            auto n = m_nets.find(net);
            const int va = n == m_nets.end() ? -1 : vertex(n->second, a);
            const int vb = n == m_nets.end() ? -1 : vertex(n->second, b);
            if (va < 0 || vb < 0) {
                pick = true;
                break;
            }
            // A route over the edited pathways as long as the link's or shorter, as they are now
            // or as they were: between routes of equal length the turns and the segments decide,
            // and a vertex's turn count depends on the route that reached it — a route gone can
            // change it as much as a route added (PathwayGraph::shortestPaths).
            const double mm = (*reach).second[std::size_t(a.pass)];
            if (now != entriesNow.end())
                pick = now->second.through(va, vb) - kMarginMm <= mm;
            if (!pick && then != entriesThen.end())
                pick = then->second.through(va, vb) - kMarginMm <= mm;
        }
        if (pick)
            m_picked[i] = 1;
    }
    // Every cable on an edited pathway is among them: its route steps onto the pathway at one
    // entry and off at another (or its rack attaches there, and is laid again with its rack), so
    // the bound through the entries is no longer than the route. test_incremental compares the
    // result with a full route after random pathway edits.
    return true;
}

} // namespace plenum::routing::router_impl

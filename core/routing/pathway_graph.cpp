// SPDX-License-Identifier: GPL-3.0-or-later
#include "routing/pathway_graph.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <map>
#include <queue>
#include <tuple>

namespace plenum::routing {

PathwayGraph::PathwayGraph(const Project &project, Id hall, Service service, const FillLimits &limits)
{
    std::map<std::tuple<std::int64_t, std::int64_t, std::int64_t>, int> byPoint;
    auto vertex = [&](const Point3 &p) {
        auto [it, fresh] = byPoint.try_emplace({ p.x_mm, p.y_mm, p.z_mm }, int(m_vertices.size()));
        if (fresh)
            m_vertices.push_back({ double(p.x_mm), double(p.y_mm), double(p.z_mm) });
        return it->second;
    };
    for (const auto &pw : project.pathways) {
        if (pw.hall != hall || pw.service != service)
            continue;
        const double area = limits.usableAreaMm2(pw);
        for (std::size_t i = 0; i + 1 < pw.points.size(); ++i) {
            m_raw.push_back({ vertex(pw.points[i]), vertex(pw.points[i + 1]) });
            m_segments.push_back({ pw.id, int(i), area, segmentLengthMm(pw, int(i)) });
        }
    }
}

// The point of raw segment k nearest to (x, y) in plan: t along it and the distance.
std::pair<double, double> PathwayGraph::nearestOn(std::size_t k, double x, double y) const
{
    const Vertex &p = m_vertices[std::size_t(m_raw[k].a)], &q = m_vertices[std::size_t(m_raw[k].b)];
    const double dx = q.x - p.x, dy = q.y - p.y;
    const double len2 = dx * dx + dy * dy;
    double t = len2 > 0 ? ((x - p.x) * dx + (y - p.y) * dy) / len2 : 0;
    t = std::clamp(t, 0.0, 1.0);
    return { t, std::hypot(x - (p.x + t * dx), y - (p.y + t * dy)) };
}

// Buckets the raw segments by the plan cells their bounding boxes cross.
void PathwayGraph::buildGrid()
{
    double x0 = std::numeric_limits<double>::max(), y0 = x0, x1 = -x0, y1 = -x0;
    for (const RawSegment &r : m_raw)
        for (int v : { r.a, r.b }) {
            x0 = std::min(x0, m_vertices[std::size_t(v)].x);
            x1 = std::max(x1, m_vertices[std::size_t(v)].x);
            y0 = std::min(y0, m_vertices[std::size_t(v)].y);
            y1 = std::max(y1, m_vertices[std::size_t(v)].y);
        }
    m_grid.x0 = x0;
    m_grid.y0 = y0;
    m_grid.w = int((x1 - x0) / kCellMm) + 1;
    m_grid.h = int((y1 - y0) / kCellMm) + 1;
    m_grid.cells.assign(std::size_t(m_grid.w) * std::size_t(m_grid.h), {});
    for (std::size_t k = 0; k < m_raw.size(); ++k) {
        const Vertex &p = m_vertices[std::size_t(m_raw[k].a)], &q = m_vertices[std::size_t(m_raw[k].b)];
        const int cx0 = m_grid.column(std::min(p.x, q.x)), cx1 = m_grid.column(std::max(p.x, q.x));
        const int cy0 = m_grid.row(std::min(p.y, q.y)), cy1 = m_grid.row(std::max(p.y, q.y));
        for (int cy = cy0; cy <= cy1; ++cy)
            for (int cx = cx0; cx <= cx1; ++cx)
                m_grid.cells[std::size_t(cy) * std::size_t(m_grid.w) + std::size_t(cx)].push_back(int(k));
    }
    m_grid.seen.assign(m_raw.size(), 0);
}

int PathwayGraph::attach(double x, double y)
{
    // The nearest segment in plan; ties go to the first segment (deterministic): the segments in
    // rings of grid cells round the point until no farther ring can hold one within kMarginMm of
    // the nearest found, then those candidates in segment order as a scan of all of them would
    // take them (a segment kMarginMm farther than the nearest never wins, nor changes the winner).
    if (m_raw.empty()) {
        m_attachments.push_back({ 0, 0, 0, 0 });
        return int(m_attachments.size()) - 1;
    }
    if (m_grid.cells.empty())
        buildGrid();
    ++m_grid.stamp;
    const int cx = int(std::floor((x - m_grid.x0) / kCellMm)), cy = int(std::floor((y - m_grid.y0) / kCellMm));
    // Rings nearer than r0 lie wholly outside the grid.
    const int r0 = std::max({ 0, -cx, cx - (m_grid.w - 1), -cy, cy - (m_grid.h - 1) });
    double nearest = std::numeric_limits<double>::max();
    std::vector<std::pair<int, double>> found; // segment, distance
    auto visit = [&](int gx, int gy) {
        if (gx < 0 || gy < 0 || gx >= m_grid.w || gy >= m_grid.h)
            return;
        for (int k : m_grid.cells[std::size_t(gy) * std::size_t(m_grid.w) + std::size_t(gx)]) {
            if (m_grid.seen[std::size_t(k)] == m_grid.stamp)
                continue;
            m_grid.seen[std::size_t(k)] = m_grid.stamp;
            const double d = nearestOn(std::size_t(k), x, y).second;
            nearest = std::min(nearest, d);
            found.push_back({ k, d });
        }
    };
    for (int r = r0;; ++r) {
        // Every cell of ring r is at least r - 1 whole cells from the point.
        if (!found.empty() && double(r - 1) * kCellMm > nearest + kMarginMm)
            break;
        for (int gx = std::max(0, cx - r); gx <= std::min(m_grid.w - 1, cx + r); ++gx) {
            visit(gx, cy - r);
            if (r > 0)
                visit(gx, cy + r);
        }
        for (int gy = std::max(0, cy - r + 1); gy <= std::min(m_grid.h - 1, cy + r - 1); ++gy) {
            visit(cx - r, gy);
            if (r > 0)
                visit(cx + r, gy);
        }
        if (cx - r <= 0 && cx + r >= m_grid.w - 1 && cy - r <= 0 && cy + r >= m_grid.h - 1)
            break; // the rings so far cover the grid
    }
    std::sort(found.begin(), found.end());
    double best = std::numeric_limits<double>::max();
    Attachment a { 0, 0, 0, 0 };
    for (const auto &[k, d] : found) {
        if (d > nearest + kMarginMm || !(d < best - 1e-9))
            continue;
        best = d;
        const double t = nearestOn(std::size_t(k), x, y).first;
        const Vertex &p = m_vertices[std::size_t(m_raw[std::size_t(k)].a)],
                     &q = m_vertices[std::size_t(m_raw[std::size_t(k)].b)];
        a = { k, t, d, p.z + t * (q.z - p.z) };
    }
    m_attachments.push_back(a);
    return int(m_attachments.size()) - 1;
}

PathwayGraph::Placement PathwayGraph::placement(int attachment) const
{
    const Attachment &a = m_attachments[std::size_t(attachment)];
    return { a.segment, a.t, a.offset, a.z };
}

int PathwayGraph::attachAt(const Placement &placement)
{
    m_attachments.push_back({ placement.segment, placement.t, placement.offset, placement.z });
    return int(m_attachments.size()) - 1;
}

std::vector<std::array<double, 6>> PathwayGraph::rawGeometry() const
{
    std::vector<std::array<double, 6>> out;
    out.reserve(m_raw.size());
    for (const RawSegment &r : m_raw) {
        const Vertex &p = m_vertices[std::size_t(r.a)], &q = m_vertices[std::size_t(r.b)];
        out.push_back({ p.x, p.y, p.z, q.x, q.y, q.z });
    }
    return out;
}

namespace {

// Lengths and split points on a grid of 2^-10 mm (about 1 µm): exact in a double, and so are their
// sums along any route of a hall.
constexpr double kGrid = 1024;
double onGrid(double mm)
{
    return std::round(mm * kGrid) / kGrid;
}

// splitmix64's finaliser: a well-spread 64-bit hash.
std::uint64_t mix(std::uint64_t x)
{
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

} // namespace

bool PathwayGraph::turning(int a, int b, int c) const
{
    // A turn is a change of direction of more than about one degree at b.
    const Vertex &p = m_vertices[std::size_t(a)], &q = m_vertices[std::size_t(b)], &r = m_vertices[std::size_t(c)];
    const double ux = q.x - p.x, uy = q.y - p.y, uz = q.z - p.z;
    const double wx = r.x - q.x, wy = r.y - q.y, wz = r.z - q.z;
    const double nu = std::sqrt(ux * ux + uy * uy + uz * uz), nw = std::sqrt(wx * wx + wy * wy + wz * wz);
    return nu > 0 && nw > 0 && (ux * wx + uy * wy + uz * wz) / (nu * nw) < 0.99985;
}

int PathwayGraph::vertexAt(double x, double y, double z)
{
    m_vertices.push_back({ x, y, z });
    return int(m_vertices.size()) - 1;
}

int PathwayGraph::vertexAtPoint(const std::array<double, 3> &p) const
{
    for (const RawSegment &r : m_raw)
        for (int v : { r.a, r.b })
            if (m_vertices[std::size_t(v)].x == p[0] && m_vertices[std::size_t(v)].y == p[1]
                && m_vertices[std::size_t(v)].z == p[2])
                return v;
    return -1;
}

bool PathwayGraph::alongOneAxis(int rawSegment) const
{
    const Vertex &p = m_vertices[std::size_t(m_raw[std::size_t(rawSegment)].a)],
                 &q = m_vertices[std::size_t(m_raw[std::size_t(rawSegment)].b)];
    return int(p.x != q.x) + int(p.y != q.y) + int(p.z != q.z) <= 1;
}

bool PathwayGraph::exactSplit(int attachment) const
{
    return alongOneAxis(m_attachments[std::size_t(attachment)].segment);
}

void PathwayGraph::finish()
{
    // Split every segment at its attachment points, in order along the segment; attachments at one
    // point (or at a segment's end) share its vertex.
    std::vector<std::vector<int>> onSegment(m_raw.size());
    for (std::size_t i = 0; i < m_attachments.size(); ++i)
        onSegment[std::size_t(m_attachments[i].segment)].push_back(int(i));
    m_adjacency.assign(m_vertices.size(), {});
    auto connect = [&](int u, int v, int segment) {
        const Vertex &a = m_vertices[std::size_t(u)], &b = m_vertices[std::size_t(v)];
        const double length
            = onGrid(std::sqrt((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y) + (a.z - b.z) * (a.z - b.z)));
        m_adjacency[std::size_t(u)].push_back({ v, length, segment, true });
        m_adjacency[std::size_t(v)].push_back({ u, length, segment, false });
    };
    for (std::size_t k = 0; k < m_raw.size(); ++k) {
        auto &list = onSegment[k];
        std::stable_sort(list.begin(), list.end(),
            [&](int a, int b) { return m_attachments[std::size_t(a)].t < m_attachments[std::size_t(b)].t; });
        const Vertex p = m_vertices[std::size_t(m_raw[k].a)], q = m_vertices[std::size_t(m_raw[k].b)];
        const bool axis = alongOneAxis(int(k));
        auto same = [&](const Vertex &x, const Vertex &y) {
            if (axis)
                return x.x == y.x && x.y == y.y && x.z == y.z;
            const double d2 = (x.x - y.x) * (x.x - y.x) + (x.y - y.y) * (x.y - y.y) + (x.z - y.z) * (x.z - y.z);
            return onGrid(std::sqrt(d2)) == 0;
        };
        int previous = m_raw[k].a;
        for (int i : list) {
            Attachment &at = m_attachments[std::size_t(i)];
            Vertex v { p.x + at.t * (q.x - p.x), p.y + at.t * (q.y - p.y), p.z + at.t * (q.z - p.z) };
            if (axis) { // the point on the grid along the axis, the other two coordinates the segment's
                v = p;
                if (p.x != q.x)
                    v.x = std::clamp(onGrid(p.x + at.t * (q.x - p.x)), std::min(p.x, q.x), std::max(p.x, q.x));
                else if (p.y != q.y)
                    v.y = std::clamp(onGrid(p.y + at.t * (q.y - p.y)), std::min(p.y, q.y), std::max(p.y, q.y));
                else if (p.z != q.z)
                    v.z = std::clamp(onGrid(p.z + at.t * (q.z - p.z)), std::min(p.z, q.z), std::max(p.z, q.z));
            }
            if (same(v, m_vertices[std::size_t(previous)])) {
                at.vertex = previous;
            } else if (same(v, q)) {
                at.vertex = m_raw[k].b;
            } else {
                at.vertex = vertexAt(v.x, v.y, v.z);
                m_adjacency.emplace_back();
                connect(previous, at.vertex, int(k));
                previous = at.vertex;
            }
        }
        if (previous != m_raw[k].b || m_raw[k].a == m_raw[k].b)
            connect(previous, m_raw[k].b, int(k));
    }
}

void PathwayGraph::shortestPaths(int source, const std::vector<double> &costFactor, std::vector<double> &length,
    std::vector<int> &viaEdge, std::vector<int> &viaVertex, const std::vector<int> &targets) const
{
    const std::size_t n = m_vertices.size();
    std::vector<double> cost(n, std::numeric_limits<double>::infinity());
    length.assign(n, std::numeric_limits<double>::infinity());
    viaEdge.assign(n, -1);
    viaVertex.assign(n, -1);
    using Item = std::pair<double, int>;
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> queue;
    std::vector<char> wanted;
    std::size_t remaining = 0;
    if (!targets.empty()) {
        wanted.assign(n, 0);
        for (int t : targets)
            if (!wanted[std::size_t(t)]) {
                wanted[std::size_t(t)] = 1;
                ++remaining;
            }
    }
    // Between routes of equal cost: the one with fewer turns (each is a bend of the cable), then
    // a choice that is the same for every route from this source and differs between sources,
    // so that the cables from one rack spread over the trays of equal length rather than all
    // taking the first: the lowest hash of (source point, segment, direction) of the edge that
    // reaches the vertex. All three are the route's and the source's, not the graph's numbering,
    // and with every edge longer than 0 all of a vertex's routes of least cost are known when it
    // is settled: the choice depends neither on the order of the search nor on splits (see the
    // header).
    const Vertex &from = m_vertices[std::size_t(source)];
    std::uint64_t seed = 0x9e3779b97f4a7c15ULL;
    for (double x : { from.x, from.y, from.z })
        seed = mix(seed ^ std::bit_cast<std::uint64_t>(x));
    // The segment by its pathway and index there, not by its place in this graph: adding or
    // removing another pathway renumbers the graph's segments but changes no rank.
    auto rank = [&](const GraphEdge &e) {
        const GraphSegment &s = m_segments[std::size_t(e.segment)];
        return mix(seed ^ mix((std::uint64_t(s.pathway) << 24) ^ (2 * std::uint64_t(s.index) + (e.forward ? 0 : 1))));
    };
    std::vector<int> turns(n, 0); // per vertex: direction changes along its route
    auto turnsVia = [&](int u, const GraphEdge &e) {
        if (viaVertex[std::size_t(u)] < 0)
            return 0;
        return turns[std::size_t(u)] + int(turning(viaVertex[std::size_t(u)], u, e.to));
    };
    std::vector<char> settled(n, 0);
    cost[std::size_t(source)] = 0;
    length[std::size_t(source)] = 0;
    queue.push({ 0, source });
    while (!queue.empty()) {
        const auto [c, u] = queue.top();
        queue.pop();
        if (c > cost[std::size_t(u)] || settled[std::size_t(u)])
            continue;
        settled[std::size_t(u)] = 1;
        if (!wanted.empty() && wanted[std::size_t(u)] && --remaining == 0)
            return;
        const auto &edges = m_adjacency[std::size_t(u)];
        for (std::size_t k = 0; k < edges.size(); ++k) {
            const GraphEdge &e = edges[k];
            const std::size_t v = std::size_t(e.to);
            if (settled[v])
                continue;
            const double factor = costFactor.empty() ? 1.0 : costFactor[std::size_t(e.segment)];
            const double next = c + e.length * factor;
            if (!(next <= cost[v] + 1e-9))
                continue; // longer: its turns are not asked (most edges of a search)
            const int t = turnsVia(u, e);
            if (next < cost[v] - 1e-9) {
                cost[v] = next;
                queue.push({ next, e.to });
            } else if (!(t < turns[v] || (t == turns[v] && rank(e) < rank(edge(viaVertex[v], viaEdge[v]))))) {
                continue;
            }
            turns[v] = t;
            length[v] = length[std::size_t(u)] + e.length;
            viaEdge[v] = int(k);
            viaVertex[v] = u;
        }
    }
}

std::vector<char> PathwayGraph::avoidableSegments() const
{
    // Bridges by Tarjan's low-link, iteratively (halls have tens of thousands of vertices). A
    // parallel edge back to the parent is a cycle, so only the tree edge itself is skipped once.
    const std::size_t n = m_adjacency.size();
    std::vector<int> tin(n, -1), low(n, 0);
    std::vector<int> edges(m_segments.size(), 0), bridges(m_segments.size(), 0);
    for (std::size_t u = 0; u < n; ++u)
        for (const GraphEdge &e : m_adjacency[u])
            if (std::size_t(e.to) > u)
                ++edges[std::size_t(e.segment)];
    struct Frame {
        int v, parent, segment; // segment of the tree edge into v
        std::size_t next = 0;
        bool skippedParent = false;
    };
    int timer = 0;
    std::vector<Frame> stack;
    for (std::size_t root = 0; root < n; ++root) {
        if (tin[root] >= 0)
            continue;
        tin[root] = low[root] = timer++;
        stack.push_back({ int(root), -1, -1 });
        while (!stack.empty()) {
            Frame &f = stack.back();
            const auto &adj = m_adjacency[std::size_t(f.v)];
            if (f.next < adj.size()) {
                const GraphEdge &e = adj[f.next++];
                if (e.to == f.parent && !f.skippedParent) {
                    f.skippedParent = true;
                    continue;
                }
                if (e.to == f.v)
                    continue; // a loop never separates anything
                if (tin[std::size_t(e.to)] >= 0) {
                    low[std::size_t(f.v)] = std::min(low[std::size_t(f.v)], tin[std::size_t(e.to)]);
                } else {
                    tin[std::size_t(e.to)] = low[std::size_t(e.to)] = timer++;
                    stack.push_back({ e.to, f.v, e.segment });
                }
                continue;
            }
            const Frame done = f;
            stack.pop_back();
            if (done.parent >= 0) {
                low[std::size_t(done.parent)] = std::min(low[std::size_t(done.parent)], low[std::size_t(done.v)]);
                if (low[std::size_t(done.v)] > tin[std::size_t(done.parent)])
                    ++bridges[std::size_t(done.segment)];
            }
        }
    }
    std::vector<char> avoidable(m_segments.size(), 0);
    for (std::size_t s = 0; s < m_segments.size(); ++s)
        avoidable[s] = bridges[s] < edges[s];
    return avoidable;
}

void PathwayGraph::routeTo(int target, const std::vector<int> &viaEdge, const std::vector<int> &viaVertex,
    std::vector<int> &segments, int &turns) const
{
    segments.clear();
    turns = 0;
    std::vector<int> vertices { target };
    for (int v = target; viaVertex[std::size_t(v)] >= 0; v = viaVertex[std::size_t(v)]) {
        const GraphEdge &e = edge(viaVertex[std::size_t(v)], viaEdge[std::size_t(v)]);
        if (segments.empty() || segments.back() != e.segment)
            segments.push_back(e.segment);
        vertices.push_back(viaVertex[std::size_t(v)]);
    }
    std::reverse(segments.begin(), segments.end());
    std::reverse(vertices.begin(), vertices.end());
    for (std::size_t i = 1; i + 1 < vertices.size(); ++i)
        turns += int(turning(vertices[i - 1], vertices[i], vertices[i + 1]));
}

} // namespace plenum::routing

// SPDX-License-Identifier: GPL-3.0-or-later
// The pathways of one hall and one service as a graph (DESIGN.md §5, the pathway term). Vertices
// are the pathways' points (identical points of different pathways are one vertex: that is how
// trays join) and the points where racks attach; every segment is split at the attachment points
// on it, so the distance between two racks on one tray is the distance along the tray.
//
// A rack's attachments change the graph only by splitting segments, and the routes between the
// other racks do not depend on them (what lets an edit of one rack route incrementally, routing/
// incremental.h): lengths are multiples of 2^-10 mm, so sums along a route are exact; on a segment
// along one axis an attachment's point is rounded to that grid along it, so its pieces add up to
// the whole exactly; attachments at one point share a vertex (no edge of length 0); and between
// routes of equal cost the tree keeps the one with fewer turns, then the one whose last edge's
// (segment, direction) hashes lowest with the tree's source point — not the one found first, so a
// split or a renumbering does not change the choice (shortestPaths).
#pragma once

#include "model/project.h"
#include "routing/fill_limit.h"

#include <algorithm>
#include <array>
#include <utility>
#include <vector>

namespace plenum::routing {

struct GraphEdge {
    int to = 0;
    double length = 0;
    int segment = 0; // index into PathwayGraph::segments()
    bool forward = true; // runs from the segment's first point towards its second
};

struct GraphSegment {
    Id pathway = kNoId;
    int index = 0; // segment index within its pathway
    double area_mm2 = 0; // usable cross-section (FillLimits::usableAreaMm2: ratio by kind)
    double length_mm = 0; // the whole segment's length (routing/fill_limit.h: slack coiled on it)
};

class PathwayGraph {
public:
    // All pathways of `service` in `hall`.
    PathwayGraph(const Project &project, Id hall, Service service, const FillLimits &limits);

    bool empty() const { return m_segments.empty(); }

    // Registers an attachment at the point of the nearest segment to (x, y); returns its handle.
    // Must be called before finish().
    int attach(double x, double y);
    // Where attach() put a point: the same for the same point while the raw segments (the
    // pathways' own points, in order: rawGeometry()) are the same, so a graph built again can take
    // it instead of searching (attachAt). Also before finish().
    struct Placement {
        int segment = 0;
        double t = 0, offset = 0, z = 0;
        friend bool operator==(const Placement &, const Placement &) = default;
    };
    Placement placement(int attachment) const;
    int attachAt(const Placement &placement);
    // The raw segments' end points (x, y, z of each), in order.
    std::vector<std::array<double, 6>> rawGeometry() const;
    void finish();

    // After finish(): the attachment's vertex, the horizontal distance from (x, y) to it, its z.
    int vertexOf(int attachment) const { return m_attachments[std::size_t(attachment)].vertex; }
    double offsetOf(int attachment) const { return m_attachments[std::size_t(attachment)].offset; }
    double zOf(int attachment) const { return m_attachments[std::size_t(attachment)].z; }
    // The segment the attachment lies on (index into segments()).
    int segmentOf(int attachment) const { return m_attachments[std::size_t(attachment)].segment; }
    // A vertex's point, mm; the vertex at a pathway's point (-1: none).
    std::array<double, 3> point(int vertex) const
    {
        const Vertex &v = m_vertices[std::size_t(vertex)];
        return { v.x, v.y, v.z };
    }
    int vertexAtPoint(const std::array<double, 3> &p) const;
    std::size_t vertexCount() const { return m_vertices.size(); }
    // Whether the attachment lies on a segment along one axis (x, y or z alone changes along it):
    // there its split is exact and adding or removing it changes no other route (see above).
    bool exactSplit(int attachment) const;

    // Dijkstra from `source` with per-segment cost factors (empty: all 1). Fills distance (true
    // length, not cost) and the edge used to reach each vertex (-1: none).
    // With `targets`, the search stops once all of them are settled (their paths are final).
    void shortestPaths(int source, const std::vector<double> &costFactor, std::vector<double> &length,
        std::vector<int> &viaEdge, std::vector<int> &viaVertex, const std::vector<int> &targets = {}) const;

    // The route to `target` from the tree of shortestPaths: segments in order (consecutive pieces
    // of one segment merged) and the number of direction changes along it.
    void routeTo(int target, const std::vector<int> &viaEdge, const std::vector<int> &viaVertex,
        std::vector<int> &segments, int &turns) const;

    const std::vector<GraphSegment> &segments() const { return m_segments; }
    // Per segment: whether a cable can avoid it — some edge of it lies on a cycle (not a bridge).
    // In a tree of trays (a spur, or rows joined by one backbone) no segment is avoidable, so
    // rerouting around an overflow cannot help there; the default layout's grid of row trays,
    // backbones and cross-aisle ladders has no bridges in its data and fibre networks.
    std::vector<char> avoidableSegments() const;
    const GraphEdge &edge(int from, int k) const { return m_adjacency[std::size_t(from)][std::size_t(k)]; }

private:
    struct Vertex {
        double x, y, z;
    };
    struct Attachment {
        int segment;
        double t; // 0..1 along the segment
        double offset; // horizontal distance from the registered point
        double z;
        int vertex = -1;
    };
    struct RawSegment {
        int a, b; // vertices
    };

    int vertexAt(double x, double y, double z);
    std::pair<double, double> nearestOn(std::size_t rawSegment, double x, double y) const;
    void buildGrid();
    bool alongOneAxis(int rawSegment) const;
    bool turning(int a, int b, int c) const; // the route a → b → c changes direction at b

    std::vector<Vertex> m_vertices;
    std::vector<RawSegment> m_raw;
    std::vector<GraphSegment> m_segments;
    std::vector<Attachment> m_attachments;
    // attach()'s index of the raw segments by plan cell (built at the first attach).
    static constexpr double kCellMm = 3000, kMarginMm = 1;
    struct Grid {
        double x0 = 0, y0 = 0;
        int w = 0, h = 0;
        std::vector<std::vector<int>> cells; // row-major, per cell: raw segments crossing it
        std::vector<int> seen; // per raw segment: the stamp of the last attach that measured it
        int stamp = 0;
        int column(double x) const { return std::clamp(int((x - x0) / kCellMm), 0, w - 1); }
        int row(double y) const { return std::clamp(int((y - y0) / kCellMm), 0, h - 1); }
    } m_grid;
    std::vector<std::vector<GraphEdge>> m_adjacency;
};

} // namespace plenum::routing

// SPDX-License-Identifier: GPL-3.0-or-later
#include "fabric/fat_tree.h"
#include "model/types.h"

#include <fmt/format.h>

#include <cmath>
#include <unordered_set>

namespace plenum::fabric {
namespace {

std::int64_t ceilDiv(std::int64_t a, std::int64_t b)
{
    return (a + b - 1) / b;
}

// Smallest s dividing `uplinks` such that `lowers` switches, each sending uplinks/s links to every
// one of s uppers, fit the upper switch's radix; 0 when no such s exists.
int evenSpread(std::int64_t lowers, int uplinks, int upperRadix)
{
    for (int s = 1; s <= uplinks; ++s)
        if (uplinks % s == 0 && lowers * (uplinks / s) <= upperRadix)
            return s;
    return 0;
}

int uplinksFor(int radix, double ratio)
{
    return std::max(1, int(std::floor(radix / (1.0 + ratio) + 1e-9)));
}

void validate(const FabricSpec &s)
{
    if (s.nodes < 0 || s.target_nodes <= 0)
        throw Error(fmt::format("the node count must be positive (got {} nodes, target {})", s.nodes, s.target_nodes));
    if (s.target_nodes < s.nodes)
        throw Error(fmt::format("the target ({} nodes) is smaller than day one ({} nodes)", s.target_nodes, s.nodes));
    if (s.nics_per_node <= 0 || s.ports_per_nic <= 0)
        throw Error("every node needs at least one fabric NIC port");
    if (s.planes <= 0)
        throw Error(fmt::format("the plane count must be positive (got {})", s.planes));
    if (s.endpointsPerNode() % s.planes != 0)
        throw Error(fmt::format(
            "{} planes do not divide the {} fabric ports of a node evenly", s.planes, s.endpointsPerNode()));
    if (s.tiers != 2 && s.tiers != 3)
        throw Error(fmt::format("tiers must be 2 or 3 (got {})", s.tiers));
    for (const SwitchModel *m : { &s.leaf, &s.spine, &s.core })
        if (m->radix < 4 || m->ports_per_cage <= 0)
            throw Error(fmt::format("switch '{}' has radix {}; at least 4 ports are needed", m->slug, m->radix));
    if (s.oversubscription < 1 || s.spine_oversubscription < 1)
        throw Error("oversubscription must be 1 (non-blocking) or more");
    if (s.su_nodes < 0)
        throw Error("the scalable-unit size must be positive");
}

class Builder {
public:
    explicit Builder(const FabricSpec &spec)
        : m_s(spec)
        , m_railsPerPlane(spec.endpointsPerNode() / spec.planes)
    {
        m_f.spec = spec;
    }

    FabricGraph build()
    {
        splitLeafPorts();
        for (int plane = 0; plane < m_s.planes; ++plane)
            buildPlane(plane);
        return std::move(m_f);
    }

private:
    void splitLeafPorts()
    {
        const int k = m_s.leaf.radix;
        if (m_s.su_nodes > 0) {
            m_f.leaf_down = m_s.su_nodes;
            m_f.leaf_up = std::max(1, int(std::ceil(m_s.su_nodes / m_s.oversubscription - 1e-9)));
            if (m_f.leaf_down + m_f.leaf_up > k)
                throw Error(fmt::format("a scalable unit of {} nodes needs {} down + {} up ports per leaf; the leaf "
                                        "switch '{}' has {}",
                    m_s.su_nodes, m_f.leaf_down, m_f.leaf_up, m_s.leaf.slug, k));
        } else {
            m_f.leaf_up = uplinksFor(k, m_s.oversubscription);
            m_f.leaf_down = k - m_f.leaf_up;
        }
        m_f.spine_up = uplinksFor(m_s.spine.radix, m_s.spine_oversubscription);
        m_f.spine_down = m_s.spine.radix - m_f.spine_up;
    }

    int addSwitch(Switch sw)
    {
        m_f.switches.push_back(sw);
        return int(m_f.switches.size()) - 1;
    }

    void link(Endpoint a, Endpoint b, Layer upper, int plane, bool dayOne)
    {
        m_f.links.push_back({ a, b, upper, plane, dayOne });
    }

    void buildPlane(int plane)
    {
        const int d = m_f.leaf_down, u = m_f.leaf_up, rp = m_railsPerPlane;
        const bool rail = m_s.su_nodes > 0;
        std::int64_t leaves, dayOneLeaves;
        if (rail) {
            leaves = ceilDiv(m_s.target_nodes, m_s.su_nodes) * rp;
            dayOneLeaves = ceilDiv(m_s.nodes, m_s.su_nodes) * rp;
        } else {
            leaves = ceilDiv(std::int64_t(m_s.target_nodes) * rp, d);
            dayOneLeaves = ceilDiv(std::int64_t(m_s.nodes) * rp, d);
        }

        std::int64_t leavesPerPod = 0, pods = 0;
        if (m_s.tiers == 3) {
            leavesPerPod = rail ? (m_f.spine_down / rp) * rp : m_f.spine_down;
            if (leavesPerPod <= 0)
                throw Error(fmt::format("a pod spine with {} down ports cannot hold the {} leaves of one scalable unit",
                    m_f.spine_down, rp));
            pods = ceilDiv(leaves, leavesPerPod);
            leaves = pods * leavesPerPod; // whole pods
            const int coreRadix = m_s.core.radix;
            if (pods > coreRadix) {
                const std::int64_t maxEndpoints = std::int64_t(coreRadix) * leavesPerPod * d;
                throw Error(fmt::format("3 tiers of {}-port switches serve at most {} endpoints per plane; this design "
                                        "needs {} per plane (use more planes or a larger radix)",
                    coreRadix, maxEndpoints, std::int64_t(m_s.target_nodes) * rp));
            }
        } else if (leaves > 1 && !evenSpread(leaves, u, m_s.spine.radix)) {
            const int k = m_s.spine.radix;
            throw Error(
                fmt::format("2 tiers of {}-port switches serve at most {} endpoints per plane (every leaf needs a "
                            "link to every spine, so at most {} leaves); this design needs {} leaves for {} "
                            "endpoints per plane (use --tiers 3 or more planes)",
                    k, std::int64_t(k) * d, k, leaves, std::int64_t(m_s.target_nodes) * rp));
        }

        // Leaves.
        std::vector<int> leafIds(static_cast<std::size_t>(leaves));
        for (std::int64_t l = 0; l < leaves; ++l) {
            Switch sw;
            sw.layer = Layer::Leaf;
            sw.plane = plane;
            sw.index = int(l);
            if (rail) {
                sw.su = int(l / rp);
                sw.rail = int(l % rp);
            }
            if (m_s.tiers == 3)
                sw.pod = int(l / leavesPerPod);
            sw.day_one = l < dayOneLeaves;
            leafIds[std::size_t(l)] = addSwitch(sw);
        }

        // Node → leaf: rail r of node n on this plane.
        const int perNode = m_s.endpointsPerNode();
        for (int n = 0; n < m_s.target_nodes; ++n)
            for (int e = plane; e < perNode; e += m_s.planes) {
                const int r = e / m_s.planes;
                std::int64_t leaf, port;
                if (rail) {
                    leaf = std::int64_t(n / m_s.su_nodes) * rp + r;
                    port = n % m_s.su_nodes;
                } else {
                    const std::int64_t g = std::int64_t(n) * rp + r;
                    leaf = g / d;
                    port = g % d;
                }
                link({ n, -1, e }, { -1, leafIds[std::size_t(leaf)], int(port) }, Layer::Leaf, plane, n < m_s.nodes);
            }

        if (m_s.tiers == 2)
            buildTwoTierSpines(plane, leafIds);
        else
            buildPods(plane, leafIds, pods, leavesPerPod);
    }

    void buildTwoTierSpines(int plane, const std::vector<int> &leafIds)
    {
        const std::int64_t leaves = std::int64_t(leafIds.size());
        if (leaves <= 1)
            return; // a single leaf needs no spine
        const int u = m_f.leaf_up, d = m_f.leaf_down;
        const int s = evenSpread(leaves, u, m_s.spine.radix);
        const int m = u / s;
        std::vector<int> spines;
        for (int j = 0; j < s; ++j)
            spines.push_back(addSwitch({ Layer::Spine, plane, j, -1, -1, -1, 0, true }));
        for (std::int64_t l = 0; l < leaves; ++l) {
            const bool dayOne = m_f.switches[std::size_t(leafIds[std::size_t(l)])].day_one;
            for (int j = 0; j < s; ++j)
                for (int t = 0; t < m; ++t)
                    link({ -1, leafIds[std::size_t(l)], d + j * m + t }, { -1, spines[std::size_t(j)], int(l) * m + t },
                        Layer::Spine, plane, dayOne);
        }
    }

    void buildPods(int plane, const std::vector<int> &leafIds, std::int64_t pods, std::int64_t leavesPerPod)
    {
        const int u = m_f.leaf_up, d = m_f.leaf_down;
        const int up = m_f.spine_up, down = m_f.spine_down;
        // Pod spines: u per pod, spine j of the pod gets one link from every leaf of the pod.
        std::vector<int> podSpines; // [pod * u + j]
        for (std::int64_t q = 0; q < pods; ++q) {
            bool podDayOne = m_f.switches[std::size_t(leafIds[std::size_t(q * leavesPerPod)])].day_one;
            for (int j = 0; j < u; ++j)
                podSpines.push_back(addSwitch({ Layer::Spine, plane, int(q * u + j), -1, -1, int(q), j, podDayOne }));
            for (std::int64_t lam = 0; lam < leavesPerPod; ++lam) {
                const int leaf = leafIds[std::size_t(q * leavesPerPod + lam)];
                for (int j = 0; j < u; ++j)
                    link({ -1, leaf, d + j }, { -1, podSpines[std::size_t(q * u + j)], int(lam) }, Layer::Spine, plane,
                        m_f.switches[std::size_t(leaf)].day_one);
            }
        }
        // Core group j serves spine j of every pod, each spreading its uplinks evenly over the group.
        const int c = evenSpread(pods, up, m_s.core.radix);
        const int m = up / c;
        for (int j = 0; j < u; ++j) {
            std::vector<int> cores;
            for (int h = 0; h < c; ++h)
                cores.push_back(addSwitch({ Layer::Core, plane, j * c + h, -1, -1, -1, j, true }));
            for (std::int64_t q = 0; q < pods; ++q) {
                const int spine = podSpines[std::size_t(q * u + j)];
                for (int h = 0; h < c; ++h)
                    for (int t = 0; t < m; ++t)
                        link({ -1, spine, down + h * m + t }, { -1, cores[std::size_t(h)], int(q) * m + t },
                            Layer::Core, plane, m_f.switches[std::size_t(spine)].day_one);
            }
        }
    }

    const FabricSpec &m_s;
    const int m_railsPerPlane;
    FabricGraph m_f;
};

} // namespace

FabricGraph buildFatTree(const FabricSpec &spec)
{
    validate(spec);
    return Builder(spec).build();
}

TierChoice buildFatTreeChoosingTiers(FabricSpec spec, int requested)
{
    if (requested > 0) {
        spec.tiers = requested;
        return { buildFatTree(spec), fmt::format("{} tiers, as asked", requested) };
    }
    if (spec.tiers != 2)
        return { buildFatTree(spec), fmt::format("{} tiers, the template's design", spec.tiers) };
    try {
        return { buildFatTree(spec), "2 tiers serve the target" };
    } catch (const Error &twoTiers) {
        spec.tiers = 3;
        FabricGraph graph = buildFatTree(spec); // its own error if 3 tiers cannot either
        return { std::move(graph), fmt::format("3 tiers: 2 cannot serve the target ({})", twoTiers.what()) };
    }
}

FabricCounts countFabric(const FabricGraph &f)
{
    const FabricSpec &s = f.spec;
    FabricCounts c;
    c.nodes = s.target_nodes;
    c.endpoints = std::int64_t(s.target_nodes) * s.endpointsPerNode();
    c.planes = s.planes;
    c.tiers = s.tiers;
    for (const auto &sw : f.switches) {
        const SwitchModel &model = sw.layer == Layer::Leaf ? s.leaf : sw.layer == Layer::Spine ? s.spine : s.core;
        (sw.layer == Layer::Leaf ? c.leaves : sw.layer == Layer::Spine ? c.spines : c.cores)++;
        c.switches_usd += model.price_usd;
    }
    // Transceivers: one per cage in use (a twin-port OSFP transceiver serves both ports).
    std::unordered_set<std::int64_t> switchCages;
    auto cageKey = [&](const Endpoint &e) {
        const Switch &sw = f.switches[std::size_t(e.sw)];
        const SwitchModel &model = sw.layer == Layer::Leaf ? s.leaf : sw.layer == Layer::Spine ? s.spine : s.core;
        return std::int64_t(e.sw) * 4096 + e.port / model.ports_per_cage;
    };
    std::int64_t nodeCages = 0;
    for (const auto &l : f.links) {
        if (l.upper == Layer::Leaf) {
            ++c.node_leaf;
            if (s.node_links_optical)
                switchCages.insert(cageKey(l.b));
        } else {
            (l.upper == Layer::Spine ? c.leaf_spine : c.spine_core)++;
            switchCages.insert(cageKey(l.a));
            switchCages.insert(cageKey(l.b));
        }
    }
    if (s.node_links_optical)
        nodeCages = std::int64_t(s.target_nodes) * ceilDiv(s.endpointsPerNode(), s.node_ports_per_cage);
    c.transceivers = std::int64_t(switchCages.size()) + nodeCages;
    c.cables = std::int64_t(f.links.size());
    c.switch_links_usd = double(c.leaf_spine + c.spine_core) * s.switch_link_price_usd;
    c.endpoint_links_usd = double(c.node_leaf) * s.endpoint_link_price_usd;
    return c;
}

} // namespace plenum::fabric

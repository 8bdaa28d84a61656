// SPDX-License-Identifier: GPL-3.0-or-later
// The networks beside the compute fabric (REFERENCE.md "Side networks", DGX H100 SuperPOD RA):
// - Storage fabric: every compute node's storage ports plus the storage nodes, as a rail-optimized
//   fat tree whose two "rails" are the node's two storage NICs — so the two links of a node end on
//   two different leaves and losing a leaf leaves every node connected.
// - In-band management Ethernet: two bonded links per node, again on two different leaves.
// - The fabric manager (UFM) on free leaf ports of the compute fabric, as in the reference's
//   127-node SuperPOD where the 128th node position of the last SU serves the UFM.
//
// Which node ports go where: the node's data ports that are not compute rails ("side ports").
// With four (two dual-port NICs: DGX H100/B200/B300, the GB200 tray's two BlueField-3), the first
// port of each NIC goes to storage and the second to in-band management. With two (one dual-port
// NIC, HGX servers in NVIDIA's enterprise reference configurations) storage and in-band share a
// converged north-south network: both ports go to the storage fabric and no separate in-band
// network is built.
#include "layout/builder.h"

#include <fmt/format.h>

#include <algorithm>
#include <set>

namespace plenum::layout {
namespace {

int ceilDiv(int a, int b)
{
    return (a + b - 1) / b;
}

} // namespace

void Builder::buildSideNetworks()
{
    const DeviceType &node = type(typeId(m_template.node_slug));
    const std::vector<int> rails = railPorts();
    std::vector<int> side;
    for (std::size_t i = 0; i < node.ports.size(); ++i) {
        const PortTemplate &p = node.ports[i];
        if (!p.management && p.speed_gbps > 0 && std::find(rails.begin(), rails.end(), int(i)) == rails.end())
            side.push_back(int(i));
    }
    // The speeds now: building a network adds device types, which may move `node`.
    auto speedOf = [&](const std::vector<int> &ports) {
        return ports.empty() ? 0 : node.ports[std::size_t(ports.front())].speed_gbps;
    };
    std::vector<int> storagePorts, inbandPorts;
    if (side.size() >= 4) {
        // Catalogue order lists a dual-port NIC's ports together: P1, P2 of NIC 1, then NIC 2.
        storagePorts = { side[0], side[2] };
        inbandPorts = { side[1], side[3] };
    } else {
        storagePorts = side; // converged north-south network (or a single port)
    }
    const int storageSpeed = speedOf(storagePorts), inbandSpeed = speedOf(inbandPorts);
    const fabric::FabricSpec &s = m_graph.spec;
    if (!m_profile.storage_switch.empty() && !storagePorts.empty()) {
        SideNetwork net;
        net.fabric = Fabric::Storage;
        net.prefix = "stor";
        net.switch_slug = m_profile.storage_switch;
        net.speed_gbps = storageSpeed;
        // Checkpoints and datasets, not collectives: 2:1 oversubscribed leaves (estimate; the
        // storage nodes, one per 8 compute nodes, could not fill a non-blocking fabric anyway).
        net.oversubscription = 2.0;
        const int perStorage = std::max(1, m_profile.compute_per_storage_node);
        buildSideNetwork(net, storagePorts, ceilDiv(s.target_nodes, perStorage), ceilDiv(s.nodes, perStorage));
        m_side.push_back(std::move(net));
    }
    if (!m_profile.inband_switch.empty() && !inbandPorts.empty()) {
        SideNetwork net;
        net.fabric = Fabric::InBand;
        net.prefix = "inband";
        net.switch_slug = m_profile.inband_switch;
        net.speed_gbps = inbandSpeed;
        // Management traffic is light: 3:1 oversubscribed leaves (estimate), 96 nodes per leaf pair
        // on 128-port leaves.
        net.oversubscription = 3.0;
        buildSideNetwork(net, inbandPorts, 0, 0);
        m_side.push_back(std::move(net));
    }
}

void Builder::buildSideNetwork(
    SideNetwork &net, const std::vector<int> &computePorts, int storageNodes, int storageDayOne)
{
    const fabric::FabricSpec &compute = m_graph.spec;
    const fabric::SwitchModel model = fabric::switchModelFromCatalog(net.switch_slug, net.speed_gbps);
    const int rails = int(computePorts.size());
    // Leaves with down ports for `su_nodes` nodes and their uplinks at the oversubscription; the
    // SU is a whole number of compute blocks (or divides one), so a leaf pair serves the nodes of
    // the blocks it stands with.
    const int capacity = std::max(1, int(model.radix * net.oversubscription / (1.0 + net.oversubscription)));
    const int block = std::max(1, m_blockNodes);
    net.su_nodes = capacity >= block ? capacity / block * block : capacity;
    if (capacity < block)
        while (block % net.su_nodes != 0)
            --net.su_nodes;

    fabric::FabricSpec spec;
    spec.template_name = m_template.name + (net.fabric == Fabric::Storage ? " storage" : " in-band");
    spec.nics_per_node = rails;
    spec.node_ports_per_cage = 1;
    spec.su_nodes = net.su_nodes;
    spec.oversubscription = net.oversubscription;
    spec.leaf = spec.spine = spec.core = model;
    // Fabric node order: day-one compute, day-one storage, later compute, later storage — so the
    // day-one nodes are the first spec.nodes, as the fabric builder expects — each group starting
    // a new SU (unused positions in between), so compute SUs line up with the compute blocks and
    // storage nodes get leaves of their own.
    const Id storageType = storageNodes > 0 ? typeId(m_profile.storage_node) : kNoId;
    if (storageNodes > 0) {
        std::vector<int> ports = dataPorts(type(storageType), net.speed_gbps);
        if (int(ports.size()) < rails)
            throw Error(fmt::format("storage node '{}' has {} ports at {}G; the storage network needs {}",
                m_profile.storage_node, ports.size(), net.speed_gbps, rails));
        ports.resize(std::size_t(rails));
        net.ports[storageType] = ports;
    }
    net.ports[typeId(m_template.node_slug)] = computePorts;
    auto addStorage = [&](int i, bool dayOne) {
        const Id id = addDevice(fmt::format("stor{:04}", i + 1), storageType, dayOne);
        m_storageNodes.push_back(id);
        net.nodes.push_back(id);
        net.compute_index.push_back(-1);
    };
    auto addCompute = [&](int n) {
        net.nodes.push_back(m_nodeDevices[std::size_t(n)]);
        net.compute_index.push_back(n);
    };
    // Unused positions until the next position is `residue` within its SU.
    auto pad = [&](std::size_t residue = 0) {
        while (net.nodes.size() % std::size_t(net.su_nodes) != residue) {
            net.nodes.push_back(kNoId);
            net.compute_index.push_back(-1);
        }
    };
    for (int n = 0; n < compute.nodes; ++n)
        addCompute(n);
    if (storageDayOne > 0) {
        pad();
        for (int i = 0; i < storageDayOne; ++i)
            addStorage(i, true);
    }
    spec.nodes = int(net.nodes.size());
    if (compute.target_nodes > compute.nodes) {
        // Later compute node n keeps n's place within its SU, as on the compute fabric.
        if (storageDayOne > 0)
            pad(std::size_t(compute.nodes % net.su_nodes));
        for (int n = compute.nodes; n < compute.target_nodes; ++n)
            addCompute(n);
    }
    if (storageNodes > storageDayOne) {
        pad();
        for (int i = storageDayOne; i < storageNodes; ++i)
            addStorage(i, false);
    }
    spec.target_nodes = int(net.nodes.size());

    spec.tiers = 2;
    try {
        net.graph = fabric::buildFatTreeChoosingTiers(spec).graph;
    } catch (const Error &e) {
        throw Error(fmt::format("the {} network cannot be built: {}", toString(net.fabric), e.what()));
    }

    static const char *layerName[] = { "leaf", "spine", "core" };
    const Id switchType = typeId(net.switch_slug);
    for (const auto &sw : net.graph.switches) {
        const std::string name = sw.su >= 0
            ? fmt::format("{}-leaf-su{:02}-{}", net.prefix, sw.su + 1, char('a' + sw.rail))
            : fmt::format("{}-{}-{:03}", net.prefix, layerName[int(sw.layer)], sw.index + 1);
        const Id id = addDevice(name, switchType, sw.day_one);
        device(id).su = sw.su;
        net.switches.push_back(id);
    }
}

void Builder::wireSideNetworks()
{
    static const Tier tierOf[] = { Tier::NodeLeaf, Tier::LeafSpine, Tier::SpineCore };
    for (const SideNetwork &net : m_side) {
        const SwitchPorts switchPorts(type(typeId(net.switch_slug)), net.speed_gbps);
        // A node's links into this network (its bonded in-band pair, its two storage links to two
        // leaves) form one redundancy group.
        std::map<Id, std::vector<Id>> pairs; // node → its links here
        for (const auto &l : net.graph.links) {
            PortRef a;
            if (l.a.node >= 0) {
                const Id id = net.nodes[std::size_t(l.a.node)];
                if (id == kNoId)
                    continue; // an unused position before the next group's SU
                a = { id, net.ports.at(device(id).device_type).at(std::size_t(l.a.port)) };
            } else {
                a = { net.switches[std::size_t(l.a.sw)], switchPorts.at(l.a.port) };
            }
            const PortRef b { net.switches[std::size_t(l.b.sw)], switchPorts.at(l.b.port) };
            const Id id = link(a, b, net.fabric, tierOf[int(l.upper)], -1, l.day_one ? m_dayOne : m_target);
            if (l.a.node >= 0)
                pairs[a.device].push_back(id);
        }
        for (const auto &[node, links] : pairs)
            groupLinks(links);
    }
}

// Where the UFM appliance's fabric ports land (its first port on plane 1, its second on plane 2, or
// on a second switch of the only plane), decided on the fabric graph before it is wired:
// 1. a free down port of a compute leaf, the last leaf that has one, day-one leaves first — as the
//    reference's 127-node SuperPOD, whose 128th node position serves the UFM;
// 2. else a free port of a top-tier switch (core, else spine) of the plane;
// 3. else the fabric is full (whole SUs of a non-blocking tree use every port): the UFM takes the
//    top-tier port of one uplink, which is left out of the fabric, so one spine (or leaf) runs with
//    one uplink fewer. A fabric manager on the top tier is equally near every leaf.
// The graph loses those uplinks here, so the counts and the wiring agree.
void Builder::planFabricManager()
{
    m_fabricManagerPorts.clear();
    if (m_fabricManager == kNoId)
        return;
    const DeviceType &ufm = type(device(m_fabricManager).device_type);
    const int speed = m_template.link_speed_gbps;
    std::vector<int> ufmPorts = dataPorts(ufm, speed);
    if (ufmPorts.empty()) {
        // An NDR appliance in a faster fabric (XDR): its ports run at their own speed, a whole
        // fraction of the switch port's, alone on it.
        for (std::size_t i = 0; i < ufm.ports.size(); ++i) {
            const PortTemplate &port = ufm.ports[i];
            if (!port.management && port.speed_gbps > 0 && port.speed_gbps < speed && speed % port.speed_gbps == 0)
                ufmPorts.push_back(int(i));
        }
        if (m_report && !ufmPorts.empty())
            m_report->notes.push_back(fmt::format("the fabric manager's {}G ports run at {}G on {}G switch ports",
                ufm.ports[std::size_t(ufmPorts.front())].speed_gbps,
                ufm.ports[std::size_t(ufmPorts.front())].speed_gbps, speed));
    }
    const SwitchPorts switchPorts(type(typeId(m_template.switch_slug)), speed);
    std::set<std::pair<int, int>> used; // (fabric switch, slot) in use
    for (const auto &l : m_graph.links) {
        used.insert({ l.b.sw, l.b.port });
        if (l.a.sw >= 0)
            used.insert({ l.a.sw, l.a.port });
    }
    const int planes = m_graph.spec.planes;
    const fabric::Layer top = m_graph.spec.tiers >= 3 ? fabric::Layer::Core : fabric::Layer::Spine;
    std::set<int> taken; // switches already serving the UFM
    std::set<int> reduced; // switches that gave up an uplink to it
    auto take = [&](std::size_t k, int sw, int slot, const std::string &how) {
        m_fabricManagerPorts.push_back({ ufmPorts[k], sw, slot });
        used.insert({ sw, slot });
        taken.insert(sw);
        if (m_report && !how.empty())
            m_report->notes.push_back(
                fmt::format("the fabric manager's port {} {}", ufm.ports[std::size_t(ufmPorts[k])].name, how));
    };
    auto freeSlot = [&](int sw, int slots) {
        for (int slot = slots - 1; slot >= 0; --slot)
            if (!used.count({ sw, slot }))
                return slot;
        return -1;
    };
    for (std::size_t k = 0; k < ufmPorts.size(); ++k) {
        const int plane = int(k) % planes;
        bool done = false;
        // 1. A free leaf down port: day-one leaves first (from the last one back), then later ones.
        for (int pass = 0; pass < 2 && !done; ++pass)
            for (int sw = int(m_graph.switches.size()) - 1; sw >= 0 && !done; --sw) {
                const fabric::Switch &s = m_graph.switches[std::size_t(sw)];
                if (s.layer != fabric::Layer::Leaf || s.plane != plane || taken.count(sw) || s.day_one != (pass == 0))
                    continue;
                if (const int slot = freeSlot(sw, m_graph.leaf_down); slot >= 0) {
                    take(k, sw, slot,
                        s.day_one ? ""
                                  : "reaches the fabric only with the target phase: no day-one leaf has a free port");
                    done = true;
                }
            }
        // 2. A free port of a day-one top-tier switch.
        for (int sw = int(m_graph.switches.size()) - 1; sw >= 0 && !done; --sw) {
            const fabric::Switch &s = m_graph.switches[std::size_t(sw)];
            if (s.layer != top || s.plane != plane || taken.count(sw) || !s.day_one)
                continue;
            if (const int slot = freeSlot(sw, switchPorts.slots()); slot >= 0) {
                take(k, sw, slot, "");
                done = true;
            }
        }
        // 3. The top-tier end of the plane's last day-one uplink into the top tier, from a switch
        //    that has not given up an uplink yet.
        for (std::size_t i = m_graph.links.size(); i-- > 0 && !done;) {
            const fabric::FabricLink &l = m_graph.links[i];
            if (l.upper != top || l.plane != plane || !l.day_one || taken.count(l.b.sw) || reduced.count(l.a.sw))
                continue;
            const int sw = l.b.sw, slot = l.b.port, below = l.a.sw;
            m_graph.links.erase(m_graph.links.begin() + std::ptrdiff_t(i));
            used.erase({ sw, slot });
            reduced.insert(below);
            take(k, sw, slot,
                fmt::format("takes a port of {} in place of one uplink of {}: every leaf down port serves a node "
                            "and every {} port an uplink",
                    device(m_switchDevices[std::size_t(sw)]).name, device(m_switchDevices[std::size_t(below)]).name,
                    top == fabric::Layer::Core ? "core" : "spine"));
            done = true;
        }
    }
    if (m_report && m_fabricManagerPorts.size() < ufmPorts.size())
        m_report->notes.push_back(fmt::format("the fabric manager '{}' has {} of its {} fabric ports connected",
            device(m_fabricManager).name, m_fabricManagerPorts.size(), ufmPorts.size()));
}

void Builder::wireFabricManager()
{
    const SwitchPorts switchPorts(type(typeId(m_template.switch_slug)), m_template.link_speed_gbps);
    for (const FabricManagerPort &f : m_fabricManagerPorts) {
        const Id sw = m_switchDevices[std::size_t(f.sw)];
        // An endpoint's link into the fabric, whichever tier the switch is on.
        link({ m_fabricManager, f.port }, { sw, switchPorts.at(f.slot) }, Fabric::Compute, Tier::NodeLeaf,
            m_graph.switches[std::size_t(f.sw)].plane, device(sw).phase);
    }
}

} // namespace plenum::layout

// SPDX-License-Identifier: GPL-3.0-or-later
// Filling racks: compute nodes within the rack's power budget, U and static load (e.g. 4 DGX H100
// at 10.2 kW in a 45 kW rack); GB200 NVL72 as its own rack; leaves next to the nodes of their SU;
// spines and cores in network racks; then an out-of-band switch at the top of every rack, PDUs on
// feeds A and B sized for the PSU inlets, and blanking panels in every empty U (ASHRAE TC 9.9).
#include "layout/builder.h"
#include "model/pdu_rating.h"
#include "model/power_shelf.h"

#include <fmt/format.h>

#include <algorithm>
#include <climits>
#include <cmath>
#include <limits>
#include <map>

namespace plenum::layout {
namespace {

// NVL72 rack recipe (estimate of NVIDIA's published rack elevation): 18 compute trays and
// 9 NVLink switch trays between power shelves, as compute 8 / switch 9 / compute 10.
constexpr int kNvl72ComputeTrays = 18;
constexpr int kNvl72SwitchTrays = 9;
constexpr int kNvl72PowerShelves = 8;
constexpr int kNvl72RacksPerBlock = 8; // DGX GB200 SU: 8 racks

// The network row's order of a fabric's spines and cores: each plane's cores in the middle of its
// spines. A core takes one link from a spine of every pod, so standing between them keeps its
// longest spine–core run about half the plane's spine racks long instead of all of them.
std::vector<int> centreCores(const fabric::FabricGraph &graph, const std::vector<int> &switches)
{
    std::map<int, std::pair<std::vector<int>, std::vector<int>>> planes; // plane → (cores, others)
    std::vector<int> planeOrder;
    for (int i : switches) {
        const fabric::Switch &sw = graph.switches[std::size_t(i)];
        auto [it, fresh] = planes.try_emplace(sw.plane);
        if (fresh)
            planeOrder.push_back(sw.plane);
        (sw.layer == fabric::Layer::Core ? it->second.first : it->second.second).push_back(i);
    }
    std::vector<int> out;
    out.reserve(switches.size());
    for (int plane : planeOrder) {
        const auto &[cores, others] = planes.at(plane);
        const auto half = others.begin() + std::ptrdiff_t(others.size() / 2);
        out.insert(out.end(), others.begin(), half);
        out.insert(out.end(), cores.begin(), cores.end());
        out.insert(out.end(), half, others.end());
    }
    return out;
}

} // namespace

int Builder::newRack(bool network, int block)
{
    PlannedRack r;
    r.network = network;
    r.block = block;
    m_racks.push_back(r);
    return int(m_racks.size()) - 1;
}

std::int64_t Builder::rackPowerW(const std::vector<Id> &devices) const
{
    // As model/rack_load counts it: a power shelf with a known efficiency draws its loss on the
    // trays it feeds instead of a figure of its own.
    std::int64_t w = 0;
    BusbarLoad busbar;
    for (Id id : devices) {
        const DeviceType &t = type(m_p.devices[m_deviceIndex.at(id)].device_type);
        busbar.add(t);
        if (powerShelfEfficiency(t) <= 0)
            w += t.max_power_w;
    }
    return w + std::llround(busbar.lossW());
}

void Builder::planRacks()
{
    const RackType &rt = rackType();
    const DeviceType &node = type(typeId(m_template.node_slug));
    const DeviceType &oob = type(typeId(m_profile.oob_switch));
    const DeviceType &pdu = type(typeId(m_profile.pdu));
    const fabric::FabricSpec &s = m_graph.spec;

    // What a rack can hold besides its nodes: the OOB switch (1U at the top) and two PDUs.
    const std::int64_t budget = rt.power_budget_w - oob.max_power_w;
    const int usableU = rt.height_u - oob.u_height;
    const double load = rt.static_load_kg - oob.weight_kg - 2 * pdu.weight_kg;
    if (m_profile.nvl72_racks) {
        m_nodesPerRack = kNvl72ComputeTrays;
    } else {
        const std::int64_t byPower = node.max_power_w > 0 ? budget / node.max_power_w : usableU;
        const std::int64_t byU = node.u_height > 0 ? usableU / node.u_height : usableU;
        const std::int64_t byWeight = node.weight_kg > 0 ? std::int64_t(load / node.weight_kg) : usableU;
        m_nodesPerRack = int(std::min({ byPower, byU, byWeight }));
        if (m_nodesPerRack < 1)
            throw Error(fmt::format("one {} ({} W, {}U, {} kg) does not fit rack type '{}' ({} W budget, {}U, {} kg)",
                node.model, node.max_power_w, node.u_height, node.weight_kg, rt.slug, rt.power_budget_w, rt.height_u,
                rt.static_load_kg));
    }
    const int railsPerPlane = s.endpointsPerNode() / s.planes;
    if (m_profile.nvl72_racks)
        m_blockNodes = kNvl72ComputeTrays * kNvl72RacksPerBlock;
    else if (s.su_nodes > 0)
        m_blockNodes = s.su_nodes;
    else
        m_blockNodes = std::max(1, m_graph.leaf_down / railsPerPlane);
    m_blockNodes = std::max(m_blockNodes, m_nodesPerRack);
    buildSideNetworks(); // their SUs line up with the blocks

    // GPU racks, block by block.
    const int blocks = (s.target_nodes + m_blockNodes - 1) / m_blockNodes;
    for (int b = 0; b < blocks; ++b) {
        const int first = b * m_blockNodes, last = std::min(s.target_nodes, first + m_blockNodes);
        for (int n = first; n < last; n += m_nodesPerRack) {
            PlannedRack &r = m_racks[std::size_t(newRack(false, b))];
            const bool dayOne = n < s.nodes;
            const int count = std::min(m_nodesPerRack, last - n);
            if (m_profile.nvl72_racks) {
                const Id shelf = typeId("nvidia-gb200-nvl72-power-shelf");
                const Id swTray = typeId("nvidia-gb200-nvl72-switch-tray");
                const std::string prefix = fmt::format("nvl72-{:03}", int(m_racks.size()));
                for (int i = 0; i < kNvl72PowerShelves / 2; ++i)
                    r.devices.push_back(addDevice(fmt::format("{}-ps{}", prefix, i + 1), shelf, dayOne));
                for (int i = 0; i < std::min(count, 8); ++i)
                    r.devices.push_back(m_nodeDevices[std::size_t(n + i)]);
                for (int i = 0; i < kNvl72SwitchTrays; ++i)
                    r.devices.push_back(addDevice(fmt::format("{}-nvsw{}", prefix, i + 1), swTray, dayOne));
                for (int i = 8; i < count; ++i)
                    r.devices.push_back(m_nodeDevices[std::size_t(n + i)]);
                for (int i = kNvl72PowerShelves / 2; i < kNvl72PowerShelves; ++i)
                    r.devices.push_back(addDevice(fmt::format("{}-ps{}", prefix, i + 1), shelf, dayOne));
            } else {
                for (int i = 0; i < count; ++i)
                    r.devices.push_back(m_nodeDevices[std::size_t(n + i)]);
            }
            r.day_one = dayOne;
        }
    }

    // Leaves go to the block of the first node they serve; the rest to the network row.
    std::vector<int> firstNode(m_graph.switches.size(), INT_MAX);
    for (const auto &l : m_graph.links)
        if (l.upper == fabric::Layer::Leaf)
            firstNode[std::size_t(l.b.sw)] = std::min(firstNode[std::size_t(l.b.sw)], l.a.node);
    std::vector<std::vector<Id>> leavesOfBlock(static_cast<std::size_t>(blocks));
    std::vector<int> fabricNetwork; // switch indices for the network row
    for (std::size_t i = 0; i < m_graph.switches.size(); ++i) {
        if (m_graph.switches[i].layer == fabric::Layer::Leaf && firstNode[i] != INT_MAX)
            leavesOfBlock[std::size_t(firstNode[i] / m_blockNodes)].push_back(m_switchDevices[i]);
        else
            fabricNetwork.push_back(int(i));
    }
    std::vector<Id> network;
    for (int i : centreCores(m_graph, fabricNetwork))
        network.push_back(m_switchDevices[std::size_t(i)]);
    estimateNetworkCables(fabricNetwork);
    // Storage and in-band leaves stand with the compute nodes they serve; a leaf serving only
    // storage nodes stands next to them in the network row (one group per storage SU), every
    // spine and core in the network row.
    // A side network's leaves come in a/b pairs serving the same nodes, each node's two links in
    // one redundancy group: where the pair serves the nodes of one block, the a leaf stands at the
    // block's east end and the b leaf at its west end, so a node's two links leave its rack in
    // opposite directions along the row and share no tray (issue #16, "discrete paths"; row-end
    // blocks keep the a leaves with the compute leaves). A pair serving several blocks (in-band
    // SUs of 96 nodes, storage SUs over blocks of 16) stays with the first block's leaves: its
    // nodes in later blocks see both leaves on the same side (docs/rules.md, templates).
    std::vector<std::vector<Id>> eastOfBlock(static_cast<std::size_t>(blocks)),
        westOfBlock(static_cast<std::size_t>(blocks));
    std::map<int, std::vector<Id>> storageGroups;
    for (const SideNetwork &net : m_side) {
        std::vector<int> first(net.graph.switches.size(), INT_MAX), last(net.graph.switches.size(), -1);
        for (const auto &l : net.graph.links)
            if (l.upper == fabric::Layer::Leaf && net.compute_index[std::size_t(l.a.node)] >= 0) {
                const int node = net.compute_index[std::size_t(l.a.node)];
                first[std::size_t(l.b.sw)] = std::min(first[std::size_t(l.b.sw)], node);
                last[std::size_t(l.b.sw)] = std::max(last[std::size_t(l.b.sw)], node);
            }
        for (std::size_t i = 0; i < net.graph.switches.size(); ++i) {
            const fabric::Switch &sw = net.graph.switches[i];
            if (sw.layer == fabric::Layer::Leaf && first[i] != INT_MAX) {
                const std::size_t block = std::size_t(first[i] / m_blockNodes);
                const bool oneBlock = last[i] / m_blockNodes == first[i] / m_blockNodes;
                if (!oneBlock)
                    leavesOfBlock[block].push_back(net.switches[i]);
                else if (sw.rail > 0)
                    westOfBlock[block].push_back(net.switches[i]);
                else if (m_req.strategy == Strategy::RowMiddle)
                    eastOfBlock[block].push_back(net.switches[i]);
                else
                    leavesOfBlock[block].push_back(net.switches[i]);
            } else if (sw.layer == fabric::Layer::Leaf && net.fabric == Fabric::Storage)
                storageGroups[sw.su].push_back(net.switches[i]);
            else
                network.push_back(net.switches[i]);
        }
        if (net.fabric == Fabric::Storage)
            for (std::size_t n = 0; n < net.nodes.size(); ++n)
                if (net.compute_index[n] < 0 && net.nodes[n] != kNoId)
                    storageGroups[int(n) / net.su_nodes].push_back(net.nodes[n]);
    }
    for (int b = 0; b < blocks; ++b)
        for (int end : { 0, 1, -1 }) {
            const std::size_t start = m_racks.size();
            planNetworkRacks(end == 0 ? leavesOfBlock[std::size_t(b)]
                    : end > 0         ? eastOfBlock[std::size_t(b)]
                                      : westOfBlock[std::size_t(b)]);
            for (std::size_t i = start; i < m_racks.size(); ++i) {
                m_racks[i].network = false;
                m_racks[i].block = b;
                m_racks[i].block_end = end;
            }
        }
    if (!m_profile.fabric_manager.empty()) {
        m_fabricManager = addDevice("ufm-01", typeId(m_profile.fabric_manager), true);
        network.push_back(m_fabricManager);
    }
    for (const auto &[su, group] : storageGroups)
        network.insert(network.end(), group.begin(), group.end()); // storage racks in the network row
    // OOB aggregation: every rack's OOB switch sends one 100G uplink to it (60 per switch, the
    // other ports kept for the site uplinks). Count the network racks the switches will need.
    const DeviceType &agg = type(typeId(m_profile.oob_aggregation));
    int networkU = 0;
    for (Id id : network)
        networkU += type(device(id).device_type).u_height;
    const int estimatedRacks = int(m_racks.size()) + networkU / std::max(1, rackType(true).height_u - 4) + 2;
    const int aggPorts = std::max(1, int(std::count_if(agg.ports.begin(), agg.ports.end(), [](const PortTemplate &p) {
        return !p.management && p.speed_gbps >= 100;
    })) - m_profile.oob_site_uplinks);
    for (int i = 0; i < (estimatedRacks + aggPorts - 1) / aggPorts; ++i) {
        const Id id = addDevice(fmt::format("oob-agg-{:02}", i + 1), typeId(m_profile.oob_aggregation), true);
        m_oobAggregation.push_back(id);
        network.push_back(id);
    }
    planNetworkRacks(network);
}

namespace {

double circleMm2(double od)
{
    return M_PI / 4 * od * od;
}

// The fabric speed of a switch type: its first data port's.
int dataSpeed(const DeviceType &t)
{
    for (const auto &port : t.ports)
        if (!port.management && port.speed_gbps > 0)
            return port.speed_gbps;
    return 0;
}

} // namespace

void Builder::estimateNetworkCables(const std::vector<int> &networkSwitches)
{
    // A link between two network-row switches may be copper (the thickest twin-port copper cable of
    // its speed, shared by the cage's two links); a link to a leaf standing with its block or to a
    // node runs to another row, beyond copper reach: one fibre trunk (the thickest optical cable of
    // its speed) per link, in the cage's transceiver.
    std::vector<char> inRow(m_graph.switches.size(), 0);
    for (int i : networkSwitches)
        inRow[std::size_t(i)] = 1;
    std::vector<int> copperLinks(m_graph.switches.size(), 0), fibreLinks(m_graph.switches.size(), 0);
    for (const auto &l : m_graph.links) {
        const bool a = l.a.sw >= 0 && inRow[std::size_t(l.a.sw)];
        const bool b = l.b.sw >= 0 && inRow[std::size_t(l.b.sw)];
        for (const auto &[end, here] : { std::pair { l.a.sw, a }, std::pair { l.b.sw, b } })
            if (here)
                ++((a && b) ? copperLinks : fibreLinks)[std::size_t(end)];
    }
    for (int i : networkSwitches) {
        const Id id = m_switchDevices[std::size_t(i)];
        const DeviceType &t = type(device(id).device_type);
        const int speed = dataSpeed(t);
        double copper = 0, fibre = 0; // mm² per link
        for (const catalog::CableType *c : catalog::builtinCatalog().cablesForSpeed(speed)) {
            const double perLink = circleMm2(c->od_mm) / std::max(1, c->links);
            const bool optical = c->media == "aoc" || c->media.find("mf-") != std::string::npos;
            (optical ? fibre : copper) = std::max(optical ? fibre : copper, perLink);
        }
        if (copper == 0)
            copper = fibre;
        m_cableAreaEstimate[id] = copperLinks[std::size_t(i)] * copper + fibreLinks[std::size_t(i)] * fibre;
    }
}

double Builder::cageCableAreaMm2(const DeviceType &t) const
{
    std::map<std::string, double> cages; // cage (or port) → the thickest cable's cross-section it takes
    for (const auto &port : t.ports) {
        if (port.management || port.speed_gbps <= 0)
            continue;
        double od = 0;
        for (const auto &cable : catalog::builtinCatalog().cables)
            if (cable.connector == port.connector && cable.speed_gbps == port.speed_gbps)
                od = std::max(od, cable.od_mm);
        double &area = cages[port.cage.empty() ? port.name : port.cage];
        area = std::max(area, M_PI / 4 * od * od);
    }
    double sum = 0;
    for (const auto &[cage, area] : cages)
        sum += area;
    return sum;
}

// Packs switches into network racks within U (below the OOB switch), power budget, static load
// and the vertical cable managers: the cables of every cage, each sized as the thickest cable the
// cage takes (a DAC where one fits), within kCableManagerFill of the rack type's
// cable_manager_area_mm2 (the default of the rule rack.cable-manager, which judges the cables the
// router chose). Day-one devices come first and later phases start a rack of their own, so that no
// day-one rack has open U waiting for a later device (every empty U of a rack gets a blanking panel
// once, for good).
void Builder::planNetworkRacks(const std::vector<Id> &unordered)
{
    constexpr double kCableManagerFill = 0.5; // rack.cable_manager_fill_ratio's default (NEC 392.22's 50 %) [estimate]
    std::vector<Id> switches = unordered;
    std::stable_partition(
        switches.begin(), switches.end(), [&](Id id) { return m_p.devices[m_deviceIndex.at(id)].phase == m_dayOne; });
    const RackType &rt = rackType(true);
    const DeviceType &oob = type(typeId(m_profile.oob_switch));
    const std::int64_t budget = rt.power_budget_w - oob.max_power_w;
    const int usableU = rt.height_u - oob.u_height;
    const double load = rt.static_load_kg - oob.weight_kg - 2 * type(typeId(m_profile.pdu)).weight_kg;
    const double managerMm2 = rt.cable_manager_area_mm2 > 0 ? kCableManagerFill * double(rt.cable_manager_area_mm2)
                                                            : std::numeric_limits<double>::infinity();
    std::map<Id, double> cableArea; // device type → its cages' cable cross-section
    int current = -1, usedU = 0;
    std::int64_t power = 0;
    double cables = 0, weight = 0;
    Id phase = kNoId;
    for (Id id : switches) {
        const Device &d = m_p.devices[m_deviceIndex.at(id)];
        const DeviceType &t = type(d.device_type);
        auto [it, fresh] = cableArea.try_emplace(t.id, 0.0);
        if (fresh)
            it->second = cageCableAreaMm2(t);
        const auto estimate = m_cableAreaEstimate.find(id);
        const double area = estimate != m_cableAreaEstimate.end() ? estimate->second : it->second;
        const bool newPhase = d.phase != phase;
        phase = d.phase;
        if (current < 0 || newPhase || usedU + t.u_height > usableU || power + t.max_power_w > budget
            || weight + t.weight_kg > load || (usedU > 0 && cables + area > managerMm2)) {
            current = newRack(true, -1);
            m_racks[std::size_t(current)].switch_rack = true;
            usedU = 0;
            power = 0;
            cables = 0;
            weight = 0;
        }
        m_racks[std::size_t(current)].devices.push_back(id);
        usedU += t.u_height;
        power += t.max_power_w;
        cables += area;
        weight += t.weight_kg;
        if (m_p.devices[m_deviceIndex.at(id)].phase == m_dayOne)
            m_racks[std::size_t(current)].day_one = true;
    }
}

void Builder::fillRacks()
{
    const Id oobType = typeId(m_profile.oob_switch);
    const Id pduType = typeId(m_profile.pdu);
    const Id blankType = typeId(m_profile.blanking);
    const DeviceType &pdu = type(pduType);
    auto outletsOf = [](const DeviceType &t, const char *connector) {
        return int(std::count_if(
            t.ports.begin(), t.ports.end(), [&](const PortTemplate &p) { return p.connector == connector; }));
    };
    const int pduC13 = outletsOf(pdu, "C13"), pduC19 = outletsOf(pdu, "C19");
    // The PDU's continuous rating per its standard (NEC 80 % for NEMA, the rated current for IEC).
    const double pduContinuousW = plenum::pduContinuousW(pdu, m_p.settings);

    std::map<Id, std::size_t> rackIndex;
    for (std::size_t i = 0; i < m_p.racks.size(); ++i)
        rackIndex[m_p.racks[i].id] = i;
    for (auto &planned : m_racks) {
        const Rack rack = m_p.racks[rackIndex.at(planned.rack)];
        const bool dayOne = rack.phase == m_dayOne;
        const RackType &rt = rackType(planned.switch_rack);
        std::vector<bool> used(std::size_t(rt.height_u) + 1, false);
        int u = 1;
        for (Id id : planned.devices) {
            Device &d = device(id);
            const int height = type(d.device_type).u_height;
            d.rack = rack.id;
            d.u_position = u;
            for (int i = 0; i < height; ++i)
                used[std::size_t(u + i)] = true;
            u += height;
        }
        // The OOB switch faces its ports to the side of the rack where the nodes' BMC ports are (issue
        // #16): to the rear for DGX/HGX nodes (H100 RA: in-rack management switches with P2C airflow,
        // mounted ports-to-rear so they still draw from the cold aisle), to the front for GB200 NVL72
        // trays, with the C2P variant (air in at the ports, from the cold aisle).
        int bmcFront = 0, bmcRear = 0;
        for (Id id : planned.devices) {
            const DeviceType &t = type(device(id).device_type);
            if (t.role != "gpu-node")
                continue;
            for (const auto &port : t.ports)
                if (port.management)
                    (port.face == Face::Front ? bmcFront : bmcRear)++;
        }
        const bool portsFront = bmcFront > bmcRear && !m_profile.oob_switch_front.empty();
        const Id oob = addDevice(
            fmt::format("{}-oob", rack.name), portsFront ? typeId(m_profile.oob_switch_front) : oobType, dayOne);
        device(oob).rack = rack.id;
        device(oob).u_position = rt.height_u;
        device(oob).reversed = !portsFront;
        used[std::size_t(rt.height_u)] = true;
        planned.devices.push_back(oob);
        planned.oob = oob;

        // PDUs: enough C13/C19 outlets on each feed for half of every device's PSUs.
        int needC13 = 0, needC19 = 0;
        for (Id id : planned.devices)
            for (const auto &port : type(device(id).device_type).ports) {
                needC13 += port.connector == "C14";
                needC19 += port.connector == "C20";
            }
        int perFeed = 1;
        if (pduC13 > 0)
            perFeed = std::max(perFeed, ((needC13 + 1) / 2 + pduC13 - 1) / pduC13);
        if (pduC19 > 0)
            perFeed = std::max(perFeed, ((needC19 + 1) / 2 + pduC19 - 1) / pduC19);
        // Either feed must carry the whole rack when the other is lost, within the PDUs' continuous
        // rating (NEC: 80 % of the breaker; IEC: the rated current) — DESIGN.md §6.
        // PSUs go round-robin over a feed's PDUs, so with several PDUs one may carry up to one
        // device more than an even share (issue #23: a 69.4 kW network rack on two 34.8 kW PDUs
        // per feed put 35.7 kW on one): each PDU keeps the largest device's power spare.
        if (pduContinuousW > 0) {
            const double rackW = double(rackPowerW(planned.devices));
            int byPower = int(std::ceil(rackW / pduContinuousW));
            if (byPower > 1) {
                std::int64_t largest = 0;
                for (Id id : planned.devices)
                    largest = std::max(largest, type(device(id).device_type).max_power_w);
                if (pduContinuousW > double(largest))
                    byPower = std::max(byPower, int(std::ceil(rackW / (pduContinuousW - double(largest)))));
            }
            perFeed = std::max(perFeed, byPower);
        }
        for (char feed : { 'A', 'B' })
            for (int i = 0; i < perFeed; ++i) {
                const Id id = addDevice(fmt::format("{}-pdu-{}{}", rack.name, feed, i + 1), pduType, dayOne);
                device(id).rack = rack.id;
                device(id).u_position = 1; // 0U, mounted in the rear side channel
                device(id).feed = std::string(1, feed);
                planned.devices.push_back(id);
            }
        for (int slot = 1; slot <= rt.height_u; ++slot)
            if (!used[std::size_t(slot)]) {
                const Id id = addDevice(fmt::format("{}-blank-u{:02}", rack.name, slot), blankType, dayOne);
                device(id).rack = rack.id;
                device(id).u_position = slot;
                planned.devices.push_back(id);
            }
    }
}

} // namespace plenum::layout

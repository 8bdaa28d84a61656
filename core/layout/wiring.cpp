// SPDX-License-Identifier: GPL-3.0-or-later
// Links of the built project: the compute fabric (rail r of a node on its rail port, switch ports
// in catalogue order), out-of-band management (every BMC, switch and PDU management port to the
// rack's OOB switch, whose uplink goes to an aggregation switch), and power (PSU i of every device
// on feed A for even i and feed B for odd i, C14 inlets to C13 outlets and C20 to C19). A device's
// power cords on both feeds form a redundancy group (A/B power), as do a node's links on a side
// network (side_networks.cpp): routing/redundancy.h.
#include "layout/builder.h"

#include <fmt/format.h>

#include <algorithm>

namespace plenum::layout {

// Data ports of a type at `speed`, in catalogue order.
std::vector<int> dataPorts(const DeviceType &t, int speed)
{
    std::vector<int> out;
    for (std::size_t i = 0; i < t.ports.size(); ++i)
        if (!t.ports[i].management && t.ports[i].speed_gbps == speed)
            out.push_back(int(i));
    return out;
}

namespace {

int managementPort(const DeviceType &t)
{
    int fallback = -1;
    for (std::size_t i = 0; i < t.ports.size(); ++i) {
        const PortTemplate &p = t.ports[i];
        if (!p.management || p.name == "console")
            continue;
        if (p.name == "BMC")
            return int(i);
        if (fallback < 0 && p.speed_gbps == 1)
            fallback = int(i);
    }
    return fallback;
}

} // namespace

Id Builder::link(PortRef a, PortRef b, Fabric fabric, Tier tier, int plane, Id phase)
{
    Link l;
    l.id = m_p.allocateId();
    l.a = a;
    l.b = b;
    l.fabric = fabric;
    l.tier = tier;
    l.plane = plane;
    l.phase = phase;
    m_p.links.push_back(l);
    return l.id;
}

void Builder::groupLinks(const std::vector<Id> &links)
{
    if (links.size() < 2)
        return;
    ++m_nextGroup;
    // Links are appended with rising ids: find each by binary search.
    for (Id id : links) {
        auto it
            = std::lower_bound(m_p.links.begin(), m_p.links.end(), id, [](const Link &l, Id v) { return l.id < v; });
        if (it != m_p.links.end() && it->id == id)
            it->redundancy_group = m_nextGroup;
    }
}

std::vector<int> Builder::railPorts()
{
    const fabric::FabricSpec &s = m_graph.spec;
    const int speed = m_template.link_speed_gbps;
    const DeviceType &node = type(typeId(m_template.node_slug));
    // The reference's port map, else the node's data ports at (or, for a port carrying two links,
    // at twice) the link speed.
    std::vector<int> rails;
    for (const auto &name : m_profile.rail_ports)
        rails.push_back(node.portIndex(name));
    if (rails.empty()) {
        rails = dataPorts(node, speed * s.ports_per_nic);
        if (rails.empty())
            rails = dataPorts(node, speed * 2);
    }
    if (int(rails.size()) < s.nics_per_node || std::count(rails.begin(), rails.end(), -1))
        throw Error(fmt::format("{} has {} ports for its {} fabric NICs", node.model, rails.size(), s.nics_per_node));
    rails.resize(std::size_t(s.nics_per_node));
    return rails;
}

SwitchPorts::SwitchPorts(const DeviceType &sw, int speed)
    : ports(dataPorts(sw, speed))
{
    if (ports.empty()) {
        ports = dataPorts(sw, speed * 2); // e.g. 800G ports split into 2 × 400G
        links_per_port = 2;
    }
}

void Builder::wireFabric()
{
    const fabric::FabricSpec &s = m_graph.spec;
    const std::vector<int> rails = railPorts();
    const int portsPerRail = s.ports_per_nic;
    const SwitchPorts switchPorts(type(typeId(m_template.switch_slug)), m_template.link_speed_gbps);

    static const Tier tierOf[] = { Tier::NodeLeaf, Tier::LeafSpine, Tier::SpineCore };
    for (const auto &l : m_graph.links) {
        PortRef a = l.a.node >= 0
            ? PortRef { m_nodeDevices[std::size_t(l.a.node)], rails.at(std::size_t(l.a.port / portsPerRail)) }
            : PortRef { m_switchDevices[std::size_t(l.a.sw)], switchPorts.at(l.a.port) };
        PortRef b { m_switchDevices[std::size_t(l.b.sw)], switchPorts.at(l.b.port) };
        link(a, b, Fabric::Compute, tierOf[int(l.upper)], l.plane, l.day_one ? m_dayOne : m_target);
    }
}

void Builder::wireOutOfBand()
{
    const DeviceType &oob = type(typeId(m_profile.oob_switch));
    const std::vector<int> access = dataPorts(oob, 1);
    int uplink = -1;
    for (std::size_t i = 0; i < oob.ports.size(); ++i)
        if (!oob.ports[i].management && oob.ports[i].speed_gbps >= 100 && uplink < 0)
            uplink = int(i);
    const DeviceType &agg = type(typeId(m_profile.oob_aggregation));
    const std::vector<int> aggPorts = dataPorts(agg, 100);

    std::size_t next = 0; // next aggregation port, over all aggregation switches
    for (const auto &planned : m_racks) {
        const Id phase = device(planned.oob).phase;
        std::size_t port = 0;
        for (Id id : planned.devices) {
            if (id == planned.oob)
                continue;
            const Device &d = device(id);
            const int mgmt = managementPort(type(d.device_type));
            if (mgmt < 0 || port >= access.size())
                continue;
            link({ id, mgmt }, { planned.oob, access[port++] }, Fabric::OutOfBand, Tier::Management, -1, d.phase);
        }
        const std::size_t reserve = std::size_t(m_profile.oob_site_uplinks);
        const std::size_t perSwitch = aggPorts.size() > reserve ? aggPorts.size() - reserve : aggPorts.size();
        if (uplink >= 0 && !m_oobAggregation.empty() && next < perSwitch * m_oobAggregation.size()) {
            link({ planned.oob, uplink }, { m_oobAggregation[next / perSwitch], aggPorts[next % perSwitch] },
                Fabric::OutOfBand, Tier::Management, -1, phase);
            ++next;
        }
    }
}

void Builder::wirePower()
{
    for (const auto &planned : m_racks) {
        // Outlets of each feed, by connector, across the feed's PDUs.
        // Outlets of each feed by connector, taken round-robin over the feed's PDUs so that the
        // load is shared between them.
        std::map<std::string, std::vector<std::vector<PortRef>>> perPdu[2];
        for (Id id : planned.devices) {
            const Device &d = device(id);
            const DeviceType &t = type(d.device_type);
            if (t.role != "pdu")
                continue;
            const int feed = d.feed == "B" ? 1 : 0;
            for (const char *connector : { "C13", "C19" }) {
                std::vector<PortRef> list;
                for (std::size_t i = 0; i < t.ports.size(); ++i)
                    if (t.ports[i].connector == connector)
                        list.push_back({ id, int(i) });
                perPdu[feed][connector].push_back(std::move(list));
            }
        }
        std::map<std::string, std::vector<PortRef>> outlets[2];
        std::map<std::string, std::size_t> used[2];
        for (int feed = 0; feed < 2; ++feed)
            for (auto &[connector, pdus] : perPdu[feed])
                for (std::size_t k = 0;; ++k) {
                    bool any = false;
                    for (const auto &list : pdus)
                        if (k < list.size()) {
                            outlets[feed][connector].push_back(list[k]);
                            any = true;
                        }
                    if (!any)
                        break;
                }
        for (Id id : planned.devices) {
            const Device &d = device(id);
            const DeviceType &t = type(d.device_type);
            if (t.role == "pdu")
                continue;
            int psu = 0;
            std::vector<Id> cords;
            bool fed[2] = { false, false };
            for (std::size_t i = 0; i < t.ports.size(); ++i) {
                const std::string &c = t.ports[i].connector;
                const std::string outlet = c == "C14" ? "C13" : c == "C20" ? "C19" : "";
                if (outlet.empty())
                    continue;
                const int feed = psu++ % 2;
                auto &pool = outlets[feed][outlet];
                std::size_t &k = used[feed][outlet];
                if (k < pool.size()) {
                    cords.push_back(link({ id, int(i) }, pool[k++], Fabric::Power, Tier::Power, -1, d.phase));
                    fed[feed] = true;
                }
            }
            if (fed[0] && fed[1])
                groupLinks(cords); // A/B power: the device's cords on both feeds
        }
    }
}

} // namespace plenum::layout

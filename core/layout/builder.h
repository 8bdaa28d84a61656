// SPDX-License-Identifier: GPL-3.0-or-later
// Internal to core/layout: the state of one buildProject() run, split over a few files by concern
// (project_builder.cpp: devices; rack_fill.cpp: racks; floor_layout.cpp: rows and positions;
// pathways.cpp: trays; wiring.cpp: links; structured.cpp: fibre panels and channels).
#pragma once

#include "catalog/catalog.h"
#include "fabric/fabric_templates.h"
#include "fabric/fat_tree.h"
#include "layout/layout_spec.h"

#include <map>
#include <string>
#include <vector>

namespace plenum::layout {

// How a template's cluster is physically built (per template, from its reference).
struct LayoutProfile {
    std::string rack_type = "rack-600x1200-48u";
    // The network row's racks (spines, cores, OOB aggregation, the fabric manager, storage): wider
    // cabinets with room for vertical cable managers beside the 19-inch frame (racks.yaml). Empty:
    // the compute rack type.
    std::string network_rack_type = "rack-800x1200-48u";
    bool nvl72_racks = false; // GB200: the compute trays form NVL72 racks
    bool separate_fiber = true; // optical fabric on its own fibre runway
    std::string oob_switch = "nvidia-sn2201"; // P2C: mounted ports-to-rear with rear BMC ports
    std::string oob_switch_front = "nvidia-sn2201-c2p"; // C2P: mounted ports-to-front with front BMC ports
    std::string oob_aggregation = "nvidia-sn4600c";
    int oob_site_uplinks = 4; // an aggregation switch's last 100G ports, kept for the site uplinks
    std::string pdu = "pdu-3ph-415v-63a";
    std::string blanking = "blanking-panel-1u";
    std::string fabric_manager; // InfiniBand: the UFM appliance
    // Side networks (side_networks.cpp). Empty switch: the network is not built.
    std::string storage_switch;
    std::string inband_switch;
    std::string storage_node = "storage-node-2u-nvme";
    int compute_per_storage_node = 8; // estimate: one 2 x 400G NVMe storage node per 8 compute nodes
    std::vector<std::string> rail_ports; // node compute ports by rail (GPU) order; empty: catalogue order
};

LayoutProfile profileFor(const fabric::FabricTemplate &t);

// Data (non-management) ports of a type at `speed`, in catalogue order.
std::vector<int> dataPorts(const DeviceType &t, int speed);

// A switch's ports for links at `speed`: its ports at that speed, or its ports at twice that speed
// each carrying two links (an 800G port split into 2 × 400G). at(q): the port of link slot q.
struct SwitchPorts {
    SwitchPorts(const DeviceType &sw, int speed);
    int at(int q) const { return ports.at(std::size_t(q / links_per_port)); }
    int slots() const { return int(ports.size()) * links_per_port; }
    std::vector<int> ports;
    int links_per_port = 1;
};

// A storage or in-band management network: a rail-optimized fat tree whose "rails" are the node's
// ports on that network (2: one per NIC, so losing a leaf leaves every node connected).
struct SideNetwork {
    Fabric fabric = Fabric::Storage;
    std::string prefix; // device names: "stor-leaf-su01-a", "inband-spine-001"
    std::string switch_slug;
    int speed_gbps = 400;
    int su_nodes = 32;
    double oversubscription = 1.0;
    fabric::FabricGraph graph;
    std::vector<Id> nodes; // fabric node index → device (compute or storage node)
    std::vector<int> compute_index; // fabric node index → compute node index, or -1
    std::map<Id, std::vector<int>> ports; // device type → its ports on this network, by rail
    std::vector<Id> switches; // fabric switch index → device
};

struct PlannedRack {
    bool network = false; // stands in the network row
    bool switch_rack = false; // holds switches (planNetworkRacks): the network rack type
    int block = -1; // SU / leaf block of GPU and leaf racks; -1 in the network row
    // A block's leaf rack that stands at one end of the block: -1 west, +1 east (the second and
    // first leaf of a side network's a/b pair, so a node's two links leave in opposite directions,
    // issue #16); 0: where the strategy puts the block's leaves.
    int block_end = 0;
    std::vector<Id> devices; // in mounting order, bottom up (U assigned by rack_fill)
    Id rack = kNoId; // project rack, once created
    Id oob = kNoId; // its out-of-band switch
    bool day_one = false;
};

struct PlannedRow {
    std::vector<int> racks; // indices into Builder::m_racks, west to east
    bool network = false;
};

class Builder {
public:
    Builder(const BuildRequest &request, BuildReport *report);
    Project run();

private:
    // project_builder.cpp
    void buildFabric();
    Id addDevice(const std::string &name, Id typeId, bool dayOne);

    // side_networks.cpp
    void buildSideNetworks();
    void buildSideNetwork(SideNetwork &net, const std::vector<int> &computePorts, int storageNodes, int storageDayOne);
    void wireSideNetworks();
    void planFabricManager();
    void wireFabricManager();

    // rack_fill.cpp
    void planRacks();
    void planNetworkRacks(const std::vector<Id> &switches);
    int newRack(bool network, int block);
    void fillRacks();
    std::int64_t rackPowerW(const std::vector<Id> &devices) const;

    // floor_layout.cpp
    void planRows();
    void placeRows();
    std::string rackName(int row, int position, Point centre, const RackType &type) const;

    // pathways.cpp
    void addPathways();
    void sizePathways();

    // wiring.cpp
    std::vector<int> railPorts(); // the compute node's fabric ports, by rail
    void wireFabric();
    void wireOutOfBand();
    void wirePower();
    Id link(PortRef a, PortRef b, Fabric fabric, Tier tier, int plane, Id phase);

    // structured.cpp
    void patchStructured();
    void groupLinks(const std::vector<Id> &links); // one new redundancy group, when there are two or more

public:
    // project_builder.cpp: the project's device type of a catalogue slug (added on first use), and a
    // type by id. A reference from type() stays valid while types are added: the table is reserved
    // for the whole catalogue when the builder is made (test_layout checks it).
    Id typeId(const std::string &slug);
    const DeviceType &type(Id typeId) const;

    // Shared state.
    const BuildRequest &m_req;
    BuildReport *m_report;
    fabric::FabricTemplate m_template;
    LayoutProfile m_profile;
    fabric::FabricGraph m_graph;
    Project m_p;
    Id m_dayOne = kNoId, m_target = kNoId, m_hall = kNoId, m_rackType = kNoId, m_networkRackType = kNoId;
    std::map<std::string, Id> m_types; // slug → project device type id
    std::vector<Id> m_nodeDevices; // fabric node index → device id
    std::vector<Id> m_switchDevices; // fabric switch index → device id
    std::map<Id, std::size_t> m_deviceIndex; // device id → index in m_p.devices
    std::vector<PlannedRack> m_racks;
    std::vector<PlannedRow> m_rows;
    std::vector<Id> m_rowIds;
    std::vector<std::int64_t> m_rowY; // rack centre line of each row
    std::vector<std::pair<std::int64_t, std::int64_t>> m_rowX; // first and last rack centre x
    std::int64_t m_backboneX = 0; // east backbone ladder (fibre one tile, power two tiles east)
    std::int64_t m_westBackboneX = 0; // west backbone ladder (fibre one tile west)
    std::vector<std::int64_t> m_crossX; // cross-aisle ladders between the backbones, west to east
    std::vector<Id> m_oobAggregation; // OOB aggregation switches (network row)
    std::vector<SideNetwork> m_side; // storage and in-band management networks
    std::vector<Id> m_storageNodes;
    Id m_fabricManager = kNoId; // the UFM appliance
    struct FabricManagerPort {
        int port = -1; // the UFM's port
        int sw = -1; // fabric switch index
        int slot = -1; // link slot on that switch (SwitchPorts::at)
    };
    std::vector<FabricManagerPort> m_fabricManagerPorts; // planFabricManager()
    int m_nextGroup = 0; // the last redundancy group handed out
    int m_blockNodes = 0;
    int m_nodesPerRack = 0;

    Device &device(Id id) { return m_p.devices[m_deviceIndex.at(id)]; }
    const RackType &rackType() const; // compute (and leaf) racks
    const RackType &rackType(bool network) const; // a network-row rack's type when `network`
    // Switches whose cages could fill a network rack's vertical cable managers: the cross-section of
    // the thickest catalogue cable each cage takes (a twin-port cage once), in mm².
    double cageCableAreaMm2(const DeviceType &t) const;
    // The cables of the fabric's network-row switches by their links' far ends (rack_fill.cpp).
    void estimateNetworkCables(const std::vector<int> &networkSwitches);
    std::map<Id, double> m_cableAreaEstimate; // switch device → its cables' cross-section, mm²
};

} // namespace plenum::layout

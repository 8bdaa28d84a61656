// SPDX-License-Identifier: GPL-3.0-or-later
// The planned InfiniBand compute fabric as the fabric's own tools see it (issue #19): switches and
// channel adapters (CAs) with physical port numbers and node descriptions, and the links between
// them. One computation shared by the ibnetdiscover export and the as-built diff, so the file a
// simulator runs and the plan a discovery is compared with cannot disagree.
//
// Port numbers are physical: a switch numbers its data ports (not management, not power) cage by
// cage in catalogue order, so twin-port OSFP cage n of an NDR switch carries ports 2n-1 and 2n.
// Every compute-fabric port of a non-switch device (a node's single-port ConnectX NIC) is its own
// CA with one port, described by a pattern: "{host} mlx5_{i}" by default, where {host} is the
// device name, {i} the port's index (from 0) among the device type's data ports and {port} the
// port's name in the catalogue.
#pragma once

#include "model/project.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace plenum::asbuilt {

inline constexpr std::string_view kDefaultCaDescription = "{host} mlx5_{i}";

struct IbNode {
    std::string description; // node description: switch name or the CA pattern's result
    bool is_switch = false;
    int level = 0; // 0 CA, 1 leaf (or other switch), 2 spine, 3 core: nearer the nodes is lower
    Id device = kNoId;
    int ports = 1; // number of physical ports (switch) or 1 (CA)
    std::vector<int> port_template; // physical port number - 1 -> index into the device type's ports
    std::uint64_t guid = 0; // placeholder: the plan does not know real GUIDs
    // Interface names by physical port - 1, as a discovery by name (LLDP) reports them; empty for
    // InfiniBand plans, which discoveries address by port number.
    std::vector<std::string> port_names;
};

struct IbEnd {
    int node = -1; // index into IbPlan::nodes
    int port = 0; // physical port number, from 1
    friend bool operator==(const IbEnd &, const IbEnd &) = default;
    friend auto operator<=>(const IbEnd &, const IbEnd &) = default;
};

struct IbLink {
    Id link = kNoId;
    IbEnd a, b;
    int width = 0; // lanes: 1, 2, 4, 8, 12
    int lane_gbps = 0; // per lane: 100 for NDR, 200 for XDR
};

struct IbPlan {
    std::vector<IbNode> nodes; // switches first (in device order), then CAs
    std::vector<IbLink> links; // in project link order
};

// The compute fabric of `project` as InfiniBand. Throws Error naming the object when it cannot be
// one: no compute links, an Ethernet switch (Cumulus "swp" ports), a port carrying two links, a
// description longer than the 64 bytes of an IB NodeDescription, or with a character that the
// ibnetdiscover format cannot carry (a quote, '=', '#', '@', a control character), or two nodes
// with the same description.
IbPlan planInfiniband(const Project &project, std::string_view caDescription = kDefaultCaDescription);

// Switches of a fabric (leaf, spine, core, switch roles).
bool isFabricSwitch(const DeviceType &type);
// The device type's data ports (not management, not power) in physical order: cage by cage (in
// order of first appearance), within a cage in catalogue order. Element k is the template index of
// physical port k + 1.
std::vector<int> dataPortsInPhysicalOrder(const DeviceType &type);

// A CA description or interface name from a pattern: {host} the device name, {i} the port's
// index among the device type's data ports in physical order, {port} its catalogue name. Throws
// Error for another {…} in the pattern.
std::string expandPortPattern(std::string_view pattern, const std::string &host, int index, const std::string &port);

// Text names of link widths ("4x") and per-lane speeds ("NDR"), as ibnetdiscover prints them.
std::string widthName(int width);
std::string speedName(int laneGbps);
// The per-lane Gb/s of a speed name ("NDR" -> 100), 0 when unknown.
int laneGbpsOf(std::string_view speed);

// The plan in the text format ibnetdiscover prints and ibsim reads.
std::string ibnetdiscoverText(const Project &project, std::string_view caDescription = kDefaultCaDescription);

} // namespace plenum::asbuilt

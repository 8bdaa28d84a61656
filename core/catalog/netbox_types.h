// SPDX-License-Identifier: GPL-3.0-or-later
// NetBox's port type strings (dcim.choices: InterfaceTypeChoices, PowerPortTypeChoices,
// PowerOutletTypeChoices, ConsolePortTypeChoices, PortTypeChoices) mapped onto Plenum's
// connector/cage, lanes and speed — and back, for export.
#pragma once

#include "model/types.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace plenum::catalog {

struct NetboxPortKind {
    std::string_view type; // NetBox type string, e.g. "400gbase-x-osfp"
    std::string_view connector; // Plenum connector/cage, e.g. "OSFP"
    int lanes = 1;
    int speed_mbps = 0; // NetBox speeds go below 1 Gb/s; PortTemplate keeps whole Gb/s
    bool connector_assumed = false; // the NetBox type names no connector (InfiniBand): Plenum assumes one
    // NetBox names Ethernet interface types after their IEEE 802.3 PHYs ("400gbase-x-osfp",
    // "1000base-t") and InfiniBand ones "infiniband-<rate>": the type gives the port's protocol.
    Protocol protocol() const;
};

// Interface types: physical ones map; virtual/bridge/lag return nullopt with `isVirtual` set;
// anything else (wireless, cellular, stacking, unknown) returns nullopt.
std::optional<NetboxPortKind> netboxInterfaceKind(std::string_view type, bool *isVirtual = nullptr);
// Power ports and outlets ("iec-60320-c20" → "C20"), console ports ("rj-45" → "RJ45"), front and
// rear ports of patch panels ("mpo" → "MPO", "8p8c" → "RJ45").
std::optional<std::string> netboxPowerConnector(std::string_view type);
std::optional<std::string> netboxConsoleConnector(std::string_view type);
std::optional<std::string> netboxPassThroughConnector(std::string_view type);

// Every interface type the importer maps (for tests and docs).
const std::vector<NetboxPortKind> &netboxInterfaceKinds();

// The NetBox type for a Plenum port when exporting; "other" when nothing fits. A port of a stated
// protocol takes a type of that protocol where one fits (an InfiniBand NDR OSFP port
// "infiniband-ndr-4x", an Ethernet one "400gbase-x-osfp").
std::string netboxInterfaceType(
    std::string_view connector, int speed_gbps, int lanes, Protocol protocol = Protocol::Unspecified);
std::string netboxPowerType(std::string_view connector); // "C20" → "iec-60320-c20"
std::string netboxPassThroughType(std::string_view connector); // "MPO", "MPO-12/APC" → "mpo"
// How Plenum's NetBox export names a pass-through port's connector that the port's NetBox type does
// not ("Plenum connector: MPO-12/APC" in the port's description); the importer reads it back.
inline constexpr std::string_view kPlenumConnector = "Plenum connector: ";
bool isPowerConnector(std::string_view connector);
bool isPassThroughConnector(std::string_view connector);

} // namespace plenum::catalog

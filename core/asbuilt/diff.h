// SPDX-License-Identifier: GPL-3.0-or-later
// One diff engine for plan against as-built (issue #19): every planned InfiniBand link, with its
// ends normalised to (device, physical port) through the node descriptions of ib_plan.h, is
// classified against what a discovery found:
//   ok, missing (no link at either end), miswired (an end reaches another port), swapped (two
//   miswires that exchange ends: one fix, not two), degraded (up, but narrower or slower than
//   planned), unknown-device (an end reaches a node whose description matches nothing in the
//   plan: usually a wrong node description or hostname), and extra (found between two ports
//   the plan leaves free).
// Each difference names the racks, U, ports and cable labels involved and the crew's fix.
#pragma once

#include "asbuilt/ib_plan.h"
#include "asbuilt/ibnetdiscover_parse.h"
#include "model/project.h"

#include <string>
#include <string_view>
#include <vector>

namespace plenum::asbuilt {

enum class DiffKind { Missing, Miswired, Swapped, Degraded, UnknownDevice, Extra };
std::string_view toString(DiffKind); // "missing", "miswired", "swapped", "degraded", "unknown-device", "extra"

// A port on the floor: planned (device, rack, U, catalogue port name) or only discovered.
struct Site {
    std::string device; // device name; for a node not in the plan, its discovered description
    std::string description; // the IB node description ("node00001 mlx5_7", "leaf-su01-r1")
    std::string rack; // "" when not planned or not racked
    int u = 0;
    std::string port_name; // catalogue name ("OSFP9P1"); "" when not planned
    int port = 0; // physical port number
    bool planned = true;
    bool by_name = false; // port_name is an interface name (LLDP): the text leaves out the number
    std::string text() const; // "leaf-su01-r1 port 17 (OSFP9P1, rack C13 U40)"
};

struct Connection {
    Site a, b;
};

struct Difference {
    DiffKind kind = DiffKind::Missing;
    std::vector<Id> links; // planned links concerned
    std::vector<std::string> cables; // their cable labels ("" when not routed)
    std::vector<Connection> planned; // as planned
    std::vector<Connection> found; // as discovered instead
    std::string message; // what is wrong, one sentence
    std::string action; // the crew's fix, one sentence
    Site at; // where the crew starts the fix: the first place its action names (the fix list's rack and U)
    std::vector<int> lines; // lines of the discovered file
};

struct DiffOptions {
    bool compare_speed = true; // a simulator (ibsim) runs every link at SDR: compare widths only
    bool compare_width = true;
};

struct DiffReport {
    std::size_t planned_links = 0;
    std::size_t discovered_links = 0;
    std::size_t ok = 0;
    std::vector<Difference> differences; // in plan order, then extra and unknown nodes
};

DiffReport compareWithDiscovery(
    const Project &project, const IbPlan &plan, const DiscoveredFabric &found, const DiffOptions &options = {});

} // namespace plenum::asbuilt

// SPDX-License-Identifier: GPL-3.0-or-later
// The planned Ethernet compute fabric as a discovery by name sees it (issue #19): one node per
// device on a compute link, described by its device name (the hostname LLDP reports), its data
// ports in physical order and named as the operating system names them — a switch's ports by
// their catalogue names (Cumulus `swp1` …), a host's by a pattern, `{port}` (the catalogue name)
// by default, e.g. `eth{i}` or `{port}`. The same IbPlan shape as the InfiniBand plan, so one diff
// engine (diff.h) compares both.
#pragma once

#include "asbuilt/ib_plan.h"

namespace plenum::asbuilt {

inline constexpr std::string_view kDefaultHostInterface = "{port}";

// A port carrying several compute links is split: its links get the interfaces `<name>s0`,
// `<name>s1`, … in link order (Cumulus names the lanes of a broken-out swp1 so). Throws Error when
// the project has no compute links, two ports of one device would get the same interface name, or
// a name is empty or holds a control character.
IbPlan planEthernet(const Project &project, std::string_view hostInterface = kDefaultHostInterface);

// True when the compute fabric is Ethernet: a compute switch has Cumulus "swp" ports (the switches
// planInfiniband refuses).
bool isEthernetFabric(const Project &project);

} // namespace plenum::asbuilt

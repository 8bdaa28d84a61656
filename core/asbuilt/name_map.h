// SPDX-License-Identifier: GPL-3.0-or-later
// Node name maps (issue #19), the file ibnetdiscover, iblinkinfo and OpenSM read with
// --node-name-map (infiniband-diags' node-name-map(5)): one node per line, `<guid> "<name>"`, the
// GUID in hex (0x…) or decimal, `#` starting a comment. `verify --name-map` renames the discovered
// nodes whose GUID the map lists before comparing (for a fabric whose node descriptions were never
// set), and `verify --write-name-map` writes the map of the GUIDs a discovery found for the planned
// nodes it matched, for the fabric's own tools. Untrusted input: a malformed line, a GUID listed
// twice or a name with '"' or a control character fail the whole read with an Error naming the line.
#pragma once

#include "asbuilt/ibnetdiscover_parse.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace plenum::asbuilt {

using NodeNameMap = std::map<std::uint64_t, std::string>;

NodeNameMap parseNodeNameMap(std::string_view text);

// The GUID of a node as ibnetdiscover names it ("S-0002c90300a1b2c3", "H-…"), if it is one.
std::optional<std::uint64_t> guidOfNodeId(std::string_view id);

// Renames every node whose GUID the map lists; returns how many.
std::size_t applyNameMap(DiscoveredFabric &fabric, const NodeNameMap &map);

// `0x<guid> "<description>"` for each node of `fabric` with a GUID whose description is in
// `descriptions` (the planned ones), in description order.
std::string nodeNameMapText(const DiscoveredFabric &fabric, const std::map<std::string, bool> &descriptions);

} // namespace plenum::asbuilt

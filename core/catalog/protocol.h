// SPDX-License-Identifier: GPL-3.0-or-later
// The protocol (InfiniBand or Ethernet) of ports and links (issue #16): the one lookup the router's
// media choice and the rules share. A port states its protocol in its type (Protocol, types.h); a
// built-in type stored without it (a project saved before ports carried one) takes it from the
// catalogue's port of the same name.
#pragma once

#include "model/project.h"

#include <string>
#include <string_view>
#include <vector>

namespace plenum::catalog {

// Per port of `type`: its protocol, or — when the port states none and the built-in catalogue has
// a type of the same slug with a port of the same name — that port's. Computed once per type.
std::vector<Protocol> portProtocols(const DeviceType &type);

// The protocol a link between ports of protocols `a` and `b` runs: the stated one (Unspecified when
// neither states one). `*conflict` (when given) is set when they state different ones.
Protocol linkProtocol(Protocol a, Protocol b, bool *conflict = nullptr);

// "InfiniBand", "Ethernet" or "unspecified", for messages.
std::string_view protocolName(Protocol p);
// "InfiniBand and Ethernet", "Ethernet", or "any protocol" for an empty list.
std::string protocolsText(const std::vector<Protocol> &sold);

} // namespace plenum::catalog

// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/protocol.h"
#include "catalog/catalog.h"

#include <unordered_map>

namespace plenum::catalog {

std::vector<Protocol> portProtocols(const DeviceType &type)
{
    std::vector<Protocol> out;
    out.reserve(type.ports.size());
    bool missing = false;
    for (const PortTemplate &p : type.ports) {
        out.push_back(p.protocol);
        missing = missing || p.protocol == Protocol::Unspecified;
    }
    const CatalogDevice *builtin = missing ? builtinCatalog().findDevice(type.slug) : nullptr;
    if (!builtin)
        return out;
    std::unordered_map<std::string_view, Protocol> byName;
    for (const PortTemplate &p : builtin->type.ports)
        byName.emplace(p.name, p.protocol);
    for (std::size_t k = 0; k < out.size(); ++k)
        if (out[k] == Protocol::Unspecified)
            if (auto it = byName.find(type.ports[k].name); it != byName.end())
                out[k] = it->second;
    return out;
}

Protocol linkProtocol(Protocol a, Protocol b, bool *conflict)
{
    if (conflict)
        *conflict = a != Protocol::Unspecified && b != Protocol::Unspecified && a != b;
    return a != Protocol::Unspecified ? a : b;
}

std::string_view protocolName(Protocol p)
{
    switch (p) {
    case Protocol::InfiniBand:
        return "InfiniBand";
    case Protocol::Ethernet:
        return "Ethernet";
    case Protocol::Unspecified:
        break;
    }
    return "unspecified";
}

std::string protocolsText(const std::vector<Protocol> &sold)
{
    if (sold.empty())
        return "any protocol";
    std::string text;
    for (std::size_t i = 0; i < sold.size(); ++i)
        text += std::string(i == 0 ? "" : i + 1 == sold.size() ? " and " : ", ") + std::string(protocolName(sold[i]));
    return text;
}

} // namespace plenum::catalog

// SPDX-License-Identifier: GPL-3.0-or-later
// A cable plugs in only when it speaks its ports' protocol (issue #16).
//   cable.protocol-mismatch error  the two ends of a link state different protocols (an InfiniBand
//                                  port linked to an Ethernet port), or the link's cable or an end's
//                                  transceiver is sold for the other protocol only (an 800GbE AEC on
//                                  an XDR InfiniBand port). NVIDIA's NDR DACs, ACCs and twin-port
//                                  optics carry both and take the protocol of the switch they are
//                                  plugged into (LinkX MCP4Y10 / MMA4Z00-NS product specifications);
//                                  a port or part that states no protocol is compatible with both.
#include "catalog/protocol.h"
#include "rules/helpers.h"

#include <fmt/format.h>

#include <unordered_map>
#include <unordered_set>

namespace plenum::rules {
namespace {

constexpr const char *kTitle = "Cable or port of the other protocol";

// Every finding is one link's (its last object): `only` names the links to check (nullptr: all).
void check(const RuleContext &c, const IdSet *only, Findings &out)
{
    std::unordered_map<const DeviceType *, std::vector<Protocol>> protocolsOf;
    auto protocolAt = [&](const PortRef &end) {
        const DeviceType *t = c.index().typeOfDevice(end.device);
        if (!t || end.port < 0 || end.port >= int(t->ports.size()))
            return Protocol::Unspecified;
        auto it = protocolsOf.find(t);
        if (it == protocolsOf.end())
            it = protocolsOf.emplace(t, catalog::portProtocols(*t)).first;
        return it->second[std::size_t(end.port)];
    };
    auto checkLink = [&](const Link &l) {
        if (!c.inPhase(l.phase))
            return;
        const Protocol pa = protocolAt(l.a), pb = protocolAt(l.b);
        if (pa == Protocol::Unspecified && pb == Protocol::Unspecified)
            return;
        const auto where = c.deviceLocation(l.a.device);
        const std::string na = c.index().portName(l.a), nb = c.index().portName(l.b);
        bool conflict = false;
        const Protocol link = catalog::linkProtocol(pa, pb, &conflict);
        if (conflict) {
            out.push_back(c.finding("cable.protocol-mismatch", Severity::Error, kTitle,
                fmt::format("{} is {} but {} is {}", na, catalog::protocolName(pa), nb, catalog::protocolName(pb)),
                { l.id }, where));
            return;
        }
        const Cable *found = c.cableOfLink(l.id); // the last one when a link has several
        if (!found || !c.inPhase(found->phase))
            return;
        const Cable &cable = *found;
        const std::string &stated = pa != Protocol::Unspecified ? na : nb;
        if (const auto *type = cableTypeOf(cable); type && !catalog::carries(type->protocols, link))
            out.push_back(c.finding("cable.protocol-mismatch", Severity::Error, kTitle,
                fmt::format("cable {} ({}) is sold for {}; {} is {}", cable.label, type->name,
                    catalog::protocolsText(type->protocols), stated, catalog::protocolName(link)),
                { cable.id, l.id }, where));
        for (const auto &[sku, port] :
            { std::pair { &cable.transceiver_a, &na }, std::pair { &cable.transceiver_b, &nb } })
            if (const auto *t = transceiverOf(*sku); t && !catalog::carries(t->protocols, link))
                out.push_back(c.finding("cable.protocol-mismatch", Severity::Error, kTitle,
                    fmt::format("cable {}: transceiver {} at {} is sold for {}; the link is {}", cable.label, t->sku,
                        *port, catalog::protocolsText(t->protocols), catalog::protocolName(link)),
                    { cable.id, l.id }, where));
    };
    if (!only) {
        for (const auto &l : c.project().links)
            checkLink(l);
        return;
    }
    for (Id id : *only)
        if (const Link *l = c.index().link(id))
            checkLink(*l);
}

} // namespace

std::unique_ptr<Rule> makeCableProtocolRule()
{
    return std::make_unique<ScopedRule>(
        std::vector<Rule::Code> { { "cable.protocol-mismatch", Severity::Error, kTitle } }, Rule::Scope::Links, true,
        &check);
}

} // namespace plenum::rules

// SPDX-License-Identifier: GPL-3.0-or-later
// The two ends of a link must agree with each other and with the cable that realises it.
//   cable.connector-mismatch error  the cable's connector (or, for fibre, its transceivers' cage)
//                                   does not fit the port at an end; power cords must join C13↔C14
//                                   or C19↔C20 (IEC 60320).
//   cable.speed-mismatch     error  the two ends run at different speeds per link (a port's speed
//                                   shared by the links on it, so a 2 × 400G split of an 800G port
//                                   matches 400G; a port carrying a single link runs at a whole
//                                   fraction of its speed, e.g. one 400G leg of an 800G port), or the
//                                   cable is slower than the link. RJ45 ends auto-negotiate (IEEE
//                                   802.3 clause 28) and are not compared.
#include "rules/helpers.h"

#include <fmt/format.h>

#include <set>

namespace plenum::rules {
namespace {

constexpr const char *kConnector = "Connector mismatch between cable and port";
constexpr const char *kSpeed = "Speed mismatch between the two ends";

void checkLink(const RuleContext &c, const Link &l, Findings &out)
{
    {
        if (!c.inPhase(l.phase))
            return;
        const PortTemplate *pa = portOf(c, l.a), *pb = portOf(c, l.b);
        if (!pa || !pb)
            return;
        // Names and the place are only written into findings: made when one is.
        auto where = [&] { return c.deviceLocation(l.a.device); };
        auto name = [&](const PortRef &end) { return c.index().portName(end); };
        const std::pair<int, int> speeds = linkSpeeds(c, l);
        const int sa = speeds.first, sb = speeds.second;
        const bool rj45 = pa->connector == "RJ45" && pb->connector == "RJ45";
        if (!rj45 && sa != sb)
            out.push_back(c.finding("cable.speed-mismatch", Severity::Error, kSpeed,
                fmt::format("{} runs at {}G per link but {} at {}G", name(l.a), sa, name(l.b), sb), { l.id }, where()));
        const Cable *found = c.cableOfLink(l.id);
        if (!found || !c.inPhase(found->phase))
            return;
        const Cable &cable = *found;
        const auto *type = cableTypeOf(cable);
        if (!type)
            return;
        if (type->speed_gbps > 0 && std::max(sa, sb) > 0 && type->speed_gbps < std::min(sa, sb) && !rj45)
            out.push_back(c.finding("cable.speed-mismatch", Severity::Error, kSpeed,
                fmt::format("cable {} ({}) carries {}G; the link runs at {}G", cable.label, type->name,
                    type->speed_gbps, std::min(sa, sb)),
                { cable.id, l.id }, where()));
        auto mismatch = [&](const PortTemplate &p, const PortRef &end, const std::string &transceiver) {
            std::string have;
            if (type->needs_transceiver) {
                const auto *t = transceiverOf(transceiver);
                if (!t || t->cage == p.connector)
                    return;
                have = fmt::format("transceiver {} is for {}", t->sku, t->cage);
            } else if (isPowerMedia(type->media)) {
                const std::set<std::string> ok = type->media == "power-c13" ? std::set<std::string> { "C13", "C14" }
                                                                            : std::set<std::string> { "C19", "C20" };
                if (ok.count(p.connector))
                    return;
                have = fmt::format("the cord is {}", type->media == "power-c13" ? "C13/C14" : "C19/C20");
            } else {
                if (type->connector == p.connector || type->otherConnector() == p.connector)
                    return;
                have = type->connector == type->otherConnector()
                    ? fmt::format("the cable ends in {}", type->connector)
                    : fmt::format("the cable ends in {} and {}", type->connector, type->otherConnector());
            }
            out.push_back(c.finding("cable.connector-mismatch", Severity::Error, kConnector,
                fmt::format("cable {}: {} is {} but {}", cable.label, name(end), p.connector, have), { cable.id, l.id },
                where()));
        };
        mismatch(*pa, l.a, cable.transceiver_a);
        mismatch(*pb, l.b, cable.transceiver_b);
    }
}

// Every finding is one link's (its last object): `only` names the links to check.
void check(const RuleContext &c, const IdSet *only, Findings &out)
{
    if (!only) {
        for (const auto &l : c.project().links)
            checkLink(c, l, out);
        return;
    }
    for (Id id : *only)
        if (const Link *l = c.index().link(id))
            checkLink(c, *l, out);
}

} // namespace

std::unique_ptr<Rule> makeCableEndsRule()
{
    return std::make_unique<ScopedRule>(
        std::vector<Rule::Code> { { "cable.connector-mismatch", Severity::Error, kConnector },
            { "cable.speed-mismatch", Severity::Error, kSpeed } },
        Rule::Scope::Links, true, &check);
}

} // namespace plenum::rules

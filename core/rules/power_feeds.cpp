// SPDX-License-Identifier: GPL-3.0-or-later
// A and B feeds (DESIGN.md §6). Every PSU inlet (C14/C20 port) lands on a PDU outlet; a PDU's
// feed is its `feed` field ("A" or "B"; schema v2 — v1 files take it from the layout's names
// "<rack>-pdu-A1"), so renaming a PDU keeps it in the checks; PDUs without a feed are left out.
//   power.feed-split  error    a device with two or more connected PSUs has them all on one feed:
//                              losing that feed stops it.
//   power.redundancy  error    fewer PSUs connected than the N+M the device type asks for (error
//                              below N, warning when only the spare M are missing).
//   power.feed-loss   warning  after losing either feed, a device keeps fewer than N working PSUs
//                              (its N+M redundancy does not cover a feed; e.g. a 4+2 DGX H100 on
//                              3 + 3 PSUs). One finding per rack; off when power.check_feed_loss_psus is 0.
//   power.failover    error    after losing either feed, a surviving PDU carries more than its
//                              continuous rating: catalogue "rating_w" × the ratio of the PDU's
//                              standard (model/pdu_rating.h): NEC (NEMA inlet) power.breaker_continuous_ratio,
//                              80 % of the breaker; IEC (IEC 60309 inlet) power.iec_continuous_ratio,
//                              100 % of the rated current. A device's maximum
//                              power is shared equally by its PSUs on the surviving feed; a power
//                              shelf's is its share of the busbar load plus its loss (model/power_shelf.h).
#include "model/pdu_rating.h"
#include "model/power_shelf.h"
#include "rules/helpers.h"

#include <fmt/format.h>

namespace plenum::rules {
namespace {

constexpr const char *kSplit = "PSUs not split across feeds A and B";
constexpr const char *kRedundancy = "PSU redundancy (N+M) not met";
constexpr const char *kFeedLoss = "Losing a feed leaves devices below N PSUs";
constexpr const char *kFailover = "PDU over its continuous rating after losing a feed";

bool psuPort(const PortTemplate &p)
{
    return p.connector == "C14" || p.connector == "C20";
}

void check(const RuleContext &c, Findings &out)
{
    // PSU port → PDU it lands on.
    std::map<std::pair<Id, int>, Id> pduOf;
    for (const auto &l : c.project().links) {
        if (!c.inPhase(l.phase))
            continue;
        for (auto [end, other] : { std::pair { &l.a, &l.b }, std::pair { &l.b, &l.a } }) {
            const DeviceType *ot = c.index().typeOfDevice(other->device);
            const PortTemplate *p = portOf(c, *end);
            if (p && psuPort(*p) && ot && ot->role == "pdu")
                pduOf[{ end->device, end->port }] = other->device;
        }
    }
    const double necRatio = c.setting("power.breaker_continuous_ratio");
    const double iecRatio = c.setting("power.iec_continuous_ratio");
    const bool feedLoss = c.setting("power.check_feed_loss_psus") != 0;
    std::map<Id, double> failLoad[2]; // feed lost → PDU → W
    std::map<Id, std::vector<std::string>> feedLossByRack; // rack → devices
    std::map<Id, std::vector<Id>> feedLossIds;
    // A power shelf's AC input is its share of the busbar load plus its loss (model/power_shelf.h).
    std::map<Id, BusbarLoad> busbars;
    for (const auto &d : c.project().devices)
        if (c.inPhase(d.phase) && d.rack != kNoId)
            if (const DeviceType *t = c.index().typeOfDevice(d.id))
                busbars[d.rack].add(*t);
    for (const auto &d : c.project().devices) {
        const DeviceType *t = c.index().typeOfDevice(d.id);
        if (!c.inPhase(d.phase) || !t || t->role == "pdu")
            continue;
        int ports = 0;
        std::vector<Id> pdus;
        int onFeed[2] = { 0, 0 };
        for (std::size_t i = 0; i < t->ports.size(); ++i) {
            if (!psuPort(t->ports[i]))
                continue;
            ++ports;
            auto it = pduOf.find({ d.id, int(i) });
            if (it == pduOf.end())
                continue;
            pdus.push_back(it->second);
            const Device *pdu = c.index().device(it->second);
            const char feed = pdu ? pduFeed(*pdu) : 0;
            if (feed)
                ++onFeed[feed == 'B'];
        }
        if (ports == 0)
            continue;
        const auto where = c.deviceLocation(d.id);
        const int total = t->psu_count > 0 ? t->psu_count : ports;
        const int need = std::max(1, total - t->psu_redundant);
        const int connected = int(pdus.size());
        if (connected < total)
            out.push_back(
                c.finding("power.redundancy", connected < need ? Severity::Error : Severity::Warning, kRedundancy,
                    fmt::format("{} has {} of its {} PSUs connected ({}+{} needs {} to run{})", d.name, connected,
                        total, need, total - need, need, connected < need ? "" : "; the spares are missing"),
                    { d.id }, where));
        if (connected >= 2 && (onFeed[0] == 0) != (onFeed[1] == 0))
            out.push_back(c.finding("power.feed-split", Severity::Error, kSplit,
                fmt::format("{} has all {} connected PSUs on feed {}", d.name, connected, onFeed[0] ? 'A' : 'B'),
                { d.id }, where));
        if (feedLoss && onFeed[0] + onFeed[1] > 0 && std::min(onFeed[0], onFeed[1]) < need && onFeed[0] > 0
            && onFeed[1] > 0) {
            feedLossByRack[d.rack].push_back(
                fmt::format("{} keeps {} of {} PSUs (needs {})", d.name, std::min(onFeed[0], onFeed[1]), total, need));
            feedLossIds[d.rack].push_back(d.id);
        }
        // Load per surviving PDU: the device's power shared by its PSUs on the surviving feed.
        double deviceW = double(t->max_power_w);
        if (const auto bb = busbars.find(d.rack); bb != busbars.end() && powerShelfEfficiency(*t) > 0)
            deviceW = bb->second.shelfInputW();
        for (int lost = 0; lost < 2; ++lost) {
            const int surviving = onFeed[1 - lost];
            if (surviving == 0)
                continue;
            for (Id pduId : pdus) {
                const Device *pdu = c.index().device(pduId);
                if (pdu && pduFeed(*pdu) == (lost ? 'A' : 'B'))
                    failLoad[lost][pduId] += deviceW / surviving;
            }
        }
    }
    for (const auto &[rack, list] : feedLossByRack) {
        std::string text;
        for (std::size_t i = 0; i < list.size() && i < 3; ++i)
            text += (i ? "; " : "") + list[i];
        if (list.size() > 3)
            text += fmt::format("; and {} more", list.size() - 3);
        const Rack *r = c.index().rack(rack);
        std::vector<Id> ids { rack };
        ids.insert(ids.end(), feedLossIds[rack].begin(), feedLossIds[rack].end());
        out.push_back(c.finding("power.feed-loss", Severity::Warning, kFeedLoss,
            fmt::format("rack {}: after losing a feed {}", r ? r->name : "?", text), ids, c.rackLocation(rack)));
    }
    for (int lost = 0; lost < 2; ++lost)
        for (const auto &[pduId, w] : failLoad[lost]) {
            const Device *pdu = c.index().device(pduId);
            const DeviceType *t = c.index().typeOfDevice(pduId);
            if (!pdu || !t)
                continue;
            const PduStandard standard = pduStandard(*t);
            const double ratio = standard == PduStandard::Iec ? iecRatio : necRatio;
            const double limit = pduRatingW(*t) * ratio;
            if (limit > 0 && w > limit + 1e-6)
                out.push_back(c.finding("power.failover", Severity::Error, kFailover,
                    fmt::format("after losing feed {}, PDU {} carries {:.1f} kW; its continuous rating "
                                "is {:.1f} kW ({:.0f} % of {:.1f} kW, {})",
                        lost ? 'B' : 'A', pdu->name, w / 1000, limit / 1000, ratio * 100, pduRatingW(*t) / 1000,
                        pduStandardName(standard)),
                    { pduId, pdu->rack }, c.rackLocation(pdu->rack)));
        }
}

} // namespace

std::unique_ptr<Rule> makePowerFeedsRule()
{
    return std::make_unique<SimpleRule>(
        std::vector<Rule::Code> { { "power.feed-split", Severity::Error, kSplit },
            { "power.redundancy", Severity::Error, kRedundancy }, { "power.feed-loss", Severity::Warning, kFeedLoss },
            { "power.failover", Severity::Error, kFailover } },
        &check);
}

} // namespace plenum::rules

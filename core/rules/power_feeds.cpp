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
#include "rules/port_links.h"
#include "rules/touched.h"

#include <fmt/format.h>

#include <unordered_set>

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

// The PDU a PSU port lands on (the last link on it to a PDU, in project order), or kNoId.
Id pduAt(const RuleContext &c, Id device, int port)
{
    Id pdu = kNoId;
    for (const Link *l : c.portLinks().at(device, port)) {
        const PortRef &other = l->a.device == device && l->a.port == port ? l->b : l->a;
        const DeviceType *ot = c.index().typeOfDevice(other.device);
        if (ot && ot->role == "pdu")
            pdu = other.device;
    }
    return pdu;
}

// Every finding is owned by its first object: a device (power.redundancy, power.feed-split), a
// rack (power.feed-loss) or a PDU (power.failover). `only` names the owners to check (nullptr:
// all); the devices judged are those among them, those in racks among them and those with a link
// on a PDU among them, which is every device a finding of those owners reads.
void check(const RuleContext &c, const IdSet *only, Findings &out)
{
    std::vector<const Device *> judged; // in project order, as the sums below must be
    IdSet racks; // of the devices judged
    if (!only) {
        for (const auto &d : c.project().devices)
            judged.push_back(&d);
    } else {
        IdSet onPdus; // devices with a link on a PDU among `only`
        for (Id id : *only)
            if (const DeviceType *t = c.index().typeOfDevice(id); t && t->role == "pdu")
                for (std::size_t p = 0; p < t->ports.size(); ++p)
                    for (const Link *l : c.portLinks().at(id, int(p))) {
                        onPdus.insert(l->a.device);
                        onPdus.insert(l->b.device);
                    }
        for (const auto &d : c.project().devices)
            if (only->count(d.id) || only->count(d.rack) || onPdus.count(d.id)) {
                judged.push_back(&d);
                racks.insert(d.rack);
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
        if (c.inPhase(d.phase) && d.rack != kNoId && (!only || racks.count(d.rack)))
            if (const DeviceType *t = c.index().typeOfDevice(d.id))
                busbars[d.rack].add(*t);
    for (const Device *judgedDevice : judged) {
        const Device &d = *judgedDevice;
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
            const Id pduId = pduAt(c, d.id, int(i));
            if (pduId == kNoId)
                continue;
            pdus.push_back(pduId);
            const Device *pdu = c.index().device(pduId);
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

// What the findings read: a device's type, place and PSU links and its PDUs' feeds; a rack's
// devices; a PDU's devices and their racks' busbars. The owners: the touched devices
// (rules/touched.h), the devices in touched racks and those on a touched PDU; their racks and
// the touched racks; their PDUs.
std::optional<IdSet> touchedPower(const RuleContext &c, const Touched &t)
{
    IdSet devices = t.devices;
    for (const auto &d : c.project().devices)
        if (t.racks.count(d.rack))
            devices.insert(d.id);
    for (Id id : t.devices)
        if (const DeviceType *type = c.index().typeOfDevice(id); type && type->role == "pdu")
            for (std::size_t p = 0; p < type->ports.size(); ++p)
                for (const Link *l : c.portLinks().at(id, int(p))) {
                    devices.insert(l->a.device);
                    devices.insert(l->b.device);
                }
    IdSet owners = t.racks;
    for (Id id : devices) {
        owners.insert(id);
        const Device *d = c.index().device(id);
        const DeviceType *type = c.index().typeOfDevice(id);
        if (!d || !type)
            continue;
        owners.insert(d->rack);
        for (std::size_t p = 0; p < type->ports.size(); ++p)
            if (psuPort(type->ports[p]))
                owners.insert(pduAt(c, id, int(p)));
    }
    return owners; // kNoId among them: the unmounted devices, whose feed-loss finding is one "rack"'s
}

} // namespace

std::unique_ptr<Rule> makePowerFeedsRule()
{
    return std::make_unique<ScopedRule>(
        std::vector<Rule::Code> { { "power.feed-split", Severity::Error, kSplit },
            { "power.redundancy", Severity::Error, kRedundancy }, { "power.feed-loss", Severity::Warning, kFeedLoss },
            { "power.failover", Severity::Error, kFailover } },
        &touchedPower, false, &check);
}

} // namespace plenum::rules

// SPDX-License-Identifier: GPL-3.0-or-later
// Cable length against what the media can carry (DESIGN.md §5, REFERENCE.md "Cable media").
//   cable.reach          error   the ordered length (the required one while none is ordered) is
//                                beyond the catalogue reach of the cable's media at its speed, or
//                                beyond an end transceiver's reach (NVIDIA LinkX: SR4 50 m, DR4
//                                100 m/500 m, FR4 2 km) — the signal runs through the coiled slack
//                                too; also a cable that is ordered shorter than it is required.
//                                A channel through two fibre panels (model/channel.h) is judged
//                                end to end: its cords' optics and media against both cords and
//                                the trunk between the panels, as ordered.
//   cable.passive-copper error   a passive DAC longer than cable.passive_copper_max_mm (3 m) at
//                                cable.passive_copper_min_speed_gbps (200G) and above — NVIDIA
//                                LinkX: NDR DAC to 3 m; XDR has no DAC at all.
//   cable.copper-channel error   a twisted-pair (cat*) channel over cable.copper_channel_max_mm:
//                                TIA-568, 90 m permanent link + 10 m of cords = 100 m.
#include "model/channel.h"
#include "rules/helpers.h"

#include <fmt/format.h>

#include <map>
#include <optional>
#include <unordered_set>

namespace plenum::rules {
namespace {

constexpr const char *kReach = "Cable beyond the reach of its media";
constexpr const char *kPassive = "Passive copper cable over its length limit";
constexpr const char *kChannel = "Copper channel over 100 m";

std::optional<Location> cableLocation(const RuleContext &c, const Cable &cable)
{
    const PortRef a = cableEnds(cable, c.index().link(cable.link)).first;
    return a.device != kNoId ? c.deviceLocation(a.device) : std::nullopt;
}

std::int64_t orderedOrRequired(const Cable &cable)
{
    return cable.ordered_length_mm > 0 ? cable.ordered_length_mm : cable.required_length_mm;
}

// The length a channel's signal runs, by link: both cords and the trunk behind its panel ports.
class ChannelLengths {
public:
    explicit ChannelLengths(const RuleContext &c)
    {
        std::map<std::pair<std::pair<Id, int>, std::pair<Id, int>>, std::int64_t> trunks;
        for (const Cable *cable : c.cordsAndTrunks())
            if (cable->span == CableSpan::CordA || cable->span == CableSpan::CordB)
                m_length[cable->link] += orderedOrRequired(*cable);
            else if (cable->span == CableSpan::Trunk)
                trunks[key(cable->end_a, cable->end_b)] = orderedOrRequired(*cable);
        for (auto &[link, length] : m_length) {
            const Link *l = c.index().link(link);
            const DeviceType *ta = l ? c.index().typeOfDevice(l->patch_a.device) : nullptr;
            const DeviceType *tb = l ? c.index().typeOfDevice(l->patch_b.device) : nullptr;
            if (!ta || !tb)
                continue;
            const auto it = trunks.find(key({ l->patch_a.device, trunkPortOf(*ta, l->patch_a.port) },
                { l->patch_b.device, trunkPortOf(*tb, l->patch_b.port) }));
            if (it != trunks.end())
                length += it->second;
        }
    }
    std::int64_t of(Id link) const { return m_length.at(link); }

private:
    static std::pair<std::pair<Id, int>, std::pair<Id, int>> key(const PortRef &a, const PortRef &b)
    {
        std::pair<Id, int> x { a.device, a.port }, y { b.device, b.port };
        return x < y ? std::pair { x, y } : std::pair { y, x };
    }
    std::map<Id, std::int64_t> m_length;
};

// Every finding is one link's (its last object; it reads the cable, the link's ends for its place
// and their ports' shared speed): `only` names the links to check (nullptr: all).
void check(const RuleContext &c, const IdSet *only, Findings &out)
{
    std::optional<ChannelLengths> channels; // made at the first cord
    forCablesOfLinks(c, only, [&](const Cable &cable) {
        if (!c.inPhase(cable.phase))
            return;
        const Link *link = c.index().link(cable.link);
        auto where = [&] { return cableLocation(c, cable); }; // made when a finding is
        const double m = cable.required_length_mm / 1000.0;
        // The length the signal runs: the cable as ordered, slack included.
        const std::int64_t runs = cable.ordered_length_mm > 0 ? cable.ordered_length_mm : cable.required_length_mm;
        auto length = [&] {
            return cable.ordered_length_mm > 0 && cable.ordered_length_mm != cable.required_length_mm
                ? fmt::format("is ordered at {:.1f} m (needs {:.1f} m)", runs / 1000.0, m)
                : fmt::format("needs {:.1f} m", m);
        };
        if (cable.ordered_length_mm > 0 && cable.ordered_length_mm < cable.required_length_mm)
            out.push_back(c.finding("cable.reach", Severity::Error, kReach,
                fmt::format("cable {} is ordered at {:.1f} m but needs {:.1f} m", cable.label,
                    cable.ordered_length_mm / 1000.0, m),
                { cable.id, cable.link }, where()));
        // A cord's signal runs the whole channel; a trunk's reach is judged on its channels' cords.
        const bool cord = cable.span == CableSpan::CordA || cable.span == CableSpan::CordB;
        if (cord && !channels)
            channels.emplace(c);
        const std::int64_t signal = cord ? channels->of(cable.link) : runs;
        auto signalLength = [&] {
            return cord ? fmt::format("is a cord of a {:.1f} m channel through two panels", signal / 1000.0) : length();
        };
        if (const auto *type = cableTypeOf(cable);
            type && type->reach_mm > 0 && cable.span != CableSpan::Trunk && signal > type->reach_mm)
            out.push_back(c.finding("cable.reach", Severity::Error, kReach,
                fmt::format("cable {} ({}) {}; {} reaches {:.1f} m", cable.label, cable.media, signalLength(),
                    type->name, type->reach_mm / 1000.0),
                { cable.id, cable.link }, where()));
        for (const std::string *sku : { &cable.transceiver_a, &cable.transceiver_b })
            if (const auto *t = transceiverOf(*sku); t && t->reach_mm > 0 && signal > t->reach_mm)
                out.push_back(c.finding("cable.reach", Severity::Error, kReach,
                    fmt::format("cable {} {}; transceiver {} reaches {:.1f} m", cable.label, signalLength(), t->sku,
                        t->reach_mm / 1000.0),
                    { cable.id, cable.link }, where()));
        if (cable.media == "dac" && link) {
            const int speed = std::min(linkSpeedAt(c, link->a), linkSpeedAt(c, link->b));
            const double limit = c.setting("cable.passive_copper_max_mm");
            if (speed >= c.setting("cable.passive_copper_min_speed_gbps") && cable.required_length_mm > limit)
                out.push_back(c.finding("cable.passive-copper", Severity::Error, kPassive,
                    fmt::format("passive copper cable {} at {}G needs {:.1f} m; the limit is {:.1f} m", cable.label,
                        speed, m, limit / 1000.0),
                    { cable.id, cable.link }, where()));
        }
        if (cable.media.rfind("cat", 0) == 0) {
            const double limit = c.setting("cable.copper_channel_max_mm");
            if (cable.required_length_mm > limit)
                out.push_back(c.finding("cable.copper-channel", Severity::Error, kChannel,
                    fmt::format(
                        "copper channel {} is {:.1f} m; TIA-568 allows {:.0f} m", cable.label, m, limit / 1000.0),
                    { cable.id, cable.link }, where()));
        }
    });
}

} // namespace

std::unique_ptr<Rule> makeCableReachRule()
{
    return std::make_unique<ScopedRule>(std::vector<Rule::Code> { { "cable.reach", Severity::Error, kReach },
                                            { "cable.passive-copper", Severity::Error, kPassive },
                                            { "cable.copper-channel", Severity::Error, kChannel } },
        Rule::Scope::Links, true, &check);
}

} // namespace plenum::rules

// SPDX-License-Identifier: GPL-3.0-or-later
// Cable length against what the media can carry (DESIGN.md §5, REFERENCE.md "Cable media").
//   cable.reach          error   the ordered length (the required one while none is ordered) is
//                                beyond the catalogue reach of the cable's media at its speed, or
//                                beyond an end transceiver's reach (NVIDIA LinkX: SR4 50 m, DR4
//                                100 m/500 m, FR4 2 km) — the signal runs through the coiled slack
//                                too; also a cable that is ordered shorter than it is required.
//   cable.passive-copper error   a passive DAC longer than cable.passive_copper_max_mm (3 m) at
//                                cable.passive_copper_min_speed_gbps (200G) and above — NVIDIA
//                                LinkX: NDR DAC to 3 m; XDR has no DAC at all.
//   cable.copper-channel error   a twisted-pair (cat*) channel over cable.copper_channel_max_mm:
//                                TIA-568, 90 m permanent link + 10 m of cords = 100 m.
#include "rules/helpers.h"

#include <fmt/format.h>

#include <unordered_set>

namespace plenum::rules {
namespace {

constexpr const char *kReach = "Cable beyond the reach of its media";
constexpr const char *kPassive = "Passive copper cable over its length limit";
constexpr const char *kChannel = "Copper channel over 100 m";

std::optional<Location> cableLocation(const RuleContext &c, const Cable &cable)
{
    const Link *l = c.index().link(cable.link);
    return l ? c.deviceLocation(l->a.device) : std::nullopt;
}

// Every finding is one link's (its last object; it reads the cable, the link's ends for its place
// and their ports' shared speed): `only` names the links to check (nullptr: all).
void check(const RuleContext &c, const std::unordered_set<Id> *only, Findings &out)
{
    for (const auto &cable : c.project().cables) {
        if (!c.inPhase(cable.phase) || (only && !only->count(cable.link)))
            continue;
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
        if (const auto *type = cableTypeOf(cable); type && type->reach_mm > 0 && runs > type->reach_mm)
            out.push_back(c.finding("cable.reach", Severity::Error, kReach,
                fmt::format("cable {} ({}) {}; {} reaches {:.1f} m", cable.label, cable.media, length(), type->name,
                    type->reach_mm / 1000.0),
                { cable.id, cable.link }, where()));
        for (const std::string *sku : { &cable.transceiver_a, &cable.transceiver_b })
            if (const auto *t = transceiverOf(*sku); t && t->reach_mm > 0 && runs > t->reach_mm)
                out.push_back(c.finding("cable.reach", Severity::Error, kReach,
                    fmt::format("cable {} {}; transceiver {} reaches {:.1f} m", cable.label, length(), t->sku,
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
    }
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

// SPDX-License-Identifier: GPL-3.0-or-later
// Slack = ordered − required (DESIGN.md §5).
//   cable.slack          warning more slack than cable.max_slack_mm, or more than
//                                cable.max_slack_ratio × the required length, where a shorter
//                                orderable length of the same cable would fit (NVIDIA cabling
//                                guidance: the physical design lists lengths and spares; coils
//                                block airflow). Slack the catalogue's length steps force is
//                                reported only past cable.max_forced_slack_mm (a 30.1 m run ordered
//                                at 50 m coils 19.9 m; a 15 m trunk for 12.9 m is normal), naming
//                                the nearer catalogue length and suggesting a custom length, a
//                                trunk with patch panels or a shorter route.
//   cable.slack-exhaust  error   the cable's slack place (Cable::slack) lies in an exhaust zone: the
//                                half of a rack's depth its devices exhaust at, or a tray segment
//                                in the hot aisle behind a rack below the top of its U space
//                                (routing/slack_place.h; hot aisle airflow.hot_aisle_depth_mm deep).
//                                ASHRAE TC 9.9: nothing may obstruct the exhaust path; the seed's
//                                cluster cooked its fibre with the slack bundled behind the servers.
//                                Slack without a place (a cable from a schema-v1 file, not yet
//                                rerouted) is not judged.
#include "model/channel.h"
#include "routing/slack_place.h"
#include "rules/cable_columns.h"
#include "rules/helpers.h"
#include "rules/touched.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>
#include <unordered_set>

namespace plenum::rules {
namespace {

constexpr const char *kSlack = "Excessive cable slack";
constexpr const char *kExhaust = "Slack stored in the exhaust zone";

// The longest catalogue length of `type` shorter than `mm` (0: none).
std::int64_t longestBelow(const catalog::CableType &type, std::int64_t mm)
{
    std::int64_t below = 0;
    for (std::int64_t l : type.lengths_mm)
        if (l < mm)
            below = std::max(below, l);
    return below;
}

// Every finding is one link's (its last object): `only` names the links to check (nullptr: all).
void check(const RuleContext &c, const IdSet *only, Findings &out)
{
    const double maxMm = c.setting("cable.max_slack_mm"), maxRatio = c.setting("cable.max_slack_ratio");
    const double maxForcedMm = c.setting("cable.max_forced_slack_mm");
    const double hotAisleMm = c.setting("airflow.hot_aisle_depth_mm");
    const auto exhaust = routing::rackExhaustSides(c.project(), c.index());
    std::map<std::pair<Id, int>, std::pair<bool, std::string>> trays; // judged tray segments
    forCablesOfLinks(c, only, [&](const Cable &cable) {
        if (!c.inPhase(cable.phase) || cable.ordered_length_mm <= 0)
            return;
        const PortRef endA = cableEnds(cable, c.index().link(cable.link)).first;
        const auto where = endA.device != kNoId ? c.deviceLocation(endA.device) : std::nullopt;
        const std::int64_t slack = cable.slackMm();
        if (slack <= 0)
            return;
        std::string why;
        bool hot = false;
        if (cable.slack.rack != kNoId) {
            hot = routing::inExhaustZone(c.project(), c.index(), exhaust, cable.slack, hotAisleMm, &why);
        } else if (cable.slack.pathway != kNoId) {
            auto it = trays.find({ cable.slack.pathway, cable.slack.segment });
            if (it == trays.end()) {
                std::string reason;
                const bool in
                    = routing::inExhaustZone(c.project(), c.index(), exhaust, cable.slack, hotAisleMm, &reason);
                it = trays.emplace(std::pair { cable.slack.pathway, cable.slack.segment }, std::pair { in, reason })
                         .first;
            }
            hot = it->second.first;
            why = it->second.second;
        }
        if (hot)
            out.push_back(c.finding("cable.slack-exhaust", Severity::Error, kExhaust,
                fmt::format("cable {} stores {:.2f} m of slack in the exhaust zone: {} ({})", cable.label,
                    slack / 1000.0, routing::describe(c.index(), cable.slack), why),
                { cable.id, cable.link },
                cable.slack.rack != kNoId ? c.rackLocation(cable.slack.rack)
                                          : c.pathwayLocation(cable.slack.pathway, cable.slack.segment)));
        // Forced: no shorter orderable length of the same cable fits.
        const auto *type = cableTypeOf(cable);
        const bool forced = type && !type->lengths_mm.empty()
            && std::none_of(type->lengths_mm.begin(), type->lengths_mm.end(),
                [&](std::int64_t l) { return l >= cable.required_length_mm && l < cable.ordered_length_mm; });
        if (forced) {
            if (double(slack) <= maxForcedMm)
                return;
            const std::int64_t below = longestBelow(*type, cable.required_length_mm);
            const std::string nearer = below > 0
                ? fmt::format("the nearer catalogue length is {:.1f} m: shorten the route by {:.2f} m to use it, "
                              "order a custom length, or run a trunk between patch panels",
                    below / 1000.0, (cable.required_length_mm - below) / 1000.0)
                : std::string("order a custom length or run a trunk between patch panels");
            out.push_back(c.finding("cable.slack", Severity::Warning, kSlack,
                fmt::format("cable {} needs {:.2f} m but the catalogue's length steps force {:.1f} m: {:.2f} m of "
                            "slack (limit {:.2f} m); {}",
                    cable.label, cable.required_length_mm / 1000.0, cable.ordered_length_mm / 1000.0, slack / 1000.0,
                    maxForcedMm / 1000.0, nearer),
                { cable.id, cable.link }, where));
            return;
        }
        const bool overAbs = double(slack) > maxMm;
        const bool overRel
            = cable.required_length_mm > 0 && double(slack) > maxRatio * double(cable.required_length_mm);
        if (overAbs || overRel)
            out.push_back(c.finding("cable.slack", Severity::Warning, kSlack,
                fmt::format("cable {} has {:.2f} m of slack ({:.0f} % of {:.2f} m required; limits "
                            "{:.2f} m and {:.0f} %)",
                    cable.label, slack / 1000.0,
                    cable.required_length_mm > 0 ? 100.0 * double(slack) / double(cable.required_length_mm) : 0.0,
                    cable.required_length_mm / 1000.0, maxMm / 1000.0, 100 * maxRatio),
                { cable.id, cable.link }, where));
    });
}

// A finding reads its cable, its link's place (the touched links, rules/touched.h) and where the
// slack lies: a rack coil is judged by the exhaust side of its rack's devices, so it is judged
// again when its rack changed or holds a changed device (before or after); a tray segment's hot
// aisle comes from the racks around it, so a tray coil is judged again when its pathway changed or
// when such a rack stands where its hot aisle could reach the coil (routing::nearHotAisle). A
// cable laid over a tray or into a rack changes no other cable's judgement.
std::optional<IdSet> touchedLinks(const RuleContext &c, const Touched &t)
{
    IdSet links = t.links;
    std::vector<const Rack *> near = t.changed_racks;
    for (const Device *d : t.changed_devices)
        if (const Rack *r = c.index().rack(d->rack))
            near.push_back(r);
    IdSet racks, pathways;
    for (const Rack *r : near)
        racks.insert(r->id);
    for (const Pathway *p : t.changed_pathways)
        pathways.insert(p->id);
    if (near.empty() && pathways.empty())
        return links; // no coil is judged again but those of the touched links
    const double hotAisleMm = c.setting("airflow.hot_aisle_depth_mm");
    // The tray segments a changed rack may reach, found along the pathways (a few thousand
    // segments), so that the pass over the coils asks a bit per coil.
    std::set<std::pair<Id, int>> reached;
    IdSet reachedPathways;
    if (!near.empty())
        for (const Pathway &pw : c.project().pathways)
            for (std::size_t k = 0; k + 1 < pw.points.size(); ++k) {
                SlackPlace place;
                place.pathway = pw.id;
                place.segment = int(k);
                if (std::any_of(near.begin(), near.end(), [&](const Rack *r) {
                        return routing::nearHotAisle(c.project(), c.index(), *r, place, hotAisleMm);
                    })) {
                    reached.insert({ pw.id, int(k) });
                    reachedPathways.insert(pw.id);
                }
            }
    const auto rows = c.cableRows(); // the coils' places without reading every cable
    for (const CableRow &k : rows) {
        if (k.slack_rack != kNoId) {
            if (racks.count(k.slack_rack))
                links.insert(k.link);
        } else if (k.slack_pathway != kNoId
            && (pathways.count(k.slack_pathway)
                || (reachedPathways.count(k.slack_pathway) && reached.count({ k.slack_pathway, k.slack_segment })))) {
            links.insert(k.link);
        }
    }
    return links;
}

} // namespace

std::unique_ptr<Rule> makeCableSlackRule()
{
    return std::make_unique<ScopedRule>(std::vector<Rule::Code> { { "cable.slack", Severity::Warning, kSlack },
                                            { "cable.slack-exhaust", Severity::Error, kExhaust } },
        &touchedLinks, true, &check);
}

} // namespace plenum::rules

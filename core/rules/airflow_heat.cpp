// SPDX-License-Identifier: GPL-3.0-or-later
// Heat against cooling (DESIGN.md §6; ASHRAE TC 9.9). A device's heat to air is its maximum power,
// less airflow.liquid_capture_ratio of it for liquid-cooled devices; a rack's power shelves add
// their conversion loss (model/power_shelf.h), which is air-cooled.
//   airflow.rack-heat   error  a rack's heat to air exceeds airflow.rack_cooling_w, the hall's air
//                              cooling per rack when the project sets it. On by default (issue #16):
//                              without it, a warning when the heat exceeds what air removes from one
//                              rack — the rack type's power budget or airflow.air_cooling_ceiling_w
//                              (40 kW, the practical ceiling of contained air cooling), the lower —
//                              so a 41 kW air-cooled rack does not pass silently.
//   airflow.aisle-heat  error  the racks exhausting into one hot aisle exceed
//                              airflow.aisle_cooling_w. A hot aisle is the rear side of a row, merged
//                              with the row whose rear faces it within 3 m; only rows at
//                              0/90/180/270° are grouped. On by default: without the setting, a
//                              warning when an aisle takes more than its racks' even share of the
//                              hall's cooling_capacity_w (hall cooling × racks in the aisle / racks
//                              in the hall; not checked when the hall's cooling is not modelled).
//   airflow.hall-heat   error  a hall's heat to air exceeds its cooling_capacity_w (0: not modelled).
// Incremental checks recheck the touched racks' rack-heat and every aisle and hall (ownerOfFinding).
#include "model/power_shelf.h"
#include "rules/helpers.h"
#include "rules/touched.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace plenum::rules {
namespace {

constexpr const char *kRack = "Rack heat over its cooling capacity";
constexpr const char *kAisle = "Aisle heat over its cooling capacity";
constexpr const char *kHall = "Hall heat over its cooling capacity";

// A rack's finding is its rack's; the aisles' and halls' findings, few, have one owner (kNoId)
// which every run rechecks: which racks share an aisle, and which comes first, follows from
// every rack's place and devices.
Id ownerOfFinding(const Finding &f)
{
    return f.code == "airflow.rack-heat" && !f.objects.empty() ? f.objects.front() : kNoId;
}

// `only`: the owners to report (nullptr: all); the heats are summed over every rack either way.
void check(const RuleContext &c, const IdSet *only, Findings &out)
{
    auto wanted = [&](Id owner) { return !only || only->count(owner) > 0; };
    const double capture = c.setting("airflow.liquid_capture_ratio");
    // Per rack (project order): its heat and busbar, summed over its devices; then the racks with
    // a device, in id order. A device type's share is found once per run of devices of that type.
    const std::vector<Rack> &racks = c.project().racks;
    std::vector<double> heatOf(racks.size(), 0);
    std::vector<BusbarLoad> busbarOf(racks.size());
    std::vector<char> holds(racks.size(), 0);
    const DeviceType *lastType = nullptr;
    double typeHeat = 0;
    BusbarLoad typeLoad;
    for (const auto &d : c.project().devices) {
        const DeviceType *t = c.index().deviceType(d.device_type);
        const Rack *r = d.rack == kNoId ? nullptr : c.index().rack(d.rack);
        if (!c.inPhase(d.phase) || !t || !r)
            continue;
        if (t != lastType) {
            lastType = t;
            typeLoad = {};
            typeLoad.add(*t);
            typeHeat
                = powerShelfEfficiency(*t) <= 0 ? double(t->max_power_w) * (t->liquid_cooled ? 1 - capture : 1) : 0;
        }
        const std::size_t k = std::size_t(r - racks.data());
        holds[k] = 1;
        busbarOf[k].add(typeLoad);
        heatOf[k] += typeHeat;
    }
    std::vector<std::pair<Id, double>> rackHeat; // (rack, heat), in id order
    for (std::size_t k = 0; k < racks.size(); ++k)
        if (holds[k])
            rackHeat.emplace_back(racks[k].id, heatOf[k] + busbarOf[k].lossW());
    std::sort(rackHeat.begin(), rackHeat.end());
    const double rackLimit = c.setting("airflow.rack_cooling_w");
    const double airCeiling = c.setting("airflow.air_cooling_ceiling_w");
    std::map<Id, double> hallHeat;
    std::map<Id, int> hallRacks;
    // Hot aisle key: (hall, axis, rear line coordinate) of each row side.
    struct Side {
        Id hall;
        int axis; // 0: rears along y, 1: along x
        int sign; // rear direction along the axis
        double line; // coordinate of the rear line
        double heat = 0;
        std::vector<Id> racks;
    };
    std::map<std::tuple<Id, int, int, std::int64_t>, Side> sides;
    for (const auto &[id, heat] : rackHeat) {
        const Rack *r = c.index().rack(id);
        if (!r || !c.inPhase(r->phase))
            continue;
        hallHeat[r->hall] += heat;
        ++hallRacks[r->hall];
        const RackType *rt = c.index().rackType(r->rack_type);
        if (!wanted(id)) {
            // not asked for: its heat still counts toward its aisle and hall
        } else if (rackLimit > 0) {
            if (heat > rackLimit)
                out.push_back(c.finding("airflow.rack-heat", Severity::Error, kRack,
                    fmt::format("rack {} gives {:.1f} kW of heat to air; its cooling is {:.1f} kW", r->name,
                        heat / 1000, rackLimit / 1000),
                    { id }, c.rackLocation(id)));
        } else {
            const bool byBudget = rt && rt->power_budget_w > 0 && (airCeiling <= 0 || rt->power_budget_w < airCeiling);
            const double limit = byBudget ? double(rt->power_budget_w) : airCeiling;
            if (limit > 0 && heat > limit)
                out.push_back(c.finding("airflow.rack-heat", Severity::Warning, kRack,
                    fmt::format("rack {} gives {:.1f} kW of heat to air, more than {} ({:.1f} kW); set "
                                "airflow.rack_cooling_w to the hall's air cooling per rack, or cool it by liquid "
                                "or a rear-door heat exchanger",
                        r->name, heat / 1000,
                        byBudget ? "its rack type's power budget" : "air removes from one contained rack",
                        limit / 1000),
                    { id }, c.rackLocation(id)));
        }
        const int rot = ((r->rotation_deg % 360) + 360) % 360;
        if (!rt || rot % 90 != 0)
            continue;
        const int axis = rot % 180 == 0 ? 0 : 1; // 0/180: front along y
        const int sign = (rot == 0 || rot == 90) ? -1 : 1; // rear direction
        const double centre = axis == 0 ? double(r->position.y_mm) : double(r->position.x_mm);
        const double line = centre + sign * rt->depth_mm / 2.0;
        Side &s = sides[{ r->hall, axis, sign, std::llround(line / 100) }];
        s.hall = r->hall;
        s.axis = axis;
        s.sign = sign;
        s.line = line;
        s.heat += heat;
        s.racks.push_back(id);
    }
    const double aisleLimit = c.setting("airflow.aisle_cooling_w");
    // Without a set aisle cooling, the aisle's racks' even share of their hall's cooling.
    auto aisleShare = [&](const Side &a) {
        const Hall *h = c.index().hall(a.hall);
        const int racks = hallRacks[a.hall];
        if (!h || h->cooling_capacity_w <= 0 || racks == 0)
            return 0.0;
        return double(h->cooling_capacity_w) * double(a.racks.size()) / double(racks);
    };
    if (wanted(kNoId)) {
        std::vector<Side> aisles;
        std::vector<bool> merged(sides.size(), false);
        std::vector<Side> list;
        for (const auto &[k, s] : sides)
            list.push_back(s);
        for (std::size_t i = 0; i < list.size(); ++i) {
            if (merged[i])
                continue;
            Side a = list[i];
            for (std::size_t j = i + 1; j < list.size(); ++j) {
                const Side &b = list[j];
                if (merged[j] || b.hall != a.hall || b.axis != a.axis || b.sign == a.sign)
                    continue;
                const double gap = (b.line - a.line) * a.sign; // b's rear line ahead of a's rear
                if (gap > 0 && gap <= 3000) {
                    a.heat += b.heat;
                    a.racks.insert(a.racks.end(), b.racks.begin(), b.racks.end());
                    merged[j] = true;
                    break;
                }
            }
            if (aisleLimit > 0) {
                if (a.heat > aisleLimit)
                    out.push_back(c.finding("airflow.aisle-heat", Severity::Error, kAisle,
                        fmt::format("the hot aisle behind rack {} takes {:.1f} kW from {} racks; its cooling "
                                    "is {:.1f} kW",
                            c.index().rack(a.racks.front())->name, a.heat / 1000, a.racks.size(), aisleLimit / 1000),
                        a.racks, c.rackLocation(a.racks.front())));
            } else if (const double share = aisleShare(a); share > 0 && a.heat > share + 1e-6) {
                out.push_back(c.finding("airflow.aisle-heat", Severity::Warning, kAisle,
                    fmt::format("the hot aisle behind rack {} takes {:.1f} kW from {} racks, more than their "
                                "share of hall {}'s cooling ({:.1f} kW); set airflow.aisle_cooling_w to the "
                                "aisle's cooling",
                        c.index().rack(a.racks.front())->name, a.heat / 1000, a.racks.size(),
                        c.index().hall(a.hall)->name, share / 1000),
                    a.racks, c.rackLocation(a.racks.front())));
            }
        }
    }
    for (const auto &[id, heat] : hallHeat) {
        const Hall *h = c.index().hall(id);
        if (wanted(kNoId) && h && h->cooling_capacity_w > 0 && heat > double(h->cooling_capacity_w))
            out.push_back(c.finding("airflow.hall-heat", Severity::Error, kHall,
                fmt::format("hall {} gives {:.1f} kW of heat to air; its cooling is {:.1f} kW", h->name, heat / 1000,
                    h->cooling_capacity_w / 1000.0),
                { id }, std::nullopt));
    }
}

// The owners whose findings the change sets can have changed: the touched racks (their devices,
// place or type; rules/touched.h) and the aisles' and halls' owner.
std::optional<IdSet> touchedRacks(const RuleContext &, const Touched &t)
{
    IdSet owners = t.racks;
    owners.insert(kNoId);
    return owners;
}

class AirflowHeatRule : public ScopedRule {
public:
    using ScopedRule::ScopedRule;
    Id ownerOf(const Finding &f) const override { return ownerOfFinding(f); }
};

} // namespace

std::unique_ptr<Rule> makeAirflowHeatRule()
{
    return std::make_unique<AirflowHeatRule>(
        std::vector<Rule::Code> { { "airflow.rack-heat", Severity::Error, kRack },
            { "airflow.aisle-heat", Severity::Error, kAisle }, { "airflow.hall-heat", Severity::Error, kHall } },
        &touchedRacks, false, &check);
}

} // namespace plenum::rules

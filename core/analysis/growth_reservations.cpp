// SPDX-License-Identifier: GPL-3.0-or-later
// What a phase transition finds reserved for the later phase (analysis/growth_parts.h): the errors
// the later phase's checks add over the earlier one's, per group, and the numbers behind each.
#include "analysis/growth_parts.h"

#include "model/phase_lookup.h"
#include "routing/fill_limit.h"
#include "routing/segment_use.h"
#include "rules/rules.h"

#include <fmt/format.h>

#include <algorithm>

namespace plenum::analysis::growth_parts {
namespace {

// The project's fill limits: its settings over the rule defaults.
routing::FillLimits fillLimitsOfProject(const Project &p)
{
    RuleSettings settings = rules::ruleDefaults();
    for (const auto &[key, value] : p.settings)
        settings[key] = value;
    return routing::fillLimitsOf(settings);
}

// Peak fill of any pathway segment by the cables up to phase index `phase`, as a share of the
// segment's NEC 392.22 fill limit (routing/fill_limit.h, as the router and pathway.fill judge it;
// a twin-port cable once, slack coiled on a segment included, routing/segment_use.h): 1 is full. -1 when the project
// has no routed cables.
double peakFill(const Project &p, const ProjectIndex &index, int phase, std::string *where)
{
    bool any = false;
    for (const auto &c : p.cables)
        any = any || phaseIndex(p, c.phase) <= phase;
    const auto area = routing::segmentUse(p, index, [&](const Cable &c) { return phaseIndex(p, c.phase) <= phase; });
    if (!any)
        return -1;
    const routing::FillLimits limits = fillLimitsOfProject(p);
    double peak = 0;
    for (const auto &[seg, use] : area) {
        const double a = use.area_mm2;
        const Pathway *pw = index.pathway(seg.first);
        if (!pw)
            continue;
        const double usable = limits.usableAreaMm2(*pw);
        const double fill = usable > 0 ? a / usable : 0;
        if (fill > peak) {
            peak = fill;
            if (where)
                *where = fmt::format("{} segment {}", pw->name, seg.second);
        }
    }
    return peak;
}

ErrorsByGroup errorsByGroup(const Project &p, const std::string &phase)
{
    rules::CheckOptions o;
    o.phase = phase;
    o.only_codes = { "fabric.port-overuse", "space.outside-hall", "space.obstacle", "pathway.fill", "power.",
        "airflow.rack-heat", "airflow.aisle-heat", "airflow.hall-heat" };
    ErrorsByGroup out;
    for (const auto &f : rules::runChecks(p, o)) {
        if (f.severity != rules::Severity::Error)
            continue;
        const std::string &c = f.code;
        const std::string group = c.rfind("fabric.", 0) == 0 ? "spine ports"
            : c.rfind("space.", 0) == 0                      ? "floor positions"
            : c == "pathway.fill"                            ? "pathway fill"
            : c.rfind("power.", 0) == 0                      ? "power"
                                                             : "cooling";
        ++out[group];
    }
    return out;
}

} // namespace

std::vector<ErrorsByGroup> errorsPerPhase(const Project &p)
{
    std::vector<ErrorsByGroup> errors;
    for (const auto &ph : p.phases)
        errors.push_back(errorsByGroup(p, ph.name));
    return errors;
}

std::vector<ReservationCheck> reservationChecks(const Project &p, const ProjectIndex &index, const FabricView &view,
    int i, const TransitionReport &t, const std::vector<ErrorsByGroup> &errors)
{
    std::vector<ReservationCheck> out;
    auto added = [&](const std::string &group) {
        const auto &now = errors[std::size_t(i)], &before = errors[std::size_t(i - 1)];
        const int n = now.count(group) ? now.at(group) : 0, b = before.count(group) ? before.at(group) : 0;
        return n - b;
    };
    auto status = [&](bool ok) { return std::string(ok ? "reserved" : "not reserved"); };
    {
        const int over = added("spine ports");
        out.push_back({ "spine ports", status(t.reterminated == 0 && over <= 0),
            fmt::format("{} new links land on free ports of switches and nodes installed earlier; {} earlier "
                        "link{} must be moved{}",
                t.added.links_to_existing, t.reterminated, t.reterminated == 1 ? "" : "s",
                over > 0 ? fmt::format("; {} port over-use error(s) appear", over) : "") });
    }
    {
        const int over = added("floor positions");
        out.push_back({ "floor positions", status(over <= 0),
            fmt::format("{} rack{} of {} stand on positions laid out since day one{}", t.added.racks,
                t.added.racks == 1 ? "" : "s", t.to, over > 0 ? fmt::format("; {} placement error(s)", over) : "") });
    }
    {
        std::string whereBefore, whereAfter;
        const routing::FillLimits limits = fillLimitsOfProject(p);
        const double before = peakFill(p, index, i - 1, &whereBefore), after = peakFill(p, index, i, &whereAfter);
        if (after < 0)
            out.push_back({ "pathway fill", "not checked",
                "the project is not routed yet (plenum-cli route): no cable fill to compare" });
        else
            out.push_back({ "pathway fill", status(added("pathway fill") <= 0 && after <= 1 + 1e-9),
                fmt::format("fullest segment at {:.0f} % of its fill limit at {} ({}), {:.0f} % at {} ({}); "
                            "limits {:.0f} % of a ladder's cross-section, {:.0f} % of a solid tray's (NEC "
                            "392.22), {:.0f} % of a fibre runway's",
                    std::max(0.0, before) * 100, t.from, whereBefore.empty() ? "-" : whereBefore, after * 100, t.to,
                    whereAfter, limits.ventilated_ratio * 100, limits.solid_ratio * 100, limits.fibre_ratio * 100) });
    }
    std::int64_t powerBefore = 0, powerAfter = 0, budgetAfter = 0;
    for (const auto &d : p.devices) {
        const DeviceType *type = index.deviceType(d.device_type);
        if (!type || type->role == "pdu")
            continue;
        const int ph = view.phase_of.at(d.id);
        powerAfter += ph <= i ? type->max_power_w : 0;
        powerBefore += ph <= i - 1 ? type->max_power_w : 0;
    }
    for (const auto &rack : p.racks)
        if (phaseIndex(p, rack.phase) <= i)
            if (const RackType *rt = index.rackType(rack.rack_type))
                budgetAfter += rt->power_budget_w;
    out.push_back({ "power", status(added("power") <= 0),
        fmt::format("maximum draw {:.0f} kW at {}, {:.0f} kW at {} within {:.0f} kW of rack budgets; {} new power "
                    "error(s)",
            double(powerBefore) / 1000, t.from, double(powerAfter) / 1000, t.to, double(budgetAfter) / 1000,
            std::max(0, added("power"))) });
    std::int64_t cooling = 0;
    for (const auto &h : p.halls)
        cooling += h.cooling_capacity_w;
    out.push_back({ "cooling", cooling > 0 ? status(added("cooling") <= 0) : std::string("not checked"),
        cooling > 0 ? fmt::format("heat up to {:.0f} kW at {} against {:.0f} kW of hall cooling; {} new heat "
                                  "error(s)",
            double(powerAfter) / 1000, t.to, double(cooling) / 1000, std::max(0, added("cooling")))
                    : fmt::format("the hall has no cooling capacity set; {:.0f} kW of heat at {} is checked only "
                                  "against rack limits",
                        double(powerAfter) / 1000, t.to) });
    return out;
}

} // namespace plenum::analysis::growth_parts

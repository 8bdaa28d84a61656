// SPDX-License-Identifier: GPL-3.0-or-later
// Device airflow × mounting (DESIGN.md §6; ASHRAE TC 9.9 front-to-rear since 2004; NVIDIA H100 RA:
// in-rack switches are specified with the airflow that matches where their ports face).
//   airflow.intake            error   an air-cooled device draws from the rack's rear (hot aisle):
//                                     rear-to-front airflow mounted normally, or front-to-rear
//                                     mounted reversed.
//   airflow.side-to-side      warning side-to-side airflow (left-to-right, right-to-left) in a
//                                     hot/cold-aisle rack: it recirculates hot air unless ducted.
//   airflow.switch-ports      error   a switch in a GPU rack whose ports face the hot aisle (with the
//                                     nodes' ports) but whose port side is its intake: it needs the
//                                     port-side-exhaust ("P2C") airflow variant.
//   airflow.switch-orientation info   a switch in a GPU rack whose ports face the cold aisle while
//                                     the nodes' ports face the hot aisle: every cable crosses the
//                                     rack; the RA mounts such switches ports-to-rear with P2C airflow.
#include "rules/helpers.h"

#include <fmt/format.h>

#include <unordered_set>

namespace plenum::rules {
namespace {

constexpr const char *kIntake = "Device intake facing the hot aisle";
constexpr const char *kSide = "Side-to-side airflow in a hot/cold-aisle rack";
constexpr const char *kSwitch = "Switch airflow does not match a GPU rack";
constexpr const char *kOrientation = "Switch ports on the cold side of a GPU rack";

bool gpuNode(const DeviceType &t)
{
    return t.gpus > 0 || t.role == "gpu-node";
}

// A finding is a device's, but whether a switch is in a GPU rack depends on the other devices in
// its rack: its owner is the rack (the last object), and an edit rechecks every device of the
// touched racks, which hold the racks of changed devices before and after
// (Rule::Scope::Racks; `only`: those racks, nullptr: every rack).
void check(const RuleContext &c, const IdSet *only, Findings &out)
{
    // Racks with GPU nodes whose ports face the hot aisle (the rack's rear).
    std::map<Id, bool> gpuRackPortsRear;
    for (const auto &d : c.project().devices) {
        if (only && !only->count(d.rack))
            continue;
        const DeviceType *t = c.index().typeOfDevice(d.id);
        if (!c.inPhase(d.phase) || !t || d.rack == kNoId || !gpuNode(*t))
            continue;
        const auto face = portFace(*t, d.reversed);
        if (face)
            gpuRackPortsRear[d.rack] = gpuRackPortsRear[d.rack] || *face == Face::Rear;
    }
    for (const auto &d : c.project().devices) {
        if (only && !only->count(d.rack))
            continue;
        const DeviceType *t = c.index().typeOfDevice(d.id);
        if (!c.inPhase(d.phase) || !t || d.rack == kNoId || t->u_height == 0)
            continue;
        const auto where = c.rackLocation(d.rack);
        if (sideToSide(t->airflow) && !t->liquid_cooled) {
            out.push_back(c.finding("airflow.side-to-side", Severity::Warning, kSide,
                fmt::format("{} ({}) has {} airflow", d.name, t->model, toString(t->airflow)), { d.id, d.rack },
                where));
            continue;
        }
        const auto intake = intakeFace(t->airflow, d.reversed);
        const auto ports = portFace(*t, d.reversed);
        auto gpu = gpuRackPortsRear.find(d.rack);
        const bool inGpuRack = gpu != gpuRackPortsRear.end() && gpu->second && isSwitchRole(t->role);
        if (inGpuRack && ports == Face::Rear && intake == Face::Rear) {
            out.push_back(c.finding("airflow.switch-ports", Severity::Error, kSwitch,
                fmt::format("switch {} has its ports in the hot aisle with the GPU nodes' ports but "
                            "draws air through its port side; use the port-side-exhaust (P2C) model",
                    d.name),
                { d.id, d.rack }, where));
            continue;
        }
        if (intake == Face::Rear)
            out.push_back(c.finding("airflow.intake", Severity::Error, kIntake,
                fmt::format("{} ({}, {}{}) draws its air from the hot aisle", d.name, t->model, toString(t->airflow),
                    d.reversed ? ", mounted reversed" : ""),
                { d.id, d.rack }, where));
        else if (inGpuRack && ports == Face::Front)
            out.push_back(c.finding("airflow.switch-orientation", Severity::Info, kOrientation,
                fmt::format("switch {} has its ports on the cold side while the GPU nodes' ports face "
                            "the hot aisle; cables cross the rack",
                    d.name),
                { d.id, d.rack }, where));
    }
}

} // namespace

std::unique_ptr<Rule> makeAirflowIntakeRule()
{
    return std::make_unique<ScopedRule>(
        std::vector<Rule::Code> { { "airflow.intake", Severity::Error, kIntake },
            { "airflow.side-to-side", Severity::Warning, kSide }, { "airflow.switch-ports", Severity::Error, kSwitch },
            { "airflow.switch-orientation", Severity::Info, kOrientation } },
        Rule::Scope::Racks, true, &check);
}

} // namespace plenum::rules

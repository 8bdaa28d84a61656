// SPDX-License-Identifier: GPL-3.0-or-later
// Reliability of the planned fleet: expected job interruptions per day and the fleet's MTBF from
// per-component failure rates, the optimal checkpoint interval (Young 1974: T = √(2·C·M); Daly
// 2006: T = √(2CM)·[1 + ⅓√(C/2M) + (1/9)(C/2M)] − C for C < 2M, else M) and the expected
// goodput (Daly's exponential-failure model).
//
// The default rates are calibrated on Meta's Llama 3 report (REFERENCE.md "Reliability"): 419
// unexpected interruptions in 54 days on 16,384 H100 GPUs (2,048 hosts of 8, one 400G NIC and one
// fabric port per GPU), split by the component that caused them. Each category is scaled by the
// unit it belongs to (GPUs, hosts, NICs, fabric endpoints), so a fleet with more NICs or fabric
// ports per GPU gets more of those failures. Rates are data: read them from JSON to override.
#pragma once

#include "model/project.h"
#include "json/json.h"

#include <string>
#include <vector>

namespace plenum::analysis {

enum class FailureBasis { Gpu, Node, Nic, Endpoint };
std::string_view toString(FailureBasis basis);

struct FailureCategory {
    std::string name;
    double events = 0; // interruptions observed in the reference
    FailureBasis basis = FailureBasis::Gpu;
    bool network = false; // a fabric switch/cable: absorbed by a second plane
};

// A fleet in the units failures scale with.
struct Fleet {
    double gpus = 0, nodes = 0, nics = 0, endpoints = 0;
    bool network_failures_degrade = false; // multi-plane/biplanar: a switch or cable loss degrades
    double unitsOf(FailureBasis basis) const;
};

struct ReliabilityRates {
    std::string source;
    double days = 0; // observation period of the reference
    Fleet reference; // the fleet the events were observed on
    std::vector<FailureCategory> categories;
};

// Llama 3 (Meta, "The Llama 3 Herd of Models", §3.3.4, Table 5).
ReliabilityRates llama3Rates();
// {"source":…, "days":…, "reference":{"gpus":…,"nodes":…,"nics":…,"endpoints":…},
//  "categories":[{"name":…, "events":…, "basis":"gpu|node|nic|endpoint", "network":false}, …]};
// any key left out keeps the Llama 3 value. Throws Error naming the bad key.
ReliabilityRates ratesFromJson(const json::Value &value);
json::Value ratesToJson(const ReliabilityRates &rates);

// The fleet of a project up to phase index `phase` (-1: every phase): GPUs, GPU nodes, their NICs
// and compute fabric endpoints; network failures degrade when the fabric has two or more planes.
Fleet projectFleet(const Project &project, int phase = -1);

struct ReliabilityOptions {
    double checkpoint_minutes = 5; // C: time to write one checkpoint [estimate]
    double restart_minutes = 15; // R: detect, reschedule, reload after an interruption [estimate]
};

struct CategoryRate {
    std::string name;
    FailureBasis basis = FailureBasis::Gpu;
    double per_day = 0; // expected events per day in this fleet
    bool interrupts = true; // false: absorbed (degrades bandwidth instead)
};

struct ReliabilityReport {
    std::vector<CategoryRate> categories;
    double interruptions_per_day = 0;
    double degradations_per_day = 0; // network events a second plane absorbs
    double mtbf_hours = 0; // between interruptions; 0 when none are expected
    double young_minutes = 0, daly_minutes = 0;
    double goodput = 1; // useful fraction of wall-clock time at Daly's interval
    double goodput_hourly = 1; // the same with a checkpoint every hour, for comparison
};

// The fields of the report as `plenum-cli reliability --json` lists them (json/report_json.h).
template <typename F> void visitReport(const Fleet &x, F &&f)
{
    f("gpus", x.gpus);
    f("nodes", x.nodes);
    f("nics", x.nics);
    f("endpoints", x.endpoints);
    f("network_failures_degrade", x.network_failures_degrade);
}
template <typename F> void visitReport(const ReliabilityOptions &o, F &&f)
{
    f("checkpoint_minutes", o.checkpoint_minutes);
    f("restart_minutes", o.restart_minutes);
}
template <typename F> void visitReport(const CategoryRate &c, F &&f)
{
    f("name", c.name);
    f("basis", c.basis);
    f("per_day", c.per_day);
    f("interrupts", c.interrupts);
}
template <typename F> void visitReport(const ReliabilityReport &r, F &&f)
{
    f("interruptions_per_day", r.interruptions_per_day);
    f("degradations_per_day", r.degradations_per_day);
    f("mtbf_hours", r.mtbf_hours);
    f("young_minutes", r.young_minutes);
    f("daly_minutes", r.daly_minutes);
    f("goodput", r.goodput);
    f("goodput_hourly", r.goodput_hourly);
    f("categories", r.categories);
}

double youngIntervalMinutes(double checkpointMinutes, double mtbfMinutes);
double dalyIntervalMinutes(double checkpointMinutes, double mtbfMinutes);
// Useful fraction of time computing in intervals of `tau` with checkpoint cost C, restart R and
// MTBF M (Daly 2006, eq. 9): tau / (M·e^(R/M)·(e^((tau+C)/M) − 1)).
double expectedGoodput(double tauMinutes, double checkpointMinutes, double restartMinutes, double mtbfMinutes);

ReliabilityReport assessReliability(
    const Fleet &fleet, const ReliabilityRates &rates = llama3Rates(), const ReliabilityOptions &options = {});

} // namespace plenum::analysis

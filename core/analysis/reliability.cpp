// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/reliability.h"
#include "analysis/fabric_view.h"
#include "model/index.h"
#include "model/types.h"

#include <fmt/format.h>

#include <cmath>

namespace plenum::analysis {

std::string_view toString(FailureBasis basis)
{
    switch (basis) {
    case FailureBasis::Gpu:
        return "gpu";
    case FailureBasis::Node:
        return "node";
    case FailureBasis::Nic:
        return "nic";
    case FailureBasis::Endpoint:
        return "endpoint";
    }
    return "gpu";
}

namespace {

FailureBasis parseBasis(const std::string &text)
{
    for (FailureBasis b : { FailureBasis::Gpu, FailureBasis::Node, FailureBasis::Nic, FailureBasis::Endpoint })
        if (toString(b) == text)
            return b;
    throw Error(fmt::format("unknown failure basis '{}' (known: gpu, node, nic, endpoint)", text));
}

double positive(const json::Value &v, std::string_view what)
{
    const double d = v.asDouble(what);
    if (!(d > 0) || !std::isfinite(d))
        throw Error(fmt::format("{} must be a positive number", what));
    return d;
}

} // namespace

double Fleet::unitsOf(FailureBasis basis) const
{
    switch (basis) {
    case FailureBasis::Gpu:
        return gpus;
    case FailureBasis::Node:
        return nodes;
    case FailureBasis::Nic:
        return nics;
    case FailureBasis::Endpoint:
        return endpoints;
    }
    return gpus;
}

ReliabilityRates llama3Rates()
{
    ReliabilityRates r;
    r.source = "Meta, The Llama 3 Herd of Models (2024), §3.3.4 Table 5: 419 unexpected interruptions in 54 days on "
               "16,384 H100 GPUs";
    r.days = 54;
    r.reference = { 16384, 2048, 16384, 16384, false }; // 8 GPUs per host, one 400G NIC and fabric port per GPU
    using B = FailureBasis;
    r.categories = {
        { "faulty GPU", 148, B::Gpu, false },
        { "GPU HBM3 memory", 72, B::Gpu, false },
        { "software bug", 54, B::Gpu, false },
        { "network switch/cable", 35, B::Endpoint, true },
        { "host maintenance", 32, B::Node, false },
        { "GPU SRAM memory", 19, B::Gpu, false },
        { "GPU system processor", 17, B::Gpu, false },
        { "NIC", 7, B::Nic, false },
        { "NCCL watchdog timeout", 7, B::Gpu, false },
        { "silent data corruption", 6, B::Gpu, false },
        { "GPU thermal interface/sensor", 6, B::Gpu, false },
        { "SSD", 3, B::Node, false },
        { "power supply", 3, B::Node, false },
        { "server chassis", 2, B::Node, false },
        { "IO expansion board", 2, B::Node, false },
        { "dependency", 2, B::Gpu, false },
        { "CPU", 2, B::Node, false },
        { "system memory", 2, B::Node, false },
    };
    return r;
}

ReliabilityRates ratesFromJson(const json::Value &v)
{
    ReliabilityRates r = llama3Rates();
    v.asObject("rates");
    if (const json::Value *s = v.find("source"))
        r.source = s->asString("source");
    if (const json::Value *d = v.find("days"))
        r.days = positive(*d, "days");
    if (const json::Value *ref = v.find("reference")) {
        ref->asObject("reference");
        Fleet &f = r.reference;
        for (auto [key, field] : { std::pair { "gpus", &f.gpus }, std::pair { "nodes", &f.nodes },
                 std::pair { "nics", &f.nics }, std::pair { "endpoints", &f.endpoints } })
            if (const json::Value *x = ref->find(key))
                *field = positive(*x, std::string("reference.") + key);
    }
    if (const json::Value *cats = v.find("categories")) {
        r.categories.clear();
        for (const json::Value &c : cats->asArray("categories")) {
            FailureCategory f;
            f.name = c.find("name") ? c.find("name")->asString("categories[].name")
                                    : throw Error("a category needs a name");
            const json::Value *events = c.find("events");
            if (!events)
                throw Error(fmt::format("category '{}' needs events", f.name));
            f.events = events->asDouble("categories[].events");
            if (f.events < 0 || !std::isfinite(f.events))
                throw Error(fmt::format("category '{}': events must be 0 or more", f.name));
            if (const json::Value *b = c.find("basis"))
                f.basis = parseBasis(b->asString("categories[].basis"));
            if (const json::Value *n = c.find("network"))
                f.network = n->asBool("categories[].network");
            r.categories.push_back(std::move(f));
        }
    }
    return r;
}

json::Value ratesToJson(const ReliabilityRates &r)
{
    json::Value v { json::Object {} };
    v.set("source", r.source);
    v.set("days", r.days);
    json::Value ref { json::Object {} };
    ref.set("gpus", r.reference.gpus);
    ref.set("nodes", r.reference.nodes);
    ref.set("nics", r.reference.nics);
    ref.set("endpoints", r.reference.endpoints);
    v.set("reference", std::move(ref));
    json::Array cats;
    for (const auto &c : r.categories)
        cats.push_back(json::Value(json::Object { { "name", json::Value(c.name) }, { "events", json::Value(c.events) },
            { "basis", json::Value(toString(c.basis)) }, { "network", json::Value(c.network) } }));
    v.set("categories", json::Value(std::move(cats)));
    return v;
}

Fleet projectFleet(const Project &project, int phase)
{
    const ProjectIndex index(project);
    const FabricView view = fabricView(project);
    Fleet f;
    auto included = [&](Id ph) { return phase < 0 || phaseIndex(project, ph) <= phase; };
    for (const auto &d : project.devices) {
        const DeviceType *t = index.deviceType(d.device_type);
        if (!t || t->gpus <= 0 || !included(d.phase))
            continue;
        f.gpus += t->gpus;
        f.nodes += 1;
        f.nics += t->nics;
    }
    for (const auto &l : project.links)
        if (l.fabric == Fabric::Compute && l.tier == Tier::NodeLeaf && included(l.phase))
            if (const DeviceType *t = index.typeOfDevice(l.a.device); t && t->gpus > 0)
                f.endpoints += 1; // GPU nodes' ports; a fabric manager's are not endpoints of the job
    f.network_failures_degrade = view.planes > 1;
    return f;
}

double youngIntervalMinutes(double c, double m)
{
    return std::sqrt(2 * c * m);
}

double dalyIntervalMinutes(double c, double m)
{
    if (c >= 2 * m)
        return m;
    const double x = c / (2 * m);
    return std::sqrt(2 * c * m) * (1 + std::sqrt(x) / 3 + x / 9) - c;
}

double expectedGoodput(double tau, double c, double r, double m)
{
    if (!(m > 0) || !std::isfinite(m))
        return tau / (tau + c); // no failures: only the checkpoints cost time
    return tau / (m * std::exp(r / m) * (std::exp((tau + c) / m) - 1));
}

ReliabilityReport assessReliability(const Fleet &fleet, const ReliabilityRates &rates, const ReliabilityOptions &o)
{
    if (!(rates.days > 0))
        throw Error("the reference period must be positive");
    ReliabilityReport r;
    for (const auto &c : rates.categories) {
        const double refUnits = rates.reference.unitsOf(c.basis);
        if (!(refUnits > 0))
            throw Error(fmt::format("the reference fleet has no {} units for '{}'", toString(c.basis), c.name));
        CategoryRate out { c.name, c.basis, c.events / (refUnits * rates.days) * fleet.unitsOf(c.basis), true };
        out.interrupts = !(c.network && fleet.network_failures_degrade);
        (out.interrupts ? r.interruptions_per_day : r.degradations_per_day) += out.per_day;
        r.categories.push_back(std::move(out));
    }
    const double c = o.checkpoint_minutes;
    if (r.interruptions_per_day > 0) {
        r.mtbf_hours = 24.0 / r.interruptions_per_day;
        const double m = r.mtbf_hours * 60;
        r.young_minutes = youngIntervalMinutes(c, m);
        r.daly_minutes = dalyIntervalMinutes(c, m);
        r.goodput = expectedGoodput(r.daly_minutes, c, o.restart_minutes, m);
        r.goodput_hourly = expectedGoodput(60, c, o.restart_minutes, m);
    } else {
        r.goodput = 1;
        r.goodput_hourly = expectedGoodput(60, c, 0, 0);
    }
    return r;
}

} // namespace plenum::analysis

// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/cost.h"

#include "analysis/fabric_view.h"
#include "export/bom.h"

#include <cmath>

namespace plenum::analysis {

std::string grouped(std::int64_t v)
{
    const std::string digits = std::to_string(v < 0 ? -v : v);
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i && (digits.size() - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return (v < 0 ? "-" : "") + out;
}

std::string usd(double value)
{
    return "$" + grouped(std::llround(value));
}

std::vector<PhaseCost> costByPhase(const Project &p)
{
    std::vector<PhaseCost> out;
    for (const auto &ph : p.phases)
        out.push_back({ ph.name });
    if (out.empty())
        out.push_back({ "day-one" });
    auto phaseAt = [&](const std::string &name) -> PhaseCost * {
        for (auto &c : out)
            if (c.phase == name)
                return &c;
        return nullptr;
    };
    for (const auto &row : exporting::bomRows(p)) {
        PhaseCost *c = phaseAt(row.phase);
        if (!c)
            continue;
        if (row.category == "Subtotal")
            c->added_usd = row.extended_usd;
        else if (row.category == "Switches" || row.category == "Transceivers" || row.category == "Cables")
            c->network_usd += row.extended_usd;
    }
    const ProjectIndex index(p);
    for (const auto &d : p.devices)
        if (const DeviceType *t = index.deviceType(d.device_type))
            out[std::size_t(std::min<int>(phaseIndex(p, d.phase), int(out.size()) - 1))].gpus += t->gpus;
    for (const auto &l : p.links)
        if (const DeviceType *t = index.typeOfDevice(l.a.device);
            l.fabric == Fabric::Compute && l.tier == Tier::NodeLeaf && t && t->gpus > 0)
            ++out[std::size_t(std::min<int>(phaseIndex(p, l.phase), int(out.size()) - 1))].endpoints;
    for (std::size_t i = 0; i < out.size(); ++i) {
        out[i].cumulative_usd = out[i].added_usd + (i ? out[i - 1].cumulative_usd : 0);
        if (i) {
            out[i].network_usd += out[i - 1].network_usd;
            out[i].gpus += out[i - 1].gpus;
            out[i].endpoints += out[i - 1].endpoints;
        }
    }
    return out;
}

std::vector<DesignCost> compareFabricDesigns(const fabric::FabricSpec &spec)
{
    struct Design {
        const char *name;
        int planes;
        int tiers;
    };
    const Design designs[] = { { "2-tier", 1, 2 }, { "3-tier", 1, 3 }, { "multi-plane", spec.endpointsPerNode(), 2 } };
    std::vector<DesignCost> out;
    for (const auto &d : designs) {
        fabric::FabricSpec s = spec;
        s.planes = d.planes;
        s.tiers = d.tiers;
        DesignCost c;
        c.design = d.name;
        c.planes = d.planes;
        c.tiers = d.tiers;
        try {
            c.counts = fabric::countFabric(fabric::buildFatTree(s));
            c.possible = true;
        } catch (const Error &e) {
            c.error = e.what();
        }
        out.push_back(std::move(c));
    }
    return out;
}

} // namespace plenum::analysis

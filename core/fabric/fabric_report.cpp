// SPDX-License-Identifier: GPL-3.0-or-later
#include "fabric/fabric_report.h"

#include <fmt/format.h>

#include <cmath>

namespace plenum::fabric {
namespace {

std::string money(double usd)
{
    std::string digits = fmt::format("{}", std::llround(usd));
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return "$" + out;
}

} // namespace

std::string countsToText(const std::string &title, const FabricCounts &c)
{
    std::string out = fmt::format("{}: {} nodes, {} endpoints, {} plane{}, {} tiers\n", title, c.nodes, c.endpoints,
        c.planes, c.planes == 1 ? "" : "s", c.tiers);
    out += fmt::format("  switches      leaf {}  spine {}  core {}  total {}\n", c.leaves, c.spines, c.cores,
        c.leaves + c.spines + c.cores);
    out += fmt::format(
        "  links         node-leaf {}  leaf-spine {}  spine-core {}\n", c.node_leaf, c.leaf_spine, c.spine_core);
    out += fmt::format("  transceivers  {}\n  cables        {}\n", c.transceivers, c.cables);
    out += fmt::format("  cost          switches {}  switch links {}  endpoint links {}  total {}\n",
        money(c.switches_usd), money(c.switch_links_usd), money(c.endpoint_links_usd), money(c.totalUsd()));
    const double cents = std::round(c.perEndpointUsd() * 100);
    out += fmt::format("  per endpoint  {}.{:02} (switches + switch-to-switch links)\n", money(std::floor(cents / 100)),
        std::int64_t(cents) % 100);
    return out;
}

} // namespace plenum::fabric

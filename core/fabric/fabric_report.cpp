// SPDX-License-Identifier: GPL-3.0-or-later
#include "fabric/fabric_report.h"

#include <fmt/format.h>

#include <cmath>

namespace plenum::fabric {
namespace {

// Whole dollars for totals, cents for the per-endpoint figure.
json::Value dollars(double usd) { return json::Value(std::int64_t(std::llround(usd))); }
json::Value cents(double usd) { return json::Value(std::round(usd * 100) / 100); }

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

json::Value countsToJson(const FabricCounts &c)
{
    json::Value v{json::Object{}};
    v.set("nodes", json::Value(c.nodes));
    v.set("endpoints", json::Value(c.endpoints));
    v.set("planes", json::Value(c.planes));
    v.set("tiers", json::Value(c.tiers));
    json::Value sw{json::Object{}};
    sw.set("leaf", json::Value(c.leaves));
    sw.set("spine", json::Value(c.spines));
    sw.set("core", json::Value(c.cores));
    sw.set("total", json::Value(c.leaves + c.spines + c.cores));
    v.set("switches", std::move(sw));
    json::Value links{json::Object{}};
    links.set("node_leaf", json::Value(c.node_leaf));
    links.set("leaf_spine", json::Value(c.leaf_spine));
    links.set("spine_core", json::Value(c.spine_core));
    v.set("links", std::move(links));
    v.set("transceivers", json::Value(c.transceivers));
    v.set("cables", json::Value(c.cables));
    json::Value cost{json::Object{}};
    cost.set("switches_usd", dollars(c.switches_usd));
    cost.set("switch_links_usd", dollars(c.switch_links_usd));
    cost.set("endpoint_links_usd", dollars(c.endpoint_links_usd));
    cost.set("total_usd", dollars(c.totalUsd()));
    cost.set("per_endpoint_usd", cents(c.perEndpointUsd()));
    v.set("cost", std::move(cost));
    return v;
}

std::string countsToText(const std::string &title, const FabricCounts &c)
{
    std::string out = fmt::format("{}: {} nodes, {} endpoints, {} plane{}, {} tiers\n", title, c.nodes, c.endpoints,
                                  c.planes, c.planes == 1 ? "" : "s", c.tiers);
    out += fmt::format("  switches      leaf {}  spine {}  core {}  total {}\n", c.leaves, c.spines, c.cores,
                       c.leaves + c.spines + c.cores);
    out += fmt::format("  links         node-leaf {}  leaf-spine {}  spine-core {}\n", c.node_leaf, c.leaf_spine,
                       c.spine_core);
    out += fmt::format("  transceivers  {}\n  cables        {}\n", c.transceivers, c.cables);
    out += fmt::format("  cost          switches {}  switch links {}  endpoint links {}  total {}\n",
                       money(c.switches_usd), money(c.switch_links_usd), money(c.endpoint_links_usd),
                       money(c.totalUsd()));
    const double cents = std::round(c.perEndpointUsd() * 100);
    out += fmt::format("  per endpoint  {}.{:02} (switches + switch-to-switch links)\n", money(std::floor(cents / 100)),
                       std::int64_t(cents) % 100);
    return out;
}

} // namespace plenum::fabric

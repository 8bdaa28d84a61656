// SPDX-License-Identifier: GPL-3.0-or-later
// Fabric figures as JSON fields (the stable `plenum-cli fabric --json` document, through
// json/report_json.h) and as a text table.
#pragma once

#include "fabric/fat_tree.h"
#include "json/report_json.h"

#include <cmath>
#include <cstdint>
#include <string>

namespace plenum::fabric {

// The fields of the stable `plenum-cli fabric --json` document (json/report_json.h): whole dollars
// for totals, cents for the per-endpoint figure.
template <typename F> void visitReport(const FabricCounts &c, F &&f)
{
    const auto dollars = [](double usd) { return std::int64_t(std::llround(usd)); };
    f("nodes", c.nodes);
    f("endpoints", c.endpoints);
    f("planes", c.planes);
    f("tiers", c.tiers);
    f("switches", fields::group([&](auto &&g) {
        g("leaf", c.leaves);
        g("spine", c.spines);
        g("core", c.cores);
        g("total", c.leaves + c.spines + c.cores);
    }));
    f("links", fields::group([&](auto &&g) {
        g("node_leaf", c.node_leaf);
        g("leaf_spine", c.leaf_spine);
        g("spine_core", c.spine_core);
    }));
    f("transceivers", c.transceivers);
    f("cables", c.cables);
    f("cost", fields::group([&](auto &&g) {
        g("switches_usd", dollars(c.switches_usd));
        g("switch_links_usd", dollars(c.switch_links_usd));
        g("endpoint_links_usd", dollars(c.endpoint_links_usd));
        g("total_usd", dollars(c.totalUsd()));
        g("per_endpoint_usd", std::round(c.perEndpointUsd() * 100) / 100);
    }));
}

std::string countsToText(const std::string &title, const FabricCounts &counts);

} // namespace plenum::fabric

// SPDX-License-Identifier: GPL-3.0-or-later
// plenum-cli fabric: a calculation, no file. Designs the compute fabric for the target size and
// prints switches, links, transceivers, cables and cost; --compare shows 2-tier, 3-tier and
// multi-plane side by side for the same endpoints.
#include "analysis/cost.h"
#include "cli/cli.h"
#include "cli/commands.h"
#include "fabric/fabric_report.h"
#include "fabric/fabric_templates.h"

#include <fmt/format.h>

#include <ostream>

namespace plenum::cli {
namespace {

struct FabricOptions {
    fabric::FabricSpec spec;
    std::string title;
    int tiers = 0; // --tiers; 0: chosen by the one rule (fabric::buildFatTreeChoosingTiers), as `new` does
    bool json = false;
    bool compare = false;
};

FabricOptions parse(const Args &args)
{
    FabricOptions o;
    if (args.has("--template")) {
        const fabric::FabricTemplate t = fabric::fabricTemplate(args.value("--template"));
        o.spec = t.spec;
        o.title = t.name;
    } else {
        // A generic k-ary fat tree: one port per endpoint, priced only when prices are given.
        o.spec.nics_per_node = 1;
        o.spec.node_ports_per_cage = 1;
        o.spec.leaf = o.spec.spine = o.spec.core = { "generic", 64, 1, 0 };
        o.title = "k-ary fat tree";
    }
    fabric::FabricSpec &s = o.spec;
    s.nics_per_node = int(args.integer("--nics-per-node", s.nics_per_node, 1));
    if (args.has("--nodes") && args.has("--endpoints"))
        throw Error("give --nodes or --endpoints, not both");
    if (!args.has("--template") && !args.has("--nodes") && !args.has("--endpoints"))
        throw Error("give --template NAME, --nodes N or --endpoints N");
    if (args.has("--nodes"))
        s.nodes = s.target_nodes = int(args.integer("--nodes", 0, 1));
    if (args.has("--endpoints")) {
        const std::int64_t e = args.integer("--endpoints", 0, 1);
        if (e % s.endpointsPerNode() != 0)
            throw Error(fmt::format(
                "{} endpoints are not a whole number of nodes with {} fabric ports each", e, s.endpointsPerNode()));
        s.nodes = s.target_nodes = int(e / s.endpointsPerNode());
    }
    s.target_nodes = int(args.integer("--target-nodes", s.target_nodes, 1));
    s.planes = int(args.integer("--planes", s.planes, 1));
    o.tiers = int(args.integer("--tiers", 0, 1));
    s.su_nodes = int(args.integer("--su-nodes", s.su_nodes, 1));
    s.oversubscription = args.number("--oversubscription", s.oversubscription, 1);
    if (args.has("--radix")) {
        const int k = int(args.integer("--radix", 0, 4));
        for (fabric::SwitchModel *m : { &s.leaf, &s.spine, &s.core })
            m->radix = k;
    }
    if (args.has("--switch-price")) {
        const double usd = args.number("--switch-price", 0, 0);
        for (fabric::SwitchModel *m : { &s.leaf, &s.spine, &s.core })
            m->price_usd = usd;
    }
    if (args.has("--link-price"))
        s.switch_link_price_usd = s.endpoint_link_price_usd = args.number("--link-price", 0, 0);
    o.json = args.has("--json");
    o.compare = args.has("--compare");
    return o;
}

int runCompare(const FabricOptions &o, Io &io)
{
    const std::vector<analysis::DesignCost> designs = analysis::compareFabricDesigns(o.spec);
    std::string text = fmt::format("{}: the same {} endpoints three ways\n\n", o.title,
        std::int64_t(o.spec.target_nodes) * o.spec.endpointsPerNode());
    for (const auto &d : designs)
        text += d.possible ? fabric::countsToText(d.design, d.counts) + "\n"
                           : fmt::format("{}: not possible: {}\n\n", d.design, d.error);
    if (o.json) {
        io.out << json::writeReport(fields::group([&](auto &&f) { f("designs", designs); }));
    } else {
        io.out << text;
    }
    return kExitOk;
}

} // namespace

int commandFabric(const std::vector<std::string> &argv, Io &io)
{
    Args args(argv,
        { "--template", "--nodes", "--target-nodes", "--endpoints", "--planes", "--tiers", "--radix", "--su-nodes",
            "--nics-per-node", "--oversubscription", "--switch-price", "--link-price" },
        { "--json", "--compare" });
    args.expectPositionals(0, "no positional arguments");
    const FabricOptions o = parse(args);
    if (o.compare)
        return runCompare(o, io);
    const fabric::TierChoice choice = fabric::buildFatTreeChoosingTiers(o.spec, o.tiers);
    const fabric::FabricCounts c = fabric::countFabric(choice.graph);
    if (o.json) {
        io.out << json::writeReport(fields::group([&](auto &&f) {
            visitReport(c, f);
            f("tiers_chosen", choice.why);
        }));
    } else {
        io.out << fabric::countsToText(o.title, c) << choice.why << "\n";
    }
    return kExitOk;
}

} // namespace plenum::cli

// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/review.h"
#include "analysis/review_parts.h"

#include "analysis/cost.h"
#include "analysis/fabric_view.h"
#include "analysis/resilience.h"
#include "export/markdown_table.h"
#include "export/slurm_topology.h"
#include "model/index.h"
#include "routing/length_stats.h"
#include "rules/rules.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <set>

namespace plenum::analysis {

using namespace review_parts;

std::string reviewMarkdown(const Project &p, const ReviewOptions &o)
{
    Facts f;
    f.view = fabricView(p);
    f.spec = projectFabricSpec(p, f.view, &f.basis);
    f.growth = analyseGrowth(p, o.growth, o.erasure);
    f.costs = costByPhase(p);
    if (f.spec)
        f.designs = compareFabricDesigns(*f.spec);
    f.survey = surveyResilience(p);
    f.fleet = projectFleet(p);
    f.reliability = assessReliability(f.fleet, o.rates, o.reliability);
    f.reliabilityDayOne = assessReliability(projectFleet(p, 0), o.rates, o.reliability);
    try {
        f.slurm = exporting::slurmSwitches(p, exporting::SlurmGrouping::Auto, &f.slurmGrouping);
    } catch (const Error &e) {
        f.slurmError = e.what();
    }
    f.findings = rules::runChecks(p);
    f.tiers = routing::lengthsByTier(p);
    const ProjectIndex index(p);
    for (const auto &d : p.devices)
        if (const DeviceType *t = index.deviceType(d.device_type); t && t->liquid_cooled)
            ++f.liquidCooled;

    std::string s = fmt::format("# Design review: {}\n\n", md(p.name));
    s += fmt::format("The five questions a CTO should ask before signing — Network, Storage, Orchestration, "
                     "Resilience, Metrics — answered with this project's numbers{}. Prices are the catalogue's "
                     "(many are estimates); failure rates are Meta's Llama 3 figures.\n\n",
        o.date.empty() ? "" : fmt::format(" ({})", o.date));
    s += summary(p, f);
    s += network(f, o);
    s += storage(f, o);
    s += orchestration(f);
    s += resilience(f);
    s += metrics(f, o);
    return s;
}

} // namespace plenum::analysis

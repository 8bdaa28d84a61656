// SPDX-License-Identifier: GPL-3.0-or-later
// The parts of the design review (analysis/review.h), private to its files: the facts gathered
// once (review.cpp), the text helpers (review_text.cpp) and the sections, each from the facts —
// summary (review_summary.cpp), network (review_network.cpp), storage, orchestration, resilience
// and metrics (review_sections.cpp).
#pragma once

#include "analysis/review.h"

#include "analysis/cost.h"
#include "analysis/fabric_view.h"
#include "analysis/resilience.h"
#include "export/markdown_table.h"
#include "export/slurm_topology.h"
#include "model/index.h"
#include "routing/length_stats.h"
#include "rules/rules.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace plenum::analysis::review_parts {

std::string money(double v);
// A name from the project as Markdown text (every ASCII punctuation character escaped).
std::string md(std::string_view text);
std::string pct(double f, int digits = 1);

// A review table: the shared table shape, written as a Markdown pipe table
// (export/markdown_table.h); cells must not contain '|'.
struct Table : exporting::Table {
    explicit Table(std::vector<std::string> columns) { header = std::move(columns); }
    void row(const std::vector<std::string> &cells) { rows.emplace_back(cells.begin(), cells.end()); }
    std::string text() const { return exporting::toMarkdown(*this); }
};

struct Facts {
    FabricView view;
    std::string basis;
    std::optional<fabric::FabricSpec> spec;
    GrowthReport growth;
    std::vector<PhaseCost> costs;
    std::vector<DesignCost> designs;
    ResilienceSurvey survey;
    ReliabilityReport reliability, reliabilityDayOne;
    Fleet fleet;
    std::vector<exporting::SlurmSwitch> slurm;
    std::string slurmError;
    exporting::SlurmGrouping slurmGrouping = exporting::SlurmGrouping::Leaf;
    rules::Findings findings;
    std::vector<routing::TierLengths> tiers;
    int liquidCooled = 0;
};

const KindSummary *kindOf(const Facts &f, ComponentKind k);
std::string planeWords(int planes);

std::string summary(const Project &p, const Facts &f);
std::string network(const Facts &f, const ReviewOptions &o);
std::string storage(const Facts &f, const ReviewOptions &o);
std::string orchestration(const Facts &f);
std::string resilience(const Facts &f);
std::string metrics(const Facts &f, const ReviewOptions &o);

} // namespace plenum::analysis::review_parts

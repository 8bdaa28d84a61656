// SPDX-License-Identifier: GPL-3.0-or-later
// The design review: one document answering the five questions a CTO should ask before signing
// (Network, Storage, Orchestration, Resilience, Metrics — seed/000) with this project's numbers,
// plus the growth plan. Markdown for the CLI, the GUI page and the PDF renderer (app/export).
#pragma once

#include "analysis/erasure.h"
#include "analysis/growth.h"
#include "analysis/reliability.h"
#include "model/project.h"

#include <string>

namespace plenum::analysis {

struct ReviewOptions {
    GrowthOptions growth;
    ErasureOptions erasure;
    ReliabilityOptions reliability;
    ReliabilityRates rates = llama3Rates();
    std::string date; // printed under the title when not empty
};

// The whole review as GitHub-flavoured Markdown (headings, lists, pipe tables, one code block).
std::string reviewMarkdown(const Project &project, const ReviewOptions &options = {});

} // namespace plenum::analysis

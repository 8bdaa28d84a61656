// SPDX-License-Identifier: GPL-3.0-or-later
// plenum-cli review: the design review of a project (core/analysis/review.h) — Network, Storage,
// Orchestration, Resilience and Metrics with the growth plan — as Markdown (stdout without --out)
// or through the exporters review-md (--out X.md) and review-pdf (--out X.pdf, painted headless
// on the offscreen platform), as `export --format review-md|review-pdf` writes them. Exit 0, 2 for
// bad input; the file is written whole or not at all.
#include "analysis/review.h"
#include "cli/cli.h"
#include "cli/commands.h"
#include "export/export_job.h"
#include "export/headless_gui.h"
#include "store/project_file.h"

#include <fmt/format.h>

#include <ostream>

namespace plenum::cli {
namespace {

bool endsWith(const std::string &s, const std::string &suffix)
{
    return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

} // namespace

int commandReview(const std::vector<std::string> &argv, Io &io)
{
    Args args(argv, { "--out", "--paper", "--date", "--checkpoint-minutes", "--restart-minutes", "--gpu-hour-usd" },
        { "--force" });
    args.expectPositionals(1, "FILE.plenum");
    const std::string file = args.positionals()[0];
    const std::string out = args.value("--out");
    const bool pdf = endsWith(out, ".pdf");
    if (!out.empty() && !pdf && !endsWith(out, ".md"))
        throw Error(fmt::format("--out must end in .md or .pdf (got '{}')", out));
    const OutputRules rules = outputRules(args, { file });
    if (!out.empty())
        checkOutput(out, rules);
    const PaperSize paper = parsePaperSize(args.value("--paper", "a4"));
    analysis::ReviewOptions o;
    o.date = args.value("--date");
    o.reliability.checkpoint_minutes = args.number("--checkpoint-minutes", o.reliability.checkpoint_minutes, 0.01);
    o.reliability.restart_minutes = args.number("--restart-minutes", o.reliability.restart_minutes, 0);
    o.growth.gpu_hour_usd = args.number("--gpu-hour-usd", o.growth.gpu_hour_usd, 0);
    const Project project = openProject(file);
    if (out.empty()) {
        io.out << analysis::reviewMarkdown(project, o);
        return kExitOk;
    }
    exporting::ExportOptions options;
    options.output = rules;
    options.paper = paper;
    options.review = o;
    std::unique_ptr<QGuiApplication> gui;
    if (pdf)
        gui = app::headlessGui();
    app::runExport(project, pdf ? "review-pdf" : "review-md", out, options);
    io.out << fmt::format("wrote the design review of {} to {}\n", file, out);
    return kExitOk;
}

} // namespace plenum::cli

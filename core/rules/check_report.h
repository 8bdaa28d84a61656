// SPDX-License-Identifier: GPL-3.0-or-later
// A check run as a report, as `plenum-cli check --json` writes it (json/report_json.h): the file
// and phase checked, the findings per severity, then every finding. The field lists of Finding and
// Location live here rather than in rules.h, which every rule provider includes, because only the
// encoders need them.
#pragma once

#include "rules/rules.h"
#include "json/report_json.h"

#include <algorithm>
#include <cstdint>
#include <string>

namespace plenum::rules {

struct CheckReport {
    std::string file;
    std::string phase; // "target" when every object was checked
    Findings findings;
};

inline std::int64_t severityCount(const Findings &findings, Severity severity)
{
    return std::count_if(
        findings.begin(), findings.end(), [severity](const Finding &f) { return f.severity == severity; });
}

template <typename F> void visitReport(const Location &l, F &&f)
{
    f("hall", l.hall);
    f("x_mm", l.x_mm);
    f("y_mm", l.y_mm);
}

// A finding without a location lists it as null.
template <typename F> void visitReport(const Finding &x, F &&f)
{
    f("code", x.code);
    f("severity", x.severity);
    f("title", x.title);
    f("message", x.message);
    f("objects", x.objects);
    f("location", x.location);
}

template <typename F> void visitReport(const CheckReport &r, F &&f)
{
    f("file", r.file);
    f("phase", r.phase);
    f("errors", severityCount(r.findings, Severity::Error));
    f("warnings", severityCount(r.findings, Severity::Warning));
    f("infos", severityCount(r.findings, Severity::Info));
    f("findings", r.findings);
}

} // namespace plenum::rules

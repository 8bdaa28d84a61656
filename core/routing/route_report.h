// SPDX-License-Identifier: GPL-3.0-or-later
// What a routing run reports, as `plenum-cli route --json` writes it (json/report_json.h): the
// router's RouteReport with the ordered-against-required lengths per tier of the routed project
// (length_stats.h) in its middle. The field lists live here rather than in router.h, which every
// routing file includes, because only the encoders need them.
#pragma once

#include "routing/length_stats.h"
#include "routing/router.h"
#include "json/report_json.h"

#include <cmath>
#include <cstdint>
#include <vector>

namespace plenum::routing {

struct RouteSummary {
    RouteReport report;
    std::vector<TierLengths> tiers; // lengthsByTier() of the project after the run
};

// The media's lengths as orderable length → cables, shortest first.
template <typename F> void visitReport(const MediaSummary &m, F &&f)
{
    f("cables", m.cables);
    f("ordered_length_mm", m.ordered_length_mm);
    f("required_length_mm", m.required_length_mm);
    f("lengths", fields::each(m.by_length, [](auto &&g, const auto &length) {
        g("length_mm", length.first);
        g("cables", length.second);
    }));
}

// The ratio is rounded to thousandths, as the text prints it.
template <typename F> void visitReport(const TierLengths &t, F &&f)
{
    f("fabric", t.fabric);
    f("tier", t.tier);
    f("cables", t.cables);
    f("ordered_length_mm", t.ordered_mm);
    f("required_length_mm", t.required_mm);
    f("ordered_per_required", std::round(1000 * t.orderedPerRequired()) / 1000);
}

// An over-full segment: areas in whole mm², the fill as a percentage of the limit to a tenth.
template <typename F> void visitReport(const SegmentFill &s, F &&f)
{
    f("pathway", s.pathway);
    f("name", s.name);
    f("segment", s.segment);
    f("cables", s.cables);
    f("used_mm2", std::int64_t(std::llround(s.used_mm2)));
    f("capacity_mm2", std::int64_t(std::llround(s.capacity_mm2)));
    f("fill_percent", std::round(1000 * s.used_mm2 / s.capacity_mm2) / 10);
}

template <typename F> void visitReport(const Unrouted &u, F &&f)
{
    f("link", u.link);
    f("reason", u.reason);
}

template <typename F> void visitReport(const SharedSegment &s, F &&f)
{
    f("group", s.group);
    f("pathway", s.pathway);
    f("segment", s.segment);
    f("links", s.links);
}

// The totals over the cable table (RouteOptions::totals), the lengths per tier, the slack (its mean
// to the whole mm), then what the run could not do as planned. `fills` and `diff` are not listed.
template <typename F> void visitReport(const RouteSummary &s, F &&f)
{
    const RouteReport &r = s.report;
    f("links", r.links);
    f("cables", r.cables);
    f("channels", r.channels);
    f("trunks", r.trunks);
    f("cable_assemblies", r.cable_assemblies);
    f("transceivers", r.transceivers);
    f("routed", r.routed);
    f("iterations", r.iterations);
    f("media", fields::each(r.media, [](auto &&g, const auto &media) {
        g("media", media.first);
        visitReport(media.second, g);
    }));
    f("tiers", s.tiers);
    f("slack", fields::group([&](auto &&g) {
        g("max_mm", r.max_slack_mm);
        g("mean_mm", std::int64_t(std::llround(r.mean_slack_mm)));
    }));
    f("overflows", r.overflows);
    f("unrouted", r.unrouted);
    f("shared_segments", r.shared);
}

} // namespace plenum::routing

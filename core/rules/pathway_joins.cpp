// SPDX-License-Identifier: GPL-3.0-or-later
// Pathways that meet without joining (the pathway graph, routing/pathway_graph.h: pathways join
// only where they share a point, so a cable passes from one to another nowhere else).
//   pathway.unjoined  warning  an end of a pathway that shares its point with no other pathway of its
//                              service lies where the cross-section of one it joins nowhere reaches it — on it
//                              between its points, or beside, above or below it by no more than half
//                              their widths (across) and half their loading depths (up) — a tray
//                              drawn to a runway's middle, or raised off the trays it joined: on the
//                              plan they meet, and no cable can pass.
#include "rules/helpers.h"

#include <fmt/format.h>

#include <cmath>
#include <map>
#include <set>
#include <tuple>

namespace plenum::rules {
namespace {

constexpr const char *kUnjoined = "Pathways meet without joining";

using Key = std::tuple<Id, Service, std::int64_t, std::int64_t, std::int64_t>; // hall, service, point

Key keyOf(const Pathway &pw, const Point3 &p)
{
    return { pw.hall, pw.service, p.x_mm, p.y_mm, p.z_mm };
}

// Where `end` lies against the segment a–b: the horizontal distance to it and the height above
// the segment's centre line at the nearest point, mm.
struct Offset {
    double across = 0, up = 0;
};

Offset offsetTo(const Point3 &end, const Point3 &a, const Point3 &b)
{
    const double dx = double(b.x_mm - a.x_mm), dy = double(b.y_mm - a.y_mm);
    const double length2 = dx * dx + dy * dy;
    double t = 0;
    if (length2 > 0)
        t = std::clamp(((double(end.x_mm - a.x_mm)) * dx + double(end.y_mm - a.y_mm) * dy) / length2, 0.0, 1.0);
    else if (end.z_mm != a.z_mm && b.z_mm != a.z_mm) // a riser: the nearest height on it
        t = std::clamp(double(end.z_mm - a.z_mm) / double(b.z_mm - a.z_mm), 0.0, 1.0);
    const double x = double(a.x_mm) + t * dx, y = double(a.y_mm) + t * dy;
    const double z = double(a.z_mm) + t * double(b.z_mm - a.z_mm);
    return { std::hypot(double(end.x_mm) - x, double(end.y_mm) - y), double(end.z_mm) - z };
}

void check(const RuleContext &c, Findings &out)
{
    std::vector<const Pathway *> pathways;
    std::map<Key, std::vector<const Pathway *>> users; // the pathways with a point there
    for (const Pathway &pw : c.project().pathways) {
        if (!c.inPhase(pw.phase) || pw.points.size() < 2)
            continue;
        pathways.push_back(&pw);
        std::vector<Key> mine;
        for (const Point3 &p : pw.points)
            mine.push_back(keyOf(pw, p));
        std::sort(mine.begin(), mine.end());
        mine.erase(std::unique(mine.begin(), mine.end()), mine.end());
        for (const Key &k : mine)
            users[k].push_back(&pw);
    }
    // The pathways `pw` shares a point with: cables pass between them there, whatever its ends do
    // (a stub that continues a ladder ends beside it).
    auto joinedWith = [&](const Pathway &pw) {
        std::set<const Pathway *> out;
        for (const Point3 &p : pw.points)
            for (const Pathway *other : users[keyOf(pw, p)])
                out.insert(other);
        return out;
    };
    // Per hall and service, its pathways (free ends are few: each is held against its net only).
    std::map<std::pair<Id, Service>, std::vector<const Pathway *>> nets;
    for (const Pathway *pw : pathways)
        nets[{ pw->hall, pw->service }].push_back(pw);
    for (const Pathway *pw : pathways) {
        const auto &net = nets[{ pw->hall, pw->service }];
        for (const bool first : { true, false }) {
            const Point3 &end = first ? pw->points.front() : pw->points.back();
            if (pw->points.front() == pw->points.back())
                break; // a closed loop has no end
            if (users[keyOf(*pw, end)].size() > 1)
                continue; // joined
            const std::set<const Pathway *> joined = joinedWith(*pw);
            const Pathway *nearest = nullptr;
            Offset best { 0, 0 };
            for (const Pathway *other : net) {
                if (joined.count(other))
                    continue; // itself, or one it joins elsewhere
                const double reachAcross = (double(pw->width_mm) + double(other->width_mm)) / 2;
                const double reachUp = (double(pw->loading_depth_mm) + double(other->loading_depth_mm)) / 2;
                for (std::size_t s = 0; s + 1 < other->points.size(); ++s) {
                    const Offset o = offsetTo(end, other->points[s], other->points[s + 1]);
                    if (o.across > reachAcross || std::abs(o.up) > reachUp)
                        continue;
                    if (!nearest
                        || std::make_pair(o.across, std::abs(o.up)) < std::make_pair(best.across, std::abs(best.up))) {
                        nearest = other;
                        best = o;
                    }
                }
            }
            if (!nearest)
                continue;
            std::string where;
            const long across = std::lround(best.across), up = std::lround(best.up);
            if (across == 0 && up == 0)
                where = fmt::format("on {} between its points", nearest->name);
            else if (across == 0)
                where = fmt::format("{} mm {} {}", std::abs(up), up > 0 ? "above" : "below", nearest->name);
            else if (up == 0)
                where = fmt::format("{} mm beside {}", across, nearest->name);
            else
                where = fmt::format(
                    "{} mm beside and {} mm {} {}", across, std::abs(up), up > 0 ? "above" : "below", nearest->name);
            out.push_back(c.finding("pathway.unjoined", Severity::Warning, kUnjoined,
                fmt::format("pathway {} ends {} without joining it: pathways join only where they share a point, so no "
                            "cable passes between them there (move the end onto one of {}'s points, or give it a "
                            "point where the end is)",
                    pw->name, where, nearest->name),
                { pw->id, nearest->id }, Location { pw->hall, end.x_mm, end.y_mm }));
        }
    }
}

} // namespace

std::unique_ptr<Rule> makePathwayJoinRule()
{
    return std::make_unique<SimpleRule>(
        std::vector<Rule::Code> { { "pathway.unjoined", Severity::Warning, kUnjoined } }, &check);
}

} // namespace plenum::rules

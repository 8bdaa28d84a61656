// SPDX-License-Identifier: GPL-3.0-or-later
// Space held for a later phase (model/project.h Reservation).
//   space.reservation  warning  a rack stands on a floor area, or a device sits in a U range, that
//                               is held for another phase: the space promised to that phase is
//                               taken. A warning, not an error: a reservation is the plan's intent,
//                               and the designer may decide to give the space away (then delete the
//                               reservation).
// Phased build-outs hold floor and rack space for later phases so that day-one work does not block
// them (TIA-942-B §5.3 on planning for growth; Uptime Institute's phased build-out practice).
#include "geometry/footprint.h"
#include "rules/helpers.h"

#include <fmt/format.h>

#include <algorithm>

namespace plenum::rules {
namespace {

constexpr const char *kTitle = "Object in space reserved for another phase";

struct Box {
    std::int64_t x0, y0, x1, y1;
    bool meets(const Box &o) const { return x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1; }
};

Box boxOf(const std::vector<Point> &outline)
{
    Box b { INT64_MAX, INT64_MAX, INT64_MIN, INT64_MIN };
    for (const auto &p : outline)
        b = { std::min(b.x0, p.x_mm), std::min(b.y0, p.y_mm), std::max(b.x1, p.x_mm), std::max(b.y1, p.y_mm) };
    return b;
}

std::string phaseName(const RuleContext &c, Id id)
{
    for (const auto &ph : c.project().phases)
        if (ph.id == id)
            return ph.name;
    return std::to_string(id);
}

void check(const RuleContext &c, Findings &out)
{
    const Project &p = c.project();
    std::vector<const Reservation *> areas;
    std::map<Id, std::vector<const Reservation *>> ranges; // rack → its U reservations
    for (const auto &r : p.reservations) {
        if (r.floorArea())
            areas.push_back(&r);
        else
            ranges[r.rack].push_back(&r);
    }
    if (!areas.empty())
        for (const auto &rack : p.racks) {
            const RackType *type = c.index().rackType(rack.rack_type);
            if (!type || !c.inPhase(rack.phase))
                continue;
            const auto foot = geometry::rackFootprint(rack, *type);
            const Box box = boxOf(foot);
            for (const Reservation *r : areas)
                if (r->hall == rack.hall && r->phase != rack.phase && box.meets(boxOf(r->outline))
                    && geometry::overlaps(foot, r->outline))
                    out.push_back(c.finding("space.reservation", Severity::Warning, kTitle,
                        fmt::format("rack {} (phase {}) stands on '{}', floor held for phase {}", rack.name,
                            phaseName(c, rack.phase), r->name, phaseName(c, r->phase)),
                        { rack.id, r->id }, c.rackLocation(rack.id)));
        }
    if (ranges.empty())
        return;
    for (const auto &d : p.devices) {
        auto it = ranges.find(d.rack);
        const DeviceType *t = c.index().typeOfDevice(d.id);
        if (it == ranges.end() || !t || t->u_height <= 0 || d.u_position <= 0 || !c.inPhase(d.phase))
            continue;
        for (const Reservation *r : it->second)
            if (r->phase != d.phase && d.u_position < r->u_low + r->u_height && r->u_low < d.u_position + t->u_height) {
                const Rack *rack = c.index().rack(d.rack);
                out.push_back(c.finding("space.reservation", Severity::Warning, kTitle,
                    fmt::format("{} (phase {}) sits in U {}–{} of rack {}, held for phase {} as '{}'", d.name,
                        phaseName(c, d.phase), r->u_low, r->u_low + r->u_height - 1, rack ? rack->name : "?",
                        phaseName(c, r->phase), r->name),
                    { d.id, r->id, d.rack }, c.rackLocation(d.rack)));
            }
    }
}

} // namespace

std::unique_ptr<Rule> makeSpaceReservationRule()
{
    return std::make_unique<SimpleRule>(
        std::vector<Rule::Code> { { "space.reservation", Severity::Warning, kTitle } }, &check);
}

} // namespace plenum::rules

// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/reservation_edit.h"
#include "edit/edit_common.h"
#include "edit/outline.h"
#include "geometry/footprint.h"

#include <fmt/format.h>

#include <charconv>

namespace plenum::edit {

const Reservation &findReservation(const Project &p, const std::string &text)
{
    for (const auto &r : p.reservations)
        if (r.name == text)
            return r;
    Id id = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), id);
    if (ec == std::errc() && end == text.data() + text.size())
        for (const auto &r : p.reservations)
            if (r.id == id)
                return r;
    throw Error(fmt::format("there is no reservation called '{}'", text.substr(0, 80)));
}

ChangeSet addReservation(Project &p, const ReservationSpec &spec)
{
    if (spec.name.empty())
        throw Error("a reservation needs a name");
    for (const auto &r : p.reservations)
        if (r.name == spec.name)
            throw Error(fmt::format("a reservation called '{}' already exists", spec.name));
    Reservation r;
    r.name = spec.name;
    if (spec.phase.empty() && p.phases.empty())
        throw Error("the project has no phases");
    r.phase = spec.phase.empty() ? p.phases.back().id : findPhase(p, spec.phase);
    const bool area = !spec.outline.empty(), range = !spec.rack.empty();
    if (area == range)
        throw Error(fmt::format("reservation '{}' holds either a floor area (an outline) or a U range of a rack (a "
                                "rack and U), not {}",
            spec.name, area ? "both" : "neither"));
    if (area) {
        r.hall = findHall(p, spec.hall);
        r.outline = simpleOutline(spec.outline, fmt::format("reservation '{}'", spec.name));
        const Point c = outlineCentre(r.outline);
        for (const auto &h : p.halls)
            if (h.id == r.hall && !geometry::covers(h.outline, c))
                throw Error(fmt::format("reservation '{}' would be outside hall '{}'", spec.name, h.name));
    } else {
        const Rack &rack = findRack(p, spec.rack);
        const int top = rackTypeOf(p, rack).height_u;
        if (spec.u_height < 1 || spec.u_low < 1 || spec.u_low + spec.u_height - 1 > top)
            throw Error(fmt::format("reservation '{}': U {} of rack {} is outside its U space (U 1–{})", spec.name,
                uSpan(spec.u_low, std::max(spec.u_height, 1)), rack.name, top));
        r.rack = rack.id;
        r.u_low = spec.u_low;
        r.u_height = spec.u_height;
    }
    Draft draft(p);
    r.id = draft.allocateId();
    draft.add(r);
    return draft.commit();
}

ChangeSet deleteReservation(Project &p, const std::string &name)
{
    const Reservation &r = findReservation(p, name);
    Draft draft(p);
    draft.remove(r);
    return draft.commit();
}

} // namespace plenum::edit

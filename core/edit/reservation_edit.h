// SPDX-License-Identifier: GPL-3.0-or-later
// Reservations: floor areas of a hall and U ranges of a rack held for a later phase
// (model/project.h Reservation; space.reservation reports an object of another phase placed in
// one). Add one, delete one; any field through the generic setter (field_edit.h). Each edit
// validates first — a simple outline inside its hall, or a U range inside its rack — changes
// nothing and throws Error naming the reservation when it may not.
#pragma once

#include "edit/change_set.h"

#include <string>
#include <vector>

namespace plenum::edit {

struct ReservationSpec {
    std::string name; // unique among reservations
    std::string phase; // the phase the space is held for; empty: the last phase
    std::vector<Point> outline; // a floor area (with `hall`), or empty and a U range:
    std::string hall; // empty: the project's only hall
    std::string rack; // a U range of this rack: U u_low to u_low + u_height - 1
    int u_low = 0;
    int u_height = 0;
};

ChangeSet addReservation(Project &project, const ReservationSpec &spec);
ChangeSet deleteReservation(Project &project, const std::string &reservation);

const Reservation &findReservation(const Project &project, const std::string &nameOrId);

} // namespace plenum::edit

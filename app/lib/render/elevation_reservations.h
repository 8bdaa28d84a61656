// SPDX-License-Identifier: GPL-3.0-or-later
// U ranges of a rack held for a later phase (model/project.h Reservation), drawn over an elevation
// laid out by layoutElevation(): a hatched band on both faces with the reservation's name and phase.
#pragma once

#include "render/elevation_renderer.h"

#include <QPainter>

namespace plenum::app {

void paintReservations(
    QPainter &painter, const ElevationLayout &layout, const Project &project, Id rack, const ElevationStyle &style);

// The reservation drawn at a point, or kNoId.
Id reservationAt(const ElevationLayout &layout, const Project &project, Id rack, QPointF point);

} // namespace plenum::app

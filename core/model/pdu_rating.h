// SPDX-License-Identifier: GPL-3.0-or-later
// A rack PDU's continuous rating per the standard it is built to (issue #16):
// - NEC (North American, NEMA inlets): a branch circuit may carry continuous load (3 h or more) at
//   80 % of its breaker's rating (NEC 210.19(A)/210.20(A)); setting power.breaker_continuous_ratio, 0.8.
// - IEC (IEC 60309 inlets): breakers to IEC 60898-1 / 60947-2 carry their rated current In
//   continuously, so the PDU's rating is its continuous rating; setting power.iec_continuous_ratio, 1.0.
// The standard follows the PDU's inlet connector; a PDU with neither kind of inlet counts as NEC,
// the stricter.
#pragma once

#include "model/project.h"

namespace plenum {

enum class PduStandard { Nec, Iec };

PduStandard pduStandard(const DeviceType &pdu);
const char *pduStandardName(PduStandard standard); // "NEC", "IEC"

// Rating of a PDU, watts: the built-in catalogue's extras "rating_w", else the type's psu_rating_w.
double pduRatingW(const DeviceType &pdu);

// The share of the rating a PDU carries continuously: the settings' ratio for its standard
// (power.breaker_continuous_ratio for NEC, power.iec_continuous_ratio for IEC), each falling back
// to its default (0.8, 1.0) when the settings do not name it.
double pduContinuousRatio(const DeviceType &pdu, const RuleSettings &settings);

// Rating × ratio: the load the PDU may carry continuously, watts.
double pduContinuousW(const DeviceType &pdu, const RuleSettings &settings);

} // namespace plenum

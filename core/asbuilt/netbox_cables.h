// SPDX-License-Identifier: GPL-3.0-or-later
// A NetBox cables CSV exported after installation (issue #19), read as what was found: the bulk
// import columns Plenum's own NetBox export writes (side_a_device, side_a_name, side_b_device,
// side_b_name, status) or the columns of NetBox's cable list export (Side A or Device A,
// Termination A, Side B or Device B, Termination B, Status). A cable whose status is "connected"
// (or that has no status column) joins its two interfaces; planned and decommissioning cables are
// not installed and are skipped. The pairs go through fabricFromLldp (lldp_parse.h) against the
// plan's interface names, so only cables between the plan's compute ports are compared (power
// and management cables are other networks). NetBox holds no link width or speed: nothing is
// degraded. Untrusted input (RFC 4180 CSV): a malformed record, a missing column, an empty device
// or interface, a cable with several terminations on one side fail the whole read with an Error
// naming the line.
#pragma once

#include "asbuilt/lldp_parse.h"

#include <string_view>
#include <vector>

namespace plenum::asbuilt {

// Each connected cable as one neighbour pair (side A reports side B).
std::vector<LldpNeighbor> parseNetboxCablesCsv(std::string_view text);

// True when the first line is a header with NetBox's cable columns.
bool looksLikeNetboxCables(std::string_view text);

} // namespace plenum::asbuilt

// SPDX-License-Identifier: GPL-3.0-or-later
// Link edits: connect one port to another, connect ranges in one step ("ports 1–32 of leaf A to
// nodes 1–32 nic0"), delete a link with its cable. Ends are "DEVICE:PORT" (device name or id, port
// name as in the device type). A port carries at most one link made by hand (breakouts and
// twin-port cages shared by two links come from the fabric generator). Each edit validates every
// link first, changes nothing and throws Error naming the port and the reason when one may not be
// made, and otherwise returns its change set. New links have no cable until `route`.
#pragma once

#include "edit/change_set.h"

#include <optional>
#include <string>
#include <vector>

namespace plenum::edit {

struct LinkSpec {
    std::string a; // "DEVICE:PORT"
    std::string b;
    Fabric fabric = Fabric::Compute;
    std::optional<Tier> tier; // nullopt: from the ends' roles (leaf–spine, spine–core, else node–leaf)
    int plane = -1;
    int redundancy_group = 0;
    std::string phase; // empty: the later of the two devices' phases
    // Breakouts: a port may carry one link per lane (an 8-lane 800G port split into 2 × 400G, as
    // the fabric generator cables them); otherwise a port carries one link.
    bool split_ports = false;
};

ChangeSet addLink(Project &project, const LinkSpec &spec);
// All links in one change set; all or nothing.
ChangeSet addLinks(Project &project, const std::vector<LinkSpec> &specs);
// Expands one bracketed range in an end: "leaf-a:OSFP[1-32]P1" → 32 ends, "node[01-32]:nic0" →
// node01 … node32 (the width of the first number is kept). Without brackets: the end itself.
// Error for a malformed or reversed range or more than 100,000 ends.
std::vector<std::string> expandEnds(const std::string &pattern);
// Links between the i-th ends of `aPattern` and `bPattern`, which must expand to equally many
// ends; the other fields come from `base`.
ChangeSet addLinkRange(
    Project &project, const std::string &aPattern, const std::string &bPattern, const LinkSpec &base = {});
// A link by id, or the link on port "DEVICE:PORT".
ChangeSet deleteLink(Project &project, const std::string &linkOrEnd);

} // namespace plenum::edit

// SPDX-License-Identifier: GPL-3.0-or-later
#include "routing/redundancy.h"

#include <map>

namespace plenum::routing {

std::set<Id> commonRacks(const std::vector<GroupMember> &members)
{
    std::map<Id, std::size_t> touches;
    for (const auto &m : members) {
        ++touches[m.rack_a];
        if (m.rack_b != m.rack_a)
            ++touches[m.rack_b];
    }
    std::set<Id> common;
    for (const auto &[rack, count] : touches)
        if (rack != kNoId && count == members.size())
            common.insert(rack);
    return common;
}

} // namespace plenum::routing

// SPDX-License-Identifier: GPL-3.0-or-later
// What the single-failure steps read (analysis/resilience.h): the project's fabric endpoints and
// uplinks, its PSU-to-PDU power links, the links through each pathway segment and its CDUs, built
// once per ResilienceModel (resilience_model.cpp) and read by every fail() (resilience_fail.cpp).
// Private to the resilience files.
#pragma once

#include "analysis/resilience.h"
#include "model/index.h"

#include <map>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace plenum::analysis {
namespace resilience {

// Feed of a PDU (its `feed` field), as the power.* rules read it.
inline char feedOf(const Device &pdu)
{
    return pdu.feed == "A" ? 'A' : pdu.feed == "B" ? 'B' : 0;
}

struct Endpoint {
    Id node = kNoId;
    int nic = -1; // node port
    Id leaf = kNoId;
    std::size_t link = 0;
};

struct Uplink {
    std::size_t link = 0;
    Id upper = kNoId;
};

struct PsuFeed {
    Id pdu = kNoId;
    std::size_t link = 0;
};

} // namespace resilience

struct ResilienceModel::Data {
    const Project &p;
    ProjectIndex index;
    int planes = 1;
    std::vector<resilience::Endpoint> endpoints;
    std::map<Id, std::vector<std::size_t>> endpointsOfNode; // node → endpoints, project order
    std::vector<Id> nodes;
    std::unordered_map<Id, std::vector<resilience::Uplink>> up; // leaf → spines, spine → cores
    std::unordered_map<Id, int> planeOf; // switch → plane
    std::map<Id, std::vector<resilience::PsuFeed>> psus; // device → its connected PSUs
    std::map<std::pair<Id, int>, std::vector<std::size_t>> linksThrough; // (pathway, segment) → links
    std::unordered_map<Id, std::vector<std::size_t>> linksOf; // device → links
    std::map<Id, std::vector<Id>> rackCdus; // rack → in-rack CDU devices
    std::map<Id, std::vector<Id>> hallCdus; // hall → CDU obstacles
    std::vector<Id> liquidCooled; // devices that need a CDU
    std::unordered_set<Id> inFabric; // nodes and switches of the compute fabric

    explicit Data(const Project &project)
        : p(project)
        , index(project)
    {
    }
};

} // namespace plenum::analysis

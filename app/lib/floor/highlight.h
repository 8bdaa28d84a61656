// SPDX-License-Identifier: GPL-3.0-or-later
// What the views mark for the Document's highlight (the objects of a picked check finding) and its
// selected cable: the racks involved (a device, link or cable marks the racks at its ends) and the
// pathway segments (a cable's route, or every segment of a named pathway), in world millimetres.
#pragma once

#include "model/project.h"

#include <QLineF>

#include <set>
#include <unordered_set>
#include <vector>

namespace plenum::app {

struct HighlightShapes {
    std::set<Id> racks;
    std::set<Id> devices;
    std::set<std::pair<Id, int>> segments; // (pathway, segment index)
    std::vector<QLineF> lines; // the segments, then drops from the cable's racks to its route
    bool empty() const { return racks.empty() && lines.empty(); }
};

HighlightShapes highlightShapes(const Project &project, const std::unordered_set<Id> &objects, Id selectedCable);

} // namespace plenum::app

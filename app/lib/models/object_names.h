// SPDX-License-Identifier: GPL-3.0-or-later
// Human names of the objects a finding or a cable refers to (racks, devices, cables by label,
// pathways, links as "device ↔ device"), looked up when asked: an index of the project is made at
// once (one slot per id, a few ms at ~100k GPUs), the cables' when a cable is first named — naming
// every object up front (~1.3 million at ~100k GPUs) took ~140 ms, for the few rows a view shows.
// Use it while the project is as it was: a lookup in an edited project finds the object with that
// id or none ("#id"), never another.
#pragma once

#include "model/index.h"
#include "model/project.h"

#include <QString>

#include <unordered_map>
#include <vector>

namespace plenum::app {

class ObjectNames {
public:
    explicit ObjectNames(const Project &project);
    // The name of `id`, or "#id" for an object without one.
    QString name(Id id) const;
    // Names joined with ", ", at most `max` of them, then "…".
    QString join(const std::vector<Id> &ids, int max = 4) const;

private:
    const Cable *cable(Id id) const;

    const Project &m_project;
    ProjectIndex m_index;
    mutable std::unordered_map<Id, std::size_t> m_cables; // made at the first cable asked for
    mutable bool m_cablesMade = false;
};

} // namespace plenum::app

// SPDX-License-Identifier: GPL-3.0-or-later
// Human names of the objects a finding or a cable refers to (racks, devices, cables by label,
// pathways, links as "device ↔ device"), built once per project snapshot.
#pragma once

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
    std::unordered_map<Id, QString> m_names;
};

} // namespace plenum::app

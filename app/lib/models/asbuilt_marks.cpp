// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/asbuilt_marks.h"

#include "floor/highlight.h"

#include <unordered_map>
#include <unordered_set>

namespace plenum::app {

AsbuiltMarks asbuiltMarks(const Project &project, const asbuilt::DiffReport &report)
{
    AsbuiltMarks out;
    std::unordered_set<Id> wrongLinks, missingLinks;
    for (const asbuilt::Difference &d : report.differences) {
        const bool wrong = d.kind == asbuilt::DiffKind::Miswired || d.kind == asbuilt::DiffKind::Swapped;
        if (!wrong && d.kind != asbuilt::DiffKind::Missing)
            continue;
        for (Id link : d.links)
            (wrong ? wrongLinks : missingLinks).insert(link);
    }
    if (wrongLinks.empty() && missingLinks.empty())
        return out;
    for (Id link : wrongLinks)
        missingLinks.erase(link);
    for (const Link &l : project.links) {
        const bool wrong = wrongLinks.count(l.id) > 0;
        if (!wrong && !missingLinks.count(l.id))
            continue;
        for (const PortRef &end : { l.a, l.b }) {
            (wrong ? out.wrong_devices : out.missing_devices).insert(end.device);
            (wrong ? out.wrong_ports : out.missing_ports).emplace(end.device, end.port);
        }
    }
    std::unordered_set<Id> wrongCables, missingCables;
    for (const Cable &c : project.cables) {
        if (wrongLinks.count(c.link))
            wrongCables.insert(c.id);
        else if (missingLinks.count(c.link))
            missingCables.insert(c.id);
    }
    out.wrong_cables.insert(wrongCables.begin(), wrongCables.end());
    out.missing_cables.insert(missingCables.begin(), missingCables.end());
    // One pass per class: a segment shared by several cables of a class is stroked once.
    if (!wrongCables.empty())
        out.wrong_lines = highlightShapes(project, wrongCables, kNoId).lines;
    if (!missingCables.empty())
        out.missing_lines = highlightShapes(project, missingCables, kNoId).lines;
    return out;
}

} // namespace plenum::app

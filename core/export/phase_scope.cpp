// SPDX-License-Identifier: GPL-3.0-or-later
// projectUpToPhase(): what exists once a phase is built, for `export --phase NAME`.
#include "export/exporter.h"

#include <fmt/format.h>

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

namespace plenum::exporting {

Project projectUpToPhase(const Project &project, const std::string &phase)
{
    if (phase.empty())
        return project;
    auto it
        = std::find_if(project.phases.begin(), project.phases.end(), [&](const Phase &p) { return p.name == phase; });
    if (it == project.phases.end()) {
        std::string known;
        for (const Phase &p : project.phases)
            known += (known.empty() ? "" : ", ") + p.name;
        throw Error(
            fmt::format("unknown phase '{}' (the project has: {})", phase, known.empty() ? "no phases" : known));
    }
    std::unordered_set<Id> allowed { kNoId };
    for (auto p = project.phases.begin(); p != std::next(it); ++p)
        allowed.insert(p->id);
    auto in = [&](Id ph) { return allowed.count(ph) > 0; };

    Project out = project;
    out.phases.assign(project.phases.begin(), std::next(it));
    std::erase_if(out.racks, [&](const Rack &r) { return !in(r.phase); });
    std::unordered_set<Id> racks;
    for (const Rack &r : out.racks)
        racks.insert(r.id);
    std::erase_if(
        out.devices, [&](const Device &d) { return !in(d.phase) || (d.rack != kNoId && !racks.count(d.rack)); });
    std::unordered_set<Id> devices;
    for (const Device &d : out.devices)
        devices.insert(d.id);
    std::erase_if(out.links,
        [&](const Link &l) { return !in(l.phase) || !devices.count(l.a.device) || !devices.count(l.b.device); });
    std::unordered_set<Id> links;
    for (const Link &l : out.links)
        links.insert(l.id);
    std::erase_if(out.pathways, [&](const Pathway &p) { return !in(p.phase); });
    std::erase_if(out.cables, [&](const Cable &c) { return !in(c.phase) || !links.count(c.link); });
    return out;
}

} // namespace plenum::exporting

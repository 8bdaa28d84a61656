// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/touched.h"

#include "rules/port_links.h"

#include <algorithm>
#include <set>
#include <unordered_map>

namespace plenum::rules {

Touched touchedBy(const RuleContext &c, const std::vector<const edit::ChangeSet *> &changes)
{
    const ProjectIndex &index = c.index();
    Touched t;
    std::unordered_map<Id, Id> rackBefore; // device → its rack before the edit
    std::unordered_map<Id, std::pair<PortRef, PortRef>> endsBefore; // link → its ends before the edit
    IdSet devices, racks; // changed
    std::vector<PortRef> ports; // ends of changed links, before and after
    for (const edit::ChangeSet *cs : changes)
        for (const edit::Change &change : cs->changes) {
            t.kinds.set(std::size_t(change.kind()));
            for (const auto *value : { &change.before, &change.after }) {
                if (!*value)
                    continue;
                const bool before = value == &change.before;
                if (const auto *d = std::get_if<Device>(&**value)) {
                    devices.insert(d->id);
                    t.racks.insert(d->rack);
                    t.changed_devices.push_back(d);
                    if (before)
                        rackBefore[d->id] = d->rack;
                } else if (const auto *l = std::get_if<Link>(&**value)) {
                    t.links.insert(l->id);
                    ports.push_back(l->a);
                    ports.push_back(l->b);
                    t.changed_links.push_back(l);
                    if (before)
                        endsBefore[l->id] = { l->a, l->b };
                } else if (const auto *k = std::get_if<Cable>(&**value)) {
                    t.links.insert(k->link);
                    t.cables.insert(k->id);
                    t.changed_cables.push_back(k);
                    for (const RouteStep &step : k->route)
                        t.pathways.insert(step.pathway);
                    t.pathways.insert(k->slack.pathway);
                } else if (const auto *r = std::get_if<Rack>(&**value)) {
                    t.racks.insert(r->id);
                    racks.insert(r->id);
                    t.changed_racks.push_back(r);
                } else if (const auto *p = std::get_if<Pathway>(&**value)) {
                    t.pathways.insert(p->id);
                    t.changed_pathways.push_back(p);
                }
            }
        }
    t.devices = devices;
    for (const PortRef &end : ports)
        t.devices.insert(end.device);
    // A device's rack now and before the edit.
    auto racksOf = [&](Id device) {
        if (const Device *d = index.device(device))
            t.racks.insert(d->rack);
        if (auto it = rackBefore.find(device); it != rackBefore.end())
            t.racks.insert(it->second);
    };
    for (const PortRef &end : ports)
        racksOf(end.device);
    for (const Cable *k : t.changed_cables) {
        t.racks.insert(k->slack.rack);
        if (const Link *l = index.link(k->link)) {
            racksOf(l->a.device);
            racksOf(l->b.device);
        }
        if (auto it = endsBefore.find(k->link); it != endsBefore.end()) {
            racksOf(it->second.first.device);
            racksOf(it->second.second.device);
        }
    }
    // The links on the ports of changed links (the speed each runs at), and the links of changed
    // devices (names, places) or of devices in changed racks (a finding's place is its rack's).
    // From the links per port when the context was given them (kept from the last run); else by a
    // pass over the links that reads two ends each, while the table is made on another core
    // (rules/incremental_check.cpp; ~15 ms at ~100k GPUs).
    if (c.portLinksGiven()) {
        for (const PortRef &end : ports)
            for (const Link *l : c.portLinks().at(end.device, end.port))
                t.links.insert(l->id);
    } else if (!ports.empty()) {
        IdSet onDevices;
        std::set<std::pair<Id, int>> onPorts;
        for (const PortRef &end : ports) {
            onDevices.insert(end.device);
            onPorts.insert({ end.device, end.port });
        }
        for (const Link &l : c.project().links)
            if ((onDevices.count(l.a.device) || onDevices.count(l.b.device)) && c.inPhase(l.phase)
                && (onPorts.count({ l.a.device, l.a.port }) || onPorts.count({ l.b.device, l.b.port })))
                t.links.insert(l.id);
    }
    // The changed devices and those in changed racks: a link with an end on one is touched (a
    // set lookup per end, not the end's device and its rack looked up for each of every link's).
    IdSet near = devices;
    if (!racks.empty())
        for (const Device &d : c.project().devices)
            if (racks.count(d.rack)) {
                t.devices.insert(d.id);
                near.insert(d.id);
            }
    if (!near.empty() && c.portLinksGiven() && c.everyPhase()) {
        // The links per port hold every link then: those on the devices' ports, not a pass over
        // every link (~2 ms at ~100k GPUs).
        for (Id device : near)
            for (const PortLinks::Links &links : c.portLinks().linksOf(device))
                for (const Link *l : links)
                    t.links.insert(l->id);
    } else if (!near.empty()) {
        for (const Link &l : c.project().links)
            if (near.count(l.a.device) || near.count(l.b.device))
                t.links.insert(l.id);
    }
    if (!t.changed_pathways.empty()) {
        IdSet changed;
        for (const Pathway *pw : t.changed_pathways)
            changed.insert(pw->id);
        for (const Cable &cable : c.project().cables)
            if (changed.count(cable.slack.pathway)
                || std::any_of(cable.route.begin(), cable.route.end(),
                    [&](const RouteStep &step) { return changed.count(step.pathway) > 0; }))
                t.cables_along.push_back(&cable);
    }
    t.racks.erase(kNoId);
    t.devices.erase(kNoId);
    t.pathways.erase(kNoId);
    return t;
}

} // namespace plenum::rules

// SPDX-License-Identifier: GPL-3.0-or-later
#include "floor/highlight.h"

#include "model/channel.h"
#include "model/index.h"

#include <cmath>

namespace plenum::app {
namespace {

QPointF flat(const Point3 &p)
{
    return { double(p.x_mm), double(p.y_mm) };
}
QPointF flat(const Point &p)
{
    return { double(p.x_mm), double(p.y_mm) };
}

} // namespace

HighlightShapes highlightShapes(const Project &project, const std::unordered_set<Id> &objects, Id selectedCable)
{
    HighlightShapes out;
    if (objects.empty() && selectedCable == kNoId)
        return out;
    const ProjectIndex index(project);
    auto markDevice = [&](Id device) {
        if (const Device *d = index.device(device)) {
            out.devices.insert(d->id);
            if (d->rack != kNoId)
                out.racks.insert(d->rack);
        }
    };
    auto markLink = [&](const Link &l) {
        markDevice(l.a.device);
        markDevice(l.b.device);
    };
    std::vector<const Cable *> routed; // cables whose route is drawn
    for (const Cable &c : project.cables) {
        const bool selected = c.id == selectedCable;
        if (!selected && !objects.count(c.id))
            continue;
        if (const Link *l = index.link(c.link))
            markLink(*l);
        else if (c.span == CableSpan::Trunk) { // a trunk between two panels (model/channel.h)
            markDevice(c.end_a.device);
            markDevice(c.end_b.device);
        }
        routed.push_back(&c);
    }
    for (const Link &l : project.links)
        if (objects.count(l.id))
            markLink(l);
    for (Id id : objects) {
        if (index.rack(id))
            out.racks.insert(id);
        else
            markDevice(id);
    }
    for (const Pathway &p : project.pathways)
        if (objects.count(p.id))
            for (int i = 0; i + 1 < int(p.points.size()); ++i)
                out.segments.emplace(p.id, i);
    for (const Cable *c : routed)
        for (const RouteStep &s : c->route)
            out.segments.emplace(s.pathway, s.segment);
    for (const auto &[pathwayId, segment] : out.segments) {
        const Pathway *p = index.pathway(pathwayId);
        if (p && segment >= 0 && segment + 1 < int(p->points.size()))
            out.lines.emplace_back(flat(p->points[std::size_t(segment)]), flat(p->points[std::size_t(segment) + 1]));
    }
    // Drops: from each end rack of a drawn cable to the nearest point of its own route.
    for (const Cable *c : routed) {
        const auto [endA, endB] = cableEnds(*c, index.link(c->link));
        if (endA.device == kNoId || c->route.empty())
            continue;
        std::vector<QPointF> routePoints;
        for (const RouteStep &s : c->route)
            if (const Pathway *p = index.pathway(s.pathway);
                p && s.segment >= 0 && s.segment + 1 < int(p->points.size()))
                for (int k : { s.segment, s.segment + 1 })
                    routePoints.push_back(flat(p->points[std::size_t(k)]));
        for (Id deviceId : { endA.device, endB.device }) {
            const Device *d = index.device(deviceId);
            const Rack *r = d ? index.rack(d->rack) : nullptr;
            if (!r || routePoints.empty())
                continue;
            const QPointF centre = flat(r->position);
            QPointF best = routePoints.front();
            for (const QPointF &p : routePoints)
                if (std::hypot(p.x() - centre.x(), p.y() - centre.y())
                    < std::hypot(best.x() - centre.x(), best.y() - centre.y()))
                    best = p;
            out.lines.emplace_back(centre, best);
        }
    }
    return out;
}

} // namespace plenum::app

// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/json_topology.h"

#include "model/index.h"
#include "model/phase_lookup.h"
#include "json/json.h"

#include <unordered_map>

namespace plenum::exporting {

using json::Array;
using json::Object;
using json::Value;

std::string topologyJson(const Project &project)
{
    const ProjectIndex index(project);
    Value root { Object {} };
    root.set("format", "plenum-topology");
    root.set("version", 1);
    root.set("project", project.name);

    Array phases;
    for (const Phase &p : project.phases)
        phases.push_back(Value(p.name));
    root.set("phases", Value(std::move(phases)));

    Array halls;
    for (const Hall &h : project.halls) {
        Array outline;
        for (const Point &pt : h.outline)
            outline.push_back(Value(Array { Value(pt.x_mm), Value(pt.y_mm) }));
        halls.push_back(Value(Object { { "name", Value(h.name) }, { "outline_mm", Value(std::move(outline)) },
            { "raised_floor", Value(h.raised_floor) } }));
    }
    root.set("halls", Value(std::move(halls)));

    Array racks;
    for (const Rack &r : project.racks) {
        const RackType *t = index.rackType(r.rack_type);
        const Hall *h = index.hall(r.hall);
        const Row *row = index.row(r.row);
        racks.push_back(Value(Object { { "name", Value(r.name) }, { "hall", Value(h ? h->name : "") },
            { "row", Value(row ? row->name : "") }, { "x_mm", Value(r.position.x_mm) },
            { "y_mm", Value(r.position.y_mm) }, { "rotation_deg", Value(r.rotation_deg) },
            { "model", Value(t ? t->model : "") }, { "height_u", Value(t ? t->height_u : 0) },
            { "phase", Value(phaseName(project, r.phase)) } }));
    }
    root.set("racks", Value(std::move(racks)));

    Array devices;
    for (const Device &d : project.devices) {
        const DeviceType *t = index.deviceType(d.device_type);
        const Rack *r = index.rack(d.rack);
        Array ports;
        if (t)
            for (const PortTemplate &p : t->ports)
                ports.push_back(Value(Object { { "name", Value(p.name) }, { "connector", Value(p.connector) },
                    { "speed_gbps", Value(p.speed_gbps) }, { "management", Value(p.management) } }));
        Value dv { Object {} };
        dv.set("name", d.name);
        dv.set("rack", r ? r->name : "");
        dv.set("u", d.u_position);
        dv.set("face", d.reversed ? "rear" : "front");
        dv.set("manufacturer", t ? t->manufacturer : "");
        dv.set("model", t ? t->model : "");
        dv.set("role", t ? t->role : "");
        dv.set("u_height", t ? t->u_height : 0);
        dv.set("gpus", t ? t->gpus : 0);
        if (d.su >= 0)
            dv.set("su", d.su);
        if (d.rail >= 0)
            dv.set("rail", d.rail);
        if (d.plane >= 0)
            dv.set("plane", d.plane);
        dv.set("phase", phaseName(project, d.phase));
        dv.set("ports", Value(std::move(ports)));
        devices.push_back(std::move(dv));
    }
    root.set("devices", Value(std::move(devices)));

    std::unordered_map<Id, const Cable *> cableOfLink;
    for (const Cable &c : project.cables)
        cableOfLink[c.link] = &c;
    auto end = [&](const PortRef &ref) {
        const Device *d = index.device(ref.device);
        const DeviceType *t = index.typeOfDevice(ref.device);
        const std::string port
            = (t && ref.port >= 0 && ref.port < int(t->ports.size())) ? t->ports[std::size_t(ref.port)].name : "";
        return Value(Object { { "device", Value(d ? d->name : "") }, { "port", Value(port) } });
    };
    Array links;
    for (const Link &l : project.links) {
        Value lv { Object {} };
        lv.set("a", end(l.a));
        lv.set("b", end(l.b));
        lv.set("fabric", std::string(toString(l.fabric)));
        lv.set("tier", std::string(toString(l.tier)));
        if (l.plane >= 0)
            lv.set("plane", l.plane);
        lv.set("phase", phaseName(project, l.phase));
        if (auto it = cableOfLink.find(l.id); it != cableOfLink.end()) {
            const Cable &c = *it->second;
            Array route;
            for (const RouteStep &s : c.route) {
                const Pathway *pw = index.pathway(s.pathway);
                route.push_back(
                    Value(Object { { "pathway", Value(pw ? pw->name : "") }, { "segment", Value(s.segment) } }));
            }
            lv.set("cable",
                Value(Object { { "label", Value(c.label) }, { "label_a", Value(c.label_a) },
                    { "label_b", Value(c.label_b) }, { "media", Value(c.media) }, { "sku", Value(c.sku) },
                    { "ordered_length_mm", Value(c.ordered_length_mm) },
                    { "required_length_mm", Value(c.required_length_mm) }, { "transceiver_a", Value(c.transceiver_a) },
                    { "transceiver_b", Value(c.transceiver_b) }, { "route", Value(std::move(route)) } }));
        } else {
            lv.set("cable", Value());
        }
        links.push_back(std::move(lv));
    }
    root.set("links", Value(std::move(links)));

    Array pathways;
    for (const Pathway &p : project.pathways) {
        Array points;
        for (const Point3 &pt : p.points)
            points.push_back(Value(Array { Value(pt.x_mm), Value(pt.y_mm), Value(pt.z_mm) }));
        const Hall *h = index.hall(p.hall);
        pathways.push_back(Value(Object { { "name", Value(p.name) }, { "hall", Value(h ? h->name : "") },
            { "kind", Value(std::string(toString(p.kind))) }, { "service", Value(std::string(toString(p.service))) },
            { "width_mm", Value(p.width_mm) }, { "points_mm", Value(std::move(points)) },
            { "phase", Value(phaseName(project, p.phase)) } }));
    }
    root.set("pathways", Value(std::move(pathways)));
    return json::write(root);
}

} // namespace plenum::exporting

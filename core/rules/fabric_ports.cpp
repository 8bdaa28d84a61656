// SPDX-License-Identifier: GPL-3.0-or-later
// Ports of the fabric (DESIGN.md §4; NVIDIA DGX SuperPOD RA: every node lands all its rails).
//   fabric.unconnected  error  an endpoint (GPU node, compute tray, storage node) leaves a port
//                              unconnected that at least half of the endpoints of its type in the
//                              selected phase use: a missing rail, BMC or storage link. Which ports
//                              are required is learnt from the type's peers, so ports nobody uses
//                              (spare NICs) are not reported. PSU inlets are power.redundancy's.
//   fabric.manager-unconnected error  a fabric manager (role fabric-manager: the UFM appliance) in
//                              the selected phase with none of its fabric ports connected (an
//                              error: the fabric has no manager) or only some (a warning: no
//                              high availability). Issue #23: a full fabric had left the UFM out.
//   fabric.port-overuse error  a port carries more links than it can: one per port, or port speed ÷
//                              the far ends' per-link speed for a split port (an 800G port as
//                              2 × 400G, to two 400G ports or to two 800G ports split the same way).
#include "rules/helpers.h"
#include "rules/port_links.h"
#include "rules/touched.h"

#include <fmt/format.h>

#include <set>
#include <unordered_set>

namespace plenum::rules {
namespace {

constexpr const char *kUnconnected = "Required port unconnected";
constexpr const char *kOveruse = "Switch port over-used";
constexpr const char *kManager = "Fabric manager not connected to the fabric";

bool endpoint(const DeviceType &t)
{
    return t.gpus > 0 || t.role == "gpu-node" || t.role == "storage";
}

// Every finding is one device's (its first object): `only` names the devices to check (nullptr:
// all); the required ports are learnt again for every endpoint type among them.
void check(const RuleContext &c, const IdSet *only, Findings &out)
{
    const PortLinks &linksAt = c.portLinks();
    IdSet types; // with `only`: the endpoint types of the devices among it
    if (only)
        for (Id id : *only)
            if (const DeviceType *t = c.index().typeOfDevice(id); t && endpoint(*t))
                types.insert(t->id);
    // Required ports per endpoint type, and the fabric managers, from one pass over the devices
    // (a type's roles asked once per run of devices of that type).
    std::map<Id, std::vector<const Device *>> byType;
    std::vector<std::pair<const Device *, const DeviceType *>> managers;
    const DeviceType *lastType = nullptr;
    bool isEndpoint = false, isManager = false;
    for (const auto &d : c.project().devices) {
        const DeviceType *t = c.index().typeOfDevice(d.id);
        if (!t || !c.inPhase(d.phase))
            continue;
        if (t != lastType) {
            lastType = t;
            isEndpoint = endpoint(*t);
            isManager = t->role == "fabric-manager";
        }
        if (isEndpoint && (!only || types.count(t->id)))
            byType[t->id].push_back(&d);
        if (isManager && (!only || only->count(d.id)))
            managers.emplace_back(&d, t);
    }
    for (const auto &[typeId, devices] : byType) {
        const DeviceType *t = c.index().deviceType(typeId);
        // Which ports each device leaves unconnected, device by device (its ports' links lie
        // together in the links per port), then port by port.
        const std::size_t ports = t->ports.size();
        std::vector<char> unused(devices.size() * ports, 0);
        std::vector<std::size_t> missingOn(ports, 0);
        for (std::size_t k = 0; k < devices.size(); ++k)
            for (std::size_t p = 0; p < ports; ++p)
                if (linksAt.uses(devices[k]->id, int(p)) == 0) {
                    unused[k * ports + p] = 1;
                    ++missingOn[p];
                }
        for (std::size_t p = 0; p < ports; ++p) {
            const PortTemplate &port = t->ports[p];
            if (port.connector == "C14" || port.connector == "C20" || port.name == "console")
                continue;
            const std::size_t missing = missingOn[p];
            if (missing == 0 || 2 * missing > devices.size())
                continue;
            for (std::size_t k = 0; k < devices.size(); ++k)
                if (unused[k * ports + p]) {
                    const Device *d = devices[k];
                    out.push_back(c.finding("fabric.unconnected", Severity::Error, kUnconnected,
                        fmt::format("{} port {} is unconnected; {} of {} {} use it", d->name, port.name,
                            devices.size() - missing, devices.size(), t->model),
                        { d->id }, c.deviceLocation(d->id)));
                }
        }
    }
    for (const auto &[d, t] : managers) {
        int ports = 0, connected = 0;
        for (std::size_t p = 0; p < t->ports.size(); ++p)
            if (!t->ports[p].management && t->ports[p].speed_gbps > 0) {
                ++ports;
                connected += linksAt.uses(d->id, int(p)) > 0 ? 1 : 0;
            }
        if (connected < ports)
            out.push_back(
                c.finding("fabric.manager-unconnected", connected == 0 ? Severity::Error : Severity::Warning, kManager,
                    fmt::format("fabric manager {} has {} of its {} fabric ports connected{}", d->name, connected,
                        ports, connected == 0 ? ": the fabric has no manager" : ": no second path (high availability)"),
                    { d->id }, c.deviceLocation(d->id)));
    }
    auto overuse = [&](Id device, int port, const PortLinks::Links &links) {
        if (links.size() < 2)
            return;
        const PortRef self { device, port };
        const PortTemplate *own = portOf(c, self);
        if (!own)
            return;
        // The far ends' per-link speed (their port speed shared by their own links; a far port
        // alone on the link may run at a whole fraction of its speed).
        int farSpeed = 0;
        for (const Link *l : links) {
            const auto [sa, sb] = linkSpeeds(c, *l);
            const int speed = l->a == self ? sb : sa;
            if (speed > 0)
                farSpeed = farSpeed == 0 ? speed : std::min(farSpeed, speed);
        }
        const int allowed = own->speed_gbps > 0 && farSpeed > 0 ? std::max(1, own->speed_gbps / farSpeed) : 1;
        if (int(links.size()) <= allowed)
            return;
        std::vector<Id> ids { device };
        for (const Link *l : links)
            ids.push_back(l->id);
        out.push_back(c.finding("fabric.port-overuse", Severity::Error, kOveruse,
            fmt::format("{} carries {} links; it can carry {}", c.index().portName(self), links.size(), allowed), ids,
            c.deviceLocation(device)));
    };
    if (!only) {
        linksAt.forEachPort(overuse);
        return;
    }
    for (Id id : *only)
        if (const DeviceType *t = c.index().typeOfDevice(id))
            for (std::size_t p = 0; p < t->ports.size(); ++p)
                overuse(id, int(p), linksAt.at(id, int(p)));
}

// What a device's findings read: the links on its ports and the link counts at their far ends
// (the speed of a split port), its place, and for an endpoint how many devices of its type use
// each port. The owners: the touched devices (rules/touched.h), the devices on the ports of
// changed links and of changed devices, and every device of a touched endpoint type.
std::optional<IdSet> touchedDevices(const RuleContext &c, const Touched &t)
{
    const PortLinks &linksAt = c.portLinks();
    IdSet owners = t.devices;
    auto linksOn = [&](const PortRef &end) {
        for (const Link *l : linksAt.at(end.device, end.port)) {
            owners.insert(l->a.device);
            owners.insert(l->b.device);
        }
    };
    for (const Link *l : t.changed_links) {
        linksOn(l->a);
        linksOn(l->b);
    }
    IdSet types;
    for (const Device *d : t.changed_devices) {
        if (const DeviceType *type = c.index().deviceType(d->device_type); type && endpoint(*type))
            types.insert(type->id);
        if (const DeviceType *type = c.index().typeOfDevice(d->id))
            for (std::size_t p = 0; p < type->ports.size(); ++p)
                linksOn({ d->id, int(p) });
    }
    for (Id id : t.devices)
        if (const DeviceType *type = c.index().typeOfDevice(id); type && endpoint(*type))
            types.insert(type->id);
    if (!types.empty())
        for (const Device &d : c.project().devices)
            if (types.count(d.device_type))
                owners.insert(d.id);
    return owners;
}

} // namespace

std::unique_ptr<Rule> makeFabricPortsRule()
{
    return std::make_unique<ScopedRule>(
        std::vector<Rule::Code> { { "fabric.unconnected", Severity::Error, kUnconnected },
            { "fabric.manager-unconnected", Severity::Error, kManager },
            { "fabric.port-overuse", Severity::Error, kOveruse } },
        &touchedDevices, false, &check);
}

} // namespace plenum::rules

// SPDX-License-Identifier: GPL-3.0-or-later
// The Document's port picking in the rack elevation (issue #18): port A, then port B, become one
// link (edit::addLink: one cable per port; refused with the port and the reason), one undo step.
// Ports are a device id and an index into its type's ports, as the elevation picks them.
#include "document/document.h"

#include "edit/link_edit.h"
#include "model/index.h"

namespace plenum::app {
namespace {

// "OSFP1P1 of leaf-r0", or "" when the device or port does not exist.
std::string portName(const ProjectIndex &index, Id device, int port)
{
    const Device *d = index.device(device);
    const DeviceType *t = d ? index.deviceType(d->device_type) : nullptr;
    if (!t || port < 0 || port >= int(t->ports.size()))
        return {};
    return t->ports[std::size_t(port)].name + " of " + d->name;
}

} // namespace

QString Document::portLinkProblem(qint64 deviceId, int port) const
{
    const ProjectIndex index(m_project);
    const std::string name = portName(index, Id(deviceId), port);
    if (name.empty())
        return tr("device %1 has no port %2").arg(deviceId).arg(port);
    const PortRef ref { Id(deviceId), port };
    for (const Link &l : m_project.links)
        if (l.a == ref || l.b == ref) {
            const PortRef &other = l.a == ref ? l.b : l.a;
            return tr("port %1 already carries a link (to %2)")
                .arg(QString::fromStdString(name), QString::fromStdString(portName(index, other.device, other.port)));
        }
    return {};
}

QVariantMap Document::portInfo(qint64 deviceId, int port) const
{
    const ProjectIndex index(m_project);
    const Device *d = index.device(Id(deviceId));
    const DeviceType *t = d ? index.deviceType(d->device_type) : nullptr;
    if (!t || port < 0 || port >= int(t->ports.size()))
        return {};
    const PortTemplate &pt = t->ports[std::size_t(port)];
    return { { QStringLiteral("device"), deviceId }, { QStringLiteral("port"), port },
        { QStringLiteral("deviceName"), QString::fromStdString(d->name) },
        { QStringLiteral("portName"), QString::fromStdString(pt.name) },
        { QStringLiteral("connector"), QString::fromStdString(pt.connector) },
        { QStringLiteral("speedGbps"), pt.speed_gbps } };
}

bool Document::connectPortPair(qint64 aDevice, int aPort, qint64 bDevice, int bPort)
{
    const ProjectIndex index(m_project);
    const std::string a = portName(index, Id(aDevice), aPort), b = portName(index, Id(bDevice), bPort);
    if (a.empty() || b.empty()) {
        reportError(tr("Connect: %1").arg(portLinkProblem(a.empty() ? aDevice : bDevice, a.empty() ? aPort : bPort)));
        return false;
    }
    auto end = [&](Id device, int port) {
        const Device *d = index.device(device);
        return std::to_string(d->id) + ":" + index.deviceType(d->device_type)->ports[std::size_t(port)].name;
    };
    edit::LinkSpec spec;
    spec.a = end(Id(aDevice), aPort);
    spec.b = end(Id(bDevice), bPort);
    const QString aText = QString::fromStdString(a), bText = QString::fromStdString(b);
    return runEdit(tr("Connect %1 to %2").arg(aText, bText), tr("Connected %1 to %2.").arg(aText, bText),
        [&](Project &p) { return edit::addLink(p, spec); });
}

} // namespace plenum::app

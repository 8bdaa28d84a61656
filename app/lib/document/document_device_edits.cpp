// SPDX-License-Identifier: GPL-3.0-or-later
// The Document's device moves in the rack elevation (issue #18): a device dragged to another U of
// its rack or into the rack shown beside it. The preview and the edit ask one core check
// (edit::mountProblem), so a drop refused on screen is exactly a move the edit would refuse.
#include "document/document.h"

#include "edit/device_edit.h"
#include "edit/edit_common.h"

#include <algorithm>

namespace plenum::app {
namespace {

const Device *findDevice(const Project &p, qint64 id)
{
    const auto it = std::find_if(p.devices.begin(), p.devices.end(), [&](const Device &d) { return d.id == id; });
    return it == p.devices.end() ? nullptr : &*it;
}

// The racks of `rack`'s row in order along it (by x, then y), or just `rack` outside a row.
std::vector<const Rack *> rowOf(const Project &p, const Rack &rack)
{
    std::vector<const Rack *> out;
    for (const Rack &r : p.racks)
        if (r.id == rack.id || (rack.row != kNoId && r.row == rack.row))
            out.push_back(&r);
    std::sort(out.begin(), out.end(), [](const Rack *a, const Rack *b) {
        return std::tie(a->position.x_mm, a->position.y_mm, a->id)
            < std::tie(b->position.x_mm, b->position.y_mm, b->id);
    });
    return out;
}

} // namespace

QString Document::deviceMoveProblem(qint64 deviceId, qint64 rackId, int u) const
{
    const Device *d = findDevice(m_project, deviceId);
    if (!d)
        return tr("there is no device with id %1").arg(deviceId);
    const Rack *r = rack(rackId);
    if (!r)
        return tr("there is no rack with id %1").arg(rackId);
    Device after = *d;
    after.rack = r->id;
    after.u_position = u;
    try {
        if (auto problem
            = edit::mountProblem(m_project, after, edit::deviceTypeOf(m_project, *d), *r, d->rack != r->id))
            return QString::fromStdString(*problem);
    } catch (const std::exception &e) { // a rack or device without its type
        return QString::fromUtf8(e.what());
    }
    return {};
}

bool Document::moveDevice(qint64 deviceId, qint64 rackId, int u)
{
    const Device *d = findDevice(m_project, deviceId);
    const Rack *r = rack(rackId);
    if (!d || !r) {
        reportError(tr("Move device: %1").arg(deviceMoveProblem(deviceId, rackId, u)));
        return false;
    }
    if (d->rack == r->id && d->u_position == u)
        return true;
    const QString name = QString::fromStdString(d->name);
    const QString rackName = QString::fromStdString(r->name);
    const std::string device = std::to_string(deviceId), target = std::to_string(rackId);
    return runEdit(tr("Move device %1").arg(name), tr("Moved %1 to U%2 of %3.").arg(name).arg(u).arg(rackName),
        [&](Project &p) { return edit::moveDevice(p, device, target, u); });
}

qint64 Document::rackBeside(qint64 rackId) const
{
    const Rack *r = rack(rackId);
    if (!r)
        return 0;
    const std::vector<const Rack *> row = rowOf(m_project, *r);
    const auto at = std::find(row.begin(), row.end(), r) - row.begin();
    if (at + 1 < std::ptrdiff_t(row.size()))
        return row[std::size_t(at + 1)]->id;
    return at > 0 ? row[std::size_t(at - 1)]->id : 0;
}

QVariantList Document::rowRacks(qint64 rackId) const
{
    QVariantList out;
    const Rack *r = rack(rackId);
    if (!r)
        return out;
    for (const Rack *other : rowOf(m_project, *r))
        out.append(QVariantMap { { QStringLiteral("id"), qint64(other->id) },
            { QStringLiteral("name"), QString::fromStdString(other->name) } });
    return out;
}

} // namespace plenum::app

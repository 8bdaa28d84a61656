// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/rack_device_model.h"

#include "document/document.h"
#include "model/index.h"
#include "render/phases.h"

#include <algorithm>

namespace plenum::app {

int RackDeviceModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant RackDeviceModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return row.name;
    case DeviceIdRole:
        return row.id;
    case ModelRole:
        return row.model;
    case RoleRole:
        return row.role;
    case UPositionRole:
        return row.u;
    case UHeightRole:
        return row.height;
    case UnitsRole:
        if (row.height == 0) // hung in a side channel, in no U (a vertical PDU)
            return QStringLiteral("0U");
        return row.height > 1 ? QStringLiteral("U%1–U%2").arg(row.u).arg(row.u + row.height - 1)
                              : QStringLiteral("U%1").arg(row.u);
    case LaterRole:
        return row.later;
    case SelectedRole:
        return row.selected;
    default:
        return {};
    }
}

QHash<int, QByteArray> RackDeviceModel::roleNames() const
{
    return { { DeviceIdRole, "deviceId" }, { NameRole, "name" }, { ModelRole, "model" }, { RoleRole, "role" },
        { UPositionRole, "uPosition" }, { UHeightRole, "uHeight" }, { UnitsRole, "units" }, { LaterRole, "later" },
        { SelectedRole, "selected" } };
}

void RackDeviceModel::rebuild()
{
    m_rows.clear();
    const Document *doc = document();
    if (!doc || doc->selection()->rackId() == 0)
        return;
    const Project &project = doc->project();
    const ProjectIndex index(project);
    for (const Device &d : project.devices) {
        if (d.rack != doc->selection()->rackId())
            continue;
        const DeviceType *t = index.deviceType(d.device_type);
        m_rows.push_back({ d.id, QString::fromStdString(d.name), t ? QString::fromStdString(t->model) : QString(),
            t ? QString::fromStdString(t->role) : QString(), d.u_position, t ? t->u_height : 1,
            isLaterPhase(project, d.phase, doc->selection()->viewPhaseId()), d.id == doc->selection()->deviceId() });
    }
    std::sort(m_rows.begin(), m_rows.end(), [](const Row &a, const Row &b) { return a.u > b.u; });
}

} // namespace plenum::app

// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/selection_properties_model.h"

#include "document/document.h"
#include "model/index.h"
#include "render/elevation_renderer.h"

namespace plenum::app {
namespace {

QString metres(std::int64_t mm)
{
    return QString::number(double(mm) / 1000.0, 'f', 2);
}
QString kilowatts(std::int64_t w)
{
    return QString::number(double(w) / 1000.0, 'f', 1);
}
QString str(const std::string &s)
{
    return QString::fromStdString(s);
}
QString str(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

} // namespace

int SelectionPropertiesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant SelectionPropertiesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[std::size_t(index.row())];
    switch (role) {
    case LabelRole:
        return row.label;
    case Qt::DisplayRole:
    case ValueRole:
        return row.value;
    default:
        return {};
    }
}

QHash<int, QByteArray> SelectionPropertiesModel::roleNames() const
{
    return { { LabelRole, "label" }, { ValueRole, "value" } };
}

void SelectionPropertiesModel::rebuild()
{
    m_rows.clear();
    m_kind.clear();
    m_title.clear();
    const Document *doc = document();
    if (!doc) {
        QMetaObject::invokeMethod(this, &SelectionPropertiesModel::described, Qt::QueuedConnection);
        return;
    }
    if (doc->selection()->deviceId() != 0)
        describeDevice(doc->project(), doc->selection()->deviceId());
    else if (doc->selection()->rackId() != 0)
        describeRack(doc->project(), doc->selection()->rackId());
    QMetaObject::invokeMethod(this, &SelectionPropertiesModel::described, Qt::QueuedConnection);
}

void SelectionPropertiesModel::describeRack(const Project &project, Id id)
{
    const ProjectIndex index(project);
    const Rack *rack = index.rack(id);
    if (!rack)
        return;
    m_kind = QStringLiteral("rack");
    m_title = str(rack->name);
    const RackType *type = index.rackType(rack->rack_type);
    const plenum::Row *row = index.row(rack->row);
    const Phase *phase = index.phase(rack->phase);
    const Hall *hall = index.hall(rack->hall);
    add(tr("Type"), type ? str(type->model) : tr("unknown"));
    if (type)
        add(tr("Size"), tr("%1 × %2 mm, %3 U").arg(type->width_mm).arg(type->depth_mm).arg(type->height_u));
    add(tr("Position"), tr("x %1 m, y %2 m").arg(metres(rack->position.x_mm), metres(rack->position.y_mm)));
    add(tr("Rotation"), tr("%1°").arg(rack->rotation_deg));
    add(tr("Locked"), rack->locked ? tr("yes: not moved, turned or deleted until unlocked") : tr("no"));
    add(tr("Row"), row ? str(row->name) : tr("none"));
    add(tr("Hall"), hall ? str(hall->name) : tr("none"));
    add(tr("Phase"), phase ? str(phase->name) : tr("none"));
    const RackLoad load = rackLoad(project, id, document()->selection()->viewPhaseId());
    add(tr("Devices"), QString::number(load.devices));
    add(tr("Power"),
        tr("%1 kW typical, %2 kW max of %3 kW")
            .arg(kilowatts(load.typical_power_w), kilowatts(load.max_power_w), kilowatts(load.power_budget_w)));
    add(tr("Weight"), tr("%1 kg of %2 kg").arg(QString::number(load.weight_kg, 'f', 0)).arg(load.static_load_kg));
    add(tr("Space"), tr("%1 U of %2 U used").arg(load.used_u).arg(load.height_u));
}

void SelectionPropertiesModel::describeDevice(const Project &project, Id id)
{
    const ProjectIndex index(project);
    const Device *device = index.device(id);
    if (!device)
        return;
    m_kind = QStringLiteral("device");
    m_title = str(device->name);
    const DeviceType *type = index.deviceType(device->device_type);
    const Rack *rack = index.rack(device->rack);
    const Phase *phase = index.phase(device->phase);
    add(tr("Type"), type ? str(type->manufacturer + " " + type->model) : tr("unknown"));
    if (type)
        add(tr("Role"), str(type->role));
    add(tr("Rack"), rack ? str(rack->name) : tr("not racked"));
    const int height = type ? type->u_height : 1;
    if (height == 0)
        add(tr("Position"), tr("0U, in the rack's rear side channel"));
    else
        add(tr("Position"),
            height > 1 ? tr("U%1–U%2 (%3 U)").arg(device->u_position).arg(device->u_position + height - 1).arg(height)
                       : tr("U%1 (1 U)").arg(device->u_position));
    add(tr("Mounting"), device->reversed ? tr("reversed (front to the rack rear)") : tr("front"));
    add(tr("Phase"), phase ? str(phase->name) : tr("none"));
    if (!type)
        return;
    add(tr("Power"),
        tr("%1 kW typical, %2 kW max").arg(kilowatts(type->typical_power_w), kilowatts(type->max_power_w)));
    if (type->psu_count > 0)
        add(tr("PSUs"), tr("%1 × %2 W (N+%3)").arg(type->psu_count).arg(type->psu_rating_w).arg(type->psu_redundant));
    add(tr("Airflow"), str(toString(type->airflow)) + (type->liquid_cooled ? tr(", liquid cooled") : QString()));
    add(tr("Weight"), tr("%1 kg").arg(QString::number(type->weight_kg, 'f', 1)));
    int management = 0;
    for (const PortTemplate &p : type->ports)
        management += p.management ? 1 : 0;
    add(tr("Ports"), tr("%1 (%2 management)").arg(type->ports.size()).arg(management));
    if (type->gpus > 0)
        add(tr("GPUs"), QString::number(type->gpus));
    // Only the coordinates the device has: -1 means "not applicable" (a PDU has no rail).
    QStringList fabric;
    if (device->su >= 0)
        fabric << tr("SU %1").arg(device->su);
    if (device->rail >= 0)
        fabric << tr("rail %1").arg(device->rail);
    if (device->plane >= 0)
        fabric << tr("plane %1").arg(device->plane);
    if (!fabric.isEmpty())
        add(tr("Fabric"), fabric.join(QStringLiteral(" · ")));
}

} // namespace plenum::app

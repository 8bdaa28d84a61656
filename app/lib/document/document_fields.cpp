// SPDX-License-Identifier: GPL-3.0-or-later
// The Document's typed properties (issue #18): the inspector's fields of a selected rack, obstacle
// or pathway. Each runs the one generic setter (edit/field_edit.h), which validates as the family
// edits do (a rack's place through rules/placement.h, a lock, a unique name) and refuses with one
// sentence; the change set becomes one undo step.
#include "document/document.h"

#include "edit/field_edit.h"

#include <string>

namespace plenum::app {

namespace {

template <typename T> const T *byId(const std::vector<T> &items, qint64 id)
{
    for (const T &item : items)
        if (qint64(item.id) == id)
            return &item;
    return nullptr;
}

} // namespace

bool Document::setObjectField(const QString &table, qint64 id, const QString &field, const QString &value,
    const QString &title, const QString &shown)
{
    const std::string *stored = nullptr; // the object's name, once found
    if (table == QLatin1String("racks")) {
        if (const Rack *r = byId(m_project.racks, id))
            stored = &r->name;
    } else if (table == QLatin1String("obstacles")) {
        if (const Obstacle *o = byId(m_project.obstacles, id))
            stored = &o->name;
    } else if (table == QLatin1String("pathways")) {
        if (const Pathway *pw = byId(m_project.pathways, id))
            stored = &pw->name;
    } else {
        reportError(tr("'%1' has no typed properties (racks, obstacles or pathways).").arg(table.left(40)));
        return false;
    }
    if (!stored) {
        reportError(tr("There is no object %1 in %2.").arg(id).arg(table));
        return false;
    }
    const QString name = QString::fromStdString(*stored);
    const std::string tableText = table.toStdString(), object = std::to_string(id);
    const std::string fieldText = field.toStdString(), valueText = value.trimmed().toStdString();
    const QString what = title.isEmpty() ? field : title;
    const QString said = shown.isEmpty() ? value.trimmed() : shown;
    return runEdit(tr("Set %1 of %2").arg(what, name), tr("%1: %2 is now %3.").arg(name, what, said),
        [&](Project &p) { return edit::setField(p, tableText, object, fieldText, valueText); });
}

bool Document::setPathwayHeight(qint64 pathwayId, qint64 heightMm)
{
    const Pathway *pw = byId(m_project.pathways, pathwayId);
    if (!pw) {
        reportError(tr("There is no pathway %1.").arg(pathwayId));
        return false;
    }
    std::string points;
    for (const Point3 &p : pw->points)
        points += (points.empty() ? "" : ",") + std::to_string(p.x_mm) + ',' + std::to_string(p.y_mm) + ','
            + std::to_string(heightMm);
    const QString shown = QString::fromStdString(pw->name);
    const std::string object = std::to_string(pathwayId);
    return runEdit(tr("Set the height of %1").arg(shown),
        tr("%1 now runs %2 mm above the floor.").arg(shown).arg(heightMm),
        [&](Project &p) { return edit::setField(p, "pathways", object, "points", points); });
}

QVariantMap Document::rackInfo(qint64 rackId) const
{
    const Rack *r = byId(m_project.racks, rackId);
    if (!r)
        return {};
    return { { QStringLiteral("id"), qint64(r->id) }, { QStringLiteral("name"), QString::fromStdString(r->name) },
        { QStringLiteral("xMm"), qint64(r->position.x_mm) }, { QStringLiteral("yMm"), qint64(r->position.y_mm) },
        { QStringLiteral("rotationDeg"), r->rotation_deg }, { QStringLiteral("phase"), qint64(r->phase) },
        { QStringLiteral("locked"), r->locked } };
}

} // namespace plenum::app

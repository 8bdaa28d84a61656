// SPDX-License-Identifier: GPL-3.0-or-later
// The Document's rack moves and locks (issue #18): a rack put at a point, racks moved together by
// an offset (a mouse drag of a selection, an arrow-key nudge), and locking racks and obstacles —
// each one core edit (edit::placeRackAnywhere, edit::moveRacks, edit::setLocked), so a locked rack
// refuses here as it does in plenum-cli, and one undo step.
#include "document/document.h"

#include "edit/lock_edit.h"
#include "edit/rack_edit.h"

#include <algorithm>

namespace plenum::app {

bool Document::moveRack(qint64 rackId, qint64 xMm, qint64 yMm, int gesture)
{
    const Rack *r = rack(rackId);
    if (!r) {
        reportError(tr("There is no rack with id %1.").arg(rackId));
        return false;
    }
    const Point to { xMm, yMm };
    if (r->position == to)
        return true;
    const std::string name = r->name;
    const QString shown = QString::fromStdString(name);
    return runEdit(
        tr("Move rack %1").arg(shown), tr("Moved %1.").arg(shown),
        [&](Project &p) { return edit::placeRackAnywhere(p, name, to); }, gesture, Id(rackId));
}

bool Document::moveRacks(const QVariantList &rackIds, qint64 dxMm, qint64 dyMm)
{
    std::vector<std::string> names;
    QStringList shown;
    for (const QVariant &v : rackIds)
        if (const Rack *r = rack(v.toLongLong())) {
            names.push_back(r->name);
            shown << QString::fromStdString(r->name);
        }
    if (names.empty() || (dxMm == 0 && dyMm == 0))
        return false;
    const QString list = shown.join(QStringLiteral(", "));
    return runEdit(tr("Move %1").arg(list), tr("Moved %1.").arg(list),
        [&](Project &p) { return edit::moveRacks(p, names, dxMm, dyMm); });
}

QString Document::moveRacksProblem(const QVariantList &rackIds, qint64 dxMm, qint64 dyMm) const
{
    std::vector<Id> ids;
    for (const QVariant &v : rackIds)
        ids.push_back(Id(v.toLongLong()));
    const auto problem = edit::moveRacksProblem(m_project, ids, dxMm, dyMm);
    return problem ? QString::fromStdString(*problem) : QString();
}

bool Document::nudgeRacks(const QVariantList &rackIds, qint64 dxMm, qint64 dyMm)
{
    std::vector<std::string> names;
    QStringList shown;
    for (const QVariant &v : rackIds)
        if (const Rack *r = rack(v.toLongLong())) {
            names.push_back(r->name);
            shown << QString::fromStdString(r->name);
        }
    if (names.empty() || (dxMm == 0 && dyMm == 0))
        return false;
    const QString list = shown.join(QStringLiteral(", "));
    return runEdit(tr("Nudge %1").arg(list), tr("Nudged %1.").arg(list),
        [&](Project &p) { return edit::moveRacks(p, names, dxMm, dyMm); });
}

bool Document::setLocked(const QVariantList &rackIds, const QVariantList &obstacleIds, bool locked)
{
    std::vector<std::string> racks, obstacles;
    QStringList shown;
    for (const QVariant &v : rackIds)
        if (const Rack *r = rack(v.toLongLong())) {
            racks.push_back(std::to_string(r->id));
            shown << QString::fromStdString(r->name);
        }
    for (const QVariant &v : obstacleIds)
        for (const Obstacle &o : m_project.obstacles)
            if (qint64(o.id) == v.toLongLong()) {
                obstacles.push_back(std::to_string(o.id));
                shown << QString::fromStdString(o.name);
            }
    if (racks.empty() && obstacles.empty())
        return false;
    const QString list = shown.join(QStringLiteral(", "));
    return runEdit(locked ? tr("Lock %1").arg(list) : tr("Unlock %1").arg(list),
        locked ? tr("Locked %1.").arg(list) : tr("Unlocked %1.").arg(list),
        [&](Project &p) { return edit::setLocked(p, racks, obstacles, locked); });
}

bool Document::rackLocked(qint64 rackId) const
{
    const Rack *r = rack(rackId);
    return r && r->locked;
}

bool Document::obstacleLocked(qint64 obstacleId) const
{
    return std::any_of(m_project.obstacles.begin(), m_project.obstacles.end(),
        [&](const Obstacle &o) { return qint64(o.id) == obstacleId && o.locked; });
}

} // namespace plenum::app

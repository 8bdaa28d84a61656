// SPDX-License-Identifier: GPL-3.0-or-later
// The Document's hall settings (issue #18): tile, containment, ceiling, raised floor and cooling
// capacity, typed in the inspector when nothing is selected. Each runs one core hall edit
// (edit/hall_edit.h), which validates and refuses with one sentence; the change set becomes one
// undo step. The hall is the project's only (first) hall, as for the drawing edits.
#include "document/document.h"

#include "edit/hall_edit.h"

namespace plenum::app {

bool Document::editHall(const QString &text, const QString &done, const QString &value,
    const std::function<edit::ChangeSet(Project &, const std::string &)> &edit)
{
    if (m_project.halls.empty()) {
        reportError(tr("The project has no hall to set."));
        return false;
    }
    const std::string name = m_project.halls.front().name;
    const QString shown = QString::fromStdString(name);
    const QString said = value.isNull() ? done.arg(shown) : done.arg(shown, value);
    return runEdit(text.arg(shown), said, [&](Project &p) { return edit(p, name); });
}

bool Document::setHallTile(int tileMm)
{
    return editHall(tr("Set the floor tile of hall %1"), tr("Hall %1 has %2 mm floor tiles."), QString::number(tileMm),
        [&](Project &p, const std::string &hall) { return edit::setHallTile(p, hall, tileMm); });
}

bool Document::setHallContainment(const QString &containment)
{
    const auto parsed = fromString<Containment>(containment.toStdString());
    if (!parsed) {
        reportError(tr("'%1' is not a containment (none, hot-aisle or cold-aisle).").arg(containment.left(40)));
        return false;
    }
    return editHall(tr("Set the containment of hall %1"), tr("Hall %1 now has containment %2."), containment,
        [&](Project &p, const std::string &hall) { return edit::setHallContainment(p, hall, *parsed); });
}

bool Document::setHallCeiling(int ceilingMm)
{
    return editHall(tr("Set the ceiling of hall %1"), tr("Hall %1 has a %2 mm ceiling."), QString::number(ceilingMm),
        [&](Project &p, const std::string &hall) { return edit::setHallCeiling(p, hall, ceilingMm); });
}

bool Document::setHallRaisedFloor(int heightMm)
{
    const QString done = heightMm > 0 ? tr("Hall %1 has a %2 mm raised floor.") : tr("Hall %1 has no raised floor.");
    return editHall(tr("Set the raised floor of hall %1"), done, heightMm > 0 ? QString::number(heightMm) : QString(),
        [&](Project &p, const std::string &hall) { return edit::setHallRaisedFloor(p, hall, heightMm); });
}

bool Document::setHallCooling(qint64 coolingW)
{
    return editHall(tr("Set the cooling capacity of hall %1"), tr("Hall %1 can cool %2 kW."),
        QString::number(double(coolingW) / 1000.0),
        [&](Project &p, const std::string &hall) { return edit::setHallCooling(p, hall, coolingW); });
}

} // namespace plenum::app

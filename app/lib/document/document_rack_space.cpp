// SPDX-License-Identifier: GPL-3.0-or-later
// The Document's rack-space edits in the elevation (issue #18): U ranges reserved for a later phase
// (edit/reservation_edit.h) and blanking panels for every open U of a rack (edit/blanking_edit.h),
// each one change set and one undo step.
#include "document/document.h"

#include "edit/blanking_edit.h"
#include "edit/edit_common.h"
#include "edit/reservation_edit.h"

#include <algorithm>

namespace plenum::app {
namespace {

QString uSpanText(int low, int height)
{
    return QString::fromStdString(edit::uSpan(low, std::max(height, 1)));
}

} // namespace

bool Document::reserveUnits(qint64 rackId, int uLow, int uHeight, const QString &phase)
{
    const Rack *r = rack(rackId);
    if (!r) {
        reportError(tr("Reserve U: there is no rack with id %1").arg(rackId));
        return false;
    }
    const QString rackName = QString::fromStdString(r->name);
    const QString span = uSpanText(uLow, uHeight);
    // "A01 U41–48", else with " (2)", " (3)", … when a reservation has that name.
    const std::string base = r->name + " U" + span.toStdString();
    std::string name = base;
    for (int n = 2; std::any_of(m_project.reservations.begin(), m_project.reservations.end(),
             [&](const Reservation &x) { return x.name == name; });
         ++n)
        name = base + " (" + std::to_string(n) + ")";
    edit::ReservationSpec spec;
    spec.name = name;
    spec.phase = phase.toStdString();
    spec.rack = std::to_string(r->id);
    spec.u_low = uLow;
    spec.u_height = uHeight;
    return runEdit(tr("Reserve U%1 of %2").arg(span, rackName),
        tr("Reserved U%1 of %2 as %3.").arg(span, rackName, QString::fromStdString(name)),
        [&](Project &p) { return edit::addReservation(p, spec); });
}

bool Document::deleteReservation(qint64 reservationId)
{
    const auto it = std::find_if(m_project.reservations.begin(), m_project.reservations.end(),
        [&](const Reservation &x) { return x.id == reservationId; });
    if (it == m_project.reservations.end()) {
        reportError(tr("Delete reservation: there is no reservation with id %1").arg(reservationId));
        return false;
    }
    const QString name = QString::fromStdString(it->name);
    const std::string id = std::to_string(reservationId);
    return runEdit(tr("Delete reservation %1").arg(name), tr("Deleted reservation %1.").arg(name),
        [&](Project &p) { return edit::deleteReservation(p, id); });
}

QVariantList Document::rackReservations(qint64 rackId) const
{
    QVariantList out;
    for (const Reservation &x : m_project.reservations) {
        if (x.rack != Id(rackId) || x.floorArea())
            continue;
        QString phase;
        for (const Phase &ph : m_project.phases)
            if (ph.id == x.phase)
                phase = QString::fromStdString(ph.name);
        out.append(QVariantMap { { QStringLiteral("id"), qint64(x.id) },
            { QStringLiteral("name"), QString::fromStdString(x.name) }, { QStringLiteral("uLow"), x.u_low },
            { QStringLiteral("uHeight"), x.u_height }, { QStringLiteral("phase"), phase } });
    }
    return out;
}

bool Document::addBlankingPanels(qint64 rackId)
{
    const Rack *r = rack(rackId);
    if (!r) {
        reportError(tr("Add blanking panels: there is no rack with id %1").arg(rackId));
        return false;
    }
    const QString rackName = QString::fromStdString(r->name);
    const std::string id = std::to_string(rackId);
    const int count = openUnitCount(rackId); // the panels the edit adds
    return runEdit(tr("Add blanking panels to %1").arg(rackName),
        tr("Added %n blanking panel(s) to %1.", nullptr, count).arg(rackName),
        [&](Project &p) { return edit::addBlankingPanels(p, id); });
}

bool Document::removeBlankingPanels(qint64 rackId)
{
    const Rack *r = rack(rackId);
    if (!r) {
        reportError(tr("Remove blanking panels: there is no rack with id %1").arg(rackId));
        return false;
    }
    const QString rackName = QString::fromStdString(r->name);
    const std::string id = std::to_string(rackId);
    return runEdit(tr("Remove blanking panels from %1").arg(rackName),
        tr("Removed the blanking panels of %1.").arg(rackName),
        [&](Project &p) { return edit::removeBlankingPanels(p, id); });
}

int Document::openUnitCount(qint64 rackId) const
{
    if (!rack(rackId))
        return 0;
    try {
        return int(edit::openUnits(m_project, std::to_string(rackId)).size());
    } catch (const std::exception &) { // a rack without its rack type
        return 0;
    }
}

} // namespace plenum::app

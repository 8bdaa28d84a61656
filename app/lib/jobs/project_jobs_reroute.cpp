// SPDX-License-Identifier: GPL-3.0-or-later
// Rerouting after a hand edit (issue #15: a moved rack kept its old cables; issue #18: every edit):
// once the edited racks stay put for a moment, their cables are routed again on a copy in the background (the router's
// incremental mode, RouteOptions::only_racks), the result joins the move's undo step, and one
// sentence says what the move changed.
#include "jobs/project_jobs.h"

#include "document/document.h"
#include "routing/router.h"

#include <QLocale>
#include <QPointer>
#include <QStringList>

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

namespace plenum::app {
namespace {

// The cables with an end in one of `racks` (what an incremental reroute of them may change).
std::vector<Cable> cablesOfRacks(const Project &project, const std::vector<Id> &racks)
{
    const std::unordered_set<Id> inRacks(racks.begin(), racks.end());
    std::unordered_set<Id> devices, links;
    for (const Device &d : project.devices)
        if (inRacks.count(d.rack))
            devices.insert(d.id);
    for (const Link &l : project.links)
        if (devices.count(l.a.device) || devices.count(l.b.device))
            links.insert(l.id);
    std::vector<Cable> cables;
    for (const Cable &c : project.cables)
        if (links.count(c.link))
            cables.push_back(c);
    return cables;
}

// "Moved AJ05: 24 cables rerouted, 3.2 m more cable in all; 2 now need a longer cable, 0 a shorter
// one." `before` and `after`: the edited racks' cables before and after the reroute; `edit` what
// the edit did ("Moved AJ05.").
QString editSummary(const std::vector<Cable> &before, const std::vector<Cable> &after, QString edit)
{
    std::unordered_map<Id, const Cable *> old;
    for (const Cable &c : before)
        old.emplace(c.id, &c);
    qlonglong changed = 0, longer = 0, shorter = 0;
    std::int64_t deltaMm = 0;
    for (const Cable &c : after) {
        auto it = old.find(c.id);
        const Cable *was = it != old.end() ? it->second : nullptr;
        if (was && *was == c)
            continue;
        ++changed;
        deltaMm += c.required_length_mm - (was ? was->required_length_mm : 0);
        longer += !was || c.ordered_length_mm > was->ordered_length_mm;
        shorter += was && c.ordered_length_mm < was->ordered_length_mm;
    }
    const QLocale locale;
    if (edit.endsWith(QLatin1Char('.')))
        edit.chop(1);
    QString text = ProjectJobs::tr("%1: %2 cables rerouted").arg(edit, locale.toString(changed));
    if (changed == 0)
        return text + QLatin1Char('.');
    text += QStringLiteral(", ")
        + (deltaMm >= 0
                ? ProjectJobs::tr("%1 m more cable in all").arg(locale.toString(double(deltaMm) / 1000.0, 'f', 1))
                : ProjectJobs::tr("%1 m less cable in all").arg(locale.toString(double(-deltaMm) / 1000.0, 'f', 1)));
    if (longer || shorter)
        text += QStringLiteral("; ")
            + ProjectJobs::tr("%1 now need a longer cable, %2 a shorter one")
                  .arg(locale.toString(longer), locale.toString(shorter));
    return text + QLatin1Char('.');
}

} // namespace

void ProjectJobs::onRackEdited(qint64 rackId)
{
    if (std::find(m_movedRacks.begin(), m_movedRacks.end(), rackId) == m_movedRacks.end())
        m_movedRacks.push_back(rackId);
    m_rerouteTimer.start(); // a drag is many moves: wait until the rack stays put
}

void ProjectJobs::rerouteMovedRacks()
{
    if (!m_document || m_movedRacks.empty())
        return;
    if (m_routing.isRunning()) { // a routing of everything is on its way; try again after it
        m_rerouteTimer.start();
        return;
    }
    std::vector<Id> racks(m_movedRacks.begin(), m_movedRacks.end());
    m_movedRacks.clear();
    if (m_document->cableCount() == 0)
        return; // nothing routed yet: Tools ▸ Route Cables routes everything
    QStringList names;
    for (Id id : racks)
        if (const Rack *r = m_document->rack(id))
            names << QString::fromStdString(r->name);
    const int revision = m_document->revision();
    QPointer<Document> document = m_document;
    QPointer<ProjectJobs> self(this);
    m_routing.start(tr("Rerouting the cables of %1").arg(names.join(QStringLiteral(", "))),
        [project = m_document->project(), racks, edit = m_document->lastChange(), revision, document, self](
            JobControl &control) mutable {
            const std::vector<Cable> before = cablesOfRacks(project, racks);
            routing::RouteOptions options;
            options.only_racks = racks;
            options.progress = control.progress();
            routing::routeProject(project, options);
            const QString summary = editSummary(before, cablesOfRacks(project, racks), edit);
            return BackgroundJob::Apply([document, cables = std::move(project.cables), nextId = project.next_id,
                                            revision, racks, self, summary]() mutable {
                if (document && document->applyReroute(std::move(cables), nextId, revision, racks) && self)
                    emit self->notice(summary);
            });
        });
}

} // namespace plenum::app

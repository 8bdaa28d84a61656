// SPDX-License-Identifier: GPL-3.0-or-later
// Rerouting after a hand edit (issue #15: a moved rack kept its old cables; issue #17: the
// incremental engine; issue #18: every edit): once the edits pause for a moment, the cables are
// laid again on a copy in the background, the result joins the edit's undo step, and one sentence
// says what the edit changed.
//  - With the document's routing state (after Tools ▸ Route Cables, a routed new project, or an
//    opened project whose cables are what a full route lays, which prepareEngine() finds out):
//    routing::rerouteIncremental over every change set since the state, so the cables are exactly
//    a full route's; it says when it had to route in full and why.
//  - Without one: the edited racks' links only (RouteOptions::only_racks).
#include "jobs/project_jobs.h"

#include "document/document.h"
#include "routing/incremental.h"
#include "routing/router.h"

#include <QLocale>
#include <QPointer>
#include <QStringList>
#include <QTimer>

#include <algorithm>
#include <functional>
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

// The same sentence from an incremental reroute's change set, and why it routed in full if it did.
QString engineSummary(const routing::RerouteReport &report, QString edit)
{
    qlonglong longer = 0, shorter = 0;
    std::int64_t deltaMm = 0;
    for (const edit::Change &c : report.cables.changes) {
        const Cable *was = c.before ? &std::get<Cable>(*c.before) : nullptr;
        const Cable *now = c.after ? &std::get<Cable>(*c.after) : nullptr;
        deltaMm += (now ? now->required_length_mm : 0) - (was ? was->required_length_mm : 0);
        longer += now && (!was || now->ordered_length_mm > was->ordered_length_mm);
        shorter += was && now && now->ordered_length_mm < was->ordered_length_mm;
    }
    const QLocale locale;
    if (edit.endsWith(QLatin1Char('.')))
        edit.chop(1);
    const qlonglong changed = qlonglong(report.added + report.rerouted);
    QString text = ProjectJobs::tr("%1: %2 cables rerouted").arg(edit, locale.toString(changed));
    if (report.removed > 0)
        text += QStringLiteral(", ") + ProjectJobs::tr("%1 removed").arg(locale.toString(qlonglong(report.removed)));
    if (changed > 0 || report.removed > 0)
        text += QStringLiteral(", ")
            + (deltaMm >= 0
                    ? ProjectJobs::tr("%1 m more cable in all").arg(locale.toString(double(deltaMm) / 1000.0, 'f', 1))
                    : ProjectJobs::tr("%1 m less cable in all")
                          .arg(locale.toString(double(-deltaMm) / 1000.0, 'f', 1)));
    if (longer || shorter)
        text += QStringLiteral("; ")
            + ProjectJobs::tr("%1 now need a longer cable, %2 a shorter one")
                  .arg(locale.toString(longer), locale.toString(shorter));
    text += QLatin1Char('.');
    if (report.fallback)
        text += QLatin1Char(' ')
            + ProjectJobs::tr("Routed in full: %1.").arg(QString::fromStdString(report.fallback_reason));
    return text;
}

} // namespace

void ProjectJobs::onEdited()
{
    if (m_document && m_document->routingInput().state)
        m_rerouteTimer.start(); // every edit: the engine finds what it touched
}

void ProjectJobs::onRackEdited(qint64 rackId)
{
    if (std::find(m_movedRacks.begin(), m_movedRacks.end(), rackId) == m_movedRacks.end())
        m_movedRacks.push_back(rackId);
    m_rerouteTimer.start(); // a drag is many moves: wait until the rack stays put
}

void ProjectJobs::rerouteMovedRacks()
{
    // With the engine's state every edit is rerouted (onEdited); without it, the moved racks'.
    if (!m_document || (m_movedRacks.empty() && !m_document->routingInput().state))
        return;
    // A routing is on its way, or the opened project's routing state is being prepared (which an
    // only_racks reroute now would throw away): try again after it.
    if (m_routing.isRunning() || m_engine.isRunning()) {
        m_rerouteTimer.start();
        return;
    }
    std::vector<Id> racks(m_movedRacks.begin(), m_movedRacks.end());
    m_movedRacks.clear();
    bool engine = false, current = false;
    {
        const auto in = m_document->routingInput(); // let go before the reroute takes the state
        engine = bool(in.state);
        current = in.changes.empty(); // a routing of everything came after the edits
    }
    if (engine) {
        if (!current)
            rerouteWithEngine();
        return;
    }
    if (racks.empty() || m_document->cableCount() == 0)
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

namespace {

// What a reroute job hands back: its cables applied with `state` when the document is still at
// `revision` (else dropped: `stale` runs), and one sentence said.
BackgroundJob::Apply appliedReroute(QPointer<Document> document, QPointer<ProjectJobs> self, int revision,
    const QString &edit, routing::RerouteReport report, std::shared_ptr<routing::RoutingState> state,
    std::function<void()> stale = {})
{
    const QString summary = engineSummary(report, edit);
    const bool quiet = report.cables.empty() && !report.fallback;
    return [document, self, cables = std::move(report.cables), state, revision, summary, quiet, stale]() mutable {
        if (!document)
            return;
        if (!document->applyEngineReroute(std::move(cables), state, revision,
                ProjectJobs::tr("Reroute the cables after: %1").arg(document->lastChange()))) {
            if (stale)
                stale();
            return;
        }
        if (self && !quiet)
            emit self->notice(summary);
    };
}

} // namespace

void ProjectJobs::rerouteWithEngine()
{
    const QString edit = m_document->lastChange();
    // On this thread first, on the document's own project: an incremental reroute takes tens of
    // milliseconds where a job's copy of the project alone takes a second at ~100k GPUs.
    routing::RerouteReport done;
    routing::Refusal refusal;
    if (m_document->rerouteInPlace(tr("Reroute the cables after: %1").arg(edit), done, refusal)) {
        if (!done.cables.empty())
            emit notice(engineSummary(done, edit));
        return;
    }
    if (!refusal.reason.empty()) {
        routeInFull(refusal); // the state went with the attempt
        return;
    }
    // A job still holds the state: the edits replayed on copies of it and of the project.
    auto in = m_document->routingInput();
    if (!in.state)
        return;
    m_routing.start(tr("Rerouting after: %1").arg(edit),
        [project = m_document->project(), in = std::move(in), edit, revision = m_document->revision(),
            document = QPointer<Document>(m_document),
            self = QPointer<ProjectJobs>(this)](JobControl &control) mutable {
            auto state = std::make_shared<routing::RoutingState>(*in.state);
            edit::ChangeSet all; // every edit since the state, in order (as `edit --script` gives them)
            for (const auto &set : in.changes)
                all.changes.insert(all.changes.end(), set->changes.begin(), set->changes.end());
            routing::RerouteReport report = routing::rerouteIncremental(project, *state, all, control.progress());
            return appliedReroute(document, self, revision, edit, std::move(report), std::move(state));
        });
}

void ProjectJobs::routeInFull(const routing::Refusal &refusal)
{
    const QString edit = m_document->lastChange();
    QPointer<ProjectJobs> self(this);
    // A newer edit came while it ran: the project as it is now is routed in full instead (its own
    // reroute waits for this job, and finds no state).
    auto again = [self, refusal] {
        if (self)
            QTimer::singleShot(0, self, [self, refusal] {
                if (self && self->m_document && !self->m_document->routingInput().state)
                    self->routeInFull(refusal);
            });
    };
    m_routing.start(tr("Routing in full after: %1").arg(edit),
        [project = m_document->project(), refusal, edit, revision = m_document->revision(),
            document = QPointer<Document>(m_document), self, again](JobControl &control) mutable {
            auto state = std::make_shared<routing::RoutingState>();
            routing::RouteOptions options;
            options.progress = control.progress();
            routing::RerouteReport report = routing::routeAll(project, *state, options);
            report.fallback = true;
            report.cause = refusal.cause;
            report.fallback_reason = refusal.reason;
            return appliedReroute(document, self, revision, edit, std::move(report), std::move(state), again);
        });
}

void ProjectJobs::prepareEngine()
{
    m_engine.cancel();
    if (!m_document || m_document->cableCount() == 0 || m_document->routingInput().state)
        return;
    const int revision = m_document->revision();
    QPointer<Document> document = m_document;
    m_engine.start(tr("Preparing quick rerouting"),
        [project = m_document->project(), revision, document](JobControl &control) mutable {
            const std::vector<Cable> cables = project.cables;
            const Id nextId = project.next_id;
            auto state = std::make_shared<routing::RoutingState>();
            routing::RouteOptions options;
            options.progress = control.progress();
            routing::routeAll(project, *state, options);
            // Kept only when the file's cables are what the router lays now: otherwise an edit would
            // also change cables it never touched (a file routed by another version, or by hand).
            const bool same = project.cables == cables && project.next_id == nextId;
            return BackgroundJob::Apply([document, state, revision, same] {
                if (document && same)
                    document->keepRoutingState(state, revision);
            });
        });
}

} // namespace plenum::app

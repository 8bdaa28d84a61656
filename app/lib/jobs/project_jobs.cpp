// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/project_jobs.h"

#include "analysis/review.h"
#include "document/document.h"
#include "routing/incremental.h"
#include "routing/router.h"
#include "rules/incremental_check.h"
#include "rules/rules.h"
#include "templates/templates.h"

#include <QLocale>
#include <QPointer>
#include <QVariantMap>

#include <algorithm>
#include <cmath>

namespace plenum::app {
namespace {

// "Routed 3,456 cables." and what could not be routed or fit.
QString routingSummary(const routing::RouteReport &report)
{
    const QLocale locale;
    QString text = ProjectJobs::tr("Routed %1 cables.").arg(locale.toString(qlonglong(report.cables)));
    if (!report.unrouted.empty())
        text += QLatin1Char(' ')
            + ProjectJobs::tr("%1 links could not be routed (see the checks).")
                  .arg(locale.toString(qlonglong(report.unrouted.size())));
    if (!report.overflows.empty())
        text += QLatin1Char(' ')
            + ProjectJobs::tr("%1 tray segments are over their fill limit.")
                  .arg(locale.toString(qlonglong(report.overflows.size())));
    return text;
}

// "Checks found 2 errors and 5 warnings." (or that they passed).
QString checksSummary(const rules::Findings &findings)
{
    qlonglong errors = 0, warnings = 0;
    for (const auto &f : findings) {
        errors += f.severity == rules::Severity::Error;
        warnings += f.severity == rules::Severity::Warning;
    }
    const QLocale locale;
    if (errors == 0 && warnings == 0)
        return ProjectJobs::tr("Checks passed: no errors, no warnings.");
    return ProjectJobs::tr("Checks found %1 errors and %2 warnings.")
        .arg(locale.toString(errors), locale.toString(warnings));
}

} // namespace

ProjectJobs::ProjectJobs(QObject *parent)
    : QObject(parent)
{
    m_checkTimer.setSingleShot(true);
    connect(&m_checkTimer, &QTimer::timeout, this, [this] { runChecks(); });
    connect(this, &ProjectJobs::autoCheckChanged, this, [this] { m_checkTimer.setInterval(m_checkDelayMs); });
    m_checkTimer.setInterval(m_checkDelayMs);
    m_reviewTimer.setSingleShot(true);
    m_reviewTimer.setInterval(800);
    connect(&m_reviewTimer, &QTimer::timeout, this, &ProjectJobs::refreshReview);
    m_rerouteTimer.setSingleShot(true);
    m_rerouteTimer.setInterval(300);
    connect(&m_rerouteTimer, &QTimer::timeout, this, &ProjectJobs::rerouteMovedRacks);
}

void ProjectJobs::setDocument(Document *document)
{
    if (!switchDocument(this, m_document, document))
        return;
    if (m_document) {
        connect(m_document, &Document::revisionChanged, this, &ProjectJobs::onRevisionChanged);
        connect(m_document, &Document::rackEdited, this, &ProjectJobs::onRackEdited);
        connect(m_document, &Document::edited, this, &ProjectJobs::onEdited);
        // Queued: a generated project's state is kept right after its reset (adoptProject).
        connect(m_document, &Document::projectReset, this, &ProjectJobs::prepareEngine, Qt::QueuedConnection);
    }
    m_movedRacks.clear();
    emit documentChanged();
    scheduleChecks();
    prepareEngine();
}

void ProjectJobs::setAutoCheck(bool on)
{
    if (on == m_autoCheck)
        return;
    m_autoCheck = on;
    emit autoCheckChanged();
    scheduleChecks();
}

void ProjectJobs::onRevisionChanged()
{
    scheduleChecks();
    emit reviewChanged(); // no longer current
    if (m_reviewShown)
        m_reviewTimer.start();
}

bool ProjectJobs::reviewCurrent() const
{
    return m_document && m_reviewRevision == m_document->revision();
}

void ProjectJobs::setReviewShown(bool shown)
{
    if (shown == m_reviewShown)
        return;
    m_reviewShown = shown;
    emit reviewChanged();
    if (m_reviewShown && !reviewCurrent())
        refreshReview();
}

void ProjectJobs::refreshReview()
{
    m_reviewTimer.stop();
    if (!m_document)
        return;
    const int revision = m_document->revision();
    QPointer<ProjectJobs> self(this);
    m_review.start(tr("Writing the design review"), [project = m_document->project(), revision, self](JobControl &) {
        auto markdown = QString::fromStdString(analysis::reviewMarkdown(project));
        return BackgroundJob::Apply([self, markdown, revision] {
            if (!self)
                return;
            self->m_reviewMarkdown = markdown;
            self->m_reviewRevision = revision;
            emit self->reviewChanged();
        });
    });
}

void ProjectJobs::scheduleChecks()
{
    if (m_autoCheck && m_document && !m_document->findingsCurrent())
        m_checkTimer.start();
}

void ProjectJobs::runChecks(bool announce)
{
    m_checkTimer.stop();
    if (!m_document)
        return;
    // With the document's check state, only the providers the edits since touched run again
    // (rules/incremental_check.h); the findings are the same as a run of every rule. A run by
    // owner goes on this thread, on the document's own project (a job's copy of the project alone
    // takes a second at ~100k GPUs); a first run, or one that rechecks every owner, in a job.
    if (!m_checks.isRunning() && m_document->checkInPlace()) {
        if (announce)
            emit notice(checksSummary(*m_document->findings()));
        return;
    }
    const int revision = m_document->revision();
    QPointer<Document> document = m_document;
    QPointer<ProjectJobs> self(this);
    m_checks.start(tr("Checking the design"),
        [project = m_document->project(), in = m_document->checkInput(), revision, document, self, announce](
            JobControl &control) {
            auto state
                = in.state ? std::make_shared<rules::CheckState>(*in.state) : std::make_shared<rules::CheckState>();
            rules::CheckReport report;
            if (in.state) {
                std::vector<const edit::ChangeSet *> changes;
                for (const auto &set : in.changes)
                    changes.push_back(set.get());
                report = rules::checkIncremental(project, *state, changes, control.progress());
            } else {
                report = rules::checkAll(project, *state, control.progress());
            }
            std::shared_ptr<const rules::Findings> findings = std::move(report.findings);
            return BackgroundJob::Apply([document, findings, state, revision, self, announce] {
                if (document) {
                    document->keepCheckState(state, revision);
                    document->setFindings(findings, revision);
                }
                if (self && announce)
                    emit self->notice(checksSummary(*findings));
            });
        });
}

void ProjectJobs::routeCables()
{
    if (!m_document)
        return;
    const int revision = m_document->revision();
    QPointer<Document> document = m_document;
    // The racks edited before this routing of everything: once it is applied, their own reroute
    // (still waiting for them to stay put) would only route them again and report "0 cables rerouted".
    const std::vector<qint64> covered = m_movedRacks;
    m_routing.start(tr("Routing cables"),
        [project = m_document->project(), revision, document, covered, self = QPointer<ProjectJobs>(this)](
            JobControl &control) mutable {
            routing::RouteOptions options;
            options.progress = control.progress();
            auto state = std::make_shared<routing::RoutingState>();
            const QString summary = routingSummary(routing::routeAll(project, *state, options).route);
            return BackgroundJob::Apply([document, cables = std::move(project.cables), nextId = project.next_id,
                                            revision, covered, self, summary, state]() mutable {
                if (document && document->applyRouting(std::move(cables), nextId, revision, state) && self) {
                    std::erase_if(self->m_movedRacks,
                        [&](qint64 rack) { return std::find(covered.begin(), covered.end(), rack) != covered.end(); });
                    emit self->notice(summary);
                }
            });
        });
}

void ProjectJobs::generateProject(const QString &templateName, int nodes, int targetNodes, double hallWidthM,
    double hallDepthM, bool route, const QString &projectName)
{
    if (!m_document)
        return;
    TemplateOptions options;
    options.project_name = projectName.toStdString();
    options.nodes = std::max(0, nodes);
    options.target_nodes = std::max(0, targetNodes);
    if (options.target_nodes > 0 && options.nodes > options.target_nodes)
        options.target_nodes = options.nodes;
    options.hall_width_mm = std::llround(std::max(0.0, hallWidthM) * 1000);
    options.hall_depth_mm = std::llround(std::max(0.0, hallDepthM) * 1000);
    QPointer<Document> document = m_document;
    m_generation.start(tr("Generating %1").arg(templateName),
        [name = templateName.toStdString(), options, route, document](JobControl &control) {
            control.setProgress(0, route ? 2 : 1);
            Project project = projectFromTemplate(name, options);
            std::shared_ptr<routing::RoutingState> state;
            if (route && !control.cancelled()) {
                routing::RouteOptions routeOptions;
                routeOptions.progress = control.progress(1, 2);
                state = std::make_shared<routing::RoutingState>();
                routing::routeAll(project, *state, routeOptions);
            }
            auto shared = std::make_shared<Project>(std::move(project));
            return BackgroundJob::Apply([document, shared, state] {
                if (document)
                    document->adoptProject(std::move(*shared), state);
            });
        });
}

QString ProjectJobs::newProjectProblem(
    const QString &templateName, int nodes, int targetNodes, double hallWidthM, double hallDepthM) const
{
    const std::string name = templateName.toStdString();
    const auto templates = builtinTemplates();
    const auto chosen
        = std::find_if(templates.begin(), templates.end(), [&](const TemplateInfo &t) { return t.name == name; });
    if (chosen == templates.end())
        return tr("Pick a template.");
    if (chosen->fixed_size && (nodes > 0 || targetNodes > 0 || hallWidthM > 0 || hallDepthM > 0))
        return tr("The %1 template has a fixed size: leave the node counts and the hall size at 0, or go back "
                  "and pick a fabric template to choose them.")
            .arg(templateName);
    if (targetNodes > 0 && nodes > targetNodes)
        return tr("Day one (%1 nodes) cannot be more than the target (%2 nodes).").arg(nodes).arg(targetNodes);
    return {};
}

QVariantList ProjectJobs::templates() const
{
    QVariantList list;
    for (const TemplateInfo &t : builtinTemplates())
        list.append(QVariantMap { { QStringLiteral("name"), QString::fromStdString(t.name) },
            { QStringLiteral("description"), QString::fromStdString(t.description) },
            { QStringLiteral("source"), QString::fromStdString(t.source) },
            { QStringLiteral("fixedSize"), t.fixed_size } });
    return list;
}

} // namespace plenum::app

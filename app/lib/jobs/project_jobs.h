// SPDX-License-Identifier: GPL-3.0-or-later
// The background work on the open Document (DESIGN.md §2 "background jobs … with progress and
// cancel"): checks rerun by themselves shortly after every edit, routing on request (applied as one
// undoable edit), new projects generated from a template (File ▸ New), and the design review
// (Markdown, core/analysis/review.h), rewritten after edits while the Review page is shown. Each runs on a copy of the
// project in Qt's thread pool, so the window never waits; results come back through the Document.
#pragma once

#include "jobs/background_job.h"

#include <QObject>
#include <QTimer>
#include <QVariantList>

#include <QtQml/qqmlregistration.h>
#include <vector>

namespace plenum::routing {
struct Refusal;
}

namespace plenum::app {

class Document;

class ProjectJobs : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(plenum::app::Document *document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(plenum::app::BackgroundJob *checks READ checks CONSTANT)
    Q_PROPERTY(plenum::app::BackgroundJob *routing READ routing CONSTANT)
    Q_PROPERTY(plenum::app::BackgroundJob *generation READ generation CONSTANT)
    Q_PROPERTY(plenum::app::BackgroundJob *review READ review CONSTANT)
    // Lays the opened project's cables again, as a full route would, to keep the routing state of
    // the incremental engine (issue #17) when they match: then edits reroute only what they touch.
    Q_PROPERTY(plenum::app::BackgroundJob *engine READ engine CONSTANT)
    // The design review of the project as it was at reviewRevision (Markdown; "" before the first).
    Q_PROPERTY(QString reviewMarkdown READ reviewMarkdown NOTIFY reviewChanged)
    Q_PROPERTY(bool reviewCurrent READ reviewCurrent NOTIFY reviewChanged)
    // Whether the review is on screen: then edits rewrite it (as the checks, after a quiet moment).
    Q_PROPERTY(bool reviewShown READ reviewShown WRITE setReviewShown NOTIFY reviewChanged)
    // Rerun the checks by themselves after each edit (on by default).
    Q_PROPERTY(bool autoCheck READ autoCheck WRITE setAutoCheck NOTIFY autoCheckChanged)
    // Milliseconds of quiet after an edit before the checks rerun (a drag is many edits).
    Q_PROPERTY(int checkDelayMs MEMBER m_checkDelayMs NOTIFY autoCheckChanged)
    // The templates File ▸ New offers: [{name, description, source, fixedSize}].
    Q_PROPERTY(QVariantList templates READ templates CONSTANT)

public:
    explicit ProjectJobs(QObject *parent = nullptr);

    Document *document() const { return m_document; }
    void setDocument(Document *document);
    BackgroundJob *checks() { return &m_checks; }
    BackgroundJob *routing() { return &m_routing; }
    BackgroundJob *generation() { return &m_generation; }
    BackgroundJob *review() { return &m_review; }
    BackgroundJob *engine() { return &m_engine; }
    QString reviewMarkdown() const { return m_reviewMarkdown; }
    bool reviewCurrent() const;
    bool reviewShown() const { return m_reviewShown; }
    void setReviewShown(bool shown);
    bool autoCheck() const { return m_autoCheck; }
    void setAutoCheck(bool on);
    QVariantList templates() const;
    // Milliseconds of quiet after an edit before its cables are rerouted (300; tests set 0).
    void setRerouteDelay(int ms) { m_rerouteTimer.setInterval(ms); }

    // Tools ▸ Run checks: every rule on the current project; `announce`: say what was found (notice()).
    Q_INVOKABLE void runChecks(bool announce = false);
    // Tools ▸ Route cables: every link; the result becomes one undo entry.
    Q_INVOKABLE void routeCables();
    // View ▸ Design Review: rewrites the review of the current project.
    Q_INVOKABLE void refreshReview();
    // File ▸ New: a project from `templateName` with `nodes` on day one growing to `targetNodes`
    // (0: the template's defaults) in a hall of the given size (0: sized to fit); optionally routed.
    Q_INVOKABLE void generateProject(const QString &templateName, int nodes, int targetNodes, double hallWidthM,
        double hallDepthM, bool route, const QString &projectName = {});
    // What is wrong with these File ▸ New choices, said for the wizard's page ("" if nothing is):
    // what the generator would refuse before it starts (a size for a fixed-size template, day one
    // above the target). A hall too small shows only once the layout is tried.
    Q_INVOKABLE QString newProjectProblem(
        const QString &templateName, int nodes, int targetNodes, double hallWidthM, double hallDepthM) const;

signals:
    // One sentence on what a job the user started has done ("Routed 3,456 cables…"), for the status line.
    void notice(const QString &message);
    void documentChanged();
    void autoCheckChanged();
    void reviewChanged();

private:
    void scheduleChecks();
    void onRevisionChanged();
    // Edited racks' cables (moved, rotated, new devices or links) are rerouted in the background once the racks stay
    // put for a moment (project_jobs_reroute.cpp).
    void onRackEdited(qint64 rackId);
    void onEdited();
    void rerouteMovedRacks();
    // With the document's routing state: every edit since it, laid again by rerouteIncremental.
    void rerouteWithEngine();
    // The edits need a full route (`refusal` says why): in the background, then kept as the state.
    void routeInFull(const routing::Refusal &refusal);
    // Without one: builds it in the background when the project has cables (project_jobs_reroute.cpp).
    void prepareEngine();

    Document *m_document = nullptr;
    BackgroundJob m_checks, m_routing, m_generation, m_review, m_engine;
    QTimer m_checkTimer, m_reviewTimer, m_rerouteTimer;
    std::vector<qint64> m_movedRacks; // since the last reroute, in the order moved
    QString m_reviewMarkdown;
    int m_reviewRevision = -1;
    bool m_reviewShown = false;
    bool m_autoCheck = true;
    int m_checkDelayMs = 400;
};

} // namespace plenum::app

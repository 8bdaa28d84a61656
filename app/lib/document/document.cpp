// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/document.h"

#include "commands/cable_change.h"
#include "commands/edit_command.h"
#include "commands/route_cables_command.h"
#include "document/error_text.h"
#include "templates/templates.h"

#include <algorithm>
#include <unordered_set>

namespace plenum::app {

Document::Document(QObject *parent)
    : QObject(parent)
    , m_file(new DocumentFile(*this))
    , m_recentFiles(new RecentFiles(this))
    , m_selection(new Selection(*this))
{
    connect(&m_undoStack, &QUndoStack::cleanChanged, this, &Document::modifiedChanged);
    connect(&m_undoStack, &QUndoStack::indexChanged, this, &Document::undoStateChanged);
    connect(&m_undoStack, &QUndoStack::undoTextChanged, this, &Document::undoStateChanged);
    connect(&m_undoStack, &QUndoStack::redoTextChanged, this, &Document::undoStateChanged);
    rebuildRackIndex();
    dropCableIndex();
}

const Rack *Document::rack(Id id) const
{
    auto it = m_rackIndex.find(id);
    return it == m_rackIndex.end() ? nullptr : &m_project.racks[it->second];
}

QString Document::projectName() const
{
    return QString::fromStdString(m_project.name);
}

bool Document::newFromTemplate(const QString &templateName)
{
    try {
        replaceProject(projectFromTemplate(templateName.toStdString(), {}), QString());
        return true;
    } catch (const std::exception &e) {
        reportError(shownError(e));
        return false;
    }
}

bool Document::newEmptyHall(qint64 widthMm, qint64 depthMm, int tileMm)
{
    try {
        TemplateOptions options;
        options.hall_width_mm = widthMm;
        options.hall_depth_mm = depthMm;
        options.tile_mm = tileMm;
        replaceProject(projectFromTemplate("empty", options), QString());
        return true;
    } catch (const std::exception &e) {
        reportError(shownError(e));
        return false;
    }
}

void Document::setUnsavedContent()
{
    m_recovered = true;
    emit modifiedChanged();
}

void Document::setSaved()
{
    const bool wasRecovered = m_recovered;
    m_recovered = false;
    m_undoStack.setClean();
    if (wasRecovered)
        emit modifiedChanged();
}

void Document::clearLastError()
{
    if (m_lastError.isEmpty())
        return;
    m_lastError.clear();
    emit lastErrorChanged();
}

bool Document::applyReroute(std::vector<Cable> cables, Id nextId, int baseRevision, const std::vector<Id> &racks)
{
    if (baseRevision != m_revision)
        return false;
    CableChange change = CableChange::between(m_project.cables, m_project.next_id, cables, nextId);
    if (change.empty())
        return true;
    // The stack owns its commands; the last one may still take the cables its move changed.
    const QUndoCommand *last = m_undoStack.index() > 0 ? m_undoStack.command(m_undoStack.index() - 1) : nullptr;
    auto *edit = const_cast<EditCommand *>(dynamic_cast<const EditCommand *>(last));
    const bool ours = edit && std::any_of(racks.begin(), racks.end(), [edit](Id id) {
        return std::find(edit->racks().begin(), edit->racks().end(), id) != edit->racks().end();
    });
    if (ours && !m_undoStack.isClean()) {
        applyCables(std::move(cables), nextId);
        edit->attachCables(change);
        return true;
    }
    QStringList names;
    for (Id id : racks)
        if (const Rack *r = rack(id))
            names << QString::fromStdString(r->name);
    m_undoStack.push(new RerouteCablesCommand(
        this, std::move(change), tr("Reroute the cables of %1").arg(names.join(QStringLiteral(", ")))));
    return true;
}

void Document::applyCables(std::vector<Cable> cables, Id nextId)
{
    m_project.cables = std::move(cables);
    m_project.next_id = nextId;
    dropCableIndex();
    m_selection->prune();
    bumpRevision();
    emit cablesChanged();
}

bool Document::applyRouting(
    std::vector<Cable> cables, Id nextId, int baseRevision, std::shared_ptr<const routing::RoutingState> state)
{
    if (baseRevision != m_revision) {
        reportError(tr("The project changed while the cables were routed; route again."));
        return false;
    }
    m_undoStack.push(new RouteCablesCommand(this, m_project.cables, m_project.next_id, std::move(cables), nextId));
    if (state)
        keepRoutingState(std::move(state), m_revision); // the project as routed: the revision just made
    return true;
}

void Document::adoptProject(Project project, std::shared_ptr<const routing::RoutingState> state)
{
    replaceProject(std::move(project), QString());
    setUnsavedContent(); // generated, never saved: counts as modified
    if (state)
        keepRoutingState(std::move(state), m_revision);
}

const Cable *Document::cable(Id id) const
{
    if (m_cableIndexStale) {
        m_cableIndex.clear();
        m_cableIndex.reserve(m_project.cables.size());
        for (std::size_t i = 0; i < m_project.cables.size(); ++i)
            m_cableIndex.emplace(m_project.cables[i].id, i);
        m_cableIndexStale = false;
    }
    auto it = m_cableIndex.find(id);
    return it == m_cableIndex.end() ? nullptr : &m_project.cables[it->second];
}

bool Document::setFindings(std::shared_ptr<const rules::Findings> findings, int revision)
{
    if (revision != m_revision || !findings)
        return false;
    m_findings = std::move(findings);
    m_findingsRevision = revision;
    emit findingsChanged();
    return true;
}

void Document::bumpRevision(const edit::ChangeSet *changes)
{
    ++m_revision;
    if (changes)
        m_engine.record(m_revision, *changes);
    else
        m_engine.breakAt(m_revision);
    emit revisionChanged();
    if (m_findingsRevision == m_revision - 1)
        emit findingsChanged(); // no longer current
}

qint64 Document::firstRackWithDevices() const
{
    std::unordered_set<Id> occupied;
    for (const Device &d : m_project.devices)
        occupied.insert(d.rack);
    for (const Rack &r : m_project.racks)
        if (occupied.count(r.id))
            return r.id;
    return 0;
}

void Document::replaceProject(Project project, const QString &path)
{
    m_recovered = false;
    m_undoStack.clear();
    m_undoStack.setClean();
    m_project = std::move(project);
    rebuildRackIndex();
    dropCableIndex();
    m_lastGesture = 0;
    m_findings = std::make_shared<rules::Findings>();
    bumpRevision();
    m_file->setPath(path); // and displayName, which an untitled project takes from its name
    clearLastError();
    m_selection->reset();
    emit projectReset();
    emit contentChanged();
    emit underlaysChanged();
    emit cablesChanged();
    emit modifiedChanged();
    emit undoStateChanged();
}

void Document::reportError(const QString &message)
{
    m_lastError = message;
    emit lastErrorChanged();
    emit errorOccurred(message);
}

void Document::rebuildRackIndex()
{
    m_rackIndex.clear();
    for (std::size_t i = 0; i < m_project.racks.size(); ++i)
        m_rackIndex.emplace(m_project.racks[i].id, i);
}

void Document::dropCableIndex()
{
    m_cableIndexStale = true; // made at the next lookup
}

} // namespace plenum::app

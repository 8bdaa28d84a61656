// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/document.h"

#include "commands/cable_change.h"
#include "commands/edit_command.h"
#include "commands/route_cables_command.h"
#include "document/error_text.h"
#include "store/project_file.h"
#include "templates/templates.h"

#include <QFileInfo>
#include <QSettings>
#include <QUrl>

#include <algorithm>
#include <unordered_set>

namespace plenum::app {
namespace {

const QString kRecentFilesKey = QStringLiteral("recentFiles");

QString errorText(const std::exception &e)
{
    return shownError(e);
}

} // namespace

Document::Document(QObject *parent)
    : QObject(parent)
{
    connect(&m_undoStack, &QUndoStack::cleanChanged, this, &Document::modifiedChanged);
    connect(&m_undoStack, &QUndoStack::indexChanged, this, &Document::undoStateChanged);
    connect(&m_undoStack, &QUndoStack::undoTextChanged, this, &Document::undoStateChanged);
    connect(&m_undoStack, &QUndoStack::redoTextChanged, this, &Document::undoStateChanged);
    rebuildRackIndex();
    rebuildCableIndex();
}

const Rack *Document::rack(Id id) const
{
    auto it = m_rackIndex.find(id);
    return it == m_rackIndex.end() ? nullptr : &m_project.racks[it->second];
}

QString Document::displayName() const
{
    // Untitled work goes by its project's name (typed in File ▸ New) until it has a file.
    if (!m_filePath.isEmpty())
        return QFileInfo(m_filePath).fileName();
    return m_project.name.empty() ? tr("Untitled") : QString::fromStdString(m_project.name);
}

QString Document::projectName() const
{
    return QString::fromStdString(m_project.name);
}

QString Document::toLocalPath(const QString &pathOrUrl)
{
    if (pathOrUrl.startsWith(QLatin1String("file:")))
        return QUrl(pathOrUrl).toLocalFile();
    return pathOrUrl;
}

bool Document::newFromTemplate(const QString &templateName)
{
    try {
        replaceProject(projectFromTemplate(templateName.toStdString(), {}), QString());
        return true;
    } catch (const std::exception &e) {
        reportError(errorText(e));
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
        reportError(errorText(e));
        return false;
    }
}

bool Document::open(const QString &pathOrUrl)
{
    const QString path = toLocalPath(pathOrUrl);
    try {
        Project loaded = openProject(QFile::encodeName(path).toStdString());
        replaceProject(std::move(loaded), QFileInfo(path).absoluteFilePath());
        addRecentFile(m_filePath);
        return true;
    } catch (const std::exception &e) {
        reportError(tr("Cannot open %1: %2").arg(QFileInfo(path).fileName(), errorText(e)));
        return false;
    }
}

bool Document::openRecovered(const QString &autosavePath, const QString &filePath)
{
    const QString path = toLocalPath(autosavePath);
    try {
        Project loaded = openProject(QFile::encodeName(path).toStdString());
        const QString target = toLocalPath(filePath);
        replaceProject(std::move(loaded), target.isEmpty() ? QString() : QFileInfo(target).absoluteFilePath());
        m_recovered = true;
        emit modifiedChanged();
        return true;
    } catch (const std::exception &e) {
        reportError(tr("Cannot recover %1: %2").arg(QFileInfo(path).fileName(), errorText(e)));
        return false;
    }
}

bool Document::save()
{
    if (m_filePath.isEmpty()) {
        reportError(tr("The project has no file name yet; use Save As."));
        return false;
    }
    return saveAs(m_filePath);
}

bool Document::saveAs(const QString &pathOrUrl)
{
    QString path = toLocalPath(pathOrUrl);
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1String(".plenum");
    try {
        saveProject(m_project, QFile::encodeName(path).toStdString());
    } catch (const std::exception &e) {
        reportError(tr("Cannot save %1: %2").arg(QFileInfo(path).fileName(), errorText(e)));
        return false;
    }
    const bool wasRecovered = m_recovered;
    m_recovered = false;
    m_undoStack.setClean();
    if (wasRecovered)
        emit modifiedChanged();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (absolute != m_filePath) {
        m_filePath = absolute;
        emit filePathChanged();
    }
    addRecentFile(m_filePath);
    emit saved();
    return true;
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
    rebuildCableIndex();
    m_highlightShapes.reset();
    if (m_selectedCable != 0 && !cable(m_selectedCable)) {
        m_selectedCable = 0;
        emit cableSelectionChanged();
    }
    bumpRevision();
    emit cablesChanged();
}

bool Document::applyRouting(std::vector<Cable> cables, Id nextId, int baseRevision)
{
    if (baseRevision != m_revision) {
        reportError(tr("The project changed while the cables were routed; route again."));
        return false;
    }
    m_undoStack.push(new RouteCablesCommand(this, m_project.cables, m_project.next_id, std::move(cables), nextId));
    return true;
}

void Document::adoptProject(Project project)
{
    replaceProject(std::move(project), QString());
    m_recovered = true; // generated, never saved: counts as modified
    emit modifiedChanged();
}

const Cable *Document::cable(Id id) const
{
    auto it = m_cableIndex.find(id);
    return it == m_cableIndex.end() ? nullptr : &m_project.cables[it->second];
}

void Document::setSelectedCableId(qint64 id)
{
    if (id != 0 && !cable(id))
        id = 0;
    if (id == m_selectedCable)
        return;
    m_selectedCable = id;
    m_highlightShapes.reset();
    emit cableSelectionChanged();
}

const HighlightShapes &Document::highlightShapes() const
{
    if (!m_highlightShapes)
        m_highlightShapes = app::highlightShapes(m_project, m_highlight, m_selectedCable);
    return *m_highlightShapes;
}

QVariantList Document::highlightedIds() const
{
    QVariantList ids;
    for (qint64 id : m_highlightOrder)
        ids.append(id);
    return ids;
}

void Document::setHighlight(const QVariantList &ids)
{
    QList<qint64> order;
    for (const QVariant &v : ids)
        order.append(v.toLongLong());
    if (order == m_highlightOrder)
        return;
    m_highlightOrder = order;
    m_highlight = std::unordered_set<Id>(order.begin(), order.end());
    m_highlightShapes.reset();
    // Select what the rack and device views can show: the first device, else the first rack, else
    // a rack at an end of the first link or cable.
    std::unordered_map<Id, const Device *> devices;
    for (const Device &d : m_project.devices)
        if (m_highlight.count(d.id))
            devices.emplace(d.id, &d);
    std::unordered_map<Id, const Link *> links;
    for (const Link &l : m_project.links)
        links.emplace(l.id, &l);
    auto linkOf = [&](Id id) -> const Link * {
        if (const Cable *c = cable(id))
            id = c->link;
        auto it = links.find(id);
        return it == links.end() ? nullptr : it->second;
    };
    qint64 device = 0, rackId = 0;
    for (qint64 id : order) {
        if (devices.count(id)) {
            device = id;
            break;
        }
        if (rack(id) && rackId == 0)
            rackId = id;
        if (const Link *l = linkOf(id); l && rackId == 0) {
            device = l->a.device;
            break;
        }
    }
    if (device != 0)
        setSelectedDeviceId(device);
    else if (rackId != 0)
        setSelectedRackId(rackId);
    emit highlightChanged();
}

bool Document::selectByName(const QString &name)
{
    const std::string wanted = name.toStdString();
    for (const Cable &c : m_project.cables)
        if (c.label == wanted) {
            setSelectedCableId(c.id);
            return true;
        }
    for (const Device &d : m_project.devices)
        if (d.name == wanted) {
            setHighlight({ qint64(d.id) });
            return true;
        }
    for (const Rack &r : m_project.racks)
        if (r.name == wanted) {
            setHighlight({ qint64(r.id) });
            return true;
        }
    for (const Pathway &p : m_project.pathways)
        if (p.name == wanted) {
            setHighlight({ qint64(p.id) });
            return true;
        }
    return false;
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

void Document::bumpRevision()
{
    ++m_revision;
    emit revisionChanged();
    if (m_findingsRevision == m_revision - 1)
        emit findingsChanged(); // no longer current
}

void Document::setSelectedRackId(qint64 id)
{
    if (id != 0 && !rack(id))
        id = 0;
    if (id == m_selectedRack)
        return;
    m_selectedRack = id;
    m_selectedDevice = 0;
    emit selectionChanged();
}

void Document::setSelectedDeviceId(qint64 id)
{
    const auto it = std::find_if(
        m_project.devices.begin(), m_project.devices.end(), [id](const Device &d) { return d.id == id; });
    if (id != 0 && it == m_project.devices.end())
        id = 0;
    const qint64 rackId = id != 0 ? it->rack : m_selectedRack;
    if (id == m_selectedDevice && rackId == m_selectedRack)
        return;
    m_selectedDevice = id;
    m_selectedRack = rackId;
    emit selectionChanged();
}

void Document::setViewPhaseId(qint64 id)
{
    const bool known
        = std::any_of(m_project.phases.begin(), m_project.phases.end(), [id](const Phase &p) { return p.id == id; });
    if (!known)
        id = m_project.phases.empty() ? 0 : m_project.phases.front().id;
    if (id == m_viewPhase)
        return;
    m_viewPhase = id;
    emit viewPhaseChanged();
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

QStringList Document::recentFiles() const
{
    // Files gone since (a test's or a screenshot run's temporary projects) are not offered.
    QStringList files = QSettings().value(kRecentFilesKey).toStringList();
    files.removeIf([](const QString &file) { return !QFileInfo::exists(file); });
    return files;
}

void Document::clearRecentFiles()
{
    QSettings().remove(kRecentFilesKey);
    emit recentFilesChanged();
}

void Document::replaceProject(Project project, const QString &path)
{
    m_recovered = false;
    m_undoStack.clear();
    m_undoStack.setClean();
    m_project = std::move(project);
    rebuildRackIndex();
    rebuildCableIndex();
    m_lastGesture = 0;
    m_selectedCable = 0;
    m_highlight.clear();
    m_highlightOrder.clear();
    m_highlightShapes.reset();
    m_findings = std::make_shared<rules::Findings>();
    bumpRevision();
    m_filePath = path;
    emit filePathChanged(); // and displayName, which an untitled project takes from its name
    clearLastError();
    m_selectedRack = 0;
    m_selectedDevice = 0;
    m_viewPhase = m_project.phases.empty() ? 0 : m_project.phases.front().id;
    emit projectReset();
    emit contentChanged();
    emit underlaysChanged();
    emit selectionChanged();
    emit viewPhaseChanged();
    emit cableSelectionChanged();
    emit highlightChanged();
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

void Document::addRecentFile(const QString &path)
{
    if (!m_recordRecentFiles)
        return;
    QSettings settings;
    QStringList files = settings.value(kRecentFilesKey).toStringList();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    settings.setValue(kRecentFilesKey, files);
    emit recentFilesChanged();
}

void Document::rebuildRackIndex()
{
    m_rackIndex.clear();
    for (std::size_t i = 0; i < m_project.racks.size(); ++i)
        m_rackIndex.emplace(m_project.racks[i].id, i);
}

void Document::rebuildCableIndex()
{
    m_cableIndex.clear();
    for (std::size_t i = 0; i < m_project.cables.size(); ++i)
        m_cableIndex.emplace(m_project.cables[i].id, i);
}

} // namespace plenum::app

// SPDX-License-Identifier: GPL-3.0-or-later
// The open project as the GUI sees it (DESIGN.md §2): Document owns the plenum::Project, its file
// path and its undo stack. Every edit is a QUndoCommand pushed here; views read project() and
// update from the typed change signals, they never change the model themselves.
#pragma once

#include "document/document_file.h"
#include "document/engine_journal.h"
#include "document/recent_files.h"
#include "document/selection.h"
#include "edit/change_set.h"
#include "model/project.h"
#include "rules/rules.h"

#include <QObject>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QStringList>
#include <QUndoStack>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <memory>
#include <optional>
#include <unordered_map>
#include <unordered_set>

namespace plenum::routing {
struct RerouteReport;
struct Refusal;
} // namespace plenum::routing

namespace plenum::app {

class Document : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The application owns the Document")
    // The file it lives in: open, save, recover, the title (document_file.h).
    Q_PROPERTY(plenum::app::DocumentFile *file READ file CONSTANT)
    // File ▸ Open Recent (recent_files.h).
    Q_PROPERTY(plenum::app::RecentFiles *recentFiles READ recentFiles CONSTANT)
    Q_PROPERTY(QString projectName READ projectName NOTIFY projectReset)
    Q_PROPERTY(bool modified READ isModified NOTIFY modifiedChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY undoStateChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY undoStateChanged)
    Q_PROPERTY(QString undoText READ undoText NOTIFY undoStateChanged)
    Q_PROPERTY(QString redoText READ redoText NOTIFY undoStateChanged)
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
    Q_PROPERTY(int hallCount READ hallCount NOTIFY contentChanged)
    Q_PROPERTY(int rackCount READ rackCount NOTIFY contentChanged)
    Q_PROPERTY(int deviceCount READ deviceCount NOTIFY contentChanged)
    // Where the user is looking (selected rack, device and cable, the marks of a finding, the viewed
    // phase): view state kept apart from the model (selection.h).
    Q_PROPERTY(plenum::app::Selection *selection READ selection CONSTANT)
    Q_PROPERTY(int cableCount READ cableCount NOTIFY cablesChanged)
    Q_PROPERTY(int linkCount READ linkCount NOTIFY contentChanged)
    // Bumped by every change of the model (edits, undo, new/open): background jobs compare it to know
    // whether their result still fits the project.
    Q_PROPERTY(int revision READ revision NOTIFY revisionChanged)
    // What the last hand edit did, in one sentence for the status bar ("Rotated rack A01.").
    Q_PROPERTY(QString lastChange READ lastChange NOTIFY edited)
    // Whether findings() were computed on the current revision.
    Q_PROPERTY(bool findingsCurrent READ findingsCurrent NOTIFY findingsChanged)
    // The architect's drawings under the floor plan (document_underlay.cpp): id, name, opacity,
    // locked, mmPerPx, rotation, format.
    Q_PROPERTY(QVariantList underlays READ underlays NOTIFY underlaysChanged)

public:
    explicit Document(QObject *parent = nullptr);

    const Project &project() const { return m_project; }
    const Rack *rack(Id id) const;
    QUndoStack *undoStack() { return &m_undoStack; }

    DocumentFile *file() const { return m_file; }
    RecentFiles *recentFiles() const { return m_recentFiles; }
    QString projectName() const;
    // Unsaved edits, or content recovered from an autosave that is not saved yet.
    bool isModified() const { return m_recovered || !m_undoStack.isClean(); }
    bool canUndo() const { return m_undoStack.canUndo(); }
    bool canRedo() const { return m_undoStack.canRedo(); }
    QString undoText() const { return m_undoStack.undoText(); }
    QString redoText() const { return m_undoStack.redoText(); }
    QString lastError() const { return m_lastError; }
    int hallCount() const { return int(m_project.halls.size()); }
    int rackCount() const { return int(m_project.racks.size()); }
    int deviceCount() const { return int(m_project.devices.size()); }

    Selection *selection() const { return m_selection; }
    const Cable *cable(Id id) const;
    int cableCount() const { return int(m_project.cables.size()); }
    int linkCount() const { return int(m_project.links.size()); }
    int revision() const { return m_revision; }

    // The latest check findings (never null) and the revision they were computed on.
    std::shared_ptr<const rules::Findings> findings() const { return m_findings; }
    bool findingsCurrent() const { return m_findingsRevision == m_revision; }
    // Stores findings computed on `revision`; stale ones (an edit came in between) are dropped.
    bool setFindings(std::shared_ptr<const rules::Findings> findings, int revision);

    // Applies a routing result computed on a copy at `baseRevision` as one undoable edit ("Route
    // cables"), keeping `state` (the full route's, routing::routeAll) for incremental reroutes.
    // Refused (false, with an error) when the project changed since.
    bool applyRouting(std::vector<Cable> cables, Id nextId, int baseRevision,
        std::shared_ptr<const routing::RoutingState> state = {});
    // Applies the cables rerouted after `racks` moved, computed on a copy at `baseRevision`: part of
    // the move's undo step when that move is still the last edit, else an undo step of its own.
    // Dropped (false) when the project changed since: the newer edit reroutes again.
    bool applyReroute(std::vector<Cable> cables, Id nextId, int baseRevision, const std::vector<Id> &racks);
    // Replaces the open project with a generated one (File ▸ New): untitled and modified; `state`:
    // the routing state of its full route (routing::routeAll), if it was routed.
    void adoptProject(Project project, std::shared_ptr<const routing::RoutingState> state = {});

    // The incremental engine (issue #17, engine_journal.h, document_engine.cpp): the routing and
    // check states kept with the project, each with the change sets a job replays to bring it to
    // the current revision (a null state when there is none or the chain from it is broken).
    EngineInput<routing::RoutingState> routingInput() const { return m_engine.routing(m_revision); }
    EngineInput<rules::CheckState> checkInput() const { return m_engine.checks(m_revision); }
    // Keeps a state a job computed at `revision` (false when the chain from it is broken or a
    // newer one is kept).
    bool keepRoutingState(std::shared_ptr<const routing::RoutingState> state, int revision);
    bool keepCheckState(std::shared_ptr<const rules::CheckState> state, int revision);
    // Applies an incremental reroute computed at `baseRevision` (routing::rerouteIncremental): the
    // cables' change set joins the last edit's undo step while that edit is the newest step and
    // not saved yet, else it is an undo step of its own named `text`; `state` is kept for the
    // revision it makes. Dropped (false) when the project changed since: the newer edit reroutes
    // again from the journal.
    bool applyEngineReroute(edit::ChangeSet cables, std::shared_ptr<const routing::RoutingState> state,
        int baseRevision, const QString &text);
    std::size_t journalLength() const { return m_engine.changeCount(); }
    // The engine's quick path, on the document's own project (no copy of it, ~1 s at ~100k GPUs,
    // nor of a state): when no job holds the routing state, the edits since it are rerouted here
    // (routing::rerouteIncrementalOnly) and the cables' change set applied as applyEngineReroute
    // applies it — true, with the run's `report`. False when it did not run (`refusal.reason`
    // empty: no state, a job holds it, or more than 2,048 entities changed since, which a job
    // replays without freezing the window) or when the edits need a full route (`refusal` says why;
    // the state is dropped and the project is as it was: a job routes in full).
    bool rerouteInPlace(const QString &text, routing::RerouteReport &report, routing::Refusal &refusal);
    // The same for the checks: when no job holds the check state and the edits since touch no
    // phase, hall, row or type (which recheck every owner: a job does) nor more than 2,048
    // entities, rules::checkIncremental
    // runs here and its findings are kept. False when it did not run.
    bool checkInPlace();

    // The first rack that holds a device (what the elevation shows when nothing is selected), or 0.
    Q_INVOKABLE qint64 firstRackWithDevices() const;

    // Each returns false and reports errorOccurred() on failure, leaving the document as it was.
    Q_INVOKABLE bool newFromTemplate(const QString &templateName);
    // File ▸ New Empty Hall… (issue #17/#18): the 'empty' template — one rectangular hall of
    // `widthMm` × `depthMm` with its `tileMm` grid, phases day-one and target, nothing else; the
    // start of a hand design, open and unsaved. Refused with the template's sentence (no tile fits).
    Q_INVOKABLE bool newEmptyHall(qint64 widthMm, qint64 depthMm, int tileMm);
    // A project made elsewhere (File ▸ New from DXF…) becomes the document: unsaved, no file yet,
    // an empty undo history, as after New from a template. (document_underlay.cpp)
    void adoptNewProject(Project project);
    Q_INVOKABLE void undo() { m_undoStack.undo(); }
    Q_INVOKABLE void redo() { m_undoStack.redo(); }
    Q_INVOKABLE void clearLastError();

    // Puts rack `rackId`'s footprint centre at (xMm, yMm) through edit::placeRackAnywhere: not
    // refused for its place (the space.* checks report a rack on a rack; the floor plan's drags use
    // moveRacks, which refuses), keeping its cables until the background reroute replaces them;
    // refused (false, errorOccurred() with the core's sentence) when the rack is locked. Moves
    // sharing a non-zero `gesture` (see beginGesture()) merge into one undo entry.
    // (document_rack_moves.cpp)
    Q_INVOKABLE bool moveRack(qint64 rackId, qint64 xMm, qint64 yMm, int gesture = 0);
    // The racks moved together by (dxMm, dyMm) through edit::moveRacks: one change set, one undo
    // step, refused as a whole when one is locked or would leave the hall, hit an obstacle or
    // overlap a rack that stays (a mouse drag of a selection ends here); moveRacksProblem() is that
    // refusal, or "", for the drag's preview.
    Q_INVOKABLE bool moveRacks(const QVariantList &rackIds, qint64 dxMm, qint64 dyMm);
    Q_INVOKABLE QString moveRacksProblem(const QVariantList &rackIds, qint64 dxMm, qint64 dyMm) const;
    // Locks (issue #18, edit::setLocked): the racks and obstacles (by id) locked or unlocked in one
    // undo step; a locked one refuses moves, turns, reshapes and deletion.
    Q_INVOKABLE bool setLocked(const QVariantList &rackIds, const QVariantList &obstacleIds, bool locked);
    Q_INVOKABLE bool rackLocked(qint64 rackId) const;
    Q_INVOKABLE bool obstacleLocked(qint64 obstacleId) const;
    // A fresh id for one continuous user gesture (a drag).
    Q_INVOKABLE int beginGesture() { return ++m_lastGesture; }

    // Hand edits (document_edits.cpp), each one core change set and one undo step; each returns
    // false and reports errorOccurred() with the edit's one-sentence refusal, changing nothing.
    // Racks: a rack type (slug in the project or the catalogue) at a centre and rotation, named
    // after the next free name of its row letter; rotate by 90° steps; delete with its devices;
    // duplicate into the next free place; nudge by a vector.
    Q_INVOKABLE bool addRack(const QString &rackTypeSlug, qint64 xMm, qint64 yMm, int rotationDeg = 0);
    Q_INVOKABLE bool rotateRack(qint64 rackId, int quarterTurns = 1);
    // Each rack about its own centre, all in one undo step or none (the first refusal is reported).
    Q_INVOKABLE bool rotateRacks(const QVariantList &rackIds, int quarterTurns = 1);
    Q_INVOKABLE bool deleteRacks(const QVariantList &rackIds);
    Q_INVOKABLE bool duplicateRack(qint64 rackId);
    Q_INVOKABLE bool nudgeRacks(const QVariantList &rackIds, qint64 dxMm, qint64 dyMm);
    // A row of `count` racks of a rack type (edit::addRow: the first centred at (xMm, yMm), the
    // others side by side eastwards when it faces 0° or 180°, northwards when 90° or 270°), named
    // after the first free row letter (its racks <letter>01, …); one undo step (document_rows.cpp).
    // rackRowProblem: that edit's refusal, or "". rackTypeSize: {widthMm, depthMm} of a rack type
    // in the project or the catalogue, empty when there is none.
    Q_INVOKABLE bool addRackRow(const QString &rackTypeSlug, qint64 xMm, qint64 yMm, int count, int facingDeg);
    Q_INVOKABLE QString rackRowProblem(
        const QString &rackTypeSlug, qint64 xMm, qint64 yMm, int count, int facingDeg) const;
    Q_INVOKABLE QVariantMap rackTypeSize(const QString &rackTypeSlug) const;
    // Why a rack of this type may not stand there (rules/placement.h, as the checker says it), or "".
    Q_INVOKABLE QString rackPlacementProblem(
        const QString &rackTypeSlug, qint64 xMm, qint64 yMm, int rotationDeg = 0) const;
    // Devices: a device type at its lowest U on the front or rear; the refusal of a U, or "".
    Q_INVOKABLE bool mountDevice(qint64 rackId, const QString &deviceTypeSlug, int u, bool rear = false);
    Q_INVOKABLE QString deviceSlotProblem(qint64 rackId, const QString &deviceTypeSlug, int u) const;
    // A device to lowest U `u` of rack `rackId` (its own or another): refused as a mount is, the
    // budget only when it enters another rack (document_device_edits.cpp); the refusal, or "".
    Q_INVOKABLE bool moveDevice(qint64 deviceId, qint64 rackId, int u);
    Q_INVOKABLE QString deviceMoveProblem(qint64 deviceId, qint64 rackId, int u) const;
    // The rack the elevation shows beside `rackId`: the next of its row (by x, then y), else the
    // one before, else 0; and its row's racks in that order, [{id, name}].
    Q_INVOKABLE qint64 rackBeside(qint64 rackId) const;
    Q_INVOKABLE QVariantList rowRacks(qint64 rackId) const;
    // Rack space (document_rack_space.cpp): U `uLow` … `uLow + uHeight − 1` of a rack held for a
    // phase (by name; empty: the last), named "<rack> U<span>"; a reservation deleted; a rack's U
    // reservations, [{id, name, uLow, uHeight, phase}]; blanking panels into every open U of a rack
    // (no device of any phase, no reservation) or all taken out; the number of open U.
    Q_INVOKABLE bool reserveUnits(qint64 rackId, int uLow, int uHeight, const QString &phase = QString());
    Q_INVOKABLE bool deleteReservation(qint64 reservationId);
    Q_INVOKABLE QVariantList rackReservations(qint64 rackId) const;
    Q_INVOKABLE bool addBlankingPanels(qint64 rackId);
    Q_INVOKABLE bool removeBlankingPanels(qint64 rackId);
    Q_INVOKABLE int openUnitCount(qint64 rackId) const;
    Q_INVOKABLE bool deleteDevice(qint64 deviceId);
    Q_INVOKABLE bool reverseDevice(qint64 deviceId);
    Q_INVOKABLE bool renameDevice(qint64 deviceId, const QString &name);
    // Connects ports: `aPorts` of device `aDevice` to `bPorts` of `bDevice` in order, each a port
    // name or a range ("OSFP[1-8]P1"); ports that already carry a link are skipped on either side,
    // then the i-th free port of A joins the i-th free port of B. One undo step; the number of links
    // made (0 and an error when none could be).
    Q_INVOKABLE int connectPorts(
        const QString &aDevice, const QString &aPorts, const QString &bDevice, const QString &bPorts);
    // The port names of a device (for the connect dialog), and whether each already carries a link.
    Q_INVOKABLE QStringList portNames(const QString &device) const;
    // Port picking (document_port_picking.cpp), a port being a device id and an index into its
    // type's ports: why it cannot take a link ("port OSFP1P1 of leaf-r0 already carries a link (to
    // …)"), or ""; {device, port, deviceName, portName, connector, speedGbps}; a link between two
    // ports, one undo step, refused by the core edit with the port and the reason.
    Q_INVOKABLE QString portLinkProblem(qint64 deviceId, int port) const;
    Q_INVOKABLE QVariantMap portInfo(qint64 deviceId, int port) const;
    Q_INVOKABLE bool connectPortPair(qint64 aDevice, int aPort, qint64 bDevice, int bPort);
    Q_INVOKABLE QStringList deviceNames() const;

    // Underlays (issue #18, document_underlay.cpp), each one undo step. Import reads a PNG, JPEG
    // or PDF page (at most 32 MiB; the picture must decode) and lays it over the hall's width.
    QVariantList underlays() const;
    const Underlay *underlay(Id id) const;
    Q_INVOKABLE bool importUnderlay(const QString &pathOrUrl, int page = 0);
    // The floor points a and b (millimetres, as the underlay lies now) are `distanceMm` apart.
    Q_INVOKABLE bool calibrateUnderlay(qint64 id, QPointF floorA, QPointF floorB, double distanceMm);
    Q_INVOKABLE bool setUnderlayOpacity(qint64 id, double opacity);
    Q_INVOKABLE bool setUnderlayLocked(qint64 id, bool locked);
    Q_INVOKABLE bool setUnderlayRotation(qint64 id, double rotationDeg);
    // Its top-left corner to (xMm, yMm) on the floor, `mmPerPx` and `rotationDeg`: one undo step,
    // refused when it is locked (a drag, or typed values in the underlay bar).
    Q_INVOKABLE bool placeUnderlay(qint64 id, double xMm, double yMm, double mmPerPx, double rotationDeg);
    // The pages of the file (a PDF's; 1: a picture; 0: unreadable), so the import can ask for one.
    Q_INVOKABLE int underlayPageCount(const QString &pathOrUrl) const;
    Q_INVOKABLE bool deleteUnderlay(qint64 id);

    // Drawing the hall, its obstacles and pathways (issue #18, document_drawing.cpp), each one core
    // edit and one undo step, refused with the core's sentence and nothing changed. Points are
    // floor millimetres (QPointF). The hall is the project's only (first) hall.
    Q_INVOKABLE bool setHallOutline(const QVariantList &pointsMm);
    // A rectangular outline of `widthMm` × `depthMm` from the hall's south-west corner.
    Q_INVOKABLE bool setHallSize(qint64 widthMm, qint64 depthMm);
    // {name, widthMm, depthMm (its bounding box), corners, tileMm, ceilingMm, containment ("none",
    // "hot-aisle", "cold-aisle"), raisedFloorMm (0: none), coolingW (0: not modelled)}; empty: no hall.
    Q_INVOKABLE QVariantMap hallInfo() const;
    // Hall settings (document_hall.cpp), each one core hall edit and one undo step, refused with the
    // core's sentence and nothing changed.
    Q_INVOKABLE bool setHallTile(int tileMm);
    Q_INVOKABLE bool setHallContainment(const QString &containment); // "none", "hot-aisle", "cold-aisle"
    Q_INVOKABLE bool setHallCeiling(int ceilingMm);
    Q_INVOKABLE bool setHallRaisedFloor(int heightMm); // 0: no raised floor
    Q_INVOKABLE bool setHallCooling(qint64 coolingW); // 0: not modelled
    // An obstacle of `kind` ("column", "crah", "cdu", "door", "other": a no-go zone) filling the
    // rectangle, named after its kind and the next free number ("column 3").
    Q_INVOKABLE bool addObstacle(const QString &kind, QRectF rectMm);
    Q_INVOKABLE bool moveObstacle(qint64 obstacleId, qint64 dxMm, qint64 dyMm);
    Q_INVOKABLE bool deleteObstacle(qint64 obstacleId);
    // Corner `index` of an obstacle's outline to a floor point (edit::reshapeObstacle).
    Q_INVOKABLE bool moveObstacleCorner(qint64 obstacleId, int index, QPointF pointMm);
    // {id, name, kind, outline: [QPointF], locked} of an obstacle; empty when there is none.
    Q_INVOKABLE QVariantMap obstacleInfo(qint64 obstacleId) const;
    // A pathway along `pointsMm` at `options.heightMm`, of options.kind ("ladder", "tray",
    // "basket", "fiber-runway"), options.service ("data", "fiber", "power"), options.widthMm and
    // options.depthMm; named after its kind and the next free number ("tray 2").
    Q_INVOKABLE bool addPathway(const QVariantList &pointsMm, const QVariantMap &options);
    // Vertex `index` of a pathway to a floor point (its height kept); the cables over it go.
    Q_INVOKABLE bool movePathwayPoint(qint64 pathwayId, int index, QPointF pointMm);
    Q_INVOKABLE bool movePathway(qint64 pathwayId, qint64 dxMm, qint64 dyMm);
    Q_INVOKABLE bool deletePathway(qint64 pathwayId);
    // {id, name, kind, service, widthMm, depthMm, heightMm, points: [QPointF]}; empty when none.
    Q_INVOKABLE QVariantMap pathwayInfo(qint64 pathwayId) const;

    // Typed properties in the inspector (issue #18, document_fields.cpp): one stored field of a
    // rack, obstacle or pathway ("racks", "obstacles", "pathways") set from text through the one
    // generic setter (edit::setField), one undo step, refused with the core's sentence; `title`
    // names the field in the undo text and the notice (else the stored field's name), `shown` is
    // the value as the notice says it, with its unit (else the stored text).
    Q_INVOKABLE bool setObjectField(const QString &table, qint64 id, const QString &field, const QString &value,
        const QString &title = QString(), const QString &shown = QString());
    // A pathway's height: every point of its centre line at `heightMm` above the floor.
    Q_INVOKABLE bool setPathwayHeight(qint64 pathwayId, qint64 heightMm);
    // {id, name, xMm, yMm, rotationDeg, phase (its id), locked} of a rack; empty when there is none.
    Q_INVOKABLE QVariantMap rackInfo(qint64 rackId) const;

    QString lastChange() const { return m_lastChange; }

    // For commands only: applies a change set (exact, as an EditCommand holds it) and emits what
    // changed.
    void applyChangeSet(const edit::ChangeSet &changes);
    // For commands only: replaces every cable and the id counter, emits cablesChanged().
    void applyCables(std::vector<Cable> cables, Id nextId);

signals:
    void projectReset(); // the whole project was replaced (new/open)
    void rackChanged(qint64 id); // one rack's position, rotation or name changed
    // The user edited something whose cables may need routing again (not an undo or redo): the
    // racks of the moved, added or rotated racks, mounted devices and new links.
    void rackEdited(qint64 id);
    // Racks, devices, links or types were added or removed, or devices changed: views rebuild.
    void contentChanged();
    void edited(const QString &what); // a hand edit was made; `what` is lastChange()
    void modifiedChanged();
    void undoStateChanged();
    void lastErrorChanged();
    void errorOccurred(const QString &message);
    void cablesChanged(); // the cables were replaced (routing, or its undo)
    void revisionChanged();
    void findingsChanged();
    void underlaysChanged();

private:
    friend class DocumentFile;
    // The project becomes `project`, living at `path` ("" untitled), with no undo history.
    void replaceProject(Project project, const QString &path);
    void reportError(const QString &message);
    // The model holds what no file has and no undo step explains (a recovered autosave, a
    // generated project): modified until saved.
    void setUnsavedContent();
    void setSaved(); // the model is what the file holds
    void rebuildRackIndex();
    void dropCableIndex(); // the cables changed: the index is made again at the next lookup
    // One more revision: made by `changes` (recorded for the incremental engine), or by something
    // else (null: a new project, every cable replaced), which breaks the engine's chain.
    void bumpRevision(const edit::ChangeSet *changes = nullptr);
    // Runs one core edit on the project, pushes it as one undo step and says what changed.
    bool runEdit(const QString &text, const QString &done, const std::function<edit::ChangeSet(Project &)> &edit,
        int gesture = 0, Id mergeKey = kNoId);
    // runEdit on the first hall: `text` and `done` take its name as %1, `done` `value` as %2 (unless null).
    bool editHall(const QString &text, const QString &done, const QString &value,
        const std::function<edit::ChangeSet(Project &, const std::string &)> &edit);
    bool runEdits(const QString &text, const QString &done,
        const std::function<std::vector<edit::ChangeSet>(Project &)> &edits, int gesture = 0, Id mergeKey = kNoId);
    void afterChange(const edit::ChangeSet &changes);
    // The cables of a reroute, applied: joined to the last edit's undo step, or a step of their own.
    void pushRerouteStep(edit::ChangeSet cables, const QString &text);
    // `done` of a pathway edit, with the number of cables over the pathway that it unroutes.
    QString pathwayDone(const QString &done, qint64 pathwayId) const;
    std::vector<Id> racksToReroute(const edit::ChangeSet &changes) const;

    Project m_project;
    DocumentFile *m_file; // a child
    RecentFiles *m_recentFiles; // a child
    QString m_lastError;
    QUndoStack m_undoStack;
    std::unordered_map<Id, std::size_t> m_rackIndex;
    int m_lastGesture = 0;
    Selection *m_selection; // a child
    // Made again at the first lookup after a change of the cables (Document::cable): an edit at
    // ~100k GPUs changes them twice (the edit, its reroute), and each making is ~570,000 insertions.
    mutable std::unordered_map<Id, std::size_t> m_cableIndex;
    mutable bool m_cableIndexStale = true;
    int m_revision = 0;
    std::shared_ptr<const rules::Findings> m_findings = std::make_shared<rules::Findings>();
    int m_findingsRevision = -1;
    bool m_recovered = false;
    QString m_lastChange;
    EngineJournal m_engine;
};

// For the views, models and jobs that follow a Document (their setDocument): makes `next` the
// `current` one, dropping the old document's connections to `owner` and forgetting the new one when
// it is destroyed. False when `next` is current already; otherwise the owner connects its signals.
template <class Owner> bool switchDocument(Owner *owner, Document *&current, Document *next)
{
    if (next == current)
        return false;
    if (current) {
        QObject::disconnect(current, nullptr, owner, nullptr);
        QObject::disconnect(current->selection(), nullptr, owner, nullptr);
    }
    current = next;
    if (current)
        QObject::connect(current, &QObject::destroyed, owner, [owner] { owner->setDocument(nullptr); });
    return true;
}

} // namespace plenum::app

// SPDX-License-Identifier: GPL-3.0-or-later
// Where the user is looking, shared by every view of a Document: the selected rack (and device in
// it), the cable picked in the cable schedule, the objects of the picked check finding and the phase
// the views show. It is view state, not the project: it is never saved and never undone. The
// Document owns one (document.selection in QML) and keeps it valid as the model changes.
#pragma once

#include "floor/highlight.h"
#include "model/project.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <optional>
#include <unordered_set>

namespace plenum::app {

class Document;

class Selection : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The Document owns its Selection")
    Q_PROPERTY(qint64 rackId READ rackId WRITE setRackId NOTIFY changed)
    Q_PROPERTY(qint64 deviceId READ deviceId WRITE setDeviceId NOTIFY changed)
    // The viewed phase; 0 until a project with phases is loaded, then its first phase.
    Q_PROPERTY(qint64 viewPhaseId READ viewPhaseId WRITE setViewPhaseId NOTIFY viewPhaseChanged)
    // The cable picked in the cable schedule; its route is drawn on the floor plan.
    Q_PROPERTY(qint64 cableId READ cableId WRITE setCableId NOTIFY cableChanged)
    // The objects of the picked check finding (racks, devices, links, cables, pathways); the views mark them.
    Q_PROPERTY(QVariantList highlightedIds READ highlightedIds NOTIFY highlightChanged)

public:
    explicit Selection(Document &document);

    qint64 rackId() const { return m_rack; }
    void setRackId(qint64 id); // unknown ids clear; a different rack clears the device
    qint64 deviceId() const { return m_device; }
    void setDeviceId(qint64 id); // also selects the device's rack
    qint64 viewPhaseId() const { return m_viewPhase; }
    void setViewPhaseId(qint64 id); // unknown ids view the first phase
    qint64 cableId() const { return m_cable; }
    void setCableId(qint64 id); // unknown ids clear

    QVariantList highlightedIds() const;
    const std::unordered_set<Id> &highlight() const { return m_highlight; }
    // What the views mark for the highlight and the selected cable; computed once per change.
    const HighlightShapes &highlightShapes() const;
    // Marks the objects of a finding in every view and selects the most specific one that a view
    // can show (a device, else a rack); an empty list clears the marks.
    Q_INVOKABLE void setHighlight(const QVariantList &ids);
    // Selects the cable with this label (its route is drawn), else highlights the device, rack or
    // pathway of this name. False when nothing has that name. (`plenum --select`.)
    Q_INVOKABLE bool selectByName(const QString &name);

    // For the Document. A new project: nothing selected or marked, its first phase viewed; every
    // signal is emitted.
    void reset();
    // The model changed: selected objects that are gone are dropped (with their signals), the marks
    // are computed again.
    void prune();

signals:
    void changed(); // the selected rack or device
    void viewPhaseChanged();
    void cableChanged();
    void highlightChanged();

private:
    Document &m_document;
    qint64 m_rack = 0;
    qint64 m_device = 0;
    qint64 m_viewPhase = 0;
    qint64 m_cable = 0;
    std::unordered_set<Id> m_highlight;
    QList<qint64> m_highlightOrder; // as given, most specific first
    mutable std::optional<HighlightShapes> m_highlightShapes;
};

} // namespace plenum::app

// SPDX-License-Identifier: GPL-3.0-or-later
// File ▸ New from DXF… (issue #21): a DXF drawing's layers (with the entity counts `plenum-cli
// dxf-layers` prints), each mapped to what it becomes — the hall's outline, columns, CRAHs, CDUs,
// doors, no-go zones, underlay only, or ignored — the drawing's unit ($INSUNITS, or chosen when the
// header has none), and the outcome of that mapping kept current: the hall and obstacles the core
// import makes of it (the preview draws them) or the core's one sentence saying why it cannot.
// Create makes the project through app::projectFromDxfDrawing, the code of `new --from-dxf`.
#pragma once

#include "dxf/dxf_drawing.h"
#include "model/project.h"

#include <QAbstractListModel>
#include <QPointF>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <optional>
#include <vector>

namespace plenum::app {

class Document;

class DxfLayerModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString path READ path NOTIFY loadedChanged)
    Q_PROPERTY(bool loaded READ loaded NOTIFY loadedChanged)
    Q_PROPERTY(QString loadError READ loadError NOTIFY loadedChanged)
    Q_PROPERTY(QStringList meanings READ meanings CONSTANT)
    Q_PROPERTY(QStringList units READ units CONSTANT)
    Q_PROPERTY(QString headerUnit READ headerUnit NOTIFY loadedChanged)
    Q_PROPERTY(int unitIndex READ unitIndex WRITE setUnitIndex NOTIFY mappingChanged)
    Q_PROPERTY(QString problem READ problem NOTIFY mappingChanged)
    Q_PROPERTY(QString summary READ summary NOTIFY mappingChanged)

public:
    // The order of `meanings`.
    enum Meaning { Outline, Column, Crah, Cdu, Door, NoGo, UnderlayOnly, Ignore, MeaningCount };
    enum Role { NameRole = Qt::UserRole + 1, EntitiesRole, ContentsRole, MeaningRole };

    explicit DxfLayerModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Reads the drawing (a path or file: URL); false with loadError set when it cannot be read.
    // Layers get a meaning guessed from their names (A-WALL-OUTLINE → outline, S-COLS → columns, …).
    Q_INVOKABLE bool load(const QString &pathOrUrl);
    // A meaning held by one layer only (outline … no-go) moves: its former layer becomes underlay only.
    Q_INVOKABLE void setMeaning(int row, int meaning);
    // The project of this mapping becomes the document; false (problem set) when it cannot be made.
    Q_INVOKABLE bool create(plenum::app::Document *document);

    QString path() const { return m_path; }
    bool loaded() const { return m_drawing.has_value(); }
    QString loadError() const { return m_loadError; }
    QStringList meanings() const;
    QStringList units() const;
    QString headerUnit() const;
    int unitIndex() const { return m_unitIndex; }
    void setUnitIndex(int index);
    QString problem() const { return m_problem; }
    QString summary() const { return m_summary; }

    // What the preview draws, in floor millimetres of the hall to be made: the drawing's lines
    // (ignored layers left out), the hall's outline and its obstacles (empty while refused).
    const std::vector<std::vector<QPointF>> &drawingLines() const { return m_lines; }
    const std::vector<Point> &hallOutline() const { return m_hall; }
    const std::vector<Obstacle> &obstacles() const { return m_obstacles; }

signals:
    void loadedChanged();
    void mappingChanged();

private:
    std::optional<dxf::Drawing> m_drawing;
    std::vector<int> m_meaning; // per layer
    QString m_path, m_loadError, m_problem, m_summary;
    int m_unitIndex = -1; // into units(); -1: none chosen
    std::vector<std::vector<QPointF>> m_lines;
    std::vector<Point> m_hall;
    std::vector<Obstacle> m_obstacles;

    void remap(); // recomputes the outcome and the preview
};

} // namespace plenum::app

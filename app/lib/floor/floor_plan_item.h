// SPDX-License-Identifier: GPL-3.0-or-later
// The floor plan drawn to scale with the Qt Quick scene graph: halls, aisles, obstacles, pathways
// and racks batched into a few vertex-coloured geometry nodes under one transform, so pan and
// zoom only change a matrix (DESIGN.md §11). Left-drag on a rack previews it (and the rest of the
// selection, when it is selected) at the snapped offset, red with the reason where the racks may
// not stand, and the release moves them all through Document::moveRacks (one edit, one undo step)
// or is refused (floor_plan_rack_drag.cpp); drag on empty floor or middle-drag pans, the wheel
// zooms around the cursor.
#pragma once

#include "floor/floor_geometry.h"
#include "floor/highlight.h"
#include "floor/rack_roles.h"
#include "models/asbuilt_marks.h"

#include <QColor>
#include <QPointF>
#include <QQuickItem>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <set>

namespace plenum::app {

class AsbuiltModel;
class Document;

class FloorPlanItem : public QQuickItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(plenum::app::Document *document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(qint64 selectedRackId READ selectedRackId WRITE setSelectedRackId NOTIFY selectionChanged)
    Q_PROPERTY(QString selectedRackName READ selectedRackName NOTIFY selectionChanged)
    // Every selected rack (the selected one first, then those added with Ctrl+click).
    Q_PROPERTY(QVariantList selectedRackIds READ selectedRackIds NOTIFY selectionChanged)
    // Shift+drag on the floor: the band being drawn (item coordinates), empty when none; on release
    // the racks whose centres lie inside it are selected (floor_plan_selection.cpp).
    Q_PROPERTY(QRectF rubberBand READ rubberBand NOTIFY rubberBandChanged)
    // Drawn objects (issue #18, floor_plan_drawing.cpp): the obstacle or pathway a click selected
    // (selecting one clears the racks, and a rack clears them); a drag moves it — or, on a handle
    // of the selected pathway, that vertex — and the release makes it one edit. While dragging,
    // objectDragMm is the snapped offset and dragVertex the handle (-1: none) for the preview.
    Q_PROPERTY(
        qint64 selectedObstacleId READ selectedObstacleId WRITE setSelectedObstacleId NOTIFY objectSelectionChanged)
    Q_PROPERTY(qint64 selectedPathwayId READ selectedPathwayId WRITE setSelectedPathwayId NOTIFY objectSelectionChanged)
    Q_PROPERTY(QPointF objectDragMm READ objectDragMm NOTIFY objectDragChanged)
    // A rack drag (issue #18): where the dragged racks would stand, [{widthMm, depthMm, x, y,
    // rotation, problem}] (floor mm; the reason, as Document::moveRacksProblem says it, on the first
    // only), and that reason ("" when the release would move them); empty when no rack is dragged.
    Q_PROPERTY(QVariantList rackDrag READ rackDrag NOTIFY rackDragChanged)
    Q_PROPERTY(QString rackDragProblem READ rackDragProblem NOTIFY rackDragChanged)
    // A row in one drag (floor_plan_row_drag.cpp): with a rack type chosen (the palette's), Ctrl+drag
    // on the floor lays out racks of it side by side along the drag — the previews above, the
    // first captioned with their number — and the release adds them as one row (one undo step).
    Q_PROPERTY(QString rowRackType MEMBER m_rowRackType NOTIFY rowRackTypeChanged)
    Q_PROPERTY(int dragVertex READ dragVertex NOTIFY objectDragChanged)
    // The item position of world (0, 0): with pixelsPerMetre, what overlays bind their drawing to.
    Q_PROPERTY(QPointF viewOrigin READ viewOrigin NOTIFY viewChanged)
    Q_PROPERTY(double pixelsPerMetre READ pixelsPerMetre NOTIFY viewChanged)
    Q_PROPERTY(QPointF cursorMetres READ cursorMetres NOTIFY cursorChanged)
    Q_PROPERTY(bool cursorInside READ cursorInside NOTIFY cursorChanged)
    Q_PROPERTY(QVariantList labels READ labels NOTIFY labelsChanged)
    Q_PROPERTY(double labelMinRackPixels MEMBER m_labelMinRackPixels NOTIFY labelsChanged)
    Q_PROPERTY(QColor floorColor MEMBER m_floorColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor gridColor MEMBER m_gridColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor wallColor MEMBER m_wallColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor obstacleColor MEMBER m_obstacleColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor obstacleOutlineColor MEMBER m_obstacleOutlineColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor coldAisleColor MEMBER m_coldAisleColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor hotAisleColor MEMBER m_hotAisleColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor rackColor MEMBER m_rackColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor rackFutureColor MEMBER m_rackFutureColor NOTIFY colorsChanged)
    // Racks by role (rack_roles.h); rackColor is for racks of no role. Later racks are these, faded.
    Q_PROPERTY(QColor rackGpuColor MEMBER m_rackGpuColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor rackNetworkColor MEMBER m_rackNetworkColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor rackStorageColor MEMBER m_rackStorageColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor rackOutlineColor MEMBER m_rackOutlineColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor rackFrontColor MEMBER m_rackFrontColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor selectionColor MEMBER m_selectionColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor pathwayDataColor MEMBER m_pathwayDataColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor pathwayFiberColor MEMBER m_pathwayFiberColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor pathwayPowerColor MEMBER m_pathwayPowerColor NOTIFY colorsChanged)
    // The Document's highlight (a check finding's racks) and the selected cable's route.
    Q_PROPERTY(QColor highlightColor MEMBER m_highlightColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor routeColor MEMBER m_routeColor NOTIFY colorsChanged)
    // How many racks and route segments are marked now (tests, status).
    // Centre (and zoom in) on the highlight whenever it changes: the previews of the checks and cables.
    Q_PROPERTY(bool followHighlight MEMBER m_followHighlight NOTIFY highlightChanged)
    Q_PROPERTY(int highlightedRackCount READ highlightedRackCount NOTIFY highlightChanged)
    Q_PROPERTY(int highlightedLineCount READ highlightedLineCount NOTIFY highlightChanged)
    // An imported discovery (issue #19, floor_plan_asbuilt.cpp): the cables of miswired and swapped
    // links stroked in asbuiltWrongColor, those of missing links dashed in asbuiltMissingColor.
    Q_MOC_INCLUDE("models/asbuilt_model.h")
    Q_PROPERTY(plenum::app::AsbuiltModel *asbuilt READ asbuilt WRITE setAsbuilt NOTIFY asbuiltChanged)
    Q_PROPERTY(QColor asbuiltWrongColor MEMBER m_asbuiltWrongColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor asbuiltMissingColor MEMBER m_asbuiltMissingColor NOTIFY colorsChanged)
    Q_PROPERTY(int asbuiltWrongCableCount READ asbuiltWrongCableCount NOTIFY asbuiltChanged)
    Q_PROPERTY(int asbuiltMissingCableCount READ asbuiltMissingCableCount NOTIFY asbuiltChanged)
    Q_PROPERTY(int asbuiltDashCount READ asbuiltDashCount NOTIFY asbuiltChanged)

public:
    explicit FloorPlanItem(QQuickItem *parent = nullptr);

    Document *document() const { return m_document; }
    void setDocument(Document *document);
    qint64 selectedRackId() const { return m_selectedRack; }
    void setSelectedRackId(qint64 id);
    QString selectedRackName() const;
    double pixelsPerMetre() const { return m_scale * 1000.0; }
    QPointF cursorMetres() const { return m_cursorMm / 1000.0; }
    bool cursorInside() const { return m_cursorInside; }
    QVariantList labels() const { return m_labels; }

    Q_INVOKABLE void zoomToFit();
    Q_INVOKABLE void zoomBy(double factor); // around the centre of the item
    // World millimetres ↔ item pixels.
    Q_INVOKABLE QPointF mapToWorld(QPointF itemPoint) const;
    Q_INVOKABLE QPointF mapFromWorld(QPointF worldMm) const;
    QVariantList selectedRackIds() const;
    // A floor point snapped as a rack centre snaps (half a tile of the hall), or to 10 mm when `free`.
    Q_INVOKABLE QPointF snapWorld(QPointF worldMm, bool free = false) const;
    // The rack under an item point, or 0.
    Q_INVOKABLE qint64 rackAt(QPointF itemPoint) const;
    QRectF rubberBand() const { return m_band; }
    // Selects the racks whose centres lie in `worldRectMm` (replacing the selection), as one
    // multiple selection; none: the selection is cleared.
    Q_INVOKABLE void selectRacksIn(QRectF worldRectMm);
    // Centres the view on the highlighted racks and route (keeping the zoom unless they do not fit).
    Q_INVOKABLE void showHighlight();
    int highlightedRackCount() const { return int(m_highlightShapes.racks.size()); }
    int highlightedLineCount() const { return int(m_highlightShapes.lines.size()); }
    qint64 selectedObstacleId() const { return m_selectedObstacle; }
    void setSelectedObstacleId(qint64 id);
    qint64 selectedPathwayId() const { return m_selectedPathway; }
    void setSelectedPathwayId(qint64 id);
    QPointF objectDragMm() const { return m_objectDragMm; }
    QVariantList rackDrag() const { return m_rackDragGhosts; }
    QString rackDragProblem() const { return m_rackDragProblem; }
    int dragVertex() const { return m_dragVertex; }
    QPointF viewOrigin() const { return m_origin; }
    // The obstacle / pathway under an item point (the topmost), or 0; the handle (a vertex of the
    // selected pathway, a corner of the selected obstacle) within a few pixels of it, or -1.
    Q_INVOKABLE qint64 obstacleAt(QPointF itemPoint) const;
    Q_INVOKABLE qint64 pathwayAt(QPointF itemPoint) const;
    Q_INVOKABLE int pathwayVertexAt(QPointF itemPoint) const;
    // A floor point on the hall's tile grid (where outlines and pathways are drawn), or to 10 mm
    // when `free`.
    Q_INVOKABLE QPointF snapTile(QPointF worldMm, bool free = false) const;
    AsbuiltModel *asbuilt() const { return m_asbuilt; }
    void setAsbuilt(AsbuiltModel *model);
    int asbuiltWrongCableCount() const { return int(m_asbuiltMarks.wrong_cables.size()); }
    int asbuiltMissingCableCount() const { return int(m_asbuiltMarks.missing_cables.size()); }
    int asbuiltDashCount() const; // dashes of the missing cables' strokes at the current zoom

signals:
    // A right click on rack `rackId` (0: on the floor, or on the obstacle or pathway it selected)
    // at `position` (item coordinates).
    void contextMenuRequested(qint64 rackId, QPointF position);
    void documentChanged();
    void selectionChanged();
    void viewChanged();
    void cursorChanged();
    void labelsChanged();
    void colorsChanged();
    void highlightChanged();
    void rubberBandChanged();
    void asbuiltChanged();
    void objectSelectionChanged();
    void objectDragChanged();
    void rackDragChanged();
    void rowRackTypeChanged();

protected:
    QSGNode *updatePaintNode(QSGNode *old, UpdatePaintNodeData *) override;
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    // Editing keys (issue #18): R rotates the selected racks 90°, Ctrl+D duplicates, Del deletes,
    // arrows nudge by 100 mm (Shift: one tile); each one undo step.
    void keyPressEvent(QKeyEvent *event) override;
    void hoverMoveEvent(QHoverEvent *event) override;
    void hoverLeaveEvent(QHoverEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;

private:
    enum class Drag { None, Pan, MoveRack, RubberBand, MoveObject, MoveVertex, Row };
    // floor_plan_drawing.cpp: a left press on an obstacle, pathway or handle (true: taken), the
    // drag that follows, its release (the edit), and Del / Esc on a selected object.
    bool pressObject(QMouseEvent *event);
    void dragObject(QPointF itemPoint, bool free);
    void releaseObject();
    bool objectKey(QKeyEvent *event);
    std::vector<QPointF> handlePoints() const; // of the selected pathway or obstacle, floor mm
    // floor_plan_rack_drag.cpp: a press on rack `hit` starts a rack drag (the selection when `hit`
    // is in it), the drag previews the move, the release makes it one edit.
    void pressRack(qint64 hit);
    void dragRacks(QPointF itemPoint, bool free);
    void releaseRacks();
    void clearRackDrag();
    // floor_plan_row_drag.cpp: Ctrl+press on the floor with a rack type chosen, the row the drag
    // spans, its release (Document::addRackRow).
    void pressRow();
    void dragRow(QPointF itemPoint, bool free);
    void releaseRow();
    int tileOf(Id hall) const;
    void onProjectReset();
    void onRackChanged(qint64 id);
    void onContentChanged();
    void setView(double scale, QPointF origin);
    void setCursorWorld(QPointF itemPoint, bool inside);
    void scheduleLabels();
    void rebuildLabels();
    FloorColors colors() const;
    void writeRackVertices(std::size_t slot, VertexList::Vertex *fill, VertexList::Vertex *outline) const;
    QColor rackFillColor(std::size_t slot, bool later) const;
    VertexList selectionBand() const;
    void onHighlightChanged();
    VertexList highlightGeometry() const; // rack bands and route strokes, sized in pixels
    void refreshAsbuilt();
    void appendAsbuiltGeometry(VertexList &out) const; // into the highlight's geometry, below it
    double gridOpacity() const;
    // The software scene graph (QT_QPA_PLATFORM=offscreen, no GPU) has no custom geometry: paint
    // the same vertex lists with QPainter into one texture instead.
    QSGNode *updateSoftwareNode(QSGNode *old);
    RackShape shapeOf(const Rack &rack) const;
    int snapGridMm(const Rack &rack) const;

    Document *m_document = nullptr;
    double m_scale = 0.1; // pixels per millimetre
    QPointF m_origin; // item position of world (0, 0); world y grows upwards
    bool m_fitPending = true;
    bool m_fitted = false; // the view is as zoomToFit() left it: a resize fits again
    bool m_staticDirty = true; // halls, obstacles, pathways, all racks
    std::set<qint64> m_dirtyRacks;
    std::vector<RackRole> m_rackRoles; // by rack slot; refreshed with the static geometry
    bool m_selectionDirty = true;
    bool m_highlightDirty = true;
    bool m_followHighlight = false;
    HighlightShapes m_highlightShapes;
    AsbuiltModel *m_asbuilt = nullptr;
    AsbuiltMarks m_asbuiltMarks;
    qint64 m_selectedRack = 0;
    QList<qint64> m_moreRacks; // Ctrl+click: selected besides m_selectedRack
    QRectF m_band; // the rubber band being drawn
    Drag m_drag = Drag::None;
    qint64 m_selectedObstacle = 0;
    qint64 m_selectedPathway = 0;
    QPointF m_objectDragMm; // snapped offset of the object or vertex being dragged
    int m_dragVertex = -1;
    QPointF m_vertexStartMm;
    QVariantList m_dragRacks; // ids of the racks a rack drag moves, the grabbed one first
    QPointF m_rackDragMm; // their snapped offset
    QVariantList m_rackDragGhosts;
    QString m_rackDragProblem;
    QString m_rowRackType;
    QPointF m_rowStartMm; // the snapped centre of a row's first rack, where the drag began
    QPointF m_rowFirstMm; // the centre of its first rack (west- or southmost) as the drag ends
    int m_rowCount = 0;
    int m_rowFacing = 0;
    QPointF m_pressPos, m_lastPos, m_grabOffsetMm;
    bool m_dragStarted = false;
    QPointF m_cursorMm;
    bool m_cursorInside = false;
    QVariantList m_labels;
    bool m_labelsScheduled = false;
    double m_labelMinRackPixels = 26;
    QColor m_floorColor, m_gridColor, m_wallColor, m_obstacleColor, m_obstacleOutlineColor, m_coldAisleColor,
        m_hotAisleColor, m_rackColor, m_rackFutureColor, m_rackOutlineColor, m_rackFrontColor, m_selectionColor,
        m_pathwayDataColor, m_pathwayFiberColor, m_pathwayPowerColor, m_rackGpuColor, m_rackNetworkColor,
        m_rackStorageColor, m_highlightColor, m_routeColor;
    QColor m_asbuiltWrongColor, m_asbuiltMissingColor;
};

} // namespace plenum::app

// SPDX-License-Identifier: GPL-3.0-or-later
// The floor-plan view: the scene-graph floor plan, its labels (rack names when zoomed in, row
// tags, hall name), zoom buttons, a scale bar and a legend. A rack type dragged from the palette
// is previewed where it would stand (snapped to the tile grid, Alt: free) and placed on release,
// unless it may not stand there: then the preview is red with the reason and the drop is refused.
// A rack dragged on the plan (with the rest of the selection), and a row laid out by Ctrl+drag with
// the palette's chosen rack type, are previewed the same way (FloorPlanItem.rackDrag).
// Underlays (the architect's drawing) lie under the plan, whose floor then lets them show through;
// their bar sets opacity, rotation, placement (typed, or dragged with Move) and lock, and
// Calibrate takes two clicks and a distance.
// With drawTools (the main floor plan, not the previews of other views) a tool bar draws the hall
// outline, obstacles and pathways (DrawOverlay.qml), and the selected obstacle or pathway is
// outlined with its handles (ObjectOverlay.qml).
// While a rack is previewed (a palette drag, a rack drag or a row) nothing under the preview
// changes: the plan with its underlays and labels is then drawn once into a texture and each frame
// only composites it under the preview (cachePlan, issue #18: on the 16k hall Mesa's software
// OpenGL redrew every rack and tray per frame). Should it change meanwhile (a wheel zoom), the
// texture is redrawn. The zoom buttons, scale bar and legend stay out of it: small, and drawn at
// fractional positions a texture would shift by a pixel.
import QtQuick
import QtQuick.Controls
import Plenum

Item {
    id: view

    required property Document document
    readonly property alias plan: plan
    readonly property alias legend: legend
    property bool showLegend: true
    property bool drawTools: false
    readonly property alias drawing: drawing
    property alias followHighlight: plan.followHighlight
    property alias asbuilt: plan.asbuilt // an imported discovery's differences, marked per class
    readonly property alias ghost: ghost
    readonly property alias underlays: underlays
    readonly property alias calibration: calibration
    // Whether the plan is cached while a preview shows (off: redrawn every frame, as before issue
    // #18; plenum-bench-frames compares both), and whether it is cached now.
    property bool cachePlan: true
    readonly property bool planCached: planLayer.layer.enabled
    signal dropRefused(string reason)

    // `entry` from the palette; `point` in this view's coordinates. A move that snaps to the place
    // already previewed, with the project unchanged (its revision), keeps the preview and its check.
    function previewRack(entry, point, free) {
        if (!contains(point)) {
            ghost.placing = null
            return
        }
        const world = plan.snapWorld(plan.mapToWorld(point), free)
        const shown = ghost.placing
        if (shown && shown.slug === entry.slug && shown.x === world.x && shown.y === world.y
                && shown.revision === document.revision)
            return
        ghost.placing = { slug: entry.slug, widthMm: entry.widthMm, depthMm: entry.depthMm, x: world.x, y: world.y,
                          rotation: 0, revision: document.revision,
                          problem: document.rackPlacementProblem(entry.slug, world.x, world.y, 0) }
    }
    function dropRack(entry, point, free) {
        previewRack(entry, point, free)
        const placing = ghost.placing
        ghost.placing = null
        if (!placing)
            return false
        if (placing.problem !== "") {
            view.dropRefused(placing.problem)
            return false
        }
        return document.addRack(placing.slug, Math.round(placing.x), Math.round(placing.y), 0)
    }

    clip: true

    Item { // the plan and what lies on it, in their order; one texture while previewing
        id: planLayer
        objectName: "planLayer"
        anchors.fill: parent
        layer.enabled: view.cachePlan && (ghost.placing !== null || plan.rackDrag.length > 0)

        Rectangle {
            anchors.fill: parent
            color: Theme.canvas
        }

        UnderlayItem {
            id: underlays
            objectName: "underlays"
            anchors.fill: parent
            document: view.document
            plan: plan
        }

        FloorPlanItem {
            id: plan
            objectName: "floorPlan"
            anchors.fill: parent
            document: view.document
            focus: true

            floorColor: view.document.underlays.length > 0 ? Qt.rgba(Theme.floor.r, Theme.floor.g, Theme.floor.b, 0.3)
                                                           : Theme.floor
            gridColor: Theme.grid
            wallColor: Theme.wall
            obstacleColor: Theme.obstacle
            obstacleOutlineColor: Theme.obstacleOutline
            coldAisleColor: Theme.coldAisle
            hotAisleColor: Theme.hotAisle
            rackColor: Theme.rack
            rackFutureColor: Theme.rackFuture
            rackGpuColor: Theme.rackGpu
            rackNetworkColor: Theme.rackNetwork
            rackStorageColor: Theme.rackStorage
            rackOutlineColor: Theme.rackOutline
            rackFrontColor: Theme.rackFront
            selectionColor: Theme.selection
            pathwayDataColor: Theme.pathwayData
            pathwayFiberColor: Theme.pathwayFiber
            pathwayPowerColor: Theme.pathwayPower
            highlightColor: Theme.highlight
            routeColor: Theme.route
            asbuiltWrongColor: Theme.asbuiltWrong
            asbuiltMissingColor: Theme.asbuiltMissing

            Keys.onEscapePressed: {
                plan.selectedRackId = 0
                plan.selectedObstacleId = 0
            }
        }

        Repeater {
            model: plan.labels
            delegate: FloorLabel {}
        }

        Label {
            anchors.centerIn: parent
            visible: view.document.hallCount === 0
            text: qsTr("No hall yet. Use File ▸ New to start from the starter template, or File ▸ Open.")
            color: Theme.textMuted
            font.pixelSize: Theme.fontNormal + 2
        }
    }

    ObjectOverlay {
        anchors.fill: parent
        plan: plan
        document: view.document
        z: 4
    }

    Rectangle { // Shift+drag on the floor: the racks whose centres it covers are selected
        objectName: "rubberBand"
        visible: plan.rubberBand.width > 0
        x: plan.rubberBand.x
        y: plan.rubberBand.y
        width: plan.rubberBand.width
        height: plan.rubberBand.height
        z: 6
        color: Qt.rgba(0.12, 0.44, 0.77, 0.15)
        border.color: Theme.accent
    }

    RackGhost {
        id: ghost
        anchors.fill: parent
        plan: plan
        z: 5
    }

    Repeater { // a rack drag: where the dragged racks would stand, red with the reason when refused
        objectName: "rackDragGhosts"
        model: plan.rackDrag
        delegate: RackGhost {
            required property var modelData
            anchors.fill: parent
            plan: view.plan
            placing: modelData
            z: 5
        }
    }

    CalibrationOverlay {
        id: calibration
        objectName: "calibration"
        anchors.fill: parent
        plan: plan
        z: 6
        onPicked: (id, a, b) => calibrateDialog.ask(id, a, b)
    }

    CalibrateDialog {
        id: calibrateDialog
        document: view.document
    }

    DrawOverlay {
        id: drawing
        objectName: "drawOverlay"
        anchors.fill: parent
        plan: plan
        document: view.document
        z: 6
        enabled: view.drawTools && active
    }

    DrawToolBar {
        id: drawToolBar
        objectName: "drawToolBar"
        anchors.left: parent.left
        anchors.top: parent.top
        anchors.margins: Theme.spacing * 1.5
        overlay: drawing
        document: view.document
        visible: view.drawTools && view.visible && view.document.hallCount > 0
        enabled: visible
        z: 7
    }

    // Move in the underlay bar: a drag anywhere on the plan shifts the drawing (previewed by the
    // underlay item, nothing edited) and its release places it, one undo step.
    MouseArea {
        objectName: "underlayDragArea"
        anchors.fill: parent
        z: 6
        visible: underlayBar.dragging
        cursorShape: Qt.SizeAllCursor
        property point startMm
        onPressed: mouse => {
            startMm = plan.mapToWorld(Qt.point(mouse.x, mouse.y))
            underlays.previewOffsetMm = Qt.point(0, 0)
            underlays.previewId = underlayBar.underlay.id
        }
        onPositionChanged: mouse => {
            const at = plan.mapToWorld(Qt.point(mouse.x, mouse.y))
            underlays.previewOffsetMm = Qt.point(at.x - startMm.x, at.y - startMm.y)
        }
        onReleased: {
            const dx = underlays.previewOffsetMm.x, dy = underlays.previewOffsetMm.y // numbers, not a reference
            const u = underlayBar.underlay
            underlays.previewId = 0
            underlays.previewOffsetMm = Qt.point(0, 0)
            if (Math.round(dx) !== 0 || Math.round(dy) !== 0)
                underlayBar.place(u.xMm + dx, u.yMm + dy, u.mmPerPx)
        }
        onCanceled: underlays.previewId = 0
    }

    UnderlayBar {
        id: underlayBar
        objectName: "underlayBar"
        anchors.left: parent.left
        anchors.top: drawToolBar.visible ? drawToolBar.bottom : parent.top
        anchors.margins: Theme.spacing * 1.5
        document: view.document
        z: 7
        onCalibrateRequested: id => calibration.start(id)
    }

    ZoomControls {
        anchors.right: parent.right
        // Below the drawing tool bar where the bar (the pathway tool's row) reaches across to them.
        anchors.top: drawToolBar.visible && drawToolBar.x + drawToolBar.width + Theme.spacing * 3 > view.width - width
                     ? drawToolBar.bottom : parent.top
        anchors.margins: Theme.spacing * 1.5
        floorPlan: plan
    }

    ScaleBar {
        anchors.left: parent.left
        anchors.bottom: parent.bottom
        anchors.margins: Theme.spacing * 2
        pixelsPerMetre: plan.pixelsPerMetre
        visible: view.document.hallCount > 0
    }

    Legend {
        id: legend
        objectName: "legend"
        // Open where it leaves most of the plan free; a click on its title folds or opens it.
        expanded: view.width >= 760 && view.height >= 520
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: Theme.spacing * 1.5
        visible: view.showLegend && view.document.hallCount > 0
    }
}

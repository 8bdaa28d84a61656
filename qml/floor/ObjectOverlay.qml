// SPDX-License-Identifier: GPL-3.0-or-later
// The obstacle or pathway selected on the floor plan (issue #18): its outline or centre line in the
// accent colour, a handle at each corner or point, and while a drag is under way where it would go
// (FloorPlanItem.objectDragMm; nothing changes until the release). Takes no mouse events.
import QtQuick
import QtQuick.Shapes
import Plenum

Item {
    id: overlay

    required property FloorPlanItem plan
    required property Document document
    // Re-read after every edit and undo (revision) and whenever the view pans or zooms.
    // (The revision is compared, not merely named: a comma expression's unused left side is
    // dropped by the QML compiler, and with it the binding's dependency.)
    readonly property var obstacle: document.revision >= 0 && plan.selectedObstacleId !== 0
                                    ? document.obstacleInfo(plan.selectedObstacleId) : null
    readonly property var pathway: document.revision >= 0 && plan.selectedPathwayId !== 0
                                   ? document.pathwayInfo(plan.selectedPathwayId) : null
    readonly property var worldPoints: {
        const source = obstacle && obstacle.outline ? obstacle.outline : pathway && pathway.points ? pathway.points : []
        const d = plan.objectDragMm
        const out = []
        for (let i = 0; i < source.length; ++i) {
            const moved = plan.dragVertex < 0 || plan.dragVertex === i
            out.push(Qt.point(source[i].x + (moved ? d.x : 0), source[i].y + (moved ? d.y : 0)))
        }
        if (obstacle && out.length > 0)
            out.push(out[0]) // closed; a dragged first corner closes it where it goes
        return out
    }
    readonly property var itemPoints: {
        plan.viewOrigin; plan.pixelsPerMetre
        return worldPoints.map(p => plan.mapFromWorld(p))
    }

    visible: worldPoints.length > 0

    Shape {
        objectName: "selectedObjectOutline"
        anchors.fill: parent
        ShapePath {
            strokeColor: Theme.accent
            strokeWidth: 3
            fillColor: overlay.obstacle ? Qt.rgba(0.12, 0.44, 0.77, 0.2) : "transparent"
            PathPolyline { path: overlay.itemPoints }
        }
    }

    Repeater { // a pathway's points or an obstacle's corners: drag one to reshape it
        model: overlay.obstacle ? overlay.itemPoints.slice(0, overlay.itemPoints.length - 1) : overlay.itemPoints
        delegate: Rectangle {
            required property point modelData
            required property int index
            objectName: "handle" + index
            x: modelData.x - 5
            y: modelData.y - 5
            width: 10
            height: 10
            color: Theme.panel
            border.color: Theme.accent
            border.width: 2
        }
    }
}

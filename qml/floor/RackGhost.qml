// SPDX-License-Identifier: GPL-3.0-or-later
// The drop preview of a rack on the floor plan: its footprint, translucent, red with the reason
// when the rack may not stand there (Document.rackPlacementProblem, the checker's own sentence).
import QtQuick
import QtQuick.Controls
import Plenum

Item {
    id: ghost

    required property FloorPlanItem plan
    property var placing: null // {slug, widthMm, depthMm, x, y, rotation, problem[, caption]}
    readonly property bool refused: placing !== null && placing.problem !== ""
    readonly property point centre: placing ? (plan.pixelsPerMetre, plan.mapFromWorld(Qt.point(placing.x, placing.y)))
                                            : Qt.point(0, 0)

    visible: placing !== null

    Rectangle {
        objectName: "rackGhost"
        width: ghost.placing ? ghost.placing.widthMm * ghost.plan.pixelsPerMetre / 1000 : 0
        height: ghost.placing ? ghost.placing.depthMm * ghost.plan.pixelsPerMetre / 1000 : 0
        x: ghost.centre.x - width / 2
        y: ghost.centre.y - height / 2
        rotation: ghost.placing ? ghost.placing.rotation : 0
        color: ghost.refused ? Qt.rgba(0.9, 0.1, 0.1, 0.35) : Qt.rgba(0.12, 0.44, 0.77, 0.35)
        border.color: ghost.refused ? Theme.error : Theme.accent
        border.width: 2
    }

    Label { // what the preview places ("8 racks" for a row), when it may
        objectName: "rackGhostCaption"
        visible: !ghost.refused && ghost.placing !== null && (ghost.placing.caption || "") !== ""
        text: ghost.placing && ghost.placing.caption ? ghost.placing.caption : ""
        x: Math.max(0, Math.min(ghost.centre.x + 12, ghost.plan.width - width))
        y: Math.max(0, ghost.centre.y + 12)
        color: "#ffffff"
        padding: 4
        background: Rectangle {
            color: Theme.accent
            radius: Theme.radius
        }
    }

    Label {
        objectName: "rackGhostReason"
        visible: ghost.refused
        text: ghost.placing ? ghost.placing.problem : ""
        x: Math.max(0, Math.min(ghost.centre.x + 12, ghost.plan.width - width))
        y: Math.max(0, ghost.centre.y + 12)
        width: Math.min(implicitWidth, 360)
        wrapMode: Text.Wrap
        color: "#ffffff"
        padding: 4
        background: Rectangle {
            color: Theme.error
            radius: Theme.radius
        }
    }
}

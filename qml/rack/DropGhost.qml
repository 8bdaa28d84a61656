// SPDX-License-Identifier: GPL-3.0-or-later
// Where a dragged device would land in the rack elevation: a translucent box over its U, red with
// the reason beside it when the drop would be refused. `placing` is {rect, problem} in the parent's
// coordinates, or null.
import QtQuick
import QtQuick.Controls
import Plenum

Item {
    id: ghost

    property var placing: null
    property string boxName
    property string reasonName
    anchors.fill: parent

    Rectangle {
        objectName: ghost.boxName
        visible: ghost.placing !== null
        x: ghost.placing ? ghost.placing.rect.x : 0
        y: ghost.placing ? ghost.placing.rect.y : 0
        width: ghost.placing ? ghost.placing.rect.width : 0
        height: ghost.placing ? ghost.placing.rect.height : 0
        color: ghost.placing && ghost.placing.problem !== "" ? Qt.rgba(0.9, 0.1, 0.1, 0.35) : Qt.rgba(0.12, 0.44, 0.77, 0.35)
        border.color: ghost.placing && ghost.placing.problem !== "" ? Theme.error : Theme.accent
        border.width: 2
    }
    Label {
        objectName: ghost.reasonName
        visible: ghost.placing !== null && ghost.placing.problem !== ""
        text: ghost.placing ? ghost.placing.problem : ""
        x: ghost.placing ? Math.max(0, Math.min(ghost.placing.rect.x + ghost.placing.rect.width + 8, ghost.width - width)) : 0
        y: ghost.placing ? ghost.placing.rect.y : 0
        width: Math.min(implicitWidth, 320)
        wrapMode: Text.Wrap
        color: "#ffffff"
        padding: 4
        background: Rectangle {
            color: Theme.error
            radius: Theme.radius
        }
    }
}

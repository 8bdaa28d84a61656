// SPDX-License-Identifier: GPL-3.0-or-later
// Calibrating an underlay (issue #18): while active it takes the clicks on the floor plan; the
// first two mark points of the drawing (in floor millimetres, as it lies now), then `picked` asks
// for their distance. Escape or a right click cancels.
import QtQuick
import QtQuick.Controls
import Plenum

MouseArea {
    id: overlay

    required property FloorPlanItem plan
    property var underlayId: 0
    property var points: [] // floor millimetres
    readonly property bool active: underlayId !== 0
    signal picked(var underlayId, point a, point b)

    function start(id) {
        points = []
        underlayId = id
        forceActiveFocus()
    }
    function cancel() {
        points = []
        underlayId = 0
    }

    visible: active
    enabled: active
    acceptedButtons: Qt.LeftButton | Qt.RightButton
    cursorShape: Qt.CrossCursor
    hoverEnabled: true
    Keys.onEscapePressed: cancel()

    onClicked: mouse => {
        if (mouse.button === Qt.RightButton) {
            cancel()
            return
        }
        const world = plan.mapToWorld(Qt.point(mouse.x, mouse.y))
        points = points.concat([world])
        if (points.length === 2) {
            const id = underlayId
            const a = points[0], b = points[1]
            cancel()
            overlay.picked(id, a, b)
        }
    }

    Rectangle {
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.top
        anchors.topMargin: Theme.spacing * 6
        color: Theme.panel
        border.color: Theme.accent
        radius: Theme.radius
        width: hint.implicitWidth + 16
        height: hint.implicitHeight + 8
        Label {
            id: hint
            anchors.centerIn: parent
            text: overlay.points.length === 0 ? qsTr("Click the first point of a known distance on the drawing (Esc cancels)")
                                              : qsTr("Click the second point")
        }
    }

    Repeater {
        model: overlay.points
        delegate: Rectangle {
            required property var modelData
            readonly property point at: overlay.plan.mapFromWorld(modelData)
            x: at.x - 5
            y: at.y - 5
            width: 10
            height: 10
            radius: 5
            color: Theme.accent
        }
    }
}

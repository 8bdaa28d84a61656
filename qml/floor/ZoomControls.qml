// SPDX-License-Identifier: GPL-3.0-or-later
// Zoom in, zoom out and fit buttons floating over the floor plan.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

Rectangle {
    id: controls

    required property FloorPlanItem floorPlan

    implicitWidth: column.implicitWidth + 8
    implicitHeight: column.implicitHeight + 8
    radius: Theme.radius
    color: Theme.panel
    border.color: Theme.panelBorder

    ColumnLayout {
        id: column
        anchors.centerIn: parent
        spacing: 2

        ToolButton {
            text: "+"
            font.pixelSize: 16
            ToolTip.text: qsTr("Zoom in")
            ToolTip.visible: hovered
            onClicked: controls.floorPlan.zoomBy(1.25)
        }
        ToolButton {
            text: "−"
            font.pixelSize: 16
            ToolTip.text: qsTr("Zoom out")
            ToolTip.visible: hovered
            onClicked: controls.floorPlan.zoomBy(0.8)
        }
        ToolButton {
            text: "⤢"
            font.pixelSize: 16
            ToolTip.text: qsTr("Zoom to fit (Ctrl+0)")
            ToolTip.visible: hovered
            onClicked: controls.floorPlan.zoomToFit()
        }
    }
}

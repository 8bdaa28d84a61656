// SPDX-License-Identifier: GPL-3.0-or-later
// File name, counts, selection, last error, cursor position and zoom.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

Rectangle {
    id: bar

    required property Document document
    required property FloorPlanItem floorPlan

    implicitHeight: Theme.statusBarHeight
    color: Theme.window

    Rectangle {
        anchors.top: parent.top
        width: parent.width
        height: 1
        color: Theme.panelBorder
    }

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: Theme.spacing
        anchors.rightMargin: Theme.spacing
        spacing: Theme.spacing * 2

        Label {
            text: (bar.document.modified ? "● " : "") + bar.document.file.displayName
            font.bold: true
            color: Theme.text
        }
        Label {
            text: qsTr("%1 racks · %2 devices").arg(bar.document.rackCount).arg(bar.document.deviceCount)
            color: Theme.textMuted
        }
        Label {
            // Re-read after every edit too: a rename keeps the selection but changes the name.
            objectName: "selectedRackLabel"
            readonly property string name: bar.document.revision >= 0 ? bar.floorPlan.selectedRackName : ""
            visible: name !== ""
            text: qsTr("Selected: %1").arg(name)
            color: Theme.text
        }
        Label {
            Layout.fillWidth: true
            text: bar.document.lastError
            color: Theme.error
            elide: Text.ElideRight
            ToolTip.visible: truncated && errorArea.containsMouse
            ToolTip.text: text
            MouseArea {
                id: errorArea
                anchors.fill: parent
                hoverEnabled: true
                onClicked: bar.document.clearLastError()
            }
        }
        Label {
            visible: bar.floorPlan.cursorInside
            text: qsTr("x %1 m  y %2 m").arg(bar.floorPlan.cursorMetres.x.toFixed(2))
                                        .arg(bar.floorPlan.cursorMetres.y.toFixed(2))
            color: Theme.textMuted
            font.family: "monospace"
        }
        Label {
            text: qsTr("%1 px/m").arg(Math.round(bar.floorPlan.pixelsPerMetre))
            color: Theme.textMuted
        }
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
// What the floor-plan colours mean.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

Rectangle {
    implicitWidth: grid.implicitWidth + 2 * Theme.spacing
    implicitHeight: grid.implicitHeight + 2 * Theme.spacing
    radius: Theme.radius
    color: Theme.panel
    border.color: Theme.panelBorder
    opacity: 0.95

    GridLayout {
        id: grid
        anchors.centerIn: parent
        columns: 2
        rowSpacing: 4
        columnSpacing: 6

        Repeater {
            model: [
                { swatch: Theme.rack, line: false, text: qsTr("Rack, built by the shown phase") },
                { swatch: Theme.rackFuture, line: false, text: qsTr("Rack, later phase") },
                { swatch: Theme.rackFront, line: false, text: qsTr("Rack front") },
                { swatch: Theme.coldAisle, line: false, text: qsTr("Cold aisle") },
                { swatch: Theme.hotAisle, line: false, text: qsTr("Hot aisle") },
                { swatch: Theme.obstacle, line: false, text: qsTr("Column / obstacle") },
                { swatch: Theme.pathwayData, line: true, text: qsTr("Cable pathway") },
                { swatch: Theme.pathwayData, line: true, later: true, text: qsTr("Cable pathway, later phase") }
            ]
            delegate: RowLayout {
                required property var modelData
                Layout.columnSpan: 2
                spacing: 6
                Rectangle {
                    implicitWidth: 14
                    implicitHeight: modelData.line ? 3 : 10
                    color: modelData.later ? "transparent" : modelData.swatch
                    border.color: modelData.line ? "transparent" : Theme.panelBorder
                    Row { // dashed and faint, as the floor plan draws pathways not built yet
                        visible: modelData.later === true
                        anchors.fill: parent
                        spacing: 2
                        opacity: 0.45
                        Repeater {
                            model: 3
                            Rectangle { width: 4; height: 3; color: Theme.pathwayData }
                        }
                    }
                }
                Label {
                    text: modelData.text
                    color: Theme.text
                    font.pixelSize: Theme.fontSmall
                }
            }
        }
    }
}

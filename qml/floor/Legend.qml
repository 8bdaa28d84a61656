// SPDX-License-Identifier: GPL-3.0-or-later
// What the floor-plan colours mean: racks by role, aisles, obstacles, pathways; later phases faded.
// Folds to its title (a click on it) so that it need not cover the plan of a small window.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

Rectangle {
    id: legend

    property bool expanded: true

    implicitWidth: Math.max(grid.visible ? grid.implicitWidth : 0, title.implicitWidth) + 2 * Theme.spacing
    implicitHeight: title.implicitHeight + (grid.visible ? grid.implicitHeight + 4 : 0) + 2 * Theme.spacing
    radius: Theme.radius
    color: Theme.panel
    border.color: Theme.panelBorder
    opacity: 0.95

    ToolButton {
        id: title
        objectName: "legendToggle"
        x: Theme.spacing / 2
        y: Theme.spacing / 2
        padding: 2
        text: (legend.expanded ? "▾ " : "▸ ") + qsTr("Legend")
        font.pixelSize: Theme.fontSmall
        font.bold: true
        onClicked: legend.expanded = !legend.expanded
    }

    GridLayout {
        id: grid
        objectName: "legendEntries"
        visible: legend.expanded
        x: Theme.spacing
        y: title.y + title.height + 4
        columns: 2
        rowSpacing: 4
        columnSpacing: 6

        Repeater {
            model: [
                { swatch: Theme.rackGpu, line: false, text: qsTr("GPU rack") },
                { swatch: Theme.rackNetwork, line: false, text: qsTr("Network rack") },
                { swatch: Theme.rackStorage, line: false, text: qsTr("Storage rack") },
                { swatch: Theme.rack, line: false, text: qsTr("Other rack") },
                { swatch: Theme.rackFuture, line: false, text: qsTr("Rack, later phase (faded)") },
                { swatch: Theme.rackFront, line: false, text: qsTr("Rack front") },
                { swatch: Theme.coldAisle, line: false, text: qsTr("Cold aisle") },
                { swatch: Theme.hotAisle, line: false, text: qsTr("Hot aisle") },
                { swatch: Theme.obstacle, line: false, text: qsTr("Column") },
                { swatch: Colors.obstacle("crah"), line: false, text: qsTr("CRAH (air cooling)") },
                { swatch: Colors.obstacle("cdu"), line: false, text: qsTr("CDU (liquid cooling)") },
                { swatch: Colors.obstacle("door"), line: false, text: qsTr("Door") },
                { swatch: Colors.obstacle("other"), line: false, hatch: true, text: qsTr("No-go zone (hatched)") },
                { swatch: Theme.pathwayData, line: true, text: qsTr("Cable pathway") },
                { swatch: Theme.pathwayData, line: true, later: true, text: qsTr("Cable pathway, later phase") }
            ]
            delegate: RowLayout {
                id: entry
                required property var modelData
                Layout.columnSpan: 2
                spacing: 6
                Rectangle {
                    implicitWidth: 14
                    implicitHeight: modelData.line ? 3 : 10
                    color: modelData.later ? "transparent"
                         : entry.modelData.hatch ? Qt.rgba(entry.modelData.swatch.r, entry.modelData.swatch.g,
                                                           entry.modelData.swatch.b, 0.18)
                         : modelData.swatch
                    border.color: modelData.line ? "transparent" : Theme.panelBorder
                    clip: entry.modelData.hatch === true
                    Repeater { // 45° strokes, as the floor plan hatches a no-go zone
                        model: entry.modelData.hatch === true ? 4 : 0
                        Rectangle {
                            required property int index
                            x: index * 5 - 3
                            y: -4
                            width: 1.5
                            height: 18
                            rotation: 45
                            color: entry.modelData.swatch
                        }
                    }
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

// SPDX-License-Identifier: GPL-3.0-or-later
// The floor plan's drawing tools (issue #18): Select, the hall outline, columns, CRAH and CDU
// units, doors, no-go zones and pathways (DrawOverlay.qml does the drawing), each with its key.
// The hall tool also takes typed dimensions for a rectangular hall; the pathway tool its kind,
// service, height, width and loading depth.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

Rectangle {
    id: bar

    required property DrawOverlay overlay
    required property Document document
    // [tool, label, key]; the key works while the floor plan is shown.
    readonly property var tools: [
        ["", qsTr("Select"), "S"],
        ["hall", qsTr("Hall"), "H"],
        ["column", qsTr("Column"), "C"],
        ["crah", qsTr("CRAH"), ""],
        ["cdu", qsTr("CDU"), ""],
        ["door", qsTr("Door"), ""],
        ["other", qsTr("No-go zone"), "N"],
        ["pathway", qsTr("Pathway"), "P"]
    ]
    readonly property var hall: document.revision >= 0 ? document.hallInfo() : ({}) // re-read on every edit

    implicitWidth: rows.implicitWidth + 12
    implicitHeight: rows.implicitHeight + 8
    radius: Theme.radius
    color: Theme.panel
    border.color: Theme.panelBorder

    ColumnLayout {
        id: rows
        anchors.centerIn: parent
        spacing: 2

        RowLayout {
            spacing: 2
            Repeater {
                model: bar.tools
                delegate: ToolButton {
                    id: toolButton
                    required property var modelData
                    objectName: "drawTool_" + (modelData[0] === "" ? "select" : modelData[0])
                    text: modelData[1]
                    checked: bar.overlay.tool === modelData[0]
                    onClicked: modelData[0] === "" ? bar.overlay.leave() : bar.overlay.start(modelData[0])
                    ToolTip.visible: hovered && modelData[2] !== ""
                    ToolTip.text: modelData[2]
                    ToolTip.delay: 600
                    Shortcut {
                        sequence: modelData[2]
                        enabled: modelData[2] !== "" && bar.visible && bar.enabled
                        onActivated: toolButton.clicked()
                    }
                }
            }
        }

        RowLayout { // typed dimensions of a rectangular hall
            visible: bar.overlay.tool === "hall" && bar.hall.widthMm !== undefined
            spacing: Theme.spacing
            Label {
                text: qsTr("Width (m)")
                color: Theme.textMuted
            }
            TextField {
                id: hallWidth
                objectName: "hallWidth"
                implicitWidth: 70
                text: bar.hall.widthMm !== undefined ? String(bar.hall.widthMm / 1000) : ""
                validator: DoubleValidator { bottom: 0.1; top: 10000; decimals: 3; notation: DoubleValidator.StandardNotation }
            }
            Label {
                text: qsTr("Depth (m)")
                color: Theme.textMuted
            }
            TextField {
                id: hallDepth
                objectName: "hallDepth"
                implicitWidth: 70
                text: bar.hall.depthMm !== undefined ? String(bar.hall.depthMm / 1000) : ""
                validator: DoubleValidator { bottom: 0.1; top: 10000; decimals: 3; notation: DoubleValidator.StandardNotation }
            }
            Button {
                objectName: "hallSizeApply"
                text: qsTr("Apply")
                enabled: hallWidth.acceptableInput && hallDepth.acceptableInput
                onClicked: bar.overlay.report(bar.document.setHallSize(Math.round(Number(hallWidth.text) * 1000),
                                                                       Math.round(Number(hallDepth.text) * 1000)))
            }
        }

        PathwayOptions {
            id: pathwayOptions
            objectName: "pathwayOptions"
            visible: bar.overlay.tool === "pathway"
            onOptionsChanged: bar.overlay.pathwayOptions = options
            Component.onCompleted: bar.overlay.pathwayOptions = options
        }
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
// Why the selected cable has its length (DESIGN.md §5): each routed term as a bar, their sum (the
// required length), the ordered catalogue length and the slack with where it is stored, the route,
// and the findings that name the cable.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

Rectangle {
    id: panel

    property var details: ({}) // CableTableModel.details()
    readonly property bool shown: details.label !== undefined
    readonly property real longestTermMm: shown ? Math.max.apply(null, [1].concat(details.terms.map(t => t.mm))) : 1

    function metres(mm) { return qsTr("%1 m").arg((mm / 1000).toFixed(2)) }

    color: Theme.panel

    Label {
        anchors.centerIn: parent
        visible: !panel.shown
        text: qsTr("Select a cable to see its length")
        color: Theme.textMuted
    }

    ScrollView {
        anchors.fill: parent
        anchors.margins: Theme.spacing * 1.5
        visible: panel.shown
        contentWidth: availableWidth

        ColumnLayout {
            width: parent.width
            spacing: 4

            Label {
                objectName: "cableTitle"
                text: panel.shown ? panel.details.label : ""
                font.pixelSize: Theme.fontNormal + 4
                font.bold: true
                color: Theme.text
            }
            Label {
                Layout.fillWidth: true
                text: panel.shown ? panel.details.from + "  →  " + panel.details.to : ""
                wrapMode: Text.WordWrap
                color: Theme.text
            }
            Label {
                text: panel.shown ? panel.details.media + " · " + panel.details.sku : ""
                color: Theme.textMuted
            }
            Repeater {
                objectName: "lengthTerms"
                model: panel.shown ? panel.details.terms : []
                delegate: RowLayout {
                    required property var modelData
                    Layout.fillWidth: true
                    Label {
                        Layout.preferredWidth: 110
                        text: modelData.name
                        color: Theme.text
                    }
                    Rectangle {
                        Layout.preferredWidth: Math.max(1, (panel.width - 230) * modelData.mm / panel.longestTermMm)
                        Layout.preferredHeight: 10
                        color: Theme.route
                    }
                    Item {
                        Layout.fillWidth: true
                    }
                    Label {
                        text: panel.metres(modelData.mm)
                        color: Theme.text
                        font.family: "monospace"
                    }
                }
            }
            LengthLine { label: qsTr("Required"); mm: panel.shown ? panel.details.requiredMm : 0; bold: true }
            LengthLine { label: qsTr("Ordered"); mm: panel.shown ? panel.details.orderedMm : 0 }
            LengthLine { label: qsTr("Slack"); mm: panel.shown ? panel.details.slackMm : 0 }
            Label {
                Layout.fillWidth: true
                visible: panel.shown && panel.details.slackLocation !== ""
                text: panel.shown ? qsTr("Slack stored: %1").arg(panel.details.slackLocation) : ""
                wrapMode: Text.WordWrap
                color: Theme.textMuted
            }
            Label {
                Layout.fillWidth: true
                text: panel.shown ? qsTr("Route: %1").arg(panel.details.route || qsTr("inside the rack")) : ""
                wrapMode: Text.WordWrap
                color: Theme.textMuted
            }
            Repeater {
                model: panel.shown ? panel.details.findings : []
                delegate: Label {
                    required property string modelData
                    Layout.fillWidth: true
                    text: "⚠ " + modelData
                    wrapMode: Text.WordWrap
                    color: Theme.severityError
                }
            }
        }
    }

    component LengthLine: RowLayout {
        property string label
        property real mm
        property bool bold: false
        Layout.fillWidth: true
        Label {
            text: parent.label
            font.bold: parent.bold
            color: Theme.text
        }
        Item {
            Layout.fillWidth: true
        }
        Label {
            text: panel.metres(parent.mm)
            font.bold: parent.bold
            font.family: "monospace"
            color: Theme.text
        }
    }
}

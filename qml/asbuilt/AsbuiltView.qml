// SPDX-License-Identifier: GPL-3.0-or-later
// The as-built panel (issue #19): what File ▸ Import discovered topology read, compared with the
// plan — a summary, then the differences grouped by class (swapped, miswired, missing, degraded,
// unknown device, extra) with their counts, each difference with where its fix starts, its cable
// labels and the crew's action. Clicking a difference (or a class) marks its racks, devices and
// cables in every view; the floor plan beside the list shows them.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

SplitView {
    id: view

    required property Document document
    required property AsbuiltModel model
    property string selectedKey: ""
    signal importRequested

    function pick(row) {
        selectedKey = view.model.data(view.model.index(row, 0), AsbuiltModel.KeyRole)
        view.document.selection.setHighlight(view.model.objectIds(row))
    }
    function kindColor(kind) { return Colors.asbuiltKind(kind) }

    orientation: Qt.Horizontal

    Connections {
        target: view.model
        function onModelReset() { view.selectedKey = "" }
    }

    Rectangle {
        SplitView.preferredWidth: view.width * 0.55
        SplitView.minimumWidth: 320
        color: Theme.panel

        ColumnLayout {
            anchors.fill: parent
            spacing: 0

            Rectangle {
                Layout.fillWidth: true
                implicitHeight: headerColumn.implicitHeight + 2 * Theme.spacing
                color: Theme.window
                ColumnLayout {
                    id: headerColumn
                    anchors.fill: parent
                    anchors.margins: Theme.spacing
                    spacing: 4
                    RowLayout {
                        Layout.fillWidth: true
                        Label {
                            Layout.fillWidth: true
                            text: view.model.loaded ? qsTr("As built: %1 (%2)").arg(view.model.source.split("/").pop()).arg(view.model.format)
                                                    : qsTr("As built")
                            font.bold: true
                            elide: Text.ElideMiddle
                            color: Theme.text
                        }
                        Button {
                            objectName: "asbuiltImportButton"
                            text: qsTr("Import…")
                            onClicked: view.importRequested()
                        }
                    }
                    Label {
                        objectName: "asbuiltSummary"
                        Layout.fillWidth: true
                        visible: view.model.loaded
                        wrapMode: Text.WordWrap
                        color: Theme.textMuted
                        text: qsTr("%1 planned links, %2 found, %3 as planned, %4 differences")
                              .arg(view.model.plannedLinks).arg(view.model.discoveredLinks)
                              .arg(view.model.okCount).arg(view.model.differenceCount)
                    }
                }
            }

            ListView {
                id: list
                objectName: "asbuiltList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                model: view.model
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar {}
                delegate: Rectangle {
                    id: row
                    required property int index
                    required property bool isGroup
                    required property string kind
                    required property string title
                    required property int count
                    required property string action
                    required property string where
                    required property string cables
                    required property string key

                    width: ListView.view.width
                    implicitHeight: (row.isGroup ? groupLabel.implicitHeight : whereLabel.implicitHeight + actionLabel.implicitHeight + 2) + 10
                    color: row.key === view.selectedKey ? Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.22)
                         : row.isGroup ? Theme.window : Theme.panel

                    Rectangle {
                        x: Theme.spacing
                        y: 5 + (row.isGroup ? (groupLabel.implicitHeight - height) / 2 : 3)
                        width: 10
                        height: 10
                        radius: row.kind === "missing" ? 0 : 5
                        color: view.kindColor(row.kind)
                        visible: row.isGroup
                    }
                    Label {
                        id: groupLabel
                        visible: row.isGroup
                        x: Theme.spacing * 2 + 10
                        y: 5
                        width: row.width - x - Theme.spacing
                        text: qsTr("%1 (%2)").arg(row.title).arg(row.count)
                        font.bold: true
                        color: Theme.text
                        elide: Text.ElideRight
                    }
                    Label {
                        id: whereLabel
                        visible: !row.isGroup
                        x: Theme.spacing * 2 + 10
                        y: 5
                        width: row.width - x - Theme.spacing
                        text: row.cables === "" ? row.where : row.where + "  ·  " + row.cables
                        font.bold: true
                        color: view.kindColor(row.kind)
                        elide: Text.ElideRight
                    }
                    Label {
                        id: actionLabel
                        visible: !row.isGroup
                        x: whereLabel.x
                        y: whereLabel.y + whereLabel.implicitHeight + 2
                        width: whereLabel.width
                        text: row.action
                        wrapMode: Text.WordWrap
                        color: Theme.text
                    }
                    TapHandler {
                        onTapped: view.pick(row.index)
                    }
                }
            }

            Label {
                Layout.fillWidth: true
                Layout.margins: Theme.spacing * 2
                visible: !view.model.loaded || view.model.differenceCount === 0
                wrapMode: Text.WordWrap
                color: Theme.textMuted
                text: view.model.loaded ? qsTr("The as-built matches the plan: every planned link was found where it belongs.")
                                        : qsTr("Import what ibnetdiscover, iblinkinfo or lldpcli found on the installed cluster, or NetBox's cables CSV (File ▸ Import Discovered Topology…), to compare it with the plan.")
            }
        }
    }

    FloorView {
        objectName: "asbuiltFloor"
        SplitView.fillWidth: true
        document: view.document
        asbuilt: view.model
        showLegend: false
        followHighlight: true
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
// The cable schedule: every cable with its ends, media, lengths, phase and the check findings that
// name it, sortable by any column (click a header) and filtered by rack, media, phase, rule or text.
// Selecting a cable shows why it has its length (the routed length terms) and draws its route on
// the floor plan below.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

ColumnLayout {
    id: view

    required property Document document
    property ProjectJobs jobs: null // for the Route Cables button of an unrouted project
    property AsbuiltModel asbuilt: null // an imported discovery: the table's As built column
    // False while another view is shown: the rows are listed again when it is shown (CableTableModel.active).
    property bool shown: true
    readonly property alias source: cableModel
    readonly property alias filter: filter
    readonly property alias table: table

    spacing: 0

    CableTableModel {
        id: cableModel
        objectName: "cableModel"
        document: view.document
        asbuilt: view.asbuilt
        active: view.shown
    }
    CableFilterModel {
        id: filter
        objectName: "cableFilter"
        sourceModel: cableModel
    }

    CableFilters {
        Layout.fillWidth: true
        source: cableModel
        filter: filter
    }

    SplitView {
        Layout.fillWidth: true
        Layout.fillHeight: true
        orientation: Qt.Vertical

        Item {
            SplitView.fillHeight: true
            SplitView.minimumHeight: 160

            CableTable {
                id: table
                anchors.fill: parent
                document: view.document
                filter: filter
                asbuilt: view.asbuilt
            }

            // An unrouted project has no cables yet: say how to get them.
            ColumnLayout {
                objectName: "noCablesHint"
                anchors.centerIn: parent
                width: Math.min(parent.width - 2 * Theme.spacing, 460)
                visible: view.document.cableCount === 0
                spacing: Theme.spacing

                Label {
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    horizontalAlignment: Text.AlignHCenter
                    color: Theme.textMuted
                    text: view.document.linkCount > 0
                          ? qsTr("No cables yet: route the %1 links through the trays to get every cable with its length, media and labels.").arg(view.document.linkCount)
                          : qsTr("No cables: the project has no links yet.")
                }
                Button {
                    objectName: "routeCablesButton"
                    Layout.alignment: Qt.AlignHCenter
                    visible: view.jobs !== null && view.document.linkCount > 0
                    enabled: view.jobs !== null && !view.jobs.routing.running
                    text: qsTr("Route Cables (Ctrl+R)")
                    onClicked: view.jobs.routeCables()
                }
            }
        }

        SplitView {
            SplitView.preferredHeight: view.height * 0.42
            orientation: Qt.Horizontal

            CableDetails {
                SplitView.preferredWidth: 380
                SplitView.minimumWidth: 260
                // Re-read on every edit and reroute (revision and count compared, so the binding
                // depends on them).
                details: view.document.selection.cableId !== 0 && view.document.revision >= 0 && cableModel.count >= 0
                         ? cableModel.details(view.document.selection.cableId) : ({})
            }
            FloorView {
                id: preview
                objectName: "cablesFloor"
                SplitView.fillWidth: true
                document: view.document
                showLegend: false
                followHighlight: true
            }
        }
    }
}

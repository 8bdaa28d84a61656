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
    readonly property alias source: cableModel
    readonly property alias filter: filter
    readonly property alias table: table

    spacing: 0

    CableTableModel {
        id: cableModel
        objectName: "cableModel"
        document: view.document
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

        CableTable {
            id: table
            SplitView.fillHeight: true
            SplitView.minimumHeight: 160
            document: view.document
            filter: filter
        }

        SplitView {
            SplitView.preferredHeight: view.height * 0.42
            orientation: Qt.Horizontal

            CableDetails {
                SplitView.preferredWidth: 380
                SplitView.minimumWidth: 260
                details: view.document.selectedCableId !== 0
                         ? (view.document.revision, cableModel.count, cableModel.details(view.document.selectedCableId)) : ({})
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

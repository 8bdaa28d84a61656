// SPDX-License-Identifier: GPL-3.0-or-later
// The cable table: a header that sorts on click (again: the other way round) and one row per
// cable; clicking a row selects the cable in the Document. Columns share the width down to a
// minimum that fits their usual text, then the table scrolls sideways; a text still cut shows
// whole in a tooltip.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

ColumnLayout {
    id: tableView

    required property Document document
    required property CableFilterModel filter
    readonly property alias rows: rows
    // Relative column widths: cable, from, to, media, ordered, required, phase, findings, as built
    // (shown only while a discovery is loaded: File ▸ Import Discovered Topology…).
    readonly property var widths: [0.09, 0.2, 0.2, 0.08, 0.09, 0.09, 0.08, 0.17, 0.1]
    readonly property var minimumWidths: [86, 190, 190, 90, 84, 84, 80, 120, 96]
    property AsbuiltModel asbuilt: null
    readonly property bool showAsBuilt: asbuilt !== null && asbuilt.loaded
    onShowAsBuiltChanged: rows.forceLayout()

    spacing: 0

    HorizontalHeaderView {
        id: header
        objectName: "cableHeader"
        Layout.fillWidth: true
        syncView: rows
        clip: true
        delegate: Rectangle {
            required property int column
            implicitHeight: 30
            color: Theme.window
            border.color: Theme.panelBorder
            ToolTip.visible: headerLabel.truncated && headerHover.hovered
            ToolTip.text: headerLabel.text
            HoverHandler {
                id: headerHover
            }
            Label {
                id: headerLabel
                anchors.fill: parent
                anchors.leftMargin: 6
                verticalAlignment: Text.AlignVCenter
                elide: Text.ElideRight
                font.bold: true
                color: Theme.text
                text: (tableView.filter.sortedColumn, tableView.filter.headerData(column, Qt.Horizontal))
                      + (tableView.filter.sortedColumn === column ? (tableView.filter.descending ? " ▼" : " ▲") : "")
            }
            TapHandler {
                onTapped: tableView.filter.sortBy(column)
            }
        }
    }

    TableView {
        id: rows
        objectName: "cableRows"
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        model: tableView.filter
        boundsBehavior: Flickable.StopAtBounds
        columnWidthProvider: column => column === 8 && !tableView.showAsBuilt ? 0
                                        : Math.max(tableView.minimumWidths[column], rows.width * tableView.widths[column])
        onWidthChanged: forceLayout()
        ScrollBar.vertical: ScrollBar {}
        ScrollBar.horizontal: ScrollBar {}
        // A cable selected elsewhere (plenum --select, a finding) scrolls into view.
        Connections {
            target: tableView.document.selection
            function onCableChanged() {
                const row = tableView.filter.rowOfCable(tableView.document.selection.cableId)
                if (row >= 0)
                    rows.positionViewAtRow(row, TableView.Contain)
            }
        }
        delegate: Rectangle {
            required property int row
            required property int column
            required property string display
            required property string toolTip
            required property bool selected
            // The model's tooltip (a finding's text), else the cell's own text when it is cut.
            readonly property string tip: toolTip !== "" ? toolTip : (cellLabel.truncated ? display : "")
            implicitHeight: 26
            color: selected ? Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.25)
                            : (row % 2 ? Theme.window : Theme.panel)
            Label {
                id: cellLabel
                anchors.fill: parent
                anchors.leftMargin: 6
                anchors.rightMargin: 4
                verticalAlignment: Text.AlignVCenter
                elide: Text.ElideRight
                text: parent.display
                color: parent.column === 7 ? Theme.severityError : Theme.text
                font.family: parent.column === 0 ? "monospace" : Qt.application.font.family
            }
            ToolTip.visible: tip !== "" && hover.hovered
            ToolTip.text: tip
            HoverHandler {
                id: hover
            }
            TapHandler {
                onTapped: tableView.document.selection.cableId = tableView.filter.cableIdAt(row)
            }
        }
    }
}

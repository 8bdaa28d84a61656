// SPDX-License-Identifier: GPL-3.0-or-later
// The checks panel: the live findings of the rule checker grouped by rule (CheckTreeModel), rerun in
// the background after every edit. Clicking a finding highlights its objects in every view (the
// Document's highlight and selection); the floor plan beside the list shows them.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

SplitView {
    id: view

    required property Document document
    required property ProjectJobs jobs
    // False while another view is shown: the tree is made again when it is shown, the counts always
    // (CheckTreeModel.active).
    property bool shown: true
    readonly property alias model: checkModel
    readonly property alias tree: tree
    // The finding (or rule) picked last, by its key rather than its tree row: opening or closing a
    // rule above it moves its row, and the mark must stay on what was picked (issue 15, point 5).
    property string selectedKey: ""

    // Picks the finding (or rule group) shown at tree row `row`: marks its objects everywhere.
    function pick(row) {
        const index = tree.modelIndex(Qt.point(0, row))
        selectedKey = checkModel.data(index, CheckTreeModel.KeyRole)
        view.document.selection.setHighlight(checkModel.objectIds(index))
    }

    function reopen() {
        view.selectedKey = ""
        if (!view.opened && checkModel.rowCount() > 0) {
            view.opened = true
            tree.expand(0)
            return
        }
        for (let g = checkModel.rowCount() - 1; g >= 0; --g) // bottom up: rows above stay put
            if (view.expandedCodes[checkModel.data(checkModel.index(g, 0), CheckTreeModel.CodeRole)])
                tree.expand(g)
    }

    orientation: Qt.Horizontal

    // New findings reset the model: the rules that were open stay open. The first findings open
    // the first (most severe) rule.
    property var expandedCodes: ({})
    property bool opened: false
    CheckTreeModel {
        id: checkModel
        objectName: "checkModel"
        document: view.document
        active: view.shown
        onModelAboutToBeReset: {
            const codes = {}
            for (let r = 0; r < tree.rows; ++r)
                if (tree.isExpanded(r))
                    codes[checkModel.data(tree.modelIndex(Qt.point(0, r)), CheckTreeModel.CodeRole)] = true
            view.expandedCodes = codes
        }
        // After the tree itself has taken the reset (it collapses everything).
        onModelReset: Qt.callLater(view.reopen)
    }

    Rectangle {
        SplitView.preferredWidth: view.width * 0.55
        SplitView.minimumWidth: 320
        color: Theme.panel

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        ChecksHeader {
            Layout.fillWidth: true
            document: view.document
            jobs: view.jobs
            model: checkModel
        }

        TreeView {
            id: tree
            objectName: "checkTree"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: checkModel
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}
            columnWidthProvider: () => tree.width
            onWidthChanged: forceLayout()
            delegate: CheckRow {
                required property string key
                selected: key === view.selectedKey
                onPicked: view.pick(row)
            }
        }

        Label {
            Layout.fillWidth: true
            Layout.margins: Theme.spacing * 2
            visible: checkModel.findingCount === 0
            wrapMode: Text.WordWrap
            color: Theme.textMuted
            text: view.document.findingsCurrent ? qsTr("No findings: the design passes every check.")
                                                : qsTr("Checking…")
        }
    }
    }

    FloorView {
        id: preview
        objectName: "checksFloor"
        SplitView.fillWidth: true
        document: view.document
        showLegend: false
        followHighlight: true
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
// File ▸ New Empty Hall… (issue #18): the start of a hand design — a rectangular hall of the typed
// width and depth with its floor tiles, and nothing in it (the 'empty' template, as `plenum-cli new
// --template empty --hall WxD --tile T`). Create makes it the open, unsaved project; a size no tile
// fits is refused with the reason and the dialog stays open.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

Dialog {
    id: dialog

    required property Document document
    signal created
    property string problem: ""
    property real widthMm: 12000
    property real depthMm: 9000
    property real tileMm: 600

    title: qsTr("New Empty Hall")
    modal: true
    anchors.centerIn: parent
    width: 380
    standardButtons: Dialog.Cancel
    onAboutToShow: {
        problem = ""
        widthField.input.forceActiveFocus()
        widthField.input.selectAll()
    }

    function create() {
        if (dialog.document.newEmptyHall(widthMm, depthMm, tileMm)) {
            dialog.close()
            dialog.created()
        } else {
            problem = dialog.document.lastError
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing
        Label {
            Layout.fillWidth: true
            text: qsTr("A rectangular hall with its floor tiles and nothing in it: place racks from the palette, draw columns and pathways.")
            wrapMode: Text.WordWrap
            color: Theme.textMuted
        }
        UnitField {
            id: widthField
            objectName: "emptyHallWidth"
            Layout.fillWidth: true
            label: qsTr("Width")
            unit: qsTr("m")
            factor: 1000
            value: dialog.widthMm
            onCommitted: v => dialog.widthMm = v
        }
        UnitField {
            objectName: "emptyHallDepth"
            Layout.fillWidth: true
            label: qsTr("Depth")
            unit: qsTr("m")
            factor: 1000
            value: dialog.depthMm
            onCommitted: v => dialog.depthMm = v
        }
        UnitField {
            objectName: "emptyHallTile"
            Layout.fillWidth: true
            label: qsTr("Floor tile")
            unit: qsTr("mm")
            value: dialog.tileMm
            onCommitted: v => dialog.tileMm = v
        }
        Label {
            objectName: "emptyHallProblem"
            Layout.fillWidth: true
            visible: dialog.problem !== ""
            text: dialog.problem
            color: Theme.error
            wrapMode: Text.WordWrap
        }
        Button {
            objectName: "emptyHallCreate"
            Layout.alignment: Qt.AlignRight
            text: qsTr("Create")
            highlighted: true
            onClicked: dialog.create()
        }
    }
}

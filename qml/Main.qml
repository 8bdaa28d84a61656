// SPDX-License-Identifier: GPL-3.0-or-later
// The main window: menus, the floor plan and the status bar. The C++ side passes the Document.
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import Plenum

ApplicationWindow {
    id: window

    required property Document document
    property string view: "floor"

    width: 1280
    height: 800
    visible: true
    color: Theme.canvas
    title: (document.modified ? "● " : "") + document.displayName + " — Plenum"

    function saveOrAsk() {
        if (document.filePath === "")
            saveDialog.open()
        else
            document.save()
    }

    menuBar: MenuBar {
        FileMenu {
            document: window.document
            onOpenRequested: openDialog.open()
            onSaveRequested: window.saveOrAsk()
            onSaveAsRequested: saveDialog.open()
        }
        EditMenu {
            document: window.document
        }
        ViewMenu {
            floorPlan: floorView.plan
        }
    }

    FloorView {
        id: floorView
        anchors.fill: parent
        document: window.document
    }

    footer: StatusBar {
        document: window.document
        floorPlan: floorView.plan
    }

    FileDialog {
        id: openDialog
        title: qsTr("Open project")
        nameFilters: [qsTr("Plenum projects (*.plenum)"), qsTr("All files (*)")]
        onAccepted: window.document.open(selectedFile.toString())
    }

    FileDialog {
        id: saveDialog
        title: qsTr("Save project as")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "plenum"
        nameFilters: [qsTr("Plenum projects (*.plenum)")]
        onAccepted: window.document.saveAs(selectedFile.toString())
    }
}

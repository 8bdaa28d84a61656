// SPDX-License-Identifier: GPL-3.0-or-later
// The main window: menus, a view switcher (floor plan, rack elevation), and the status bar.
// The C++ side passes the Document and the view to start in.
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Plenum

ApplicationWindow {
    id: window

    required property Document document
    property string view: "floor"
    readonly property var views: ["floor", "elevation"]

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

    function showView(name) {
        if (name === "elevation" && document.selectedRackId === 0)
            document.selectedRackId = document.firstRackWithDevices()
        view = name
    }

    Component.onCompleted: showView(view)

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
            onViewRequested: name => window.showView(name)
        }
    }

    header: ViewBar {
        currentView: window.view
        onViewRequested: name => window.showView(name)

        PhaseSelector {
            document: window.document
        }
    }

    StackLayout {
        anchors.left: parent.left
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        anchors.right: inspector.left
        currentIndex: Math.max(0, window.views.indexOf(window.view))

        FloorView {
            id: floorView
            document: window.document
        }
        ElevationView {
            id: elevationView
            document: window.document
        }
    }

    Inspector {
        id: inspector
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        width: 320
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

// SPDX-License-Identifier: GPL-3.0-or-later
// File menu: new from a template, as an empty hall or from an architect's DXF drawing, open, save, recent
// files, export, import of an underlay (the architect's drawing) and of what a discovery found
// (plan against as-built), quit. Actions that would
// close the open project are requests: the window asks about unsaved changes first. Its id is not
// `menu`: inside a delegate MenuItem that name is the item's own `menu` property (its submenu).
import QtQuick
import QtQuick.Controls
import Plenum

PlenumMenu {
    id: fileMenu

    required property Document document
    property var exportFormats: [] // from the Exports controller: id, description, extension, folder
    signal newRequested
    signal newFromDxfRequested
    signal newEmptyHallRequested
    signal exportRequested(var format)
    signal importDiscoveredRequested
    signal importUnderlayRequested
    signal openRequested
    signal openPathRequested(string path)
    signal saveRequested
    signal saveAsRequested
    signal quitRequested

    title: qsTr("&File")

    Action {
        text: qsTr("&New")
        shortcut: StandardKey.New
        onTriggered: fileMenu.newRequested()
    }
    Action {
        text: qsTr("New &Empty Hall…")
        onTriggered: fileMenu.newEmptyHallRequested()
    }
    Action {
        text: qsTr("New from &DXF…")
        onTriggered: fileMenu.newFromDxfRequested()
    }
    Action {
        text: qsTr("&Open…")
        shortcut: StandardKey.Open
        onTriggered: fileMenu.openRequested()
    }
    PlenumMenu {
        id: recentMenu
        title: qsTr("Open &Recent")
        enabled: fileMenu.document.recentFiles.files.length > 0

        Instantiator {
            model: fileMenu.document.recentFiles.files
            delegate: PlenumMenuItem {
                required property string modelData
                required property int index
                text: (index + 1) + "  " + modelData
                onTriggered: fileMenu.openPathRequested(modelData)
            }
            onObjectAdded: (index, object) => recentMenu.insertItem(index, object)
            onObjectRemoved: (index, object) => recentMenu.removeItem(object)
        }
        MenuSeparator {}
        PlenumMenuItem {
            text: qsTr("Clear Recent Files")
            onTriggered: fileMenu.document.recentFiles.clear()
        }
    }
    MenuSeparator {}
    Action {
        text: qsTr("&Save")
        shortcut: StandardKey.Save
        onTriggered: fileMenu.saveRequested()
    }
    Action {
        text: qsTr("Save &As…")
        shortcut: "Ctrl+Shift+S" // StandardKey.SaveAs is unset on Windows and plain X11
        onTriggered: fileMenu.saveAsRequested()
    }
    MenuSeparator {}
    PlenumMenu {
        id: exportMenu
        objectName: "exportMenu"
        title: qsTr("&Export")
        enabled: fileMenu.exportFormats.length > 0

        Instantiator {
            model: fileMenu.exportFormats
            delegate: PlenumMenuItem {
                required property var modelData
                objectName: "export-" + modelData.id
                text: modelData.title
                description: modelData.description
                onTriggered: fileMenu.exportRequested(modelData)
            }
            onObjectAdded: (index, object) => exportMenu.insertItem(index, object)
            onObjectRemoved: (index, object) => exportMenu.removeItem(object)
        }
    }
    Action {
        text: qsTr("Import &Underlay…")
        enabled: fileMenu.document.hallCount > 0
        onTriggered: fileMenu.importUnderlayRequested()
    }
    Action {
        text: qsTr("&Import Discovered Topology…")
        onTriggered: fileMenu.importDiscoveredRequested()
    }
    MenuSeparator {}
    Action {
        text: qsTr("&Quit")
        shortcut: "Ctrl+Q" // StandardKey.Quit is unset on Windows
        onTriggered: fileMenu.quitRequested()
    }
}

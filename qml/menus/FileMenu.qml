// SPDX-License-Identifier: GPL-3.0-or-later
// File menu: new from the starter template, open, save, recent files, export, quit. Actions that would
// close the open project are requests: the window asks about unsaved changes first.
import QtQuick
import QtQuick.Controls
import Plenum

Menu {
    id: menu

    required property Document document
    property var exportFormats: [] // from the Exports controller: id, description, extension, folder
    signal newRequested
    signal exportRequested(var format)
    signal openRequested
    signal openPathRequested(string path)
    signal saveRequested
    signal saveAsRequested
    signal quitRequested

    title: qsTr("&File")

    Action {
        text: qsTr("&New")
        shortcut: StandardKey.New
        onTriggered: menu.newRequested()
    }
    Action {
        text: qsTr("&Open…")
        shortcut: StandardKey.Open
        onTriggered: menu.openRequested()
    }
    Menu {
        id: recentMenu
        title: qsTr("Open &Recent")
        enabled: menu.document.recentFiles.length > 0

        Instantiator {
            model: menu.document.recentFiles
            delegate: MenuItem {
                required property string modelData
                required property int index
                text: (index + 1) + "  " + modelData
                onTriggered: menu.openPathRequested(modelData)
            }
            onObjectAdded: (index, object) => recentMenu.insertItem(index, object)
            onObjectRemoved: (index, object) => recentMenu.removeItem(object)
        }
        MenuSeparator {}
        MenuItem {
            text: qsTr("Clear Recent Files")
            onTriggered: menu.document.clearRecentFiles()
        }
    }
    MenuSeparator {}
    Action {
        text: qsTr("&Save")
        shortcut: StandardKey.Save
        onTriggered: menu.saveRequested()
    }
    Action {
        text: qsTr("Save &As…")
        shortcut: "Ctrl+Shift+S" // StandardKey.SaveAs is unset on Windows and plain X11
        onTriggered: menu.saveAsRequested()
    }
    MenuSeparator {}
    Menu {
        id: exportMenu
        title: qsTr("&Export")
        enabled: menu.exportFormats.length > 0

        Instantiator {
            model: menu.exportFormats
            delegate: MenuItem {
                required property var modelData
                text: modelData.description
                onTriggered: menu.exportRequested(modelData)
            }
            onObjectAdded: (index, object) => exportMenu.insertItem(index, object)
            onObjectRemoved: (index, object) => exportMenu.removeItem(object)
        }
    }
    MenuSeparator {}
    Action {
        text: qsTr("&Quit")
        shortcut: "Ctrl+Q" // StandardKey.Quit is unset on Windows
        onTriggered: menu.quitRequested()
    }
}

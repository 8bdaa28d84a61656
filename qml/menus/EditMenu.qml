// SPDX-License-Identifier: GPL-3.0-or-later
// Edit menu: undo and redo through the Document's undo stack, connecting ports by hand, and the settings.
import QtQuick
import QtQuick.Controls
import Plenum

PlenumMenu {
    id: menu

    required property Document document
    signal settingsRequested
    signal connectRequested

    title: qsTr("&Edit")

    Action {
        text: menu.document.canUndo ? qsTr("&Undo %1").arg(menu.document.undoText) : qsTr("&Undo")
        shortcut: StandardKey.Undo
        enabled: menu.document.canUndo
        onTriggered: menu.document.undo()
    }
    Action {
        text: menu.document.canRedo ? qsTr("&Redo %1").arg(menu.document.redoText) : qsTr("&Redo")
        shortcut: StandardKey.Redo
        enabled: menu.document.canRedo
        onTriggered: menu.document.redo()
    }
    MenuSeparator {}
    Action {
        text: qsTr("&Connect Ports…")
        shortcut: "Ctrl+K"
        enabled: menu.document.deviceCount > 0
        onTriggered: menu.connectRequested()
    }
    MenuSeparator {}
    Action {
        text: qsTr("&Settings…")
        shortcut: "Ctrl+," // StandardKey.Preferences is Cmd+, on macOS and unset elsewhere
        onTriggered: menu.settingsRequested()
    }
}

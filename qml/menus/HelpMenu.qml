// SPDX-License-Identifier: GPL-3.0-or-later
// Help menu: the keyboard shortcuts and the About box.
import QtQuick
import QtQuick.Controls
import Plenum

PlenumMenu {
    id: menu

    signal shortcutsRequested
    signal aboutRequested

    title: qsTr("&Help")

    Action {
        text: qsTr("&Keyboard Shortcuts…")
        shortcut: StandardKey.HelpContents
        onTriggered: menu.shortcutsRequested()
    }
    MenuSeparator {}
    Action {
        text: qsTr("&About Plenum")
        shortcut: "Ctrl+F1"
        onTriggered: menu.aboutRequested()
    }
}

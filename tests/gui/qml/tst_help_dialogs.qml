// SPDX-License-Identifier: GPL-3.0-or-later
// Help menu: the shortcuts dialog opens and lists the menus' shortcuts the platform's way; the
// About box opens and shows the version.
import QtQuick
import QtTest
import Plenum

Item {
    width: 800
    height: 700

    FileMenu {
        id: fileMenu
        document: testDocument
    }
    EditMenu {
        id: editMenu
        document: testDocument
    }
    HelpMenu {
        id: helpMenu
        onShortcutsRequested: shortcuts.open()
        onAboutRequested: about.open()
    }

    ShortcutsDialog {
        id: shortcuts
        menus: [fileMenu, editMenu, helpMenu]
    }
    AboutDialog {
        id: about
        docsUrl: "file:///usr/share/doc/plenum"
    }

    TestCase {
        name: "HelpDialogs"
        when: windowShown

        function rowFor(text) {
            for (let i = 0; i < shortcuts.rows.count; ++i)
                if (shortcuts.rows.get(i).text === text)
                    return shortcuts.rows.get(i)
            return null
        }

        function test_shortcutsDialogOpensFromTheMenu() {
            helpMenu.actionAt(0).trigger()
            tryCompare(shortcuts, "opened", true)
            const undo = rowFor("Undo")
            verify(undo !== null, "Undo is listed")
            compare(undo.section, "Edit")
            compare(undo.keys, "Ctrl+Z")
            compare(rowFor("Settings…").keys, "Ctrl+,")
            compare(rowFor("Save As…").keys, "Ctrl+Shift+S")
            compare(rowFor("Quit").keys, "Ctrl+Q")
            compare(rowFor("Keyboard Shortcuts…").keys, "F1")
            verify(rowFor("Clear the selection") !== null)
            verify(rowFor("Duplicate the selected rack") !== null) // the editing keys of issue #18
            verify(rowFor("Rename the selected device") !== null)
            compare(rowFor("Draw the hall outline").keys, "H") // the drawing tools of issue #18
            compare(rowFor("Draw a pathway").keys, "P")
            for (let i = 0; i < shortcuts.rows.count; ++i)
                verify(shortcuts.rows.get(i).keys !== "", shortcuts.rows.get(i).text)
            shortcuts.close()
            tryCompare(shortcuts, "visible", false)
        }

        function test_shortcutsDialogOpensWithF1() {
            keyClick(Qt.Key_F1)
            tryCompare(shortcuts, "opened", true)
            shortcuts.close()
            tryCompare(shortcuts, "visible", false)
        }

        function test_aboutShowsVersion() {
            helpMenu.actionAt(2).trigger()
            tryCompare(about, "opened", true)
            const version = findChild(about.contentItem, "version")
            verify(version !== null)
            verify(version.text.startsWith("Version "))
            about.close()
            tryCompare(about, "visible", false)
        }
    }
}

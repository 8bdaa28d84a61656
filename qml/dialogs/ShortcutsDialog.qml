// SPDX-License-Identifier: GPL-3.0-or-later
// Lists the keyboard shortcuts. The rows are read from the menus themselves (every Action with a
// shortcut), so the list cannot drift from what the keys do; keys are shown the platform's way.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

Dialog {
    id: dialog

    property list<Menu> menus // the menu bar's menus, in order
    readonly property alias rows: shortcutRows

    title: qsTr("Keyboard Shortcuts")
    modal: true
    anchors.centerIn: parent
    standardButtons: Dialog.Close
    width: 460
    height: Math.min(560, parent ? parent.height - 40 : 560)

    function plain(text) { return text.replace(/&(.)/g, "$1") }

    // The key sequence (a StandardKey or a string) as the platform writes it.
    function keyText(sequence) {
        return KeyText.of(sequence)
    }

    function collect() {
        shortcutRows.clear()
        for (let m = 0; m < menus.length; ++m) {
            const menu = menus[m]
            for (let i = 0; i < menu.count; ++i) {
                const action = menu.itemAt(i) ? menu.itemAt(i).action : null
                if (action && action.shortcut !== undefined && keyText(action.shortcut) !== "")
                    shortcutRows.append({ section: plain(menu.title), text: plain(action.text), keys: keyText(action.shortcut) })
            }
        }
        const floor = qsTr("Floor plan")
        shortcutRows.append({ section: floor, text: qsTr("Clear the selection"), keys: keyText("Esc") })
        shortcutRows.append({ section: floor, text: qsTr("Add a rack to the selection"), keys: qsTr("Ctrl+click") })
        shortcutRows.append({ section: floor, text: qsTr("Turn the selected racks 90°"), keys: keyText("R") })
        shortcutRows.append({ section: floor, text: qsTr("Duplicate the selected rack"), keys: keyText("Ctrl+D") })
        shortcutRows.append({ section: floor, text: qsTr("Delete the selected racks"), keys: keyText("Del") })
        shortcutRows.append({ section: floor, text: qsTr("Nudge the selection 100 mm (Shift: one tile)"), keys: qsTr("Arrow keys") })
        shortcutRows.append({ section: floor, text: qsTr("Move the rack or the whole selection"), keys: qsTr("Drag") })
        shortcutRows.append({ section: floor, text: qsTr("Add a row of the palette's rack type"), keys: qsTr("Ctrl+drag") })
        shortcutRows.append({ section: floor, text: qsTr("Place without snapping (while dragging)"), keys: qsTr("Alt") })
        const draw = qsTr("Floor plan: drawing")
        shortcutRows.append({ section: draw, text: qsTr("Select tool"), keys: keyText("S") })
        shortcutRows.append({ section: draw, text: qsTr("Draw the hall outline"), keys: keyText("H") })
        shortcutRows.append({ section: draw, text: qsTr("Draw a column"), keys: keyText("C") })
        shortcutRows.append({ section: draw, text: qsTr("Draw a no-go zone"), keys: keyText("N") })
        shortcutRows.append({ section: draw, text: qsTr("Draw a pathway"), keys: keyText("P") })
        shortcutRows.append({ section: draw, text: qsTr("Close the outline, end the pathway"), keys: keyText("Return") })
        shortcutRows.append({ section: draw, text: qsTr("Take the last point back"), keys: keyText("Backspace") })
        shortcutRows.append({ section: draw, text: qsTr("Drop the shape; again: leave the tool"), keys: keyText("Esc") })
        shortcutRows.append({ section: draw, text: qsTr("Delete the selected obstacle or pathway"), keys: keyText("Del") })
        shortcutRows.append({ section: draw, text: qsTr("Draw without snapping"), keys: qsTr("Alt") })
        const rack = qsTr("Rack elevation")
        shortcutRows.append({ section: rack, text: qsTr("Delete the selected device"), keys: keyText("Del") })
        shortcutRows.append({ section: rack, text: qsTr("Turn the selected device round"), keys: keyText("R") })
        shortcutRows.append({ section: rack, text: qsTr("Rename the selected device"), keys: keyText("F2") })
    }

    onAboutToShow: collect()

    ListModel {
        id: shortcutRows
    }

    ListView {
        id: list
        objectName: "shortcutList"
        anchors.fill: parent
        clip: true
        model: shortcutRows
        section.property: "section"
        section.delegate: Label {
            required property string section
            text: section
            topPadding: Theme.spacing
            font.bold: true
            color: Theme.textMuted
        }
        ScrollBar.vertical: ScrollBar {}
        delegate: RowLayout {
            required property string text
            required property string keys
            width: ListView.view.width
            Label {
                Layout.fillWidth: true
                text: parent.text
                color: Theme.text
                elide: Text.ElideRight
            }
            Label {
                text: parent.keys
                color: Theme.text
                font.family: "monospace"
            }
        }
    }
}

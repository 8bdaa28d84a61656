// SPDX-License-Identifier: GPL-3.0-or-later
// A menu entry with its action's shortcut right-aligned in the platform's notation ("Ctrl+Shift+S"),
// which Qt 6.4's MenuItem does not show. The description, where one is given, is the tooltip.
import QtQuick
import QtQuick.Controls
import Plenum

MenuItem {
    id: entry

    property string description: ""
    // The key of an entry without an action of its own (a context menu's entry whose key the view
    // handles, e.g. R on the floor plan), shown like an action's shortcut.
    property string keys: ""
    readonly property string shortcutText: keys !== "" ? KeyText.of(keys) : entry.action ? KeyText.of(entry.action.shortcut) : ""

    rightPadding: padding + (subMenu ? 26 : 0) + (shortcutText ? shortcutLabel.implicitWidth + 32 : 0)

    Label {
        id: shortcutLabel
        objectName: "shortcutText"
        anchors.right: parent.right
        anchors.rightMargin: entry.padding
        anchors.verticalCenter: parent.verticalCenter
        text: entry.shortcutText
        color: entry.highlighted ? entry.palette.highlightedText : entry.palette.text
        opacity: 0.7
    }

    ToolTip.visible: description !== "" && hovered
    ToolTip.text: description
    ToolTip.delay: 600
}

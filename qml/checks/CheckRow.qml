// SPDX-License-Identifier: GPL-3.0-or-later
// One row of the checks tree: a rule (severity, code, title, how many) that expands to its findings
// (severity, the message wrapped to the width, the objects involved below it). A click on a rule
// expands or collapses it and marks all its objects; a click on a finding marks its objects.
//
// No Layouts inside: TreeView sizes a row from its delegate's implicitHeight when it loads or
// reuses it, and a Layout settles its children's widths only at the next polish, so a wrapped
// message measured at a stale width gave rows too short for their text (issue 15, point 5). Every
// width here is a binding on the view's width, so the height is right the moment it is read.
import QtQuick
import QtQuick.Controls
import Plenum

Rectangle {
    id: item

    required property TreeView treeView
    required property bool expanded
    required property int depth
    required property int row
    required property bool isGroup
    required property string severity
    required property string code
    required property string message
    required property string objectNames
    required property int count
    property bool selected: false
    signal picked

    readonly property real indent: Theme.spacing + item.depth * 22
    readonly property real textLeft: indent + 12 + 10 + 2 * Theme.spacing // after the arrow and the dot
    readonly property real textWidth: Math.max(40, item.treeView.width - textLeft - Theme.spacing)

    implicitWidth: item.treeView.width
    implicitHeight: Math.max(28, (item.isGroup ? groupLine.implicitHeight : findingText.implicitHeight) + 8)
    color: selected ? Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.22) : (item.row % 2 ? Theme.window : Theme.panel)

    // A taller text than TreeView measured (a font or language change): lay the rows out again.
    onImplicitHeightChanged: if (height > 0 && height < implicitHeight) Qt.callLater(item.treeView.forceLayout)

    Label {
        x: item.indent
        y: 4
        width: 12
        text: item.isGroup ? (item.expanded ? "▾" : "▸") : ""
        color: Theme.textMuted
    }
    Rectangle {
        x: item.indent + 12 + Theme.spacing
        y: 4 + (groupLine.implicitHeight - height) / 2
        width: 10
        height: 10
        radius: 5
        color: Theme.severityColor(item.severity)
    }

    Item { // a rule: code, title, how many, on one line
        id: groupLine
        visible: item.isGroup
        x: item.textLeft
        y: 4
        width: item.textWidth
        implicitHeight: codeLabel.implicitHeight
        Label {
            id: codeLabel
            text: item.code
            font.family: "monospace"
            font.bold: true
            color: Theme.text
        }
        Label {
            id: titleLabel
            x: codeLabel.implicitWidth + Theme.spacing
            width: Math.min(implicitWidth, groupLine.width - x - countLabel.implicitWidth - Theme.spacing)
            text: item.isGroup ? item.message : ""
            elide: Text.ElideRight
            color: Theme.text
            ToolTip.visible: truncated && titleHover.hovered
            ToolTip.text: item.message
            HoverHandler { id: titleHover }
        }
        Label {
            id: countLabel
            x: titleLabel.x + titleLabel.width + Theme.spacing
            text: item.count
            color: Theme.textMuted
        }
    }

    Item { // a finding: its sentence, wrapped, and below it the objects it names
        id: findingText
        visible: !item.isGroup
        x: item.textLeft
        y: 4
        width: item.textWidth
        implicitHeight: messageLabel.implicitHeight + (objectsLabel.visible ? 2 + objectsLabel.implicitHeight : 0)
        Label {
            id: messageLabel
            objectName: "findingMessage"
            width: parent.width
            text: item.isGroup ? "" : item.message
            wrapMode: Text.Wrap
            color: Theme.text
        }
        Label {
            id: objectsLabel
            objectName: "findingObjects"
            visible: !item.isGroup && item.objectNames !== ""
            y: messageLabel.implicitHeight + 2
            width: parent.width
            text: item.isGroup ? "" : item.objectNames
            elide: Text.ElideRight
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
            ToolTip.visible: truncated && objectsHover.hovered
            ToolTip.text: item.objectNames
            HoverHandler { id: objectsHover }
        }
    }

    TapHandler {
        onTapped: {
            if (item.isGroup)
                item.treeView.toggleExpanded(item.row)
            item.picked()
        }
    }
}

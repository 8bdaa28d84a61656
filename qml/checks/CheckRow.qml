// SPDX-License-Identifier: GPL-3.0-or-later
// One row of the checks tree: a rule (severity, code, title, how many) that expands to its findings
// (severity, message, the objects involved). A click on a rule expands or collapses it and marks
// all its objects; a click on a finding marks its objects.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
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

    implicitHeight: Math.max(28, layout.implicitHeight + 8)
    color: selected ? Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.22) : (item.row % 2 ? Theme.window : Theme.panel)

    RowLayout {
        id: layout
        anchors.fill: parent
        anchors.leftMargin: Theme.spacing + item.depth * 22
        anchors.rightMargin: Theme.spacing
        spacing: Theme.spacing

        Label {
            Layout.preferredWidth: 12
            text: item.isGroup ? (item.expanded ? "▾" : "▸") : ""
            color: Theme.textMuted
        }
        Rectangle {
            Layout.preferredWidth: 10
            Layout.preferredHeight: 10
            radius: 5
            color: Theme.severityColor(item.severity)
        }
        Label {
            visible: item.isGroup
            text: item.code
            font.family: "monospace"
            font.bold: true
            color: Theme.text
        }
        Label {
            Layout.fillWidth: true
            text: item.message
            wrapMode: item.isGroup ? Text.NoWrap : Text.WordWrap
            elide: item.isGroup ? Text.ElideRight : Text.ElideNone
            color: Theme.text
        }
        Label {
            visible: !item.isGroup && item.objectNames !== ""
            Layout.maximumWidth: 220
            text: item.objectNames
            elide: Text.ElideRight
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
        }
        Label {
            visible: item.isGroup
            text: item.count
            color: Theme.textMuted
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

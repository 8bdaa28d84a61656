// SPDX-License-Identifier: GPL-3.0-or-later
// One device in the inspector's list: its U, name and model; later-phase devices are faded. The
// selected row's texts take the palette's highlighted-text colour, readable on its highlight.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

ItemDelegate {
    id: row

    required property var deviceId
    required property string name
    required property string model
    required property string units
    required property bool later
    required property bool selected

    highlighted: selected
    opacity: later ? 0.5 : 1
    readonly property color mutedColor: highlighted ? palette.highlightedText : Theme.textMuted
    padding: 4

    contentItem: RowLayout {
        spacing: Theme.spacing
        Label {
            Layout.preferredWidth: 64
            text: row.units
            color: row.mutedColor
            font.family: "monospace"
            font.pixelSize: Theme.fontSmall
        }
        Label {
            text: row.name
            color: row.highlighted ? row.palette.highlightedText : Theme.text
            font.bold: true
        }
        Label {
            Layout.fillWidth: true
            text: row.model
            color: row.mutedColor
            elide: Text.ElideRight
            ToolTip.visible: truncated && modelHover.hovered
            ToolTip.text: text
            HoverHandler { id: modelHover }
        }
    }
}

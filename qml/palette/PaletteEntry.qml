// SPDX-License-Identifier: GPL-3.0-or-later
// One palette entry: name, origin and the figures a designer weighs; pressing and dragging it
// reports the pointer in window coordinates until it is released; a click chooses it.
import QtQuick
import QtQuick.Controls
import Plenum

Rectangle {
    id: entry

    required property string slug
    required property string title
    required property string kind
    required property string deviceRole
    required property int uHeight
    required property real powerW
    required property real weightKg
    required property string airflow
    required property int depthMm
    required property int widthMm
    required property real priceUsd
    required property string origin
    signal dragMoved(var entry, point windowPoint, bool free)
    signal dropped(var entry, point windowPoint, bool free)
    signal clicked(string slug) // a press and release without a drag: choose (or unchoose) it
    property bool chosen: false

    readonly property var record: ({ slug: slug, widthMm: widthMm, depthMm: depthMm, uHeight: uHeight })
    readonly property string facts: kind === "rack"
        ? qsTr("%1U · %2 kW budget · %3 kg · %4 × %5 mm · $%6").arg(uHeight).arg(Number(powerW / 1000).toLocaleString(Qt.locale(), "f", 1))
              .arg(Number(weightKg).toLocaleString(Qt.locale(), "f", 0)).arg(widthMm).arg(depthMm)
              .arg(Number(priceUsd).toLocaleString(Qt.locale(), "f", 0))
        : qsTr("%1U · %2 kW · %3 kg · %4 · %5 mm deep · $%6").arg(uHeight).arg(Number(powerW / 1000).toLocaleString(Qt.locale(), "f", 1))
              .arg(Number(weightKg).toLocaleString(Qt.locale(), "f", 0)).arg(airflow).arg(depthMm)
              .arg(Number(priceUsd).toLocaleString(Qt.locale(), "f", 0))

    objectName: "paletteEntry_" + slug
    height: column.implicitHeight + Theme.spacing
    color: area.pressed ? Theme.window : chosen ? Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.18) : "transparent"

    Column {
        id: column
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.verticalCenter: parent.verticalCenter
        anchors.margins: Theme.spacing / 2
        Label {
            width: parent.width
            text: entry.title
            elide: Text.ElideRight
        }
        Label {
            width: parent.width
            text: entry.deviceRole !== "" ? entry.slug + " · " + entry.deviceRole + " · " + entry.origin : entry.slug + " · " + entry.origin
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
            elide: Text.ElideRight
        }
        Label {
            width: parent.width
            text: entry.facts
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.Wrap
        }
    }

    ToolTip.visible: area.containsMouse && !area.pressed
    ToolTip.delay: 800
    ToolTip.text: qsTr("Drag onto the view to place it")

    MouseArea {
        id: area
        anchors.fill: parent
        hoverEnabled: true
        preventStealing: true // the list would take a vertical drag for a flick
        cursorShape: pressed ? Qt.DragMoveCursor : Qt.OpenHandCursor
        property bool dragging: false
        property point pressPoint
        onPressed: mouse => {
            pressPoint = Qt.point(mouse.x, mouse.y)
            dragging = false
        }
        onPositionChanged: mouse => {
            if (!pressed)
                return
            if (!dragging && Math.abs(mouse.x - pressPoint.x) + Math.abs(mouse.y - pressPoint.y) < 6)
                return
            dragging = true
            entry.dragMoved(entry.record, area.mapToItem(null, mouse.x, mouse.y), (mouse.modifiers & Qt.AltModifier) !== 0)
        }
        onReleased: mouse => {
            if (dragging)
                entry.dropped(entry.record, area.mapToItem(null, mouse.x, mouse.y), (mouse.modifiers & Qt.AltModifier) !== 0)
            else
                entry.clicked(entry.slug)
            dragging = false
        }
    }
}

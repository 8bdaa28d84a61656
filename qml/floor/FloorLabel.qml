// SPDX-License-Identifier: GPL-3.0-or-later
// One text on the floor plan, placed by FloorPlanItem.labels: a rack name centred on the rack,
// a row tag beside its row, an obstacle's name centred on it, or a hall's name and size at its
// corner.
import QtQuick
import Plenum

Item {
    id: label

    required property var modelData
    readonly property string kind: modelData.kind
    readonly property bool badge: kind === "row"

    x: Math.round(kind === "hall" ? modelData.x : modelData.x - width / 2)
    y: Math.round(kind === "hall" ? modelData.y : modelData.y - height / 2)
    width: caption.implicitWidth + (badge ? 12 : 0)
    height: caption.implicitHeight + (badge ? 4 : 0)

    Rectangle {
        anchors.fill: parent
        visible: label.badge
        radius: height / 2
        color: Theme.wall
    }

    Text {
        id: caption
        anchors.centerIn: parent
        text: label.modelData.name
        font.pixelSize: label.kind === "hall" ? Theme.fontNormal : Theme.fontSmall
        font.bold: true
        color: label.kind === "hall" ? Theme.textMuted
             : label.kind === "obstacle" ? Theme.text
             : label.badge ? Theme.panel
             : label.modelData.future ? Theme.rackLabelFuture : Theme.rackLabel
    }
}

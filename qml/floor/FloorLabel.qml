// SPDX-License-Identifier: GPL-3.0-or-later
// One text on the floor plan, placed by FloorPlanItem.labels: a rack name centred on the rack
// (after a lock mark when it is locked), a row tag beside its row, an obstacle's name centred on
// it, a hall's name and size at its corner, or the lock mark alone on a locked obstacle.
import QtQuick
import Plenum

Item {
    id: label

    required property var modelData
    readonly property string kind: modelData.kind
    readonly property bool badge: kind === "row"
    readonly property bool locked: modelData.locked === true
    readonly property bool markOnly: kind === "lock"

    x: Math.round(kind === "hall" ? modelData.x : modelData.x - width / 2)
    y: Math.round(kind === "hall" ? modelData.y : modelData.y - height / 2)
    width: markOnly ? lock.implicitWidth : caption.implicitWidth + (badge ? 12 : 0) + (locked ? lock.implicitWidth + 3 : 0)
    height: markOnly ? lock.implicitHeight : caption.implicitHeight + (badge ? 4 : 0)

    Rectangle {
        anchors.fill: parent
        visible: label.badge
        radius: height / 2
        color: Theme.wall
    }

    LockMark {
        id: lock
        objectName: "lockMark"
        visible: label.locked
        anchors.left: parent.left
        anchors.verticalCenter: parent.verticalCenter
        color: label.markOnly || label.kind === "obstacle" ? Theme.text : label.modelData.future ? Theme.rackLabelFuture : Theme.rackLabel
    }

    Text {
        id: caption
        visible: !label.markOnly
        anchors.right: parent.right
        anchors.rightMargin: label.badge ? 6 : 0
        anchors.verticalCenter: parent.verticalCenter
        text: label.modelData.name
        font.pixelSize: label.kind === "hall" ? Theme.fontNormal : Theme.fontSmall
        font.bold: true
        color: label.kind === "hall" ? Theme.textMuted
             : label.kind === "obstacle" ? Theme.text
             : label.badge ? Theme.panel
             : label.modelData.future ? Theme.rackLabelFuture : Theme.rackLabel
    }
}

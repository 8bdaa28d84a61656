// SPDX-License-Identifier: GPL-3.0-or-later
// A small padlock drawn from two rectangles (no icon font needed): the mark of a locked rack or
// obstacle on the floor plan (issue #18).
import QtQuick
import Plenum

Item {
    id: mark

    property color color: Theme.text

    implicitWidth: 10
    implicitHeight: 12

    Rectangle { // the shackle
        x: 2
        width: parent.width - 4
        height: parent.height * 0.6
        radius: width / 2
        color: "transparent"
        border.color: mark.color
        border.width: 1.5
    }

    Rectangle { // the body
        y: parent.height * 0.42
        width: parent.width
        height: parent.height * 0.58
        radius: 1.5
        color: mark.color
    }
}

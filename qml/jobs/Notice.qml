// SPDX-License-Identifier: GPL-3.0-or-later
// One sentence on what just finished — routing, a rack's rerouted cables, checks run by hand, an
// export — shown at the bottom of the view for a few seconds (longer for longer sentences); a
// click dismisses it. The last one stays readable in the tooltip of the status line.
import QtQuick
import QtQuick.Controls
import Plenum

Rectangle {
    id: notice
    objectName: "notice"

    property string text: ""

    function show(message) {
        notice.text = message
        hideTimer.interval = 3000 + 40 * message.length
        hideTimer.restart()
    }

    visible: hideTimer.running
    width: Math.min(label.implicitWidth + 2 * Theme.spacing, parent ? parent.width - 2 * Theme.spacing : 600)
    height: label.implicitHeight + Theme.spacing
    radius: height / 2
    color: Theme.panel
    border.color: Theme.accent
    opacity: 0.97

    Label {
        id: label
        anchors.centerIn: parent
        width: Math.min(implicitWidth, notice.width - 2 * Theme.spacing)
        text: notice.text
        color: Theme.text
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
    }
    Timer {
        id: hideTimer
    }
    TapHandler {
        onTapped: hideTimer.stop()
    }
}

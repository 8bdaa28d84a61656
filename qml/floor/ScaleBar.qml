// SPDX-License-Identifier: GPL-3.0-or-later
// A scale bar of a round length (1, 2 or 5 × 10ⁿ m) about 120 pixels long.
import QtQuick
import QtQuick.Controls
import Plenum

Item {
    id: bar

    required property real pixelsPerMetre
    readonly property real metres: {
        const target = 120 / Math.max(bar.pixelsPerMetre, 1e-6)
        const power = Math.pow(10, Math.floor(Math.log(target) / Math.LN10))
        const steps = [1, 2, 5, 10]
        for (let i = 0; i < steps.length; ++i)
            if (steps[i] * power >= target * 0.75)
                return steps[i] * power
        return 10 * power
    }

    implicitWidth: Math.max(line.width, caption.implicitWidth)
    implicitHeight: caption.implicitHeight + 8

    Label {
        id: caption
        anchors.horizontalCenter: line.horizontalCenter
        text: bar.metres >= 1 ? qsTr("%1 m").arg(bar.metres) : qsTr("%1 mm").arg(Math.round(bar.metres * 1000))
        color: Theme.text
        font.pixelSize: Theme.fontSmall
    }
    Rectangle {
        id: line
        anchors.bottom: parent.bottom
        width: Math.round(bar.metres * bar.pixelsPerMetre)
        height: 6
        color: "transparent"
        border.color: Theme.text
        border.width: 1.5
        Rectangle {
            width: parent.width / 2
            height: parent.height
            color: Theme.text
        }
    }
}

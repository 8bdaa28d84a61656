// SPDX-License-Identifier: GPL-3.0-or-later
// The distance between the two points picked on an underlay, in metres or millimetres; OK
// calibrates it (one undo step). A distance that is not a positive number keeps OK disabled.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

Dialog {
    id: dialog

    required property Document document
    property var underlayId: 0
    property point a
    property point b
    // A decimal number, with a point or a comma; anything else is no distance.
    readonly property real distanceMm: {
        const t = distance.text.trim().replace(",", ".")
        const v = /^[0-9]*\.?[0-9]+$/.test(t) ? parseFloat(t) : 0
        return v > 0 ? v * (unit.currentIndex === 0 ? 1000 : 1) : 0
    }

    function ask(id, pointA, pointB) {
        underlayId = id
        a = pointA
        b = pointB
        distance.text = ""
        open()
        distance.forceActiveFocus()
    }

    objectName: "calibrateDialog"
    title: qsTr("Calibrate Underlay")
    modal: true
    anchors.centerIn: parent
    standardButtons: Dialog.Ok | Dialog.Cancel
    Component.onCompleted: standardButton(Dialog.Ok).enabled = Qt.binding(() => dialog.distanceMm > 0)
    onAccepted: document.calibrateUnderlay(underlayId, a, b, distanceMm)

    ColumnLayout {
        spacing: Theme.spacing
        Label {
            text: qsTr("Distance between the two points:")
        }
        RowLayout {
            TextField {
                id: distance
                objectName: "calibrateDistance"
                implicitWidth: 120
                inputMethodHints: Qt.ImhFormattedNumbersOnly
                onAccepted: if (dialog.distanceMm > 0) dialog.accept()
            }
            ComboBox {
                id: unit
                objectName: "calibrateUnit"
                model: [qsTr("m"), qsTr("mm")]
            }
        }
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
// The underlay's controls over the floor plan (issue #18): which underlay, its opacity, rotation
// and lock, Calibrate (two clicks on the plan, then their distance) and Delete. Each change is one
// undo step (the opacity when the slider is let go).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

Rectangle {
    id: bar

    required property Document document
    property int current: 0 // index into document.underlays
    readonly property var underlay: current < document.underlays.length ? document.underlays[current] : null
    signal calibrateRequested(var underlayId)

    visible: underlay !== null
    implicitWidth: rows.implicitWidth + 12
    implicitHeight: rows.implicitHeight + 8
    radius: Theme.radius
    color: Theme.panel
    border.color: Theme.panelBorder

    ColumnLayout {
        id: rows
        anchors.centerIn: parent
        spacing: 2

        RowLayout {
            spacing: Theme.spacing

            ComboBox {
                objectName: "underlayChoice"
                model: bar.document.underlays.map(u => u.name)
                currentIndex: bar.current
                onActivated: index => bar.current = index
                implicitWidth: 160
            }
            Label {
                text: qsTr("Opacity")
                color: Theme.textMuted
            }
            Slider {
                id: opacity
                objectName: "underlayOpacity"
                from: 0
                to: 1
                value: bar.underlay ? bar.underlay.opacity : 0.5
                implicitWidth: 100
                onPressedChanged: if (!pressed && bar.underlay && Math.abs(value - bar.underlay.opacity) > 1e-6)
                                      bar.document.setUnderlayOpacity(bar.underlay.id, value)
            }
            Label {
                text: qsTr("Rotation")
                color: Theme.textMuted
            }
            SpinBox {
                objectName: "underlayRotation"
                from: 0
                to: 359
                editable: true
                enabled: bar.underlay !== null && !bar.underlay.locked
                value: bar.underlay ? Math.round(bar.underlay.rotation) : 0
                onValueModified: bar.document.setUnderlayRotation(bar.underlay.id, value)
            }
        }
        RowLayout {
            spacing: Theme.spacing
            CheckBox {
                objectName: "underlayLocked"
                text: qsTr("Locked")
                checked: bar.underlay ? bar.underlay.locked : false
                onToggled: bar.document.setUnderlayLocked(bar.underlay.id, checked)
            }
            Button {
                objectName: "underlayCalibrate"
                text: qsTr("Calibrate…")
                enabled: bar.underlay !== null && !bar.underlay.locked
                ToolTip.text: qsTr("Click two points of the drawing, then type their distance")
                ToolTip.visible: hovered
                onClicked: bar.calibrateRequested(bar.underlay.id)
            }
            Button {
                text: qsTr("Delete")
                onClicked: {
                    bar.document.deleteUnderlay(bar.underlay.id)
                    bar.current = 0
                }
            }
        }
    }
}

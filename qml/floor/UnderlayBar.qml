// SPDX-License-Identifier: GPL-3.0-or-later
// The underlay's controls over the floor plan (issue #18): which underlay, its opacity, rotation
// and lock, Calibrate (two clicks on the plan, then their distance), Move (drag it on the plan,
// FloorView.qml), its corner and scale typed, and Delete. Each change is one undo step (the opacity
// when the slider is let go, a drag when it ends).
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
    property bool moving: false // Move is on: a drag on the plan moves the underlay
    readonly property bool unlocked: underlay !== null && !underlay.locked
    readonly property bool dragging: moving && unlocked

    function place(x, y, mmPerPx) {
        bar.document.placeUnderlay(bar.underlay.id, x, y, mmPerPx, bar.underlay.rotation)
    }

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
        RowLayout { // where it lies: its top-left corner and its scale, while Move is on
            visible: bar.dragging
            spacing: Theme.spacing
            // Typed placement, shown while Move is on (the bar stays small otherwise).
            UnitField {
                objectName: "underlayX"
                visible: bar.dragging
                enabled: bar.unlocked
                label: qsTr("X")
                labelWidth: 14
                unit: qsTr("m")
                unitWidth: 14
                factor: 1000
                value: bar.underlay ? bar.underlay.xMm : 0
                onCommitted: v => bar.place(v, bar.underlay.yMm, bar.underlay.mmPerPx)
            }
            UnitField {
                objectName: "underlayY"
                visible: bar.dragging
                enabled: bar.unlocked
                label: qsTr("Y")
                labelWidth: 14
                unit: qsTr("m")
                unitWidth: 14
                factor: 1000
                value: bar.underlay ? bar.underlay.yMm : 0
                onCommitted: v => bar.place(bar.underlay.xMm, v, bar.underlay.mmPerPx)
            }
            UnitField {
                objectName: "underlayScale"
                visible: bar.dragging
                enabled: bar.unlocked
                label: qsTr("Scale")
                labelWidth: 40
                unit: qsTr("mm/px")
                unitWidth: 40
                whole: false
                value: bar.underlay ? bar.underlay.mmPerPx : 10
                onCommitted: v => bar.place(bar.underlay.xMm, bar.underlay.yMm, v)
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
                objectName: "underlayMove"
                text: qsTr("Move")
                highlighted: bar.dragging
                enabled: bar.unlocked
                onClicked: bar.moving = !bar.moving
                ToolTip.text: qsTr("Drag the drawing on the plan or type where it lies; click Move again to stop")
                ToolTip.visible: hovered
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

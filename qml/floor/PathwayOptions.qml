// SPDX-License-Identifier: GPL-3.0-or-later
// What the pathway tool draws (issue #18): kind, service, height above the floor, width and
// loading depth in millimetres, as `options` for Document.addPathway.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

RowLayout {
    id: row

    property var options: ({ kind: "tray", service: "data", heightMm: 2700, widthMm: 300, depthMm: 100 })
    function update() {
        row.options = { kind: pathwayKind.currentValue, service: pathwayService.currentValue,
                    heightMm: pathwayHeight.value, widthMm: pathwayWidth.value, depthMm: pathwayDepth.value }
    }

    spacing: Theme.spacing
    ComboBox {
        id: pathwayKind
        objectName: "pathwayKind"
        textRole: "text"
        valueRole: "value"
        model: [{ value: "tray", text: qsTr("Tray") }, { value: "ladder", text: qsTr("Ladder") },
                { value: "basket", text: qsTr("Basket") }, { value: "fiber-runway", text: qsTr("Fibre runway") }]
        onActivated: row.update()
    }
    ComboBox {
        id: pathwayService
        objectName: "pathwayService"
        textRole: "text"
        valueRole: "value"
        model: [{ value: "data", text: qsTr("Data") }, { value: "fiber", text: qsTr("Fibre") },
                { value: "power", text: qsTr("Power") }]
        onActivated: row.update()
    }
    Label {
        text: qsTr("Height")
        color: Theme.textMuted
    }
    SpinBox {
        id: pathwayHeight
        objectName: "pathwayHeight"
        from: 0
        to: 20000
        stepSize: 50
        value: 2700
        editable: true
        onValueModified: row.update()
    }
    Label {
        text: qsTr("Width")
        color: Theme.textMuted
    }
    SpinBox {
        id: pathwayWidth
        objectName: "pathwayWidth"
        from: 50
        to: 2000
        stepSize: 50
        value: 300
        editable: true
        onValueModified: row.update()
    }
    Label {
        text: qsTr("Depth")
        color: Theme.textMuted
    }
    SpinBox {
        id: pathwayDepth
        objectName: "pathwayDepth"
        from: 25
        to: 500
        stepSize: 25
        value: 100
        editable: true
        onValueModified: row.update()
    }
    Label {
        text: qsTr("mm")
        color: Theme.textMuted
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
// Connect ports by hand (Edit ▸ Connect Ports…, issue #18): a device and a port or port range
// ("OSFP[1-8]P1") on each side; ports that already carry a link are skipped on either side, then
// the i-th free port of A is joined to the i-th free port of B, all in one undo step.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

Dialog {
    id: dialog

    required property Document document
    property int connected: 0 // links made by the last Connect

    title: qsTr("Connect Ports")
    modal: true
    anchors.centerIn: parent
    standardButtons: Dialog.Ok | Dialog.Cancel

    function prefill(aDevice, bDevice) {
        aDeviceBox.editText = aDevice
        bDeviceBox.editText = bDevice
    }

    onAboutToShow: {
        const names = document.deviceNames()
        aDeviceBox.model = names
        bDeviceBox.model = names
        error.text = ""
    }
    onAccepted: {
        connected = document.connectPorts(aDeviceBox.editText, aPorts.text, bDeviceBox.editText, bPorts.text)
        if (connected === 0) {
            error.text = document.lastError
            open() // keep the input; say what is wrong
        }
    }

    GridLayout {
        columns: 3
        columnSpacing: Theme.spacing
        rowSpacing: Theme.spacing

        Label { text: "" }
        Label { text: qsTr("Device"); font.bold: true }
        Label { text: qsTr("Ports (name or range)"); font.bold: true }

        Label { text: qsTr("From") }
        ComboBox {
            id: aDeviceBox
            objectName: "connectDeviceA"
            editable: true
            Layout.preferredWidth: 200
        }
        TextField {
            id: aPorts
            objectName: "connectPortsA"
            Layout.preferredWidth: 180
            placeholderText: qsTr("e.g. OSFP[1-8]P1")
        }

        Label { text: qsTr("To") }
        ComboBox {
            id: bDeviceBox
            objectName: "connectDeviceB"
            editable: true
            Layout.preferredWidth: 200
        }
        TextField {
            id: bPorts
            objectName: "connectPortsB"
            Layout.preferredWidth: 180
            placeholderText: qsTr("e.g. OSFP[1-8]P1")
        }

        Label {
            id: error
            objectName: "connectError"
            Layout.columnSpan: 3
            Layout.preferredWidth: 400
            visible: text !== ""
            color: Theme.error
            wrapMode: Text.Wrap
        }
    }
}

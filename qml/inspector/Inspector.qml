// SPDX-License-Identifier: GPL-3.0-or-later
// The inspector: what is selected (a rack, or a device clicked in the elevation) as label/value
// rows, and the selected rack's devices top U first; clicking a device selects it.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

Rectangle {
    id: inspector

    required property Document document

    color: Theme.panel

    // The rows' texts come from C++ tr(): rebuild them after a language switch.
    function retranslate() {
        properties.retranslate()
        devices.retranslate()
    }

    Rectangle {
        anchors.left: parent.left
        width: 1
        height: parent.height
        color: Theme.panelBorder
    }

    SelectionPropertiesModel {
        id: properties
        objectName: "properties"
        document: inspector.document
    }
    RackDeviceModel {
        id: devices
        objectName: "devices"
        document: inspector.document
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing * 1.5
        spacing: Theme.spacing

        Label {
            text: properties.kind === "device" ? qsTr("DEVICE") : properties.kind === "rack" ? qsTr("RACK") : qsTr("INSPECTOR")
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
            font.bold: true
        }
        Label {
            Layout.fillWidth: true
            text: properties.title !== "" ? properties.title : qsTr("Nothing selected")
            color: properties.title !== "" ? Theme.text : Theme.textMuted
            font.pixelSize: Theme.fontNormal + 5
            font.bold: properties.title !== ""
            elide: Text.ElideRight
        }
        Label {
            Layout.fillWidth: true
            visible: properties.kind === ""
            text: qsTr("Click a rack on the floor plan or a device in the rack elevation.")
            color: Theme.textMuted
            wrapMode: Text.WordWrap
        }
        Repeater {
            model: properties
            delegate: RowLayout {
                required property string label
                required property string value
                Layout.fillWidth: true
                spacing: Theme.spacing
                Label {
                    Layout.preferredWidth: 84
                    Layout.alignment: Qt.AlignTop
                    text: parent.label
                    color: Theme.textMuted
                    elide: Text.ElideRight
                }
                Label {
                    Layout.fillWidth: true
                    text: parent.value
                    color: Theme.text
                    wrapMode: Text.WordWrap
                }
            }
        }
        Button {
            visible: properties.kind === "device"
            text: qsTr("Back to rack")
            onClicked: inspector.document.selectedDeviceId = 0
        }
        Label {
            visible: devices.count > 0
            Layout.topMargin: Theme.spacing
            text: qsTr("DEVICES IN RACK (%1)").arg(devices.count)
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
            font.bold: true
        }
        ListView {
            id: deviceList
            objectName: "deviceList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: devices
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}
            delegate: DeviceRow {
                width: deviceList.width
                onClicked: inspector.document.selectedDeviceId = deviceId
            }
        }
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
// One line of colour chips naming the device roles of the elevation, in the elevation's own
// colours (Colors, render/palette.h).
import QtQuick
import QtQuick.Controls
import Plenum

Flow {
    id: legend

    spacing: Theme.spacing * 2

    Repeater {
        model: [
            { role: "gpu-node", color: Colors.role("gpu-node"), label: qsTr("GPU node") },
            { role: "leaf", color: Colors.role("leaf"), label: qsTr("Leaf switch") },
            { role: "spine", color: Colors.role("spine"), label: qsTr("Spine switch") },
            { role: "storage", color: Colors.role("storage"), label: qsTr("Storage") },
            { role: "management", color: Colors.role("management"), label: qsTr("Management") },
            { role: "pdu", color: Colors.role("pdu"), label: qsTr("PDU") },
            { role: "blanking", color: Colors.role("blanking"), label: qsTr("Blanking panel") },
            { role: "port", color: Colors.port, label: qsTr("Data port") },
            { role: "mgmt-port", color: Colors.managementPort, label: qsTr("Management port") }
        ]
        delegate: Row {
            required property var modelData
            spacing: 6
            Rectangle {
                width: 14
                height: 14
                radius: 2
                color: modelData.color
                anchors.verticalCenter: parent.verticalCenter
            }
            Label {
                text: modelData.label
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
            }
        }
    }
}

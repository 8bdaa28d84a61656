// SPDX-License-Identifier: GPL-3.0-or-later
// One line of colour chips naming the device roles of the elevation.
import QtQuick
import QtQuick.Controls
import Plenum

Flow {
    id: legend

    spacing: Theme.spacing * 2

    Repeater {
        model: [
            { role: "gpu-node", color: "#2e7d4f", label: qsTr("GPU node") },
            { role: "leaf", color: "#1f6fc5", label: qsTr("Leaf switch") },
            { role: "spine", color: "#5b3fb0", label: qsTr("Spine switch") },
            { role: "storage", color: "#c0651a", label: qsTr("Storage") },
            { role: "management", color: "#00838f", label: qsTr("Management") },
            { role: "pdu", color: "#b23a3a", label: qsTr("PDU") },
            { role: "blanking", color: "#8e979f", label: qsTr("Blanking panel") },
            { role: "port", color: "#1b2329", label: qsTr("Data port") },
            { role: "mgmt-port", color: "#f2c14e", label: qsTr("Management port") }
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

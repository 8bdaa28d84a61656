// SPDX-License-Identifier: GPL-3.0-or-later
// Right click on a device in the rack elevation (issue #18): turn it round, rename it, delete it,
// and on a port start a connection from it (as a click on the port does: a free port only); each
// entry shows the key that does the same.
import QtQuick
import QtQuick.Controls
import Plenum

PlenumMenu {
    id: menu

    required property Document document
    property real device: 0
    property var port: ({}) // ElevationItem.portAt: {device, port}; device 0 when not on a port
    readonly property bool atPort: menu.port.device !== undefined && Number(menu.port.device) === Number(menu.device)
    readonly property string portProblem: menu.atPort ? menu.document.portLinkProblem(menu.device, menu.port.port) : ""
    signal renameRequested
    signal connectRequested(var device, int port)

    PlenumMenuItem {
        objectName: "deviceMenuConnect"
        text: menu.atPort ? qsTr("&Connect from %1").arg(menu.document.portInfo(menu.device, menu.port.port).portName)
                          : qsTr("&Connect (right-click a port)")
        description: menu.portProblem
        enabled: menu.atPort && menu.portProblem === ""
        onTriggered: menu.connectRequested(menu.device, menu.port.port)
    }
    PlenumMenuItem {
        objectName: "deviceMenuReverse"
        text: qsTr("&Turn Round")
        keys: "R"
        onTriggered: menu.document.reverseDevice(menu.device)
    }
    PlenumMenuItem {
        objectName: "deviceMenuRename"
        text: qsTr("Re&name…")
        keys: "F2"
        onTriggered: menu.renameRequested()
    }
    PlenumMenuItem {
        objectName: "deviceMenuDelete"
        text: qsTr("&Delete")
        keys: "Del"
        onTriggered: menu.document.deleteDevice(menu.device)
    }
}

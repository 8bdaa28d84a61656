// SPDX-License-Identifier: GPL-3.0-or-later
// The rack elevation view: front and rear of the selected rack (or, when nothing is selected, of
// the first rack that holds devices), drawn by the shared QPainter renderer, with a role legend.
// A device type dragged from the palette is previewed on the U under the pointer (front or rear)
// and mounted there on release, unless the U range is taken, the device is deeper than the rack or
// the rack's power or weight budget would be exceeded: then the preview is red with the reason and
// the drop is refused. With a device selected: Del deletes it, R reverses it, F2 renames it.
import QtQuick
import QtQuick.Controls
import Plenum

Item {
    id: view

    required property Document document
    readonly property alias elevation: elevation
    property alias asbuilt: elevation.asbuilt // an imported discovery's differences, marked per class
    readonly property real shownRackId: document.selectedRackId !== 0 ? document.selectedRackId
                                                                       : (document.rackCount, document.firstRackWithDevices())
    property var placing: null // {slug, face, u, uHeight, problem, rect}
    signal dropRefused(string reason)

    function previewDevice(entry, point) {
        const p = mapToItem(elevation, point.x, point.y)
        const slot = elevation.slotAt(p)
        if (slot.u === 0 || shownRackId === 0) {
            placing = null
            return
        }
        placing = { slug: entry.slug, face: slot.face, u: slot.u, uHeight: entry.uHeight,
                    problem: document.deviceSlotProblem(shownRackId, entry.slug, slot.u),
                    rect: elevation.uRect(slot.face, slot.u, Math.max(1, entry.uHeight)) }
    }
    function dropDevice(entry, point) {
        previewDevice(entry, point)
        const p = placing
        placing = null
        if (!p)
            return false
        if (p.problem !== "") {
            view.dropRefused(p.problem)
            return false
        }
        return document.mountDevice(shownRackId, p.slug, p.u, p.face === 1)
    }

    Rectangle {
        anchors.fill: parent
        color: Theme.canvas
    }

    Rectangle {
        id: sheet
        anchors.fill: parent
        anchors.margins: Theme.spacing * 1.5
        anchors.bottomMargin: legend.height + Theme.spacing * 2.5
        color: Theme.floor
        border.color: Theme.panelBorder
        radius: Theme.radius

        ElevationItem {
            id: elevation
            objectName: "elevation"
            anchors.fill: parent
            anchors.margins: 1
            document: view.document
            rackId: view.shownRackId
            backgroundColor: Theme.floor
            textColor: Theme.text
            mutedColor: Theme.textMuted
            frameColor: Theme.rackFrame
            slotColor: Theme.rackSlot
            slotLineColor: Theme.rackSlotLine
            selectionColor: Theme.selection
            highlightColor: Theme.highlight
            asbuiltWrongColor: Theme.asbuiltWrong
            asbuiltMissingColor: Theme.asbuiltMissing
            focus: true

            Keys.onPressed: event => {
                const device = view.document.selectedDeviceId
                if (device === 0)
                    return
                if (event.key === Qt.Key_Delete || event.key === Qt.Key_Backspace) {
                    view.document.deleteDevice(device)
                    event.accepted = true
                } else if (event.key === Qt.Key_R && !(event.modifiers & Qt.ControlModifier)) {
                    view.document.reverseDevice(device)
                    event.accepted = true
                } else if (event.key === Qt.Key_F2) {
                    renamePopup.open()
                    event.accepted = true
                }
            }
        }

        Rectangle {
            objectName: "deviceGhost"
            visible: view.placing !== null
            x: view.placing ? view.placing.rect.x + elevation.x : 0
            y: view.placing ? view.placing.rect.y + elevation.y : 0
            width: view.placing ? view.placing.rect.width : 0
            height: view.placing ? view.placing.rect.height : 0
            color: view.placing && view.placing.problem !== "" ? Qt.rgba(0.9, 0.1, 0.1, 0.35) : Qt.rgba(0.12, 0.44, 0.77, 0.35)
            border.color: view.placing && view.placing.problem !== "" ? Theme.error : Theme.accent
            border.width: 2
        }
        Label {
            objectName: "deviceGhostReason"
            visible: view.placing !== null && view.placing.problem !== ""
            text: view.placing ? view.placing.problem : ""
            x: view.placing ? Math.min(view.placing.rect.right + elevation.x + 8, sheet.width - width) : 0
            y: view.placing ? view.placing.rect.y + elevation.y : 0
            width: Math.min(implicitWidth, 320)
            wrapMode: Text.Wrap
            color: "#ffffff"
            padding: 4
            background: Rectangle {
                color: Theme.error
                radius: Theme.radius
            }
        }

        Popup {
            id: renamePopup
            objectName: "renameDevicePopup"
            anchors.centerIn: parent
            onOpened: {
                nameField.text = ""
                nameField.forceActiveFocus()
            }
            TextField {
                id: nameField
                objectName: "renameDeviceField"
                width: 220
                placeholderText: qsTr("New device name")
                onAccepted: {
                    view.document.renameDevice(view.document.selectedDeviceId, text)
                    renamePopup.close()
                    elevation.forceActiveFocus()
                }
            }
        }
    }

    RoleLegend {
        id: legend
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: Theme.spacing * 1.5
    }
}

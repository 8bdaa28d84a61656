// SPDX-License-Identifier: GPL-3.0-or-later
// The rack elevation view: front and rear of the selected rack (or, when nothing is selected, of
// the first rack that holds devices) and, beside it, another rack of its row (the next one unless
// picked), drawn by the shared QPainter renderer, with a role legend. A device type dragged from
// the palette, or a device dragged within or between the two racks, is previewed on the U under
// the pointer and mounted or moved there on release, unless the U range is taken, the device is
// deeper than the rack, or the rack's power or weight budget would be exceeded (core
// edit::mountProblem): then the preview is red with the reason and the drop is refused. With a
// device selected: Del deletes it, R reverses it, F2 renames it. A click on a port picks it as the
// first end of a link and a click on a second port connects the two (one undo step); a port that
// already carries a link is refused with the reason; Esc drops the first pick. Ports with a link
// are ringed.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

Item {
    id: view

    required property Document document
    readonly property alias elevation: elevation
    readonly property alias besideElevation: beside
    property var asbuilt: null // an imported discovery's differences (AsbuiltModel), marked per class
    // The selected rack; a selection in the rack beside keeps the pair as it is.
    property real anchorRackId: 0
    readonly property real shownRackId: (document.rackCount, anchorRackId !== 0 && document.rowRacks(anchorRackId).length > 0)
                                        ? anchorRackId : document.firstRackWithDevices()
    property bool showBeside: true
    property real pickedBesideId: 0 // chosen in the toolbar; 0: the next rack of the row
    readonly property real besideRackId: {
        if (!showBeside || shownRackId === 0)
            return 0
        const row = (document.rackCount, document.rowRacks(shownRackId))
        if (pickedBesideId !== 0 && pickedBesideId !== shownRackId && row.some(r => r.id === pickedBesideId))
            return pickedBesideId
        return document.rackBeside(shownRackId)
    }
    property var placing: null // {face, u, rackId, problem, rect (in the sheet)}
    property var pickedPort: null // the first end of a link being made: Document.portInfo()
    signal dropRefused(string reason)
    signal moveRefused(string reason)
    signal connectRefused(string reason)

    // The elevation, rack and slot under a point of the view, or null.
    function targetAt(point) {
        for (const item of [elevation, beside]) {
            if (!item.visible || item.rackId === 0)
                continue
            const p = mapToItem(item, point.x, point.y)
            const slot = item.slotAt(p)
            if (slot.u !== 0)
                return { item: item, rackId: item.rackId, face: slot.face, u: slot.u }
        }
        return null
    }
    function ghostRect(target, u, heightU) {
        const r = target.item.uRect(target.face, u, Math.max(1, heightU))
        const p = target.item.mapToItem(sheet, r.x, r.y)
        return Qt.rect(p.x, p.y, r.width, r.height)
    }
    function previewDevice(entry, point) {
        const t = targetAt(point)
        placing = t === null ? null : { face: t.face, u: t.u, rackId: t.rackId, slug: entry.slug,
                                        problem: document.deviceSlotProblem(t.rackId, entry.slug, t.u),
                                        rect: ghostRect(t, t.u, entry.uHeight) }
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
        return document.mountDevice(p.rackId, p.slug, p.u, p.face === 1)
    }
    function previewMove(device, grabOffsetU, point, heightU) {
        const t = targetAt(point)
        if (t === null) {
            placing = null
            return
        }
        const u = t.u - grabOffsetU
        placing = { face: t.face, u: u, rackId: t.rackId, device: device,
                    problem: document.deviceMoveProblem(device, t.rackId, u), rect: ghostRect(t, u, heightU) }
    }
    function dropMove(device, grabOffsetU, point, heightU) {
        previewMove(device, grabOffsetU, point, heightU)
        const p = placing
        placing = null
        if (!p)
            return false
        if (p.problem !== "") {
            view.moveRefused(p.problem)
            return false
        }
        return document.moveDevice(device, p.rackId, p.u)
    }
    function previewUnits(item, face, uLow, uHeight) {
        placing = { face: face, u: uLow, rackId: item.rackId, problem: "",
                    rect: ghostRect({ item: item, face: face }, uLow, uHeight) }
    }
    function selectUnits(item, uLow, uHeight) {
        placing = null
        reservePopup.rackId = item.rackId
        reservePopup.uLow = uLow
        reservePopup.uHeight = uHeight
        reservePopup.open()
    }
    function openReservationMenu(reservation, scenePoint) {
        const p = mapFromItem(null, scenePoint.x, scenePoint.y)
        reservationMenu.reservation = reservation
        reservationMenu.popup(view, p.x, p.y)
    }
    function openDeviceMenu(device, port, scenePoint) {
        const p = mapFromItem(null, scenePoint.x, scenePoint.y)
        deviceMenu.device = device
        deviceMenu.port = port
        deviceMenu.popup(view, p.x, p.y)
    }
    function pickPort(device, port) {
        const problem = document.portLinkProblem(device, port)
        if (pickedPort !== null && pickedPort.device === device && pickedPort.port === port) {
            pickedPort = null
        } else if (problem !== "") {
            view.connectRefused(problem)
        } else if (pickedPort === null) {
            pickedPort = document.portInfo(device, port)
        } else {
            const a = pickedPort
            pickedPort = null
            document.connectPortPair(a.device, a.port, device, port)
        }
    }
    function editKey(event) {
        if (event.key === Qt.Key_Escape && pickedPort !== null) {
            pickedPort = null
            event.accepted = true
            return
        }
        const device = view.document.selection.deviceId
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
    function followSelection() {
        const selected = document.selection.rackId
        if (selected === 0 || selected !== besideRackId)
            anchorRackId = selected
    }
    onShownRackIdChanged: pickedBesideId = 0
    Component.onCompleted: followSelection()
    Connections {
        target: view.document.selection
        function onChanged() { view.followSelection() }
    }

    Rectangle {
        anchors.fill: parent
        color: Theme.canvas
    }

    ElevationToolbar {
        id: toolbar
        view: view
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: Theme.spacing * 1.5
    }

    Rectangle {
        id: sheet
        anchors.fill: parent
        anchors.margins: Theme.spacing * 1.5
        anchors.topMargin: toolbar.height + Theme.spacing * 2.5
        anchors.bottomMargin: legend.height + Theme.spacing * 2.5
        color: Theme.floor
        border.color: Theme.panelBorder
        radius: Theme.radius

        RowLayout {
            anchors.fill: parent
            anchors.margins: 1
            spacing: Theme.spacing

            RackElevation {
                id: elevation
                objectName: "elevation"
                view: view
                rackId: view.shownRackId
                focus: true
            }
            RackElevation {
                id: beside
                objectName: "besideElevation"
                view: view
                visible: view.besideRackId !== 0
                rackId: view.besideRackId
            }
        }

        Label {
            objectName: "portPickHint"
            visible: view.pickedPort !== null
            text: view.pickedPort ? qsTr("Connecting %1 of %2: click the other port (Esc cancels)")
                                    .arg(view.pickedPort.portName).arg(view.pickedPort.deviceName) : ""
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.bottom: parent.bottom
            anchors.bottomMargin: Theme.spacing
            padding: 4
            color: "#ffffff"
            background: Rectangle {
                color: Theme.accent
                radius: Theme.radius
            }
        }

        DropGhost {
            placing: view.placing
            boxName: "deviceGhost"
            reasonName: "deviceGhostReason"
        }

        ReservePopup {
            id: reservePopup
            document: view.document
            anchors.centerIn: parent
        }
        ReservationMenu {
            id: reservationMenu
            document: view.document
        }
        DeviceMenu {
            id: deviceMenu
            objectName: "deviceContextMenu"
            document: view.document
            onRenameRequested: renamePopup.open()
            onConnectRequested: (device, port) => view.pickPort(device, port)
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
                    view.document.renameDevice(view.document.selection.deviceId, text)
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

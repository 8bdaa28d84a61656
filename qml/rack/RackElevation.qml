// SPDX-License-Identifier: GPL-3.0-or-later
// One rack's elevation (front and rear) in the elevation view, in the theme's colours: its
// gestures (device drags, U ranges, reservation menus, port clicks, editing keys) go to the view
// (ElevationView.qml), which treats both racks on screen alike.
import QtQuick
import QtQuick.Layouts
import Plenum

ElevationItem {
    id: item

    required property Item view
    function viewPoint(scenePoint) { return item.view.mapFromItem(null, scenePoint.x, scenePoint.y) }

    Layout.fillWidth: true
    Layout.fillHeight: true
    document: item.view.document
    backgroundColor: Theme.floor
    textColor: Theme.text
    mutedColor: Theme.textMuted
    frameColor: Theme.rackFrame
    slotColor: Theme.rackSlot
    slotLineColor: Theme.rackSlotLine
    selectionColor: Theme.selection
    highlightColor: Theme.highlight
    asbuilt: item.view.asbuilt
    asbuiltWrongColor: Theme.asbuiltWrong
    asbuiltMissingColor: Theme.asbuiltMissing
    pendingDevice: item.view.pickedPort ? item.view.pickedPort.device : 0
    pendingPort: item.view.pickedPort ? item.view.pickedPort.port : -1

    Keys.onPressed: event => item.view.editKey(event)
    onDeviceDragMoved: (device, offset, scenePoint) => item.view.previewMove(device, offset, viewPoint(scenePoint),
                                                                             deviceHeightU(device))
    onDeviceDropped: (device, offset, scenePoint) => item.view.dropMove(device, offset, viewPoint(scenePoint),
                                                                        deviceHeightU(device))
    onUnitsDragged: (face, uLow, uHeight) => item.view.previewUnits(item, face, uLow, uHeight)
    onUnitsSelected: (face, uLow, uHeight, scenePoint) => item.view.selectUnits(item, uLow, uHeight)
    onReservationMenuRequested: (reservation, scenePoint) => item.view.openReservationMenu(reservation, scenePoint)
    onDeviceMenuRequested: (device, port, scenePoint) => item.view.openDeviceMenu(device, port, scenePoint)
    onPortClicked: (device, port) => item.view.pickPort(device, port)
}

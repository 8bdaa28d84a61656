// SPDX-License-Identifier: GPL-3.0-or-later
// The context menu of a reserved U range in the rack elevation.
import QtQuick
import QtQuick.Controls
import Plenum

Menu {
    id: menu

    required property Document document
    property real reservation: 0

    MenuItem {
        objectName: "deleteReservationItem"
        text: qsTr("Delete Reservation")
        onTriggered: menu.document.deleteReservation(menu.reservation)
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
// The rack elevation view: front and rear of the selected rack (or, when nothing is selected, of
// the first rack that holds devices), drawn by the shared QPainter renderer, with a role legend.
import QtQuick
import QtQuick.Controls
import Plenum

Item {
    id: view

    required property Document document
    readonly property alias elevation: elevation
    readonly property real shownRackId: document.selectedRackId !== 0 ? document.selectedRackId
                                                                       : (document.rackCount, document.firstRackWithDevices())

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

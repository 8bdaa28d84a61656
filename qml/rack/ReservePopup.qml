// SPDX-License-Identifier: GPL-3.0-or-later
// Reserves the U range dragged over in the rack elevation for a phase (the last one unless chosen):
// one undo step; the range is drawn hatched afterwards.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

Popup {
    id: popup

    required property Document document
    property real rackId: 0
    property int uLow: 0
    property int uHeight: 0
    readonly property string span: uHeight > 1 ? "%1–%2".arg(uLow).arg(uLow + uHeight - 1) : String(uLow)

    objectName: "reservePopup"
    modal: true
    padding: Theme.spacing * 1.5
    onAboutToShow: phase.currentIndex = phase.count - 1

    PhaseListModel {
        id: phases
        document: popup.document
    }

    ColumnLayout {
        spacing: Theme.spacing
        Label {
            text: qsTr("Reserve U%1 for the phase").arg(popup.span)
        }
        ComboBox {
            id: phase
            objectName: "reservePhase"
            Layout.fillWidth: true
            model: phases
            textRole: "name"
        }
        RowLayout {
            Button {
                objectName: "reserveButton"
                text: qsTr("Reserve")
                highlighted: true
                onClicked: {
                    popup.document.reserveUnits(popup.rackId, popup.uLow, popup.uHeight, phase.currentText)
                    popup.close()
                }
            }
            Button {
                text: qsTr("Cancel")
                onClicked: popup.close()
            }
        }
    }
}

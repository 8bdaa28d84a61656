// SPDX-License-Identifier: GPL-3.0-or-later
// Above the rack elevation: whether a second rack of the row is shown beside the selected one, and
// which (devices are dragged between the two); blanking panels in or out of the selected rack.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

RowLayout {
    id: bar

    required property Item view
    readonly property var rowRacks: bar.view.shownRackId === 0 ? []
        : (bar.view.document.rackCount, bar.view.document.rowRacks(bar.view.shownRackId)
              .filter(r => r.id !== bar.view.shownRackId))
    spacing: Theme.spacing

    CheckBox {
        objectName: "showBesideCheck"
        text: qsTr("Show a rack beside")
        checked: bar.view.showBeside
        onToggled: bar.view.showBeside = checked
    }
    ComboBox {
        objectName: "besideRackCombo"
        enabled: bar.view.showBeside && bar.rowRacks.length > 0
        model: bar.rowRacks
        textRole: "name"
        currentIndex: bar.rowRacks.findIndex(r => r.id === bar.view.besideRackId)
        onActivated: index => bar.view.pickedBesideId = bar.rowRacks[index].id
        Layout.preferredWidth: 140
    }
    Item {
        Layout.fillWidth: true
    }
    // Every open U of the shown rack (no device of any phase, no reservation), in one undo step.
    Button {
        objectName: "addBlankingButton"
        text: qsTr("Add Blanking Panels")
        enabled: bar.view.shownRackId !== 0
                 && bar.view.document.revision >= 0 // re-read on every edit
                 && bar.view.document.openUnitCount(bar.view.shownRackId) > 0
        onClicked: bar.view.document.addBlankingPanels(bar.view.shownRackId)
    }
    Button {
        objectName: "removeBlankingButton"
        text: qsTr("Remove Blanking Panels")
        enabled: bar.view.shownRackId !== 0
        onClicked: bar.view.document.removeBlankingPanels(bar.view.shownRackId)
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
// Chooses the phase the views show (day-one … target); objects of later phases are ghosted.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

RowLayout {
    id: selector

    required property Document document

    spacing: Theme.spacing

    PhaseListModel {
        id: phases
        document: selector.document
    }

    Label {
        text: qsTr("Phase")
        color: Theme.textMuted
    }
    ComboBox {
        id: combo
        objectName: "phaseSelector"
        Layout.preferredWidth: 150
        model: phases
        textRole: "name"
        valueRole: "phaseId"
        enabled: phases.count > 0
        onActivated: selector.document.selection.viewPhaseId = currentValue
        // Follows the Document both ways (user choices replace any binding on currentIndex).
        function sync() { currentIndex = phases.indexOfPhase(selector.document.selection.viewPhaseId) }
        Component.onCompleted: sync()
        Connections {
            target: selector.document.selection
            function onViewPhaseChanged() { combo.sync() }
        }
        Connections {
            target: phases
            function onModelReset() { combo.sync() }
        }
    }
}

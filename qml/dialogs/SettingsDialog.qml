// SPDX-License-Identifier: GPL-3.0-or-later
// Preferences: light or dark theme, and how often unsaved edits are autosaved. Both persist.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

Dialog {
    id: dialog

    required property AutosaveManager autosave

    title: qsTr("Settings")
    modal: true
    anchors.centerIn: parent
    standardButtons: Dialog.Close

    GridLayout {
        columns: 2
        columnSpacing: Theme.spacing * 2
        rowSpacing: Theme.spacing

        Label {
            text: qsTr("Theme")
            color: Theme.text
        }
        RowLayout {
            RadioButton {
                objectName: "lightTheme"
                text: qsTr("Light")
                checked: !Theme.dark
                onToggled: Theme.dark = false
            }
            RadioButton {
                objectName: "darkTheme"
                text: qsTr("Dark")
                checked: Theme.dark
                onToggled: Theme.dark = true
            }
        }
        Label {
            text: qsTr("Autosave every")
            color: Theme.text
        }
        RowLayout {
            SpinBox {
                objectName: "autosaveInterval"
                from: 0
                to: 3600
                stepSize: 15
                editable: true
                value: dialog.autosave.intervalSeconds
                onValueModified: dialog.autosave.intervalSeconds = value
            }
            Label {
                text: qsTr("seconds (0: off)")
                color: Theme.textMuted
            }
        }
    }
}

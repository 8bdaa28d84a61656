// SPDX-License-Identifier: GPL-3.0-or-later
// Preferences: language, light or dark theme, and how often unsaved edits are autosaved. All
// persist; a new language applies at once.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

Dialog {
    id: dialog

    required property AutosaveManager autosave
    property LanguageManager language: null // the language row shows only when given

    title: qsTr("Settings")
    modal: true
    anchors.centerIn: parent
    standardButtons: Dialog.Close

    GridLayout {
        columns: 2
        columnSpacing: Theme.spacing * 2
        rowSpacing: Theme.spacing

        Label {
            visible: dialog.language !== null
            text: qsTr("Language")
            color: Theme.text
        }
        ComboBox {
            id: languageBox
            objectName: "language"
            visible: dialog.language !== null
            Layout.preferredWidth: 200
            model: dialog.language ? dialog.language.languages : []
            textRole: "name"
            valueRole: "code"
            // Found in the list itself: indexOfValue() before the model is in place gave -1, a
            // blank box (issue 15, point 9); `languages` changes with every switch, so this follows.
            currentIndex: dialog.language
                          ? dialog.language.languages.findIndex(l => l.code === dialog.language.language) : -1
            onActivated: dialog.language.language = currentValue
        }
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

// SPDX-License-Identifier: GPL-3.0-or-later
// Asked before New, Open and Quit throw away unsaved edits: Save, Discard or Cancel.
import QtQuick
import QtQuick.Controls
import Plenum

Dialog {
    id: dialog

    property string documentName

    title: qsTr("Unsaved changes")
    modal: true
    anchors.centerIn: parent
    // As wide as the message unwrapped, at most 420 px. From TextMetrics, not the Label: a wrapped
    // Label's implicit width follows its width, a binding loop through the dialog's implicit width.
    contentWidth: Math.min(unwrapped.advanceWidth + 1, 420)
    standardButtons: Dialog.Save | Dialog.Discard | Dialog.Cancel

    Label {
        id: message
        width: dialog.availableWidth
        wrapMode: Text.WordWrap
        text: qsTr("Save the changes to “%1” before closing it? Changes you don't save are lost.").arg(dialog.documentName)
        color: Theme.text
    }

    Component.onCompleted: {
        standardButton(Dialog.Save).text = qsTr("Save")
        standardButton(Dialog.Discard).text = qsTr("Discard")
        standardButton(Dialog.Cancel).text = qsTr("Cancel")
    }

    TextMetrics {
        id: unwrapped
        font: message.font
        text: message.text
    }
}

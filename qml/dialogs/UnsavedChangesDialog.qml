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
    standardButtons: Dialog.Save | Dialog.Discard | Dialog.Cancel

    Label {
        width: Math.min(implicitWidth, 420)
        wrapMode: Text.WordWrap
        text: qsTr("Save the changes to “%1” before closing it? Changes you don't save are lost.").arg(dialog.documentName)
        color: Theme.text
    }

    Component.onCompleted: {
        standardButton(Dialog.Save).text = qsTr("Save")
        standardButton(Dialog.Discard).text = qsTr("Discard")
        standardButton(Dialog.Cancel).text = qsTr("Cancel")
    }
}

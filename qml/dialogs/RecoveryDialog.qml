// SPDX-License-Identifier: GPL-3.0-or-later
// Offered when a project's autosave is newer than the file: recover the unsaved edits or delete them.
import QtQuick
import QtQuick.Controls
import Plenum

Dialog {
    id: dialog

    required property AutosaveManager autosave
    property string documentName

    title: qsTr("Recover unsaved changes?")
    modal: true
    anchors.centerIn: parent
    // As wide as the message unwrapped, at most 440 px. From TextMetrics, not the Label: a wrapped
    // Label's implicit width follows its width, a binding loop through the dialog's implicit width.
    contentWidth: Math.min(unwrapped.advanceWidth + 1, 440)
    closePolicy: Popup.NoAutoClose

    Label {
        id: message
        width: dialog.availableWidth
        wrapMode: Text.WordWrap
        text: qsTr("Plenum found changes to “%1” that were autosaved but never saved, probably because Plenum was closed unexpectedly. Recover them?").arg(dialog.documentName)
        color: Theme.text
    }

    footer: DialogButtonBox {
        Button {
            text: qsTr("Recover")
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
        }
        Button {
            text: qsTr("Delete autosave")
            DialogButtonBox.buttonRole: DialogButtonBox.DestructiveRole
        }
        onAccepted: {
            dialog.close()
            dialog.autosave.recover()
        }
        onDiscarded: {
            dialog.close()
            dialog.autosave.declineRecovery()
        }
    }

    TextMetrics {
        id: unwrapped
        font: message.font
        text: message.text
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
// Which page of a multi-page PDF to lay under the floor plan (issue #18): asked after the file is
// chosen, the first page offered; Import takes that page (one undo step), Cancel imports nothing.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

Dialog {
    id: dialog

    required property Document document
    property string file
    property int pages: 1
    signal imported()

    function ask(fileUrl, pageCount) {
        file = fileUrl
        pages = pageCount
        page.value = 1
        open()
        page.forceActiveFocus()
    }

    objectName: "underlayPageDialog"
    title: qsTr("Import Underlay")
    modal: true
    anchors.centerIn: parent
    footer: DialogButtonBox {
        Button {
            objectName: "underlayPageImport"
            text: qsTr("Import")
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
        }
        Button {
            text: qsTr("Cancel")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }
    onAccepted: if (document.importUnderlay(file, page.value - 1)) dialog.imported()

    RowLayout {
        spacing: Theme.spacing
        Label {
            text: qsTr("The PDF has %1 pages. Page:").arg(dialog.pages)
        }
        SpinBox {
            id: page
            objectName: "underlayPage"
            from: 1
            to: dialog.pages
            editable: true
        }
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
// About Plenum: what it is, its version (from the application), licence and where the docs are.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

Dialog {
    id: dialog

    property url docsUrl // the documentation folder, if the app knows where it is

    title: qsTr("About Plenum")
    modal: true
    anchors.centerIn: parent
    standardButtons: Dialog.Close

    ColumnLayout {
        spacing: Theme.spacing
        width: Math.min(420, implicitWidth)

        Label {
            text: "Plenum"
            font.pixelSize: Theme.fontNormal + 9
            font.bold: true
            color: Theme.text
        }
        Label {
            objectName: "version"
            text: qsTr("Version %1").arg(Qt.application.version !== "" ? Qt.application.version : "?")
            color: Theme.textMuted
        }
        Label {
            Layout.preferredWidth: 420
            wrapMode: Text.WordWrap
            text: qsTr("Plan GPU clusters as they are really built: halls, racks, pathways, cables and phases.")
            color: Theme.text
        }
        Label {
            text: qsTr("Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).")
            color: Theme.text
        }
        Label { // the guides by name, not the folder they are in (a build tree's, when run from one)
            objectName: "docs"
            visible: dialog.docsUrl.toString() !== ""
            text: qsTr("Documentation: <a href=\"%1\">user guide</a> · <a href=\"%2\">command line</a>")
                      .arg(dialog.docsUrl + "/user-guide.md").arg(dialog.docsUrl + "/cli.md")
            textFormat: Text.StyledText
            color: Theme.text
            linkColor: Theme.accent
            onLinkActivated: link => Qt.openUrlExternally(link)
        }
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
// The bar under the menus: tabs that switch between the views.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

Rectangle {
    id: bar

    property string currentView: "floor"
    property int errorCount: 0 // shown on the Checks tab
    signal viewRequested(string name)
    default property alias trailing: trailingRow.data

    implicitHeight: 38
    color: Theme.window

    Rectangle {
        anchors.bottom: parent.bottom
        width: parent.width
        height: 1
        color: Theme.panelBorder
    }

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: Theme.spacing
        anchors.rightMargin: Theme.spacing
        spacing: Theme.spacing

        TabBar {
            id: tabs
            Layout.alignment: Qt.AlignBottom
            readonly property var names: ["floor", "elevation", "3d", "checks", "cables", "review", "asbuilt"]
            currentIndex: Math.max(0, names.indexOf(bar.currentView))
            onCurrentIndexChanged: bar.viewRequested(names[currentIndex])

            TabButton {
                text: qsTr("Floor plan")
                width: implicitWidth + 24
            }
            TabButton {
                text: qsTr("Rack elevation")
                width: implicitWidth + 24
            }
            TabButton {
                text: qsTr("3D hall")
                width: implicitWidth + 24
            }
            TabButton {
                objectName: "checksTab"
                text: bar.errorCount > 0 ? qsTr("Checks (%1)").arg(bar.errorCount) : qsTr("Checks")
                width: implicitWidth + 24
            }
            TabButton {
                text: qsTr("Cables")
                width: implicitWidth + 24
            }
            TabButton {
                text: qsTr("Review")
                width: implicitWidth + 24
            }
            TabButton {
                objectName: "asbuiltTab"
                text: qsTr("As built")
                width: implicitWidth + 24
            }
        }
        Item {
            Layout.fillWidth: true
        }
        RowLayout {
            id: trailingRow
            spacing: Theme.spacing
        }
    }
}

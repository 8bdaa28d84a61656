// SPDX-License-Identifier: GPL-3.0-or-later
// View menu: which view to show, and the zoom of the floor plan.
import QtQuick
import QtQuick.Controls
import Plenum

PlenumMenu {
    id: menu

    required property FloorPlanItem floorPlan
    signal viewRequested(string name)

    title: qsTr("&View")

    Action {
        text: qsTr("&Floor Plan")
        shortcut: "Ctrl+1"
        onTriggered: menu.viewRequested("floor")
    }
    Action {
        text: qsTr("Rack &Elevation")
        shortcut: "Ctrl+2"
        onTriggered: menu.viewRequested("elevation")
    }
    Action {
        text: qsTr("&3D Hall")
        shortcut: "Ctrl+3"
        onTriggered: menu.viewRequested("3d")
    }
    Action {
        text: qsTr("&Checks")
        shortcut: "Ctrl+4"
        onTriggered: menu.viewRequested("checks")
    }
    Action {
        text: qsTr("Cable &Schedule")
        shortcut: "Ctrl+5"
        onTriggered: menu.viewRequested("cables")
    }
    Action {
        text: qsTr("Design &Review")
        shortcut: "Ctrl+6"
        onTriggered: menu.viewRequested("review")
    }
    Action {
        text: qsTr("&As Built")
        shortcut: "Ctrl+7"
        onTriggered: menu.viewRequested("asbuilt")
    }
    MenuSeparator {}
    Action {
        text: qsTr("Zoom &In")
        shortcut: StandardKey.ZoomIn
        onTriggered: menu.floorPlan.zoomBy(1.25)
    }
    Action {
        text: qsTr("Zoom &Out")
        shortcut: StandardKey.ZoomOut
        onTriggered: menu.floorPlan.zoomBy(0.8)
    }
    Action {
        text: qsTr("Zoom to &Fit")
        shortcut: "Ctrl+0"
        onTriggered: menu.floorPlan.zoomToFit()
    }
}

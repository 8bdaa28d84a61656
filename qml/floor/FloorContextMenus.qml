// SPDX-License-Identifier: GPL-3.0-or-later
// Right click on the floor plan (issue #18): what can be done with the rack, obstacle or pathway
// under the pointer, or on the empty floor; each entry shows the key that does the same.
import QtQuick
import QtQuick.Controls
import Plenum

Item {
    id: menus

    required property FloorView view
    required property Document document
    required property ProjectJobs jobs
    signal viewRequested(string name)
    signal hallPropertiesRequested()
    signal propertiesRequested() // of the selected rack, obstacle or pathway
    readonly property FloorPlanItem plan: view.plan

    // What the floor plan's right click picked (FloorPlanItem.contextMenuRequested).
    function open(rackId, position) {
        const menu = rackId !== 0 ? rackMenu
                   : plan.selectedObstacleId !== 0 ? obstacleMenu
                   : plan.selectedPathwayId !== 0 ? pathwayMenu : floorMenu
        menu.popup(plan, position.x, position.y)
    }

    PlenumMenu {
        id: rackMenu
        property bool propertiesAsked: false
        onClosed: if (propertiesAsked) {
                      propertiesAsked = false
                      menus.propertiesRequested()
                  }
        objectName: "rackContextMenu"
        PlenumMenuItem {
            objectName: "rackMenuRotate"
            text: qsTr("&Rotate 90°")
            keys: "R"
            onTriggered: menus.document.rotateRacks(menus.plan.selectedRackIds)
        }
        PlenumMenuItem {
            objectName: "rackMenuDuplicate"
            text: qsTr("D&uplicate")
            keys: "Ctrl+D"
            onTriggered: menus.document.duplicateRack(menus.plan.selectedRackId)
        }
        PlenumMenuItem {
            objectName: "rackMenuDelete"
            text: qsTr("&Delete")
            keys: "Del"
            onTriggered: menus.document.deleteRacks(menus.plan.selectedRackIds)
        }
        PlenumMenuItem {
            objectName: "rackMenuLock"
            readonly property bool locked: menus.document.revision >= 0
                                           && menus.document.rackLocked(menus.plan.selectedRackId)
            text: locked ? qsTr("Un&lock") : qsTr("&Lock")
            keys: "Ctrl+L"
            onTriggered: menus.document.setLocked(menus.plan.selectedRackIds, [], !locked)
        }
        MenuSeparator {}
        PlenumMenuItem {
            text: qsTr("Show Rack &Elevation")
            keys: "Ctrl+2"
            onTriggered: menus.viewRequested("elevation")
        }
        PlenumMenuItem {
            text: qsTr("Show in &3D")
            keys: "Ctrl+3"
            onTriggered: menus.viewRequested("3d")
        }
        MenuSeparator {}
        PlenumMenuItem {
            objectName: "rackMenuProperties"
            text: qsTr("&Properties…")
            onTriggered: rackMenu.propertiesAsked = true // once the menu has closed and given focus back
        }
    }

    PlenumMenu {
        id: obstacleMenu
        property bool propertiesAsked: false
        onClosed: if (propertiesAsked) {
                      propertiesAsked = false
                      menus.propertiesRequested()
                  }
        objectName: "obstacleContextMenu"
        PlenumMenuItem {
            objectName: "obstacleMenuDelete"
            text: qsTr("&Delete")
            keys: "Del"
            onTriggered: menus.document.deleteObstacle(menus.plan.selectedObstacleId)
        }
        PlenumMenuItem {
            objectName: "obstacleMenuLock"
            readonly property bool locked: menus.document.revision >= 0
                                           && menus.document.obstacleLocked(menus.plan.selectedObstacleId)
            text: locked ? qsTr("Un&lock") : qsTr("&Lock")
            keys: "Ctrl+L"
            onTriggered: menus.document.setLocked([], [menus.plan.selectedObstacleId], !locked)
        }
        MenuSeparator {}
        PlenumMenuItem {
            objectName: "obstacleMenuProperties"
            text: qsTr("&Properties…")
            onTriggered: obstacleMenu.propertiesAsked = true // once the menu has closed and given focus back
        }
    }

    PlenumMenu {
        id: pathwayMenu
        property bool propertiesAsked: false
        onClosed: if (propertiesAsked) {
                      propertiesAsked = false
                      menus.propertiesRequested()
                  }
        objectName: "pathwayContextMenu"
        PlenumMenuItem {
            objectName: "pathwayMenuDelete"
            text: qsTr("&Delete")
            keys: "Del"
            onTriggered: menus.document.deletePathway(menus.plan.selectedPathwayId)
        }
        MenuSeparator {}
        PlenumMenuItem {
            objectName: "pathwayMenuProperties"
            text: qsTr("&Properties…")
            onTriggered: pathwayMenu.propertiesAsked = true // once the menu has closed and given focus back
        }
    }

    PlenumMenu {
        id: floorMenu
        objectName: "floorContextMenu"
        property bool hallAsked: false
        onClosed: if (hallAsked) {
                      hallAsked = false
                      menus.hallPropertiesRequested()
                  }
        PlenumMenuItem {
            objectName: "floorMenuHall"
            text: qsTr("Draw &Hall Outline")
            keys: "H"
            onTriggered: menus.view.drawing.start("hall")
        }
        PlenumMenuItem {
            objectName: "floorMenuColumn"
            text: qsTr("Draw &Column")
            keys: "C"
            onTriggered: menus.view.drawing.start("column")
        }
        PlenumMenuItem {
            objectName: "floorMenuNoGo"
            text: qsTr("Draw &No-go Zone")
            keys: "N"
            onTriggered: menus.view.drawing.start("other")
        }
        PlenumMenuItem {
            objectName: "floorMenuPathway"
            text: qsTr("Draw &Pathway")
            keys: "P"
            onTriggered: menus.view.drawing.start("pathway")
        }
        MenuSeparator {}
        PlenumMenuItem {
            text: qsTr("&Route Cables")
            keys: "Ctrl+R"
            enabled: menus.document.linkCount > 0 && !menus.jobs.routing.running
            onTriggered: menus.jobs.routeCables()
        }
        PlenumMenuItem {
            text: qsTr("Run &Checks")
            keys: "Ctrl+Shift+C"
            onTriggered: {
                menus.jobs.runChecks(true)
                menus.viewRequested("checks")
            }
        }
        MenuSeparator {}
        PlenumMenuItem {
            objectName: "floorMenuProperties"
            text: qsTr("Hall &Properties…")
            onTriggered: floorMenu.hallAsked = true // once the menu has closed and given focus back
        }
        PlenumMenuItem {
            text: qsTr("Zoom to &Fit")
            onTriggered: menus.plan.zoomToFit()
        }
    }
}

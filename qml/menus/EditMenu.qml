// SPDX-License-Identifier: GPL-3.0-or-later
// Edit menu: undo and redo through the Document's undo stack, locking what is selected on the floor
// plan against moves (Ctrl+L: locks all when one is unlocked, else unlocks all), connecting ports
// by hand, and the settings.
import QtQuick
import QtQuick.Controls
import Plenum

PlenumMenu {
    id: menu

    required property Document document
    property FloorPlanItem floorPlan: null
    readonly property var lockRacks: floorPlan ? floorPlan.selectedRackIds : []
    readonly property var lockObstacles: floorPlan && floorPlan.selectedObstacleId !== 0 ? [floorPlan.selectedObstacleId] : []
    // Read with the revision, so a lock changed by undo or a context menu shows here too.
    readonly property bool anyUnlocked: document.revision >= 0
                                        && (lockRacks.some(id => !document.rackLocked(id))
                                            || lockObstacles.some(id => !document.obstacleLocked(id)))
    signal settingsRequested
    signal connectRequested

    title: qsTr("&Edit")

    Action {
        text: menu.document.canUndo ? qsTr("&Undo %1").arg(menu.document.undoText) : qsTr("&Undo")
        shortcut: StandardKey.Undo
        enabled: menu.document.canUndo
        onTriggered: menu.document.undo()
    }
    Action {
        text: menu.document.canRedo ? qsTr("&Redo %1").arg(menu.document.redoText) : qsTr("&Redo")
        shortcut: StandardKey.Redo
        enabled: menu.document.canRedo
        onTriggered: menu.document.redo()
    }
    MenuSeparator {}
    Action {
        text: menu.anyUnlocked || (menu.lockRacks.length === 0 && menu.lockObstacles.length === 0)
              ? qsTr("&Lock Selection") : qsTr("Un&lock Selection")
        shortcut: "Ctrl+L"
        enabled: menu.lockRacks.length > 0 || menu.lockObstacles.length > 0
        onTriggered: menu.document.setLocked(menu.lockRacks, menu.lockObstacles, menu.anyUnlocked)
    }
    Action {
        text: qsTr("&Connect Ports…")
        shortcut: "Ctrl+K"
        enabled: menu.document.deviceCount > 0
        onTriggered: menu.connectRequested()
    }
    MenuSeparator {}
    Action {
        text: qsTr("&Settings…")
        shortcut: "Ctrl+," // StandardKey.Preferences is Cmd+, on macOS and unset elsewhere
        onTriggered: menu.settingsRequested()
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
// The inspector: what is selected (a rack, or a device clicked in the elevation) as label/value
// rows, and the selected rack's devices top U first; clicking a device selects it. A selected rack,
// obstacle or pathway has its typed properties below (ObjectSettings.qml); with nothing selected it
// shows the hall's settings (HallSettings.qml). It folds to a
// narrow strip (the button at its top, or Ctrl+I) and its left edge drags to resize it; its width
// is its implicitWidth, so the window gives the views what it does not use (issue 15, point 7).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

Rectangle {
    id: inspector

    required property Document document
    property FloorPlanItem floorPlan: null // whose selected obstacle or pathway is shown
    property bool collapsed: false
    property real expandedWidth: 320 // what the edge was dragged to
    readonly property real minimumWidth: 220
    readonly property real collapsedWidth: toggle.implicitWidth + Theme.spacing

    implicitWidth: collapsed ? collapsedWidth : expandedWidth
    color: Theme.panel
    // The width is the implicit one even where the window fixed it (Main.qml's 'width: 320'),
    // or folding and dragging would change nothing there.
    Component.onCompleted: width = Qt.binding(() => implicitWidth)

    // The hall's settings, shown when nothing is selected, with the first field focused.
    function showHall() {
        collapsed = false
        if (hallSettings.visible)
            hallSettings.focusFirst()
        else
            hallFocusPending = true // once the selection is cleared and the settings show
    }
    property bool hallFocusPending: false
    // The selected rack's, obstacle's or pathway's typed properties, with the name field focused.
    function showProperties() {
        collapsed = false
        if (objectSettings.visible)
            objectSettings.focusFirst()
    }
    // What ObjectSettings shows: the selected rack (not while a device is shown), else the floor
    // plan's selected obstacle or pathway.
    readonly property string objectTable: properties.kind === "rack" ? "racks"
                                        : properties.kind !== "" || !floorPlan ? ""
                                        : floorPlan.selectedObstacleId !== 0 ? "obstacles"
                                        : floorPlan.selectedPathwayId !== 0 ? "pathways" : ""
    readonly property real objectId: objectTable === "racks" ? document.selection.rackId
                                   : objectTable === "obstacles" ? floorPlan.selectedObstacleId
                                   : objectTable === "pathways" ? floorPlan.selectedPathwayId : 0

    // The rows' texts come from C++ tr(): rebuild them after a language switch.
    function retranslate() {
        properties.retranslate()
        devices.retranslate()
    }

    Rectangle {
        anchors.left: parent.left
        width: 1
        height: parent.height
        color: Theme.panelBorder
    }

    MouseArea { // the left edge: drag to resize
        objectName: "inspectorResizer"
        visible: !inspector.collapsed
        anchors.left: parent.left
        anchors.leftMargin: -3
        width: 7
        height: parent.height
        z: 2
        cursorShape: Qt.SplitHCursor
        property real pressX: 0
        onPressed: mouse => pressX = mouse.x
        onPositionChanged: mouse => {
            const limit = inspector.parent ? inspector.parent.width * 0.6 : 800
            inspector.expandedWidth = Math.max(inspector.minimumWidth,
                                               Math.min(limit, inspector.expandedWidth - (mouse.x - pressX)))
        }
    }

    Shortcut {
        sequence: "Ctrl+I"
        onActivated: inspector.collapsed = !inspector.collapsed
    }

    ToolButton {
        id: toggle
        objectName: "inspectorToggle"
        anchors.top: parent.top
        anchors.right: parent.right
        anchors.margins: 2
        z: 1
        text: inspector.collapsed ? "«" : "»"
        ToolTip.visible: hovered
        ToolTip.text: inspector.collapsed ? qsTr("Show the inspector (Ctrl+I)") : qsTr("Hide the inspector (Ctrl+I)")
        onClicked: inspector.collapsed = !inspector.collapsed
    }

    Label {
        visible: inspector.collapsed
        x: (parent.width - width) / 2
        y: toggle.y + toggle.height + Theme.spacing + (implicitWidth - implicitHeight) / 2
        rotation: -90 // read bottom to top along the strip
        text: qsTr("INSPECTOR")
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
        font.bold: true
    }

    SelectionPropertiesModel {
        id: properties
        objectName: "properties"
        document: inspector.document
    }
    RackDeviceModel {
        id: devices
        objectName: "devices"
        document: inspector.document
    }

    ColumnLayout {
        visible: !inspector.collapsed
        anchors.fill: parent
        anchors.margins: Theme.spacing * 1.5
        anchors.rightMargin: Theme.spacing * 1.5
        spacing: Theme.spacing

        Label {
            Layout.rightMargin: toggle.width // clear of the fold button
            text: properties.kind === "device" ? qsTr("DEVICE") : properties.kind === "rack" ? qsTr("RACK")
                : inspector.objectTable === "obstacles" ? qsTr("OBSTACLE")
                : inspector.objectTable === "pathways" ? qsTr("PATHWAY") : qsTr("INSPECTOR")
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
            font.bold: true
        }
        Label {
            Layout.fillWidth: true
            readonly property string named: properties.title !== "" ? properties.title
                                            : objectSettings.known ? objectSettings.info.name : ""
            text: named !== "" ? named : qsTr("Nothing selected")
            color: named !== "" ? Theme.text : Theme.textMuted
            font.pixelSize: Theme.fontNormal + 5
            font.bold: named !== ""
            elide: Text.ElideRight
            ToolTip.visible: truncated && titleHover.hovered
            ToolTip.text: text
            HoverHandler { id: titleHover }
        }
        Label {
            Layout.fillWidth: true
            visible: properties.kind === "" && inspector.objectTable === ""
            text: qsTr("Click a rack on the floor plan or a device in the rack elevation.")
            color: Theme.textMuted
            wrapMode: Text.WordWrap
        }
        Repeater {
            model: properties
            delegate: RowLayout {
                required property string label
                required property string value
                Layout.fillWidth: true
                spacing: Theme.spacing
                Label {
                    Layout.preferredWidth: 84
                    Layout.alignment: Qt.AlignTop
                    text: parent.label
                    color: Theme.textMuted
                    elide: Text.ElideRight
                    ToolTip.visible: truncated && labelHover.hovered
                    ToolTip.text: text
                    HoverHandler { id: labelHover }
                }
                Label {
                    Layout.fillWidth: true
                    text: parent.value
                    color: Theme.text
                    wrapMode: Text.WordWrap
                }
            }
        }
        ObjectSettings {
            id: objectSettings
            objectName: "objectSettings"
            Layout.fillWidth: true
            document: inspector.document
            table: inspector.objectTable
            objectId: inspector.objectId
        }
        HallSettings {
            id: hallSettings
            objectName: "hallSettings"
            Layout.fillWidth: true
            visible: properties.kind === "" && inspector.objectTable === "" && !inspector.collapsed
            document: inspector.document
            onVisibleChanged: if (visible && inspector.hallFocusPending) {
                                  inspector.hallFocusPending = false
                                  focusFirst()
                              }
        }
        Button {
            visible: properties.kind === "device"
            text: qsTr("Back to rack")
            onClicked: inspector.document.selection.deviceId = 0
        }
        Label {
            visible: devices.count > 0
            Layout.topMargin: Theme.spacing
            text: qsTr("DEVICES IN RACK (%1)").arg(devices.count)
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
            font.bold: true
        }
        ListView {
            id: deviceList
            objectName: "deviceList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: devices
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}
            delegate: DeviceRow {
                width: deviceList.width
                onClicked: inspector.document.selection.deviceId = deviceId
            }
        }
    }
}

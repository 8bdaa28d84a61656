// SPDX-License-Identifier: GPL-3.0-or-later
// The hall in the inspector when nothing is selected (issue #18): its size (a rectangular hall),
// floor tile, containment, ceiling, raised floor and cooling capacity, each typed with its unit and
// applied as one hall edit and one undo step; a refusal shows the core's sentence below and the
// fields keep the hall's values. The floor plan's "Properties…" focuses the first field.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

ColumnLayout {
    id: settings

    required property Document document
    // Read again on every edit (the revision is used, so the binding depends on it).
    readonly property var hall: document.revision >= 0 ? document.hallInfo() : ({})
    readonly property bool known: hall.tileMm !== undefined
    property string problem: ""

    function focusFirst() {
        tile.input.forceActiveFocus()
        tile.input.selectAll()
    }
    // Every field's label as wide as the widest (up to 160 px), so none is cut off at the
    // inspector's default width and the fields line up. Not a share of the panel's width: the
    // labels' widths feed the panel's layout, and that loop never settles.
    readonly property real labelWidth: Math.min(160, Math.max(widthField.labelImplicitWidth,
        depthField.labelImplicitWidth, tile.labelImplicitWidth, ceilingField.labelImplicitWidth,
        raisedFloorField.labelImplicitWidth, coolingField.labelImplicitWidth))
    function report(ok) { problem = ok ? "" : document.lastError }

    spacing: Theme.spacing / 2

    Label {
        Layout.topMargin: Theme.spacing
        text: settings.known ? qsTr("HALL %1").arg(settings.hall.name) : qsTr("NO HALL")
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
        font.bold: true
    }
    // Width and depth replace the outline by a rectangle: offered for a four-cornered hall only.
    UnitField {
        id: widthField
        objectName: "hallSettingsWidth"
        labelWidth: settings.labelWidth
        visible: settings.known && settings.hall.corners === 4
        label: qsTr("Width")
        unit: qsTr("m")
        factor: 1000
        value: settings.known ? settings.hall.widthMm : 0
        onCommitted: v => settings.report(settings.document.setHallSize(v, settings.hall.depthMm))
    }
    UnitField {
        id: depthField
        objectName: "hallSettingsDepth"
        labelWidth: settings.labelWidth
        visible: settings.known && settings.hall.corners === 4
        label: qsTr("Depth")
        unit: qsTr("m")
        factor: 1000
        value: settings.known ? settings.hall.depthMm : 0
        onCommitted: v => settings.report(settings.document.setHallSize(settings.hall.widthMm, v))
    }
    UnitField {
        id: tile
        objectName: "hallSettingsTile"
        labelWidth: settings.labelWidth
        visible: settings.known
        label: qsTr("Floor tile")
        unit: qsTr("mm")
        value: settings.known ? settings.hall.tileMm : 0
        onCommitted: v => settings.report(settings.document.setHallTile(v))
    }
    Label {
        visible: settings.known
        text: qsTr("Containment")
        color: Theme.textMuted
    }
    RowLayout {
        visible: settings.known
        spacing: Theme.spacing
        // Three buttons, the hall's one highlighted: a click edits the hall, and the highlight
        // follows the hall (an edit, undo) by binding alone.
        Repeater {
            model: [
                { value: "none", text: qsTr("None") },
                { value: "hot-aisle", text: qsTr("Hot aisle") },
                { value: "cold-aisle", text: qsTr("Cold aisle") }
            ]
            delegate: Button {
                required property var modelData
                objectName: "hallSettingsContainment_" + modelData.value
                text: modelData.text
                highlighted: settings.known && settings.hall.containment === modelData.value
                onClicked: settings.report(settings.document.setHallContainment(modelData.value))
            }
        }
    }
    UnitField {
        id: ceilingField
        objectName: "hallSettingsCeiling"
        labelWidth: settings.labelWidth
        visible: settings.known
        label: qsTr("Ceiling height")
        unit: qsTr("mm")
        value: settings.known ? settings.hall.ceilingMm : 0
        onCommitted: v => settings.report(settings.document.setHallCeiling(v))
    }
    UnitField {
        id: raisedFloorField
        objectName: "hallSettingsRaisedFloor"
        labelWidth: settings.labelWidth
        visible: settings.known
        label: qsTr("Raised floor (0: none)")
        unit: qsTr("mm")
        value: settings.known ? settings.hall.raisedFloorMm : 0
        onCommitted: v => settings.report(settings.document.setHallRaisedFloor(v))
    }
    UnitField {
        id: coolingField
        objectName: "hallSettingsCooling"
        labelWidth: settings.labelWidth
        visible: settings.known
        label: qsTr("Cooling capacity")
        unit: qsTr("kW")
        factor: 1000
        value: settings.known ? settings.hall.coolingW : 0
        onCommitted: v => settings.report(settings.document.setHallCooling(v))
    }
    Label {
        objectName: "hallSettingsProblem"
        Layout.fillWidth: true
        visible: settings.problem !== ""
        text: settings.problem
        color: Theme.error
        wrapMode: Text.WordWrap
    }
}

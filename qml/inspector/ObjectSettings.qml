// SPDX-License-Identifier: GPL-3.0-or-later
// The typed properties of the selected rack, obstacle or pathway (issue #18): a rack's name,
// position, rotation, phase and lock; an obstacle's name, kind and lock; a pathway's name, kind,
// service, width, loading depth and height (a rack's fold under their heading until unfolded or
// asked for by Properties…). Each change is one core edit and one undo step
// (Document.setObjectField, the generic setter); a refusal shows the core's sentence below and
// the field goes back to the value the object still has.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

ColumnLayout {
    id: settings

    required property Document document
    property string table: "" // "racks", "obstacles", "pathways" or "" (nothing to show)
    property real objectId: 0
    property string problem: ""
    // Re-read after every edit and undo (the comparison keeps the dependency on the revision).
    readonly property var info: document.revision >= 0 && objectId !== 0
                                ? (table === "racks" ? document.rackInfo(objectId)
                                   : table === "obstacles" ? document.obstacleInfo(objectId)
                                   : table === "pathways" ? document.pathwayInfo(objectId) : ({}))
                                : ({})
    readonly property bool known: info.id !== undefined
    readonly property bool isRack: known && table === "racks"
    readonly property bool isObstacle: known && table === "obstacles"
    readonly property bool isPathway: known && table === "pathways"
    // Every label as wide as the widest (up to 160 px; not a share of the panel's width, which
    // the labels' widths feed back into), so the fields line up.
    readonly property real labelWidth: Math.min(160, Math.max(nameCaption.implicitWidth,
        xField.labelImplicitWidth, yField.labelImplicitWidth, rotationRow.labelImplicitWidth,
        phaseCaption.implicitWidth, obstacleKindRow.labelImplicitWidth, pathwayKindRow.labelImplicitWidth,
        serviceRow.labelImplicitWidth, widthField.labelImplicitWidth, depthField.labelImplicitWidth,
        heightField.labelImplicitWidth))

    // `shown`: the value as the notice says it (with its unit), else the stored text.
    function set(field, value, title, shown) {
        problem = document.setObjectField(table, objectId, field, String(value), title, shown || "") ? ""
                                                                                                   : document.lastError
    }
    function report(ok) { problem = ok ? "" : document.lastError }
    function focusFirst() {
        rackFieldsShown = true
        nameInput.forceActiveFocus()
        nameInput.selectAll()
    }
    onObjectIdChanged: problem = ""
    onTableChanged: problem = ""

    spacing: Theme.spacing / 2
    visible: known

    // A rack's fields fold under their heading (the rows above already show its place): a click
    // on the heading or Properties… unfolds them, and they stay unfolded for the next rack. An
    // obstacle or pathway has nothing else in the inspector, so its fields always show.
    property bool rackFieldsShown: false
    readonly property bool fieldsShown: !isRack || rackFieldsShown
    ItemDelegate {
        objectName: "objectSettingsHeading"
        Layout.topMargin: Theme.spacing / 2
        Layout.fillWidth: true
        padding: 0
        enabled: settings.isRack
        contentItem: Label {
            text: (settings.isRack ? (settings.fieldsShown ? "▾ " : "▸ ") + qsTr("RACK PROPERTIES")
                   : settings.isObstacle ? qsTr("OBSTACLE PROPERTIES") : qsTr("PATHWAY PROPERTIES"))
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
            font.bold: true
        }
        onClicked: settings.rackFieldsShown = !settings.rackFieldsShown
    }
    RowLayout {
        visible: settings.fieldsShown
        spacing: Theme.spacing
        Label {
            id: nameCaption
            Layout.preferredWidth: settings.labelWidth
            text: qsTr("Name")
            color: Theme.textMuted
            elide: Text.ElideRight
        }
        TextField {
            id: nameInput
            objectName: "objectSettingsName"
            Layout.fillWidth: true
            selectByMouse: true
            text: settings.known ? settings.info.name : ""
            onEditingFinished: {
                if (settings.known && text !== settings.info.name)
                    settings.set("name", text, qsTr("name"))
                text = Qt.binding(() => settings.known ? settings.info.name : "")
            }
        }
    }

    // A rack: where it stands and where it faces.
    UnitField {
        id: xField
        objectName: "objectSettingsX"
        visible: settings.isRack && settings.fieldsShown
        labelWidth: settings.labelWidth
        label: qsTr("X")
        unit: qsTr("m")
        factor: 1000
        value: settings.isRack ? settings.info.xMm : 0
        onCommitted: v => settings.set("x_mm", v, qsTr("X"), qsTr("%1 m").arg(v / 1000))
    }
    UnitField {
        id: yField
        objectName: "objectSettingsY"
        visible: settings.isRack && settings.fieldsShown
        labelWidth: settings.labelWidth
        label: qsTr("Y")
        unit: qsTr("m")
        factor: 1000
        value: settings.isRack ? settings.info.yMm : 0
        onCommitted: v => settings.set("y_mm", v, qsTr("Y"), qsTr("%1 m").arg(v / 1000))
    }
    ChoiceRow {
        id: rotationRow
        objectName: "objectSettingsRotation"
        visible: settings.isRack && settings.fieldsShown
        labelWidth: settings.labelWidth
        label: qsTr("Rotation")
        choices: [{ value: 0, text: "0°" }, { value: 90, text: "90°" }, { value: 180, text: "180°" },
                  { value: 270, text: "270°" }]
        current: settings.isRack ? settings.info.rotationDeg : 0
        onChosen: v => settings.set("rotation_deg", v, qsTr("rotation"), v + "°")
    }
    PhaseListModel {
        id: phases
        document: settings.document
    }
    RowLayout {
        visible: settings.isRack && settings.fieldsShown && phases.count > 0
        spacing: Theme.spacing
        Label {
            id: phaseCaption
            Layout.preferredWidth: settings.labelWidth
            text: qsTr("Phase")
            color: Theme.textMuted
            elide: Text.ElideRight
        }
        ComboBox {
            id: phaseCombo
            objectName: "objectSettingsPhase"
            Layout.fillWidth: true
            model: phases
            textRole: "name"
            valueRole: "phaseId"
            // Follows the rack (an edit, undo, another rack selected); a choice edits it.
            readonly property int shown: settings.isRack && phases.count >= 0 ? phases.indexOfPhase(settings.info.phase) : -1
            onShownChanged: currentIndex = shown
            Component.onCompleted: currentIndex = shown
            onActivated: {
                if (currentValue !== settings.info.phase)
                    settings.set("phase", currentValue, qsTr("phase"), currentText)
                currentIndex = Qt.binding(() => shown)
            }
        }
    }

    // An obstacle: what it is.
    ChoiceRow {
        id: obstacleKindRow
        objectName: "objectSettingsObstacleKind"
        visible: settings.isObstacle
        labelWidth: settings.labelWidth
        label: qsTr("Kind")
        choices: [{ value: "column", text: qsTr("Column") }, { value: "crah", text: qsTr("CRAH") },
                  { value: "cdu", text: qsTr("CDU") }, { value: "door", text: qsTr("Door") },
                  { value: "other", text: qsTr("No-go zone") }]
        current: settings.isObstacle ? settings.info.kind : ""
        onChosen: v => settings.set("kind", v, qsTr("kind"))
    }

    // A pathway: kind, service and cross-section, and its height above the floor.
    ChoiceRow {
        id: pathwayKindRow
        objectName: "objectSettingsPathwayKind"
        visible: settings.isPathway
        labelWidth: settings.labelWidth
        label: qsTr("Kind")
        choices: [{ value: "tray", text: qsTr("Tray") }, { value: "ladder", text: qsTr("Ladder") },
                  { value: "basket", text: qsTr("Basket") }, { value: "fiber-runway", text: qsTr("Fibre runway") }]
        current: settings.isPathway ? settings.info.kind : ""
        onChosen: v => settings.set("kind", v, qsTr("kind"))
    }
    ChoiceRow {
        id: serviceRow
        objectName: "objectSettingsService"
        visible: settings.isPathway
        labelWidth: settings.labelWidth
        label: qsTr("Service")
        choices: [{ value: "data", text: qsTr("Data") }, { value: "fiber", text: qsTr("Fibre") },
                  { value: "power", text: qsTr("Power") }]
        current: settings.isPathway ? settings.info.service : ""
        onChosen: v => settings.set("service", v, qsTr("service"))
    }
    UnitField {
        id: widthField
        objectName: "objectSettingsWidth"
        visible: settings.isPathway
        labelWidth: settings.labelWidth
        label: qsTr("Width")
        unit: qsTr("mm")
        value: settings.isPathway ? settings.info.widthMm : 0
        onCommitted: v => settings.set("width_mm", v, qsTr("width"), qsTr("%1 mm").arg(v))
    }
    UnitField {
        id: depthField
        objectName: "objectSettingsDepth"
        visible: settings.isPathway
        labelWidth: settings.labelWidth
        label: qsTr("Loading depth")
        unit: qsTr("mm")
        value: settings.isPathway ? settings.info.depthMm : 0
        onCommitted: v => settings.set("loading_depth_mm", v, qsTr("loading depth"), qsTr("%1 mm").arg(v))
    }
    UnitField {
        id: heightField
        objectName: "objectSettingsHeight"
        visible: settings.isPathway
        labelWidth: settings.labelWidth
        label: qsTr("Height")
        unit: qsTr("mm")
        value: settings.isPathway ? settings.info.heightMm : 0
        onCommitted: v => settings.report(settings.document.setPathwayHeight(settings.objectId, v))
    }

    CheckBox {
        objectName: "objectSettingsLocked"
        visible: (settings.isRack || settings.isObstacle) && settings.fieldsShown
        text: qsTr("Locked against moves")
        checked: (settings.isRack || settings.isObstacle) && settings.info.locked === true
        onToggled: {
            settings.report(settings.document.setLocked(settings.isRack ? [settings.objectId] : [],
                                                         settings.isObstacle ? [settings.objectId] : [], checked))
            checked = Qt.binding(() => (settings.isRack || settings.isObstacle) && settings.info.locked === true)
        }
    }
    Label {
        objectName: "objectSettingsProblem"
        Layout.fillWidth: true
        visible: settings.problem !== ""
        text: settings.problem
        color: Theme.error
        wrapMode: Text.WordWrap
    }
}

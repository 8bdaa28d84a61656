// SPDX-License-Identifier: GPL-3.0-or-later
// File ▸ New: a project from a built-in template in three steps — the template, the cluster size
// (nodes on day one and at target), the hall (size, or sized to fit; name; route at once) — then
// generated in the background (ProjectJobs.generation; progress and Cancel in the bar).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

Dialog {
    id: wizard

    required property ProjectJobs jobs
    property int step: 0
    readonly property var chosen: templateList.currentIndex >= 0 ? jobs.templates[templateList.currentIndex] : null

    function create() {
        wizard.jobs.generateProject(chosen.name, nodes.value, targetNodes.value, hallWidth.value, hallDepth.value,
                                    routeNow.checked, projectName.text)
        wizard.close()
    }

    title: qsTr("New project — step %1 of 3").arg(step + 1)
    modal: true
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 80 : 640, 640)
    onAboutToShow: step = 0

    StackLayout {
        anchors.fill: parent
        implicitHeight: 340
        currentIndex: wizard.step

        ColumnLayout { // 1. the template
            Label {
                text: qsTr("Template")
                font.bold: true
                color: Theme.text
            }
            ListView {
                id: templateList
                objectName: "templateList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                model: wizard.jobs.templates
                currentIndex: 0
                ScrollBar.vertical: ScrollBar {}
                delegate: ItemDelegate {
                    required property var modelData
                    required property int index
                    width: templateList.width
                    highlighted: ListView.isCurrentItem
                    text: modelData.name + "\n" + modelData.description
                    onClicked: templateList.currentIndex = index
                }
            }
        }

        GridLayout { // 2. the cluster size
            columns: 2
            columnSpacing: Theme.spacing * 2
            Label { text: qsTr("Nodes on day one (0: the template's)"); color: Theme.text }
            SpinBox { id: nodes; objectName: "nodes"; from: 0; to: 100000; editable: true; stepSize: 32 }
            Label { text: qsTr("Nodes at target (0: same)"); color: Theme.text }
            SpinBox { id: targetNodes; objectName: "targetNodes"; from: 0; to: 100000; editable: true; stepSize: 32 }
            Label {
                Layout.columnSpan: 2
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                color: Theme.textMuted
                text: qsTr("The fabric is built for the target size; day one is a subset of it.")
            }
        }

        GridLayout { // 3. the hall
            columns: 2
            columnSpacing: Theme.spacing * 2
            Label { text: qsTr("Hall width in m (0: sized to fit)"); color: Theme.text }
            SpinBox { id: hallWidth; objectName: "hallWidth"; from: 0; to: 2000; editable: true }
            Label { text: qsTr("Hall depth in m (0: sized to fit)"); color: Theme.text }
            SpinBox { id: hallDepth; objectName: "hallDepth"; from: 0; to: 2000; editable: true }
            Label { text: qsTr("Project name"); color: Theme.text }
            TextField {
                id: projectName
                Layout.fillWidth: true
                placeholderText: wizard.chosen ? wizard.chosen.name : ""
            }
            CheckBox {
                id: routeNow
                objectName: "routeNow"
                Layout.columnSpan: 2
                text: qsTr("Route every cable right away")
                checked: true
            }
        }
    }

    footer: DialogButtonBox {
        Button {
            text: qsTr("Back")
            enabled: wizard.step > 0
            onClicked: --wizard.step
        }
        Button {
            objectName: "nextButton"
            text: wizard.step < 2 ? qsTr("Next") : qsTr("Create")
            enabled: wizard.chosen !== null
            highlighted: true
            onClicked: wizard.step < 2 ? ++wizard.step : wizard.create()
        }
        Button {
            text: qsTr("Cancel")
            onClicked: wizard.close()
        }
    }
}
